import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Discard (422): from hand to trash, the player choosing which as the effect resolves. */

describe("422: discard", () => {
  it("OGN-003 Chemtech Enforcer: 'When you play me, discard 1.' — the player chooses which card", () => {
    const g = scenario({ p1: { hand: ["OGN-003", "OGN-052", "OGN-219"], runes: runes("fury", 2) }, p2: {} });
    g.do(0, "Play Chemtech Enforcer to base").pass(2);
    expect(g.pending).toEqual({ kind: "discard", seat: 0 });
    expect(g.labels(0)).toEqual(["Discard Stalwart Poro", "Discard Vanguard Sergeant"]);
    g.do(0, "Discard Vanguard Sergeant");
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
    expect(names(g.player(0).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-030 Jinx - Demolitionist: 'When you play me, discard 2.' — forced when the hand holds no more", () => {
    const g = scenario({ p1: { hand: ["OGN-030", "OGN-052"], runes: runes("fury", 4) }, p2: {} });
    g.do(0, "Play Jinx - Demolitionist to base").pass(2);
    expect(g.pending).toBe(null);
    expect(g.player(0).hand).toEqual([]);
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-020 Scrapyard Champion: '[Legion] — When you play me, discard 2, then draw 2.'", () => {
    const g = scenario({ p1: { hand: ["OGN-020", "OGN-052", "OGN-219", "OGN-142"], deck: ["OGN-013", "OGN-013"], runes: runes("fury", 6), playedThisTurn: 1 }, p2: {} });
    g.do(0, "Play Scrapyard Champion to base").pass(2);
    g.do(0, "Discard Stalwart Poro").do(0, "Discard Mountain Drake");
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant", "Pouty Poro", "Pouty Poro"]);
  });

  it("OGN-178 Undercover Agent: '[Deathknell] — Discard 2, then draw 2.'", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], runes: runes("fury", 2) }, p2: { hand: ["OGN-052"], deck: ["OGN-219", "OGN-219"], units: [{ name: "OGN-178", at: 0, damage: 3 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Hextech Ray on Undercover Agent (5 Might, Altar to Unity)").pass(2).settle();
    expect(names(g.player(1).hand)).toEqual(["Vanguard Sergeant", "Vanguard Sergeant"]);
    expect(names(g.player(1).trash)).toEqual(["Undercover Agent", "Stalwart Poro"]);
  });

  it("OGN-298 Zaun Warrens: 'When you conquer here, discard 1, then draw 1.'", () => {
    const g = scenario({ p1: { hand: ["OGN-052"], deck: ["OGN-219"], units: ["OGN-142"] }, p2: {}, battlefields: [bf("OGN-298"), bf("OGN-280")] });
    g.do(0, "Move Mountain Drake (10 Might, base) to Zaun Warrens").settle();
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-201 Invert Timelines: 'Each player discards their hand, then draws 4.'", () => {
    const deck = ["OGN-052", "OGN-052", "OGN-052", "OGN-052"];
    const g = scenario({ p1: { hand: ["OGN-201", "OGN-219"], deck, runes: runes("chaos", 4) }, p2: { hand: ["OGN-142"], deck } });
    g.do(0, "Play Invert Timelines").pass(2);
    expect([g.player(0).hand.length, g.player(1).hand.length]).toEqual([4, 4]);
    expect(names(g.player(1).trash)).toEqual(["Mountain Drake"]);
  });

  it("OGN-201 Invert Timelines is a discard (422): OGN-202 Jinx - Rebel's 'When you discard one or more cards' triggers, and a discarded OGN-182 Scrapheap draws (383)", () => {
    const deck = ["OGN-052", "OGN-052", "OGN-052", "OGN-052", "OGN-052"];
    const g = scenario({ p1: { hand: ["OGN-201", "OGN-219", "OGN-182"], units: [{ name: "OGN-202", exhausted: true }], deck, runes: runes("chaos", 4) }, p2: { deck } });
    g.do(0, "Play Invert Timelines").pass(2);
    // Both trigger together: their controller orders them (383.3.d).
    expect(g.labels(0)).toEqual(["Put Scrapheap: when this is discarded first", "Put Jinx - Rebel: when you discard first"]);
    g.do(0, "Put Jinx - Rebel: when you discard first").settle();
    expect(g.unit(0, "OGN-202").exhausted).toBe(false);
    expect(g.player(0).hand.length).toBe(5);
    expect(names(g.player(0).trash).sort()).toEqual(["Invert Timelines", "Scrapheap", "Vanguard Sergeant"]);
  });

  it("OGN-202 Jinx - Rebel: 'When you discard one or more cards, ready me and give me +1 Might this turn.' — once for a discard of two", () => {
    const g = scenario({ p1: { hand: ["OGN-030", "OGN-052", "OGN-219"], units: [{ name: "OGN-202", exhausted: true }], runes: runes("fury", 4) }, p2: {} });
    g.do(0, "Play Jinx - Demolitionist to base").pass(2).settle();
    expect(g.unit(0, "OGN-202").exhausted).toBe(false);
    expect(mightOf(g.state, g.unit(0, "OGN-202"))).toBe(6);
  });
});
