import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Add abilities usable only to play spells (429): Kai'Sa - Daughter of the Void, Lux - Crownguard. */

describe("Energy and Power added only to play spells (429)", () => {
  it("OGN-247 Kai'Sa - Daughter of the Void: '[E]: [Reaction] — [Add] [A]. Use only to play spells.' — pays a spell's Power of a domain no rune has, never a unit's", () => {
    const g = scenario({ p1: { legend: "OGN-247", hand: ["OGN-127", "OGN-165"], runes: runes("calm", 3) }, p2: {} });
    // Cannon Barrage costs [2] and 1 body Power; Cemetery Attendant [3] and 1 chaos Power: no rune pays either's Power.
    expect(g.choices(0).some((l) => l.startsWith("Play Cannon Barrage") || l.startsWith("Play Cemetery Attendant"))).toBe(false);
    g.do(0, "Exhaust Kai'Sa - Daughter of the Void: add 1 Power of any domain (only to play spells)");
    expect(g.player(0).pool.forSpells).toEqual({ energy: 0, anyPower: 1 });
    expect(g.choices(0)).toContain("Play Cannon Barrage");
    expect(g.choices(0).some((l) => l.startsWith("Play Cemetery Attendant"))).toBe(false);
    g.do(0, "Play Cannon Barrage");
    expect(g.player(0).pool.forSpells).toBeUndefined();
    expect(g.logText()).toContain("P1 pays 1 Power added only to play spells");
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(2);
  });

  it("rule 166: what Kai'Sa added empties with the Rune Pool at the end of the turn", () => {
    const g = scenario({ p1: { legend: "OGN-247", runes: runes("calm", 1) }, p2: {} });
    g.do(0, "Exhaust Kai'Sa - Daughter of the Void: add 1 Power of any domain (only to play spells)").do(0, "End turn").settle();
    expect(g.player(0).pool.forSpells).toBeUndefined();
    g.leaveOpen();
  });

  it("OGS-014 Lux - Crownguard: '[E]: [Reaction] — [Add] [2]. Use only to play spells.' — a unit on the board exhausts for 2 Energy that pays a spell", () => {
    const g = scenario({ p1: { units: ["OGS-014"], hand: ["OGN-029", "OGN-052"], exhaustedRunes: runes("fury", 2) }, p2: { units: ["OGN-219"] } });
    expect(g.choices(0).some((l) => l.startsWith("Play Falling Star"))).toBe(false);
    g.do(0, "Exhaust Lux - Crownguard: add 2 Energy (only to play spells)");
    expect(g.unit(0, "OGS-014").exhausted).toBe(true);
    // Falling Star: [2] and 2 fury Power — the runes recycled for the Power, Lux's Energy for the rest; Stalwart Poro ([2]) still cannot be paid.
    expect(g.choices(0).some((l) => l.startsWith("Play Stalwart Poro"))).toBe(false);
    expect(g.choices(0).some((l) => l.startsWith("Play Falling Star"))).toBe(true);
    g.do(0, "Play Falling Star on Vanguard Sergeant (4 Might, base) and Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.player(1).trash).toHaveLength(1);
    expect(g.player(0).runes).toHaveLength(0);
  });
});

describe("legends' triggered abilities", () => {
  it("OGN-255 Ahri - Nine-Tailed Fox: 'When an enemy unit attacks a battlefield you control, give it -1 Might this turn, to a minimum of 1 Might.'", () => {
    const g = scenario({ p1: { units: ["OGN-219"] }, p2: { legend: "OGN-255", units: [{ name: "OGN-052", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Ahri - Nine-Tailed Fox: when an enemy unit attacks a battlefield you control"]);
    g.pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-219"))).toBe(3);
  });

  it("OGN-255 Ahri - Nine-Tailed Fox: a battlefield its player does not control — nothing; a 1 Might attacker stays at 1", () => {
    const open = scenario({ p1: { units: ["OGN-219"] }, p2: { legend: "OGN-255" }, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }] });
    open.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    expect(open.state.chain).toEqual([]);
    const g = scenario({ p1: { units: ["OGN-096"] }, p2: { legend: "OGN-255", units: [{ name: "OGN-052", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Watchful Sentry (1 Might, base) to Altar to Unity").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-096"))).toBe(1);
  });
});

describe("Bonus Damage (712–715)", () => {
  it("rule 715.1: OGS-001 Annie - Fiery — 'Your spells and abilities deal 1 Bonus Damage.' — to each unit dealt damage (715.2), not the opponent's spells", () => {
    const g = scenario({ p1: { units: ["OGS-001"], hand: ["OGS-002"], runes: runes("fury", 7) }, p2: { hand: ["OGS-002"], units: [{ name: "OGN-219", at: 0 }, { name: "OGN-219", at: 0 }], runes: runes("fury", 7) }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Firestorm on Altar to Unity").pass(2);
    // 3 + 1 to each 4 Might Sergeant: both die (3 alone would not kill them).
    expect(g.state.units.filter((u) => u.controller === 1)).toEqual([]);
    expect(g.player(1).trash).toHaveLength(2);
    expect(g.logText()).toContain("Firestorm: 1 Bonus Damage to Vanguard Sergeant");
  });

  it("rule 715.3: OGS-001 Annie - Fiery with Volibear - Furious — 'deal 5 damage split among any number of enemy units here' splits 6", () => {
    const g = scenario({ p1: { units: ["OGS-001", "OGN-041"] }, p2: { units: [{ name: "OGN-219", at: 1 }, { name: "OGN-219", at: 1 }] }, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: 1 }] });
    g.do(0, g.decisions(0).find((d) => d.label.startsWith("Move Volibear - Furious") && d.label.endsWith("to Aspirant's Climb"))!.id);
    const both = g.decisions(0).find((d) => d.label.startsWith("Choose Vanguard Sergeant (4 Might, Aspirant's Climb) and Vanguard Sergeant"))!;
    g.do(0, both.id).pass(2);
    expect(g.state.asking?.offer).toBe("split");
    expect(g.choices(0)[0]).toBe("Split 6 damage: 1 to Vanguard Sergeant (4 Might, Aspirant's Climb), 5 to Vanguard Sergeant (4 Might, Aspirant's Climb)");
    expect(g.choices(0)).toHaveLength(5);
    g.do(0, "split:3-3");
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => u.damage)).toEqual([3, 3]);
    g.leaveOpen();
  });

  it("rule 715.3: OGS-001 Annie - Fiery with Volibear - Furious — the larger split may be divided among up to 6 units (355.14.c), not 5", () => {
    const six = Array.from({ length: 6 }, () => ({ name: "OGN-052", at: 1 as const }));
    const g = scenario({ p1: { units: ["OGS-001", "OGN-041"] }, p2: { units: six }, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: 1 }] });
    g.do(0, g.decisions(0).find((d) => d.label.startsWith("Move Volibear - Furious") && d.label.endsWith("to Aspirant's Climb"))!.id);
    const foes = g.state.units.filter((u) => u.controller === 1).map((u) => u.id);
    const all = g.decisions(0).find((d) => foes.every((id) => d.id.includes(id)));
    expect(all).toBeDefined();
    g.do(0, all!.id).pass(2);
    expect(g.state.asking?.offer).toBe("split");
    expect(g.choices(0)).toEqual([`Split 6 damage: ${foes.map(() => "1 to Stalwart Poro (3 Might, Aspirant's Climb)").join(", ")}`]);
    g.do(0, g.decisions(0)[0]!.id).settle();
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => u.damage)).toEqual([1, 1, 1, 1, 1, 1]);
    g.leaveOpen();
  });

  it("rule 355.14.h: six units chosen for Volibear - Furious's split with Annie - Fiery, Annie gone before it resolves — 5 damage, its controller keeps 5 of them", () => {
    const six = Array.from({ length: 6 }, () => ({ name: "OGN-052", at: 1 as const }));
    const g = scenario({ p1: { units: ["OGS-001", "OGN-041"] }, p2: { units: six, hand: ["OGN-033"], runes: runes("fury", 3) }, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: 1 }] });
    g.do(0, g.decisions(0).find((d) => d.label.startsWith("Move Volibear - Furious") && d.label.endsWith("to Aspirant's Climb"))!.id);
    const foes = g.state.units.filter((u) => u.controller === 1).map((u) => u.id);
    g.do(0, g.decisions(0).find((d) => foes.every((id) => d.id.includes(id)))!.id);
    // P2 answers with Shakedown on Annie - Fiery, and P1 takes the damage: Annie dies before the split resolves.
    g.pass();
    g.do(1, g.decisions(1).find((d) => d.label.startsWith("Play Shakedown on Annie - Fiery"))!.id).pass(2);
    g.do(0, "Shakedown: deal 6 to it");
    expect(g.player(0).trash.map((c) => card(c.card)!.name)).toContain("Annie - Fiery");
    g.pass(2);
    expect(g.state.asking?.offer).toBe("regroup");
    expect(g.choices(0).every((l) => (l.match(/Stalwart Poro/g) ?? []).length <= 5)).toBe(true);
    g.do(0, g.decisions(0).find((d) => foes.slice(0, 5).every((id) => d.id.includes(id)) && !d.id.includes(foes[5]!))!.id);
    expect(g.choices(0)).toEqual([`Split 5 damage: ${foes.slice(0, 5).map(() => "1 to Stalwart Poro (3 Might, Aspirant's Climb)").join(", ")}`]);
    g.do(0, g.decisions(0)[0]!.id).settle();
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => u.damage)).toEqual([1, 1, 1, 1, 1, 0]);
    g.leaveOpen();
  });

  it("OGN-296 Void Gate: 'Spells and abilities deal 1 Bonus Damage to units here.' — units elsewhere take what the spell says", () => {
    const g = scenario({ p1: { hand: ["OGN-029"], runes: runes("fury", 4) }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-219", at: 1 }] }, battlefields: [{ name: "OGN-296", controller: 1 }, { name: "OGN-276", controller: 1 }] });
    const [here, there] = g.state.units.map((u) => u.id);
    const play = g.decisions(0).find((d) => d.label.startsWith("Play Falling Star") && d.id.endsWith(`:${here}:${there}`))!;
    g.do(0, play.id).pass(2);
    // 3 + 1 kills the 4 Might Sergeant at Void Gate; the other takes 3.
    expect(g.state.units.map((u) => [u.id, u.damage])).toEqual([[there, 3]]);
    expect(g.player(1).trash).toHaveLength(1);
  });
});
