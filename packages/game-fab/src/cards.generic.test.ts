import { describe, expect, it } from "vitest";
import { totalDefense } from "./rules/combat";
import { activeLink, activePower, cardId, names, scenario, toResolution, unblocked } from "./testing";

/** Scenario tests for the generic cards of Crucible of War (and the Arcane Rising cards outside the Ranger class). */

describe("Crucible of War: generic cards", () => {
  it("Brutal Assault: an attack with its printed power and nothing else (CR 2.0.3)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Brutal Assault (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    toResolution(unblocked(g.do(0, "Play Brutal Assault (red)"), 1));
    expect(g.player(1).life).toBe(14);
    expect(g.player(0).actionPoints).toBe(0);
  });

  it("Lunging Press: target attack action card gains +1 power; it can't target a weapon attack (CR 8.1.2, 8.5.8)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Brutal Assault (blue)", "Lunging Press (blue)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    unblocked(g.do(0, "Play Brutal Assault (blue)"), 1);
    g.do(0, "Play Lunging Press (blue)").pass(2);
    expect(activePower(g)).toBe(5);
    toResolution(g);
    expect(g.player(1).life).toBe(15);

    const w = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Lunging Press (blue)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    unblocked(w.do(0, "Attack with Dawnblade"), 1);
    expect(w.labels(0)).not.toContain("Play Lunging Press (blue)");
  });

  it("Gorganian Tome: draws 1 plus the number of Gorganian Tomes in all graveyards (the resolving Tome not among them, CR 5.3.6); go again", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Gorganian Tome"], graveyard: ["Gorganian Tome"], deck: ["Head Jab (red)", "Head Jab (yellow)", "Head Jab (blue)", "Leg Tap (red)"] },
      p2: { hero: "Rhinar", graveyard: ["Gorganian Tome"], life: 20 },
    });
    g.do(0, "Play Gorganian Tome").pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)"), cardId("Head Jab (yellow)"), cardId("Head Jab (blue)")]);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.player(0).graveyard).toHaveLength(2);
  });

  it("Promise of Plenty: on hit, each hero with an empty arsenal puts the top card of their deck face down into it (CR 8.5.15); from arsenal it gains go again", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", arsenal: ["Promise of Plenty (red)"], deck: ["Head Jab (red)", "Leg Tap (red)"] },
      p2: { hero: "Rhinar", deck: ["Brutal Assault (red)"], arsenal: ["Sigil of Solace (red)"], life: 20 },
    });
    g.do(0, "Play Promise of Plenty (red) from arsenal");
    expect(g.state.stack[0]!.goAgain).toBe(true);
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(17);
    expect(names(g.player(0).arsenal)).toEqual([cardId("Head Jab (red)")]);
    expect(names(g.player(1).arsenal)).toEqual([cardId("Sigil of Solace (red)")]);
    expect(names(g.player(1).deck)).toEqual([cardId("Brutal Assault (red)")]);
    expect(g.player(0).actionPoints).toBe(1);

    const h = scenario({ p1: { hero: "Dorinthea", hand: ["Promise of Plenty (blue)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", deck: ["Brutal Assault (red)"], life: 20 } });
    h.do(0, "Play Promise of Plenty (blue)");
    expect(h.state.stack[0]!.goAgain).toBe(false);
    toResolution(unblocked(h, 1));
    expect(names(h.player(0).arsenal)).toEqual([cardId("Head Jab (red)")]);
    expect(names(h.player(1).arsenal)).toEqual([cardId("Brutal Assault (red)")]);
  });

  it("Springboard Somersault: played from arsenal it defends with +2 defense, from hand with its printed 2 (CR 7.4.2d)", () => {
    for (const [zone, defense] of [["arsenal", 4], ["hand", 2]] as const) {
      const g = scenario({
        p1: { hero: "Dorinthea", hand: ["Brutal Assault (red)"], resources: 2 },
        p2: { hero: "Rhinar", [zone]: ["Springboard Somersault (yellow)"], life: 20 },
      });
      unblocked(g.do(0, "Play Brutal Assault (red)"), 1);
      g.pass().do(1, `Play Springboard Somersault (yellow)${zone === "arsenal" ? " from arsenal" : ""}`).pass(2);
      expect(totalDefense(g.state, activeLink(g))).toBe(defense);
      toResolution(g);
      expect(g.player(1).life).toBe(20 - (6 - defense));
    }
  });
});

describe("Crucible of War: Reinforce the Line", () => {
  it("Reinforce the Line: target defending attack action card gains +4 / +3 / +2 defense, declared as it is played (CR 5.1.4)", () => {
    for (const [color, n] of [["red", 4], ["yellow", 3], ["blue", 2]] as const) {
      const g = scenario({
        p1: { hero: "Dorinthea", hand: ["Brutal Assault (red)"], resources: 2 },
        p2: { hero: "Rhinar", hand: ["Head Jab (red)", `Reinforce the Line (${color})`], equipment: ["Ironrot Helm"], life: 20 },
      });
      g.do(0, "Play Brutal Assault (red)").passStep().passStep();
      g.do(1, "Defend with Head Jab (red)").do(1, "Defend with Ironrot Helm").do(1, "Done declaring defenders").passStep();
      g.pass();
      // Only the defending attack action card may be targeted, not the equipment.
      expect(g.labels(1).filter((l) => l.startsWith("Play Reinforce"))).toEqual([`Play Reinforce the Line (${color}) targeting Head Jab (red)`]);
      g.do(1, `Play Reinforce the Line (${color}) targeting Head Jab (red)`).pass(2);
      expect(totalDefense(g.state, activeLink(g))).toBe(2 + 1 + n);
      toResolution(g);
      expect(g.player(1).life).toBe(20 - Math.max(0, 6 - (3 + n)));
    }
  });

  it("Reinforce the Line can't be played with no defending attack action card to target (CR 5.1.4)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Brutal Assault (red)"], resources: 2 }, p2: { hero: "Rhinar", hand: ["Reinforce the Line (red)"], life: 20 } });
    unblocked(g.do(0, "Play Brutal Assault (red)"), 1).pass();
    expect(g.labels(1)).toEqual(["Pass priority"]);
  });
});

describe("Crucible of War: Talishar, the Lost Prince", () => {
  it("Talishar: each attack costs {r}{r} and a rust counter (CR 5.1.9); at the beginning of the end phase with 3 or more it is destroyed (CR 8.5.4)", () => {
    const blues = Array.from({ length: 16 }, () => "Sigil of Solace (blue)");
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Talishar, the Lost Prince", resources: 2, deck: blues }, p2: { hero: "Rhinar", deck: blues, life: 40 } });
    const talishar = () => g.player(0).gear.find((w) => w.card === cardId("Talishar, the Lost Prince"));
    for (const rust of [1, 2, 3]) {
      g.do(0, "Attack with Talishar, the Lost Prince");
      if (g.pending?.kind === "pay") g.do(0, "Pitch Sigil of Solace (blue) for 3");
      expect(talishar()?.rust).toBe(rust);
      toResolution(unblocked(g, 1));
      // Once per turn: no second attack this turn.
      expect(g.labels(0)).not.toContain("Attack with Talishar, the Lost Prince");
      g.nextTurn();
      if (rust < 3) {
        expect(talishar()?.rust).toBe(rust);
        g.nextTurn();
      }
    }
    expect(talishar()).toBeUndefined();
    expect(names(g.player(0).graveyard)).toEqual([cardId("Talishar, the Lost Prince")]);
    expect(g.player(1).life).toBe(40 - 3 * 4);
  });
});

describe("Arcane Rising: Moon Wish and Sun Kiss", () => {
  it("Moon Wish: a card from hand on top of the deck rather than its {r} cost (CR 5.4.4b, 5.1.6c); on hit it searches for Sun Kiss (CR 8.5.19)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Moon Wish (red)", "Head Jab (red)"], deck: ["Leg Tap (red)", "Sun Kiss (red)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    // Its {r} cost of 2 can't be paid with one card of pitch 1: only the alternative cost is offered.
    expect(g.labels(0).filter((l) => l.startsWith("Play Moon Wish"))).toEqual(["Play Moon Wish (red), putting Head Jab (red) on top of the deck instead of paying its cost"]);
    g.do(0, "Play Moon Wish (red), putting Head Jab (red) on top of the deck instead of paying its cost");
    expect(g.player(0).hand).toEqual([]);
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (red)"), cardId("Leg Tap (red)"), cardId("Sun Kiss (red)")]);
    expect(g.player(0).pitch).toEqual([]);
    unblocked(g, 1).passStep();
    g.pass(2); // the hit trigger resolves
    expect(g.pending).toMatchObject({ kind: "choose", seat: 0 });
    g.do(0, "Choose Sun Kiss (red) to reveal and put into your hand");
    expect(names(g.player(0).hand)).toEqual([cardId("Sun Kiss (red)")]);
    expect(g.player(0).deck).toHaveLength(2);
    expect(g.logText()).toContain("P1 (Dorinthea) reveals Sun Kiss (red)");
    // Revealed to every player (CR 8.5.17): the table is shown the card, not only told its name.
    expect(g.events.flatMap((e) => (e.type === "reveal" ? [[e.face.name, e.vis]] : []))).toEqual([["Sun Kiss", "public"]]);
    expect(g.player(1).life).toBe(15);
  });

  it("Moon Wish paid with its {r} cost: the card in hand stays (the alternative cost is optional, CR 5.1.3c)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Moon Wish (blue)", "Head Jab (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Moon Wish (blue)");
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(0).resources).toBe(0);
  });

  it("Sun Kiss: gain 3 / 2 / 1 life; after a Moon Wish this turn it also draws a card and gains go again", () => {
    const alone = scenario({ p1: { hero: "Dorinthea", hand: ["Sun Kiss (yellow)"], deck: ["Head Jab (red)"], life: 10 }, p2: { hero: "Rhinar", life: 20 } });
    alone.do(0, "Play Sun Kiss (yellow)").pass(2);
    expect(alone.player(0).life).toBe(12);
    expect(alone.player(0).hand).toEqual([]);
    expect(alone.player(0).actionPoints).toBe(0);

    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Moon Wish (yellow)", "Sun Kiss (red)"], deck: ["Head Jab (red)"], resources: 2, life: 10 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    toResolution(unblocked(g.do(0, "Play Moon Wish (yellow)"), 1)).passStep();
    expect(g.state.chain).toEqual([]);
    g.do(0, "Play Sun Kiss (red)").pass(2);
    expect(g.player(0).life).toBe(13);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    // "This turn": the next turn Moon Wish is forgotten (CR 4.4.4).
    g.nextTurn();
    expect(g.player(0).namesPlayed).toBeUndefined();
  });
});

describe("Crucible of War: Kavdaen, Copper and Cash In", () => {
  it("Copper: Action – {r}{r}{r}{r}, destroy this: draw a card, go again; the token ceases to exist (CR 3.0.12a, 8.6)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", permanents: ["Copper"], deck: ["Head Jab (red)"], resources: 4 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Copper: destroy this, draw a card");
    expect(g.player(0).permanents).toEqual([]);
    expect(g.player(0).graveyard).toEqual([]);
    g.pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.player(0).resources).toBe(0);
  });

  it("Kavdaen: the hero with more life loses 1 and creates a Copper token, then the hero with less gains 1; go again, once per turn (CR 1.9.2c)", () => {
    const text = "Kavdaen, Trader of Skins: the hero with the most life loses 1 and creates a Copper token, then the hero with the least gains 1";
    const g = scenario({ p1: { hero: "Kavdaen, Trader of Skins", resources: 6, life: 20 }, p2: { hero: "Rhinar", life: 15 } });
    g.do(0, text).pass(2);
    expect([g.player(0).life, g.player(1).life]).toEqual([19, 16]);
    expect(names(g.player(0).permanents)).toEqual([cardId("Copper")]);
    expect(g.player(1).permanents).toEqual([]);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0)).not.toContain(text);

    // Behind, Kavdaen's player gains the life and the opponent loses 1 and gets the Copper.
    const behind = scenario({ p1: { hero: "Kavdaen, Trader of Skins", resources: 3, life: 10 }, p2: { hero: "Rhinar", life: 20 } });
    behind.do(0, text).pass(2);
    expect([behind.player(0).life, behind.player(1).life]).toEqual([11, 19]);
    expect(names(behind.player(1).permanents)).toEqual([cardId("Copper")]);

    // One life apart: after the first part they are level, so nobody gains ("then" reads the board as it is then).
    const close = scenario({ p1: { hero: "Kavdaen, Trader of Skins", resources: 3, life: 20 }, p2: { hero: "Rhinar", life: 19 } });
    close.do(0, text).pass(2);
    expect([close.player(0).life, close.player(1).life]).toEqual([19, 19]);

    // Level: nothing happens.
    const level = scenario({ p1: { hero: "Kavdaen, Trader of Skins", resources: 3, life: 20 }, p2: { hero: "Rhinar", life: 20 } });
    level.do(0, text).pass(2);
    expect([level.player(0).life, level.player(1).life]).toEqual([20, 20]);
    expect(level.player(0).permanents).toEqual([]);
  });

  it("Cash In: destroy 4 Coppers rather than pay its {r} cost (CR 5.4.4b), draw 2 cards, go again; not offered with fewer Coppers", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Cash In (yellow)"], permanents: ["Copper", "Copper", "Copper", "Copper", "Copper"], deck: ["Head Jab (red)", "Leg Tap (red)", "Head Jab (blue)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    expect(g.labels(0).filter((l) => l.startsWith("Play Cash In"))).toEqual(["Play Cash In (yellow), destroying 4 Coppers instead of paying its cost"]);
    g.do(0, "Play Cash In (yellow), destroying 4 Coppers instead of paying its cost");
    expect(names(g.player(0).permanents)).toEqual([cardId("Copper")]);
    g.pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)"), cardId("Leg Tap (red)")]);
    expect(g.player(0).actionPoints).toBe(1);

    const few = scenario({ p1: { hero: "Dorinthea", hand: ["Cash In (yellow)"], permanents: ["Copper", "Copper", "Copper"] }, p2: { hero: "Rhinar", life: 20 } });
    expect(few.labels(0).filter((l) => l.startsWith("Play Cash In"))).toEqual([]);
  });
});

describe("Arcane Rising: Wizard", () => {
  it("Forked Lightning: 2 arcane damage to each of two target heroes, declared as it is played; the same hero may be targeted twice (CR 5.1.4, 8.5.3b)", () => {
    const board = () => scenario({ p1: { hero: "Kano", hand: ["Forked Lightning (red)"], resources: 3, life: 20 }, p2: { hero: "Rhinar", life: 20 } });
    const g = board();
    expect(g.labels(0).filter((l) => l.startsWith("Play Forked"))).toEqual([
      "Play Forked Lightning (red) targeting P2 (Rhinar) twice",
      "Play Forked Lightning (red) targeting P2 (Rhinar) and your hero",
      "Play Forked Lightning (red) targeting your hero twice",
    ]);
    g.do(0, "Play Forked Lightning (red) targeting P2 (Rhinar) twice").pass(2);
    expect([g.player(0).life, g.player(1).life]).toEqual([20, 16]);
    expect(g.logText().filter((l) => l === "Forked Lightning (red) deals 2 arcane damage to P2 (Rhinar)")).toHaveLength(2);

    const split = board();
    split.do(0, "Play Forked Lightning (red) targeting P2 (Rhinar) and your hero").pass(2);
    expect([split.player(0).life, split.player(1).life]).toEqual([18, 18]);
  });

  it("Forked Lightning at one hero twice: two events of 2 arcane damage, Arcane Barrier is paid against each (CR 8.3.8)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Forked Lightning (red)"], resources: 3 }, p2: { hero: "Rhinar", equipment: ["Nullrune Hood"], resources: 2, life: 20 } });
    g.do(0, "Play Forked Lightning (red) targeting P2 (Rhinar) twice").pass(2);
    g.do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Hood: Arcane Barrier 1)");
    g.do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Hood: Arcane Barrier 1)");
    expect(g.player(1).life).toBe(18);
    expect(g.player(1).resources).toBe(0);
  });
  it("Sonic Boom: if it deals damage, a Wizard 'non-attack' action card on top of the deck may be banished and played this turn as an instant, X less (CR 5.1.1a, 8.1.6, 5.1.6a)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Sonic Boom (yellow)"], deck: ["Voltic Bolt (red)", "Zap (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Sonic Boom (yellow) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
    expect(g.pending).toMatchObject({ kind: "choose", seat: 0 });
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Voltic Bolt (red)"))!);
    expect(names(g.player(0).banished)).toEqual([cardId("Voltic Bolt (red)")]);
    // No action point and no resources left: as an instant (CR 8.1.6), its cost of 2 less 3 is 0.
    expect([g.player(0).actionPoints, g.player(0).resources]).toEqual([0, 0]);
    g.do(0, "Play Voltic Bolt (red) from banished targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(12);
    expect(g.player(0).banishedCostsLess).toEqual([]);
  });

  it("Sonic Boom: the reduction is the damage dealt — 1 after Arcane Barrier 2, so Voltic Bolt then costs 1 (CR 8.3.8)", () => {
    const g = scenario({
      p1: { hero: "Kano", hand: ["Sonic Boom (yellow)"], deck: ["Voltic Bolt (red)"], resources: 2 },
      p2: { hero: "Rhinar", equipment: ["Nullrune Hood", "Nullrune Robe"], resources: 2, life: 20 },
    });
    g.do(0, "Play Sonic Boom (yellow) targeting P2 (Rhinar)").pass(2);
    g.do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Hood: Arcane Barrier 1)").do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)");
    expect(g.player(1).life).toBe(19);
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Voltic Bolt (red)"))!);
    expect(g.player(0).banishedCostsLess).toEqual([{ obj: g.player(0).banished[0]!.id, amount: 1 }]);
    expect(g.labels(0)).not.toContain("Play Voltic Bolt (red) from banished targeting P2 (Rhinar)");
  });

  it("Sonic Boom: all of its damage prevented, nothing is looked at (\"if Sonic Boom deals damage\")", () => {
    const g = scenario({
      p1: { hero: "Kano", hand: ["Sonic Boom (yellow)"], deck: ["Voltic Bolt (red)"], resources: 2 },
      p2: { hero: "Rhinar", permanents: ["Enchanting Melody (red)"], life: 20 },
    });
    g.do(0, "Play Sonic Boom (yellow) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(20);
    expect(g.pending).toBeNull();
    expect(names(g.player(0).deck)).toEqual([cardId("Voltic Bolt (red)")]);
  });
});

describe("Arcane Rising: Dissipation Shield", () => {
  const shieldText = "Dissipation Shield: destroy this, prevent X of the next damage to your hero this turn (X: its steam counters)";

  it("Dissipation Shield enters with 4 steam counters (CR 6.4.8); destroyed for its instant, it prevents 4 of the next damage to its hero only (CR 6.4.10i, 1.2.3a)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Dissipation Shield (yellow)"], resources: 2, life: 20 },
      p2: { hero: "Rhinar", hand: ["Brutal Assault (red)", "Sigil of Solace (blue)"], life: 20 },
    });
    g.do(0, "Play Dissipation Shield (yellow)").pass(2);
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Dissipation Shield (yellow)"), steam: 4 }]);
    g.nextTurn();
    g.do(1, "Play Brutal Assault (red)").do(1, "Pitch Sigil of Solace (blue) for 3");
    unblocked(g, 0);
    g.pass().do(0, shieldText);
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Dissipation Shield (yellow)")]);
    g.pass(2);
    expect(g.state.shields).toEqual([{ seat: 0, amount: 4, source: cardId("Dissipation Shield (yellow)"), fixed: true }]);
    toResolution(g);
    expect(g.player(0).life).toBe(18);
    expect(g.state.shields).toEqual([]);
  });

  it("Dissipation Shield: a fixed prevention is a one-off — 1 damage uses it up, the rest is not kept (CR 6.4.10i)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Dissipation Shield (yellow)", "Zap (blue)", "Zap (red)"], resources: 2, life: 20 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 3 });
    g.do(0, "Play Dissipation Shield (yellow)").pass(2).do(0, shieldText).pass(2);
    g.do(0, "Play Zap (blue) targeting your hero").pass(2);
    expect(g.player(0).life).toBe(20);
    expect(g.state.shields).toEqual([]);
    g.do(0, "Play Zap (red) targeting your hero").pass(2);
    expect(g.player(0).life).toBe(17);
  });

  it("Dissipation Shield: at the beginning of its controller's action phase it is destroyed unless they remove a steam counter (CR 4.3.1, 8.5.16)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Dissipation Shield (yellow)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Dissipation Shield (yellow)").pass(2);
    g.nextTurn().nextTurn();
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Dissipation Shield: beginning of the action phase"]);
    g.pass(2).do(0, "Yes: remove a steam counter from Dissipation Shield (if not, it is destroyed)");
    expect(g.player(0).permanents).toMatchObject([{ steam: 3 }]);
    g.nextTurn().nextTurn().pass(2).do(0, "No");
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Dissipation Shield (yellow)")]);
  });

  it("Dissipation Shield with no steam counter to remove is destroyed without a question", () => {
    const g = scenario({ p1: { hero: "Dorinthea", permanents: ["Dissipation Shield (yellow)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.nextTurn().nextTurn().pass(2);
    expect(g.pending).toBeNull();
    expect(g.player(0).permanents).toEqual([]);
  });
});

describe("Arcane Rising: Back Alley Breakline", () => {
  it("Back Alley Breakline banished from the deck by boost (an action card's effect, CR 8.3.9) gains its player 1 action point", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Zero to Sixty (red)"], deck: ["Back Alley Breakline (red)", "Head Jab (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Zero to Sixty (red), boosting");
    expect(names(g.player(0).banished)).toEqual([cardId("Back Alley Breakline (red)")]);
    expect(g.player(0).actionPoints).toBe(0);
    expect(g.state.stack.map((l) => l.trigger?.text).filter((x) => x !== undefined)).toEqual(["Back Alley Breakline: put face up from the deck, gain 1 action point"]);
    g.pass(2);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Back Alley Breakline banished by Teklo Foundry Heart (an activated ability) gains 1 action point; drawn, it does nothing", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", equipment: ["Teklo Foundry Heart"], hand: ["Zero to Sixty (red)"], deck: ["Head Jab (red)", "Back Alley Breakline (blue)", "Leg Tap (red)", "Back Alley Breakline (yellow)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1)).passStep();
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Teklo Foundry Heart: banish the top 2 cards of your deck, gain 1 resource for each Mechanologist card banished").pass(2);
    expect(names(g.player(0).banished)).toEqual([cardId("Head Jab (red)"), cardId("Back Alley Breakline (blue)"), cardId("Leg Tap (red)")]);
    // The ability's go again, then Back Alley Breakline's trigger (CR 6.6).
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Back Alley Breakline: put face up from the deck, gain 1 action point"]);
    g.pass(2);
    expect(g.player(0).actionPoints).toBe(2);
    g.nextTurn();
    expect(names(g.player(0).hand)).toContain(cardId("Back Alley Breakline (yellow)"));
    expect(g.state.triggers).toEqual([]);
    expect(g.state.stack).toEqual([]);
  });
});

describe("Arcane Rising: Crown of Dichotomy", () => {
  const text = "Crown of Dichotomy: destroy this, put a Runeblade attack action card and a Runeblade 'non-attack' action card from your graveyard on top of your deck";

  it("Crown of Dichotomy: its two graveyard targets are declared as it is activated (CR 5.1.4); both go on top of the deck in the order its player chooses", () => {
    const g = scenario({
      p1: { hero: "Viserai", equipment: ["Crown of Dichotomy"], graveyard: ["Spellblade Assault (red)", "Mordred Tide (red)", "Oath of the Arknight (blue)", "Head Jab (red)"], deck: ["Leg Tap (red)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
    });
    expect(g.labels(0).filter((l) => l.startsWith("Crown of Dichotomy"))).toEqual([
      `${text} (targeting Spellblade Assault (red) and Mordred Tide (red))`,
      `${text} (targeting Spellblade Assault (red) and Oath of the Arknight (blue))`,
    ]);
    g.do(0, `${text} (targeting Spellblade Assault (red) and Oath of the Arknight (blue))`);
    expect(g.player(0).gear).toEqual([]);
    g.pass(2);
    expect(g.pending).toMatchObject({ kind: "choose", seat: 0 });
    g.do(0, "Choose Spellblade Assault (red) to end on top of your deck");
    expect(names(g.player(0).deck)).toEqual([cardId("Spellblade Assault (red)"), cardId("Oath of the Arknight (blue)"), cardId("Leg Tap (red)")]);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Mordred Tide (red)"), cardId("Head Jab (red)"), cardId("Crown of Dichotomy")]);
  });

  it("Crown of Dichotomy can't be activated without a target of each kind in the graveyard (CR 5.1.4)", () => {
    const g = scenario({ p1: { hero: "Viserai", equipment: ["Crown of Dichotomy"], graveyard: ["Spellblade Assault (red)", "Rune Flash (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    expect(g.labels(0).filter((l) => l.startsWith("Crown of Dichotomy"))).toEqual([]);
  });
});

describe("Arcane Rising: Chains of Eminence", () => {
  it("Chains of Eminence: as it enters, its player names a card; while it is in the arena no player may pitch, play or defend with that card; it is destroyed at its player's next action phase", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Chains of Eminence (red)", "Head Jab (red)"] },
      p2: { hero: "Rhinar", hand: ["Brutal Assault (blue)", "Scalding Rain (red)", "Head Jab (blue)"], life: 20 },
    });
    g.do(0, "Play Chains of Eminence (red)").pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Chains of Eminence: name a card"]);
    g.pass(2);
    expect(g.pending).toMatchObject({ kind: "choose", seat: 0 });
    g.do(0, "Choose Brutal Assault to name");
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Chains of Eminence (red)"), named: "Brutal Assault" }]);
    // Every player is told the name, on the aura.
    expect(g.events.flatMap((e) => (e.type === "prop" && e.key === "named" ? [e.value] : []))).toEqual(["Brutal Assault"]);
    // Used to defend: not offered.
    g.do(0, "Play Head Jab (red)").passStep().passStep();
    expect(g.labels(1)).toEqual(["Defend with Scalding Rain (red)", "Defend with Head Jab (blue)", "Do not defend"]);
    g.do(1, "Do not defend");
    toResolution(g);
    g.nextTurn();
    // Played and pitched: not offered either.
    expect(g.labels(1).some((l) => l.startsWith("Play Brutal Assault"))).toBe(false);
    g.do(1, "Play Scalding Rain (red) targeting P1 (Dorinthea)");
    expect(g.labels(1)).toEqual(["Pitch Head Jab (blue) for 3"]);
    g.do(1, "Pitch Head Jab (blue) for 3").pass(2);
    g.nextTurn();
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Chains of Eminence: beginning of the action phase"]);
    g.pass(2);
    expect(g.player(0).permanents).toEqual([]);
  });
});

describe("Arcane Rising: Art of War", () => {
  const A = "attack action cards you control gain +1 power and +1 defense this turn";
  const B = "the next attack action card you play this turn gains go again";
  const C = "until end of turn you may defend with attack action cards from arsenal";
  const D = "you may banish an attack action card from your hand, if you do draw 2 cards";

  it("Art of War: choose 2 of its 4 modes, two different ones (CR 1.7.5)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Art of War (yellow)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    expect(g.labels(0).filter((l) => l.startsWith("Play Art of War"))).toEqual([
      `Play Art of War (yellow): ${A}; ${B}`,
      `Play Art of War (yellow): ${A}; ${C}`,
      `Play Art of War (yellow): ${A}; ${D}`,
      `Play Art of War (yellow): ${B}; ${C}`,
      `Play Art of War (yellow): ${B}; ${D}`,
      `Play Art of War (yellow): ${C}; ${D}`,
    ]);
  });

  it("Art of War: its player's attack action cards gain +1 power this turn, and the next one played gains go again (CR 6.3.5)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Art of War (yellow)", "Brutal Assault (red)", "Brutal Assault (blue)"], resources: 5 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, `Play Art of War (yellow): ${A}; ${B}`).pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Brutal Assault (red)");
    expect(g.state.stack[0]!.goAgain).toBe(true);
    unblocked(g, 1);
    expect(activePower(g)).toBe(7);
    toResolution(g);
    expect(g.player(1).life).toBe(13);
    // The go again went to the first attack; the +1 power lasts the turn.
    g.do(0, "Play Brutal Assault (blue)");
    expect(g.state.stack[0]!.goAgain).toBe(false);
    unblocked(g, 1);
    expect(activePower(g)).toBe(5);
  });

  it("Art of War on the opponent's turn: its player's defending attack action card gains +1 defense", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Art of War (yellow)"], resources: 1, life: 20 },
      p2: { hero: "Dorinthea", hand: [] },
      turnPlayer: 1,
      combat: { attack: "Brutal Assault (red)", step: "reaction", defenders: ["Head Jab (red)"] },
    });
    g.pass().do(0, `Play Art of War (yellow): ${A}; ${C}`).pass(2);
    expect(totalDefense(g.state, activeLink(g))).toBe(3);
    toResolution(g);
    expect(g.player(0).life).toBe(17);
  });

  it("Art of War: until end of turn its player may defend with attack action cards from arsenal; and may banish an attack action card from hand to draw 2", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Art of War (yellow)", "Leg Tap (red)"], arsenal: ["Brutal Assault (blue)"], deck: ["Head Jab (red)", "Head Jab (blue)"], resources: 1, life: 20 },
      p2: { hero: "Dorinthea", hand: ["Brutal Assault (red)"], resources: 2 },
      turnPlayer: 1,
    });
    g.pass().do(0, `Play Art of War (yellow): ${C}; ${D}`).pass(2);
    g.do(0, "Choose Leg Tap (red) to banish from your hand, then draw 2 cards");
    expect(names(g.player(0).banished)).toEqual([cardId("Leg Tap (red)")]);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)"), cardId("Head Jab (blue)")]);
    g.do(1, "Play Brutal Assault (red)").passStep().passStep();
    expect(g.labels(0)).toContain("Defend with Brutal Assault (blue) from arsenal");
    g.do(0, "Defend with Brutal Assault (blue) from arsenal").do(0, "Done declaring defenders");
    expect(g.player(0).arsenal).toEqual([]);
    expect(totalDefense(g.state, activeLink(g))).toBe(3);
    toResolution(g);
    expect(g.player(0).life).toBe(17);
  });

  it("Art of War's arsenal mode is for its player's own defence only, and ends with the turn (CR 4.4.4)", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Art of War (yellow)"], arsenal: ["Brutal Assault (blue)"], resources: 1, life: 20 },
      p2: { hero: "Dorinthea", hand: ["Brutal Assault (red)"], resources: 2 },
      turnPlayer: 1,
    });
    g.do(1, "Play Brutal Assault (red)").passStep().passStep();
    expect(g.labels(0)).not.toContain("Defend with Brutal Assault (blue) from arsenal");
    g.do(0, "Do not defend");
    toResolution(g);
    g.pass().do(0, `Play Art of War (yellow): ${B}; ${C}`).pass(2);
    expect(g.player(0).defendFromArsenal).toBe(true);
    g.nextTurn();
    expect(g.player(0).defendFromArsenal).toBeUndefined();
  });
});

describe("Crucible of War: Coax a Commotion", () => {
  it("Coax a Commotion: when it hits, any number of its modes are chosen before the trigger goes on the stack (CR 6.6.6a); each hero does each one chosen (CR 1.9.2c)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Coax a Commotion (red)"], deck: ["Head Jab (red)"], life: 20 },
      p2: { hero: "Rhinar", deck: ["Brutal Assault (red)"], life: 20 },
    });
    unblocked(g.do(0, "Play Coax a Commotion (red)"), 1).passStep();
    expect(g.player(1).life).toBe(16);
    expect(g.pending).toMatchObject({ kind: "may", seat: 0, text: "each hero creates a Quicken token" });
    expect(g.state.stack).toEqual([]);
    g.do(0, "Yes: each hero creates a Quicken token").do(0, "No").do(0, "Yes: each hero gains 1 life");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Coax a Commotion: when this hits, each hero creates a Quicken token; each hero gains 1 life"]);
    g.pass(2);
    expect(names(g.player(0).permanents)).toEqual([cardId("Quicken")]);
    expect(names(g.player(1).permanents)).toEqual([cardId("Quicken")]);
    expect([g.player(0).life, g.player(1).life]).toEqual([21, 17]);
    expect(g.player(0).hand).toEqual([]);
    expect(g.player(1).hand).toEqual([]);
  });

  it("Coax a Commotion: each hero draws a card; with no mode chosen there is no trigger", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Coax a Commotion (red)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", deck: ["Brutal Assault (red)"], life: 20 } });
    unblocked(g.do(0, "Play Coax a Commotion (red)"), 1).passStep();
    g.do(0, "No").do(0, "Yes: each hero draws a card").do(0, "No").pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)")]);
    expect(names(g.player(1).hand)).toEqual([cardId("Brutal Assault (red)")]);

    const none = scenario({ p1: { hero: "Dorinthea", hand: ["Coax a Commotion (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    unblocked(none.do(0, "Play Coax a Commotion (red)"), 1).passStep();
    none.do(0, "No").do(0, "No").do(0, "No");
    expect(none.state.stack).toEqual([]);
    expect(none.state.combatStep).toBe("damage");
    expect(none.awaiting()).toEqual([0]);
  });
});

