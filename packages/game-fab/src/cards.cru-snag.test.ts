import { describe, expect, it } from "vitest";
import { activePower, scenario, toResolution, unblocked } from "./testing";

/**
 * Snag (CRU182): "Attack action cards can't gain {p} from their own effects, or the effects of attack reaction cards this turn."
 * A restriction (CR 1.0.2) on every player's attack action cards until the end of the turn; it does not undo what was gained
 * before it (CR 1.0.2b), and gains from any other source still happen.
 */
describe("Snag", () => {
  it("after Snag, an attack reaction card's +1 is not gained (logged); without Snag it is", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Snag (blue)", "Brutal Assault (blue)", "Lunging Press (blue)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Snag (blue)").pass(2);
    expect(g.logText()).toContain("P1 (Dorinthea)'s Snag: attack action cards can't gain power from their own effects or from attack reaction cards this turn");
    unblocked(g.do(0, "Play Brutal Assault (blue)"), 1);
    g.do(0, "Play Lunging Press (blue)").pass(2);
    expect(activePower(g)).toBe(4);
    expect(g.logText()).toContain("Brutal Assault (blue) can't gain +1 power from an attack reaction card (Lunging Press (blue)) (Snag)");
    expect(g.logText()).not.toContain("Brutal Assault (blue) gets +1 power");
    toResolution(g);
    expect(g.player(1).life).toBe(16);
  });

  it("the opponent's Snag restricts the turn-player's attack action cards too", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Brutal Assault (blue)", "Lunging Press (blue)"], resources: 2 }, p2: { hero: "Rhinar", hand: ["Snag (blue)"], life: 20 } });
    unblocked(g.do(0, "Play Brutal Assault (blue)"), 1);
    g.do(0, "pass").do(1, "Play Snag (blue)").pass(2);
    g.do(0, "Play Lunging Press (blue)").pass(2);
    expect(activePower(g)).toBe(4);
  });

  it("a gain made before Snag resolved stays (CR 1.0.2b)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Brutal Assault (blue)", "Lunging Press (blue)"], resources: 2 }, p2: { hero: "Rhinar", hand: ["Snag (blue)"], life: 20 } });
    unblocked(g.do(0, "Play Brutal Assault (blue)"), 1);
    g.do(0, "Play Lunging Press (blue)").pass(2);
    expect(activePower(g)).toBe(5);
    g.do(0, "pass").do(1, "Play Snag (blue)").pass(2);
    expect(activePower(g)).toBe(5);
    toResolution(g);
    expect(g.player(1).life).toBe(15);
  });

  it("the card's own 'when you play this, … +1' is not gained after Snag (Wounded Bull)", () => {
    const spec = (hand: string[]) => scenario({ p1: { hero: "Dorinthea", hand, resources: 3, life: 10 }, p2: { hero: "Rhinar", life: 20 } });
    const snagged = spec(["Snag (blue)", "Wounded Bull (blue)"]);
    snagged.do(0, "Play Snag (blue)").pass(2);
    unblocked(snagged.do(0, "Play Wounded Bull (blue)"), 1);
    expect(activePower(snagged)).toBe(5);
    expect(snagged.logText()).toContain("Wounded Bull (blue) can't gain +1 power from its own effects (Snag)");
    const free = spec(["Wounded Bull (blue)"]);
    unblocked(free.do(0, "Play Wounded Bull (blue)"), 1);
    expect(activePower(free)).toBe(6);
  });

  it("the card's own continuous 'gets +1 for each attack that hit' does not apply while Snag's restriction exists (Salt the Wound)", () => {
    const spec = (hand: string[]) => scenario({ p1: { hero: "Katsu", hand, life: 20 }, p2: { hero: "Rhinar", life: 20 } });
    const run = (g: ReturnType<typeof spec>, snag: boolean) => {
      unblocked(g.do(0, "Play Head Jab (red)"), 1);
      toResolution(g);
      if (snag) g.do(0, "Play Snag (blue)").pass(2);
      unblocked(g.do(0, "Play Salt the Wound (yellow)"), 1);
      return activePower(g);
    };
    expect(run(spec(["Head Jab (red)", "Salt the Wound (yellow)"]), false)).toBe(3);
    expect(run(spec(["Head Jab (red)", "Salt the Wound (yellow)", "Snag (blue)"]), true)).toBe(2);
  });

  it("a 'next attack gets +1' made by an attack reaction card (Out for Blood's reprise) is not gained by an attack action card after Snag", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Out for Blood (red)", "Snag (blue)", "Snatch (red)"], resources: 2 },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Attack with Cintari Saber").passStep().passStep().do(1, "Defend with Wrecker Romp (red)").do(1, "Done declaring defenders");
    g.pass(2).passStep();
    g.do(0, "Play Out for Blood (red)").pass(2);
    toResolution(g);
    g.do(0, "Play Snag (blue)").pass(2);
    toResolution(g).pass(2);
    unblocked(g.do(0, "Play Snatch (red)"), 1);
    expect(activePower(g)).toBe(4);
    expect(g.state.nextAttack).toEqual([]);
    expect(g.logText()).toContain("Snatch (red) can't gain +1 power from an attack reaction card (Out for Blood (red)) (Snag)");
  });

  it("'non-attack' actions' 'your next attack gets +N' are still gained (Awakening Bellow's +3, Barraging Beatdown's while-defended +4)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Snag (blue)", "Barraging Beatdown (red)", "Awakening Bellow (red)", "Riled Up (red)"], resources: 4 }, p2: { hero: "Dorinthea", life: 20 } });
    g.do(0, "Play Snag (blue)").pass(2);
    g.do(0, "Play Barraging Beatdown (red)").pass(2);
    g.do(0, "Play Awakening Bellow (red)").pass(2);
    unblocked(g.do(0, "Play Riled Up (red)"), 1);
    expect(activePower(g)).toBe(7 + 3 + 4);
  });

  it("a weapon attack is no attack action card: an attack reaction's gain applies after Snag (Overpower)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Snag (blue)", "Overpower (blue)"], resources: 5 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Snag (blue)").pass(2);
    unblocked(g.do(0, "Attack with Dawnblade"), 1);
    g.do(0, "Play Overpower (blue)").pass(2);
    expect(activePower(g)).toBe(3 + 2);
  });

  it("Snag lasts until the end of the turn: the next turn's attack reaction gains again", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Snag (blue)"], deck: ["Sigil of Solace (blue)", "Sigil of Solace (blue)", "Sigil of Solace (blue)", "Sigil of Solace (blue)"] },
      p2: { hero: "Rhinar", hand: ["Snatch (red)", "Lunging Press (blue)"], deck: ["Sigil of Solace (red)", "Sigil of Solace (red)", "Sigil of Solace (red)", "Sigil of Solace (red)"], life: 20 },
    });
    g.do(0, "Play Snag (blue)").pass(2);
    expect(g.state.turnEffects).toHaveLength(1);
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.turnEffects).toHaveLength(0);
    unblocked(g.do(1, "Play Snatch (red)"), 0);
    g.do(1, "Play Lunging Press (blue)").pass(2);
    expect(activePower(g)).toBe(4 + 1);
  });
});
