import { describe, expect, it } from "vitest";
import { attackPower, defendedFromHand } from "../rules/combat";
import { cardId, scenario } from ".";

describe("scenario builder: whose turn, step and priority", () => {
  it("starts in the Reaction Step with an attack on chain link 1 and a card from hand defending (CR 7.0, 7.3.2, 7.4)", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Razor Reflex (red)"], resources: 1 },
      p2: { hero: "Rhinar", hand: ["Sigil of Solace (red)", "Wrecker Romp (red)"], life: 20 },
      combat: { attack: "Head Jab (red)", defenders: ["Wrecker Romp (red)"] },
    });
    expect(g.state.combatStep).toBe("reaction");
    expect(g.state.chain[0]!.attack.card).toBe(cardId("Head Jab (red)"));
    expect(defendedFromHand(g.state.chain[0]!)).toBe(true);
    expect(g.player(1).hand.map((c) => c.card)).toEqual([cardId("Sigil of Solace (red)")]);
    expect(g.labels(0)).toContain('Play Razor Reflex (red): target attack action card with cost 1 or less gets +3 power and "when this hits, it gets go again"');
    g.do(0, 'Play Razor Reflex (red): target attack action card with cost 1 or less gets +3 power and "when this hits, it gets go again"').pass(2);
    expect(attackPower(g.state, g.state.chain[0]!.attack)).toBe(6);
  });

  it("starts in the Defend Step with the defending hero to declare (CR 7.3.1)", () => {
    const g = scenario({ p1: { hero: "Katsu" }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"] }, combat: { attack: "Head Jab (red)", step: "defend" } });
    expect(g.awaiting()).toEqual([1]);
    expect(g.labels(1)).toEqual(["Defend with Wrecker Romp (red)", "Do not defend"]);
  });

  it("gives priority to the other player when asked (CR 1.11.2): they may play an instant in the turn player's action phase", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", hand: ["Sigil of Solace (red)"], life: 10 }, priority: 1 });
    expect(g.labels(0)).toEqual([]);
    g.do(1, "Play Sigil of Solace (red)").pass(2);
    expect(g.player(1).life).toBe(13);
  });

  it("fixes random outcomes in the spec: Scabskin Leathers rolls the 6 it was given (CR 8.5.18)", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Scabskin Leathers"] }, p2: { hero: "Katsu" }, fixedRandom: [5] });
    g.do(0, "Scabskin Leathers: roll a die, gain action points equal to half the result").pass(2);
    expect(g.logText()).toContain("P1 (Rhinar) rolls a 6");
    expect(g.player(0).actionPoints).toBe(3);
  });
});
