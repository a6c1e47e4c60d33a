import { redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { names, scenario } from "./testing";
import { keywordsOf } from "./values";

/** Battlefields' triggered abilities (383.4.c–d: conquer and hold; 459: when you defend here). */

describe("battlefields' triggered abilities", () => {
  it("OGN-292 The Dreaming Tree: 'When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1.' — before the spell resolves; not a second time; not for an enemy unit", () => {
    const g = scenario({ p1: { hand: ["OGN-058", "OGN-058", "OGN-058"], units: [{ name: "OGN-052", at: 0 }, "OGN-219"], runes: Array.from({ length: 6 }, () => "calm"), deck: ["OGN-096", "OGN-096", "OGN-096", "OGN-096"] }, p2: { units: [{ name: "OGN-142", at: 0 }] }, battlefields: [{ name: "OGN-292", controller: 0 }, { name: "OGN-276", controller: null }] });
    // On a friendly unit elsewhere (base): nothing.
    g.do(0, "Play Discipline on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.player(0).hand).toHaveLength(3);
    // On an enemy unit here: nothing either.
    g.do(0, "Play Discipline on Mountain Drake (10 Might, The Dreaming Tree)");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Discipline"]);
    g.pass(2);
    g.do(0, "Play Discipline on Stalwart Poro (2 Might, The Dreaming Tree)");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Discipline", "The Dreaming Tree: when a player chooses a friendly unit here with a spell (the first time this turn)"]);
    g.pass(2).pass(2);
    // Three Disciplines drew 3, the Tree 1.
    expect(names(g.player(0).hand)).toEqual(["Watchful Sentry", "Watchful Sentry", "Watchful Sentry", "Watchful Sentry"]);
    g.leaveOpen();
  });

  it("OGN-292 The Dreaming Tree: only the first time each turn", () => {
    const g = scenario({ p1: { hand: ["OGN-058", "OGN-058"], units: [{ name: "OGN-052", at: 0 }], runes: Array.from({ length: 4 }, () => "calm"), deck: ["OGN-096", "OGN-096", "OGN-096", "OGN-096"] }, p2: {}, battlefields: [{ name: "OGN-292", controller: 0 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Discipline on Stalwart Poro (2 Might, The Dreaming Tree)").pass(2).pass(2);
    g.do(0, "Play Discipline on Stalwart Poro (4 Might, The Dreaming Tree)");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Discipline"]);
    g.pass(2);
    expect(g.player(0).hand).toHaveLength(3);
  });

  it("OGN-283 Navori Fighting Pit: 'When you hold here, buff a unit here.' — units elsewhere are not offered", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-052", at: 1 }] }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-096", at: 0 }] }, battlefields: [{ name: "OGN-283", controller: 1 }, { name: "OGN-276", controller: 0 }] });
    g.do(0, "End turn");
    for (let i = 0; i < 4 && g.state.asking?.offer !== "trigger-target"; i++) g.pass();
    expect(g.choices(1)).toEqual(["Choose Vanguard Sergeant (4 Might, Navori Fighting Pit) for Navori Fighting Pit: when you hold here", "Choose Watchful Sentry (1 Might, Navori Fighting Pit) for Navori Fighting Pit: when you hold here"]);
    g.do(1, "Choose Watchful Sentry (1 Might, Navori Fighting Pit) for Navori Fighting Pit: when you hold here").settle();
    expect(g.unit(1, "OGN-096").buffed).toBe(true);
    g.leaveOpen();
  });

  it("OGN-282 Monastery of Hirana: 'When you conquer here, you may spend a buff to draw 1.' — the buff spent is chosen as it resolves", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-219", buffed: true }, { name: "OGN-052", buffed: true }], deck: ["OGN-096", "OGN-096"] }, p2: {}, battlefields: [{ name: "OGN-282", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (5 Might, base) to Monastery of Hirana").settle();
    g.do(0, "may:yes").pass(2);
    expect(g.choices(0)).toEqual(["Spend the buff of Vanguard Sergeant (5 Might, Monastery of Hirana)", "Spend the buff of Stalwart Poro (3 Might, base)"]);
    g.do(0, "Spend the buff of Stalwart Poro (3 Might, base)").settle();
    expect([g.unit(0, "OGN-052").buffed, g.unit(0, "OGN-219").buffed]).toEqual([false, true]);
    expect(names(g.player(0).hand)).toEqual(["Watchful Sentry"]);
  });

  it("OGN-279 Fortified Position: 'When you defend here, choose a unit. It gains [Shield 2] this combat.' — the defender's", () => {
    const g = scenario({ p1: { units: ["OGN-219"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: [{ name: "OGN-279", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Fortified Position");
    expect(g.state.asking).toMatchObject({ seat: 1, offer: "trigger-target" });
    g.do(1, "Choose Stalwart Poro (3 Might, Fortified Position) for Fortified Position: when you defend here");
    g.pass(2);
    expect(keywordsOf(g.state, g.unit(1, "OGN-052")).shield).toBe(3);
    g.settle();
    // Shield adds Might while defending (814): the Poro defends with 5 against the Sergeant's 4 — it survives, the Sergeant dies.
    expect(names(g.player(0).trash)).toEqual(["Vanguard Sergeant"]);
    expect([g.unit(1, "OGN-052").location, g.state.battlefields[0]!.controller]).toEqual([0, 1]);
    g.leaveOpen();
  });

  it("OGN-285 Reaver's Row: 'When you defend here, you may move a friendly unit here to base.' — the attacker then conquers", () => {
    const g = scenario({ p1: { units: ["OGN-219"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: [{ name: "OGN-285", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Reaver's Row");
    g.do(1, "may:yes").settle();
    expect(g.unit(1, "OGN-052").location).toBe("base");
    expect(g.state.battlefields[0]!.controller).toBe(0);
  });
});

describe("battlefields acting at each player's first Beginning Phase, and hold effects of units (383.3.e, 383.4.c–d)", () => {
  const first = (bf: string) => scenario({ turn: 1, p1: { deck: ["OGN-052"], runeDeck: ["fury", "fury", "fury"] }, p2: { deck: ["OGN-052", "OGN-052"], runeDeck: ["calm", "calm", "calm", "calm"] }, battlefields: [{ name: bf }, { name: "OGN-276" }] });

  it("OGN-284 Obelisk of Power: 'At the start of each player's first Beginning Phase, that player channels 1 rune.' — P2's first turn (turn 2), not P1's second", () => {
    const g = first("OGN-284");
    g.do(0, "End turn").settle();
    expect(g.logText()).toContain("Obelisk of Power: at the start of the player's first Beginning Phase resolves");
    // 1 from Obelisk, ready, then the Channel Phase's 2 (315.3).
    expect(g.player(1).runes.map((r) => r.exhausted)).toEqual([false, false, false]);
    g.do(1, "End turn").settle();
    expect(g.player(0).runes).toHaveLength(2);
    g.leaveOpen();
  });

  it("OGN-290 The Arena's Greatest: 'At the start of each player's first Beginning Phase, that player gains 1 point.'", () => {
    const g = first("OGN-290");
    g.do(0, "End turn").settle();
    expect([g.player(0).points, g.player(1).points]).toEqual([0, 1]);
    g.do(1, "End turn").settle();
    expect([g.player(0).points, g.player(1).points]).toEqual([0, 1]);
    g.leaveOpen();
  });

  it("OGN-286 Reckoner's Arena: 'When you hold here, activate the conquer effects of units here.' — Kai'Sa - Survivor's 'When I conquer, draw 1' as P2 holds; not a unit elsewhere", () => {
    const g = scenario({ p1: {}, p2: { units: [{ name: "OGN-039", at: 0 }, { name: "OGN-039", at: 1 }], deck: ["OGN-052", "OGN-096", "OGN-219"] }, battlefields: [{ name: "OGN-286", controller: 1 }, { name: "OGN-276", controller: 1 }] });
    g.do(0, "End turn").settle();
    expect(g.logText()).toContain("Reckoner's Arena: when you hold here: the conquer effects of P2's units here activate");
    // One draw from the Kai'Sa at the Arena, one for the turn (315.4).
    expect(g.player(1).hand).toHaveLength(2);
    g.leaveOpen();
  });
});

describe("OGN-291 The Candlelit Sanctum", () => {
  const conquer = () => {
    const g = scenario({ p1: { units: ["OGN-219"], deck: ["OGN-052", "OGN-096", "OGN-029"] }, p2: {}, battlefields: [{ name: "OGN-291", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to The Candlelit Sanctum").settle();
    return g;
  };

  it("OGN-291 The Candlelit Sanctum: 'When you conquer here, look at the top two cards of your Main Deck. You may recycle one or both of them. Put those you don't back in any order.'", () => {
    const g = conquer();
    expect(g.choices(0)).toEqual([
      "The Candlelit Sanctum: when you conquer here: put back Stalwart Poro, then Watchful Sentry (top first)",
      "The Candlelit Sanctum: when you conquer here: put back Watchful Sentry, then Stalwart Poro (top first)",
      "The Candlelit Sanctum: when you conquer here: recycle Stalwart Poro; put back Watchful Sentry",
      "The Candlelit Sanctum: when you conquer here: recycle Watchful Sentry; put back Stalwart Poro",
      "The Candlelit Sanctum: when you conquer here: recycle Stalwart Poro and Watchful Sentry",
    ]);
    g.do(0, "The Candlelit Sanctum: when you conquer here: put back Watchful Sentry, then Stalwart Poro (top first)");
    expect(names(g.player(0).deck)).toEqual(["Watchful Sentry", "Stalwart Poro", "Falling Star"]);
    // Seen by its player alone (128.3).
    const opponent = JSON.stringify(redactStream(g.stream(), seatAudience(1)));
    expect([opponent.includes("Stalwart Poro"), opponent.includes("Watchful Sentry")]).toEqual([false, false]);
    expect(JSON.stringify(redactStream(g.stream(), seatAudience(0)))).toContain("Watchful Sentry");
  });

  it("OGN-291 The Candlelit Sanctum: recycling one puts it at the bottom", () => {
    const g = conquer();
    g.do(0, "The Candlelit Sanctum: when you conquer here: recycle Stalwart Poro; put back Watchful Sentry");
    expect(names(g.player(0).deck)).toEqual(["Watchful Sentry", "Falling Star", "Stalwart Poro"]);
  });
});

describe("conquer effects of battlefields that act later or on runes", () => {
  it("OGN-289 Targon's Peak: 'When you conquer here, ready up to 2 runes at the end of this turn.'", () => {
    const g = scenario({ p1: { units: ["OGN-219"], exhaustedRunes: ["fury", "fury", "fury"] }, p2: {}, battlefields: [{ name: "OGN-289", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Targon's Peak").settle();
    expect(g.player(0).readyRunesAtEnd).toBe(2);
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(3);
    g.do(0, "End turn");
    expect(g.logText()).toContain("Targon's Peak: P1 readies 2 runes");
    expect(g.player(0).readyRunesAtEnd).toBeUndefined();
    g.leaveOpen();
  });

  it("OGN-287 Sigil of the Storm: 'When you conquer here, you must recycle one of your runes.' — chosen as it resolves (355.10.f)", () => {
    const g = scenario({ p1: { units: ["OGN-219"], runes: ["OGN-007"], exhaustedRunes: ["OGN-042"] }, p2: {}, battlefields: [{ name: "OGN-287", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Sigil of the Storm").settle();
    expect(g.choices(0)).toEqual(["Recycle Fury Rune", "Recycle Calm Rune (exhausted)"]);
    g.do(0, "Recycle Calm Rune (exhausted)");
    expect(names(g.player(0).runes)).toEqual(["Fury Rune"]);
    expect(names(g.player(0).runeDeck).at(-1)).toBe("Calm Rune");
  });
});

describe("gear watching a combat", () => {
  it("OGN-060 Mask of Foresight: 'When a friendly unit attacks or defends alone, give it +1 Might this turn.' — not two together", () => {
    const g = scenario({ p1: { units: ["OGN-219"] }, p2: { gear: ["OGN-060"], units: [{ name: "OGN-096", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Mask of Foresight: when a friendly unit attacks or defends alone"]);
    g.pass(2);
    expect(g.unit(1, "OGN-096").mightThisTurn).toBe(1);
    g.leaveOpen();
    const two = scenario({ p1: { units: ["OGN-219"] }, p2: { gear: ["OGN-060"], units: [{ name: "OGN-096", at: 0 }, { name: "OGN-096", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    two.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    expect(two.state.chain).toEqual([]);
    two.leaveOpen();
  });
});
