import { describe, expect, it } from "vitest";
import { attackPower } from "../rules/combat";
import { activeLink, cardId, names, scenario, toResolution, unblocked } from "../testing";

/** Chapter 7 (combat) worked examples of the Comprehensive Rules 2.13.0, reproduced with Welcome to Rathe cards. */


describe("CR 2.13.0 chapter 7 worked examples", () => {
  it("CR 7.4.2d example: against dominate, of two defense reactions on the stack the first to resolve defends; the second fails to resolve", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Determination (yellow)"], resources: 1 },
      p2: { hero: "Katsu", hand: ["Flic Flak (red)", "Flic Flak (yellow)"], life: 20 },
    });
    g.do(0, "Play Ironsong Determination (yellow)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1).pass();
    g.do(1, "Play Flic Flak (red)").do(1, "Play Flic Flak (yellow)");
    expect(g.state.stack).toHaveLength(2);
    g.pass(2);
    // Flic Flak (yellow) resolved first: a defending card from hand.
    expect(names(activeLink(g).defenders)).toEqual([cardId("Flic Flak (yellow)")]);
    g.pass(2);
    expect(g.state.stack).toHaveLength(0);
    expect(names(activeLink(g).defenders)).toEqual([cardId("Flic Flak (yellow)")]);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Flic Flak (red)")]);
    // It failed to resolve: none of its effect (only Flic Flak (yellow)'s "next card you defend with").
    expect(g.state.nextDefense.filter((d) => d.seat === 1)).toHaveLength(1);
  });

  it("CR 7.0.3c example: a chain link remains when its card has left the chain — Hurricane Technique's hit still counts for Fluster Fist", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Leg Tap (red)", "Rising Knee Thrust (red)", "Hurricane Technique (yellow)", "Head Jab (red)", "Open the Center (red)", "Fluster Fist (red)"], resources: 4 },
      p2: { hero: "Rhinar", life: 80 },
    });
    for (const card of ["Leg Tap (red)", "Rising Knee Thrust (red)", "Hurricane Technique (yellow)", "Head Jab (red)", "Open the Center (red)"]) {
      g.do(0, `Play ${card}`);
      unblocked(g, 1);
      toResolution(g);
      expect(activeLink(g).hit, card).toBe(true);
    }
    expect(names(g.player(0).hand)).toContain(cardId("Hurricane Technique (yellow)"));
    expect(g.state.chain).toHaveLength(5);
    g.do(0, "Play Fluster Fist (red)");
    unblocked(g, 1);
    // Combo after Open the Center: +1{p} for each of the 5 attacks that hit this combat chain.
    expect(attackPower(g.state, activeLink(g).attack)).toBe(4 + 5);
  });
});
