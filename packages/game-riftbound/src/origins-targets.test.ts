import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Spells choosing two units as they are played (355.11), "up to" two (355.13), each checked as it resolves (359.3.e.5). */

const SERGEANT = "Vanguard Sergeant (4 Might, base)";
const PORO = "Stalwart Poro (2 Might, base)";

describe("two targets chosen as a spell is played (355.5, 355.8, 355.11)", () => {
  it("OGN-029 Falling Star: 'Deal 3 to a unit. Deal 3 to a unit.' — two units, or one unit twice", () => {
    const g = scenario({ p1: { hand: ["OGN-029"], runes: runes("fury", 4) }, p2: { units: ["OGN-219", "OGN-052"] } });
    expect(g.choices(0)).toContain(`Play Falling Star on ${SERGEANT} and ${SERGEANT}`);
    g.do(0, `Play Falling Star on ${SERGEANT} and ${PORO}`).pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.unit(1, "OGN-219").damage).toBe(3);
    const twice = scenario({ p1: { hand: ["OGN-029"], runes: runes("fury", 4) }, p2: { units: ["OGN-219"] } });
    twice.do(0, `Play Falling Star on ${SERGEANT} and ${SERGEANT}`).pass(2);
    expect(names(twice.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-105 Singularity: 'Deal 6 to each of up to two units.' — two different units, one, or none (355.13)", () => {
    const g = scenario({ p1: { hand: ["OGN-105"], runes: runes("mind", 8) }, p2: { units: ["OGN-219", "OGN-052"] } });
    const plays = g.choices(0).filter((l) => l.startsWith("Play Singularity"));
    expect(plays).toEqual(["Play Singularity choosing no unit", `Play Singularity on ${SERGEANT}`, `Play Singularity on ${SERGEANT} and ${PORO}`, `Play Singularity on ${PORO}`]);
    g.do(0, `Play Singularity on ${SERGEANT} and ${PORO}`).pass(2);
    expect(names(g.player(1).trash).sort()).toEqual(["Stalwart Poro", "Vanguard Sergeant"]);
  });

  it("OGN-206 Back to Back: 'Give two friendly units each +2 Might this turn.' — not playable with one friendly unit (355.8)", () => {
    const g = scenario({ p1: { hand: ["OGN-206"], units: ["OGN-219", "OGN-052"], runes: runes("order", 3) }, p2: {} });
    g.do(0, `Play Back to Back on ${SERGEANT} and ${PORO}`).pass(2);
    expect([mightOf(g.state, g.unit(0, "OGN-219")), mightOf(g.state, g.unit(0, "OGN-052"))]).toEqual([6, 4]);
    const alone = scenario({ p1: { hand: ["OGN-206"], units: ["OGN-219"], runes: runes("order", 3) }, p2: {} });
    expect(alone.choices(0).some((l) => l.startsWith("Play Back to Back"))).toBe(false);
  });

  it("OGN-128 Challenge: 'Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other.'", () => {
    const g = scenario({ p1: { hand: ["OGN-128"], units: ["OGN-219"], runes: runes("body", 3) }, p2: { units: ["OGN-052"] } });
    expect(g.choices(0).filter((l) => l.startsWith("Play Challenge"))).toEqual([`Play Challenge on ${SERGEANT} and ${PORO}`]);
    g.do(0, `Play Challenge on ${SERGEANT} and ${PORO}`).pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.unit(0, "OGN-219").damage).toBe(2);
  });

  it("OGN-260 Last Breath: 'Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield.'", () => {
    const g = scenario({ p1: { hand: ["OGN-260"], units: [{ name: "OGN-219", exhausted: true }], runes: [...runes("calm", 3), ...runes("chaos", 2)] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, `Play Last Breath on ${SERGEANT} and Vanguard Sergeant (4 Might, Altar to Unity)`).pass(2);
    expect(g.unit(0, "OGN-219").exhausted).toBe(false);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGS-008 Gentlemen's Duel: 'Give a friendly unit +3 Might this turn. Then choose an enemy unit. They deal damage equal to their Mights to each other.'", () => {
    const g = scenario({ p1: { hand: ["OGS-008"], units: ["OGN-052"], runes: runes("body", 7) }, p2: { units: ["OGN-219"] } });
    g.do(0, `Play Gentlemen's Duel on ${PORO} and ${SERGEANT}`).pass(2);
    // Poro at 5 Might kills the Sergeant (4) and survives its 4 damage.
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(g.unit(0, "OGN-052").damage).toBe(4);
  });

  it("OGS-011 Flash: 'Move up to 2 friendly units to base.' — a [Reaction]; with 359.3.e.9's example: the spell that chose a unit at a battlefield is not executed", () => {
    const g = scenario({ p1: { hand: ["OGN-024"], deck: ["OGN-052"], runes: runes("fury", 3) }, p2: { hand: ["OGS-011"], units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }], runes: runes("chaos", 2) }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    const sergeant = "Vanguard Sergeant (4 Might, Altar to Unity)";
    const poro = "Stalwart Poro (2 Might, Altar to Unity)";
    g.do(0, `Play Void Seeker on ${sergeant}`).pass();
    expect(g.choices(1)).toContain(`Play Flash on ${sergeant} and ${poro}`);
    g.do(1, `Play Flash on ${sergeant} and ${poro}`);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Void Seeker", "Flash"]);
    g.settle();
    expect([g.unit(1, "OGN-219").location, g.unit(1, "OGN-052").location]).toEqual(["base", "base"]);
    // Void Seeker's "Deal 4 to a unit at a battlefield": the Sergeant is at its base now, so no damage; "Draw 1" still happens.
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    expect(g.logText()).toContain("P1 draws 1");
  });
});

describe("355.13, 359.3.e.5: 'up to' and each target checked on its own", () => {
  it("a second target gone before the spell resolves is unaffected; the first still is (359.3.e.5)", () => {
    const g = scenario({ p1: { hand: ["OGN-105"], runes: runes("mind", 8) }, p2: { hand: ["OGS-011"], units: ["OGN-219", { name: "OGN-052", at: 0 }], runes: runes("chaos", 2) }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, `Play Singularity on ${SERGEANT} and Stalwart Poro (2 Might, Altar to Unity)`).pass();
    // P2 saves nothing by moving the Poro (Singularity chooses "a unit", anywhere): both die.
    g.do(1, "Play Flash on Stalwart Poro (2 Might, Altar to Unity)").settle();
    expect(names(g.player(1).trash).sort()).toEqual(["Flash", "Stalwart Poro", "Vanguard Sergeant"]);
  });
});
