import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";

/** 356.4: discounts — from the card played and from its player's permanents, with minimums (356.4.e). */

describe("356.4 discounts", () => {
  it("356.4.e example: OGN-084 Eager Apprentice at a battlefield and a 7 Might unit — OGN-014 Sky Splitter (8) costs 0 with the Apprentice's discount first, not 1", () => {
    const g = scenario({ p1: { hand: ["OGN-014"], units: [{ name: "OGN-084", at: 0 }, "OGN-116"], runes: ["fury"] }, p2: { units: [{ name: "OGN-219", at: 1 }] }, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    g.do(0, "Play Sky Splitter on Vanguard Sergeant (4 Might, Grove of the God-Willow)");
    expect(g.logText()).toContain("Sky Splitter costs 8 Energy less");
    g.pass(2);
    // "Deal 5 to a unit at a battlefield."
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-084 Eager Apprentice: only while at a battlefield, and never below 1 by its own discount", () => {
    const home = scenario({ p1: { hand: ["OGN-095"], units: ["OGN-084"], runes: [] }, p2: { units: ["OGN-219"] } });
    expect(home.choices(0).some((l) => l.startsWith("Play Stupefy"))).toBe(false);
    const away = scenario({ p1: { hand: ["OGN-095", "OGN-114"], units: [{ name: "OGN-084", at: 0 }], runes: runes("mind", 6) }, p2: { units: ["OGN-219"] }, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    // Stupefy costs 1: the minimum keeps it at 1. Progress Day (6 + 1 Power) costs 5.
    away.do(0, "Play Progress Day").settle();
    expect(away.logText()).toContain("Progress Day costs 1 Energy less");
    // 5 Energy from five runes, the Power from one of them recycled: one rune of six is left ready.
    expect(away.player(0).runes.filter((r) => !r.exhausted).length).toBe(1);
  });

  it("OGN-012 Noxus Hopeful: '[Legion] — I cost [2] less.'", () => {
    const g = scenario({ p1: { hand: ["OGN-012", "OGN-052"], runes: runes("fury", 2), exhaustedRunes: [] }, p2: {} });
    expect(g.choices(0).some((l) => l.startsWith("Play Noxus Hopeful"))).toBe(false);
    const legion = scenario({ p1: { hand: ["OGN-012"], runes: runes("fury", 2), playedThisTurn: 1 }, p2: {} });
    legion.do(0, "Play Noxus Hopeful to base");
    expect(legion.logText()).toContain("Noxus Hopeful costs 2 Energy less");
  });

  it("OGN-140 Herald of Scales: 'Your Dragons' Energy costs are reduced by [2], to a minimum of [1].'", () => {
    const g = scenario({ p1: { hand: ["OGN-142"], units: ["OGN-140"], runes: runes("body", 7) }, p2: {} });
    g.do(0, "Play Mountain Drake to base");
    expect(g.logText()).toContain("Mountain Drake costs 2 Energy less");
  });

  it("OGN-195 Rhasa the Sunderer: 'I cost [1] less for each card in your trash.'", () => {
    const g = scenario({ p1: { hand: ["OGN-195"], trash: ["OGN-052", "OGN-052", "OGN-052", "OGN-052", "OGN-052", "OGN-052"], runes: runes("chaos", 5) }, p2: {} });
    g.do(0, "Play Rhasa the Sunderer to base");
    expect(g.logText()).toContain("Rhasa the Sunderer costs 6 Energy less");
  });

  it("OGN-047 Find Your Center: 2 less if an opponent is within 3 points of the Victory Score; draw 1 and channel 1 rune exhausted", () => {
    const g = scenario({ p1: { hand: ["OGN-047"], deck: ["OGN-052"], runes: ["calm"], runeDeck: ["calm"] }, p2: { points: 5 }, victoryScore: 8 });
    g.do(0, "Play Find Your Center").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, true]);
    const far = scenario({ p1: { hand: ["OGN-047"], runes: ["calm"] }, p2: { points: 4 }, victoryScore: 8 });
    expect(far.choices(0).some((l) => l.startsWith("Play Find Your Center"))).toBe(false);
  });
});

describe("357.2: 'any number of' additional costs, each making the cost [C] less", () => {
  it("OGN-150 Kraken Hunter: 'As you play me, you may spend any number of buffs as an additional cost. Reduce my cost by [body] for each buff you spend.'", () => {
    const g = scenario({ p1: { hand: ["OGN-150"], units: [{ name: "OGN-219", buffed: true }, { name: "OGN-052", buffed: true }, "OGN-096"], runes: runes("body", 3) }, p2: {} });
    expect(g.choices(0).filter((l) => l.startsWith("Play Kraken Hunter to base"))).toEqual([
      "Play Kraken Hunter to base",
      "Play Kraken Hunter to base, spending the buffs of Vanguard Sergeant (5 Might, base)",
      "Play Kraken Hunter to base, spending the buffs of Vanguard Sergeant (5 Might, base) and Stalwart Poro (3 Might, base)",
      "Play Kraken Hunter to base, spending the buffs of Stalwart Poro (3 Might, base)",
    ]);
    g.do(0, "Play Kraken Hunter to base, spending the buffs of Vanguard Sergeant (5 Might, base) and Stalwart Poro (3 Might, base)").settle();
    expect([g.unit(0, "OGN-219").buffed, g.unit(0, "OGN-052").buffed]).toEqual([false, false]);
    // [3] only: the three runes exhausted, none recycled for Power.
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, true, true]);
    expect(g.unit(0, "OGN-150").exhausted).toBe(true);
  });

  it("OGN-150 Kraken Hunter: one buff spent — [body] less; Accelerate's [1][body] still paid (805.1.a)", () => {
    const g = scenario({ p1: { hand: ["OGN-150"], units: [{ name: "OGN-052", buffed: true }], runes: runes("body", 4) }, p2: {} });
    g.do(0, "Play Kraken Hunter to base, paying Accelerate (enters ready), spending the buffs of Stalwart Poro (3 Might, base)").settle();
    expect(g.unit(0, "OGN-150").exhausted).toBe(false);
    // [4] and [body][body]: four runes exhausted, two of them recycled.
    expect(g.player(0).runes).toHaveLength(2);
  });

  it("OGN-231 Commander Ledros: 'As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by [order] for each killed this way.'", () => {
    const g = scenario({ p1: { hand: ["OGN-231"], units: ["OGN-052", "OGN-096"], runes: runes("order", 6), deck: ["OGN-219"] }, p2: {} });
    g.do(0, "Play Commander Ledros to base, killing Stalwart Poro (2 Might, base) and Watchful Sentry (1 Might, base)");
    expect(names(g.player(0).trash).sort()).toEqual(["Stalwart Poro", "Watchful Sentry"]);
    // [6] and [order][order] (4 less): six runes exhausted, two recycled.
    expect(g.player(0).runes).toHaveLength(4);
    expect(g.unit(0, "OGN-231").location).toBe("base");
    // Watchful Sentry's Deathknell draws.
    g.settle();
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
  });
});
