import { PUBLIC, redactStream } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { cardData } from "./cards";
import { attackPower } from "./combat";
import { BRAVO_BLITZ, DORINTHEA_BLITZ } from "./decks";
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

  it("CR 1.8.3b, 7.3.2c examples: Flic Flak — the next card its player defends with gets +2{d} only if it has combo, in the order declared", () => {
    for (const [order, defense] of [
      [["Whelming Gustwave (red)", "Head Jab (red)"], 3 + 2 + 2],
      [["Head Jab (red)", "Whelming Gustwave (red)"], 2 + 3],
    ] as const) {
      const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Snatch (red)"] }, p2: { hero: "Katsu", hand: ["Flic Flak (red)", ...order], life: 20 } });
      // Link 1: Flic Flak is played as a defense reaction (it defends itself; CR 7.4.2b).
      g.do(0, "Play Head Jab (red)");
      unblocked(g, 1).pass().do(1, "Play Flic Flak (red)").pass(2);
      toResolution(g).do(0, "Play Snatch (red)").passStep().passStep();
      for (const card of order) g.do(1, `Defend with ${card}`);
      g.do(1, "Done declaring defenders");
      const link = g.state.chain[1]!;
      const total = link.defenders.reduce((sum, d) => sum + d.defense, 0);
      expect(total, order.join(" then ")).toBe(defense);
    }
  });

  it("CR 1.8.5c, 1.8.5f examples: Remembrance has no targets — it can be played with no action card in the graveyard, and chooses up to 3 as it resolves", () => {
    const empty = scenario({ p1: { hero: "Rhinar", hand: ["Remembrance (yellow)"] }, p2: { hero: "Katsu", life: 20 } });
    expect(empty.labels(0)).toContain("Play Remembrance (yellow)");
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Remembrance (yellow)"], graveyard: ["Wrecker Romp (red)", "Sigil of Solace (red)", "Snatch (red)", "Head Jab (red)", "Ironrot Helm"] },
      p2: { hero: "Katsu", life: 20 },
    });
    g.do(0, "Play Remembrance (yellow)").pass(2);
    // Only action cards are offered (not the instant Sigil of Solace, nor equipment); one at a time, up to three.
    expect(g.labels(0).filter((l) => l.startsWith("Choose ") && l !== "Choose none")).toHaveLength(3);
    g.do(0, g.labels(0)[0]!).do(0, g.labels(0)[0]!).do(0, g.labels(0)[0]!);
    g.done();
    expect(names(g.player(0).graveyard)).toEqual([cardId("Sigil of Solace (red)"), cardId("Ironrot Helm")]);
    expect(g.player(0).deck).toHaveLength(3);
    // "Banish Remembrance."
    expect(names(g.player(0).banished)).toEqual([cardId("Remembrance (yellow)")]);
  });

  it("CR 1.8.6a example: Harmonized Kodachi's attacks get go again only with a card with cost 0 in the pitch zone", () => {
    for (const [pitched, goAgain] of [["Head Jab (blue)", 1], ["Surging Strike (blue)", 0]] as const) {
      const g = scenario({ p1: { hero: "Katsu", weapons: ["Harmonized Kodachi", "Harmonized Kodachi"], hand: [pitched] }, p2: { hero: "Rhinar", life: 20 } });
      g.do(0, "Attack with Harmonized Kodachi").do(0, `Pitch ${pitched} for 3`);
      unblocked(g, 1);
      toResolution(g);
      expect(g.player(0).actionPoints, pitched).toBe(goAgain);
    }
  });

  it("CR 1.12.3b example: with 1 resource point, a card costing 3 is paid by pitching a 3-pitch card; the extra resource point floats", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)", "Wrecker Romp (blue)"], resources: 0 }, p2: { hero: "Katsu", life: 20 } });
    // Bone Head Barrier costs 1; pitching the 3-pitch Wrecker Romp pays it and 2 float (CR 1.14.2).
    g.do(0, "Play Bone Head Barrier (yellow)").do(0, "Pitch Wrecker Romp (blue) for 3");
    expect(g.state.pending).toBeNull();
    expect(g.player(0).resources).toBe(2);
  });

  it("CR 1.14.3c example: Hope Merchant's Hood is destroyed as the effect-cost of its ability, before the ability resolves", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Hope Merchant's Hood"], hand: ["Sigil of Solace (red)"], deck: ["Snatch (red)"] }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Hope Merchant's Hood: destroy this, shuffle any number of cards from your hand into your deck, then draw that many");
    expect(g.state.stack).toHaveLength(1);
    expect(g.player(0).gear).toHaveLength(0);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Hope Merchant's Hood")]);
  });

  it("CR 2.7.3b example: cards named Bravo and Bravo, Showstopper share the moniker Bravo, so Bravo Specialization cards are legal for either", () => {
    const withHero = (hero: string) => [cardId(hero), ...BRAVO_BLITZ.slice(1)];
    expect(BRAVO_BLITZ).toContain(cardId("Crippling Crush (red)"));
    expect(readDeck(withHero("Bravo"), 0, "blitz").ok).toBe(true);
    expect(readDeck(withHero("Bravo, Showstopper"), 0, "open").ok).toBe(true);
    const other = readDeck([...DORINTHEA_BLITZ.slice(0, -1), cardId("Crippling Crush (red)")], 0, "blitz");
    expect(!other.ok && other.error.code).toBe("setup/illegal-card");
  });
});
