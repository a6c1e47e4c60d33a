import { PUBLIC, redactStream } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { cardData } from "./cards";
import { attackHasGoAgain } from "./rules/combat";
import { BRAVO_BLITZ, DORINTHEA_BLITZ, RHINAR_BLITZ } from "./decks";
import { readDeck } from "./setup";
import { activePower, attacksInTurn, cardId, names, scenario, toResolution, twoAttackPowers, unblocked } from "./testing";

/**
 * Worked examples of the Comprehensive Rules 2.13.0 ("Example:" passages), each reproduced with
 * Welcome to Rathe cards where the example names a card from another set. The test name gives the
 * rule whose example it is and what the example says.
 */

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

  it("CR 1.8.4 example: Heart of Fyendal gains 1{h} when pitched only if its owner has less {h} than an opposing hero", () => {
    for (const [life, after] of [[15, 16], [20, 20]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", hand: ["Heart of Fyendal (blue)", "Bone Head Barrier (yellow)"], life }, p2: { hero: "Katsu", life: 20 } });
      g.do(0, "Play Bone Head Barrier (yellow)").do(0, "Pitch Heart of Fyendal (blue) for 3");
      // A triggered effect (CR 6.6): its layer resolves above Bone Head Barrier.
      g.pass(2);
      expect(g.player(0).life, `at ${life}`).toBe(after);
    }
  });

  it("CR 1.8.4, 7.3.2c examples: Flic Flak — the next card its player defends with gets +2{d} only if it has combo, in the order declared", () => {
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

  it("CR 1.8.5c, 1.8.6 examples: Remembrance has no targets — it can be played with no action card in the graveyard, and chooses up to 3 as it resolves", () => {
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

  it("CR 1.14 example: with 1 resource point, a card costing 3 is paid by pitching a 3-pitch card; the extra resource point floats", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)", "Wrecker Romp (blue)"], resources: 0 }, p2: { hero: "Katsu", life: 20 } });
    // Bone Head Barrier costs 1; pitching the 3-pitch Wrecker Romp pays it and 2 float (CR 1.14.2).
    g.do(0, "Play Bone Head Barrier (yellow)").do(0, "Pitch Wrecker Romp (blue) for 3");
    expect(g.pending).toBeNull();
    expect(g.player(0).resources).toBe(2);
  });

  it("CR 1.14.4 example: Hope Merchant's Hood is destroyed as the effect-cost of its ability, before the ability resolves", () => {
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

  it("CR 1.1.3 example: a hero's supertypes limit its card-pool — Rhinar (Brute) takes Brute and Generic cards, not Warrior ones", () => {
    expect(readDeck([...RHINAR_BLITZ.slice(0, -1), cardId("Energy Potion (blue)")], 0, "blitz").ok).toBe(true);
    const r = readDeck([...RHINAR_BLITZ.slice(0, -1), cardId("Sharpen Steel (red)")], 0, "blitz");
    expect(!r.ok && r.error.code).toBe("setup/illegal-card");
  });

  it("CR 1.3.4 example: Sink Below red and Sink Below yellow are distinct cards — two of each may be in a Blitz deck, not three of one", () => {
    const base = RHINAR_BLITZ.slice(0, -4);
    expect(readDeck([...base, ...["Sink Below (red)", "Sink Below (red)", "Sink Below (yellow)", "Sink Below (yellow)"].map(cardId)], 0, "blitz").ok).toBe(true);
    const three = readDeck([...base, ...["Sink Below (red)", "Sink Below (red)", "Sink Below (red)", "Sink Below (yellow)"].map(cardId)], 0, "blitz");
    expect(three.ok).toBe(false);
  });

  it("CR 3.0.8 example: intimidate puts a card from hand into the banished zone face down — it never becomes public", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Wrecker Romp (blue)"], resources: 2 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
    // Discarding a 6+ {p} card in the action phase makes Rhinar intimidate (CR 6.6.4 example below).
    g.do(0, "Play Wrecker Romp (red)");
    for (let i = 0; i < 6 && g.player(1).banished.length === 0; i++) g.pass();
    const banished = g.player(1).banished[0]!;
    expect(banished.card).toBe(cardId("Head Jab (red)"));
    // The public sees a card go from P2's hand to the banished zone, but not which.
    const pub = redactStream(g.stream(), PUBLIC).flatMap((e) => e.events);
    const moves = pub.filter((e) => e.type === "move" && e.to === "p1.banished");
    expect(moves.length).toBe(1);
    expect(pub.some((e) => (e.type === "move" && (e.object === banished.id || e.as === banished.id)) || (e.type === "create" && e.object === banished.id))).toBe(false);
    for (const m of moves) expect(m.type === "move" && m.face).toBeFalsy();
  });

  it("CR 6.6.4 example: Rhinar's \"whenever you discard a card with 6 or more {p} during your action phase, intimidate\" triggers a layer", () => {
    for (const [discarded, triggers] of [["Wrecker Romp (blue)", true], ["Sigil of Solace (red)", false]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", hand: ["Wrecker Romp (red)", discarded], resources: 2 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
      g.do(0, "Play Wrecker Romp (red)");
      expect(g.state.triggers.length + g.state.stack.filter((l) => l.trigger !== undefined).length, discarded).toBe(triggers ? 1 : 0);
    }
  });

  it("CR 5.1.2a example: Goliath Gauntlet — \"the next attack action card with cost 2 or greater you play this turn gets +2{p}\" waits past a cheaper attack", () => {
    const g = scenario({ p1: { hero: "Bravo", equipment: ["Goliath Gauntlet"], hand: ["Head Jab (red)", "Wrecker Romp (red)", "Sigil of Solace (red)"], resources: 2 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Goliath Gauntlet: destroy this, the next attack action card with cost 2 or greater you play this turn gains +2 power").pass(2);
    expect(twoAttackPowers(g, "Play Head Jab (red)", "Play Wrecker Romp (red)")).toEqual([3, 8 + 2]);
  });

  it("CR 6.4.10j example: Bone Head Barrier (an instant) rolls a die and prevents the next X damage to its player this turn", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)"], resources: 1, life: 20 }, turnPlayer: 0 });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).pass().do(1, "Play Bone Head Barrier (yellow)").pass(2);
    const x = g.state.shields[0]!.amount;
    expect(x).toBeGreaterThanOrEqual(1);
    expect(x).toBeLessThanOrEqual(6);
    expect(g.logText()).toContain(`The next ${x} damage to P2 (Rhinar) this turn will be prevented`);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - Math.max(0, 3 - x));
  });

  it("CR 6.6.5f example: Katsu triggers the first time an attack action card hits each turn, not the second", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (yellow)", "Leg Tap (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    let katsu = 0;
    const count = () => g.logText().filter((l) => l.includes("Katsu: discard a card with cost 0")).length;
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    toResolution(g);
    katsu = count();
    expect(katsu).toBe(1);
    g.do(0, "Play Head Jab (yellow)");
    unblocked(g, 1);
    toResolution(g);
    expect(count()).toBe(1);
  });

  it("CR 7.2.3a example: Head Jab resolves and moves onto the combat chain as chain link 1, the active attack", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Head Jab (red)");
    expect(g.state.stack).toHaveLength(1);
    expect(g.state.chain).toHaveLength(0);
    g.passStep();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.chain.map((l) => l.attack.card)).toEqual([cardId("Head Jab (red)")]);
  });

  it("CR 7.2.3b, 1.4.3c examples: a weapon's attack-proxy and the weapon form a chain link; attacking again with it makes chain link 2", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 3 }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Warrior's Valor (red)").pass(2);
    g.do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    const dawnblade = g.player(0).gear[0]!.id;
    expect(g.state.chain[0]!.attack.weapon).toBe(dawnblade);
    // It hits: Warrior's Valor gives go again, Dorinthea lets the weapon attack an additional time;
    // its controller orders the two triggers (CR 6.6.6b) and accepts both.
    for (let i = 0; i < 12 && !(g.state.combatStep === "resolution" && g.state.stack.length === 0 && g.pending === null); i++) {
      const pick = g.labels(g.awaiting()[0]!).find((l) => l.startsWith("Yes") || l.startsWith("Put "));
      if (pick !== undefined) g.do(0, pick);
      else g.pass();
    }
    g.do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(g.state.chain.map((l) => l.attack.weapon)).toEqual([dawnblade, dawnblade]);
    expect(g.state.chain[0]!.attack.id).not.toBe(g.state.chain[1]!.attack.id);
  });


  it("CR 7.4.2c example: with dominate, once defended by a card from hand, defense reactions cannot be played from hand", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Determination (yellow)"], resources: 1 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)", "Flic Flak (red)"], arsenal: ["Flic Flak (yellow)"], life: 20 },
    });
    g.do(0, "Play Ironsong Determination (yellow)").pass(2);
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Defend with Head Jab (red)").do(1, "Done declaring defenders").passStep().pass();
    const plays = g.labels(1).filter((l) => l.startsWith("Play"));
    expect(plays).toEqual(["Play Flic Flak (yellow) from arsenal"]);
  });

  it("CR 7.5.2 example: an attack with 6{p} against defending cards with 3{d} and 2{d} deals 1 damage", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Wrecker Romp (blue)", "Sigil of Solace (red)"], resources: 2 }, p2: { hero: "Katsu", hand: ["Whelming Gustwave (red)", "Head Jab (red)"], life: 20 } });
    g.do(0, "Play Wrecker Romp (blue)").passStep().passStep();
    g.do(1, "Defend with Whelming Gustwave (red)").do(1, "Defend with Head Jab (red)").do(1, "Done declaring defenders");
    toResolution(g.passStep());
    expect(g.player(1).life).toBe(20 - 1);
  });

  it("CR 7.5.5b example: when prevention stops all of the attack's damage, the attack did not hit (no \"when this hits\")", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Snatch (blue)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)"], resources: 1, life: 20 }, turnPlayer: 0, seed: "barrier" });
    g.do(0, "Play Snatch (blue)");
    unblocked(g, 1).pass().do(1, "Play Bone Head Barrier (yellow)").pass(2);
    // This seed rolls enough to prevent all of Snatch's 2 damage.
    expect(g.state.shields[0]!.amount).toBeGreaterThanOrEqual(2);
    toResolution(g);
    expect(g.player(1).life).toBe(20);
    expect(g.player(0).hand).toHaveLength(0);
    expect(g.logText().some((l) => l.includes(" hits "))).toBe(false);
  });


  it("CR 1.7.2 example: an attack that gains go again when it hits does not have go again until it hits (Warrior's Valor)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 2 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
    g.do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    g.passStep().passStep().do(1, "Defend with Head Jab (red)").do(1, "Done declaring defenders").passStep();
    // 3 + 3 against 2: it hits. Before the Damage Step the attack has no go again.
    expect(attackHasGoAgain(g.state, g.state.chain[0]!.attack)).toBe(false);
    for (let i = 0; i < 12 && !(g.state.combatStep === "resolution" && g.state.stack.length === 0 && g.pending === null); i++) {
      const pick = g.labels(g.awaiting()[0]!).find((l) => l.startsWith("No") || l.startsWith("Put "));
      if (pick !== undefined) g.do(0, pick);
      else g.pass();
    }
    expect(attackHasGoAgain(g.state, g.state.chain[0]!.attack)).toBe(true);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("CR 1.9.1c example: a search of a private deck may fail to find, even when a matching card is there", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Sand Sketched Plan (blue)", "Sigil of Solace (red)"], deck: ["Wrecker Romp (red)", "Snatch (red)"] }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Sand Sketched Plan (blue)").pass(2);
    expect(g.labels(0)).toContain("Choose none");
    g.do(0, "Choose none");
    expect(g.player(0).deck).toHaveLength(2);
  });

  it("CR 6.1.2 example: Sand Sketched Plan — search, put into hand, discard a random card, then shuffle, in that order", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Sand Sketched Plan (blue)"], deck: ["Wrecker Romp (red)", "Snatch (red)", "Sigil of Solace (red)"] }, p2: { hero: "Katsu", life: 20 } });
    const before = g.player(0).deck.map((c) => c.id);
    g.do(0, "Play Sand Sketched Plan (blue)").pass(2).do(0, "Choose Wrecker Romp (red) to put into your hand");
    // The found card was the only card in hand, so the random discard took it; 6+ {p}: two action points.
    expect(names(g.player(0).graveyard).sort()).toEqual([cardId("Wrecker Romp (red)"), cardId("Sand Sketched Plan (blue)")].sort());
    expect(g.player(0).hand).toHaveLength(0);
    expect(g.player(0).actionPoints).toBe(2);
    // Shuffled last: every card in the deck is a new object (CR 3.0.9).
    expect(g.player(0).deck.map((c) => c.id).filter((id) => before.includes(id))).toEqual([]);
  });

  it("CR 2.2.4a example: a cost reduction changes what is paid, not the cost property (Bravo's dominate still sees cost 7)", () => {
    const g = scenario({ p1: { hero: "Bravo", equipment: ["Heartened Cross Strap"], hand: ["Crippling Crush (red)"], resources: 7 }, p2: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (yellow)"], life: 20 } });
    g.do(0, "Heartened Cross Strap: destroy this, the next attack action card you play this turn costs 2 less").pass(2);
    g.do(0, g.labels(0).find((l) => l.startsWith("Bravo:"))!).pass(2);
    expect(g.player(0).resources).toBe(5);
    g.do(0, "Play Crippling Crush (red)");
    expect(g.player(0).resources).toBe(0); // 7 - 2 paid
    expect(cardData(cardId("Crippling Crush (red)")).cost).toBe(7);
    g.passStep().passStep().do(1, "Defend with Head Jab (red)");
    // Dominate (cost 3 or greater): no second card from hand.
    expect(g.labels(1)).toEqual(["Done declaring defenders"]);
  });

  it("CR 1.12.1a example: Barkbone Strapping gains {r} equal to half the roll, rounded down", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Barkbone Strapping"] }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Barkbone Strapping: destroy this, roll a die, gain resources equal to half the result").pass(2);
    const rolled = g.logText().map((l) => /rolls a (\d)/.exec(l)).find((m) => m !== null);
    expect(rolled).toBeDefined();
    expect(g.player(0).resources).toBe(Math.floor(Number(rolled![1]) / 2));
  });

  it("CR 2.7.3c example: combo names a card exactly — Whelming Gustwave after Surging Strike (any colour) has combo, after Head Jab it does not", () => {
    for (const [first, power] of [["Surging Strike (blue)", 4], ["Head Jab (red)", 3]] as const) {
      const g = scenario({ p1: { hero: "Katsu", hand: [first, "Whelming Gustwave (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 40 } });
      g.do(0, `Play ${first}`);
      unblocked(g, 1);
      toResolution(g).do(0, "Play Whelming Gustwave (red)");
      unblocked(g, 1);
      expect(activePower(g), first).toBe(power);
    }
  });

  it("CR 1.4.3 example: a weapon's \"Once per Turn Action – {r}{r}: Attack\" creates an attack-proxy once per turn", () => {
    const g = scenario({ p1: { hero: "Rhinar", weapon: "Romping Club", hand: ["Head Jab (red)"], resources: 4 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    toResolution(g).do(0, "Attack with Romping Club");
    expect(g.state.stack[0]!.weapon).toBe(g.player(0).gear[0]!.id);
    unblocked(g, 1);
    toResolution(g);
    g.state = { ...g.state, players: g.state.players.map((p, i) => (i === 0 ? { ...p, actionPoints: 1 } : p)) };
    expect(g.labels(0)).not.toContain("Attack with Romping Club");
  });

  it("CR 6.2.2a example: \"the next attack action card you play this turn\" applies to the next one played after it, once (Nimblism)", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Nimblism (red)", "Head Jab (red)", "Head Jab (yellow)"] }, p2: { hero: "Rhinar", life: 40 } });
    g.do(0, "Play Nimblism (red)").pass(2).do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3 + 3);
    toResolution(g).do(0, "Play Head Jab (yellow)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(2);
  });

  it("CR 1.2.3a, 3.0.8a examples: an attack card put into its owner's hand is a new object there; its chain link remains", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Leg Tap (red)", "Rising Knee Thrust (red)", "Hurricane Technique (yellow)"], resources: 4 }, p2: { hero: "Rhinar", life: 40 } });
    attacksInTurn(g, "Play Leg Tap (red)", "Play Rising Knee Thrust (red)");
    toResolution(g).do(0, "Play Hurricane Technique (yellow)");
    const played = g.state.stack[0]!.id;
    unblocked(g, 1);
    toResolution(g);
    const inHand = g.player(0).hand.find((c) => c.card === cardId("Hurricane Technique (yellow)"));
    expect(inHand).toBeDefined();
    expect(inHand!.id).not.toBe(played);
    expect(g.state.chain).toHaveLength(3);
    expect(g.state.chain[2]!.attack.id).toBe(played);
  });
});
