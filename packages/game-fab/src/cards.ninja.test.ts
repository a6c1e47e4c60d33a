import { describe, expect, it } from "vitest";
import { readDeck } from "./setup";
import { cardId, scenario, toResolution, unblocked, type Scenario } from "./testing";

/** Attack (then pay: each of `costs`, e.g. a pitch), nobody defends, through damage: the attacker's next decision is in the Damage Step. */
function undefended(g: Scenario, attacker: 0 | 1, play: string, ...costs: string[]): Scenario {
  g.do(attacker, play);
  for (const cost of costs) g.do(attacker, cost);
  return unblocked(g, attacker === 0 ? 1 : 0).passStep();
}

/**
 * Katsu holding Head Jab (red), `second` and Surging Strike (blue), with a deck to search, hits Rhinar with Head Jab:
 * Katsu's trigger is on the stack.
 */
function katsuHitsWithHeadJab(second: string): Scenario {
  const g = scenario({
    p1: {
      hero: "Katsu",
      hand: ["Head Jab (red)", second, "Surging Strike (blue)"],
      deck: ["Snatch (red)", "Rising Knee Thrust (red)", "Whelming Gustwave (red)"],
    },
    p2: { hero: "Rhinar", life: 40 },
  });
  return undefended(g, 0, "Play Head Jab (red)");
}

/**
 * Katsu holding Leg Tap (red), Rising Knee Thrust (red), `next` and `pitch` (pitched for Leg Tap) attacks Rhinar (40 life):
 * Leg Tap hits, then Rising Knee Thrust (its combo after Leg Tap) hits; the next decision is in its Damage Step.
 */
function kneeThrustAfterLegTap(next: string, pitch: string): Scenario {
  const g = scenario({
    p1: { hero: "Katsu", hand: ["Leg Tap (red)", "Rising Knee Thrust (red)", next, pitch] },
    p2: { hero: "Rhinar", life: 40 },
  });
  undefended(g, 0, "Play Leg Tap (red)", `Pitch ${pitch} for 3`);
  toResolution(g);
  return undefended(g, 0, "Play Rising Knee Thrust (red)");
}

describe("Ninja (Katsu)", () => {
  it("CR 8.4.1 combo: Open the Center after Head Jab gains +1 power, go again and dominate", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Head Jab (red)", "Open the Center (red)", "Leg Tap (blue)"] },
      p2: { hero: "Rhinar", hand: ["Savage Swing (red)", "Wounding Blow (red)"], life: 30 },
    });
    undefended(g, 0, "Play Head Jab (red)");
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1); // Head Jab's printed go again
    g.do(0, "Play Open the Center (red)").do(0, "Pitch Leg Tap (blue) for 3");
    expect(g.logText().at(-1)).toBe("P1 (Katsu) pitches Leg Tap (blue) for 3");
    g.passStep().passStep();
    expect(g.logText()).toContain("P1 (Katsu) attacks with Open the Center (red) for 6");
    g.do(1, "Defend with Wounding Blow (red)");
    expect(g.labels(1)).toEqual(["Done declaring defenders"]); // dominate (CR 8.3.4a)
    g.do(1, "Done declaring defenders").passStep().passStep();
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1); // go again from combo
  });

  it("CR 8.4.1: combo needs the named card as the last attack; Open the Center after Leg Tap has no go again or dominate", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Leg Tap (red)", "Open the Center (red)", "Surging Strike (blue)", "Head Jab (blue)"] },
      p2: { hero: "Rhinar", hand: ["Savage Swing (red)", "Wounding Blow (red)"], life: 30 },
    });
    undefended(g, 0, "Play Leg Tap (red)", "Pitch Head Jab (blue) for 3");
    toResolution(g);
    g.do(0, "Play Open the Center (red)").passStep().passStep(); // paid with the 2 resources left over
    expect(g.logText()).toContain("P1 (Katsu) attacks with Open the Center (red) for 5");
    g.do(1, "Defend with Wounding Blow (red)");
    expect(g.labels(1)).toContain("Defend with Savage Swing (red)");
  });

  it("Rising Knee Thrust after Leg Tap gains +2 and go again; Blackout Kick after Rising Knee Thrust gains +3", () => {
    const g = kneeThrustAfterLegTap("Blackout Kick (red)", "Surging Strike (blue)");
    expect(g.player(1).life).toBe(40 - 4 - 5);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
    undefended(g, 0, "Play Blackout Kick (red)");
    expect(g.player(1).life).toBe(40 - 4 - 5 - 7);
  });

  it("Whelming Gustwave after Surging Strike draws a card when it hits", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Surging Strike (red)", "Whelming Gustwave (red)", "Head Jab (blue)"], deck: ["Leg Tap (red)"] },
      p2: { hero: "Rhinar", life: 40 },
    });
    undefended(g, 0, "Play Surging Strike (red)", "Pitch Head Jab (blue) for 3");
    toResolution(g);
    undefended(g, 0, "Play Whelming Gustwave (red)");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Whelming Gustwave (red): combo, if this hits"]);
    g.pass(2);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Leg Tap (red)")]);
  });

  it("Hurricane Technique after Rising Knee Thrust returns to its owner's hand when it hits", () => {
    const g = kneeThrustAfterLegTap("Hurricane Technique (yellow)", "Head Jab (blue)");
    toResolution(g);
    undefended(g, 0, "Play Hurricane Technique (yellow)");
    g.pass(2);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Hurricane Technique (yellow)")]);
    toResolution(g).pass(2);
    expect(g.state.chain).toHaveLength(0);
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Leg Tap (red)"), cardId("Rising Knee Thrust (red)")]);
  });

  it("CR 6.5.4-6.5.5: Pounding Gale's combo doubles the damage (standard replacement) before prevention (Bone Head Barrier)", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Head Jab (red)", "Open the Center (red)", "Pounding Gale (red)", "Leg Tap (blue)", "Surging Strike (blue)"] },
      p2: { hero: "Rhinar", hand: ["Bone Head Barrier (yellow)", "Savage Swing (blue)"], life: 40 },
      seed: "gale",
    });
    undefended(g, 0, "Play Head Jab (red)");
    toResolution(g);
    undefended(g, 0, "Play Open the Center (red)", "Pitch Leg Tap (blue) for 3");
    toResolution(g);
    unblocked(g.do(0, "Play Pounding Gale (red)"), 1);
    g.do(0, "pass").do(1, "Play Bone Head Barrier (yellow)").do(1, "Pitch Savage Swing (blue) for 3").pass(2);
    const shield = g.state.shields[0]!.amount;
    g.passStep();
    expect(g.player(1).life).toBe(40 - 3 - 6 - Math.max(0, 5 * 2 - shield));
    expect(g.logText()).toContain("Pounding Gale (red) deals double damage");
  });

  it("Fluster Fist after Open the Center gains +1 power for each attack that has hit this combat chain", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Head Jab (red)", "Open the Center (red)", "Fluster Fist (red)", "Leg Tap (blue)"] },
      p2: { hero: "Rhinar", life: 40 },
    });
    undefended(g, 0, "Play Head Jab (red)");
    toResolution(g);
    undefended(g, 0, "Play Open the Center (red)", "Pitch Leg Tap (blue) for 3");
    toResolution(g);
    g.do(0, "Play Fluster Fist (red)").passStep();
    expect(g.logText()).toContain("P1 (Katsu) attacks with Fluster Fist (red) for 6");
  });

  it("Flic Flak: the next card its player defends with this turn gets +2 defense if it has combo (CR 7.3.2d order)", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Scar for a Scar (red)", "Wounding Blow (red)"], life: 10 },
      p2: { hero: "Katsu", hand: ["Flic Flak (red)", "Rising Knee Thrust (red)"] },
    });
    unblocked(g.do(0, "Play Scar for a Scar (red)"), 1);
    g.do(0, "pass").do(1, "Play Flic Flak (red)").pass(2);
    expect(g.state.chain[0]!.defenders.map((d) => d.defense)).toEqual([4]); // Flic Flak itself is not "the next card"
    toResolution(g);
    g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Defend with Rising Knee Thrust (red)").do(1, "Done declaring defenders");
    expect(g.state.chain[1]!.defenders.map((d) => d.defense)).toEqual([3 + 2]);
  });

  it("CR 3.16, 4.1.4: two Harmonized Kodachi; their attacks get go again with a cost 0 card in the pitch zone", () => {
    const katsu = [cardId("Katsu"), cardId("Harmonized Kodachi"), cardId("Harmonized Kodachi")];
    const deck = Array.from({ length: 20 }, () => [cardId("Head Jab (red)"), cardId("Leg Tap (red)")]).flat();
    expect(readDeck([...katsu, ...deck], 0, "open").ok).toBe(true);
    expect(readDeck([cardId("Bravo"), cardId("Anothos"), cardId("Anothos"), ...deck.slice(0, 1)], 0, "open")).toMatchObject({ ok: false });
    const g = scenario({
      p1: { hero: "Katsu", weapons: ["Harmonized Kodachi", "Harmonized Kodachi"], hand: ["Head Jab (yellow)", "Leg Tap (yellow)"] },
      p2: { hero: "Rhinar", life: 40 },
    });
    const [first, second] = g.player(0).gear.map((w) => w.id);
    undefended(g, 0, `attack:${first}`, "Pitch Head Jab (yellow) for 2");
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1); // Head Jab has cost 0
    expect(g.labels(0)).toContain("Attack with Harmonized Kodachi");
    undefended(g, 0, `attack:${second}`);
    expect(g.player(1).life).toBe(38);
  });

  it("Katsu: the first attack action card hit each turn — discard a cost 0 card, search for a combo card, banish it, play it this turn", () => {
    const g = katsuHitsWithHeadJab("Leg Tap (red)");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Katsu: discard a card with cost 0 to search for a combo card"]);
    g.pass(2);
    // "You may discard a card with cost 0": Leg Tap costs 1 and Surging Strike 2, so there is nothing to choose.
    expect(g.pending).toBeNull();
    expect(g.labels(0)).toEqual(["Pass priority"]);
  });

  it("Katsu: the searched combo card is banished face up and may be played this turn", () => {
    const g = katsuHitsWithHeadJab("Rising Knee Thrust (blue)");
    g.pass(2);
    expect(g.labels(0)).toEqual(["Choose Rising Knee Thrust (blue) to discard (then search your deck for a card with combo)", "Choose none"]);
    g.do(0, "Choose Rising Knee Thrust (blue) to discard (then search your deck for a card with combo)");
    expect(g.labels(0)).toEqual([
      "Choose Rising Knee Thrust (red) to banish face up (you may play it this turn)",
      "Choose Whelming Gustwave (red) to banish face up (you may play it this turn)",
      "Choose none",
    ]);
    g.do(0, "Choose Whelming Gustwave (red) to banish face up (you may play it this turn)");
    expect(g.player(0).banished.map((c) => c.card)).toEqual([cardId("Whelming Gustwave (red)")]);
    const banished = g.events.find((e) => e.type === "move" && e.to === "p0.banished");
    expect(banished).toMatchObject({ vis: "public" });
    toResolution(g);
    expect(g.labels(0)).toContain("Play Whelming Gustwave (red) from banished");
    g.do(0, "Play Whelming Gustwave (red) from banished");
    expect(g.player(0).banished).toHaveLength(0);
  });

  it("Mask of Momentum: an attack action card that is the third chain link in a row to hit draws a card, once per turn", () => {
    const g = scenario({
      p1: { hero: "Katsu", equipment: ["Mask of Momentum"], hand: ["Head Jab (red)", "Head Jab (yellow)", "Head Jab (blue)"], deck: ["Snatch (red)"] },
      p2: { hero: "Rhinar", life: 40 },
    });
    for (const color of ["red", "yellow"]) {
      undefended(g, 0, `Play Head Jab (${color})`);
      toResolution(g);
    }
    undefended(g, 0, "Play Head Jab (blue)");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Mask of Momentum: draw a card"]);
    g.pass(2);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Snatch (red)")]);
  });

  it("Breaking Scales: attack reaction — destroy it: target attack action card with combo gains +1 power", () => {
    const g = scenario({ p1: { hero: "Katsu", equipment: ["Breaking Scales"], hand: ["Rising Knee Thrust (red)"] }, p2: { hero: "Rhinar", life: 40 } });
    unblocked(g.do(0, "Play Rising Knee Thrust (red)"), 1);
    g.do(0, "Breaking Scales: destroy this, target attack action card with combo gains +1 power");
    expect(g.player(0).gear).toHaveLength(0); // CR 1.14.4: destroyed as a cost
    g.pass(2).passStep();
    expect(g.player(1).life).toBe(40 - 4);
  });

  it("Ancestral Empowerment: target Ninja attack action card gains +1 power; draw a card", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Ancestral Empowerment (red)"], deck: ["Leg Tap (red)"] }, p2: { hero: "Rhinar", life: 40 } });
    unblocked(g.do(0, "Play Head Jab (red)"), 1);
    g.do(0, "Play Ancestral Empowerment (red)").pass(2).passStep();
    expect(g.player(1).life).toBe(40 - 4);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Leg Tap (red)")]);
  });
});
