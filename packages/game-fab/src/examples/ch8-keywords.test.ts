import { describe, expect, it } from "vitest";
import { activePower, scenario, toResolution, unblocked } from "../testing";

/**
 * Chapter 8 (keywords) has no worked examples in the Comprehensive Rules 2.13.0; these scenarios
 * check the keyword rules' own statements that the other tests do not reach.
 */

describe("CR 2.13.0 chapter 8 keywords", () => {
  it("CR 8.3.5b: an attack's go again gives its action point at the beginning of the Resolution Step, not before", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    expect(g.state.combatStep).toBe("reaction");
    expect(g.player(0).actionPoints).toBe(0);
    g.pass(2);
    expect(g.state.combatStep).toBe("damage");
    expect(g.player(0).actionPoints).toBe(0);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("CR 8.3.5c: an object has one go again at most — Snapdragon Scalers on Head Jab, which has go again, gives no second action point", () => {
    const g = scenario({ p1: { hero: "Katsu", equipment: ["Snapdragon Scalers"], hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    g.do(0, "Snapdragon Scalers: destroy this, target attack action card with cost 1 or less gets go again").pass(2);
    expect(g.player(0).gear).toHaveLength(0);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("CR 8.4.3a: reprise is checked as the card resolves — a card from hand defending afterwards does not give Ironsong Response its +3{p}", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Response (red)"], resources: 1 }, p2: { hero: "Katsu", hand: ["Flic Flak (red)"], life: 20 } });
    g.do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    g.do(0, "Play Ironsong Response (red)").pass(2);
    expect(activePower(g)).toBe(3);
    g.pass().do(1, "Play Flic Flak (red)").pass(2);
    // Flic Flak defends from hand now; the resolved reprise stays unmet.
    expect(g.state.chain[0]!.defenders.some((d) => d.fromHand)).toBe(true);
    expect(activePower(g)).toBe(3);
  });

  it("CR 8.1.2a, 8.1.3a: in the Reaction Step only the attack's controller plays attack reactions and only the attacked hero's player plays defense reactions", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Head Jab (red)", "Ancestral Empowerment (red)", "Flic Flak (red)"] },
      p2: { hero: "Katsu", hand: ["Ancestral Empowerment (red)", "Flic Flak (yellow)"], life: 20 },
    });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    expect(g.labels(0).filter((l) => l.startsWith("Play"))).toEqual(["Play Ancestral Empowerment (red)"]);
    g.pass();
    expect(g.labels(1).filter((l) => l.startsWith("Play"))).toEqual(["Play Flic Flak (yellow)"]);
  });
});
