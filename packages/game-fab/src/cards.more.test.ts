import { describe, expect, it } from "vitest";
import { cardId, scenario, type Scenario } from "./testing";

/** The attack goes unblocked to the Damage Step. */
const unblocked = (g: Scenario, defender: 0 | 1): Scenario => g.passStep().passStep().do(defender, "Do not defend").passStep().passStep();

describe("replacement and prevention (CR 6.4-6.5)", () => {
  it("CR 6.4.10j: Bone Head Barrier is a shield — it prevents the next X damage this turn across damage events, then ceases to exist", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Head Jab (red)", "Leg Tap (red)", "Surging Strike (blue)"], life: 40 },
      p2: { hero: "Katsu", hand: ["Bone Head Barrier (yellow)", "Flic Flak (blue)"], life: 40 },
      seed: "shield",
    });
    g.do(0, "pass").do(1, "Play Bone Head Barrier (yellow)").do(1, "Pitch Flic Flak (blue) for 3").pass(2);
    const x = g.state.shields[0]!.amount;
    expect(x).toBeGreaterThanOrEqual(1);
    expect(g.logText()).toContain(`The next ${x} damage to P2 (Katsu) this turn will be prevented`);
    unblocked(g.do(0, "Play Head Jab (red)"), 1);
    const first = Math.max(0, 3 - x);
    expect(g.player(1).life).toBe(40 - first);
    if (first === 0) expect(g.state.chain[0]!.hit).toBe(false); // CR 7.5.5b: prevented to 0 is no hit
    expect(g.state.shields.map((s) => s.amount)).toEqual(x > 3 ? [x - 3] : []);
  });

  it("CR 6.4.9: Drone of Brutality goes to the bottom of its owner's deck instead of the graveyard", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Drone of Brutality (red)"], deck: ["Pack Hunt (red)"], resources: 2 }, p2: { hero: "Katsu", life: 40 } });
    unblocked(g.do(0, "Play Drone of Brutality (red)"), 1).passStep().passStep();
    expect(g.state.chain).toHaveLength(0);
    expect(g.player(0).graveyard).toHaveLength(0);
    expect(g.player(0).deck.map((c) => c.card)).toEqual([cardId("Pack Hunt (red)"), cardId("Drone of Brutality (red)")]);
  });
});

describe("items, tokens and equipment abilities", () => {
  it("CR 8.2.5a: Energy Potion enters the arena; its instant ability destroys it for {r}{r}", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Energy Potion (blue)"], resources: 0 }, p2: { hero: "Katsu" } });
    g.do(0, "Play Energy Potion (blue)").pass(2);
    expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId("Energy Potion (blue)")]);
    expect(g.player(0).actionPoints).toBe(0);
    g.do(0, "pass");
    expect(g.labels(1)).toEqual(["Pass priority"]); // only its controller may activate it (CR 5.2.2)
    g.do(1, "pass");
  });

  it("Timesnap Potion: an action ability (costs an action point) that gains 2 action points", () => {
    const g = scenario({ p1: { hero: "Rhinar", permanents: ["Timesnap Potion (blue)"] }, p2: { hero: "Katsu" } });
    g.do(0, "Timesnap Potion: destroy this, gain 2 action points").pass(2);
    expect(g.player(0).actionPoints).toBe(2);
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Timesnap Potion (blue)")]);
  });

  it("CR 8.6.1: Flock of the Feather Walkers reveals a cost 1 or less card and creates Quicken; the next attack gains go again", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Flock of the Feather Walkers (red)", "Head Jab (red)", "Wounding Blow (blue)"] },
      p2: { hero: "Katsu", life: 40 },
    });
    expect(g.labels(0)).toContain("Play Flock of the Feather Walkers (red), revealing Head Jab (red)");
    g.do(0, "Play Flock of the Feather Walkers (red), revealing Wounding Blow (blue)");
    // The revealed card can't pay for the card it was revealed for.
    expect(g.labels(0)).toEqual(["Pitch Head Jab (red) for 1"]);
    g.do(0, "Pitch Head Jab (red) for 1").passStep().pass(2);
    expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId("Quicken")]);
    g.passStep().do(1, "Do not defend").passStep().passStep().passStep().passStep();
    // The token stays in the arena until an attack uses it (the deck-cards are gone, so nothing is drawn).
    g.nextTurn().nextTurn();
    g.do(0, "Play Wounding Blow (blue)");
    expect(g.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Wounding Blow (blue)"), "Quicken: the attack gains go again"]);
    g.pass(2);
    expect(g.player(0).permanents).toHaveLength(0);
    expect(g.state.stack[0]!.goAgain).toBe(true);
  });

  it("Goliath Gauntlet and Heartened Cross Strap: destroy them for a bonus and a cost reduction on the next attack action card", () => {
    const g = scenario({
      p1: { hero: "Rhinar", equipment: ["Goliath Gauntlet", "Heartened Cross Strap"], hand: ["Wrecker Romp (red)", "Pack Hunt (red)"] },
      p2: { hero: "Katsu", life: 40 },
    });
    g.do(0, "Goliath Gauntlet: destroy this, the next attack action card with cost 2 or greater you play this turn gains +2 power").pass(2);
    g.do(0, "Heartened Cross Strap: destroy this, the next attack action card you play this turn costs 2 less").pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Wrecker Romp (red)");
    expect(g.pending).toBeNull(); // cost 2 - 2 = 0; the only other card is discarded
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 2 });
  });

  it("Snapdragon Scalers: attack reaction — target attack action card with cost 1 or less gets go again", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Snapdragon Scalers"], hand: ["Wounding Blow (red)"] }, p2: { hero: "Katsu" } });
    g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Do not defend").passStep();
    g.do(0, "Snapdragon Scalers: destroy this, target attack action card with cost 1 or less gets go again").pass(2);
    expect(g.state.chain[0]!.attack.goAgain).toBe(true);
  });

  it("Fyendal's Spring Tunic: an energy counter at the start of each turn (CR 4.2); remove 3 to gain {r}", () => {
    const deck = Array.from({ length: 12 }, () => "Wounding Blow (red)");
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Fyendal's Spring Tunic"], deck }, p2: { hero: "Katsu", deck }, turnPlayer: 1 });
    for (let i = 0; i < 3; i++) {
      g.nextTurn();
      expect(g.labels(0)).toEqual(["Yes: put an energy counter on Fyendal's Spring Tunic", "No"]);
      g.do(0, "Yes: put an energy counter on Fyendal's Spring Tunic").nextTurn();
    }
    expect(g.player(0).gear[0]!.energyCounters).toBe(3);
    g.nextTurn();
    expect(g.pending?.kind).toBeUndefined(); // three counters: no more
    g.do(0, "Fyendal's Spring Tunic: remove 3 energy counters, gain 1 resource").pass(2);
    expect(g.player(0).resources).toBe(1);
    expect(g.player(0).gear[0]!.energyCounters).toBe(0);
  });

  it("Scabskin Leathers: once per turn, roll a die and gain half the result in action points (CR 8.5.18)", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Scabskin Leathers"] }, p2: { hero: "Katsu" }, seed: "dice" });
    g.do(0, "Scabskin Leathers: roll a die, gain action points equal to half the result").pass(2);
    const roll = Number(/rolls a (\d)/.exec(g.logText().join("\n"))![1]);
    expect(g.player(0).actionPoints).toBe(Math.floor(roll / 2));
  });
});

describe("Brute, Warrior and generic cards", () => {
  it("Reckless Swing: a discarded card with 6 or more power deals 2 damage to the attacking hero", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", resources: 1 },
      p2: { hero: "Rhinar", hand: ["Reckless Swing (blue)", "Wrecker Romp (red)"] },
    });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Do not defend").passStep().do(0, "pass");
    g.do(1, "Play Reckless Swing (blue)").pass(2);
    expect(g.state.chain[0]!.defenders.map((d) => d.defense)).toEqual([4]);
    expect(g.player(0).life).toBe(18);
  });

  it("Bloodrush Bellow: Brute attacks gain +2 this turn; a 6+ power discard draws 2 and gives go again", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Bloodrush Bellow (yellow)", "Wrecker Romp (red)", "Pack Hunt (blue)"], deck: ["Savage Swing (red)", "Savage Swing (blue)"], resources: 1 },
      p2: { hero: "Katsu", life: 40 },
      seed: "bellow-2",
    });
    g.do(0, "Play Bloodrush Bellow (yellow)");
    const discarded = g.player(0).graveyard[0]!.card;
    while (g.state.stack.length > 0) g.pass(); // Rhinar's intimidate trigger, if any, then Bloodrush Bellow
    if (discarded === cardId("Wrecker Romp (red)")) {
      expect(g.player(0).actionPoints).toBe(1);
      expect(g.player(0).hand).toHaveLength(3);
    } else expect(g.player(0).actionPoints).toBe(0);
    expect(g.state.turnEffects).toEqual([{ seat: 0, kind: "brute-attacks-plus-2" }]);
  });

  it("Savage Feast draws when it attacks if a 6+ power card was discarded to play it", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Savage Feast (red)", "Wrecker Romp (red)"], deck: ["Pack Hunt (red)"], resources: 1 }, p2: { hero: "Katsu" } });
    g.do(0, "Play Savage Feast (red)");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([undefined, "Rhinar: intimidate"]); // Wrecker Romp was discarded
    g.pass(2).pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Savage Feast (red): when this attacks"]);
    g.pass(2);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Pack Hunt (red)")]);
  });

  it("Barraging Beatdown: the next Brute attack has +N while defended by fewer than 2 non-equipment cards", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Barraging Beatdown (red)", "Pack Hunt (red)", "Savage Swing (blue)"] }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Barraging Beatdown (red)").pass(2);
    expect(g.player(1).banished).toHaveLength(0); // intimidate: Katsu had no cards in hand
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Pack Hunt (red)").do(0, "Pitch Savage Swing (blue) for 3");
    expect(g.state.stack[0]).toMatchObject({ barelyDefended: 4 });
  });

  it("Sand Sketched Plan: search the deck for any card, discard a random card, shuffle", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Sand Sketched Plan (blue)"], deck: ["Wrecker Romp (red)", "Pack Hunt (red)"] }, p2: { hero: "Katsu" } });
    g.do(0, "Play Sand Sketched Plan (blue)").pass(2);
    g.do(0, "Choose Wrecker Romp (red) to put into your hand");
    // The only card in hand is discarded at random: 6 or more power, so 2 action points.
    expect(g.player(0).graveyard.map((c) => c.card)).toContain(cardId("Wrecker Romp (red)"));
    expect(g.player(0).actionPoints).toBe(2);
  });

  it("Steelblade Supremacy: the weapon gains +2 power and draws a card whenever it hits this turn", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Steelblade Supremacy (red)", "Snatch (blue)"], deck: ["Head Jab (red)"] }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Steelblade Supremacy (red)").do(0, "Pitch Snatch (blue) for 3").pass(2);
    g.do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(g.player(1).life).toBe(40 - 5);
    expect(g.labels(0)).toContain('Put "Dawnblade: draw a card" on the stack next (resolves later)');
    g.leaveOpen();
  });

  it("Refraction Bolters: when a weapon hits, destroy them to give the attack go again", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", equipment: ["Refraction Bolters"], resources: 1 }, p2: { hero: "Katsu", life: 40 } });
    unblocked(g.do(0, "Attack with Dawnblade"), 1);
    g.do(0, 'Put "Refraction Bolters: go again" on the stack next (resolves later)').pass(2);
    g.do(0, "No").pass(2); // Dorinthea's trigger resolves first: declined
    g.do(0, "Yes: destroy Refraction Bolters to give the attack go again");
    expect(g.state.chain[0]!.attack.goAgain).toBe(true);
    expect(g.player(0).gear.map((x) => x.card)).toEqual([cardId("Dawnblade")]);
  });

  it("Braveforge Bracers: only after a weapon you control has hit this turn (CR 5.2.1e)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", equipment: ["Braveforge Bracers"], resources: 1, hand: ["Snatch (blue)"] }, p2: { hero: "Katsu", life: 40 } });
    expect(g.labels(0).some((l) => l.startsWith("Braveforge Bracers"))).toBe(false);
  });

  it("Rout: +3; reprise — return target non-equipment defending card to its owner's hand", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Rout (red)"], resources: 3 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 40 } });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Defend with Head Jab (red)").do(1, "Done declaring defenders").passStep();
    g.do(0, "Play Rout (red)").pass(2);
    g.do(0, "Choose Head Jab (red) to return to its owner's hand");
    expect(g.state.chain[0]!.defenders).toHaveLength(0);
    expect(g.player(1).hand).toHaveLength(1);
  });

  it("Nature's Path Pilgrimage: if the weapon attack hits with an empty arsenal, an action card on top goes into the arsenal", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Nature's Path Pilgrimage (red)", "Snatch (blue)"], deck: ["Sharpen Steel (red)"] }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Nature's Path Pilgrimage (red)").do(0, "Pitch Snatch (blue) for 3").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    g.do(0, 'Put "Dawnblade: if this hits" on the stack next (resolves later)').pass(2).do(0, "No").pass(2);
    expect(g.player(0).arsenal.map((c) => c.card)).toEqual([cardId("Sharpen Steel (red)")]);
  });

  it("CR 1.7.5: Pummel — modes are declared as it is played; the cost 2+ mode gives \"if this hits a hero, they discard a card\"", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Raging Onslaught (red)", "Pummel (red)"], resources: 5 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 40 } });
    g.do(0, "Play Raging Onslaught (red)").passStep().passStep().do(1, "Do not defend").passStep();
    expect(g.labels(0)).toEqual([
      'Play Pummel (red): target attack action card with cost 2 or greater gains +4 power and "if this hits a hero, they discard a card"',
      "Pass priority",
    ]);
    g.do(0, 'Play Pummel (red): target attack action card with cost 2 or greater gains +4 power and "if this hits a hero, they discard a card"').pass(2).passStep();
    expect(g.player(1).life).toBe(40 - 11);
    g.pass(2);
    g.do(1, "Choose Head Jab (red) to discard");
    expect(g.player(1).graveyard.map((c) => c.card)).toEqual([cardId("Head Jab (red)")]);
  });

  it("Nimble Strike and Regurgitating Slog: optional additional costs banish a named card from the graveyard (CR 5.1.3)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Nimble Strike (red)"], graveyard: ["Nimblism (red)"], resources: 1 }, p2: { hero: "Katsu" } });
    g.do(0, "Play Nimble Strike (red), banishing Nimblism from the graveyard");
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 1, goAgain: true });
    expect(g.player(0).banished.map((c) => c.card)).toEqual([cardId("Nimblism (red)")]);
    const s = scenario({ p1: { hero: "Rhinar", hand: ["Regurgitating Slog (red)"], graveyard: ["Sloggism (blue)"], resources: 2 }, p2: { hero: "Katsu", hand: ["Head Jab (red)", "Leg Tap (red)"] } });
    s.do(0, "Play Regurgitating Slog (red), banishing Sloggism from the graveyard").passStep().passStep().do(1, "Defend with Head Jab (red)");
    expect(s.labels(1)).toEqual(["Done declaring defenders"]);
  });

  it("Enlightened Strike: a mode and a card put on the bottom of the deck as the additional cost", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Enlightened Strike (red)", "Head Jab (red)"] }, p2: { hero: "Katsu" } });
    expect(g.labels(0)).toContain("Play Enlightened Strike (red): it gains +2 power, putting Head Jab (red) on the bottom of the deck");
    g.do(0, "Play Enlightened Strike (red): it gains +2 power, putting Head Jab (red) on the bottom of the deck");
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 2 });
    expect(g.player(0).deck.map((c) => c.card)).toEqual([cardId("Head Jab (red)")]);
  });

  it("Tome of Fyendal from arsenal: draw 2, then gain 1 life for each card in hand", () => {
    const g = scenario({ p1: { hero: "Rhinar", arsenal: ["Tome of Fyendal (yellow)"], hand: ["Head Jab (red)"], deck: ["Leg Tap (red)", "Leg Tap (red)"], resources: 1, life: 10 }, p2: { hero: "Katsu" } });
    g.do(0, "Play Tome of Fyendal (yellow) from arsenal").pass(2);
    expect(g.player(0).hand).toHaveLength(3);
    expect(g.player(0).life).toBe(13);
  });

  it("Last Ditch Effort gains +4 and go again when played with no cards in the deck", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Last Ditch Effort (blue)"], resources: 3 }, p2: { hero: "Katsu" } });
    g.do(0, "Play Last Ditch Effort (blue)");
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 4, goAgain: true });
  });

  it("Scour the Battlescape: may put a card on the bottom and draw (CR 7.2.3: as the attack resolves); go again from arsenal", () => {
    const g = scenario({ p1: { hero: "Rhinar", arsenal: ["Scour the Battlescape (red)"], hand: ["Head Jab (red)"], deck: ["Leg Tap (red)"] }, p2: { hero: "Katsu" } });
    g.do(0, "Play Scour the Battlescape (red) from arsenal");
    expect(g.state.stack[0]!.goAgain).toBe(true);
    g.pass(2);
    g.do(0, "Choose Head Jab (red) to put on the bottom of your deck (then draw a card)");
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Leg Tap (red)")]);
    expect(g.state.chain).toHaveLength(1);
    expect(g.state.combatStep).toBe("attack");
  });

  it("Remembrance: shuffle up to 3 action cards from the graveyard into the deck, then it is banished", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Remembrance (yellow)"], graveyard: ["Head Jab (red)", "Leg Tap (red)"] }, p2: { hero: "Katsu" } });
    g.do(0, "Play Remembrance (yellow)").pass(2);
    g.do(0, "Choose Head Jab (red) to shuffle into your deck (up to 3 more)").do(0, "Choose none");
    expect(g.player(0).deck.map((c) => c.card)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(0).banished.map((c) => c.card)).toEqual([cardId("Remembrance (yellow)")]);
  });

  it("Heart of Fyendal: pitched by the hero with less life, gain 1 life", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Heart of Fyendal (blue)", "Raging Onslaught (red)"], life: 10 }, p2: { hero: "Katsu" } });
    g.do(0, "Play Raging Onslaught (red)").do(0, "Pitch Heart of Fyendal (blue) for 3").pass(2);
    expect(g.player(0).life).toBe(11);
  });

  it("Sink Below: a defense reaction that may cycle a card from hand", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Wounding Blow (red)"] }, p2: { hero: "Katsu", hand: ["Sink Below (red)", "Head Jab (red)"], deck: ["Leg Tap (red)"] } });
    g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Do not defend").passStep().do(0, "pass").do(1, "Play Sink Below (red)").pass(2);
    g.do(1, "Choose Head Jab (red) to put on the bottom of your deck (then draw a card)");
    expect(g.player(1).hand.map((c) => c.card)).toEqual([cardId("Leg Tap (red)")]);
    expect(g.state.chain[0]!.defenders.map((d) => d.defense)).toEqual([4]);
  });

  it("CR 8.3.5: go again a card only gains (Breakneck Battery, Scar for a Scar) is not printed go again", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Breakneck Battery (red)", "Head Jab (red)", "Savage Swing (blue)"] }, p2: { hero: "Katsu" }, seed: "battery" });
    g.do(0, "Play Breakneck Battery (red)").do(0, "Pitch Savage Swing (blue) for 3");
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Head Jab (red)")]); // 3 power: no go again
    expect(g.state.stack[0]!.goAgain).toBe(false);
    const s = scenario({ p1: { hero: "Rhinar", hand: ["Scar for a Scar (red)"] }, p2: { hero: "Katsu" } });
    s.do(0, "Play Scar for a Scar (red)");
    expect(s.state.stack[0]!.goAgain).toBe(false); // equal life totals
  });
});
