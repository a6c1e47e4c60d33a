import { describe, expect, it } from "vitest";
import { cardData } from "../cards";
import { attackHasGoAgain, attackPower, defenderDefense } from "../rules/combat";
import { activeLink, activePower, attacksInTurn, cardId, names, scenario, toResolution, twoAttackPowers, unblocked } from "../testing";

/**
 * Chapter 1 worked examples (objects, abilities, effects, costs) of the Comprehensive Rules 2.13.0,
 * each reproduced with Welcome to Rathe cards where the example names another set's card. The test
 * name gives the rule the example belongs to and the card that plays its part.
 */

describe("CR 2.13.0 chapter 1 worked examples", () => {
  it("CR 1.0.2 example: a restriction (\"can't gain go again\", Spinal Crush) takes precedence over an effect that would give go again", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Spinal Crush (red)"], deck: ["Sigil of Solace (red)", "Sigil of Solace (yellow)", "Sigil of Solace (blue)", "Snatch (red)"], resources: 5, life: 20 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)"], deck: [ "Head Jab (yellow)", "Head Jab (blue)", "Leg Tap (red)"], life: 20 },
    });
    g.do(0, "Play Spinal Crush (red)");
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 9);
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    // Head Jab's printed go again is lost during P2's next action phase.
    g.do(1, "Play Head Jab (red)");
    unblocked(g, 0);
    toResolution(g);
    expect(attackHasGoAgain(g.state, activeLink(g).attack)).toBe(false);
    expect(g.player(1).actionPoints).toBe(0);
  });

  it("CR 1.0.2 example: dominate restricts defending with cards from hand only — equipment may still defend (an allowance)", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Demolition Crew (red)", "Crippling Crush (red)"], resources: 2 },
      p2: { hero: "Katsu", equipment: ["Ironrot Helm", "Ironrot Legs"], hand: ["Head Jab (red)", "Head Jab (yellow)"], life: 20 },
    });
    g.do(0, "Play Demolition Crew (red), revealing Crippling Crush (red)").passStep().passStep();
    g.do(1, "Defend with Head Jab (red)");
    expect(g.labels(1)).toEqual(["Defend with Ironrot Helm", "Defend with Ironrot Legs", "Done declaring defenders"]);
    g.do(1, "Defend with Ironrot Helm").do(1, "Defend with Ironrot Legs").do(1, "Done declaring defenders");
    expect(activeLink(g).defenders).toHaveLength(3);
  });

  it("CR 1.2.2 example: \"target Ninja attack action card\" (Ancestral Empowerment) identifies a card — a Ninja weapon's attack is not one", () => {
    const weapon = scenario({ p1: { hero: "Katsu", weapons: ["Harmonized Kodachi", "Harmonized Kodachi"], hand: ["Ancestral Empowerment (red)", "Head Jab (blue)"] }, p2: { hero: "Rhinar", life: 20 } });
    weapon.do(0, "Attack with Harmonized Kodachi").do(0, "Pitch Head Jab (blue) for 3");
    unblocked(weapon, 1);
    expect(weapon.state.combatStep).toBe("reaction");
    expect(weapon.labels(0).some((l) => l.startsWith("Play Ancestral Empowerment"))).toBe(false);
    const card = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Ancestral Empowerment (red)"], deck: ["Leg Tap (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    card.do(0, "Play Head Jab (red)");
    unblocked(card, 1);
    expect(card.labels(0)).toContain("Play Ancestral Empowerment (red)");
    card.do(0, "Play Ancestral Empowerment (red)").pass(2);
    expect(activePower(card)).toBe(3 + 1);
    expect(names(card.player(0).hand)).toEqual([cardId("Leg Tap (red)")]);
  });

  it("CR 1.2.2b example: an object identified by name — Nimble Strike banishes only a card named Nimblism, not Sloggism", () => {
    const other = scenario({ p1: { hero: "Katsu", hand: ["Nimble Strike (red)", "Head Jab (blue)"], graveyard: ["Sloggism (red)", "Nimble Strike (yellow)"] }, p2: { hero: "Rhinar", life: 20 } });
    expect(other.labels(0).filter((l) => l.startsWith("Play Nimble Strike"))).toEqual(["Play Nimble Strike (red)"]);
    const g = scenario({ p1: { hero: "Katsu", hand: ["Nimble Strike (red)", "Head Jab (blue)"], graveyard: ["Nimblism (blue)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Nimble Strike (red), banishing Nimblism from the graveyard").do(0, "Pitch Head Jab (blue) for 3");
    expect(names(g.player(0).banished)).toEqual([cardId("Nimblism (blue)")]);
    unblocked(g, 1);
    expect(activePower(g)).toBe(4 + 1);
  });

  it("CR 1.2.2d example: \"your next Brute attack\" (Primeval Bellow) passes over a Generic attack action card and applies to a Brute weapon's attack-proxy", () => {
    const g = scenario({
      p1: { hero: "Rhinar", weapon: "Romping Club", hand: ["Primeval Bellow (red)", "Sigil of Solace (red)"], arsenal: ["Scar for a Scar (red)"], resources: 2, life: 10 },
      p2: { hero: "Katsu", life: 40 },
    });
    g.do(0, "Play Primeval Bellow (red)").pass(2);
    expect(twoAttackPowers(g, "Play Scar for a Scar (red) from arsenal", "Attack with Romping Club")).toEqual([4, 4 + 5]);
  });

  it("CR 1.4.3a example: the attack-proxy inherits its weapon's subtypes and {p} — Harmonized Kodachi's is a dagger attack for Razor Reflex, Romping Club's is not", () => {
    const dagger = scenario({ p1: { hero: "Katsu", weapons: ["Harmonized Kodachi", "Harmonized Kodachi"], hand: ["Razor Reflex (red)", "Head Jab (blue)", "Leg Tap (blue)"] }, p2: { hero: "Rhinar", life: 20 } });
    dagger.do(0, "Attack with Harmonized Kodachi").do(0, "Pitch Head Jab (blue) for 3");
    unblocked(dagger, 1);
    expect(activePower(dagger)).toBe(1);
    expect(dagger.labels(0).filter((l) => l.startsWith("Play Razor Reflex"))).toEqual(["Play Razor Reflex (red): target dagger or sword weapon attack gets +3 power"]);
    const club = scenario({ p1: { hero: "Rhinar", weapon: "Romping Club", hand: ["Razor Reflex (red)", "Pummel (red)", "Wrecker Romp (blue)"], resources: 2 }, p2: { hero: "Katsu", life: 20 } });
    club.do(0, "Attack with Romping Club");
    unblocked(club, 1);
    expect(activePower(club)).toBe(4);
    const plays = club.labels(0).filter((l) => l.startsWith("Play"));
    expect(plays.some((l) => l.startsWith("Play Razor Reflex"))).toBe(false);
    expect(plays).toContain("Play Pummel (red): target club or hammer weapon attack gains +4 power");
  });

  it("CR 1.4.3a example: a weapon's \"whenever this weapon hits, draw a card\" (Steelblade Supremacy) triggers once when its attack-proxy hits", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Steelblade Supremacy (red)"], deck: ["Sharpen Steel (red)", "Sharpen Steel (yellow)"], resources: 2 }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Steelblade Supremacy (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3 + 2);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 5);
    expect(names(g.player(0).hand)).toEqual([cardId("Sharpen Steel (red)")]);
  });

  it("CR 1.4.3d examples: Ironsong Determination applies to the weapon and every attack-proxy of it; \"your next weapon attack\" (Warrior's Valor) applies to one attack only", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Determination (yellow)", "Warrior's Valor (red)"], resources: 3 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Ironsong Determination (yellow)").pass(2).do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3 + 1 + 3);
    // It hits: Warrior's Valor's go again, and Dorinthea lets Dawnblade attack an additional time.
    toResolution(g, "Yes").do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(g.state.chain).toHaveLength(2);
    expect(activePower(g)).toBe(3 + 1);
  });

  it("CR 1.7.4g example: a while-static ability (Barraging Brawnhide's +1{p} while defended by fewer than 2 non-equipment cards) applies only while its condition holds", () => {
    const cases: [string[], number][] = [
      [["Head Jab (red)"], 8],
      [["Head Jab (red)", "Ironrot Helm"], 8],
      [["Head Jab (red)", "Head Jab (yellow)"], 7],
    ];
    for (const [defenders, power] of cases) {
      const g = scenario({ p1: { hero: "Rhinar", hand: ["Barraging Brawnhide (red)"], resources: 3 }, p2: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (yellow)"], equipment: ["Ironrot Helm"], life: 20 } });
      g.do(0, "Play Barraging Brawnhide (red)").passStep().passStep();
      expect(activePower(g)).toBe(8);
      for (const d of defenders) g.do(1, `Defend with ${d}`);
      g.do(1, "Done declaring defenders");
      expect(activePower(g), defenders.join(" + ")).toBe(power);
    }
  });

  it("CR 1.7.4h example: an ability an attack gains (Pummel: \"if this hits a hero, they discard a card\") is functional when the attack hits", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Pack Hunt (red)", "Pummel (red)"], resources: 4 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
    g.do(0, "Play Pack Hunt (red)");
    g.passStep();
    for (let i = 0; i < 4 && g.pending?.kind !== "defend"; i++) g.pass();
    g.do(1, "Do not defend").passStep().do(0, "Play Pummel (red): target attack action card with cost 2 or greater gains +4 power and \"if this hits a hero, they discard a card\"").pass(2);
    expect(activePower(g)).toBe(6 + 4);
    expect(g.player(1).graveyard).toHaveLength(0);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 10);
    expect(g.player(1).hand).toHaveLength(0);
  });

  it("CR 1.8.3b example: an optional effect that can't be generated is no choice — Katsu with no card with cost 0 in hand is not asked to discard", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Leg Tap (red)"], deck: ["Whelming Gustwave (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    const asked: string[] = [];
    for (let i = 0; i < 8 && g.state.combatStep !== "resolution"; i++) {
      if (g.pending !== null) asked.push(g.pending.kind);
      g.pass();
    }
    expect(g.player(1).life).toBe(20 - 3);
    expect(asked).toEqual([]);
    expect(names(g.player(0).deck)).toEqual([cardId("Whelming Gustwave (red)")]);
    expect(g.player(0).banished).toHaveLength(0);
  });

  it("CR 1.8.3b example: an optional additional cost that can't be paid can't be chosen — Staunch Response's {r}{r}{r}{r}", () => {
    const attack = (resources: number) => {
      const g = scenario({ p1: { hero: "Rhinar", hand: ["Wrecker Romp (blue)", "Sigil of Solace (red)"], resources: 2 }, p2: { hero: "Bravo", hand: ["Staunch Response (red)"], resources, life: 20 }, seed: "staunch" });
      g.do(0, "Play Wrecker Romp (blue)");
      unblocked(g, 1).pass();
      return g.labels(1).filter((l) => l.startsWith("Play Staunch"));
    };
    expect(attack(2)).toEqual(["Play Staunch Response (red)"]);
    expect(attack(6)).toEqual(["Play Staunch Response (red)", "Play Staunch Response (red), paying 4 more for +3 defense"]);
  });

  it("CR 1.8.4a example: a conditional continuous effect on several objects (Stonewall Confidence) checks its condition for each defending card", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Wrecker Romp (blue)", "Sigil of Solace (red)"], resources: 2 },
      p2: { hero: "Bravo", permanents: ["Stonewall Confidence (red)"], hand: ["Spinal Crush (red)", "Wounding Blow (red)"], life: 20 },
    });
    g.do(0, "Play Wrecker Romp (blue)").passStep().passStep();
    g.do(1, "Defend with Spinal Crush (red)").do(1, "Defend with Wounding Blow (red)").do(1, "Done declaring defenders");
    const byName = Object.fromEntries(activeLink(g).defenders.map((d) => [cardData(d.card).name, defenderDefense(g.state, d)]));
    expect(byName).toEqual({ "Spinal Crush": 3 + 4, "Wounding Blow": 3 });
  });

  it("CR 1.8.6a example: a card without the cost property (Ironrot Helm) is not a card \"with cost 3 or greater\" for Stonewall Confidence", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Wrecker Romp (blue)", "Sigil of Solace (red)"], resources: 2 },
      p2: { hero: "Bravo", permanents: ["Stonewall Confidence (red)"], equipment: ["Ironrot Helm"], life: 20 },
    });
    g.do(0, "Play Wrecker Romp (blue)").passStep().passStep();
    g.do(1, "Defend with Ironrot Helm").do(1, "Done declaring defenders");
    expect(defenderDefense(g.state, activeLink(g).defenders[0]!)).toBe(1);
  });

  it("CR 1.8.6a example: a card without the cost property (Heart of Fyendal) in the pitch zone does not give Harmonized Kodachi go again", () => {
    const g = scenario({ p1: { hero: "Katsu", weapons: ["Harmonized Kodachi", "Harmonized Kodachi"], hand: ["Heart of Fyendal (blue)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Attack with Harmonized Kodachi").do(0, "Pitch Heart of Fyendal (blue) for 3");
    // Heart of Fyendal's own trigger resolves first (level {h}: nothing).
    g.pass(2);
    expect(g.player(0).life).toBe(20);
    unblocked(g, 1);
    toResolution(g);
    expect(attackHasGoAgain(g.state, activeLink(g).attack)).toBe(false);
    expect(g.player(0).actionPoints).toBe(0);
  });

  it("CR 1.8.6a example: when fewer objects than the number asked for exist, all of them are the parameters — Crippling Crush's 2 random discards take the only card", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Crippling Crush (red)"], resources: 7 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
    g.do(0, "Play Crippling Crush (red)");
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 11);
    expect(g.player(1).hand).toHaveLength(0);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Head Jab (red)")]);
  });

  it("CR 1.9.1b example: an attack fully defended deals 0 damage — no damage event, so no hit (Snatch draws nothing)", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Snatch (red)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Savage Swing (red)"], life: 20 } });
    g.do(0, "Play Snatch (red)").passStep().passStep();
    g.do(1, "Defend with Wrecker Romp (red)").do(1, "Defend with Savage Swing (red)").do(1, "Done declaring defenders");
    toResolution(g.passStep());
    expect(g.player(1).life).toBe(20);
    expect(activeLink(g).hit).toBe(false);
    expect(g.player(0).hand).toHaveLength(0);
    expect(g.logText().some((l) => l.includes("Snatch (red): when this hits"))).toBe(false);
  });
  it("CR 1.2.3a example: an attack put into its owner's hand as it hits (Hurricane Technique) — its chain link's last known go again still gives an action point", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Leg Tap (red)", "Rising Knee Thrust (red)", "Hurricane Technique (yellow)"], resources: 2 }, p2: { hero: "Rhinar", life: 40 } });
    attacksInTurn(g, "Play Leg Tap (red)", "Play Rising Knee Thrust (red)", "Play Hurricane Technique (yellow)");
    toResolution(g);
    expect(names(g.player(0).hand)).toEqual([cardId("Hurricane Technique (yellow)")]);
    expect(g.state.chain).toHaveLength(3);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("CR 1.4.3c example: a second attack with the same weapon is a new attack-proxy; chain link 1 keeps the first proxy's last known {p}", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 3 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    toResolution(g, "Yes").do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    const [first, second] = g.state.chain;
    expect(first!.attack.id).not.toBe(second!.attack.id);
    expect(attackPower(g.state, first!.attack)).toBe(3 + 3);
    expect(first!.damage).toBe(6);
    expect(attackPower(g.state, second!.attack)).toBe(3);
  });

  it("CR 1.9.2 example: \"draw 2 cards\" (Tome of Fyendal) is one draw after another — with one card in the deck the second draw does not happen", () => {
    const g = scenario({ p1: { hero: "Rhinar", arsenal: ["Tome of Fyendal (yellow)"], hand: ["Sigil of Solace (red)"], deck: ["Wrecker Romp (red)"], life: 20 }, p2: { hero: "Katsu", life: 30 } });
    g.do(0, "Play Tome of Fyendal (yellow) from arsenal").do(0, "Pitch Sigil of Solace (red) for 1").pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Wrecker Romp (red)")]);
    expect(g.player(0).deck).toHaveLength(0);
    expect(g.state.ended).toBeNull();
    // Played from arsenal: 1{h} for each card in hand after the draws.
    expect(g.player(0).life).toBe(21);
  });

  it("CR 1.9.3a example: a replacement effect changes where a discarded card goes (Drone of Brutality to the bottom of the deck), but it is still discarded", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Breakneck Battery (red)", "Drone of Brutality (red)"], deck: ["Sigil of Solace (red)"], resources: 2 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 },
    });
    g.do(0, "Play Breakneck Battery (red)");
    expect(g.player(0).graveyard).toHaveLength(0);
    expect(names(g.player(0).deck)).toEqual([cardId("Sigil of Solace (red)"), cardId("Drone of Brutality (red)")]);
    // Breakneck Battery: "if the discarded card has 6 or more {p}" — go again.
    expect(g.state.stack.find((l) => l.card === cardId("Breakneck Battery (red)"))!.goAgain).toBe(true);
    // Rhinar: "whenever you discard a card with 6 or more {p} during your action phase, intimidate".
    for (let i = 0; i < 6 && g.player(1).banished.length === 0; i++) g.pass();
    expect(names(g.player(1).banished)).toEqual([cardId("Head Jab (red)")]);
  });

  it("CR 1.14 example: with 1 resource point, a cost of 3 paid by pitching a 1-pitch card leaves 1 to pay, so pitching continues; then no more pitching", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Smash Instinct (red)", "Sigil of Solace (red)", "Sigil of Solace (blue)"], resources: 1 }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Smash Instinct (red)");
    expect(g.pending?.kind).toBe("pay");
    g.do(0, "Pitch Sigil of Solace (red) for 1");
    expect(g.pending?.kind).toBe("pay");
    expect(g.labels(0)).toEqual(["Pitch Sigil of Solace (blue) for 3"]);
    g.do(0, "Pitch Sigil of Solace (blue) for 3");
    expect(g.pending).toBeNull();
    expect(g.player(0).resources).toBe(1 + 1 + 3 - 3);
    expect(g.labels(0).some((l) => l.startsWith("Pitch"))).toBe(false);
  });
  it("CR 1.8.3b example: an optional effect may be chosen even when part of it changes nothing — Refraction Bolters on an attack that already has go again", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", equipment: ["Refraction Bolters"], hand: ["Driving Blade (red)"], resources: 3 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Driving Blade (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(attackHasGoAgain(g.state, activeLink(g).attack)).toBe(true);
    g.pass(2);
    // Dorinthea's and Refraction Bolters' triggers: put Dorinthea's first, so the Bolters' resolves first.
    g.do(0, g.labels(0).find((l) => l.includes("Dorinthea"))!).pass(2);
    expect(g.labels(0)).toEqual(["Yes: destroy Refraction Bolters to give the attack go again", "No"]);
    g.do(0, "Yes: destroy Refraction Bolters to give the attack go again");
    expect(names(g.player(0).graveyard)).toContain(cardId("Refraction Bolters"));
    expect(g.player(0).gear.map((x) => x.card)).toEqual([cardId("Dawnblade")]);
    toResolution(g);
    // Go again once: one action point.
    expect(g.player(0).actionPoints).toBe(1);
  });
});
