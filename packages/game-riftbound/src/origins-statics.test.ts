import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";
import { keywordsOf, mightOf } from "./values";

/** Static abilities of Origins and Proving Grounds permanents: continuous effects in the layers (468–474). */

const BFS = [bf("OGN-275", 1), bf("OGN-280")];
/** Settles a combat, assigning damage in the first order offered. */
const finish = (g: ReturnType<typeof scenario>) => {
  g.settle();
  for (let i = 0; i < 10 && g.pending !== null; i++) g.do(g.pending.seat, g.labels(g.pending.seat)[0]!).settle();
};

describe("472.2 ability-altering effects: keywords other permanents give", () => {
  it("OGN-015 Captain Farron: 'Other friendly units here have [Assault].' — +1 attacking there, not himself, not elsewhere", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-015", at: 0 }, { name: "OGN-219", at: 0 }, "OGN-052"] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    expect(keywordsOf(g.state, g.unit(0, "OGN-219")).assault).toBe(1);
    expect(keywordsOf(g.state, g.unit(0, "OGN-015")).assault).toBeUndefined();
    expect(keywordsOf(g.state, g.unit(0, "OGN-052")).assault).toBeUndefined();
    const c = scenario({ p1: { units: ["OGN-015", "OGN-219"] }, p2: { units: [{ name: "OGN-142", at: 0 }] }, battlefields: BFS });
    c.do(0, "Move all 2 ready units at base to Altar to Unity");
    expect(mightOf(c.state, c.unit(0, "OGN-219"))).toBe(5);
    expect(mightOf(c.state, c.unit(0, "OGN-015"))).toBe(5);
    finish(c);
  });

  it("OGN-074 Taric - Protector: 'Other friendly units here have [Shield].' — +1 defending", () => {
    const g = scenario({ p1: { units: ["OGN-142"] }, p2: { units: [{ name: "OGN-074", at: 0 }, { name: "OGN-219", at: 0 }] }, battlefields: BFS });
    g.do(0, "Move Mountain Drake (10 Might, base) to Altar to Unity");
    // Taric's own printed [Shield] and the Sergeant's granted one.
    expect([mightOf(g.state, g.unit(1, "OGN-074")), mightOf(g.state, g.unit(1, "OGN-219"))]).toEqual([5, 5]);
    finish(g);
  });

  it("OGN-125 Bilgewater Bully: 'While I'm buffed, I have [Ganking].' — it may move battlefield to battlefield (810)", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-125", at: 0 }] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-280", 0)] });
    expect(g.choices(0).filter((l) => l.startsWith("Move Bilgewater Bully"))).toEqual(["Move Bilgewater Bully (6 Might, Altar to Unity) to base"]);
    const b = scenario({ p1: { units: [{ name: "OGN-125", at: 0, buffed: true }] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-280", 0)] });
    expect(b.choices(0).filter((l) => l.startsWith("Move Bilgewater Bully"))).toEqual(["Move Bilgewater Bully (7 Might, Altar to Unity) to base", "Move Bilgewater Bully (7 Might, Altar to Unity) to Grove of the God-Willow"]);
  });

  it("OGN-297 Windswept Hillock: 'Units here have [Ganking].'", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-219", at: 0 }] }, p2: {}, battlefields: [bf("OGN-297", 0), bf("OGN-280", 0)] });
    expect(g.choices(0).filter((l) => l.startsWith("Move Vanguard Sergeant"))).toEqual(["Move Vanguard Sergeant (4 Might, Windswept Hillock) to base", "Move Vanguard Sergeant (4 Might, Windswept Hillock) to Grove of the God-Willow"]);
  });
});

describe("472.3 arithmetic: Might other permanents add", () => {
  it("OGS-013 Garen - Commander: 'Other friendly units have +1 Might here.'", () => {
    const g = scenario({ p1: { units: [{ name: "OGS-013", at: 0 }, { name: "OGN-219", at: 0 }, "OGN-052"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: BFS });
    expect([mightOf(g.state, g.unit(0, "OGS-013")), mightOf(g.state, g.unit(0, "OGN-219")), mightOf(g.state, g.unit(0, "OGN-052")), mightOf(g.state, g.unit(1, "OGN-219"))]).toEqual([5, 5, 2, 4]);
  });

  it("OGN-243 Darius - Executioner: '[Legion] — When you play me, ready me. Other friendly units have +1 Might here.'", () => {
    const g = scenario({ p1: { hand: ["OGN-243"], units: ["OGN-052"], runes: runes("order", 7), playedThisTurn: 1 }, p2: {} });
    g.do(0, "Play Darius - Executioner to base").pass(2);
    expect(g.unit(0, "OGN-243").exhausted).toBe(false);
    expect(mightOf(g.state, g.unit(0, "OGN-052"))).toBe(3);
  });

  it("OGN-151 Lee Sin - Centered: 'Other buffed friendly units at my battlefield have +2 Might.'", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-151", at: 0 }, { name: "OGN-219", at: 0, buffed: true }, { name: "OGN-052", at: 0 }] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    expect([mightOf(g.state, g.unit(0, "OGN-219")), mightOf(g.state, g.unit(0, "OGN-052"))]).toEqual([7, 2]);
  });

  it("OGN-240 Sett - Kingpin: '+1 Might for each buffed friendly unit at my battlefield.'", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-240", at: 0, buffed: true }, { name: "OGN-219", at: 0, buffed: true }, { name: "OGN-052", at: 0 }] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    expect(mightOf(g.state, g.unit(0, "OGN-240"))).toBe(5 + 1 + 2);
  });

  it("OGN-065 Wizened Elder: 'While I'm buffed, I have an additional +1 Might.'", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-065", buffed: true }] }, p2: { units: ["OGN-065"] } });
    expect([mightOf(g.state, g.unit(0, "OGN-065")), mightOf(g.state, g.unit(1, "OGN-065"))]).toEqual([6, 4]);
  });

  it("OGS-004 Master Yi - Meditative: 'While you have 8+ runes, I have +4 Might.'", () => {
    const g = scenario({ p1: { units: ["OGS-004"], runes: runes("calm", 8) }, p2: { units: ["OGS-004"], runes: runes("calm", 7) } });
    expect([mightOf(g.state, g.unit(0, "OGS-004")), mightOf(g.state, g.unit(1, "OGS-004"))]).toEqual([8, 4]);
  });

  it("OGN-028 Draven - Showboat: 'My Might is increased by your points.'", () => {
    const g = scenario({ p1: { units: ["OGN-028"], points: 4 }, p2: {} });
    expect(mightOf(g.state, g.unit(0, "OGN-028"))).toBe(7);
    expect(names(g.state.units)).toEqual(["Draven - Showboat"]);
  });
});
