import { describe, expect, it } from "vitest";
import { names, runes, scenario } from "./testing";
import { keywordsOf, mightOf } from "./values";
import { RbWork } from "./work";

/** Origins cards choosing gear as their targets (147, 355). */

describe("gear as targets (355)", () => {
  it("OGN-224 Salvage: 'You may kill up to one gear. Draw 1.' — any player's gear, or none (355.13)", () => {
    const setup = () => scenario({ p1: { hand: ["OGN-224"], gear: ["OGN-124"], deck: ["OGN-052"], runes: runes("order", 2) }, p2: { gear: ["OGN-090"] } });
    const g = setup();
    expect(g.choices(0).filter((l) => l.startsWith("Play Salvage"))).toEqual(["Play Salvage choosing no unit", "Play Salvage on Arena Bar (P1's gear)", "Play Salvage on Orb of Regret (P2's gear)"]);
    g.do(0, "Play Salvage on Orb of Regret (P2's gear)").pass(2);
    expect(g.player(1).gear).toEqual([]);
    expect(names(g.player(1).trash)).toEqual(["Orb of Regret"]);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
    const none = setup();
    none.do(0, "Play Salvage choosing no unit").pass(2);
    expect([none.player(0).gear.length, none.player(1).gear.length]).toEqual([1, 1]);
    expect(names(none.player(0).hand)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-056 Adaptatron: 'When I conquer, you may kill a gear. If you do, buff me.'", () => {
    const g = scenario({ p1: { units: ["OGN-056"] }, p2: { gear: ["OGN-090"] }, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Adaptatron (3 Might, base) to Altar to Unity").settle();
    g.do(0, "may:yes").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Orb of Regret"]);
    expect(g.unit(0, "OGN-056").buffed).toBe(true);
  });

  it("OGN-056 Adaptatron: with no gear on the board it does not go on the chain (355.8), and it is not buffed", () => {
    const g = scenario({ p1: { units: ["OGN-056"] }, p2: {}, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Adaptatron (3 Might, base) to Altar to Unity").settle();
    expect(g.unit(0, "OGN-056").buffed).toBe(false);
    expect(g.state.chain).toEqual([]);
  });
});

describe("[Temporary] given by an effect (816)", () => {
  it("OGN-180 Fading Memories: 'Give a unit at a battlefield or a gear [Temporary].' — a gear, killed at the start of its controller's Beginning Phase (816.1.b); units in base are not offered", () => {
    const g = scenario({ p1: { hand: ["OGN-180"], runes: runes("chaos", 5) }, p2: { gear: ["OGN-090"], units: ["OGN-219", { name: "OGN-052", at: 0 }], deck: ["OGN-052"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    expect(g.choices(0).filter((l) => l.startsWith("Play Fading Memories"))).toEqual(["Play Fading Memories on Stalwart Poro (2 Might, Altar to Unity)", "Play Fading Memories on Orb of Regret (P2's gear)"]);
    g.do(0, "Play Fading Memories on Orb of Regret (P2's gear)").pass(2);
    expect(g.player(1).gear[0]!.temporary).toBe(true);
    g.do(0, "End turn").settle();
    expect(g.logText()).toContain("Orb of Regret: Temporary resolves");
    expect(g.player(1).gear).toEqual([]);
    expect(names(g.player(1).trash)).toEqual(["Orb of Regret"]);
    g.leaveOpen();
  });

  it("OGN-180 Fading Memories: a unit at a battlefield dies at its controller's next Beginning Phase, not at the caster's", () => {
    const g = scenario({ p1: { hand: ["OGN-180"], runes: runes("chaos", 5), deck: ["OGN-052", "OGN-052"] }, p2: { units: [{ name: "OGN-052", at: 0 }], deck: ["OGN-052", "OGN-052"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Fading Memories on Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    expect(g.unit(1, "OGN-052").temporary).toBe(true);
    g.do(0, "End turn").settle();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    g.leaveOpen();
  });

  it("OGN-069 Last Stand: 'Double a friendly unit's Might this turn. Give it [Temporary].'", () => {
    const g = scenario({ p1: { hand: ["OGN-069"], units: ["OGN-219"], runes: runes("calm", 4), deck: ["OGN-052", "OGN-052"] }, p2: { deck: ["OGN-052", "OGN-052"] } });
    g.do(0, "Play Last Stand on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-219"))).toBe(8);
    expect(g.unit(0, "OGN-219").temporary).toBe(true);
    // It survives the opponent's turn and dies at the start of its controller's next Beginning Phase.
    g.do(0, "End turn").settle();
    expect(g.state.units).toHaveLength(1);
    g.do(1, "End turn").settle();
    expect(g.state.units).toEqual([]);
    expect(names(g.player(0).trash)).toEqual(["Last Stand", "Vanguard Sergeant"]);
    g.leaveOpen();
  });
});

describe("control changes (106)", () => {
  it("OGN-203 Possession: 'Choose an enemy unit at a battlefield. Take control of it and recall it.' — to its new controller's base", () => {
    const g = scenario({ p1: { hand: ["OGN-203"], runes: runes("chaos", 8) }, p2: { units: [{ name: "OGN-219", at: 0 }, "OGN-052"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    expect(g.choices(0).filter((l) => l.startsWith("Play Possession"))).toEqual(["Play Possession on Vanguard Sergeant (4 Might, Altar to Unity)"]);
    g.do(0, "Play Possession on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.unit(0, "OGN-219")).toMatchObject({ controller: 0, owner: 1, location: "base" });
    // 323.4: P2 has no unit left there, so the battlefield is no longer theirs.
    expect(g.state.battlefields[0]!.controller).toBe(null);
    g.leaveOpen();
  });

  it("OGN-203 Possession: a unit taken goes to its owner's hand or trash when it leaves the board (110)", () => {
    const g = scenario({ p1: { hand: ["OGN-203"], runes: runes("chaos", 8) }, p2: { units: [{ name: "OGN-219", at: 0 }], hand: [] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Possession on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    const s = { ...g.state };
    const w = new RbWork(s);
    w.returnUnitToHand(w.unit(g.unit(0, "OGN-219").id)!);
    expect(names(w.state.players[1]!.hand)).toEqual(["Vanguard Sergeant"]);
    expect(w.state.players[0]!.hand).toEqual([]);
    const k = new RbWork({ ...g.state });
    k.removeUnit(k.unit(g.unit(0, "OGN-219").id)!);
    expect(names(k.state.players[1]!.trash)).toEqual(["Vanguard Sergeant"]);
    expect(names(k.state.players[0]!.trash)).toEqual(["Possession"]);
  });
});

describe("gear with a play effect and a static ability", () => {
  it("OGN-063 Spirit's Refuge: 'When you play this, buff a friendly unit. Friendly buffed units have [Deflect] if they didn't already.'", () => {
    const g = scenario({ p1: { hand: ["OGN-063"], units: ["OGN-219", "OGN-052"], runes: runes("calm", 3) }, p2: { units: [{ name: "OGN-096", buffed: true }] } });
    g.do(0, "Play Spirit's Refuge");
    g.do(0, "Choose Stalwart Poro (2 Might, base) for Spirit's Refuge: when you play me").pass(2);
    const deflect = (seat: 0 | 1, code: string) => keywordsOf(g.state, g.unit(seat, code)).deflect;
    expect([deflect(0, "OGN-052"), deflect(0, "OGN-219"), deflect(1, "OGN-096")]).toEqual([1, undefined, undefined]);
  });
});

describe("OGN-227 Symbol of the Solari", () => {
  // A tie: Vanguard Sergeant (4) attacks Lee Sin - Ascetic (5, +1 Shield), stunned first so it deals no combat damage (423) — both survive.
  const tie = (gear: string[]) => scenario({ p1: { units: ["OGN-219"], gear, hand: ["OGN-050"], runes: runes("calm", 2) }, p2: { units: [{ name: "OGN-078", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
  const attack = (g: ReturnType<typeof tie>) => {
    g.do(0, "Play Rune Prison on Lee Sin - Ascetic (5 Might, Altar to Unity)").pass(2);
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").settle();
  };

  it("OGN-227 Symbol of the Solari: 'If a combat where you are the attacker ends in a tie, recall ALL units instead.' — both sides' units go to base (461.1.a.2 replaced)", () => {
    const g = tie(["OGN-227"]);
    attack(g);
    expect([g.unit(0, "OGN-219").location, g.unit(1, "OGN-078").location]).toEqual(["base", "base"]);
    expect(g.state.battlefields[0]!.controller).toBe(null);
    g.leaveOpen();
  });

  it("OGN-227 Symbol of the Solari: without it, only the attackers are recalled", () => {
    const g = tie([]);
    attack(g);
    expect([g.unit(0, "OGN-219").location, g.unit(1, "OGN-078").location]).toEqual(["base", 0]);
    g.leaveOpen();
  });
});

