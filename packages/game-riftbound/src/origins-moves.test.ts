import { describe, expect, it } from "vitest";
import { scenario } from "./testing";
import { mightOf } from "./values";

/** Moves by spells and abilities (444): the card names the destinations (444.1); nothing is exhausted; a battlefield moved into may be contested (445). */

const runes = (domain: string, n: number) => Array.from({ length: n }, () => domain);
const TWO = [{ name: "OGN-275", controller: 0 as const }, { name: "OGN-276", controller: 1 as const }];

describe("moving units by effects (444)", () => {
  it("OGN-043 Charm: 'Move an enemy unit.' — to its base or any other battlefield, not where it is", () => {
    const g = scenario({ p1: { hand: ["OGN-043"], units: [{ name: "OGN-052", at: 0 }], runes: runes("calm", 2) }, p2: { units: [{ name: "OGN-219", at: 1 }] }, battlefields: TWO });
    expect(g.choices(0).filter((l) => l.startsWith("Play Charm"))).toEqual(["Play Charm on Vanguard Sergeant (4 Might, Aspirant's Climb) and its base", "Play Charm on Vanguard Sergeant (4 Might, Aspirant's Climb) and Altar to Unity"]);
    g.do(0, "Play Charm on Vanguard Sergeant (4 Might, Aspirant's Climb) and its base").pass(2);
    const sergeant = g.unit(1, "OGN-219");
    expect([sergeant.location, sergeant.exhausted]).toEqual(["base", false]);
    expect(g.logText()).toContain("Charm: Vanguard Sergeant moves to its base");
  });

  it("OGN-173 Ride the Wind: 'Move a friendly unit and ready it.'", () => {
    const g = scenario({ p1: { hand: ["OGN-173"], units: [{ name: "OGN-219", exhausted: true }, { name: "OGN-052", at: 0 }], runes: runes("chaos", 3) }, p2: {}, battlefields: TWO });
    g.do(0, "Play Ride the Wind on Vanguard Sergeant (4 Might, base) and Altar to Unity").pass(2);
    const u = g.unit(0, "OGN-219");
    expect([u.location, u.exhausted]).toEqual([0, false]);
  });

  it("OGN-270 Showstopper: 'Buff a friendly unit in your base, then move it to a battlefield.' — only units in base are offered", () => {
    const g = scenario({ p1: { hand: ["OGN-270"], units: ["OGN-219", { name: "OGN-052", at: 0 }], runes: [...runes("body", 1), ...runes("order", 1)] }, p2: {}, battlefields: TWO });
    const plays = g.choices(0).filter((l) => l.startsWith("Play Showstopper"));
    expect(plays.every((l) => l.startsWith("Play Showstopper on Vanguard Sergeant (4 Might, base)"))).toBe(true);
    g.do(0, "Play Showstopper on Vanguard Sergeant (4 Might, base) and Altar to Unity").pass(2);
    const u = g.unit(0, "OGN-219");
    expect([u.location, u.buffed, mightOf(g.state, u)]).toEqual([0, true, 5]);
  });

  it("OGN-262 Zenith Blade: 'Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's battlefield.' — the move contests it: a combat", () => {
    const g = scenario({ p1: { hand: ["OGN-262", "OGN-262"], units: ["OGN-219"], runes: [...runes("calm", 5), ...runes("order", 5)] }, p2: { units: [{ name: "OGN-052", at: 1 }] }, battlefields: TWO });
    expect(g.choices(0)).toContain("Play Zenith Blade on Stalwart Poro (2 Might, Aspirant's Climb)");
    g.do(0, "Play Zenith Blade on Stalwart Poro (2 Might, Aspirant's Climb) and Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.unit(1, "OGN-052").stunned).toBe(true);
    expect(g.unit(0, "OGN-219").location).toBe(1);
    expect(g.state.showdown?.combat).toEqual({ attacker: 0, defender: 1 });
    g.leaveOpen();
  });
});

describe("Yasuo - Unforgiven (legend)", () => {
  it("OGN-259 Yasuo - Unforgiven: '[2], [E]: Move a friendly unit to or from its base.' — never battlefield to battlefield", () => {
    const g = scenario({ p1: { legend: "OGN-259", units: ["OGN-219", { name: "OGN-052", at: 0 }], runes: runes("calm", 2) }, p2: {}, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: null }] });
    const moves = g.choices(0).filter((l) => l.startsWith("Yasuo - Unforgiven"));
    expect(moves).toEqual([
      "Yasuo - Unforgiven: move Vanguard Sergeant (4 Might, base) to Altar to Unity",
      "Yasuo - Unforgiven: move Vanguard Sergeant (4 Might, base) to Aspirant's Climb",
      "Yasuo - Unforgiven: move Stalwart Poro (2 Might, Altar to Unity) to its base",
    ]);
    g.do(0, "Yasuo - Unforgiven: move Stalwart Poro (2 Might, Altar to Unity) to its base").pass(2);
    expect(g.unit(0, "OGN-052").location).toBe("base");
    expect(g.player(0).legend.exhausted).toBe(true);
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(2);
  });
});
