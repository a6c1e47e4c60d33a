import { describe, expect, it } from "vitest";
import { runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Origins spells that ask their player something more as they resolve (355.10). */

const BFS = [{ name: "OGN-275", controller: 1 as const }, { name: "OGN-276", controller: null }];

describe("choices made as a spell resolves (355.10)", () => {
  it("OGN-268 Bullet Time: 'Pay any amount of [A] to deal that much damage to all enemy units at a battlefield.' — 2 paid by recycling runes of any domain, 2 to each enemy unit there only", () => {
    const g = scenario({ p1: { hand: ["OGN-268"], units: ["OGN-219"], runes: [...runes("body", 2), "calm", "fury"] }, p2: { units: [{ name: "OGN-052", at: 0 }, { name: "OGN-219", at: 0 }, { name: "OGN-096", at: 1 }] }, battlefields: BFS });
    g.do(0, "Play Bullet Time on Altar to Unity").pass(2);
    // 1 Energy paid for the spell; all four runes may still be recycled for Power.
    expect(g.choices(0)).toEqual(["Pay 0 Power", "Pay 1 Power", "Pay 2 Power", "Pay 3 Power", "Pay 4 Power"]);
    g.do(0, "Pay 2 Power").settle();
    // Stalwart Poro (2 Might) dies; Vanguard Sergeant keeps 2 damage; Watchful Sentry, at the other battlefield, none.
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => [u.card, u.damage])).toEqual([
      [g.unit(1, "OGN-219").card, 2],
      [g.unit(1, "OGN-096").card, 0],
    ]);
    expect(g.player(1).trash).toHaveLength(1);
    expect(g.unit(0, "OGN-219").damage).toBe(0);
    expect(g.player(0).runes).toHaveLength(2);
  });

  it("OGN-268 Bullet Time: paying 0 deals nothing", () => {
    const g = scenario({ p1: { hand: ["OGN-268"], runes: ["body"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Bullet Time on Altar to Unity").pass(2).do(0, "Pay 0 Power");
    expect(g.unit(1, "OGN-052").damage).toBe(0);
  });

  it("OGN-258 Dragon's Rage: 'Move an enemy unit. Then do this: Choose another enemy unit at its destination. They deal damage equal to their Mights to each other.'", () => {
    const g = scenario({ p1: { hand: ["OGN-258"], runes: [...runes("calm", 4), "body"] }, p2: { units: ["OGN-142", { name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Dragon's Rage on Vanguard Sergeant (4 Might, Altar to Unity) and its base").pass(2);
    // At base now: Mountain Drake is the only other enemy unit there — chosen for them. 4 to the Drake, 10 to the Sergeant.
    expect(g.unit(1, "OGN-142").damage).toBe(4);
    expect(g.player(1).trash).toHaveLength(1);
    expect(g.logText()).toContain("Dragon's Rage: Vanguard Sergeant deals 4 to Mountain Drake and Mountain Drake deals 10 to Vanguard Sergeant");
    g.settle();
  });

  it("OGN-258 Dragon's Rage: with two other enemy units at the destination its player chooses (355.10)", () => {
    const g = scenario({ p1: { hand: ["OGN-258"], runes: [...runes("calm", 4), "body"] }, p2: { units: ["OGN-142", "OGN-052", { name: "OGN-219", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Dragon's Rage on Vanguard Sergeant (4 Might, Altar to Unity) and its base").pass(2);
    expect(g.choices(0)).toEqual(["Choose Mountain Drake (10 Might, base)", "Choose Stalwart Poro (2 Might, base)"]);
    g.do(0, "Choose Stalwart Poro (2 Might, base)").settle();
    expect(g.unit(1, "OGN-219").damage).toBe(2);
    expect(g.player(1).trash).toHaveLength(1);
  });

  it("OGN-153 Overt Operation: 'For each friendly unit, you may spend its buff to ready it. Then buff all friendly units.'", () => {
    const g = scenario({ p1: { hand: ["OGN-153"], units: [{ name: "OGN-219", buffed: true, exhausted: true }, { name: "OGN-052", buffed: true, exhausted: true }, { name: "OGN-096", exhausted: true }], runes: runes("body", 7) }, p2: {} });
    g.do(0, "Play Overt Operation").pass(2);
    expect(g.choices(0)).toEqual(["Spend Vanguard Sergeant (5 Might, base)'s buff to ready it", "Keep Vanguard Sergeant (5 Might, base)'s buff"]);
    g.do(0, "Spend Vanguard Sergeant (5 Might, base)'s buff to ready it").do(0, "Keep Stalwart Poro (3 Might, base)'s buff").settle();
    // Readied and buffed again; the Poro kept its buff (no second one, 426.1.c); the Sentry gets one, still exhausted.
    expect(g.unit(0, "OGN-219")).toMatchObject({ exhausted: false, buffed: true });
    expect(g.unit(0, "OGN-052")).toMatchObject({ exhausted: true, buffed: true });
    expect(g.unit(0, "OGN-096")).toMatchObject({ exhausted: true, buffed: true });
    expect(mightOf(g.state, g.unit(0, "OGN-052"))).toBe(3);
  });
});
