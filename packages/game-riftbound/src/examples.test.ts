import { PUBLIC, redactStream, seatAudience, startMatch } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { SAMPLE_DECK_LISTS } from "./decks";
import { riftboundEnforced as riftbound } from "./game";
import { readDeck } from "./rules/setup";
import { bf, cardId, scenario, type Scenario } from "./testing";
import { card } from "./cards";
import { isMighty, keywordsOf, mightOf } from "./values";

/**
 * Worked examples of the Riftbound Core Rules (2026-03-30), each reproduced with the project's
 * original test cards where the example names a real card. The test name gives the rule whose
 * example it is.
 */

const names = (cards: readonly { card: string }[]) => cards.map((c) => c.card);
const play = (g: Scenario, seat: 0 | 1, prefix: string) => g.do(seat, g.labels(seat).find((l) => l.startsWith(prefix))!);
const publicEvents = (g: Scenario) => redactStream(g.stream(), PUBLIC).flatMap((e) => e.events);

describe("Riftbound Core Rules worked examples", () => {
  it("103.2.b.1 example: the Chosen Champion counts toward the three copies — champion plus two more is legal, plus three is not", () => {
    const ember = SAMPLE_DECK_LISTS["ember"]!;
    const withTwo = [...ember.filter((id) => id !== "t-fury-01" && id !== "t-fury-02"), "t-fury-01", "t-fury-01", "t-fury-01", "t-champ-ember", "t-champ-ember", "t-fury-02"];
    expect(readDeck(withTwo, 0).ok).toBe(true);
    expect(readDeck([...withTwo, "t-champ-ember"], 0)).toMatchObject({ ok: false, error: { code: "setup/copies", rule: "riftbound:103.2.b" } });
  });

  it("103.2.b.2 example: cards with different names are different cards — three of each is legal", () => {
    const ember = SAMPLE_DECK_LISTS["ember"]!;
    const counts = new Map<string, number>();
    for (const id of ember) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(counts.get("t-fury-02")).toBe(3);
    expect(counts.get("t-fury-03")).toBe(3);
    expect(readDeck(ember, 0).ok).toBe(true);
  });

  it("109.2 example: the state of game objects is public — a buffed unit and an exhausted gear are seen by everyone", () => {
    const g = scenario({ p1: { gear: ["War Drum"], units: ["Ash Brute"] }, p2: { hand: [] } });
    play(g, 0, "Test — War Drum: buff");
    g.pass(2);
    const props = publicEvents(g).filter((e) => e.type === "prop").map((e) => (e.type === "prop" ? e.key : ""));
    expect(props).toContain("buffed");
    expect(props).toContain("exhausted");
  });

  it("110 example: leaving the board clears temporary modifications — a damaged, buffed unit is a plain new card in the trash", () => {
    const g = scenario({ p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury"] }, p2: { units: [{ name: "Reef Guard", at: 0, buffed: true }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    const before = g.unit(1, "Reef Guard");
    play(g, 0, "Play Test — Firebolt on Test — Reef Guard").pass(2);
    // 2 + 1 buff = 3 Might, 2 damage: it lives. Another 2 would kill it; instead check the trash after a kill.
    expect(g.unit(1, "Reef Guard").damage).toBe(2);
    const h = scenario({ p1: { hand: ["Seeker Bolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury", "fury"] }, p2: { units: [{ name: "Reef Guard", at: 0, buffed: true }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    play(h, 0, "Play Test — Seeker Bolt on Test — Reef Guard").pass(2);
    expect(h.player(1).trash).toEqual([{ id: expect.not.stringMatching(`^${before.id}$`) as unknown as string, card: cardId("Reef Guard") }]);
  });

  it("127.1 example: a card's owner is the player who brought it — each battlefield belongs to the player whose deck held it", () => {
    const started = startMatch(riftbound, [{ name: "A", kind: "human", deck: [...SAMPLE_DECK_LISTS["ember"]!] }, { name: "B", kind: "human", deck: [...SAMPLE_DECK_LISTS["tide"]!] }], "owners");
    if (!started.ok) throw new Error(started.error.message);
    const [a, b] = started.value.state.battlefields;
    expect(SAMPLE_DECK_LISTS["ember"]).toContain(a!.card);
    expect(a!.owner).toBe(0);
    expect(SAMPLE_DECK_LISTS["tide"]).toContain(b!.card);
    expect(b!.owner).toBe(1);
  });

  it("128.4 example: cards in hand are private — only their owner may read them", () => {
    const started = startMatch(riftbound, [{ name: "A", kind: "human", deck: [...SAMPLE_DECK_LISTS["ember"]!] }, { name: "B", kind: "human", deck: [...SAMPLE_DECK_LISTS["tide"]!] }], "private");
    if (!started.ok) throw new Error(started.error.message);
    const stream = [started.value.stream];
    const hand0 = started.value.state.players[0]!.hand.map((c) => c.id);
    const faces = (audience: Parameters<typeof redactStream>[1]) =>
      redactStream(stream, audience)[0]!.events.filter((e) => (e.type === "move" || e.type === "create") && hand0.includes(e.type === "move" ? (e.as ?? e.object) : e.object) && e.face !== undefined).length;
    expect(faces(seatAudience(0))).toBe(4);
    expect(faces(seatAudience(1))).toBe(0);
    expect(faces(PUBLIC)).toBe(0);
  });

  it("130.6 example: the trash is public even when stacked — a trashed spell is seen by everyone", () => {
    const g = scenario({ p1: { hand: ["Deep Current"], runes: ["calm", "calm"], runeDeck: ["calm"], deck: ["Reef Guard"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Deep Current").pass(2);
    const toTrash = publicEvents(g).filter((e) => e.type === "move" && e.to === "p0.trash");
    expect(toTrash).toHaveLength(1);
    expect(toTrash[0]!.type === "move" && toTrash[0]!.face?.ref).toBe(cardId("Deep Current"));
  });

  it("151.2 example: gear is always played to base — even with a battlefield to choose", () => {
    const g = scenario({ p1: { hand: ["War Drum"], runes: ["fury", "fury"], units: [{ name: "Ash Brute", at: 0 }] }, p2: { hand: [] }, battlefields: [bf("Windy Ridge", 0), bf("Quiet Grove")] });
    expect(g.labels(0).filter((l) => l.includes("War Drum"))).toEqual(["Play Test — War Drum"]);
  });

  it("182.1.d example: a token unit is a unit — it enters exhausted, moves, deals its Might in combat and dies to lethal damage", () => {
    const g = scenario({ p1: { hand: ["Mist Walker"], runes: ["calm", "calm", "calm", "calm"] }, p2: { units: [{ name: "Still Acolyte", at: 0 }], hand: [] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    g.do(0, "Play Test — Mist Walker to base").pass(2);
    expect(g.unit(0, "OGN-271").exhausted).toBe(true);
    g.do(0, "End turn").do(1, "End turn");
    g.do(0, "Move Recruit (1 Might, base) to Test — Windy Ridge").pass(2);
    // 1 against the Acolyte's 1: both die; the token ceases to exist (183).
    expect(g.state.units.map((u) => u.card)).toEqual([cardId("Mist Walker")]);
    expect(g.player(0).trash).toHaveLength(0);
  });

  it("313.1.a example: with focus a player may not play spells without Action or Reaction", () => {
    const g = scenario({ p1: { units: ["Ash Brute"], hand: ["Deep Current", "Firebolt", "Battle Cry"], runes: ["fury", "fury", "calm"] }, p2: { units: [{ name: "Reef Guard", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge");
    const plays = g.labels(0).filter((l) => l.startsWith("Play"));
    expect(plays.some((l) => l.includes("Deep Current"))).toBe(false);
    expect(plays.some((l) => l.includes("Firebolt"))).toBe(true);
    expect(plays.some((l) => l.includes("Battle Cry"))).toBe(true);
  });

  it("324.1, 461.1 examples: the combat cleanup adds its own steps — all units heal, and attackers are recalled while defenders remain", () => {
    const g = scenario({ p1: { units: ["Ember Lancer"] }, p2: { units: [{ name: "Deep Leviathan", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    g.do(0, "Move Test — Ember Lancer (1 Might, base) to Test — Windy Ridge").pass(2);
    // 1 + 2 Assault = 3 damage to the Leviathan (4): it lives and heals; the Lancer dies.
    expect(g.unit(1, "Deep Leviathan").damage).toBe(0);
    expect(g.state.units).toHaveLength(1);
  });

  it("355.5.a example: \"Stun a unit\" is a choice — one play per unit it may choose", () => {
    const g = scenario({ p1: { hand: ["Slack Water"], runes: ["calm"] }, p2: { units: ["Ash Brute", { name: "Coal Hound", at: 0 }] } });
    expect(g.labels(0).filter((l) => l.startsWith("Play Test — Slack Water"))).toEqual([
      "Play Test — Slack Water on Test — Ash Brute (2 Might, base)",
      "Play Test — Slack Water on Test — Coal Hound (2 Might, Test — Windy Ridge)",
    ]);
  });

  it("358.3 example: in a closed state a card needs Reaction — an Action cannot answer a spell on the chain", () => {
    const g = scenario({
      p1: { hand: ["Deep Current"], runes: ["calm", "calm"], runeDeck: ["calm"] },
      p2: { hand: ["Firebolt", "Battle Cry"], units: [{ name: "Ash Brute", at: 1 }], runes: ["fury", "fury"] },
      battlefields: [bf("Windy Ridge", 0), bf("Quiet Grove", 1)],
    });
    g.do(0, "Play Test — Deep Current").pass();
    expect(g.labels(1).filter((l) => l.startsWith("Play")).every((l) => l.includes("Battle Cry"))).toBe(true);
    expect(g.labels(1).some((l) => l.includes("Battle Cry"))).toBe(true);
  });

  it("359.3.e.5 example: a spell whose target left is still resolved for its other instructions — no damage, but draw 1", () => {
    const g = scenario({
      p1: { hand: ["Seeker Bolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury", "fury"], deck: ["Coal Hound"] },
      p2: { hand: ["Undertow"], units: [{ name: "Reef Guard", at: 0 }], runes: ["calm", "calm"] },
      battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")],
    });
    play(g, 0, "Play Test — Seeker Bolt on Test — Reef Guard").pass();
    play(g, 1, "Play Test — Undertow on Test — Reef Guard").pass(2);
    g.pass(2);
    expect(g.unit(1, "Reef Guard")).toMatchObject({ location: "base", damage: 0 });
    expect(names(g.player(0).hand)).toEqual([cardId("Coal Hound")]);
  });

  it("359.3.e.9, 359.3.e.10 examples: mistargeting — \"Deal 2 to a unit at a battlefield\" after the unit went home does nothing, and the spell still counts as played", () => {
    const g = scenario({
      p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury"] },
      p2: { hand: ["Undertow"], units: [{ name: "Reef Guard", at: 0 }], runes: ["calm", "calm"] },
      battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")],
    });
    play(g, 0, "Play Test — Firebolt on Test — Reef Guard").pass();
    play(g, 1, "Play Test — Undertow on Test — Reef Guard").pass(2).pass(2);
    expect(g.unit(1, "Reef Guard").damage).toBe(0);
    expect(names(g.player(0).trash)).toEqual([cardId("Firebolt")]);
    expect(g.logText()).toContain("Test — Firebolt resolves");
  });

  it("364.3.a example: \"While I'm attacking or defending alone, I have +2 Might\"", () => {
    const alone = scenario({ p1: { units: ["Lone Duelist"] }, p2: { units: [{ name: "Deep Leviathan", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    alone.do(0, "Move Test — Lone Duelist (2 Might, base) to Test — Windy Ridge");
    expect(mightOf(alone.state, alone.unit(0, "Lone Duelist"))).toBe(4);
    const together = scenario({ p1: { units: ["Lone Duelist", "Coal Hound"] }, p2: { units: [{ name: "Deep Leviathan", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    together.do(0, "Move all 2 ready units at base to Test — Windy Ridge");
    expect(mightOf(together.state, together.unit(0, "Lone Duelist"))).toBe(2);
  });

  it("414.3.a example: the Standard Move exhausts the unit as its cost — an exhausted unit cannot move", () => {
    const g = scenario({ p1: { units: [{ name: "Ash Brute", exhausted: true }, "Coal Hound"] }, p2: { hand: [] } });
    const moves = g.labels(0).filter((l) => l.startsWith("Move"));
    expect(moves.some((l) => l.includes("Ash Brute"))).toBe(false);
    expect(moves.some((l) => l.includes("Coal Hound"))).toBe(true);
  });

  it("414.4 example: an exhaust cost must be payable — exhausted gear cannot use its [E] ability", () => {
    const g = scenario({ p1: { gear: ["War Drum"], units: ["Ash Brute", "Coal Hound"] }, p2: { hand: [] } });
    play(g, 0, "Test — War Drum: buff");
    expect(g.labels(0).some((l) => l.startsWith("Test — War Drum"))).toBe(false);
  });

  it("416.5 example: two or more cards recycled to the Main Deck together go to the bottom in a random order", () => {
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const started = startMatch(riftbound, [{ name: "A", kind: "human", deck: [...SAMPLE_DECK_LISTS["ember"]!] }, { name: "B", kind: "human", deck: [...SAMPLE_DECK_LISTS["tide"]!] }], `recycle-${i}`);
      if (!started.ok) throw new Error(started.error.message);
      let s = started.value.state;
      const first = s.firstPlayer;
      const aside = s.players[first]!.hand.slice(0, 2);
      if (aside[0]!.card === aside[1]!.card) continue;
      for (const c of aside) {
        const step = riftbound.apply(s, first, `aside:${c.id}`);
        if (!step.ok) throw new Error(step.error.message);
        s = step.value.state;
      }
      const bottom = s.players[first]!.deck.slice(-2).map((c) => c.card);
      expect(bottom.slice().sort()).toEqual(aside.map((c) => c.card).sort());
      orders.add(bottom[0] === aside[0]!.card ? "same" : "swapped");
    }
    expect(orders).toEqual(new Set(["same", "swapped"]));
  });

  it("423.1.a.1 example: a stunned unit may be chosen for a stun, but it is not stunned again", () => {
    const g = scenario({ p1: { hand: ["Slack Water", "Slack Water"], runes: ["calm", "calm"] }, p2: { units: ["Ash Brute"] } });
    play(g, 0, "Play Test — Slack Water on Test — Ash Brute").pass(2);
    expect(g.unit(1, "Ash Brute").stunned).toBe(true);
    play(g, 0, "Play Test — Slack Water on Test — Ash Brute").pass(2);
    expect(g.logText().filter((l) => l.endsWith("is stunned"))).toHaveLength(1);
  });

  it("426.1.c example: a unit with a buff may be chosen to buff again, but it does not get a second buff", () => {
    const g = scenario({ p1: { gear: ["War Drum"], units: [{ name: "Ash Brute", buffed: true }] }, p2: { hand: [] } });
    play(g, 0, "Test — War Drum: buff Test — Ash Brute");
    expect(g.unit(0, "Ash Brute").buffed).toBe(true);
    expect(mightOf(g.state, g.unit(0, "Ash Brute"))).toBe(3);
  });

  it("430.2 example: \"Channel 1 rune exhausted\" — the rune enters the board exhausted", () => {
    const g = scenario({ p1: { hand: ["Deep Current"], runes: ["calm", "calm"], runeDeck: ["calm"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Deep Current").pass(2);
    expect(g.player(0).runes.at(-1)!.exhausted).toBe(true);
  });

  it("431.2.d example: a player who burns out drawing in their Draw Phase recycles the trash, gives a point, then completes the draw", () => {
    const g = scenario({ p1: { hand: [] }, p2: { trash: ["Reef Guard"] } });
    g.do(0, "End turn");
    expect(names(g.player(1).hand)).toEqual([cardId("Reef Guard")]);
    expect(g.player(0).points).toBe(1);
  });

  it("432.1.a example: a 3 Might unit with Shield 2 defending in combat has 5 Might", () => {
    const g = scenario({ p1: { units: ["Ash Brute"] }, p2: { units: [{ name: "Harbor Sentinel", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    expect(mightOf(g.state, g.unit(1, "Harbor Sentinel"))).toBe(3);
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge");
    expect(mightOf(g.state, g.unit(1, "Harbor Sentinel"))).toBe(5);
  });

  it("460.2.c.3 example: 5 damage among 3 Might units is 3 to one and 2 to another, not spread", () => {
    const g = scenario({
      p1: { units: ["Blaze Sentry"] },
      p2: { units: [{ name: "Pyre Keeper", at: 0 }, { name: "Harbor Sentinel", at: 0 }, { name: "Deep Leviathan", at: 0 }] },
      battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")],
      turnPlayer: 0,
    });
    // Harbor Sentinel defends with 5 (Shield 2); Pyre Keeper 3 and Deep Leviathan 4. Blaze Sentry (Tank) takes all theirs.
    g.do(0, "Move Test — Blaze Sentry (5 Might, base) to Test — Windy Ridge").pass(2);
    g.do(0, "Assign damage to Test — Pyre Keeper (3 Might, Test — Windy Ridge) (5 left)");
    // 3 to Pyre Keeper (lethal), the 2 left to the next chosen: Deep Leviathan (4) survives.
    g.do(0, "Assign damage to Test — Deep Leviathan (4 Might, Test — Windy Ridge) (2 left)");
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => u.card).sort()).toEqual([cardId("Deep Leviathan"), cardId("Harbor Sentinel")].sort());
  });

  it("460.2.c.5 example: restrictions on assignment are obeyed — a Tank first", () => {
    const g = scenario({ p1: { units: ["Magma Giant"] }, p2: { units: [{ name: "Coal Hound", at: 0 }, { name: "Shoal Keeper", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    g.do(0, "Move Test — Magma Giant (4 Might, base) to Test — Windy Ridge").pass(2);
    // Only the Tank could be chosen first (a forced choice): 2 to it, then 2 to Coal Hound: both die.
    expect(g.state.units.filter((u) => u.controller === 1)).toEqual([]);
  });

  it("460.2.c.6 example: two Tanks — the assigning player chooses their order", () => {
    const g = scenario({ p1: { units: ["Ash Brute"] }, p2: { units: [{ name: "Shoal Keeper", at: 0 }, { name: "Blaze Sentry", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge").pass(2);
    expect(g.labels(0)).toEqual([
      "Assign damage to Test — Shoal Keeper (2 Might, Test — Windy Ridge) (2 left)",
      "Assign damage to Test — Blaze Sentry (5 Might, Test — Windy Ridge) (2 left)",
    ]);
    g.leaveOpen();
  });

  it("709 example: a unit with 4 Might that gets +1 becomes Mighty (here +2 from Battle Cry)", () => {
    const g = scenario({ p1: { hand: ["Battle Cry"], units: ["Magma Giant"], runes: ["fury"] }, p2: { hand: [] } });
    expect(isMighty(g.state, g.unit(0, "Magma Giant"))).toBe(false);
    play(g, 0, "Play Test — Battle Cry on Test — Magma Giant").pass(2);
    expect(isMighty(g.state, g.unit(0, "Magma Giant"))).toBe(true);
  });

  it("710 example: units are evaluated by their current Might — a 3 Might unit given +2 this turn is Mighty and can be killed as one", () => {
    const g = scenario({
      p1: { hand: ["Battle Cry", "Battle Cry"], units: [{ name: "Pyre Keeper", at: 1 }], runes: ["fury", "fury"] },
      p2: { hand: ["Topple"], runes: ["fury", "fury"] },
      battlefields: [bf("Windy Ridge"), bf("Quiet Grove", 0)],
    });
    play(g, 0, "Play Test — Battle Cry on Test — Pyre Keeper").pass();
    // P2 may react, but Pyre Keeper has 3 Might while the first Battle Cry waits: not Mighty, no target.
    expect(g.labels(1).some((l) => l.includes("Topple"))).toBe(false);
    g.pass();
    expect(mightOf(g.state, g.unit(0, "Pyre Keeper"))).toBe(5);
    play(g, 0, "Play Test — Battle Cry on Test — Pyre Keeper").pass();
    play(g, 1, "Play Test — Topple on Test — Pyre Keeper").pass(2);
    expect(g.state.units).toEqual([]);
    g.pass(2);
    expect(g.state.chain).toEqual([]);
  });

  it("377.1 example: \"[2]: Draw 1\" is an activated ability — the cost is 2 Energy, the effect draws 1 (here the Tide Sage's \"[2], [E]: Draw 1\")", () => {
    const g = scenario({ p1: { legend: "Tide Sage", runes: ["calm", "calm", "calm"], deck: ["Reef Guard", "Shoal Keeper"] }, p2: { hand: [] } });
    g.do(0, "Test — Tide Sage: draw 1");
    // The cost is paid as the ability is activated: two runes' Energy and the exhaust.
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, true, false]);
    expect(g.player(0).hand).toHaveLength(0);
    g.pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Reef Guard")]);
  });

  it("429.3 example: Energy may be added before playing a spell, or by Add Reactions during the Pay Costs step", () => {
    const before = scenario({ p1: { hand: ["Seeker Bolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury", "fury"] }, p2: { units: [{ name: "Reef Guard", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    before.do(0, "Exhaust Test — Fury Rune: add 1 Energy").do(0, "Exhaust Test — Fury Rune: add 1 Energy");
    expect(before.player(0).pool.energy).toBe(2);
    play(before, 0, "Play Test — Seeker Bolt on Test — Reef Guard");
    expect(before.player(0).pool.energy).toBe(0);
    const during = scenario({ p1: { hand: ["Seeker Bolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury", "fury"] }, p2: { units: [{ name: "Reef Guard", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    play(during, 0, "Play Test — Seeker Bolt on Test — Reef Guard");
    expect(during.logText()).toContain("P1 adds 2 Energy (exhausting runes)");
    // Either way both runes are exhausted and the spell waits on the chain.
    for (const g of [before, during]) {
      expect(g.player(0).runes.every((r) => r.exhausted)).toBe(true);
      expect(g.state.chain.map((c) => c.card)).toEqual([cardId("Seeker Bolt")]);
    }
  });
});

describe("Riftbound Core Rules worked examples with the real cards they name", () => {
  const BFS = [bf("OGN-275", 1), bf("OGN-280")];
  const finish = (g: Scenario) => {
    g.settle();
    for (let i = 0; i < 10 && g.pending !== null; i++) g.do(g.pending.seat, g.labels(g.pending.seat)[0]!).settle();
  };

  it("131.4 example: Lux - Illuminated triggers on Sky Splitter, a spell that costs 8, however little was paid for it", () => {
    const g = scenario({ p1: { hand: ["OGN-014"], units: ["OGS-006", "OGN-116"], runes: ["fury"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Sky Splitter on Vanguard Sergeant (4 Might, Altar to Unity)");
    expect(g.logText()).toContain("Sky Splitter costs 7 Energy less");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Sky Splitter", "Lux - Illuminated: when you play a spell that costs 5 or more"]);
    g.pass(2);
    expect(g.unit(0, "OGS-006").mightThisTurn).toBe(3);
    g.settle();
  });

  it("359.3.f.2 example: Stupefy on Yasuo, Remorseful in reaction to his attack trigger — it deals his current Might, 5", () => {
    const g = scenario({ p1: { units: ["OGN-076"] }, p2: { hand: ["OGN-095"], units: [{ name: "OGN-142", at: 0 }], runes: ["mind"] }, battlefields: BFS });
    g.do(0, "Move Yasuo - Remorseful (6 Might, base) to Altar to Unity").pass(1);
    g.do(1, "Play Stupefy on Yasuo - Remorseful (6 Might, Altar to Unity)").pass(2);
    g.pass(2);
    expect(g.unit(1, "OGN-142").damage).toBe(5);
    finish(g);
  });

  it("422.4 example: Undercover Agent with 1 card in hand discards 1, with none discards nothing, and draws 2 either way", () => {
    for (const hand of [["OGN-052"], []]) {
      const g = scenario({ p1: { hand: ["OGN-009"], runes: ["fury", "fury"] }, p2: { hand, deck: ["OGN-219", "OGN-219"], units: [{ name: "OGN-178", at: 0, damage: 3 }] }, battlefields: BFS });
      g.do(0, "Play Hextech Ray on Undercover Agent (5 Might, Altar to Unity)").pass(2).settle();
      expect(g.player(1).hand.map((c) => card(c.card)!.name)).toEqual(["Vanguard Sergeant", "Vanguard Sergeant"]);
      expect(g.player(1).trash.length).toBe(1 + hand.length);
    }
  });

  it("812.2 example: one card played satisfies every Legion of its player — Dangerous Duo's play effect and Darius - Hand of Noxus's Add", () => {
    const g = scenario({ p1: { legend: "OGN-253", hand: ["OGN-052", "OGN-016"], runes: ["fury", "fury", "fury", "fury", "fury"] }, p2: {} });
    g.do(0, "Play Stalwart Poro to base").settle();
    expect(g.choices(0)).toContain("Exhaust Darius - Hand of Noxus: add 1 Energy");
    g.do(0, "Play Dangerous Duo to base");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Dangerous Duo: [Legion] when you play me"]);
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Dangerous Duo"))!).settle();
    expect(g.unit(0, "OGN-016").mightThisTurn).toBe(2);
  });

  it("809.1.c.1 example: a Fury spell choosing an Order unit with Deflect — the Deflect Power is of any domain (a buffed, Mighty Fiora - Victorious)", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], runes: ["fury", "calm"] }, p2: { units: [{ name: "OGN-232", at: 0, buffed: true }] }, battlefields: BFS });
    g.do(0, "Play Hextech Ray on Fiora - Victorious (5 Might, Altar to Unity), paying 1 Power for Deflect");
    expect(g.logText()).toContain("P1 pays 1 Energy and 1 fury Power and 1 Power for Deflect from the Rune Pool");
    // Both runes recycled: the fury one for the spell's Power, the calm one for Deflect.
    expect(g.player(0).runeDeck.map((r) => card(r.card)!.name).sort()).toEqual(["Test — Calm Rune", "Test — Fury Rune"]);
    g.settle();
  });

  it("355.5.b example: a unit's \"When I'm played, kill a unit\" does not choose as it is played — its target is chosen when it triggers (Harnessed Dragon)", () => {
    const g = scenario({ p1: { hand: ["OGN-234"], units: ["OGN-052"], runes: Array.from({ length: 10 }, () => "order") }, p2: { units: ["OGN-219"] } });
    expect(g.choices(0).filter((l) => l.startsWith("Play Harnessed Dragon"))).toEqual(["Play Harnessed Dragon to base"]);
    g.do(0, "Play Harnessed Dragon to base");
    // Only one enemy unit: chosen for its controller as the ability goes on the chain.
    expect(g.state.chain.map((c) => [c.label, c.target])).toEqual([["Harnessed Dragon: when you play me", g.unit(1, "OGN-219").id]]);
    g.pass(2);
    expect(g.player(1).trash.map((c) => card(c.card)!.name)).toEqual(["Vanguard Sergeant"]);
  });

  it("472.3.b example: \"-4 Might to a minimum of 1 this turn\" on a 2 Might unit generates -1, remembered for the turn (Smoke Screen)", () => {
    const g = scenario({ p1: { hand: ["OGN-093", "OGN-058"], runes: Array.from({ length: 6 }, () => "mind") }, p2: { units: ["OGN-052"] } });
    g.do(0, "Play Smoke Screen on Stalwart Poro (2 Might, base)").pass(2);
    expect([g.unit(1, "OGN-052").mightThisTurn, mightOf(g.state, g.unit(1, "OGN-052"))]).toEqual([-1, 1]);
    // Snapshotted: +2 later this turn makes it 3, not 1.
    g.do(0, g.choices(0).find((l) => l.startsWith("Play Discipline on Stalwart Poro"))!).pass(2);
    expect(mightOf(g.state, g.unit(1, "OGN-052"))).toBe(3);
  });

  it("807.2 example: Petty Officer has Assault; given [Assault 3] by Cleave it has Assault 4 this turn", () => {
    const g = scenario({ p1: { hand: ["OGN-004"], units: ["OGN-215"], runes: ["fury"] }, p2: { units: [{ name: "OGN-142", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Cleave on Petty Officer (5 Might, base)").pass(2);
    expect(keywordsOf(g.state, g.unit(0, "OGN-215")).assault).toBe(4);
    g.do(0, "Move Petty Officer (5 Might, base) to Altar to Unity");
    expect(mightOf(g.state, g.unit(0, "OGN-215"))).toBe(9);
    finish(g);
    // "This turn": gone in the Ending Phase (317).
    const h = scenario({ p1: { hand: ["OGN-004"], units: ["OGN-215"], runes: ["fury"] }, p2: {} });
    h.do(0, "Play Cleave on Petty Officer (5 Might, base)").pass(2).do(0, "End turn");
    expect(keywordsOf(h.state, h.unit(0, "OGN-215")).assault).toBe(1);
  });

  describe("471.3: layers are applied in sequence and evaluated again (the Core Rules' examples)", () => {
    it("OGN-232 Fiora - Victorious, 471.3 example 1: a buffed Fiora is 5 Might, Mighty, and has Deflect, Ganking and Shield; as a defender, 6", () => {
      const g = scenario({ p1: { units: ["OGN-142"] }, p2: { units: [{ name: "OGN-232", at: 0, buffed: true }] }, battlefields: BFS });
      const fiora = g.unit(1, "OGN-232");
      expect(mightOf(g.state, fiora)).toBe(5);
      expect(keywordsOf(g.state, fiora)).toEqual({ deflect: 1, ganking: true, shield: 1 });
      g.do(0, "Move Mountain Drake (10 Might, base) to Altar to Unity");
      expect(mightOf(g.state, g.unit(1, "OGN-232"))).toBe(6);
      finish(g);
    });
  
    it("OGN-232 Fiora - Victorious, 471.3 example 2: her buff removed in combat, she goes from 6 Might with three keywords to 4 with none", () => {
      const g = scenario({ p1: { units: ["OGN-142"] }, p2: { units: [{ name: "OGN-232", at: 0, buffed: true }] }, battlefields: BFS });
      g.do(0, "Move Mountain Drake (10 Might, base) to Altar to Unity");
      const buffless = { ...g.state, units: g.state.units.map((u) => (u.card === card("OGN-232")!.id ? { ...u, buffed: false } : u)) };
      const fiora = buffless.units.find((u) => u.card === card("OGN-232")!.id)!;
      expect(mightOf(buffless, fiora)).toBe(4);
      expect(keywordsOf(buffless, fiora)).toEqual({});
      finish(g);
    });
  });
});

describe("Riftbound Core Rules worked examples: two targets and mistargeting (355.11, 359.3.e, 417.6)", () => {
  const runesOf = (domain: string, n: number) => Array.from({ length: n }, () => domain);
  const SERGEANT_BF = "Vanguard Sergeant (4 Might, Altar to Unity)";
  const BOARD = [bf("OGN-275", 1), bf("OGN-280")];

  it("359.3.e.9 example: 'Deal … to a unit at a battlefield' whose unit was moved to its base is not executed", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], runes: runesOf("fury", 3) }, p2: { hand: ["OGS-011"], units: [{ name: "OGN-219", at: 0 }], runes: runesOf("chaos", 2) }, battlefields: BOARD });
    play(g, 0, `Play Hextech Ray on ${SERGEANT_BF}`).pass();
    play(g, 1, `Play Flash on ${SERGEANT_BF}`).settle();
    expect(g.unit(1, "OGN-219").location).toBe("base");
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    expect(g.logText()).toContain("Hextech Ray resolves");
  });

  it("359.3.e.10 example: a spell none of whose instructions execute is still played — 'When you play a spell, give me +1 Might this turn' gave its +1", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], units: ["OGN-103"], runes: runesOf("fury", 3) }, p2: { hand: ["OGS-011"], units: [{ name: "OGN-219", at: 0 }], runes: runesOf("chaos", 2) }, battlefields: BOARD });
    const before = mightOf(g.state, g.unit(0, "OGN-103"));
    play(g, 0, `Play Hextech Ray on ${SERGEANT_BF}`);
    // The Student's trigger goes on the chain above the spell and resolves first.
    expect(g.state.chain.map((c) => c.label)).toEqual(["Hextech Ray", "Ravenbloom Student: when you play a spell"]);
    g.pass(2).pass();
    // P2 answers the spell by moving the chosen unit to its base.
    play(g, 1, `Play Flash on ${SERGEANT_BF}`).settle();
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    expect(mightOf(g.state, g.unit(0, "OGN-103"))).toBe(before + 1);
    expect(names(g.player(0).trash).map((id) => card(id)!.name)).toContain("Hextech Ray");
  });

  it("417.6.b.3 example: Challenge — the chosen units deal the damage to each other, not Challenge", () => {
    const g = scenario({ p1: { hand: ["OGN-128"], units: ["OGN-219"], runes: runesOf("body", 3) }, p2: { units: ["OGN-052"] } });
    play(g, 0, "Play Challenge on Vanguard Sergeant (4 Might, base) and Stalwart Poro (2 Might, base)").pass(2);
    const line = g.logText().find((l) => l.includes("deals 4 to Stalwart Poro"));
    expect(line).toBe("Vanguard Sergeant deals 4 to Stalwart Poro and Stalwart Poro deals 2 to Vanguard Sergeant (Challenge)");
    expect(g.unit(0, "OGN-219").damage).toBe(2);
  });
});

describe("Riftbound Core Rules worked examples: Hidden, replacement and prevention, layers (128.4, 346.1, 369, 417.6, 421, 424, 472.2, 811, 814)", () => {
  const held = [bf("OGN-275", 0), bf("OGN-276")];
  const runes = (domain: string, n: number) => Array.from({ length: n }, () => domain);
  const realNames = (cards: readonly { card: string }[]) => cards.map((c) => card(c.card)!.name);

  it("128.4 example: a facedown card at a battlefield — its controller, and only they, may look at its face", () => {
    const g = scenario({ p1: { hand: ["OGN-135"], units: [{ name: "OGN-052", at: 0 }], runes: ["mind"] }, p2: {}, battlefields: held });
    g.do(0, "Hide Pakaa Cub at Altar to Unity, paying 1 Power of any domain");
    const seen = (seat: 0 | 1) => JSON.stringify(redactStream(g.stream(), seatAudience(seat)));
    expect(seen(0)).toContain("Pakaa Cub");
    expect(seen(1)).not.toContain("Pakaa Cub");
    expect(JSON.stringify(publicEvents(g))).not.toContain("Pakaa Cub");
  });

  it("421.3 example: a card hidden with Hidden can be played for [0] on any subsequent turn — not on the turn it was hidden", () => {
    const g = scenario({ p1: { hand: ["OGN-135"], units: [{ name: "OGN-052", at: 0 }], runes: ["mind"], deck: ["OGN-052", "OGN-052"] }, p2: { deck: ["OGN-052", "OGN-052"] }, battlefields: held });
    g.do(0, "Hide Pakaa Cub at Altar to Unity, paying 1 Power of any domain");
    expect(g.choices(0).some((l) => l.includes("from Hidden"))).toBe(false);
    g.do(0, "End turn").settle();
    g.do(1, "End turn").settle();
    const runesBefore = g.player(0).runes.length;
    g.do(0, "Play Pakaa Cub from Hidden at Altar to Unity");
    expect(g.unit(0, "OGN-135").location).toBe(0);
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(0);
    expect(g.player(0).runes).toHaveLength(runesBefore);
  });

  it("811.1.d.2 example: Blastcone Fae played from Hidden chooses a unit at its battlefield for its play effect", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-097", at: 0 }] }, p2: { units: [{ name: "OGN-219", at: 0 }, "OGN-052"] }, battlefields: held });
    g.do(0, "Play Blastcone Fae from Hidden at Altar to Unity");
    expect(g.choices(0).some((l) => l.includes("Stalwart Poro"))).toBe(false);
    g.do(0, "Choose Vanguard Sergeant (4 Might, Altar to Unity) for Blastcone Fae: when you play me").settle();
    expect(mightOf(g.state, g.unit(1, "OGN-219"))).toBe(2);
  });

  it("811.2 example: Stand United played from Hidden buffs a friendly unit at its battlefield, but its second part reaches every buffed friendly unit", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-053", at: 0 }], units: [{ name: "OGN-052", at: 0 }, { name: "OGN-219", buffed: true }] }, p2: {}, battlefields: held });
    expect(g.choices(0).filter((l) => l.startsWith("Play Stand United"))).toEqual(["Play Stand United from Hidden at Altar to Unity on Stalwart Poro (2 Might, Altar to Unity)"]);
    g.do(0, "Play Stand United from Hidden at Altar to Unity on Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    // Poro: 2 + a buff worth 2; the Sergeant in base: 4 + a buff worth 2.
    expect([mightOf(g.state, g.unit(0, "OGN-052")), mightOf(g.state, g.unit(0, "OGN-219"))]).toEqual([4, 6]);
    g.do(0, "End turn").settle();
    expect(mightOf(g.state, g.unit(0, "OGN-219"))).toBe(5);
    g.leaveOpen();
  });

  it("814.2 example: Stalwart Poro has Shield; after Block it has Shield 4 this turn", () => {
    const g = scenario({ p1: { hand: ["OGN-057"], units: ["OGN-052"], runes: runes("calm", 2) }, p2: {} });
    g.do(0, "Play Block on Stalwart Poro (2 Might, base)").pass(2);
    expect(keywordsOf(g.state, g.unit(0, "OGN-052"))).toMatchObject({ shield: 4, tank: true });
  });

  it("369.1 example: Zhonya's Hourglass — 'If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it.'", () => {
    const g = scenario({ p1: { gear: ["OGN-077"], units: [{ name: "OGN-096", at: 0 }], deck: ["OGN-052"] }, p2: { hand: ["OGS-002"], units: [{ name: "OGN-052", at: 0 }], runes: runes("fury", 7) }, battlefields: held, turnPlayer: 1 });
    g.do(1, "Play Firestorm on Altar to Unity").pass(2);
    const sentry = g.unit(0, "OGN-096");
    expect([sentry.location, sentry.exhausted, sentry.damage]).toEqual(["base", true, 0]);
    expect(realNames(g.player(0).trash)).toEqual(["Zhonya's Hourglass"]);
    // Its Deathknell did not trigger: it never died.
    expect(g.player(0).hand).toEqual([]);
    g.leaveOpen();
  });

  it("369.2 example: burning out and preventing damage are replacement effects — a draw from an empty deck burns out; prevented damage is not dealt", () => {
    const g = scenario({ p1: { hand: ["OGN-024"], runes: runes("fury", 4), trash: ["OGN-052"] }, p2: { hand: ["OGN-145"], units: [{ name: "OGN-219", at: 0 }], runes: runes("body", 2) }, battlefields: [bf("OGN-275", 1), bf("OGN-276")] });
    g.do(0, "Play Void Seeker on Vanguard Sergeant (4 Might, Altar to Unity)").pass();
    g.do(1, "Play Unyielding Spirit").pass(2).pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    // "Draw 1" with an empty Main Deck: the trash is recycled and the opponent scores (431).
    expect(g.player(1).points).toBe(1);
    expect(realNames(g.player(0).hand)).toEqual(["Stalwart Poro"]);
  });

  it("417.6.a example: Void Seeker's damage is dealt by Void Seeker — spell damage, so Unyielding Spirit prevents it, and 'Draw 1' still happens", () => {
    const g = scenario({ p1: { hand: ["OGN-024"], runes: runes("fury", 4), deck: ["OGN-052"] }, p2: { hand: ["OGN-145"], units: [{ name: "OGN-219", at: 0 }], runes: runes("body", 2) }, battlefields: [bf("OGN-275", 1), bf("OGN-276")] });
    g.do(0, "Play Void Seeker on Vanguard Sergeant (4 Might, Altar to Unity)").pass();
    g.do(1, "Play Unyielding Spirit").pass(2).pass(2);
    expect(g.logText()).toContain("Void Seeker: 4 damage to Vanguard Sergeant is prevented");
    expect(realNames(g.player(0).hand)).toEqual(["Stalwart Poro"]);
  });

  it("417.6.b.2.a example: Iron Ballista's damage is dealt by the gear and by its ability — ability damage, prevented by Unyielding Spirit", () => {
    const g = scenario({ p1: { gear: ["OGN-017"] }, p2: { hand: ["OGN-145"], units: [{ name: "OGN-052", at: 0 }], runes: runes("body", 2) }, battlefields: [bf("OGN-275", 1), bf("OGN-276")] });
    g.do(0, "Iron Ballista: deal 2 to Stalwart Poro (2 Might, Altar to Unity)").pass();
    g.do(1, "Play Unyielding Spirit").pass(2).pass(2);
    expect(g.unit(1, "OGN-052").damage).toBe(0);
    expect(g.logText()).toContain("Iron Ballista: [E] ability: 2 damage to Stalwart Poro is prevented");
  });

  it("424.3 example: 'reveal … from the top of your Main Deck' presents the cards to all players (Teemo - Strategist reveals five)", () => {
    const g = scenario({ p1: { units: ["OGN-219"] }, p2: { units: [{ name: "OGN-121", at: 0 }], deck: ["OGN-135", "OGN-052", "OGN-083", "OGN-219", "OGN-213"] }, battlefields: [bf("OGN-275", 1), bf("OGN-276")] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").pass(2);
    const reveals = publicEvents(g).filter((e) => e.type === "reveal");
    expect(reveals.map((e) => (e.type === "reveal" ? e.face.name : ""))).toEqual(["Pakaa Cub", "Stalwart Poro", "Consult the Past", "Vanguard Sergeant", "Hidden Blade"]);
    g.leaveOpen();
  });

  it("472.2.b example: 'Other friendly units have [Vision]' (Gemcraft Seer) — another friendly unit played sees the top card", () => {
    const g = scenario({ p1: { hand: ["OGN-052"], units: ["OGN-100"], deck: ["OGN-219"], runes: runes("calm", 2) }, p2: {} });
    g.do(0, "Play Stalwart Poro to base").pass(2);
    expect(g.choices(0)).toEqual(["Recycle Vanguard Sergeant", "Keep Vanguard Sergeant on top"]);
    g.do(0, "Keep Vanguard Sergeant on top");
  });

  it("346.1 example: the Initial Chain opens with triggered abilities, so when it resolves focus does not pass", () => {
    const g = scenario({ p1: { units: ["OGN-119"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-276")] });
    g.do(0, "Move Ahri - Inquisitive (3 Might, base) to Altar to Unity");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Ahri - Inquisitive: when I attack"]);
    g.pass(2);
    expect(g.state.chain).toEqual([]);
    expect(g.state.showdown?.focus).toBe(0);
    g.settle();
  });
});

describe("Riftbound Core Rules worked examples: recycling, partial instructions, Bonus Damage (416, 359.3.e.11, 715)", () => {
  const runesOf = (domain: string, n: number) => Array.from({ length: n }, () => domain);
  const cardNames = (cards: readonly { card: string }[]) => cards.map((c) => card(c.card)!.name);

  it("416.6 example: OGN-109 Dr. Mundo - Expert's 'At the start of your Beginning Phase, recycle 3 from your trash.' with 2 cards in the trash recycles both", () => {
    const g = scenario({ p1: { deck: ["OGN-052"] }, p2: { units: ["OGN-109"], trash: ["OGN-219", "OGN-096"], deck: ["OGN-210"] } });
    g.do(0, "End turn").settle();
    expect(g.player(1).trash).toEqual([]);
    // The Draw Phase drew Daring Poro, the top card; the two recycled lie under it (416).
    expect(cardNames(g.player(1).hand)).toEqual(["Daring Poro"]);
    expect([...cardNames(g.player(1).deck)].sort()).toEqual(["Vanguard Sergeant", "Watchful Sentry"]);
    g.leaveOpen();
  });

  it("416.3 example: OGN-036 Vi - Destructive's 'Recycle 1 from your trash: Give me +1 Might this turn.' cannot be activated with an empty trash", () => {
    const empty = scenario({ p1: { units: ["OGN-036"] }, p2: {} });
    expect(empty.choices(0).some((l) => l.startsWith("Vi - Destructive:"))).toBe(false);
    const one = scenario({ p1: { units: ["OGN-036"], trash: ["OGN-052"] }, p2: {} });
    expect(one.choices(0)).toContain("Vi - Destructive: +1 Might this turn, recycling Stalwart Poro from the trash");
  });

  it("359.3.e.11 example: 'Discard 2, then draw 2' (OGN-020 Scrapyard Champion's Legion) with an empty hand discards nothing and still draws 2; with 1 card it discards it and draws 2", () => {
    for (const hand of [[], ["OGN-052"]]) {
      const g = scenario({ p1: { hand: ["OGN-020", ...hand], runes: runesOf("fury", 6), deck: ["OGN-219", "OGN-096"], playedThisTurn: 1 }, p2: {} });
      g.do(0, "Play Scrapyard Champion to base").settle();
      expect(cardNames(g.player(0).hand)).toEqual(["Vanguard Sergeant", "Watchful Sentry"]);
      expect(cardNames(g.player(0).trash)).toEqual(hand.length === 0 ? [] : ["Stalwart Poro"]);
    }
  });

  it("715.2 example: OGN-105 Singularity ('Deal 6 to each of up to two units.') with OGS-001 Annie - Fiery deals 1 Bonus Damage to each target — 7 and 7", () => {
    const g = scenario({ p1: { units: ["OGS-001"], hand: ["OGN-105"], runes: runesOf("mind", 8) }, p2: { units: ["OGN-142", "OGN-142"] } });
    g.do(0, "Play Singularity on Mountain Drake (10 Might, base) and Mountain Drake (10 Might, base)").pass(2);
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => u.damage)).toEqual([7, 7]);
  });
});
