import { PUBLIC, redactStream } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { cardData } from "./cards";
import { attackPower } from "./combat";
import { readDeck } from "./setup";
import { cardId, scenario, type Scenario } from "./testing";

/**
 * Worked examples of the Comprehensive Rules 2.13.0 ("Example:" passages), each reproduced with
 * Welcome to Rathe cards where the example names a card from another set. The test name gives the
 * rule whose example it is and what the example says.
 */

const names = (cards: readonly { card: string }[]) => cards.map((c) => c.card);

/** The attack on the chain is not defended (CR 7.3.2); both pass on into the Reaction Step. */
function unblocked(g: Scenario, defender: 0 | 1): Scenario {
  return g.passStep().passStep().do(defender, "Do not defend").passStep();
}

/** Both pass until the combat chain is in its Resolution Step with an empty stack (declining "may"s). */
function toResolution(g: Scenario): Scenario {
  for (let i = 0; i < 16 && !(g.state.combatStep === "resolution" && g.state.stack.length === 0 && g.state.pending === null); i++) {
    const seat = g.awaiting[0]!;
    const labels = g.labels(seat);
    if (labels.includes("Choose none")) g.do(seat, "Choose none");
    else if (labels.includes("No")) g.do(seat, "No");
    else g.pass();
  }
  return g;
}

const activePower = (g: Scenario) => attackPower(g.state, g.state.chain[g.state.chain.length - 1]!.attack);

describe("CR 2.13.0 worked examples", () => {
  it("CR 1.2.2c, 1.4.3d example: Ironsong Determination — the weapon gets +1{p} and dominate; a 3{p} weapon's attack-proxy has 4{p}", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Determination (yellow)"], resources: 1 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (yellow)"], life: 20 },
    });
    g.do(0, "Play Ironsong Determination (yellow)").pass(2);
    g.do(0, "Attack with Dawnblade").passStep().passStep();
    expect(activePower(g)).toBe(4);
    // Dominate (CR 8.3.4): after one card from hand, no second one.
    g.do(1, "Defend with Head Jab (red)");
    expect(g.labels(1)).toEqual(["Done declaring defenders"]);
  });

  it("CR 1.4.3d example: Sharpen Steel applies to the next weapon attack only, not to an attack action card played first", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Sharpen Steel (red)", "Head Jab (red)"], resources: 1 },
      p2: { hero: "Katsu", life: 20 },
    });
    g.do(0, "Play Sharpen Steel (red)").pass(2);
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3); // Head Jab (red) as printed
    toResolution(g).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3 + 3);
  });

  it("CR 1.6.2b example: Energy Potion's ability becomes an activated-layer on the stack; destroying it is the cost; resolving gains {r}{r}", () => {
    const g = scenario({ p1: { hero: "Rhinar", permanents: ["Energy Potion (blue)"] }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Energy Potion: destroy this, gain 2 resources");
    expect(g.state.stack).toHaveLength(1);
    expect(g.state.stack[0]!.ability).toBeDefined();
    // CR 1.14.4: the effect-cost was paid as it was activated.
    expect(g.player(0).permanents).toHaveLength(0);
    expect(g.player(0).resources).toBe(0);
    g.pass(2);
    expect(g.state.stack).toHaveLength(0);
    expect(g.player(0).resources).toBe(2);
  });

  it("CR 1.6.2c example: Snatch — when it hits, a triggered-layer with \"draw a card\" goes on the stack, and resolves", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Snatch (red)"], deck: ["Sigil of Solace (red)"] }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Snatch (red)");
    unblocked(g, 1).passStep();
    expect(g.state.combatStep).toBe("damage");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Snatch (red): when this hits"]);
    expect(g.player(0).hand).toHaveLength(0);
    g.pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Sigil of Solace (red)")]);
  });

  it("CR 1.7.4c example: Sigil of Solace's resolution ability gains 3{h} as it resolves", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Sigil of Solace (red)"], life: 10 }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Sigil of Solace (red)");
    expect(g.player(0).life).toBe(10);
    g.pass(2);
    expect(g.player(0).life).toBe(13);
  });

  it("CR 1.7.4i, 3.0.8a example: Drone of Brutality discarded from hand goes to the bottom of the deck instead of the graveyard", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Drone of Brutality (red)"], deck: ["Sigil of Solace (red)"], resources: 2 },
      p2: { hero: "Katsu", life: 20 },
    });
    // Wrecker Romp's additional cost discards a random card: the only other card is the Drone.
    g.do(0, "Play Wrecker Romp (red)");
    expect(g.player(0).graveyard).toHaveLength(0);
    expect(names(g.player(0).deck)).toEqual([cardId("Sigil of Solace (red)"), cardId("Drone of Brutality (red)")]);
  });

  it("CR 1.7.4i example: Reckless Swing's additional cost discards a random card; with 6 or more {p} it deals 2 damage to the attacking hero", () => {
    for (const [other, damage] of [["Wrecker Romp (red)", 2], ["Sigil of Solace (red)", 0]] as const) {
      const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", hand: ["Reckless Swing (blue)", other] }, turnPlayer: 0 });
      g.do(0, "Play Head Jab (red)");
      unblocked(g, 1);
      g.pass().do(1, "Play Reckless Swing (blue)");
      expect(names(g.player(1).graveyard)).toEqual([cardId(other)]);
      g.pass(2);
      expect(g.player(0).life, other).toBe(20 - damage);
    }
  });

  it("CR 1.8.3b example: Heart of Fyendal gains 1{h} when pitched only if its owner has less {h} than an opposing hero", () => {
    for (const [life, after] of [[15, 16], [20, 20]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", hand: ["Heart of Fyendal (blue)", "Bone Head Barrier (yellow)"], life }, p2: { hero: "Katsu", life: 20 } });
      g.do(0, "Play Bone Head Barrier (yellow)").do(0, "Pitch Heart of Fyendal (blue) for 3");
      // A triggered effect (CR 6.6): its layer resolves above Bone Head Barrier.
      g.pass(2);
      expect(g.player(0).life, `at ${life}`).toBe(after);
    }
  });
});
