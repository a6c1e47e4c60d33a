import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { scenario } from "./testing";

/** Origins cards that banish (427, 108.6) and the Additional Turns they make (737, 738). */

const runes = (domain: string, n: number) => Array.from({ length: n }, () => domain);
const names = (ids: readonly { card: string }[]) => ids.map((c) => card(c.card)!.name);
const DECK = ["OGN-052", "OGN-052", "OGN-052", "OGN-052"];

describe("banishing and Additional Turns (427, 737)", () => {
  it("OGN-122 Time Warp: 'Take a turn after this one. Banish this.' — the player takes the next turn, then the turn order resumes (737); the spell goes to the Banishment, public (108.6.e)", () => {
    const g = scenario({ p1: { hand: ["OGN-122"], runes: runes("mind", 10), deck: DECK }, p2: { deck: DECK } });
    g.do(0, "Play Time Warp").pass(2);
    expect(names(g.player(0).banishment ?? [])).toEqual(["Time Warp"]);
    expect(g.player(0).trash).toEqual([]);
    expect(g.state.additionalTurns).toEqual([0]);
    const turn = g.state.turn;
    g.do(0, "End turn");
    expect([g.state.turn, g.state.turnPlayer]).toEqual([turn + 1, 0]);
    expect(g.logText()).toContain("P1 takes an Additional Turn");
    // The Additional Turn is a whole turn: Awaken readied the runes, and its player drew.
    expect(g.player(0).runes.every((r) => !r.exhausted)).toBe(true);
    expect(g.state.additionalTurns).toBeUndefined();
    g.do(0, "End turn");
    expect([g.state.turn, g.state.turnPlayer]).toEqual([turn + 2, 1]);
  });

  it("738 example: two Time Warps in one turn queue two Additional Turns — [A > A* > A* > B]", () => {
    const g = scenario({ p1: { hand: ["OGN-122", "OGN-122"], runes: runes("mind", 28), deck: DECK }, p2: { deck: DECK } });
    g.do(0, "Play Time Warp").pass(2).do(0, "Play Time Warp").pass(2);
    expect(g.state.additionalTurns).toEqual([0, 0]);
    expect(names(g.player(0).banishment ?? [])).toEqual(["Time Warp", "Time Warp"]);
    const seats: number[] = [];
    for (let i = 0; i < 3; i++) {
      g.do(g.state.turnPlayer, "End turn");
      seats.push(g.state.turnPlayer);
    }
    expect(seats).toEqual([0, 0, 1]);
  });

  it("OGN-122 Time Warp countered by OGN-064 Wind Wall: its instructions are not executed — no Additional Turn, and it goes to the trash, not the Banishment (425.1.a)", () => {
    const g = scenario({ p1: { hand: ["OGN-122"], runes: runes("mind", 10), deck: DECK }, p2: { hand: ["OGN-064"], runes: runes("calm", 5), deck: DECK } });
    g.do(0, "Play Time Warp").pass();
    g.do(1, "Play Wind Wall on Time Warp (on the chain)").pass(2);
    expect(names(g.player(0).trash)).toEqual(["Time Warp"]);
    expect(g.player(0).banishment).toBeUndefined();
    expect(g.state.additionalTurns).toBeUndefined();
    g.do(0, "End turn");
    expect(g.state.turnPlayer).toBe(1);
  });
});
