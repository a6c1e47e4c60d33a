import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Abilities triggering on a card played, a friendly unit dying (383.2.c.2), the start of the Beginning Phase (383.3.e). */

describe("When you play …", () => {
  it("OGN-103 Ravenbloom Student: 'When you play a spell, give me +1 Might this turn.' — it goes on the chain above the spell and resolves first", () => {
    const g = scenario({ p1: { hand: ["OGN-114"], units: ["OGN-103"], deck: ["OGN-219"], runes: runes("mind", 7) }, p2: {} });
    g.do(0, "Play Progress Day");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Progress Day", "Ravenbloom Student: when you play a spell"]);
    g.pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-103"))).toBe(3);
    g.settle();
  });

  it("OGS-006 Lux - Illuminated and OGS-021 Lux - Lady of Luminosity: 'When you play a spell that costs 5 or more' — +3 Might; draw 1", () => {
    const g = scenario({ p1: { legend: "OGS-021", hand: ["OGN-114", "OGN-095"], units: ["OGS-006"], deck: ["OGN-219", "OGN-219", "OGN-219", "OGN-219", "OGN-219", "OGN-219"], runes: runes("mind", 8) }, p2: { units: ["OGN-219"] } });
    g.do(0, g.choices(0).find((l) => l.startsWith("Play Stupefy on Vanguard Sergeant"))!);
    // Stupefy costs 1: neither triggers.
    expect(g.state.chain.map((c) => c.label)).toEqual(["Stupefy"]);
    g.settle();
    g.do(0, "Play Progress Day");
    // Two different abilities of one player at once: they order them (383.3.d).
    expect(g.labels(0)).toEqual(["Put Lux - Illuminated: when you play a spell that costs 5 or more first", "Put Lux - Lady of Luminosity: when you play a spell that costs 5 or more first"]);
    g.do(0, g.labels(0)[0]!).settle();
    expect(g.unit(0, "OGS-006").mightThisTurn).toBe(3);
    expect(g.player(0).hand.length).toBe(1 + 1 + 4);
  });

  it("OGN-139 Cithria of Cloudfield: 'When you play another unit, buff me.'", () => {
    const g = scenario({ p1: { hand: ["OGN-052"], units: ["OGN-139"], runes: runes("calm", 2) }, p2: {} });
    g.do(0, "Play Stalwart Poro to base").settle();
    expect(g.unit(0, "OGN-139").buffed).toBe(true);
  });

  it("OGN-091 Pit Crew: 'When you play a gear, ready me.'", () => {
    const g = scenario({ p1: { hand: ["OGN-098"], units: [{ name: "OGN-091", exhausted: true }], runes: runes("mind", 3) }, p2: {} });
    g.do(0, "Play Energy Conduit").settle();
    expect(g.unit(0, "OGN-091").exhausted).toBe(false);
  });

  it("OGN-027 Darius - Trifarian: 'When you play your second card in a turn, give me +2 Might this turn and ready me.'", () => {
    const g = scenario({ p1: { hand: ["OGN-052", "OGN-052"], units: [{ name: "OGN-027", exhausted: true }], runes: runes("calm", 4) }, p2: {} });
    g.do(0, "Play Stalwart Poro to base").settle();
    expect(g.unit(0, "OGN-027").exhausted).toBe(true);
    g.do(0, "Play Stalwart Poro to base").settle();
    expect([g.unit(0, "OGN-027").exhausted, mightOf(g.state, g.unit(0, "OGN-027"))]).toEqual([false, 7]);
  });

  it("OGN-117 Viktor - Innovator: 'When you play a card on an opponent's turn, play a 1 Might Recruit unit token in your base.'", () => {
    const g = scenario({ p1: { hand: ["OGN-114"], runes: runes("mind", 7) }, p2: { hand: ["OGN-095"], units: ["OGN-117"], runes: runes("mind", 1) } });
    g.do(0, "Play Progress Day").pass(1);
    g.do(1, g.choices(1).find((l) => l.startsWith("Play Stupefy"))!);
    g.settle();
    expect(names(g.state.units.filter((u) => u.controller === 1))).toEqual(["Viktor - Innovator", "Recruit"]);
  });
});

describe("When a friendly unit dies (383.2.c.2)", () => {
  it("OGN-246 Viktor - Leader: 'When another non-Recruit unit you control dies, play a 1 Might Recruit unit token into your base.'", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], runes: runes("fury", 2) }, p2: { units: ["OGN-246", { name: "OGN-052", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Hextech Ray on Stalwart Poro (2 Might, Altar to Unity)").settle();
    expect(names(g.state.units)).toEqual(["Viktor - Leader", "Recruit"]);
  });

  it("383.2.c.2 example: Viktor - Leader and another unit killed in the same cleanup by OGN-123 Unchecked Power — Viktor does not trigger", () => {
    const g = scenario({ p1: { hand: ["OGN-123"], runes: runes("mind", 9) }, p2: { units: [{ name: "OGN-246", at: 0 }, { name: "OGN-052", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Unchecked Power").settle();
    expect(g.state.units).toEqual([]);
    expect(names(g.player(1).trash).sort()).toEqual(["Stalwart Poro", "Viktor - Leader"]);
  });

  it("OGN-123 Unchecked Power: 'Exhaust all friendly units, then deal 12 to ALL units at battlefields.'", () => {
    const g = scenario({ p1: { hand: ["OGN-123"], units: ["OGN-142", { name: "OGN-052", at: 0 }], runes: runes("mind", 9) }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    g.do(0, "Play Unchecked Power").settle();
    expect(names(g.state.units)).toEqual(["Mountain Drake"]);
    expect(g.unit(0, "OGN-142").exhausted).toBe(true);
  });

  it("OGN-228 Vanguard Helm: 'When a buffed friendly unit dies, buff another friendly unit.'", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], runes: runes("fury", 2) }, p2: { gear: ["OGN-228"], units: ["OGN-219", { name: "OGN-052", at: 0, buffed: true }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Hextech Ray on Stalwart Poro (3 Might, Altar to Unity)").settle();
    expect(g.unit(1, "OGN-219").buffed).toBe(true);
  });
});

describe("At the start of your Beginning Phase (383.3.e)", () => {
  it("OGN-251 Jinx - Loose Cannon: 'draw 1 if you have one or fewer cards in your hand' — only put on the chain if so", () => {
    const g = scenario({ p1: { hand: ["OGN-219", "OGN-219"] }, p2: { legend: "OGN-251", hand: ["OGN-219"], deck: ["OGN-052", "OGN-052", "OGN-052"] } });
    g.do(0, "End turn").settle();
    // One card in hand: the legend draws 1, then the Draw Phase draws 1.
    expect(g.logText()).toContain("Jinx - Loose Cannon: at the start of your Beginning Phase resolves");
    expect(g.player(1).hand.length).toBe(3);
    const full = scenario({ p1: { hand: ["OGN-219"] }, p2: { legend: "OGN-251", hand: ["OGN-219", "OGN-219"], deck: ["OGN-052", "OGN-052"] } });
    full.do(0, "End turn").settle();
    expect(full.player(1).hand.length).toBe(3);
    expect(full.logText().some((l) => l.includes("Jinx - Loose Cannon"))).toBe(false);
  });
});
