import { redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Origins effects lasting the turn (317.2: they end in the Expiration Step). */

describe("effects lasting the turn", () => {
  it("OGN-221 Imperial Decree: 'When any unit takes damage this turn, kill it.' — 3 damage kills a 4 Might unit; the next turn it does not", () => {
    const g = scenario({ p1: { hand: ["OGN-221", "OGN-029"], runes: [...runes("order", 7), ...runes("fury", 4)] }, p2: { units: ["OGN-219", "OGN-219"] } });
    g.do(0, "Play Imperial Decree").pass(2);
    const [a, b] = g.state.units.map((u) => u.id);
    g.do(0, g.decisions(0).find((d) => d.id.endsWith(`:${a}:${b}`) && d.label.startsWith("Play Falling Star"))!.id).pass(2);
    expect(g.state.units).toEqual([]);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant", "Vanguard Sergeant"]);
    g.do(0, "End turn").settle();
    expect(g.state.killDamagedThisTurn).toBeUndefined();
    g.leaveOpen();
  });

  it("OGN-254 Noxian Guillotine: 'Choose a unit. Kill it the next time it takes damage this turn.' — and with [Legion], now", () => {
    const g = scenario({ p1: { hand: ["OGN-254", "OGN-029"], runes: [...runes("fury", 9)] }, p2: { units: ["OGN-219", "OGN-052"] } });
    g.do(0, "Play Noxian Guillotine on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.state.units).toHaveLength(2);
    g.do(0, "Play Falling Star on Vanguard Sergeant (4 Might, base) and Vanguard Sergeant (4 Might, base)").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    const legion = scenario({ p1: { hand: ["OGN-254"], runes: runes("fury", 5), playedThisTurn: 1 }, p2: { units: ["OGN-219"] } });
    legion.do(0, "Play Noxian Guillotine on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(names(legion.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-129 Confront: 'Units you play this turn enter ready. Draw 1.'", () => {
    const g = scenario({ p1: { hand: ["OGN-129", "OGN-219"], deck: ["OGN-052"], runes: runes("body", 6) }, p2: {} });
    g.do(0, "Play Confront").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant", "Stalwart Poro"]);
    g.do(0, "Play Vanguard Sergeant to base").settle();
    expect(g.unit(0, "OGN-219").exhausted).toBe(false);
  });

  it("OGN-026 Brynhir Thundersong: 'When you play me, opponents can't play cards this turn.' — once it resolved, not even a Reaction", () => {
    const g = scenario({ p1: { hand: ["OGN-026", "OGN-029"], runes: runes("fury", 10) }, p2: { hand: ["OGN-083"], units: ["OGN-219"], runes: runes("mind", 4) } });
    g.do(0, "Play Brynhir Thundersong to base").pass();
    // The trigger on the chain may still be answered.
    expect(g.choices(1)).toContain("Play Consult the Past");
    g.pass();
    expect(g.player(1).cantPlayCards).toBe(true);
    g.do(0, "Play Falling Star on Vanguard Sergeant (4 Might, base) and Vanguard Sergeant (4 Might, base)").pass();
    expect(g.state.priority).toBe(1);
    expect(g.choices(1).some((l) => l.startsWith("Play"))).toBe(false);
    g.pass();
    g.do(0, "End turn").settle();
    expect(g.player(1).cantPlayCards).toBeUndefined();
    g.leaveOpen();
  });
});

describe("choices each player makes as a spell resolves (355.10)", () => {
  it("OGN-209 Cull the Weak: 'Each player kills one of their units.' — its controller chooses first; a single unit is chosen for its player", () => {
    const g = scenario({ p1: { hand: ["OGN-209"], units: ["OGN-052", "OGN-219"], runes: runes("order", 3) }, p2: { units: ["OGN-219"] } });
    g.do(0, "Play Cull the Weak").pass(2);
    expect(g.choices(0)).toEqual(["Kill Stalwart Poro (2 Might, base)", "Kill Vanguard Sergeant (4 Might, base)"]);
    // 340: still resolving — not in the trash, and the chain has not closed (no priority, no showdown step queued before the answer).
    expect(g.player(0).trash).toEqual([]);
    expect(g.state.queue.map((q) => q.step)).toEqual(["resolve-rest"]);
    g.do(0, "Kill Stalwart Poro (2 Might, base)").settle();
    // 340: the spell goes to the trash once it has resolved completely, after the unit its question killed.
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro", "Cull the Weak"]);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(g.state.units.map((u) => card(u.card)!.name)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-179 Acceptable Losses: 'Each player kills one of their gear.' — a player with none kills nothing", () => {
    const g = scenario({ p1: { hand: ["OGN-179"], gear: ["OGN-090", "OGN-124"], runes: runes("chaos", 1) }, p2: {} });
    g.do(0, "Play Acceptable Losses").pass(2);
    expect(g.choices(0)).toEqual(["Kill Orb of Regret", "Kill Arena Bar"]);
    g.do(0, "Kill Arena Bar").settle();
    expect(names(g.player(0).gear)).toEqual(["Orb of Regret"]);
    expect(names(g.player(0).trash)).toEqual(["Arena Bar", "Acceptable Losses"]);
  });
});

describe("a Deathknell where its unit died", () => {
  it("OGN-190 Kog'Maw - Caustic: '[Deathknell] — Deal 4 to all units at my battlefield.' — both sides there, nobody elsewhere", () => {
    const g = scenario({ p1: { hand: ["OGN-029"], units: [{ name: "OGN-190", at: 0 }, { name: "OGN-219", at: 0 }, "OGN-052"], runes: runes("fury", 4) }, p2: { units: [{ name: "OGN-219", at: 0 }, "OGN-219"] }, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Falling Star on Kog'Maw - Caustic (1 Might, Altar to Unity) and Kog'Maw - Caustic (1 Might, Altar to Unity)").pass(2).settle();
    expect(g.state.units.map((u) => [card(u.card)!.name, u.location, u.damage])).toEqual([
      ["Stalwart Poro", "base", 0],
      ["Vanguard Sergeant", "base", 0],
    ]);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });
});

describe("units that died this turn", () => {
  it("OGN-118 Wraith of Echoes: 'The first time a friendly unit dies each turn, draw 1.' — two dying together draw once; a later death none", () => {
    const g = scenario({ p1: { hand: ["OGN-029", "OGN-029"], units: ["OGN-118", "OGN-052", "OGN-052", "OGN-052"], deck: ["OGN-219", "OGN-219", "OGN-219"], runes: runes("fury", 8) }, p2: {} });
    const [, a, b] = g.state.units.map((u) => u.id);
    g.do(0, g.decisions(0).find((d) => d.label.startsWith("Play Falling Star") && d.id.endsWith(`:${a}:${b}`))!.id).pass(2).settle();
    expect(names(g.player(0).hand)).toEqual(["Falling Star", "Vanguard Sergeant"]);
    g.do(0, "Play Falling Star on Stalwart Poro (2 Might, base) and Stalwart Poro (2 Might, base)").pass(2).settle();
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
    expect(g.player(0).diedThisTurn).toBe(3);
  });

  it("OGN-144 Spoils of War: 'If an enemy unit has died this turn, this costs [2] less. Draw 2.'", () => {
    const full = scenario({ p1: { hand: ["OGN-144"], runes: runes("body", 3) }, p2: {} });
    expect(full.choices(0).some((l) => l.startsWith("Play Spoils of War"))).toBe(false);
    const g = scenario({ p1: { hand: ["OGN-029", "OGN-144"], deck: ["OGN-219", "OGN-052"], runes: [...runes("fury", 4), ...runes("body", 3)] }, p2: { units: ["OGN-052"] } });
    g.do(0, "Play Falling Star on Stalwart Poro (2 Might, base) and Stalwart Poro (2 Might, base)").pass(2).settle();
    g.do(0, "Play Spoils of War").pass(2);
    expect(g.logText()).toContain("Spoils of War costs 2 Energy less");
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant", "Stalwart Poro"]);
  });
});

describe("one of several effects, chosen as it resolves (355)", () => {
  it("OGN-155 Qiyana - Victorious: 'When I conquer, draw 1 or channel 1 rune exhausted.'", () => {
    const g = scenario({ p1: { units: ["OGN-155"], deck: ["OGN-219"], runeDeck: ["body"] }, p2: {}, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Qiyana - Victorious (4 Might, base) to Altar to Unity").settle();
    expect(g.choices(0)).toEqual(["Qiyana - Victorious: when I conquer: draw 1", "Qiyana - Victorious: when I conquer: channel 1 rune exhausted"]);
    g.do(0, "Qiyana - Victorious: when I conquer: channel 1 rune exhausted").settle();
    expect(g.player(0).runes).toHaveLength(1);
    expect(g.player(0).runes[0]!.exhausted).toBe(true);
    expect(g.player(0).hand).toEqual([]);
  });

  it("OGN-071 Party Favors: 'Each other player chooses Cards or Runes.' — the opponent chooses; both draw, or both channel", () => {
    const g = scenario({ p1: { hand: ["OGN-071"], deck: ["OGN-219"], runes: runes("calm", 3) }, p2: { deck: ["OGN-052"] } });
    g.do(0, "Play Party Favors").pass(2);
    expect(g.state.asking).toMatchObject({ seat: 1, offer: "mode" });
    g.do(1, "Party Favors: Cards").settle();
    expect([names(g.player(0).hand), names(g.player(1).hand)]).toEqual([["Vanguard Sergeant"], ["Stalwart Poro"]]);
  });
});

describe("the next card played this turn", () => {
  it("OGN-031 Raging Firebrand: 'When you play me, the next spell you play this turn costs [5] less.' — that spell only", () => {
    const g = scenario({ p1: { hand: ["OGN-031", "OGN-203"], runes: [...runes("fury", 7), ...runes("chaos", 6)] }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Raging Firebrand to base").pass(2);
    // Possession: 8 Energy and 3 chaos Power — 3 and 3 now, which the 6 chaos runes left pay.
    g.do(0, "Play Possession on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.logText()).toContain("Possession costs 5 Energy less");
    expect(g.unit(0, "OGN-219").controller).toBe(0);
    expect(g.player(0).nextSpellLess).toBeUndefined();
  });

  it("OGN-031 Raging Firebrand: the discount ends with the turn", () => {
    const g = scenario({ p1: { hand: ["OGN-031"], runes: runes("fury", 6), deck: ["OGN-052"] }, p2: { deck: ["OGN-052"] } });
    g.do(0, "Play Raging Firebrand to base").pass(2);
    expect(g.player(0).nextSpellLess).toBe(5);
    g.do(0, "End turn").settle();
    expect(g.player(0).nextSpellLess).toBeUndefined();
    g.leaveOpen();
  });

  it("OGN-021 Sun Disc: '[E]: [Legion] — The next unit you play this turn enters ready.' — only after another card this turn", () => {
    const g = scenario({ p1: { gear: ["OGN-021"], hand: ["OGN-224", "OGN-219", "OGN-052"], runes: runes("order", 8), deck: ["OGN-096"] }, p2: {} });
    expect(g.choices(0).some((l) => l.startsWith("Sun Disc"))).toBe(false);
    g.do(0, "Play Salvage choosing no unit").pass(2);
    g.do(0, "Sun Disc: the next unit you play this turn enters ready").pass(2);
    g.do(0, "Play Vanguard Sergeant to base");
    g.do(0, "Play Stalwart Poro to base");
    expect([g.unit(0, "OGN-219").exhausted, g.unit(0, "OGN-052").exhausted]).toEqual([false, true]);
  });
});

describe("OGN-033 Shakedown", () => {
  it("OGN-033 Shakedown: 'Choose an enemy unit. Deal 6 to it unless its controller has you draw 2.' — the unit's controller chooses as it resolves (355)", () => {
    const setup = () => scenario({ p1: { hand: ["OGN-033"], deck: ["OGN-052", "OGN-096"], runes: runes("fury", 3) }, p2: { units: ["OGN-219"] } });
    const g = setup();
    g.do(0, "Play Shakedown on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.state.asking).toMatchObject({ seat: 1, offer: "mode" });
    g.do(1, "Shakedown: deal 6 to it").settle();
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(g.player(0).hand).toEqual([]);
    const d = setup();
    d.do(0, "Play Shakedown on Vanguard Sergeant (4 Might, base)").pass(2);
    d.do(1, "Shakedown: its controller has you draw 2").settle();
    expect(names(d.player(0).hand)).toEqual(["Stalwart Poro", "Watchful Sentry"]);
    expect(d.state.units).toHaveLength(1);
  });
});

describe("looking at hidden cards", () => {
  it("OGN-183 Stacked Deck: 'Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest.' — seen by its player alone", () => {
    const g = scenario({ p1: { hand: ["OGN-183"], deck: ["OGN-219", "OGN-052", "OGN-096", "OGN-029"], runes: runes("chaos", 1) }, p2: {} });
    g.do(0, "Play Stacked Deck").pass(2);
    expect(g.choices(0)).toEqual(["Put Vanguard Sergeant into your hand", "Put Stalwart Poro into your hand", "Put Watchful Sentry into your hand"]);
    g.do(0, "Put Stalwart Poro into your hand");
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
    expect(names(g.player(0).deck)).toEqual(["Falling Star", "Vanguard Sergeant", "Watchful Sentry"]);
    const opponent = JSON.stringify(redactStream(g.stream(), seatAudience(1)));
    expect(opponent).not.toContain("Vanguard Sergeant");
  });

  it("OGN-156 Sabotage: 'They reveal their hand. Choose a non-unit card from it, and recycle that card.'", () => {
    const g = scenario({ p1: { hand: ["OGN-156"], runes: runes("body", 2) }, p2: { hand: ["OGN-219", "OGN-029"], deck: ["OGN-052"] } });
    g.do(0, "Play Sabotage").pass(2);
    expect(g.choices(0)).toEqual(["Recycle Falling Star"]);
    g.do(0, "Recycle Falling Star");
    expect(names(g.player(1).hand)).toEqual(["Vanguard Sergeant"]);
    expect(names(g.player(1).deck)).toEqual(["Stalwart Poro", "Falling Star"]);
    expect(JSON.stringify(redactStream(g.stream(), seatAudience(0)))).toContain("Vanguard Sergeant");
  });

  it("OGN-192 Mindsplitter: 'When you play me, … Choose a card from it, and they discard that card.'", () => {
    const g = scenario({ p1: { hand: ["OGN-192"], runes: runes("chaos", 9) }, p2: { hand: ["OGN-219", "OGN-029"] } });
    g.do(0, "Play Mindsplitter to base").settle();
    expect(g.choices(0)).toEqual(["Have them discard Vanguard Sergeant", "Have them discard Falling Star"]);
    g.do(0, "Have them discard Vanguard Sergeant");
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });
});

describe("counters (425)", () => {
  it("OGN-064 Wind Wall: 'Counter a spell.' — it does nothing and goes to its owner's trash (425.1.a)", () => {
    const g = scenario({ p1: { hand: ["OGN-029"], runes: runes("fury", 4) }, p2: { hand: ["OGN-064"], units: ["OGN-219"], runes: runes("calm", 5) } });
    g.do(0, "Play Falling Star on Vanguard Sergeant (4 Might, base) and Vanguard Sergeant (4 Might, base)").pass();
    expect(g.choices(1)).toContain("Play Wind Wall on Falling Star (on the chain)");
    g.do(1, "Play Wind Wall on Falling Star (on the chain)").pass(2);
    expect(g.state.chain).toEqual([]);
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    expect(names(g.player(0).trash)).toEqual(["Falling Star"]);
    expect(g.logText()).toContain("Wind Wall: Falling Star is countered");
  });

  it("OGN-045 Defy: 'Counter a spell that costs no more than [4] and no more than [A].' — not one costing 2 Power", () => {
    const g = scenario({ p1: { hand: ["OGN-029", "OGN-127"], runes: [...runes("fury", 4), ...runes("body", 3)] }, p2: { hand: ["OGN-045"], units: ["OGN-219"], runes: runes("calm", 2) } });
    g.do(0, "Play Falling Star on Vanguard Sergeant (4 Might, base) and Vanguard Sergeant (4 Might, base)").pass();
    expect(g.choices(1).some((l) => l.startsWith("Play Defy"))).toBe(false);
    g.pass();
    g.do(0, "Play Cannon Barrage").pass();
    g.do(1, "Play Defy on Cannon Barrage (on the chain)").pass(2);
    expect(g.logText()).toContain("Defy: Cannon Barrage is countered");
    expect(names(g.player(0).trash)).toEqual(["Falling Star", "Cannon Barrage"]);
  });
});

describe("more Origins spells", () => {
  it("OGN-237 King's Edict: '… each other player chooses a unit you don't control … Kill those units.' — the opponent picks one of theirs", () => {
    const g = scenario({ p1: { hand: ["OGN-237"], units: ["OGN-052"], runes: runes("order", 8) }, p2: { units: ["OGN-219", "OGN-052"] } });
    g.do(0, "Play King's Edict").pass(2);
    expect(g.state.asking).toMatchObject({ seat: 1, offer: "each-kills" });
    g.do(1, "Kill Stalwart Poro (2 Might, base)").settle();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.state.units.map((u) => [u.controller, card(u.card)!.name])).toEqual([[0, "Stalwart Poro"], [1, "Vanguard Sergeant"]]);
  });

  it("OGN-187 Whirlwind: 'Starting with the next player, each player may return a unit to its owner's hand.'", () => {
    const g = scenario({ p1: { hand: ["OGN-187"], units: ["OGN-052"], runes: runes("chaos", 4) }, p2: { units: ["OGN-219"] } });
    g.do(0, "Play Whirlwind").pass(2);
    expect(g.state.asking).toMatchObject({ seat: 1, offer: "each-returns" });
    g.do(1, "Return Stalwart Poro (2 Might, base) to its owner's hand");
    expect(g.state.asking).toMatchObject({ seat: 0 });
    g.do(0, "Return Vanguard Sergeant (4 Might, base) to its owner's hand");
    expect([names(g.player(0).hand), names(g.player(1).hand)]).toEqual([["Stalwart Poro"], ["Vanguard Sergeant"]]);
  });

  it("OGN-108 Convergent Mutation: 'This turn, increase its Might to the Might of another friendly unit.' — never lowered", () => {
    const g = scenario({ p1: { hand: ["OGN-108"], units: ["OGN-052", "OGN-219"], runes: runes("mind", 3) }, p2: {} });
    g.do(0, "Play Convergent Mutation on Stalwart Poro (2 Might, base) and Vanguard Sergeant (4 Might, base)").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-052"))).toBe(4);
  });

  it("OGN-250 Stormbringer: 'Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a battlefield, then move your unit there.'", () => {
    const g = scenario({ p1: { hand: ["OGN-250"], units: ["OGN-219"], runes: [...runes("fury", 4), ...runes("body", 4)] }, p2: { units: [{ name: "OGN-052", at: 1 }, { name: "OGN-096", at: 1 }, { name: "OGN-219", at: 0 }], deck: ["OGN-029"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: 1 }] });
    g.do(0, "Play Stormbringer on Vanguard Sergeant (4 Might, base) and Aspirant's Climb").pass(2).settle();
    expect(g.unit(0, "OGN-219").location).toBe(1);
    expect(names(g.player(1).trash).sort()).toEqual(["Stalwart Poro", "Watchful Sentry"]);
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    g.leaveOpen();
  });
});

describe("Deathknell (808) cards", () => {
  it("OGN-110 Ekko - Recurrent: '[Deathknell] — Recycle me to ready your runes.'", () => {
    const g = scenario({ p1: { hand: ["OGN-029"], units: ["OGN-110"], runes: runes("fury", 4), exhaustedRunes: ["OGN-042", "OGN-042"] }, p2: {} });
    g.do(0, "Play Falling Star on Ekko - Recurrent (5 Might, base) and Ekko - Recurrent (5 Might, base)").pass(2).settle();
    expect(names(g.player(0).deck)).toEqual(["Ekko - Recurrent"]);
    expect(g.player(0).runes.filter((r) => r.exhausted)).toEqual([]);
    expect(g.player(0).runes).toHaveLength(4);
  });

  it("OGN-236 Karthus - Eternal: 'Your [Deathknell] effects trigger an additional time.' — Watchful Sentry's draws twice; an opponent's once", () => {
    const g = scenario({ p1: { hand: ["OGN-029"], units: ["OGN-236", "OGN-096"], deck: ["OGN-219", "OGN-219", "OGN-219"], runes: runes("fury", 4) }, p2: { units: ["OGN-096"], deck: ["OGN-052", "OGN-052"] } });
    const [, mine, theirs] = g.state.units.map((u) => u.id);
    g.do(0, g.decisions(0).find((d) => d.label.startsWith("Play Falling Star") && d.id.endsWith(`:${mine}:${theirs}`))!.id);
    for (let i = 0; i < 12 && (g.state.chain.length > 0 || g.state.waiting.length > 0 || g.state.asking?.offer === "kit/order-triggers"); i++) {
      if (g.state.asking?.offer === "kit/order-triggers") g.do(g.state.asking.seat, g.decisions(g.state.asking.seat)[0]!.id);
      else g.pass();
    }
    expect(g.player(0).hand).toHaveLength(2);
    expect(g.player(1).hand).toHaveLength(1);
  });
});
