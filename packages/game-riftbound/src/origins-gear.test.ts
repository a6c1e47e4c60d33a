import { describe, expect, it } from "vitest";
import { names, runes, scenario } from "./testing";

/** Gear and legends that Add to the Rune Pool (429), and cards of two domains paying Power of any domain (135.2.e.6.b). */

describe("429: [E]: [Reaction] — [Add]", () => {
  it("OGN-040 Seal of Rage, OGN-081 Seal of Focus, OGN-120 Seal of Insight, OGN-163 Seal of Strength, OGN-204 Seal of Discord, OGN-245 Seal of Unity: '[E]: [Reaction] — [Add] [C]'", () => {
    const seals = ["OGN-040", "OGN-081", "OGN-120", "OGN-163", "OGN-204", "OGN-245"];
    const g = scenario({ p1: { gear: seals }, p2: {} });
    expect(g.choices(0).filter((l) => l.includes("Seal"))).toEqual([
      "Exhaust Seal of Rage: add 1 fury Power",
      "Exhaust Seal of Focus: add 1 calm Power",
      "Exhaust Seal of Insight: add 1 mind Power",
      "Exhaust Seal of Strength: add 1 body Power",
      "Exhaust Seal of Discord: add 1 chaos Power",
      "Exhaust Seal of Unity: add 1 order Power",
    ]);
    for (const l of g.choices(0).filter((x) => x.includes("Seal"))) g.do(0, l);
    expect(g.player(0).pool.power).toEqual({ fury: 1, calm: 1, mind: 1, body: 1, chaos: 1, order: 1 });
    expect(g.player(0).gear.every((x) => x.exhausted)).toBe(true);
  });

  it("a Seal's Power pays a card's Power cost: OGN-040 Seal of Rage and Hextech Ray with no fury rune", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], gear: ["OGN-040"], runes: ["calm"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-280" }] });
    expect(g.choices(0).some((l) => l.startsWith("Play Hextech Ray"))).toBe(false);
    g.do(0, "Exhaust Seal of Rage: add 1 fury Power");
    g.do(0, "Play Hextech Ray on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(3);
    // A Seal is played for its own Power (0 Energy, 1 Power of its domain).
    const p = scenario({ p1: { hand: ["OGN-163"], runes: ["body"] }, p2: {} });
    p.do(0, "Play Seal of Strength");
    expect(names(p.player(0).gear)).toEqual(["Seal of Strength"]);
  });

  it("OGN-098 Energy Conduit: '[E]: [Reaction] — [Add] [1].' — usable on a chain (Reaction)", () => {
    const g = scenario({ p1: { hand: ["OGN-114"], runes: runes("mind", 7) }, p2: { gear: ["OGN-098"] } });
    g.do(0, "Play Progress Day").pass(1);
    g.do(1, "Exhaust Energy Conduit: add 1 Energy");
    expect(g.player(1).pool.energy).toBe(1);
    g.settle();
  });

  it("OGN-253 Darius - Hand of Noxus: '[E]: [Reaction], [Legion] — [Add] [1].' — only once another card was played this turn (812)", () => {
    const g = scenario({ p1: { legend: "OGN-253", hand: ["OGN-052"], runes: ["calm", "calm"] }, p2: {} });
    expect(g.choices(0).some((l) => l.startsWith("Exhaust Darius"))).toBe(false);
    g.do(0, "Play Stalwart Poro to base");
    g.do(0, "Exhaust Darius - Hand of Noxus: add 1 Energy");
    expect(g.player(0).pool.energy).toBe(1);
    expect(g.player(0).legend.exhausted).toBe(true);
  });
});

describe("135.2.e.6.b: [C] on a card of two domains is Power of any domain", () => {
  it("OGS-024 Decisive Strike (body, order): '[Action] Give friendly units +2 Might this turn.' — its Power paid by a fury rune", () => {
    const g = scenario({ p1: { hand: ["OGS-024"], units: ["OGN-052"], runes: runes("fury", 6) }, p2: {} });
    g.do(0, "Play Decisive Strike").pass(2);
    expect(g.unit(0, "OGN-052").mightThisTurn).toBe(2);
    expect(g.logText()).toContain("P1 pays 5 Energy and 1 Power of any domain from the Rune Pool");
  });

  it("OGS-018 Tibbers (fury, chaos): 'When you play me, deal 3 to all units at battlefields.'", () => {
    const g = scenario({ p1: { hand: ["OGS-018"], units: [{ name: "OGN-052", at: 0 }], runes: runes("calm", 10) }, p2: { units: [{ name: "OGN-219", at: 0 }, "OGN-142"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-280" }] });
    g.do(0, "Play Tibbers to base").pass(2);
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
    expect(g.unit(1, "OGN-219").damage).toBe(3);
    expect(g.unit(1, "OGN-142").damage).toBe(0);
  });
});

describe("this turn's keywords (472.2)", () => {
  it("OGN-267 Miss Fortune - Bounty Hunter: '[E]: Give a unit [Ganking] this turn.' — it may move battlefield to battlefield (810)", () => {
    const g = scenario({ p1: { legend: "OGN-267", units: [{ name: "OGN-219", at: 0 }] }, p2: {}, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-280", controller: 0 }] });
    expect(g.choices(0).filter((l) => l.startsWith("Move Vanguard"))).toEqual(["Move Vanguard Sergeant (4 Might, Altar to Unity) to base"]);
    g.do(0, "Miss Fortune - Bounty Hunter: give [Ganking] this turn to Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.choices(0)).toContain("Move Vanguard Sergeant (4 Might, Altar to Unity) to Grove of the God-Willow");
  });
});
