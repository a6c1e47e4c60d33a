import { describe, expect, it } from "vitest";
import { CARDS, card } from "./cards";
import { moduleOf } from "./cards/index";
import { cardId, scenario } from "./testing";
import { mightOf } from "./values";

describe("card table", () => {
  it("marks every card as an original test card with the Test — prefix", () => {
    for (const c of CARDS.values()) {
      expect(c.original).toBe(true);
      expect(c.name.startsWith("Test — ")).toBe(true);
    }
  });
  it("gives every unit and champion a cost and might", () => {
    for (const c of CARDS.values()) {
      if (c.type === "unit" || c.type === "champion") {
        expect(typeof c.cost).toBe("number");
        expect(typeof c.might).toBe("number");
      }
    }
    expect(card("t-fury-02")?.might).toBe(2);
    expect(card("nope")).toBeUndefined();
  });
});

describe("cards in play", () => {
  const bf = (name: string, controller: 0 | 1 | null = null) => ({ name, controller });

  it("Ember Warden (legend, 174, 377): [1], [E]: give a friendly unit +1 Might this turn — once a turn, readied in the Awaken Phase (315.1)", () => {
    const g = scenario({ p1: { legend: "Ember Warden", units: ["Ash Brute"], runes: ["fury"] }, p2: { hand: [], deck: ["Reef Guard"] } });
    g.do(0, "Test — Ember Warden: +1 Might this turn for Test — Ash Brute (2 Might, base)");
    expect(g.player(0).legend.exhausted).toBe(true);
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true]);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Test — Ember Warden: [E] ability"]);
    g.pass(2);
    expect(mightOf(g.state, g.unit(0, "Ash Brute"))).toBe(3);
    expect(g.labels(0).some((l) => l.startsWith("Test — Ember Warden"))).toBe(false);
    // The legend stays in the Legend zone (173.2.b) and is public, its exhausted state too (109.2).
    expect(g.events.some((e) => e.type === "prop" && e.object === g.player(0).legend.id && e.key === "exhausted" && e.value === true)).toBe(true);
    g.do(0, "End turn").do(1, "End turn");
    expect(g.player(0).legend.exhausted).toBe(false);
  });

  it("Tide Sage (legend): [2], [E]: draw 1 — not offered without the Energy", () => {
    const poor = scenario({ p1: { legend: "Tide Sage", runes: ["calm"], deck: ["Reef Guard"] }, p2: { hand: [] } });
    expect(poor.labels(0).some((l) => l.startsWith("Test — Tide Sage"))).toBe(false);
    const g = scenario({ p1: { legend: "Tide Sage", runes: ["calm", "calm"], deck: ["Reef Guard"] }, p2: { hand: [] } });
    g.do(0, "Test — Tide Sage: draw 1").pass(2);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Reef Guard")]);
  });

  it("Blitz Rider: Accelerate (805) — paying [1] and 1 fury Power more, it enters ready (805.6) and may move at once; without them, only the plain play", () => {
    const poor = scenario({ p1: { hand: ["Blitz Rider"], runes: ["fury", "fury", "fury"] }, p2: { hand: [] } });
    expect(poor.choices(0).filter((l) => l.includes("Blitz Rider"))).toEqual(["Play Test — Blitz Rider to base"]);
    const g = scenario({ p1: { hand: ["Blitz Rider"], runes: ["fury", "fury", "fury", "fury"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Blitz Rider to base, paying Accelerate (enters ready)");
    expect(g.unit(0, "Blitz Rider").exhausted).toBe(false);
    // 4 Energy from four runes, then one of them recycled for the fury Power.
    expect(g.player(0).runes).toHaveLength(3);
    expect(g.player(0).runeDeck).toHaveLength(1);
    g.do(0, "Move Test — Blitz Rider (3 Might, base) to Test — Windy Ridge");
    expect(g.unit(0, "Blitz Rider").location).toBe(0);
    const plain = scenario({ p1: { hand: ["Blitz Rider"], runes: ["fury", "fury", "fury", "fury"] }, p2: { hand: [] } });
    plain.do(0, "Play Test — Blitz Rider to base");
    expect(plain.unit(0, "Blitz Rider").exhausted).toBe(true);
  });

  it("Pack Striker: [Legion] — when you play me, draw 1, only if another card was played this turn (812.1.c)", () => {
    const first = scenario({ p1: { hand: ["Pack Striker"], deck: ["Coal Hound"], runes: ["fury", "fury"] }, p2: { hand: [] } });
    first.do(0, "Play Test — Pack Striker to base");
    expect(first.state.chain).toEqual([]);
    expect(first.player(0).hand).toEqual([]);
    const second = scenario({ p1: { hand: ["Coal Hound", "Pack Striker"], deck: ["Ash Brute"], runes: ["fury", "fury", "fury"] }, p2: { hand: [] } });
    second.do(0, "Play Test — Coal Hound to base").do(0, "Play Test — Pack Striker to base");
    expect(second.state.chain.map((c) => c.label)).toEqual(["Test — Pack Striker: [Legion] when you play me"]);
    second.pass(2);
    expect(second.player(0).hand.map((c) => c.card)).toEqual([cardId("Ash Brute")]);
    // "This turn": the count starts again next turn.
    second.do(0, "End turn");
    expect(second.player(0).playedThisTurn).toBe(0);
  });

  it("Coral Warden: Deflect (809) — an opponent's spell choosing it costs 1 Power of any domain more (809.1.c.1); its controller's own spells do not", () => {
    const g = scenario({
      p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury"], runeDeck: [] },
      p2: { hand: ["Battle Cry"], legend: "Tide Sage", units: [{ name: "Coral Warden", at: 0 }, { name: "Reef Guard", at: 0 }], runes: ["fury"] },
      battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")],
    });
    expect(g.choices(0).filter((l) => l.startsWith("Play Test — Firebolt"))).toEqual([
      "Play Test — Firebolt on Test — Coral Warden (2 Might, Test — Windy Ridge), paying 1 Power for Deflect",
      "Play Test — Firebolt on Test — Reef Guard (2 Might, Test — Windy Ridge)",
    ]);
    // One rune pays both: exhausted for the Energy, then recycled for the Power (163.2).
    g.do(0, "Play Test — Firebolt on Test — Coral Warden (2 Might, Test — Windy Ridge), paying 1 Power for Deflect");
    expect(g.player(0).runes).toEqual([]);
    expect(g.player(0).runeDeck.map((r) => r.card)).toEqual(["t-rune-fury"]);
    expect(g.logText()).toContain("P1 pays 1 Energy and 1 Power for Deflect from the Rune Pool");
    g.pass(2);
    expect(g.state.units.some((u) => u.card === cardId("Coral Warden"))).toBe(false);
    // Power of another domain pays it too; without any Power source the play is not offered.
    const calm = scenario({ p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury"], pool: { power: { calm: 1 } } }, p2: { units: [{ name: "Coral Warden", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    calm.do(0, "Play Test — Firebolt on Test — Coral Warden (2 Might, Test — Windy Ridge), paying 1 Power for Deflect");
    expect(calm.player(0).runes.map((r) => r.exhausted)).toEqual([true]);
    expect(calm.player(0).pool).toEqual({ energy: 0, power: {} });
    const none = scenario({ p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: [], pool: { energy: 1 } }, p2: { units: [{ name: "Coral Warden", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    expect(none.choices(0).some((l) => l.includes("Firebolt"))).toBe(false);
    // The controller's own Reaction on it pays nothing more.
    const own = scenario({ p1: { hand: [] }, p2: { hand: ["Battle Cry"], units: [{ name: "Coral Warden", at: 0 }], runes: ["fury"] }, turnPlayer: 1, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    expect(own.choices(1)).toContain("Play Test — Battle Cry on Test — Coral Warden (2 Might, Test — Windy Ridge)");
  });

  it("Tide Spirit: Temporary (816) — killed at the start of its controller's Beginning Phase, before scoring, so a battlefield it alone held is not held", () => {
    const g = scenario({ p1: { hand: [], units: [{ name: "Tide Spirit", at: 0 }], deck: ["Reef Guard"] }, p2: { hand: [], deck: ["Ash Brute"] }, battlefields: [bf("Windy Ridge", 0), bf("Quiet Grove")] });
    g.do(0, "End turn").do(1, "End turn");
    expect(g.state).toMatchObject({ phase: "beginning", beginningStep: "start" });
    expect(g.state.chain.map((c) => c.label)).toEqual(["Test — Tide Spirit: Temporary"]);
    g.pass(2);
    expect(g.state.units).toEqual([]);
    expect(g.player(0).trash.map((c) => c.card)).toEqual([cardId("Tide Spirit")]);
    // 323.4: the empty battlefield became uncontrolled before the Scoring Step — no hold.
    expect(g.state.battlefields[0]!.controller).toBeNull();
    expect(g.player(0).points).toBe(0);
    expect(g.state.phase).toBe("main");
  });

  it("Tide Champion: Shield 2 — +2 Might while defending (814)", () => {
    const g = scenario({ p1: { units: ["Magma Giant"] }, p2: { units: [{ name: "Tide Champion", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    g.do(0, "Move Test — Magma Giant (4 Might, base) to Test — Windy Ridge");
    expect(mightOf(g.state, g.unit(1, "Tide Champion"))).toBe(3 + 2);
    g.pass(2);
    // 5 kills the Giant (4); the Giant's 4 does not kill the Champion (5 while defending).
    expect(g.state.units.map((u) => u.card)).toEqual([cardId("Tide Champion")]);
  });

  it("Spark Runner: Assault 2 — +2 Might while attacking (807), not at home", () => {
    const g = scenario({ p1: { units: ["Spark Runner"] }, p2: { units: [{ name: "Deep Leviathan", at: 0 }] }, battlefields: [bf("Windy Ridge", 1), bf("Quiet Grove")] });
    expect(mightOf(g.state, g.unit(0, "Spark Runner"))).toBe(3);
    g.do(0, "Move Test — Spark Runner (3 Might, base) to Test — Windy Ridge");
    expect(mightOf(g.state, g.unit(0, "Spark Runner"))).toBe(5);
    g.pass(2);
    // 5 kills Deep Leviathan (4); its 4 does not kill the Runner while it attacks with 5: it conquers.
    expect(g.state.units.map((u) => u.card)).toEqual([cardId("Spark Runner")]);
    expect(g.state.battlefields[0]!.controller).toBe(0);
  });

  it("Tide Caller, Deep Leviathan: vanilla units — cost and Might as printed", () => {
    const g = scenario({ p1: { hand: ["Tide Caller", "Deep Leviathan"], runes: ["calm", "calm", "calm", "calm", "calm", "calm", "calm"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Tide Caller to base").do(0, "Play Test — Deep Leviathan to base");
    expect(g.state.units.map((u) => mightOf(g.state, u))).toEqual([5, 4]);
    expect(g.player(0).runes.filter((r) => !r.exhausted)).toHaveLength(0);
  });

  it("Mist Walker: when you play me, play a 1 Might Recruit token to your base (184.1); a token leaving the board ceases to exist (183)", () => {
    const g = scenario({ p1: { hand: ["Mist Walker"], runes: ["calm", "calm", "calm", "calm"] }, p2: { hand: ["Riptide"], runes: ["calm", "calm", "calm"] } });
    g.do(0, "Play Test — Mist Walker to base").pass(2);
    const recruit = g.unit(0, "OGN-271");
    expect(recruit).toMatchObject({ token: true, location: "base", exhausted: true });
    expect(mightOf(g.state, recruit)).toBe(1);
    g.do(0, "End turn").do(1, g.labels(1).find((l) => l.startsWith("Play Test — Riptide on Recruit"))!).pass(2);
    expect(g.state.units.map((u) => u.card)).toEqual([cardId("Mist Walker")]);
    expect(g.player(0).trash).toHaveLength(0);
  });

  it("OGN-271, OGN-272, OGN-273 Recruit: the 1 Might Recruit unit token (184.1) of three printings, named by its front face; a token leaving the board ceases to exist (183)", () => {
    expect([card("OGN-271")!.name, card("OGN-272")!.name, card("OGN-273")!.name]).toEqual(["Recruit", "Recruit", "Recruit"]);
    const g = scenario({ p1: { units: ["OGN-272", "OGN-273"] }, p2: { hand: ["Riptide"], runes: ["calm", "calm", "calm"] } });
    expect(g.state.units.map((u) => [u.token, mightOf(g.state, u)])).toEqual([[true, 1], [true, 1]]);
    g.do(0, "End turn").do(1, g.labels(1).find((l) => l.startsWith("Play Test — Riptide on Recruit"))!).pass(2);
    expect(g.state.units).toHaveLength(1);
    expect(g.player(0).trash).toHaveLength(0);
  });

  it("Pearl Diver: 5 Energy and 1 calm Power — six runes pay it only if one is calm", () => {
    const g = scenario({ p1: { hand: ["Pearl Diver"], runes: ["calm", "calm", "calm", "calm", "calm"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Pearl Diver to base");
    expect(g.player(0).runes).toHaveLength(4);
    expect(g.player(0).runeDeck.map((r) => r.card)).toEqual(["t-rune-calm"]);
    const fury = scenario({ p1: { hand: ["Pearl Diver"], legend: "Tide Sage", legendExhausted: true, runes: ["fury", "fury", "fury", "fury", "fury"] }, p2: { hand: [] } });
    expect(fury.choices(0)).toEqual(["End turn"]);
  });

  it("Deep Current: channel 1 rune exhausted (430), then draw 1", () => {
    const g = scenario({ p1: { hand: ["Deep Current"], runes: ["calm", "calm"], runeDeck: ["calm"], deck: ["Reef Guard"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Deep Current").pass(2);
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, true, true]);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Reef Guard")]);
  });

  it("Old Forge: when you conquer here, draw 1; River Delta: channel 1 rune exhausted", () => {
    const g = scenario({ p1: { units: ["Ash Brute", "Coal Hound"], deck: ["Magma Giant"], runeDeck: ["fury"] }, p2: { hand: [] }, battlefields: [bf("Old Forge"), bf("River Delta")] });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Old Forge").settle();
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Magma Giant")]);
    g.do(0, "Move Test — Coal Hound (2 Might, base) to Test — River Delta").settle();
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true]);
    expect(g.player(0).points).toBe(2);
  });

  it("Sunken Shrine: when you hold here, draw 1; Windy Ridge and Narrow Pass have no abilities", () => {
    const g = scenario({ p1: { hand: [] }, p2: { units: [{ name: "Reef Guard", at: 0 }, { name: "Shoal Keeper", at: 1 }], deck: ["Coal Hound", "Current Monk"] }, battlefields: [bf("Sunken Shrine", 1), bf("Narrow Pass", 1)] });
    g.do(0, "End turn");
    // 383.4.d: the hold trigger waits on the chain in the Beginning Phase; once it resolves the turn goes on.
    expect(g.state.phase).toBe("beginning");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Test — Sunken Shrine: when you hold here"]);
    g.pass(2);
    expect(g.state.phase).toBe("main");
    // Holds both: 2 points; the Shrine draws one more than the turn's draw.
    expect(g.player(1).points).toBe(2);
    expect(g.player(1).hand).toHaveLength(2);
    expect(moduleOf("t-bf-pass").triggers?.find((x) => x.on === "hold")).toBeUndefined();
    expect(moduleOf("t-bf-ridge").triggers?.find((x) => x.on === "conquer")).toBeUndefined();
  });
});
