import { foldStream, OMNISCIENT, PUBLIC, redactStream } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { COMBAT_CHAIN } from "./events";
import { fab } from "./game";
import { cardId, scenario, type Scenario } from "./testing";

/** Passes (declining "may"s) until the combat chain has closed. */
function toClose(g: Scenario): Scenario {
  for (let i = 0; i < 16 && g.state.chain.length > 0; i++) {
    const seat = g.awaiting()[0]!;
    if (g.labels(seat).includes("No")) g.do(seat, "No");
    else g.pass();
  }
  return g;
}

describe("paying costs", () => {
  it("CR 1.14.3: a cost is paid by pitching one card at a time; leftover resources float (1.14.2)", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Savage Swing (red)", "Raging Onslaught (blue)", "Sigil of Solace (red)"] },
      p2: { hero: "Dorinthea" },
    });
    g.do(0, `play:${g.find(0, "hand", "Savage Swing (red)")}`);
    // CR 5.1.7: the card is on the stack while its cost is paid; only pitching is offered.
    expect(g.state.stack.map((l) => l.card)).toHaveLength(1);
    expect(g.labels(0)).toEqual(["Pitch Raging Onslaught (blue) for 3", "Pitch Sigil of Solace (red) for 1"]);
    g.do(0, "Pitch Raging Onslaught (blue) for 3");
    expect(g.player(0).resources).toBe(2);
    // CR 5.1.9: the additional cost discards the only card left, at random.
    expect(g.player(0).hand).toHaveLength(0);
    expect(g.player(0).graveyard.map((c) => c.card)).toHaveLength(1);
    // CR 5.1.6b: an action costs an action point.
    expect(g.player(0).actionPoints).toBe(0);
    expect(g.player(0).pitch).toHaveLength(1);
    g.done();
  });

  it("CR 1.14.3b: a card that cannot be paid for is not offered", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Raging Onslaught (red)", "Savage Swing (red)"] }, p2: { hero: "Dorinthea" } });
    // Onslaught costs 3 and the only other card pitches for 1.
    expect(g.labels(0)).not.toContain("Play Raging Onslaught (red)");
    // Savage Swing (cost 1) needs a pitch and a card left to discard: impossible with one other card.
    expect(g.labels(0)).not.toContain("Play Savage Swing (red)");
    expect(g.labels(0)).toEqual(["Pass priority"]);
  });
});

describe("effects that ask (CR 1.8.3, 5.3.4)", () => {
  // A triggered-layer whose effects ask in the middle: the answer resumes the list where it stopped.
  const withLayer = (g: Scenario): Scenario => {
    const layer = {
      id: "o90",
      card: cardId("Sigil of Solace (red)"),
      controller: 0 as const,
      fromArsenal: false,
      goAgain: false,
      powerBonus: 0,
      goAgainOnHit: false,
      trigger: { text: "a test ability", effects: [{ kind: "may" as const, text: "gain 1 life", effects: [{ kind: "gain-life" as const, amount: 1 }] }, { kind: "draw" as const, count: 1 }] },
    };
    g.state = { ...g.state, stack: [layer] };
    return g;
  };
  for (const answer of ["Yes: gain 1 life", "No"]) {
    it(`CR 5.3.4: the effects after a "you may" are generated once the player answered (${answer}), then the turn-player gets priority`, () => {
      const g = withLayer(scenario({ p1: { hero: "Rhinar", deck: ["Snatch (red)"], life: 10 }, p2: { hero: "Katsu" } }));
      g.pass(2);
      expect(g.pending).toMatchObject({ kind: "may", seat: 0 });
      expect(g.player(0).hand).toHaveLength(0);
      g.do(0, answer);
      expect(g.player(0).life).toBe(answer === "No" ? 10 : 11);
      expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Snatch (red)")]);
      expect(g.state.stack).toHaveLength(0);
      expect(g.awaiting()).toEqual([0]);
      g.done();
    });
  }
});

describe("priority", () => {
  it("CR 1.11.2: turnPlayer and priorityHolder are separate; only the priority holder may act", () => {
    const g = scenario({ p1: { hero: "Rhinar" }, p2: { hero: "Dorinthea", hand: ["Sigil of Solace (red)"] } });
    const refused = fab.apply(g.state, 1, "pass");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: "decision/not-your-priority", rule: "fab:1.11.2" });
    g.do(0, "pass");
    expect(g.state.turnPlayer).toBe(0);
    expect(g.state.priorityHolder).toBe(1);
    // CR 8.1.6: an instant may be played by the opponent in the turn-player's action phase.
    expect(g.labels(1)).toContain("Play Sigil of Solace (red)");
  });

  it("CR 3.15, 5.3: a layer on the stack resolves when all pass; the turn-player then gets priority (1.11.3)", () => {
    const g = scenario({ p1: { hero: "Rhinar" }, p2: { hero: "Dorinthea", hand: ["Sigil of Solace (red)"], life: 10 } });
    g.do(0, "pass").do(1, "Play Sigil of Solace (red)");
    expect(g.state.priorityHolder).toBe(1); // CR 1.11.5
    g.do(1, "pass").do(0, "pass");
    expect(g.player(1).life).toBe(13);
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.phase).toBe("action");
    expect(g.state.priorityHolder).toBe(0);
  });

  it("illegal input is a value and leaves the state untouched", () => {
    const g = scenario({ p1: { hero: "Rhinar" }, p2: { hero: "Dorinthea" } });
    const before = JSON.stringify(g.state);
    const r = fab.apply(g.state, 0, "play:o999");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("decision/not-legal");
    expect(JSON.stringify(g.state)).toBe(before);
  });
});

describe("combat chain (chapter 7)", () => {
  it("CR 7.1-7.7: layer, attack, defend, reaction, damage, resolution and close steps", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Raging Onslaught (blue)", "Savage Swing (blue)"] },
      p2: { hero: "Dorinthea", hand: ["Snatch (red)", "Sharpen Steel (red)"], equipment: ["Ironrot Helm"] },
    });
    g.do(0, "Play Wrecker Romp (red)").do(0, "Pitch Raging Onslaught (blue) for 3");
    expect(g.state.combatStep).toBe("layer"); // CR 7.0.2a
    g.passStep();
    expect(g.state.combatStep).toBe("attack"); // CR 7.2
    expect(g.state.chain).toHaveLength(1);
    expect(g.logText()).toContain("P1 (Rhinar) attacks with Wrecker Romp (red) for 8");
    g.passStep();
    // CR 7.3.2: the defending hero declares defenders one at a time, then "done".
    expect(g.awaiting()).toEqual([1]);
    expect(g.labels(1)).toEqual(["Defend with Snatch (red)", "Defend with Sharpen Steel (red)", "Defend with Ironrot Helm", "Do not defend"]);
    g.do(1, "Defend with Sharpen Steel (red)").do(1, "Defend with Ironrot Helm");
    expect(g.labels(1)).toEqual(["Defend with Snatch (red)", "Done declaring defenders"]);
    g.do(1, "Done declaring defenders");
    expect(g.state.chain[0]!.defenders.map((d) => d.defense)).toEqual([3, 1]);
    expect(g.state.combatStep).toBe("defend");
    g.passStep();
    expect(g.state.combatStep).toBe("reaction");
    g.passStep();
    // CR 7.5.2: 8 power against 4 defense hits for 4.
    expect(g.state.combatStep).toBe("damage");
    expect(g.player(1).life).toBe(16);
    expect(g.state.chain[0]!.hit).toBe(true);
    g.passStep();
    expect(g.state.combatStep).toBe("resolution");
    g.passStep();
    // CR 7.7: the chain closes; Blade Break destroys the helm (8.3.3); cards go to graveyards.
    expect(g.state.combatStep).toBeNull();
    expect(g.state.chain).toHaveLength(0);
    expect(g.player(1).gear).toHaveLength(0);
    expect(g.player(1).graveyard).toHaveLength(2);
    expect(g.player(0).graveyard).toHaveLength(2); // the attack and the discarded Savage Swing
    expect(g.state.priorityHolder).toBe(0);
    g.done();
  });

  it("CR 8.3.5, 7.6.2: go again gives an action point; CR 7.0.1a only attacks during combat; Dorinthea attacks again", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Driving Blade (red)", "Sharpen Steel (blue)", "Snatch (blue)", "Sharpen Steel (red)"] },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Play Driving Blade (red)").do(0, "Pitch Sharpen Steel (blue) for 3");
    expect(g.player(0).actionPoints).toBe(0);
    g.passStep();
    expect(g.player(0).actionPoints).toBe(1); // CR 5.3.5
    g.do(0, "Attack with Dawnblade");
    // Driving Blade: +3 power and go again for the next weapon attack.
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 3, goAgain: true });
    g.passStep().passStep().do(1, "Do not defend").passStep().passStep();
    expect(g.player(1).life).toBe(14);
    // CR 7.5.5, 1.10.2d: Dorinthea's hit trigger goes on the stack and resolves when all pass.
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Dorinthea: attack an additional time"]);
    g.pass(2);
    // CR 1.8.3: "you may" — Dorinthea's player chooses.
    expect(g.labels(0)).toEqual(["Yes: attack an additional time with Dawnblade this turn", "No"]);
    g.do(0, "Yes: attack an additional time with Dawnblade this turn");
    expect(g.player(0).gear[0]!.attacksAllowed).toBe(2);
    g.passStep();
    expect(g.state.combatStep).toBe("resolution");
    expect(g.player(0).actionPoints).toBe(1); // CR 7.6.2
    // CR 7.6.3a: another attack may start; CR 7.0.1a: no non-attack actions during combat.
    expect(g.labels(0)).toContain("Attack with Dawnblade");
    expect(g.labels(0)).not.toContain("Play Sharpen Steel (red)");
    g.do(0, "Attack with Dawnblade").do(0, "Pitch Snatch (blue) for 3");
    expect(g.state.combatStep).toBe("layer");
    g.passStep().passStep().do(1, "Do not defend").passStep().passStep();
    // Dawnblade's second hit this turn puts a +1{p} counter on it (a trigger; Dorinthea's is spent).
    expect(g.player(1).life).toBe(11);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Dawnblade: second hit"]);
    g.passStep();
    expect(g.player(0).gear[0]!.powerCounters).toBe(1);
    g.passStep();
    // Once per turn: Dorinthea's extra attack is spent.
    expect(g.labels(0)).not.toContain("Attack with Dawnblade");
  });

  it("CR 7.4.2a, reprise: an attack reaction from the attacker; +4 and reprise +2 more after a defense from hand", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Overpower (red)"], resources: 4 },
      p2: { hero: "Rhinar", hand: ["Snatch (red)"] },
    });
    g.do(0, "Attack with Dawnblade");
    expect(g.labels(0)).not.toContain("Play Overpower (red)"); // not in the Layer Step
    g.passStep().passStep().do(1, "Defend with Snatch (red)").do(1, "Done declaring defenders").passStep();
    expect(g.state.combatStep).toBe("reaction");
    g.do(0, "Play Overpower (red)").pass(2);
    expect(g.state.chain[0]!.attack.powerBonus).toBe(6);
    g.passStep();
    expect(g.player(1).life).toBe(20 - (3 + 6 - 2));
  });

  it("CR 7.4.2b-d: a defense reaction from the defending hero becomes a defending card (Steelblade Shunt)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", resources: 1 },
      p2: { hero: "Rhinar", hand: ["Steelblade Shunt (red)", "Sigil of Solace (blue)"] },
    });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Do not defend");
    expect(g.labels(1)).toEqual([]);
    g.do(0, "pass");
    expect(g.labels(1)).not.toContain("Play Steelblade Shunt (red)"); // Defend Step: no reactions yet
    expect(g.labels(1)).toContain("Play Sigil of Solace (blue)"); // instants are always allowed
    g.do(1, "pass");
    g.do(0, "pass").do(1, "Play Steelblade Shunt (red)").do(1, "Pitch Sigil of Solace (blue) for 3").pass(2);
    expect(g.state.chain[0]!.defenders.map((d) => d.defense)).toEqual([6]);
    expect(g.player(0).life).toBe(19); // 1 damage to the attacking hero
    g.passStep();
    expect(g.player(1).life).toBe(20);
  });

  it("CR 6.6, 1.10.2d: discarding a 6+ power card triggers Rhinar and Romping Club above the attack", () => {
    const g = scenario({
      p1: { hero: "Rhinar", weapon: "Romping Club", hand: ["Savage Swing (red)", "Raging Onslaught (blue)", "Wrecker Romp (red)"] },
      p2: { hero: "Dorinthea", hand: ["Snatch (red)"] },
    });
    g.do(0, "Play Savage Swing (red)").do(0, "Pitch Raging Onslaught (blue) for 3");
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Wrecker Romp (red)")]);
    // CR 6.6.6b: two triggers of one player: that player orders them.
    expect(g.labels(0)).toEqual([
      'Put "Rhinar: intimidate" on the stack next (resolves later)',
      'Put "Romping Club: +1 power" on the stack next (resolves later)',
    ]);
    g.do(0, 'Put "Rhinar: intimidate" on the stack next (resolves later)');
    expect(g.state.priorityHolder).toBe(0);
    expect(g.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Savage Swing (red)"), "Rhinar: intimidate", "Romping Club: +1 power"]);
    g.pass(2);
    expect(g.player(0).gear[0]!.powerThisTurn).toBe(1);
    g.pass(2);
    expect(g.player(1).hand).toHaveLength(0);
    expect(g.state.combatStep).toBe("layer");
    g.pass(2);
    expect(g.state.combatStep).toBe("attack");
  });

  it("CR 8.3.4: dominate — one card from hand at most, and no defense reaction from hand after it", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Determination (yellow)"], resources: 1 },
      p2: {
        hero: "Rhinar",
        hand: ["Snatch (red)", "Sharpen Steel (red)", "Steelblade Shunt (red)", "Sigil of Solace (blue)"],
        equipment: ["Ironrot Helm"],
      },
    });
    g.do(0, "Play Ironsong Determination (yellow)").passStep();
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Attack with Dawnblade").passStep().passStep();
    g.do(1, "Defend with Snatch (red)");
    expect(g.labels(1)).toEqual(["Defend with Ironrot Helm", "Done declaring defenders"]);
    g.do(1, "Defend with Ironrot Helm").do(1, "Done declaring defenders").passStep();
    expect(g.state.combatStep).toBe("reaction");
    g.do(0, "pass");
    expect(g.labels(1)).not.toContain("Play Steelblade Shunt (red)");
    g.do(1, "pass").passStep();
    // 3 + 1 power against 2 + 1 defense.
    expect(g.player(1).life).toBe(19);
    g.leaveOpen(); // a "you may" of the hit is not the subject here
  });

  it("Warrior's Valor: the next weapon attack gets +N and \"if this hits, it gains go again\"", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 2 },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Play Warrior's Valor (red)").passStep().do(0, "Attack with Dawnblade");
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 3, goAgain: false, goAgainOnHit: true });
    g.passStep().passStep().do(1, "Do not defend").passStep().passStep();
    expect(g.player(1).life).toBe(14);
    // CR 6.6.6b: two hit triggers; their controller orders them, then they resolve top first.
    g.do(0, 'Put "Dawnblade: if this hits, go again" on the stack next (resolves later)');
    g.pass(2).do(0, "No").pass(2); // Dorinthea's (declined), then go again
    expect(g.player(0).gear[0]!.attacksAllowed).toBe(1);
    expect(g.state.chain[0]!.attack.goAgain).toBe(true);
    g.passStep();
    expect(g.state.combatStep).toBe("resolution");
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("CR 7.2.3b, 1.4.3c: Dawnblade attacking again as chain link 2 moves there with its new attack-proxy; the proxy of link 1 ceases to exist", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 3 }, p2: { hero: "Katsu", life: 20 } });
    const dawnblade = g.gear(0, "Dawnblade");
    const view = (audience = PUBLIC) => foldStream(redactStream(g.stream(), audience));
    const onChain = () => view().zones[COMBAT_CHAIN]!.objects;
    g.do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    const proxy1 = g.state.stack[0]!.id;
    g.passStep();
    // CR 7.2.3b: the proxy and the weapon form chain link 1; the weapon is attacking.
    expect(g.state.combatStep).toBe("attack");
    expect(onChain()).toEqual([proxy1, dawnblade]);
    expect(view().zones["p0.weapon"]!.objects).toEqual([]);
    expect(view().objects[dawnblade]!.props["attacking"]).toBe(true);
    expect(view().combat?.attack).toBe(proxy1);
    // It hits (Warrior's Valor: go again); Dorinthea lets Dawnblade attack an additional time.
    g.passStep().do(1, "Do not defend").passStep().passStep();
    g.do(0, 'Put "Dawnblade: if this hits, go again" on the stack next (resolves later)');
    g.pass(2).do(0, "Yes: attack an additional time with Dawnblade this turn").pass(2).passStep();
    expect(g.state.combatStep).toBe("resolution");
    g.do(0, "Attack with Dawnblade");
    const proxy2 = g.state.stack[0]!.id;
    // CR 1.4.3c: while the new proxy is on the stack, Dawnblade is still on chain link 1 with its proxy.
    expect(onChain()).toEqual([proxy1, dawnblade]);
    g.passStep();
    // CR 7.2.3b: the new proxy and Dawnblade move to chain link 2; the proxy of link 1 ceases to exist.
    expect(g.state.combatStep).toBe("attack");
    expect(g.state.chain).toHaveLength(2);
    expect(g.state.chain[0]).toMatchObject({ resolved: true, hit: true, gone: true });
    expect(g.state.chain[1]).toMatchObject({ resolved: false, attack: { id: proxy2, weapon: dawnblade } });
    expect(g.state.chain[1]!.gone).toBeUndefined();
    expect(g.state.stack).toEqual([]);
    expect(g.events.filter((e) => e.type === "remove" && e.object === proxy1)).toHaveLength(1);
    expect(g.logText()).toContain("Dawnblade moves to chain link 2: the attack-proxy of chain link 1 ceases to exist");
    // A spectator's board: link 1 is still a chain link (last known information), its proxy is gone;
    // the chain shows the current proxy and the weapon attacking with it.
    for (const audience of [PUBLIC, OMNISCIENT]) {
      const v = view(audience);
      expect(v.objects[proxy1]).toBeUndefined();
      expect(v.zones[COMBAT_CHAIN]!.objects).toEqual([proxy2, dawnblade]);
      expect(v.chains[COMBAT_CHAIN]!.links).toEqual([proxy1, proxy2]);
      expect(v.combat).toMatchObject({ attack: proxy2, attacker: 0, target: 1 });
      expect(v.objects[dawnblade]!.props["attacking"]).toBe(true);
      expect(v.objects[proxy2]!.props["attack-source"]).toBe(dawnblade);
    }
    // CR 7.7.5-7.7.6: when the chain closes the weapon returns to its zone and the proxy is cleared.
    g.passStep().do(1, "Do not defend").passStep().passStep();
    toClose(g);
    expect(g.state.chain).toEqual([]);
    expect(onChain()).toEqual([]);
    expect(view().objects[proxy2]).toBeUndefined();
    expect(view().zones["p0.weapon"]!.objects).toEqual([dawnblade]);
    expect(view().objects[dawnblade]!.props["attacking"]).toBeUndefined();
  });

  it("CR 3.3, 5.1.1a: a card is played from arsenal; Unmovable gains +1 defense from arsenal", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", resources: 1 },
      p2: { hero: "Rhinar", arsenal: ["Unmovable (red)"], hand: ["Raging Onslaught (blue)"] },
    });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Do not defend").do(0, "pass");
    expect(g.labels(1)).not.toContain("Play Unmovable (red) from arsenal"); // Defend Step
    g.do(1, "pass").do(0, "pass");
    g.do(1, "Play Unmovable (red) from arsenal").do(1, "Pitch Raging Onslaught (blue) for 3").pass(2);
    expect(g.state.chain[0]!.defenders.map((d) => d.defense)).toEqual([8]);
    expect(g.player(1).arsenal).toHaveLength(0);
  });

  it("CR 8.5.10: intimidate banishes a random card face-down until the end phase", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Pack Hunt (red)"], resources: 2 },
      p2: { hero: "Dorinthea", hand: ["Snatch (red)", "Sharpen Steel (red)"] },
    });
    g.do(0, "Play Pack Hunt (red)").passStep();
    // CR 7.2.4: "when this attacks" triggers; the layer resolves when all pass.
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Pack Hunt (red): when this attacks"]);
    expect(g.player(1).hand).toHaveLength(2);
    g.passStep();
    expect(g.player(1).hand).toHaveLength(1);
    expect(g.player(1).banished).toHaveLength(1);
    const banish = g.events.find((e) => e.type === "move" && e.to === "p1.banished");
    expect(banish).toMatchObject({ vis: [1] });
    g.passStep().do(1, "Do not defend").passStep().passStep().passStep().passStep();
    expect(g.state.combatStep).toBeNull();
    g.pass(2);
    expect(g.state.phase).toBe("action");
    expect(g.state.turnPlayer).toBe(1);
    expect(g.player(1).banished).toHaveLength(0);
  });
});

describe("turns and game end (chapter 4)", () => {
  it("CR 4.4.3: arsenal, pitch to the bottom of the deck, lose points, draw up to intellect, next turn", () => {
    const onslaught = "Raging Onslaught (red)";
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Driving Blade (red)", "Snatch (blue)", "Wounding Blow (red)"], deck: [onslaught, onslaught, onslaught, onslaught] },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Play Driving Blade (red)").do(0, "Pitch Snatch (blue) for 3").passStep();
    expect(g.player(0).resources).toBe(1);
    g.pass(2);
    expect(g.state.phase).toBe("end");
    expect(g.labels(0)).toEqual(["Put Wounding Blow (red) into arsenal", "Leave the arsenal empty"]);
    g.do(0, "Put Wounding Blow (red) into arsenal");
    const p1 = g.player(0);
    expect(p1.arsenal).toHaveLength(1);
    expect(p1.pitch).toHaveLength(0);
    expect(p1.resources).toBe(0);
    expect(p1.actionPoints).toBe(0);
    expect(p1.hand).toHaveLength(4);
    expect(p1.deck.map((c) => c.card)).toEqual([g.player(0).deck[0]!.card]);
    expect(p1.deck).toHaveLength(1);
    expect(g.state).toMatchObject({ turn: 3, turnPlayer: 1, priorityHolder: 1, phase: "action" });
    expect(g.player(1).actionPoints).toBe(1); // CR 4.3.2
    // The pitched card went to the bottom, privately: a new object id, hidden from everyone.
    const toDeck = g.events.find((e) => e.type === "move" && e.to === "p0.deck");
    expect(toDeck).toMatchObject({ vis: "hidden" });
    g.done();
  });

  it("CR 4.4.3c: each player chooses the order their pitched cards go to the bottom of the deck", () => {
    const blow = "Wounding Blow (red)";
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Driving Blade (red)", "Snatch (red)", "Snatch (yellow)"], deck: [blow, blow, blow, blow] },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Play Driving Blade (red)").do(0, "Pitch Snatch (red) for 1").do(0, "Pitch Snatch (yellow) for 2").passStep().pass(2);
    expect(g.pending).toEqual({ kind: "pitch-order", seat: 0 });
    expect(g.labels(0)).toEqual(["Put Snatch (red) on the bottom of the deck next", "Put Snatch (yellow) on the bottom of the deck next"]);
    g.do(0, "Put Snatch (yellow) on the bottom of the deck next");
    expect(g.player(0).deck.map((c) => c.card)).toEqual(["Snatch (yellow)", "Snatch (red)"].map(cardId));
    expect(g.state.turnPlayer).toBe(1);
    g.done();
  });

  it("CR 4.5.3a: a hero at 0 life loses", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", resources: 1 }, p2: { hero: "Rhinar", life: 3 } });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Do not defend").passStep().passStep();
    expect(fab.status(g.state)).toMatchObject({ kind: "ended", winners: [0], rule: "fab:4.5.3a" });
    expect(fab.decisions(g.state, 0)).toEqual([]);
    const after = fab.apply(g.state, 0, "pass");
    expect(after.ok).toBe(false);
  });

  it("CR 4.5.4d: a stalemate when no player has a card left, so no weapon attack can be paid for", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade" }, p2: { hero: "Rhinar", weapon: "Romping Club" } });
    g.pass(2);
    expect(fab.status(g.state)).toMatchObject({ kind: "ended", winners: [], rule: "fab:4.5.4d" });
  });

  const STALEMATE = { kind: "ended", winners: [], reason: "stalemate: no player can advance the game toward its end", rule: "fab:4.5.4d" };
  const baubles = (n: number) => Array.from({ length: n }, () => "Cracked Bauble");

  it("CR 4.5.4d example: both players hold only Cracked Baubles, in hand and deck, and no weapon — a draw by stalemate as turn 3 begins", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: baubles(4), deck: baubles(6) }, p2: { hero: "Rhinar", hand: baubles(4), deck: baubles(6) } });
    // A resource card cannot be played (CR 8.1.7) and pitching it pays for nothing: only passing.
    expect(g.labels(0)).toEqual(["Pass priority"]);
    // Turn 2: both pass; P1 leaves the arsenal empty (a Bauble there changes nothing either). The
    // check is made as a turn begins, so the game ends at the start of turn 3, before any priority.
    g.pass(2);
    expect(g.labels(0)).toContain("Leave the arsenal empty");
    g.do(0, "Leave the arsenal empty");
    expect(fab.status(g.state)).toEqual(STALEMATE);
    expect(g.state.turn).toBe(3);
    expect(g.events.at(-1)).toEqual({ type: "end", winners: [], reason: STALEMATE.reason, rule: "fab:4.5.4d" });
    expect(g.logText().at(-1)).toBe("The game is a draw: stalemate: no player can advance the game toward its end");
    // The example as written: one Cracked Bauble in hand and nothing else.
    const one = scenario({ p1: { hero: "Dorinthea", hand: baubles(1) }, p2: { hero: "Rhinar", hand: baubles(1) } });
    one.pass(2).do(0, `arsenal:${one.find(0, "hand", "Cracked Bauble")}`);
    expect(fab.status(one.state)).toEqual(STALEMATE);
  });

  it("CR 4.5.4d: not a stalemate while one player can still act — Dawnblade's attack paid with a Cracked Bauble; passing turn after turn does not end the game", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: baubles(4), deck: baubles(6) }, p2: { hero: "Rhinar", hand: baubles(4), deck: baubles(6) } });
    expect(g.labels(0)).toEqual(["Attack with Dawnblade", "Pass priority"]);
    // Refusing to advance the game is not a stalemate (CR 4.5.4e is the players' deadlock, not the engine's to declare).
    for (let turn = 3; turn <= 12; turn++) {
      g.nextTurn();
      expect(g.state.ended).toBeNull();
      expect(g.state.turn).toBe(turn);
    }
    g.do(0, "Attack with Dawnblade").do(0, "Pitch Cracked Bauble (yellow) for 2").passStep().passStep().do(1, "Do not defend").passStep().passStep();
    expect(g.player(1).life).toBe(20 - 3);
  });

  it("CR 4.5.4d: not a stalemate with no cards left while Fyendal's Spring Tunic can still gather the {r} for Harmonized Kodachi's attack", () => {
    const g = scenario({ p1: { hero: "Katsu", weapons: ["Harmonized Kodachi"], equipment: ["Fyendal's Spring Tunic"] }, p2: { hero: "Rhinar", life: 5 } });
    for (let counters = 1; counters <= 3; counters++) {
      g.nextTurn().nextTurn();
      expect(g.state.ended).toBeNull();
      g.do(0, "Yes: put an energy counter on Fyendal's Spring Tunic");
    }
    g.do(0, "Fyendal's Spring Tunic: remove 3 energy counters, gain 1 resource").pass(2);
    g.do(0, "Attack with Harmonized Kodachi").passStep().passStep().do(1, "Do not defend").passStep().passStep();
    expect(g.player(1).life).toBe(4);
  });

  it("CR 4.5.4d: a stalemate though a player can still act, when nothing they can do could change a life total (Tectonic Plating's token, turn after turn)", () => {
    // Game 616 of the seeded bot games: Bravo pitches Sink Below for Tectonic Plating's token each
    // turn, but Cranial Crush costs 6 (5 with the token), Anothos 3; Dorinthea has no card to pay for Dawnblade.
    const g = scenario({
      p1: { hero: "Bravo", weapon: "Anothos", equipment: ["Tectonic Plating"], hand: ["Sink Below (red)"], arsenal: ["Cranial Crush (blue)"] },
      p2: { hero: "Dorinthea", weapon: "Dawnblade" },
    });
    expect(g.labels(0)).toEqual(["Tectonic Plating: create a Seismic Surge token", "Pass priority"]);
    g.do(0, "Tectonic Plating: create a Seismic Surge token").do(0, "Pitch Sink Below (red) for 1").pass(2);
    expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId("Seismic Surge")]);
    // The search through every action runs after 10 turns without a life change (STALEMATE_DEEP_EVERY):
    // the game is a draw as turn 12 begins, not before.
    for (let turn = 3; turn <= 11; turn++) {
      g.nextTurn();
      expect(g.state.ended, `turn ${turn}`).toBeNull();
      while (g.state.stack.length > 0) g.pass(); // the token's trigger at the beginning of Bravo's action phase
    }
    g.nextTurn();
    expect(fab.status(g.state)).toEqual(STALEMATE);
    expect(g.state.turn).toBe(12);
  });

  it("simulation limit: the match option turnLimit ends the game before that turn with no rule cited (it is not CR 4.5.4e)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: baubles(4) }, p2: { hero: "Rhinar", hand: baubles(4) }, turnLimit: 3 });
    g.nextTurn();
    expect(g.state.ended).toBeNull();
    g.nextTurn();
    expect(fab.status(g.state)).toEqual({ kind: "ended", winners: [], reason: "simulation limit: 3 turns" });
    expect(g.state.turn).toBe(3);
    expect(g.events.at(-1)).toEqual({ type: "end", winners: [], reason: "simulation limit: 3 turns" });
  });

  it("CR 4.5.3c: a player who concedes loses", () => {
    const g = scenario({ p1: { hero: "Dorinthea" }, p2: { hero: "Rhinar" } });
    const r = fab.concede!(g.state, 1);
    expect(r.ok && fab.status(r.value.state)).toMatchObject({ kind: "ended", winners: [0] });
  });
});
