import { describe, expect, it } from "vitest";
import { scenario } from "./testing";

/** Scenario tests for the Arcane Rising cards implemented so far: each checks the card's printed effect. */

describe("Arcane Rising cards", () => {
  it("Zap: deal 3 / 2 / 1 arcane damage to target hero — the opposing hero loses that much life (CR 8.5.3, 8.5.3b)", () => {
    for (const [color, amount] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Dorinthea", hand: [`Zap (${color})`] }, p2: { hero: "Rhinar", life: 20 } });
      g.do(0, `Play Zap (${color})`).pass(2);
      expect(g.player(1).life).toBe(20 - amount);
      expect(g.player(0).life).toBe(20);
      expect(g.logText()).toContain(`Zap (${color}) deals ${amount} arcane damage to P2 (Rhinar)`);
    }
  });

  it("Scalding Rain: deal 4 arcane damage to target hero (CR 8.5.3b), paid with its cost of {r}", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Scalding Rain (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Scalding Rain (red)").pass(2);
    expect(g.player(1).life).toBe(16);
    expect(g.player(0).resources).toBe(0);
  });

  it("Voltic Bolt: 5 arcane damage to a hero with 5 life ends the game (CR 8.5.3b, 4.5.3a)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Voltic Bolt (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 5 } });
    g.do(0, "Play Voltic Bolt (red)").pass(2);
    expect(g.player(1).life).toBe(0);
    expect(g.state.ended?.winners).toEqual([0]);
  });
});
