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

  describe("Arcane Barrier (CR 8.3.8): \"if you would be dealt arcane damage, you may pay N{r} to prevent N of that damage\"", () => {
    const ask = "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)";

    it("paid from floating resources, 1 of Zap's 3 arcane damage is prevented", () => {
      const g = scenario({ p1: { hero: "Dorinthea", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1, life: 20 } });
      g.do(0, "Play Zap (red)").pass(2);
      expect(g.labels(1)).toEqual([ask, "No"]);
      g.do(1, ask);
      expect(g.player(1).life).toBe(18);
      expect(g.player(1).resources).toBe(0);
      expect(g.logText()).toContain("1 damage to P2 (Rhinar) is prevented (Nullrune Robe)");
    });

    it("paid by pitching a card, and the rest of the pitch floats; the prevention covers that damage only", () => {
      const g = scenario({
        p1: { hero: "Dorinthea", hand: ["Zap (red)"] },
        p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], hand: ["Wrecker Romp (blue)"], life: 20 },
      });
      g.do(0, "Play Zap (red)").pass(2);
      g.do(1, ask);
      expect(g.labels(1)).toEqual(["Pitch Wrecker Romp (blue) for 3"]);
      g.do(1, "Pitch Wrecker Romp (blue) for 3");
      expect(g.player(1).life).toBe(18);
      expect(g.player(1).resources).toBe(2);
      expect(g.state.shields).toEqual([]);
    });

    it("declined, or with nothing to pay it with, the whole arcane damage is dealt", () => {
      const declined = scenario({ p1: { hero: "Dorinthea", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1, life: 20 } });
      declined.do(0, "Play Zap (red)").pass(2).do(1, "No");
      expect(declined.player(1).life).toBe(17);
      const broke = scenario({ p1: { hero: "Dorinthea", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], life: 20 } });
      broke.do(0, "Play Zap (red)").pass(2);
      expect(broke.pending).toBeNull();
      expect(broke.player(1).life).toBe(17);
    });
  });
});
