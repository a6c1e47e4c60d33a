import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Moves by spells and abilities (444): the card names the destinations (444.1); nothing is exhausted; a battlefield moved into may be contested (445). */

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

describe("abilities of moves (441)", () => {
  const MINE = [{ name: "OGN-275", controller: 0 as const }, { name: "OGN-276", controller: 0 as const }];
  const names = (ids: readonly { card: string }[]) => ids.map((c) => card(c.card)!.name);

  it("OGN-222 Noxian Drummer: 'When I move to a battlefield, play a 1 Might Recruit unit token here.' — not when it moves to base", () => {
    const g = scenario({ p1: { units: ["OGN-222", { name: "OGN-052", at: 0 }] }, p2: {}, battlefields: MINE });
    g.do(0, "Move Noxian Drummer (3 Might, base) to Altar to Unity").settle();
    expect(g.state.units.filter((u) => u.location === 0)).toHaveLength(3);
    expect(g.state.units.some((u) => u.token && u.location === 0)).toBe(true);
  });

  it("OGN-185 Traveling Merchant: 'When I move, discard 1, then draw 1.'", () => {
    const g = scenario({ p1: { units: ["OGN-185", { name: "OGN-052", at: 0 }], hand: ["OGN-096"], deck: ["OGN-219"] }, p2: {}, battlefields: MINE });
    g.do(0, "Move Traveling Merchant (2 Might, base) to Altar to Unity").settle();
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
    expect(names(g.player(0).trash)).toEqual(["Watchful Sentry"]);
  });

  it("OGN-277 Back-Alley Bar: 'When a unit moves from here, give it +1 Might this turn.'", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }] }, p2: {}, battlefields: [{ name: "OGN-277", controller: 0 }, { name: "OGN-276", controller: 0 }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, Back-Alley Bar) to base").settle();
    expect(mightOf(g.state, g.unit(0, "OGN-219"))).toBe(5);
    expect(mightOf(g.state, g.unit(0, "OGN-052"))).toBe(2);
  });

  it("OGN-205 Yasuo - Windrider: 'The third time I move in a turn, you score 1 point.' — moves by effects count", () => {
    const g = scenario({ p1: { hand: ["OGN-173"], units: ["OGN-205", { name: "OGN-052", at: 0 }, { name: "OGN-052", at: 1 }], runes: runes("chaos", 3) }, p2: {}, battlefields: MINE });
    g.do(0, "Move Yasuo - Windrider (4 Might, base) to Altar to Unity").settle();
    g.do(0, "Play Ride the Wind on Yasuo - Windrider (4 Might, Altar to Unity) and Aspirant's Climb").pass(2).settle();
    expect(g.player(0).points).toBe(0);
    g.do(0, "Move Yasuo - Windrider (4 Might, Aspirant's Climb) to Altar to Unity").settle();
    expect(g.player(0).points).toBe(1);
    expect(g.logText()).toContain("Yasuo - Windrider: when I move (the third time this turn): P1 scores 1 point");
  });

  it("OGN-189 Kayn - Unleashed: 'If I have moved twice this turn, I don't take damage.' — after one move it does", () => {
    const g = scenario({ p1: { hand: ["OGN-173", "OGN-029", "OGN-029"], units: ["OGN-189", { name: "OGN-052", at: 0 }, { name: "OGN-052", at: 1 }], runes: [...runes("chaos", 3), ...runes("fury", 8)] }, p2: {}, battlefields: MINE });
    g.do(0, "Play Ride the Wind on Kayn - Unleashed (6 Might, base) and Altar to Unity").pass(2).settle();
    g.do(0, "Move Kayn - Unleashed (6 Might, Altar to Unity) to Aspirant's Climb").settle();
    g.do(0, "Play Falling Star on Kayn - Unleashed (6 Might, Aspirant's Climb) and Kayn - Unleashed (6 Might, Aspirant's Climb)").pass(2);
    expect(g.unit(0, "OGN-189").damage).toBe(0);
    expect(g.logText()).toContain("Kayn - Unleashed moved twice this turn: it takes no damage");
    const once = scenario({ p1: { hand: ["OGN-173", "OGN-029"], units: ["OGN-189", { name: "OGN-052", at: 0 }], runes: [...runes("chaos", 3), ...runes("fury", 4)] }, p2: {}, battlefields: MINE });
    once.do(0, "Play Ride the Wind on Kayn - Unleashed (6 Might, base) and Altar to Unity").pass(2).settle();
    once.do(0, "Play Falling Star on Kayn - Unleashed (6 Might, Altar to Unity) and Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    expect(once.unit(0, "OGN-189").damage).toBe(3);
  });
});
