import { describe, expect, it } from "vitest";
import { cardId, scenario } from "./testing";

describe("movement, showdowns, combat and scoring (144, 341–348, 454–467)", () => {
  it("rule 144: the Standard Move exhausts the unit; base to battlefield and back, not battlefield to battlefield", () => {
    const g = scenario({ p1: { units: ["Ash Brute", { name: "Coal Hound", at: 0 }] }, p2: { hand: [] }, battlefields: [{ name: "Windy Ridge", controller: 0 }, { name: "Quiet Grove" }] });
    const moves = g.labels(0).filter((l) => l.startsWith("Move"));
    expect(moves).toEqual([
      "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge",
      "Move Test — Ash Brute (2 Might, base) to Test — Quiet Grove",
      "Move Test — Coal Hound (2 Might, Test — Windy Ridge) to base",
    ]);
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge");
    expect(g.unit(0, "Ash Brute")).toMatchObject({ location: 0, exhausted: true });
  });

  it("rule 810: Ganking lets a unit move from battlefield to battlefield", () => {
    const g = scenario({ p1: { units: [{ name: "Cinder Scout", at: 0 }] }, p2: { hand: [] }, battlefields: [{ name: "Windy Ridge", controller: 0 }, { name: "Quiet Grove" }] });
    expect(g.labels(0)).toContain("Move Test — Cinder Scout (1 Might, Test — Windy Ridge) to Test — Quiet Grove");
  });

  it("rules 344, 348.2, 464.1: moving into an empty uncontrolled battlefield is a showdown; when all pass, the lone player conquers it for a point", () => {
    const g = scenario({ p1: { units: ["Ash Brute"] }, p2: { hand: [] } });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge");
    expect(g.state.showdown).toMatchObject({ battlefield: 0, focus: 0, combat: null });
    expect(g.labels(0)).toEqual(["Pass focus"]);
    g.pass();
    expect(g.state.showdown?.focus).toBe(1);
    g.pass();
    expect(g.state.showdown).toBeNull();
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.player(0).points).toBe(1);
    expect(g.logText()).toContain("P1 conquers Test — Windy Ridge: 1 point");
  });

  it("rule 465: a player scores each battlefield at most once a turn", () => {
    const g = scenario({ p1: { units: ["Ash Brute"] }, p2: { hand: [] }, battlefields: [{ name: "Windy Ridge", scoredBy: [0] }, { name: "Quiet Grove" }] });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge").settle();
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.player(0).points).toBe(0);
  });

  it("rule 466.1.b: at one point from victory, a Conquer gives the final point only if the player scored every battlefield this turn; otherwise they draw", () => {
    const g = scenario({ p1: { units: ["Ash Brute"], points: 7, deck: ["Coal Hound"] }, p2: { hand: [] } });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge").settle();
    expect(g.player(0).points).toBe(7);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Coal Hound")]);
    const h = scenario({ p1: { units: ["Ash Brute"], points: 7 }, p2: { hand: [] }, battlefields: [{ name: "Windy Ridge" }, { name: "Quiet Grove", controller: 0, scoredBy: [0] }] });
    h.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge").settle();
    expect(h.player(0).points).toBe(8);
    // 467: the Victory Score with more points than any opponent wins.
    expect(h.state.ended).toMatchObject({ winners: [0], rule: "riftbound:467" });
  });

  it("rule 466.1.b: \"1 point from the Victory Score or higher\" — tied at the Victory Score (no winner, 467), a Conquer without every battlefield draws instead; a Hold still scores (466.1.b.1)", () => {
    const g = scenario({ p1: { units: ["Ash Brute"], points: 8, deck: ["Coal Hound"] }, p2: { hand: [], points: 8, units: [{ name: "Reef Guard", at: 1 }], deck: ["Shoal Keeper"] }, battlefields: [{ name: "Windy Ridge" }, { name: "Quiet Grove", controller: 1 }] });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge").settle();
    expect(g.player(0).points).toBe(8);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Coal Hound")]);
    expect(g.state.ended).toBeNull();
    // P2 holds Quiet Grove in their Beginning Phase: the winning point (9 against 8).
    g.do(0, "End turn").settle();
    expect(g.player(1).points).toBe(9);
    expect(g.state.ended).toMatchObject({ winners: [1], rule: "riftbound:467" });
  });

  it("rules 459–461: combat — both sides deal their summed Might; the survivor alone conquers; damage heals after combat", () => {
    const g = scenario({ p1: { units: ["Magma Giant"] }, p2: { units: [{ name: "Reef Guard", at: 0 }] }, battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }] });
    g.do(0, "Move Test — Magma Giant (4 Might, base) to Test — Windy Ridge");
    expect(g.state.showdown?.combat).toEqual({ attacker: 0, defender: 1 });
    g.pass(2);
    // Reef Guard: 2 Might +1 Shield while defending (814) = 3 damage to Magma Giant (4): it survives, and heals.
    expect(g.state.units.map((u) => u.card)).toEqual([cardId("Magma Giant")]);
    expect(g.unit(0, "Magma Giant").damage).toBe(0);
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.player(0).points).toBe(1);
  });

  it("rule 461.1.a.2: when defenders remain, attackers are recalled to base and the defender keeps the battlefield", () => {
    const g = scenario({ p1: { units: ["Coal Hound"] }, p2: { units: [{ name: "Harbor Sentinel", at: 0 }] }, battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }] });
    g.do(0, "Move Test — Coal Hound (2 Might, base) to Test — Windy Ridge").pass(2);
    // Harbor Sentinel: 3 +2 Shield = 5 kills Coal Hound (2); Coal Hound's 2 does not kill it.
    expect(g.state.units.map((u) => u.card)).toEqual([cardId("Harbor Sentinel")]);
    expect(g.state.battlefields[0]!.controller).toBe(1);
    const h = scenario({ p1: { units: ["Blaze Sentry"] }, p2: { units: [{ name: "Harbor Sentinel", at: 0 }] }, battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }] });
    h.do(0, "Move Test — Blaze Sentry (5 Might, base) to Test — Windy Ridge").pass(2);
    // 5 against 3 + 2 Shield = 5: both die; with nobody left the battlefield becomes uncontrolled (461.5.b).
    expect(h.state.units).toEqual([]);
    expect(h.state.battlefields[0]!.controller).toBeNull();
  });

  it("rules 460.2.c.3–4: lethal damage in full, unit by unit, in the order the assigning player chooses; the rest to the last", () => {
    const g = scenario({
      p1: { units: ["Magma Giant", "Pyre Keeper"] },
      p2: { units: [{ name: "Reef Guard", at: 0 }, { name: "Still Acolyte", at: 0 }, { name: "Current Monk", at: 0 }] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    g.do(0, "Move all 2 ready units at base to Test — Windy Ridge").pass(2);
    // 7 damage among Reef Guard (2+1 shield = 3), Current Monk (1) and Still Acolyte (Backline, last, 1).
    expect(g.pending).toEqual({ kind: "assign", seat: 0 });
    expect(g.labels(0)).toEqual([
      "Assign damage to Test — Reef Guard (3 Might, Test — Windy Ridge) (7 left)",
      "Assign damage to Test — Current Monk (1 Might, Test — Windy Ridge) (7 left)",
    ]);
    g.do(0, "Assign damage to Test — Current Monk (1 Might, Test — Windy Ridge) (7 left)");
    // Reef Guard is forced next (Still Acolyte is Backline), then the Acolyte gets the rest.
    // P2 assigns its 5 (2 + 1 Shield, 1, 1): lethal to Pyre Keeper (3) first, the last 2 to Magma Giant (4): it lives.
    expect(g.pending).toEqual({ kind: "assign", seat: 1 });
    g.do(1, "Assign damage to Test — Pyre Keeper (3 Might, Test — Windy Ridge) (5 left)");
    g.done();
    expect(g.state.units.filter((u) => u.controller === 1)).toEqual([]);
    expect(g.state.units.map((u) => [u.card, u.damage])).toEqual([[cardId("Magma Giant"), 0]]);
    expect(g.state.battlefields[0]!.controller).toBe(0);
  });

  it("rule 815: a Tank must be assigned combat damage first", () => {
    const g = scenario({
      p1: { units: [{ name: "Reef Guard", at: 0 }, { name: "Shoal Keeper", at: 0 }] },
      p2: { units: ["Ember Lancer"] },
      battlefields: [{ name: "Windy Ridge", controller: 0 }, { name: "Quiet Grove" }],
      turnPlayer: 1,
    });
    g.do(1, "Move Test — Ember Lancer (1 Might, base) to Test — Windy Ridge").pass(2);
    // Ember Lancer attacks with 1 + 2 Assault = 3: all to the Tank Shoal Keeper (2): killed, 1 more to it (no other unit lethal first).
    expect(g.state.units.filter((u) => u.controller === 0).map((u) => u.card)).toEqual([cardId("Reef Guard")]);
  });

  it("rule 423.1.b: a stunned unit deals no combat damage", () => {
    const g = scenario({
      p1: { units: ["Ash Brute"], hand: [] },
      p2: { units: [{ name: "Coal Hound", at: 0 }], hand: ["Slack Water"], runes: ["calm"] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge").pass();
    // With focus, P2 stuns the attacker (an Action in a showdown, 806).
    g.do(1, g.labels(1).find((l) => l.startsWith("Play Test — Slack Water on Test — Ash Brute"))!).pass(2);
    g.settle();
    expect(g.state.units.map((u) => u.card)).toEqual([cardId("Coal Hound")]);
    expect(g.state.battlefields[0]!.controller).toBe(1);
  });

  it("rule 464.2: the turn player holds each battlefield they control in their Beginning Phase", () => {
    const g = scenario({ p1: { hand: [], deck: ["Ash Brute"] }, p2: { units: [{ name: "Reef Guard", at: 1 }], deck: ["Coal Hound"], runeDeck: ["calm", "calm", "calm"] }, battlefields: [{ name: "Windy Ridge" }, { name: "Quiet Grove", controller: 1 }] });
    g.do(0, "End turn").pass(2);
    expect(g.state.turnPlayer).toBe(1);
    // Quiet Grove: "When you hold here, channel 1 rune exhausted" — then the Channel Phase's 2.
    expect(g.player(1).points).toBe(1);
    expect(g.player(1).runes.map((r) => r.exhausted)).toEqual([true, false, false]);
    expect(g.logText()).toContain("P2 holds Test — Quiet Grove: 1 point");
  });
});
