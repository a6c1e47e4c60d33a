import { describe, expect, it } from "vitest";
import { cardId, scenario } from "./testing";
import { activePower, names, toResolution, unblocked } from "./testing/combat";

/** Crucible of War: Kayo and the Brute cards (CRU002–CRU021). */
describe("Crucible of War: Brute", () => {
  it("Kayo, Berserker Runt: playing an attack action card with base power 6 or more rolls a die; 5-6 doubles its base power, 1-4 halves it rounded down (CR 2.0.3a, 1.12.1a)", () => {
    const doubled = scenario({ p1: { hero: "Kayo, Berserker Runt", hand: ["Riled Up (yellow)"], resources: 3 }, p2: { hero: "Rhinar", life: 40 }, fixedRandom: [5] });
    doubled.do(0, "Play Riled Up (yellow)");
    expect(doubled.state.stack.map((l) => l.trigger?.text)).toEqual([undefined, "Kayo, Berserker Runt: roll a die for Riled Up (yellow)"]);
    doubled.pass(2);
    expect(doubled.logText()).toContain("Riled Up (yellow)'s base power is doubled to 12");
    unblocked(doubled, 1);
    expect(activePower(doubled)).toBe(12);
    toResolution(doubled);
    expect(doubled.player(1).life).toBe(40 - 12);

    const halved = scenario({ p1: { hero: "Kayo, Berserker Runt", hand: ["Riled Up (red)"], resources: 3 }, p2: { hero: "Rhinar", life: 40 }, fixedRandom: [3] });
    halved.do(0, "Play Riled Up (red)").pass(2);
    unblocked(halved, 1);
    expect(activePower(halved)).toBe(3); // a roll of 4: 7 halved, rounded down

    // Base power 5 or less: no roll.
    const small = scenario({ p1: { hero: "Kayo, Berserker Runt", hand: ["Riled Up (blue)"], resources: 3 }, p2: { hero: "Rhinar" } });
    small.do(0, "Play Riled Up (blue)");
    expect(small.state.stack.map((l) => l.trigger?.text)).toEqual([undefined]);
  });

  it("Mandible Claw: after a card with 6 or more power was discarded this turn, its attacks have go again", () => {
    const g = scenario({ p1: { hero: "Kayo, Berserker Runt", weapon: "Mandible Claw", hand: ["Swing Fist, Think Later (red)", "Riled Up (yellow)"], resources: 3 }, p2: { hero: "Rhinar", life: 40 } });
    g.do(0, "Play Swing Fist, Think Later (red)");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Riled Up (yellow)")]);
    expect(g.player(0).discardedSix).toBe(true);
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1); // Swing Fist's go again
    g.do(0, "Attack with Mandible Claw");
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.player(1).life).toBe(40 - 4 - 3);
    // Without such a discard the claw's attack has no go again.
    const plain = scenario({ p1: { hero: "Kayo, Berserker Runt", weapon: "Mandible Claw", resources: 2 }, p2: { hero: "Rhinar" } });
    plain.do(0, "Attack with Mandible Claw");
    unblocked(plain, 1);
    toResolution(plain);
    expect(plain.player(0).actionPoints).toBe(0);
  });

  it("Skullhorn: destroy it to draw a card then discard a random card; go again", () => {
    const g = scenario({ p1: { hero: "Kayo, Berserker Runt", equipment: ["Skullhorn"], hand: ["Sigil of Solace (red)"], deck: ["Snatch (red)"] }, p2: { hero: "Rhinar" }, fixedRandom: [0] });
    g.do(0, "Skullhorn: destroy this, draw a card then discard a random card");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Skullhorn")]);
    g.pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Snatch (red)")]);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Skullhorn"), cardId("Sigil of Solace (red)")]);
    expect(g.player(0).actionPoints).toBe(1); // CR 5.3.5
  });

  it("Beast Within: discarded, it banishes the top card of the deck and loses 1 life until a card with 6 or more power is banished, which goes to hand", () => {
    const g = scenario({
      p1: { hero: "Kayo, Berserker Runt", hand: ["Swing Fist, Think Later (red)", "Beast Within (yellow)"], deck: ["Sigil of Solace (red)", "Sink Below (red)", "Riled Up (red)", "Snatch (red)"], resources: 1 },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Play Swing Fist, Think Later (red)");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([undefined, "Beast Within (yellow): put into the graveyard"]);
    g.pass(2);
    expect(names(g.player(0).banished)).toEqual([cardId("Sigil of Solace (red)"), cardId("Sink Below (red)")]);
    expect(names(g.player(0).hand)).toEqual([cardId("Riled Up (red)")]);
    expect(names(g.player(0).deck)).toEqual([cardId("Snatch (red)")]);
    expect(g.player(0).life).toBe(19 - 3);
  });

  it("Massacre: discarded to pay for a Brute attack action card, intimidate; attacking after a 6 was discarded this turn, +2 power and intimidate (CR 8.5.10)", () => {
    const paid = scenario({ p1: { hero: "Dorinthea", hand: ["Swing Fist, Think Later (red)", "Massacre (red)"], resources: 1 }, p2: { hero: "Rhinar", hand: ["Snatch (red)"] } });
    paid.do(0, "Play Swing Fist, Think Later (red)");
    expect(paid.state.stack.map((l) => l.trigger?.text)).toEqual([undefined, "Massacre (red): discarded to pay for Swing Fist, Think Later (red)"]);
    paid.pass(2);
    expect(paid.player(1).hand).toHaveLength(0);
    expect(paid.player(1).banished).toHaveLength(1);

    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Swing Fist, Think Later (red)", "Massacre (red)", "Savage Swing (red)"], resources: 4 }, p2: { hero: "Rhinar", hand: ["Snatch (red)"], life: 40 }, fixedRandom: [1] });
    g.do(0, "Play Swing Fist, Think Later (red)");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Savage Swing (red)")]);
    g.passStep().passStep().do(1, "Do not defend");
    toResolution(g).do(0, "Play Massacre (red)").passStep();
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Massacre (red): when this attacks"]);
    g.pass(2);
    expect(activePower(g)).toBe(8);
    expect(g.player(1).banished).toHaveLength(1);
  });

  it("Argh... Smash!: roll a die, destroy up to half the number rolled of items, anyone's; go again", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Argh... Smash! (yellow)"], permanents: ["Energy Potion (blue)"], resources: 3 },
      p2: { hero: "Dash", permanents: ["Rusted Relic (blue)", "Potion of Strength (blue)"] },
      fixedRandom: [4],
    });
    g.do(0, "Play Argh... Smash! (yellow)").pass(2);
    expect(g.logText()).toContain("P1 (Dorinthea) rolls a 5");
    expect(g.labels(0)).toEqual([
      "Choose Energy Potion (blue) to destroy (2 more at most)",
      "Choose Rusted Relic (blue) to destroy (2 more at most)",
      "Choose Potion of Strength (blue) to destroy (2 more at most)",
      "Choose none",
    ]);
    g.do(0, "Choose Rusted Relic (blue) to destroy (2 more at most)").do(0, "Choose Potion of Strength (blue) to destroy (1 more at most)");
    expect(g.player(1).permanents).toHaveLength(0);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Rusted Relic (blue)"), cardId("Potion of Strength (blue)")]);
    expect(g.player(0).permanents).toHaveLength(1);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Barraging Big Horn: discard a random card to play it; it has go again while defended by less than 2 non-equipment cards", () => {
    const play = (defenders: string[]) => {
      const g = scenario({ p1: { hero: "Dorinthea", hand: ["Barraging Big Horn (red)", "Sigil of Solace (red)"], resources: 2 }, p2: { hero: "Rhinar", hand: ["Snatch (red)", "Snatch (yellow)"], life: 40 } });
      g.do(0, "Play Barraging Big Horn (red)");
      expect(names(g.player(0).graveyard)).toEqual([cardId("Sigil of Solace (red)")]);
      g.passStep().passStep();
      for (const d of defenders) g.do(1, `Defend with ${d}`);
      g.do(1, defenders.length === 0 ? "Do not defend" : "Done declaring defenders");
      return toResolution(g).player(0).actionPoints;
    };
    expect(play(["Snatch (red)"])).toBe(1);
    expect(play(["Snatch (red)", "Snatch (yellow)"])).toBe(0);
  });

  it("Predatory Assault: it gains dominate if a card with 6 or more power was discarded this turn (CR 8.3.4)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Swing Fist, Think Later (red)", "Predatory Assault (red)", "Savage Swing (red)"], resources: 3 }, p2: { hero: "Rhinar", hand: ["Snatch (red)", "Snatch (yellow)"], life: 40 }, fixedRandom: [1] });
    g.do(0, "Play Swing Fist, Think Later (red)").passStep().passStep().do(1, "Do not defend");
    toResolution(g).do(0, "Play Predatory Assault (red)").passStep().passStep().do(1, "Defend with Snatch (red)");
    expect(g.labels(1)).toEqual(["Done declaring defenders"]);

    const plain = scenario({ p1: { hero: "Dorinthea", hand: ["Predatory Assault (red)"], resources: 2 }, p2: { hero: "Rhinar", hand: ["Snatch (red)", "Snatch (yellow)"] } });
    plain.do(0, "Play Predatory Assault (red)").passStep().passStep().do(1, "Defend with Snatch (red)");
    expect(plain.labels(1)).toContain("Defend with Snatch (yellow)");
  });

  it("Riled Up: +1 power if a card with 6 or more power was discarded this turn", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Swing Fist, Think Later (red)", "Riled Up (red)", "Riled Up (yellow)"], resources: 4 }, p2: { hero: "Rhinar", life: 40 }, fixedRandom: [1] });
    g.do(0, "Play Swing Fist, Think Later (red)");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Riled Up (yellow)")]);
    unblocked(g, 1);
    toResolution(g).do(0, "Play Riled Up (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(8);
  });

  it("Swing Fist, Think Later: discard a random card as an additional cost (not playable without one to discard); go again", () => {
    const alone = scenario({ p1: { hero: "Dorinthea", hand: ["Swing Fist, Think Later (blue)"], resources: 1 }, p2: { hero: "Rhinar" } });
    expect(alone.labels(0)).toEqual(["Pass priority"]);
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Swing Fist, Think Later (yellow)", "Snatch (red)"], resources: 1 }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Swing Fist, Think Later (yellow)");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Snatch (red)")]);
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 3);
    expect(g.player(0).actionPoints).toBe(1);
  });
});
