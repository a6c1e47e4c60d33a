import { describe, expect, it } from "vitest";
import { riftbound } from "./game";
import { cardId, scenario } from "./testing";

const riftboundApply = riftbound.apply;

describe("turn structure (315–317) and burn out (431)", () => {
  it("rules 315.1–315.4: the next turn readies everything, channels 2 runes and draws 1", () => {
    const g = scenario({
      p1: { hand: [] },
      p2: { units: [{ name: "Reef Guard", exhausted: true }], exhaustedRunes: ["calm"], runeDeck: ["calm", "calm", "calm"], deck: ["Coal Hound"] },
    });
    g.do(0, "End turn");
    expect(g.state.turnPlayer).toBe(1);
    expect(g.unit(1, "Reef Guard").exhausted).toBe(false);
    expect(g.player(1).runes.map((r) => r.exhausted)).toEqual([false, false, false]);
    expect(g.player(1).runeDeck).toHaveLength(1);
    expect(g.player(1).hand.map((c) => c.card)).toEqual([cardId("Coal Hound")]);
    expect(g.state.phase).toBe("main");
  });

  it("rule 317: the Ending Phase heals all units and \"this turn\" effects expire", () => {
    const g = scenario({ p1: { units: [{ name: "Magma Giant", damage: 2 }], hand: ["Battle Cry"], runes: ["fury"] }, p2: { deck: ["Coal Hound"] } });
    g.do(0, g.labels(0).find((l) => l.startsWith("Play Test — Battle Cry on Test — Magma Giant"))!).pass(2);
    expect(g.unit(0, "Magma Giant").mightThisTurn).toBe(2);
    g.do(0, "End turn");
    expect(g.unit(0, "Magma Giant")).toMatchObject({ damage: 0, mightThisTurn: 0 });
  });

  it("rule 431: drawing from an empty Main Deck burns out — the trash becomes the deck and the opponent gains 1 point", () => {
    const g = scenario({ p1: { hand: [], points: 2 }, p2: { trash: ["Reef Guard", "Coal Hound"], points: 0 } });
    g.do(0, "End turn");
    expect(g.player(0).points).toBe(3);
    expect(g.player(1).trash).toHaveLength(0);
    expect(g.player(1).hand).toHaveLength(1);
    expect(g.player(1).deck).toHaveLength(1);
    expect(g.logText()).toContain("P2 burns out: the trash becomes the deck, P1 gains 1 point");
  });

  it("rule 431, 467: a burn out can give the opponent the winning point", () => {
    const g = scenario({ p1: { hand: [], points: 7 }, p2: { trash: [], points: 3 } });
    g.do(0, "End turn");
    expect(g.state.ended).toMatchObject({ winners: [0], rule: "riftbound:467" });
  });

  it("rules 312, 313: only the awaited seat has decisions; an illegal one is a typed error and changes nothing", () => {
    const g = scenario({ p1: { hand: ["Ash Brute"], runes: ["fury", "fury"] }, p2: { hand: ["Reef Guard"] } });
    expect(g.labels(1)).toEqual([]);
    const before = JSON.stringify(g.state);
    const r = riftboundApply(g.state, 1, "end");
    expect(r).toMatchObject({ ok: false, error: { code: "decision/not-your-priority", rule: "riftbound:312" } });
    const bad = riftboundApply(g.state, 0, "play:o999");
    expect(bad).toMatchObject({ ok: false, error: { code: "decision/not-legal" } });
    expect(JSON.stringify(g.state)).toBe(before);
  });
});
