import { describe, expect, it } from "vitest";
import { attackPower, defenderDefense } from "../rules/combat";
import { activeLink, activePower, cardId, names, powerAfterReaction, scenario, toResolution, unblocked } from "../testing";

/**
 * Chapters 5 (playing and resolving) and 6 (effects, replacement and prevention, triggers) worked
 * examples of the Comprehensive Rules 2.13.0, reproduced with Welcome to Rathe cards.
 */

describe("CR 2.13.0 chapters 5 and 6 worked examples", () => {
  it("CR 5.1.2a example: a \"next attack action card\" bonus, a cost reduction and an \"attacks you control\" bonus all apply as the card moves to the stack", () => {
    const g = scenario({
      p1: {
        hero: "Rhinar",
        equipment: ["Heartened Cross Strap", "Goliath Gauntlet"],
        arsenal: ["Pack Hunt (red)"],
        hand: ["Bloodrush Bellow (yellow)", "Wrecker Romp (red)"],
        deck: ["Sigil of Solace (red)", "Sigil of Solace (yellow)"],
        resources: 1,
      },
      p2: { hero: "Katsu", life: 40 },
    });
    // Bloodrush Bellow: "your Brute attacks gain +2{p} this turn" (it discards Wrecker Romp: go again).
    g.do(0, "Play Bloodrush Bellow (yellow)").pass(2);
    for (let i = 0; i < 4 && g.state.stack.length > 0; i++) g.pass();
    g.do(0, "Heartened Cross Strap: destroy this, the next attack action card you play this turn costs 2 less").pass(2);
    g.do(0, "Goliath Gauntlet: destroy this, the next attack action card with cost 2 or greater you play this turn gains +2 power").pass(2);
    expect(g.player(0).resources).toBe(0);
    g.do(0, "Play Pack Hunt (red) from arsenal");
    // On the stack, before it resolves: paid 2 - 2 = 0 (no pitching), and 6 + 2 + 2 power.
    expect(g.pending).toBeNull();
    expect(g.player(0).resources).toBe(0);
    const layer = g.state.stack[g.state.stack.length - 1]!;
    expect(layer.card).toBe(cardId("Pack Hunt (red)"));
    expect(attackPower(g.state, layer)).toBe(6 + 2 + 2);
  });

  it("CR 5.2.3c example: an effect to attack an additional time (Dorinthea) allows one activation past the weapon's Once per Turn limit, not more", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Warrior's Valor (red)", "Glint the Quicksilver (blue)"], resources: 3 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    toResolution(g, "Yes");
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    g.do(0, "Play Glint the Quicksilver (blue)").pass(2);
    toResolution(g, "Yes");
    // Glint gave the second attack go again: an action point, but Dawnblade has attacked twice.
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0)).not.toContain("Attack with Dawnblade");
  });

  it("CR 6.2.2a example: an effect that depends on its source in the arena (Forged for War's +1{d} to equipment) ends when the source leaves", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Head Jab (red)"], deck: ["Head Jab (yellow)", "Head Jab (blue)", "Leg Tap (red)", "Leg Tap (yellow)"] },
      p2: { hero: "Bravo", permanents: ["Forged for War (yellow)"], equipment: ["Ironrot Helm", "Ironrot Legs"], life: 20 },
    });
    g.do(0, "Play Head Jab (red)").passStep().passStep().do(1, "Defend with Ironrot Helm").do(1, "Done declaring defenders");
    expect(defenderDefense(g.state, activeLink(g).defenders[0]!)).toBe(1 + 1);
    g.nextTurn();
    // "At the beginning of your action phase, destroy Forged for War": a triggered-layer.
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Forged for War: beginning of the action phase"]);
    g.pass(2);
    expect(g.player(1).permanents).toHaveLength(0);
    expect(names(g.player(1).graveyard)).toContain(cardId("Forged for War (yellow)"));
    g.nextTurn();
    g.do(0, "Play Head Jab (yellow)").passStep().passStep().do(1, "Defend with Ironrot Legs").do(1, "Done declaring defenders");
    expect(defenderDefense(g.state, activeLink(g).defenders[0]!)).toBe(1);
  });

  it("CR 6.2.2a example: a \"next card you play this turn\" effect (Nimblism) lasts until the end of the turn only", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Nimblism (red)", "Head Jab (red)"], deck: ["Sigil of Solace (red)", "Sigil of Solace (yellow)", "Sigil of Solace (blue)"] },
      p2: { hero: "Rhinar", life: 40 },
    });
    g.do(0, "Play Nimblism (red)").pass(2);
    expect(g.state.nextAttack).toHaveLength(1);
    g.nextTurn();
    expect(g.state.nextAttack).toHaveLength(0);
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3);
  });

  it("CR 6.2.2a example: a conditional static effect exists only while its condition holds — Anothos gets +2{p} once a second card with cost 3 or greater is pitched", () => {
    const g = scenario({ p1: { hero: "Bravo", weapon: "Anothos", hand: ["Cranial Crush (blue)", "Disable (blue)", "Pummel (red)"] }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Attack with Anothos").do(0, "Pitch Cranial Crush (blue) for 3");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4);
    g.do(0, "Play Pummel (red): target club or hammer weapon attack gains +4 power").do(0, "Pitch Disable (blue) for 3");
    // Paying for Pummel already meets the condition, before Pummel resolves.
    expect(activePower(g)).toBe(4 + 2);
    g.pass(2);
    expect(activePower(g)).toBe(4 + 2 + 4);
  });

  it("CR 6.4.3 example: a self-replacement effect (Overpower's reprise \"instead it gains +6{p}\") replaces the +4, it does not add to it", () => {
    for (const [defend, power] of [[true, 3 + 6], [false, 3 + 4]] as const) {
      const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Overpower (red)"], resources: 4 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
      expect(powerAfterReaction(g, "Dawnblade", defend ? "Head Jab (red)" : null, "Overpower (red)"), defend ? "reprise" : "no reprise").toBe(power);
    }
  });

  it("CR 6.4.10j example: Bone Head Barrier's shield applies to every damage event this turn until X damage in total is prevented", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Leg Tap (red)"], resources: 1 }, p2: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)"], resources: 1, life: 20 }, seed: "s5" });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).pass().do(1, "Play Bone Head Barrier (yellow)").pass(2);
    expect(g.state.shields.map((s) => s.amount)).toEqual([5]);
    toResolution(g);
    expect(g.player(1).life).toBe(20);
    expect(g.state.shields.map((s) => s.amount)).toEqual([2]);
    g.do(0, "Play Leg Tap (red)");
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - (4 - 2));
    expect(g.state.shields).toHaveLength(0);
  });

  it("CR 6.6.4 example: Rhinar's trigger needs a discard during his own action phase — a discard forced on the opponent's turn does not intimidate", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Crippling Crush (red)", "Sigil of Solace (red)"], resources: 7 }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 } });
    g.do(0, "Play Crippling Crush (red)");
    unblocked(g, 1);
    toResolution(g);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Wrecker Romp (red)")]);
    expect(g.state.triggers).toHaveLength(0);
    expect(g.player(0).banished).toHaveLength(0);
  });

  it("CR 6.6.6b example: a player with two triggered-layers at once orders them — Snatch's draw and Katsu's search, in the order chosen", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Snatch (red)", "Head Jab (blue)"], deck: ["Sigil of Solace (red)", "Whelming Gustwave (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Snatch (red)");
    unblocked(g, 1).pass(2);
    expect(g.pending?.kind).toBe("order-triggers");
    expect(g.labels(0)).toHaveLength(2);
    // Katsu's goes on the stack first, so Snatch's draw resolves first.
    g.do(0, 'Put "Katsu: discard a card with cost 0 to search for a combo card" on the stack next (resolves later)');
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Katsu: discard a card with cost 0 to search for a combo card", "Snatch (red): when this hits"]);
    g.pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (blue)"), cardId("Sigil of Solace (red)")]);
    g.pass(2);
    expect(g.pending?.kind).toBe("choose");
    g.leaveOpen();
  });
  it("CR 6.6.3 example: a triggered effect that triggers when its controller plays a card (Quicken) creates a triggered-layer above it; resolving gives the attack go again", () => {
    const g = scenario({ p1: { hero: "Rhinar", permanents: ["Quicken"], hand: ["Snatch (red)"] }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Snatch (red)");
    expect(g.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Snatch (red)"), "Quicken: the attack gains go again"]);
    expect(g.player(0).permanents).toHaveLength(1);
    g.pass(2);
    expect(g.player(0).permanents).toHaveLength(0);
    expect(g.state.stack).toHaveLength(1);
    expect(g.state.stack[0]!.goAgain).toBe(true);
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
  });
  it("CR 6.6.1c, 1.8.4 examples: Heart of Fyendal triggers whenever it is pitched; \"if you have less {h} than an opposing hero\" is checked as its layer resolves", () => {
    // Behind when pitched, level before it resolves (Sigil of Solace in response): no {h}.
    const ahead = scenario({ p1: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)", "Heart of Fyendal (blue)", "Sigil of Solace (red)"], life: 18 }, p2: { hero: "Katsu", life: 20 } });
    ahead.do(0, "Play Bone Head Barrier (yellow)").do(0, "Pitch Heart of Fyendal (blue) for 3");
    expect(ahead.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Bone Head Barrier (yellow)"), "Heart of Fyendal (blue): gain 1 life"]);
    ahead.do(0, "Play Sigil of Solace (red)").pass(2);
    expect(ahead.player(0).life).toBe(21);
    ahead.pass(2);
    expect(ahead.player(0).life).toBe(21);
    // Level when pitched, behind before it resolves (the opponent's Sigil of Solace): 1{h}.
    const behind = scenario({ p1: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)", "Heart of Fyendal (blue)"], life: 20 }, p2: { hero: "Katsu", hand: ["Sigil of Solace (red)"], life: 20 } });
    behind.do(0, "Play Bone Head Barrier (yellow)").do(0, "Pitch Heart of Fyendal (blue) for 3");
    expect(behind.state.stack).toHaveLength(2);
    behind.pass().do(1, "Play Sigil of Solace (red)").pass(2);
    expect(behind.player(1).life).toBe(23);
    behind.pass(2);
    expect(behind.player(0).life).toBe(21);
  });

  it("CR 1.8.6a example: a revealed card without the cost property is not a card \"with cost 3 or greater\" — Blessing of Deliverance gains 1{h} for Crippling Crush only", () => {
    const g = scenario({
      p1: { hero: "Bravo", permanents: ["Blessing of Deliverance (red)"], deck: ["Heart of Fyendal (blue)", "Crippling Crush (red)", "Sigil of Solace (red)", "Spinal Crush (red)"], life: 20 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)"], deck: ["Head Jab (yellow)"], life: 20 },
      turnPlayer: 1,
    });
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Blessing of Deliverance: beginning of the action phase"]);
    g.pass(2);
    expect(g.logText()).toContain("P1 (Bravo) reveals Heart of Fyendal (blue), Crippling Crush (red), Sigil of Solace (red)");
    expect(g.player(0).life).toBe(21);
    expect(g.player(0).permanents).toHaveLength(0);
  });
});

describe("CR 2.13.0 chapter 6 statements without a worked example", () => {
  it("CR 6.6.1b: an ordinal counts matching events only — a Harmonized Kodachi hit is not Katsu's \"first time an attack action card hits\"", () => {
    const g = scenario({
      p1: { hero: "Katsu", weapons: ["Harmonized Kodachi", "Harmonized Kodachi"], hand: ["Head Jab (red)", "Head Jab (blue)", "Rising Knee Thrust (red)"], deck: ["Whelming Gustwave (red)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Attack with Harmonized Kodachi").do(0, "Pitch Head Jab (blue) for 3");
    unblocked(g, 1);
    const asked: string[] = [];
    for (let i = 0; i < 8 && g.state.combatStep !== "resolution"; i++) {
      if (g.pending !== null) asked.push(g.pending.kind);
      g.pass();
    }
    expect(asked).toEqual([]);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    for (let i = 0; i < 8 && g.pending === null; i++) g.pass();
    expect(g.labels(0)).toEqual(["Choose Rising Knee Thrust (red) to discard (then search your deck for a card with combo)", "Choose none"]);
    g.leaveOpen();
  });

  it("CR 6.6.5a: a triggered effect must exist before its event — the Quicken that Flock of the Feather Walkers creates as it attacks does not give it go again", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Flock of the Feather Walkers (red)", "Head Jab (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Flock of the Feather Walkers (red), revealing Head Jab (red)");
    // "When you attack with Flock of the Feather Walkers, create a Quicken token" resolves in the Attack Step.
    for (let i = 0; i < 6 && g.pending?.kind !== "defend"; i++) g.pass();
    g.do(1, "Do not defend");
    expect(names(g.player(0).permanents)).toEqual([cardId("Quicken")]);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(0);
    expect(names(g.player(0).permanents)).toEqual([cardId("Quicken")]);
  });
});
