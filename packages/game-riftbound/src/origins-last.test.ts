import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";

/** The last Origins cards, each in a scenario of its printed text citing its rule. */

const ANIVIA = "Anivia - Primal (8 Might, base)";
const SERGEANT = "Vanguard Sergeant (4 Might, base)";
const WURM = "Magma Wurm (8 Might, base)";

describe("Delayed Abilities (390–392)", () => {
  it("OGN-032 Ravenborn Tome, 391 example: '[E]: The next spell you play this turn deals 1 Bonus Damage.' — each Deal action of that spell (715.2), not the spell after", () => {
    const g = scenario({ p1: { gear: ["OGN-032"], hand: ["OGN-029", "OGN-029"], runes: runes("fury", 8), deck: ["OGN-052"] }, p2: { units: ["OGN-148", "OGN-219", "OGN-011"] } });
    g.do(0, "Ravenborn Tome: the next spell you play this turn deals 1 Bonus Damage").pass(2);
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    expect(g.player(0).nextSpellBonus).toBe(1);
    g.do(0, `Play Falling Star on ${ANIVIA} and ${SERGEANT}`);
    // The Bonus Damage went with the spell as it was played.
    expect(g.player(0).nextSpellBonus).toBeUndefined();
    g.pass(2);
    expect(g.logText()).toContain("Falling Star: 1 Bonus Damage to Anivia - Primal");
    expect(g.unit(1, "OGN-148").damage).toBe(4);
    // Deal 3 + 1 kills the 4 Might Sergeant.
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(g.state.spellBonus).toBeUndefined();
    // The next spell deals its printed damage: 3 and 3, which leaves the 8 Might Magma Wurm alive.
    g.do(0, `Play Falling Star on ${WURM} and ${WURM}`).pass(2);
    expect(g.unit(1, "OGN-011").damage).toBe(6);
    expect(g.logText().filter((l) => l.includes("Bonus Damage to"))).toHaveLength(2);
  });

  it("OGN-032 Ravenborn Tome: a unit played does not use it, and it ends with the turn", () => {
    const g = scenario({ p1: { gear: ["OGN-032"], hand: ["OGN-052"], runes: runes("calm", 2), deck: ["OGN-052"] }, p2: { deck: ["OGN-052"] } });
    g.do(0, "Ravenborn Tome: the next spell you play this turn deals 1 Bonus Damage").pass(2);
    g.do(0, "Play Stalwart Poro to base").settle();
    expect(g.player(0).nextSpellBonus).toBe(1);
    g.do(0, "End turn").settle();
    expect(g.player(0).nextSpellBonus).toBeUndefined();
    g.leaveOpen();
  });
});

describe("excess combat damage (460.2.c.4)", () => {
  const BFS = [bf("OGN-275", 1), bf("OGN-280")];
  const TRYNDAMERE = "Move Tryndamere - Barbarian (8 Might, base) to Altar to Unity";
  const CONQUER = "Tryndamere - Barbarian: when I conquer after an attack with 5 or more excess damage";

  it("OGN-034 Tryndamere - Barbarian: 'When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you score 1 point.' — 8 to a defending Stalwart Poro (3 Might with [Shield], 814) is 5 beyond lethal, just enough", () => {
    const g = scenario({ p1: { units: ["OGN-034"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, TRYNDAMERE).settle();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.logText()).toContain(`${CONQUER} resolves`);
    // 1 for the conquer (464.1), 1 for Tryndamere.
    expect(g.player(0).points).toBe(2);
  });

  it("OGN-034 Tryndamere - Barbarian: 4 beyond the lethal of a 4 Might defender is not enough, and conquering an empty battlefield is no attack", () => {
    const g = scenario({ p1: { units: ["OGN-034"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: BFS });
    g.do(0, TRYNDAMERE).settle();
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.logText().some((l) => l.startsWith(CONQUER))).toBe(false);
    expect(g.player(0).points).toBe(1);
    const open = scenario({ p1: { units: ["OGN-034"] }, p2: {}, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    open.do(0, TRYNDAMERE).settle();
    expect(open.state.battlefields[0]!.controller).toBe(0);
    expect(open.logText().some((l) => l.startsWith(CONQUER))).toBe(false);
    expect(open.player(0).points).toBe(1);
  });
});
