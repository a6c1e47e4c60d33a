import { describe, expect, it } from "vitest";
import { names, runes, scenario } from "./testing";
import { keywordsOf, mightOf } from "./values";

/** Additional costs paid as a card is played (357.2). */

describe("additional costs (357.2)", () => {
  it("OGN-044 Clockwork Keeper (errata): 'You may pay [calm] as an additional cost to play me. When you play me, if you paid additional cost, draw 1.' — the draw is a play effect on the chain (383.4.a, 383.3.e)", () => {
    const g = scenario({ p1: { hand: ["OGN-044"], deck: ["OGN-219"], runes: runes("calm", 3) }, p2: { hand: ["OGN-241"], runes: runes("order", 4) } });
    expect(g.choices(0)).toContain("Play Clockwork Keeper to base");
    g.do(0, "Play Clockwork Keeper to base, paying 1 calm Power more");
    expect(g.player(0).runes).toHaveLength(2);
    // Not drawn as it is played: the play effect waits on the chain after the unit entered the board (383.4.a.2).
    expect(g.unit(0, "OGN-044").location).toBe("base");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Clockwork Keeper: when you play me"]);
    expect(g.player(0).hand).toEqual([]);
    // The opponent answers it before the card is drawn (a Reaction on the chain, 813).
    g.pass(1);
    g.do(1, "Play Shen - Kinkou to base");
    expect(g.player(0).hand).toEqual([]);
    g.settle();
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
    // Without the additional cost paid, the condition does not hold and nothing goes on the chain (383.3.e).
    const unpaid = scenario({ p1: { hand: ["OGN-044"], deck: ["OGN-219"], runes: runes("calm", 3) }, p2: {} });
    unpaid.do(0, "Play Clockwork Keeper to base");
    expect(unpaid.state.chain).toEqual([]);
    unpaid.settle();
    expect(unpaid.player(0).hand).toEqual([]);
  });

  it("OGN-208 Cruel Patron: 'As an additional cost to play me, kill a friendly unit.' — not playable without one", () => {
    const none = scenario({ p1: { hand: ["OGN-208"], runes: runes("order", 4) }, p2: {} });
    expect(none.choices(0).some((l) => l.startsWith("Play Cruel Patron"))).toBe(false);
    const g = scenario({ p1: { hand: ["OGN-208"], units: ["OGN-052"], runes: runes("order", 4) }, p2: {} });
    expect(g.choices(0).filter((l) => l.startsWith("Play Cruel Patron"))).toEqual(["Play Cruel Patron to base, killing Stalwart Poro (2 Might, base)"]);
    g.do(0, "Play Cruel Patron to base, killing Stalwart Poro (2 Might, base)").settle();
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
    expect(g.unit(0, "OGN-208").location).toBe("base");
  });

  it("OGN-002 Brazen Buccaneer: 'you may discard 1 as an additional cost. If you do, reduce my cost by [2].'", () => {
    const g = scenario({ p1: { hand: ["OGN-002", "OGN-052"], runes: runes("fury", 4) }, p2: {} });
    expect(g.choices(0).filter((l) => l.startsWith("Play Brazen Buccaneer"))).toEqual(["Play Brazen Buccaneer to base, discarding Stalwart Poro"]);
    g.do(0, "Play Brazen Buccaneer to base, discarding Stalwart Poro").settle();
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(4);
  });

  it("OGN-048 Meditation: 'you may exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1.'", () => {
    const g = scenario({ p1: { hand: ["OGN-048", "OGN-048"], units: ["OGN-052"], deck: ["OGN-219", "OGN-219", "OGN-219"], runes: runes("calm", 4) }, p2: {} });
    g.do(0, "Play Meditation, exhausting Stalwart Poro (2 Might, base)").pass(2);
    expect(g.unit(0, "OGN-052").exhausted).toBe(true);
    expect(g.player(0).hand).toHaveLength(3);
    g.do(0, "Play Meditation").pass(2);
    expect(g.player(0).hand).toHaveLength(3);
  });

  it("OGN-207 Call to Glory: 'spend a buff … ignore this spell's cost. Give a unit +3 Might this turn.' — no runes needed", () => {
    const g = scenario({ p1: { hand: ["OGN-207"], units: [{ name: "OGN-052", buffed: true }] }, p2: {} });
    g.do(0, "Play Call to Glory on Stalwart Poro (3 Might, base), spending the buff of Stalwart Poro (3 Might, base)").pass(2);
    const poro = g.unit(0, "OGN-052");
    expect([poro.buffed, mightOf(g.state, poro)]).toEqual([false, 5]);
  });

  it("OGN-146 Wallop: 'spend a buff … ignore this spell's cost. Ready a unit.' — or pay it", () => {
    const g = scenario({ p1: { hand: ["OGN-146"], units: [{ name: "OGN-219", exhausted: true }, { name: "OGN-052", buffed: true }], runes: runes("body", 2) }, p2: {} });
    expect(g.choices(0)).toContain("Play Wallop on Vanguard Sergeant (4 Might, base)");
    g.do(0, "Play Wallop on Vanguard Sergeant (4 Might, base), spending the buff of Stalwart Poro (3 Might, base)").pass(2);
    expect(g.unit(0, "OGN-219").exhausted).toBe(false);
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(0);
  });
});

describe("a keyword while its player has discarded this turn", () => {
  it("OGN-019 Raging Soul: 'If you've discarded a card this turn, I have [Assault] and [Ganking].' — until the turn ends", () => {
    const g = scenario({ p1: { hand: ["OGN-003", "OGN-052"], units: ["OGN-019"], runes: runes("fury", 2) }, p2: {} });
    expect(keywordsOf(g.state, g.unit(0, "OGN-019")).ganking).toBeUndefined();
    g.do(0, "Play Chemtech Enforcer to base").settle();
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
    expect(keywordsOf(g.state, g.unit(0, "OGN-019"))).toMatchObject({ ganking: true, assault: 1 });
    g.do(0, "End turn").settle();
    expect(keywordsOf(g.state, g.unit(0, "OGN-019")).ganking).toBeUndefined();
    g.leaveOpen();
  });
});

describe("damage by a discarded card's cost", () => {
  it("OGN-008 Get Excited!: 'Discard 1. Deal its Energy cost as damage to a unit at a battlefield.'", () => {
    const g = scenario({ p1: { hand: ["OGN-008", "OGN-219", "OGN-052"], runes: runes("fury", 3) }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Get Excited! on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.choices(0)).toEqual(["Discard Vanguard Sergeant", "Discard Stalwart Poro"]);
    g.do(0, "Discard Vanguard Sergeant").settle();
    // Its Energy cost, 4: the Sergeant (4 Might) dies.
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    // 340: the spell goes to the trash once it has resolved completely, after the card its question discarded.
    expect(names(g.player(0).trash)).toEqual(["Vanguard Sergeant", "Get Excited!"]);
  });
});
