import { describe, expect, it } from "vitest";
import { playable } from "./rules/decisions";
import { attackPower, defenderDefense } from "./rules/combat";
import { activePower, cardId, scenario, toResolution, unblocked, type Scenario, type SideSpec } from "./testing";

/** The power of the attack on top of the stack (CR 2.0.3c). */
const activePowerOnStack = (g: ReturnType<typeof scenario>): number => attackPower(g.state, g.state.stack[g.state.stack.length - 1]!);

/**
 * Kano's Zap (red) at Rhinar (20 life, 1 resource floating), who has `barrier` (equipment or a permanent) and pays its
 * Arcane Barrier 1 (`source`, as the choice names it) (CR 8.3.8).
 */
function paysArcaneBarrier1(barrier: Pick<SideSpec, "equipment" | "permanents">, source: string): Scenario {
  const g = scenario({ p1: { hero: "Kano", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", ...barrier, resources: 1, life: 20 } });
  g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
  return g.do(1, `Yes: pay 1 to prevent 1 arcane damage (${source}: Arcane Barrier 1)`);
}

/** Scenario tests for the Arcane Rising cards implemented so far: each checks the card's printed effect. */

describe("Arcane Rising cards", () => {
  it("Zap: deal 3 / 2 / 1 arcane damage to target hero — the opposing hero loses that much life (CR 8.5.3, 8.5.3b)", () => {
    for (const [color, amount] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Dorinthea", hand: [`Zap (${color})`] }, p2: { hero: "Rhinar", life: 20 } });
      g.do(0, `Play Zap (${color}) targeting P2 (Rhinar)`).pass(2);
      expect(g.player(1).life).toBe(20 - amount);
      expect(g.player(0).life).toBe(20);
      expect(g.logText()).toContain(`Zap (${color}) deals ${amount} arcane damage to P2 (Rhinar)`);
    }
  });

  it("Scalding Rain: deal 4 arcane damage to target hero (CR 8.5.3b), paid with its cost of {r}", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Scalding Rain (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Scalding Rain (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(16);
    expect(g.player(0).resources).toBe(0);
  });

  it("Voltic Bolt: 5 arcane damage to a hero with 5 life ends the game (CR 8.5.3b, 4.5.3a)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Voltic Bolt (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 5 } });
    g.do(0, "Play Voltic Bolt (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(0);
    expect(g.state.ended?.winners).toEqual([0]);
  });

  describe("Arcane Barrier (CR 8.3.8): \"if you would be dealt arcane damage, you may pay N{r} to prevent N of that damage\"", () => {
    const ask = "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)";

    it("paid from floating resources, 1 of Zap's 3 arcane damage is prevented", () => {
      const g = scenario({ p1: { hero: "Dorinthea", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1, life: 20 } });
      g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
      expect(g.labels(1)).toEqual([ask, "No"]);
      g.do(1, ask);
      expect(g.player(1).life).toBe(18);
      expect(g.player(1).resources).toBe(0);
      expect(g.logText()).toContain("1 damage to P2 (Rhinar) is prevented (Nullrune Robe)");
    });

    it("paid by pitching a card, and the rest of the pitch floats; the prevention covers that damage only", () => {
      const g = scenario({
        p1: { hero: "Dorinthea", hand: ["Zap (red)"] },
        p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], hand: ["Wrecker Romp (blue)"], life: 20 },
      });
      g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
      g.do(1, ask);
      expect(g.labels(1)).toEqual(["Pitch Wrecker Romp (blue) for 3"]);
      g.do(1, "Pitch Wrecker Romp (blue) for 3");
      expect(g.player(1).life).toBe(18);
      expect(g.player(1).resources).toBe(2);
      expect(g.state.shields).toEqual([]);
    });

    it("several barriers are each their own choice: Nullrune Robe declined, Nullrune Boots paid — 1 of Zap's 3 prevented (CR 8.3.8)", () => {
      const g = scenario({ p1: { hero: "Dorinthea", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe", "Nullrune Boots"], resources: 2, life: 20 } });
      g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
      expect(g.labels(1)).toEqual([ask, "No"]);
      g.do(1, "No");
      expect(g.labels(1)).toEqual(["Yes: pay 1 to prevent 1 arcane damage (Nullrune Boots: Arcane Barrier 1)", "No"]);
      g.do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Boots: Arcane Barrier 1)");
      expect(g.player(1).life).toBe(18);
      expect(g.player(1).resources).toBe(1);
    });

    it("several barriers paid one after the other prevent their sum; none is asked once the damage is all prevented (CR 8.3.8)", () => {
      const g = scenario({
        p1: { hero: "Dorinthea", hand: ["Zap (yellow)"] },
        p2: { hero: "Rhinar", equipment: ["Nullrune Hood", "Nullrune Robe", "Nullrune Boots"], resources: 3, life: 20 },
      });
      g.do(0, "Play Zap (yellow) targeting P2 (Rhinar)").pass(2);
      g.do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Hood: Arcane Barrier 1)");
      g.do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)");
      // Zap (yellow) deals 2: both are prevented, so Nullrune Boots is not asked about.
      expect(g.pending).toBeNull();
      expect(g.player(1).life).toBe(20);
      expect(g.player(1).resources).toBe(1);
    });

    it("declined, or with nothing to pay it with, the whole arcane damage is dealt", () => {
      const declined = scenario({ p1: { hero: "Dorinthea", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1, life: 20 } });
      declined.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2).do(1, "No");
      expect(declined.player(1).life).toBe(17);
      const broke = scenario({ p1: { hero: "Dorinthea", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], life: 20 } });
      broke.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
      expect(broke.pending).toBeNull();
      expect(broke.player(1).life).toBe(17);
    });
  });
});

describe("Kano and Crucible of Aetherweave", () => {
  const look = "Kano: look at the top card of your deck (a non-attack action card may be banished and played this turn as an instant)";
  const banish = "Choose Zap (red) to banish from the top of the deck (playable this turn as though it were an instant)";

  it("Kano: {r}{r}{r}, a non-attack action card on top may be banished and played this turn as an instant — no action point (CR 5.2, 5.1.1a, 8.1.6, 5.1.6b)", () => {
    const g = scenario({ p1: { hero: "Kano", deck: ["Zap (red)", "Snatch (red)"], resources: 3 }, p2: { hero: "Rhinar", life: 20 } });
    const points = g.player(0).actionPoints;
    g.do(0, look).pass(2);
    expect(g.labels(0)).toEqual([banish, "Choose none"]);
    g.do(0, banish);
    expect(g.player(0).banished.map((c) => c.card)).toEqual([cardId("Zap (red)")]);
    expect(g.player(0).resources).toBe(0);
    g.do(0, "Play Zap (red) from banished targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
    expect(g.player(0).actionPoints).toBe(points);
    // The prompt the table sees does not name the card Kano looked at (CR 3.0.4).
    expect(g.events.filter((e) => e.type === "prompt").map((e) => JSON.stringify(e)).join()).not.toContain("Zap");
  });

  it("Kano: the banished card is played at instant speed — while Kano's own activated-layer is on the stack (CR 8.1.6)", () => {
    const g = scenario({ p1: { hero: "Kano", deck: ["Zap (red)", "Zap (yellow)"], resources: 6 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, look).pass(2).do(0, banish);
    g.do(0, look);
    expect(g.state.stack).toHaveLength(1);
    g.do(0, "Play Zap (red) from banished targeting P2 (Rhinar)");
    expect(g.state.stack).toHaveLength(2);
    g.pass(2);
    expect(g.player(1).life).toBe(17);
  });

  it("Kano: an attack action card on top stays there, and a declined card too (CR 1.8.3)", () => {
    const attack = scenario({ p1: { hero: "Kano", deck: ["Snatch (red)"], resources: 3 }, p2: { hero: "Rhinar" } });
    attack.do(0, look).pass(2);
    expect(attack.pending).toBeNull();
    expect(attack.player(0).deck.map((c) => c.card)).toEqual([cardId("Snatch (red)")]);
    const declined = scenario({ p1: { hero: "Kano", deck: ["Zap (red)"], resources: 3 }, p2: { hero: "Rhinar" } });
    declined.do(0, look).pass(2).do(0, "Choose none");
    expect(declined.player(0).deck.map((c) => c.card)).toEqual([cardId("Zap (red)")]);
    expect(declined.player(0).banished).toEqual([]);
  });

  it("Kano: a banished card not played this turn can no longer be played (CR 5.1.1a, \"this turn\")", () => {
    const g = scenario({ p1: { hero: "Kano", deck: ["Zap (red)", "Snatch (red)", "Snatch (yellow)", "Snatch (blue)", "Zap (blue)"], resources: 3 }, p2: { hero: "Rhinar" } });
    g.do(0, look).pass(2).do(0, banish);
    g.nextTurn();
    expect(g.labels(1)).not.toContain("Play Zap (red) from banished targeting P2 (Rhinar)");
    expect(g.player(0).asInstant).toBeUndefined();
  });

  const crucible = "Crucible of Aetherweave: the next card you play this turn that deals arcane damage deals 1 more";

  it("Crucible of Aetherweave: {r}, the next card played with arcane damage deals that much plus 1; the one after deals its own (CR 6.4.9, 8.5.3b)", () => {
    const g = scenario({ p1: { hero: "Kano", weapon: "Crucible of Aetherweave", hand: ["Zap (red)"], deck: ["Zap (yellow)"], resources: 4 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, crucible).pass(2);
    expect(g.player(0).resources).toBe(3);
    // Once per Turn (CR 5.2.1a).
    expect(g.labels(0)).not.toContain(crucible);
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(16);
    expect(g.logText()).toContain("Zap (red) deals 4 arcane damage to P2 (Rhinar)");
    // The second card with arcane damage (Zap (yellow), through Kano) deals its own 2.
    g.do(0, look).pass(2).do(0, "Choose Zap (yellow) to banish from the top of the deck (playable this turn as though it were an instant)");
    g.do(0, "Play Zap (yellow) from banished targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(14);
  });

  it("Crucible of Aetherweave: a card without arcane damage played first leaves the bonus for the next one that has it", () => {
    const g = scenario({
      p1: { hero: "Kano", weapon: "Crucible of Aetherweave", hand: ["Sigil of Solace (blue)", "Zap (blue)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, crucible).pass(2);
    g.do(0, "Play Sigil of Solace (blue)").pass(2);
    g.do(0, "Play Zap (blue) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(18);
  });
});

describe("arcane damage to target hero (CR 5.1.4, 8.5.3b)", () => {
  it("the target is declared as the card is played: either hero, the opposing one offered first; the layer keeps it", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Zap (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    expect(g.labels(0).filter((l) => l.startsWith("Play Zap"))).toEqual(["Play Zap (red) targeting P2 (Rhinar)", "Play Zap (red) targeting your hero"]);
    g.do(0, "Play Zap (red) targeting your hero");
    expect(g.state.stack.at(-1)?.target).toBe(0);
    expect(g.logText()).toContain("P1 (Kano) plays Zap (red) targeting P1 (Kano)");
    g.pass(2);
    expect(g.player(0).life).toBe(12);
    expect(g.player(1).life).toBe(20);
  });

  it("the decision's payload names the target seat (a typed target, not text)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Zap (red)"] }, p2: { hero: "Rhinar" } });
    const zap = playable(g.state, 0).filter((d) => d.label.startsWith("Play Zap"));
    expect(zap.map((d) => d.payload)).toEqual([
      { kind: "play", obj: zap[0]!.object, variant: "t1", target: 1 },
      { kind: "play", obj: zap[0]!.object, variant: "t0", target: 0 },
    ]);
  });

  it("Arcane Barrier is asked of the targeted hero: Kano's own Nullrune Robe against Kano's own Zap (CR 8.3.8)", () => {
    const g = scenario({ p1: { hero: "Kano", equipment: ["Nullrune Robe"], hand: ["Zap (red)"], resources: 1 }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1 } });
    g.do(0, "Play Zap (red) targeting your hero").pass(2);
    expect(g.pending?.seat).toBe(0);
    g.do(0, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)");
    expect(g.player(0).life).toBe(13);
    expect(g.player(1).resources).toBe(1);
  });
});

describe("more Arcane Rising Wizard cards", () => {
  it("Absorb in Aether: defending, the next card its player plays this turn with arcane damage deals that much plus 2 — at instant speed through Kano (CR 7.4.2b, 6.4.9)", () => {
    for (const color of ["red", "yellow", "blue"]) {
      const g = scenario({
        p1: { hero: "Rhinar", hand: ["Wounding Blow (red)"], life: 20 },
        p2: { hero: "Kano", hand: [`Absorb in Aether (${color})`], deck: ["Zap (blue)"], resources: 4, life: 20 },
      });
      g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Do not defend").passStep().do(0, "pass");
      g.do(1, `Play Absorb in Aether (${color})`).pass(2);
      expect(g.player(1).arcanePlus).toBe(2);
      g.do(0, "pass").do(1, "Kano: look at the top card of your deck (a non-attack action card may be banished and played this turn as an instant)").pass(2);
      g.do(1, "Choose Zap (blue) to banish from the top of the deck (playable this turn as though it were an instant)");
      g.do(0, "pass").do(1, "Play Zap (blue) from banished targeting P1 (Rhinar)").pass(2);
      expect(g.logText()).toContain("Zap (blue) deals 3 arcane damage to P1 (Rhinar)");
      expect(g.player(0).life).toBe(17);
    }
  });

  it("Robe of Rapture: destroy it to gain 3 resources, an action (CR 5.2, 8.5.4); it has Arcane Barrier 1 (CR 8.3.8)", () => {
    const g = scenario({ p1: { hero: "Kano", equipment: ["Robe of Rapture"] }, p2: { hero: "Rhinar" } });
    const points = g.player(0).actionPoints;
    g.do(0, "Robe of Rapture: destroy this, gain 3 resources").pass(2);
    expect(g.player(0).resources).toBe(3);
    expect(g.player(0).actionPoints).toBe(points - 1);
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Robe of Rapture")]);
    expect(paysArcaneBarrier1({ equipment: ["Robe of Rapture"] }, "Robe of Rapture").player(1).life).toBe(18);
  });
});

describe("Wizard cards: \"if this deals damage, …\"", () => {
  it("Aether Flare: 3 / 2 / 1 arcane damage to target opposing hero only (CR 5.1.4); the next arcane damage card deals that much more (CR 6.4.9)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Kano", hand: [`Aether Flare (${color})`, "Zap (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
      expect(g.labels(0).filter((l) => l.startsWith("Play Aether Flare"))).toEqual([`Play Aether Flare (${color}) targeting P2 (Rhinar)`]);
      g.do(0, `Play Aether Flare (${color}) targeting P2 (Rhinar)`).pass(2);
      expect(g.player(1).life).toBe(20 - n);
      g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
      expect(g.player(1).life).toBe(20 - n - (3 + n));
    }
  });

  it("Aether Flare: all of its damage prevented, it deals none, and the next card gets no bonus (CR 8.3.8, 6.4.10)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Aether Flare (blue)", "Zap (red)"], resources: 1 }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1, life: 20 }, actionPoints: 2 });
    g.do(0, "Play Aether Flare (blue) targeting P2 (Rhinar)").pass(2).do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)");
    expect(g.player(0).arcanePlus).toBeUndefined();
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
  });

  it("Blazing Aether: X arcane damage to target hero, X the arcane damage its player dealt that hero this turn (CR 8.5.3b)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Zap (red)", "Blazing Aether (red)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    expect(g.labels(0).filter((l) => l.startsWith("Play Blazing Aether"))).toEqual(["Play Blazing Aether (red) targeting P2 (Rhinar)", "Play Blazing Aether (red) targeting your hero"]);
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    g.do(0, "Play Blazing Aether (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(14);
    expect(g.logText()).toContain("Blazing Aether (red) deals 3 arcane damage to P2 (Rhinar)");
    // None dealt to Kano's own hero this turn: X is 0.
    const self = scenario({ p1: { hero: "Kano", hand: ["Zap (red)", "Blazing Aether (red)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    self.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2).do(0, "Play Blazing Aether (red) targeting your hero").pass(2);
    expect(self.player(0).life).toBe(15);
    self.nextTurn();
    expect(self.player(0).arcaneDealt).toBeUndefined();
  });

  it("Tome of Aetherwind: choose 2, the same mode allowed — +1 and +1 arcane for the next card, +1 and a card, or two cards (CR 1.7.5, 6.4.9)", () => {
    const modes = [
      "Play Tome of Aetherwind (red): the next card you play this turn that deals arcane damage deals 1 more, twice",
      "Play Tome of Aetherwind (red): the next card you play this turn that deals arcane damage deals 1 more, and draw a card",
      "Play Tome of Aetherwind (red): draw a card, twice",
    ];
    const expected = [
      { plus: 2, hand: 0 },
      { plus: 1, hand: 1 },
      { plus: undefined, hand: 2 },
    ];
    for (const [i, mode] of modes.entries()) {
      const g = scenario({ p1: { hero: "Kano", hand: ["Tome of Aetherwind (red)"], deck: ["Zap (red)", "Zap (blue)"] }, p2: { hero: "Rhinar" } });
      expect(g.labels(0).filter((l) => l.startsWith("Play Tome"))).toEqual(modes);
      g.do(0, mode).pass(2);
      expect([g.player(0).arcanePlus, g.player(0).hand.length]).toEqual([expected[i]!.plus, expected[i]!.hand]);
    }
  });

  it("Reverberate: having dealt damage, a Wizard non-attack action card from hand with cost up to it may be banished and played this turn as an instant (CR 5.1.1a, 8.1.6)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Reverberate (yellow)", "Voltic Bolt (red)", "Zap (blue)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Reverberate (yellow) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(18);
    // Voltic Bolt costs 2 (not more than 2 dealt), Zap 0: both may be chosen.
    expect(g.labels(0)).toHaveLength(3);
    g.do(0, "Choose Zap (blue) to banish from your hand (playable this turn as though it were an instant)");
    expect(g.player(0).actionPoints).toBe(0);
    g.do(0, "Play Zap (blue) from banished targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
  });

  it("Lesson in Lava: having dealt 3, a Wizard card with cost 3 or less is searched for, revealed and put on top after a shuffle (CR 8.5.19)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Lesson in Lava (yellow)"], deck: ["Snatch (red)", "Voltic Bolt (red)", "Wounding Blow (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Lesson in Lava (yellow) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
    expect(g.labels(0)).toEqual(["Choose Voltic Bolt (red) to reveal, then put on top of your deck after shuffling", "Choose none"]);
    g.do(0, "Choose Voltic Bolt (red) to reveal, then put on top of your deck after shuffling");
    expect(g.player(0).deck[0]!.card).toBe(cardId("Voltic Bolt (red)"));
    expect(g.logText()).toContain("P1 (Kano) reveals Voltic Bolt (red)");
  });
});

describe("Opt (CR 8.5.22)", () => {
  const bottom = (name: string) => `Choose ${name} to put on the bottom of your deck (opt; none: the rest stay on top)`;
  const top = (name: string) => `Choose ${name} to put on top of your deck (opt: each card chosen goes above the ones before; the last left stays beneath them)`;
  const deck = ["Zap (red)", "Zap (yellow)", "Zap (blue)", "Snatch (red)", "Snatch (yellow)"];

  it("Whisper of the Oracle (red): opt 4 — any of the top 4 to the bottom, the rest back on top in the order chosen; go again", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Whisper of the Oracle (red)"], deck }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Whisper of the Oracle (red)").pass(2);
    expect(g.labels(0)).toEqual([...deck.slice(0, 4).map(bottom), "Choose none"]);
    g.do(0, bottom("Zap (yellow)"));
    g.do(0, "Choose none");
    expect(g.labels(0)).toEqual(["Zap (red)", "Zap (blue)", "Snatch (red)"].map(top));
    g.do(0, top("Snatch (red)")).do(0, top("Zap (red)"));
    // Zap (blue) was left: it stays beneath the cards put back.
    expect(g.player(0).deck.map((c) => c.card)).toEqual(["Zap (red)", "Snatch (red)", "Zap (blue)", "Snatch (yellow)", "Zap (yellow)"].map(cardId));
    expect(g.player(0).actionPoints).toBe(1);
    // Only the player sees the cards: the table's prompts name none (CR 3.0.4).
    expect(g.events.filter((e) => e.type === "prompt").map((e) => JSON.stringify(e)).join()).not.toMatch(/Zap|Snatch/);
  });

  it("Whisper of the Oracle: yellow opts 3, blue opts 2; with fewer cards in the deck it looks at all of them (CR 8.5.22a)", () => {
    for (const [color, n] of [["yellow", 3], ["blue", 2]] as const) {
      const g = scenario({ p1: { hero: "Kano", hand: [`Whisper of the Oracle (${color})`], deck }, p2: { hero: "Rhinar" } });
      g.do(0, `Play Whisper of the Oracle (${color})`).pass(2);
      expect(g.labels(0)).toHaveLength(n + 1);
      g.do(0, "Choose none");
      if (n > 1) g.do(0, g.labels(0)[0]!);
      if (n > 2) g.do(0, g.labels(0)[0]!);
    }
    const short = scenario({ p1: { hero: "Kano", hand: ["Whisper of the Oracle (red)"], deck: ["Zap (red)", "Zap (blue)"] }, p2: { hero: "Rhinar" } });
    short.do(0, "Play Whisper of the Oracle (red)").pass(2);
    expect(short.labels(0)).toEqual([bottom("Zap (red)"), bottom("Zap (blue)"), "Choose none"]);
    short.do(0, bottom("Zap (red)")).do(0, bottom("Zap (blue)"));
    expect(short.player(0).deck.map((c) => c.card)).toEqual(["Zap (red)", "Zap (blue)"].map(cardId));
  });

  it("Fate Foreseen: a defense reaction that opts 1 as it resolves, then defends (CR 7.4.2d, 8.5.22)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Wounding Blow (red)"] }, p2: { hero: "Kano", hand: ["Fate Foreseen (red)"], deck, life: 20 } });
    g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Do not defend").passStep().do(0, "pass");
    g.do(1, "Play Fate Foreseen (red)").pass(2);
    g.do(1, bottom("Zap (red)"));
    expect(g.player(1).deck.at(-1)!.card).toBe(cardId("Zap (red)"));
    expect(g.state.chain[0]!.defenders.map((d) => d.card)).toEqual([cardId("Fate Foreseen (red)")]);
  });

  it("Talismanic Lens: instant, destroy it to opt 2 (CR 5.2, 8.5.4)", () => {
    const g = scenario({ p1: { hero: "Kano", equipment: ["Talismanic Lens"], deck }, p2: { hero: "Rhinar" } });
    g.do(0, "Talismanic Lens: destroy this, opt 2").pass(2);
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Talismanic Lens")]);
    expect(g.labels(0)).toHaveLength(3);
    g.do(0, "Choose none").do(0, top("Zap (red)"));
    expect(g.player(0).deck.slice(0, 2).map((c) => c.card)).toEqual(["Zap (red)", "Zap (yellow)"].map(cardId));
  });

  it("Fervent Forerunner: when it hits, opt 2; from arsenal it gains go again (CR 7.5.5, 8.3.5)", () => {
    const g = scenario({ p1: { hero: "Rhinar", arsenal: ["Fervent Forerunner (red)"], deck }, p2: { hero: "Kano", life: 20 } });
    g.do(0, "Play Fervent Forerunner (red) from arsenal");
    expect(g.state.stack[0]).toMatchObject({ goAgain: true });
    unblocked(g, 1);
    g.pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Fervent Forerunner (red): when this hits"]);
    g.pass(2).do(0, bottom("Zap (yellow)")).do(0, "Choose none");
    expect(g.player(0).deck.at(-1)!.card).toBe(cardId("Zap (yellow)"));
    const hand = scenario({ p1: { hero: "Rhinar", hand: ["Fervent Forerunner (blue)"] }, p2: { hero: "Kano" } });
    hand.do(0, "Play Fervent Forerunner (blue)");
    expect(hand.state.stack[0]).toMatchObject({ goAgain: false });
  });

  it("Force Sight: the next attack action card gets +3 / +2 / +1; from arsenal it also opts 2 (CR 6.2, 8.5.22)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", arsenal: [`Force Sight (${color})`], hand: ["Wounding Blow (red)"], deck, resources: 1 }, p2: { hero: "Kano" } });
      g.do(0, `Play Force Sight (${color}) from arsenal`).pass(2);
      g.do(0, bottom("Zap (red)")).do(0, "Choose none");
      g.do(0, "Play Wounding Blow (red)");
      expect(g.state.stack[0]).toMatchObject({ powerBonus: n });
    }
    const fromHand = scenario({ p1: { hero: "Rhinar", hand: ["Force Sight (red)"], deck, resources: 1 }, p2: { hero: "Kano" } });
    fromHand.do(0, "Play Force Sight (red)").pass(2);
    expect(fromHand.pending).toBeNull();
  });

  it("Eye of Ophidia: pitched, a triggered-layer opts 2 (CR 1.14.3, 6.6, 8.5.22)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Eye of Ophidia (blue)", "Scalding Rain (red)"], deck }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Scalding Rain (red) targeting P2 (Rhinar)").do(0, "Pitch Eye of Ophidia (blue) for 3");
    expect(g.state.stack.map((l) => l.trigger?.text ?? "card")).toEqual(["card", "Eye of Ophidia: opt 2"]);
    g.pass(2).do(0, bottom("Zap (red)")).do(0, "Choose none");
    expect(g.player(0).deck.at(-1)!.card).toBe(cardId("Zap (red)"));
  });

  it("Aether Spindle: 4 / 3 / 2 arcane damage to target opposing hero, then opt as many as it dealt (CR 8.5.3b, 8.5.22)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Aether Spindle (yellow)"], deck, resources: 2 }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1, life: 20 } });
    g.do(0, "Play Aether Spindle (yellow) targeting P2 (Rhinar)").pass(2).do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)");
    expect(g.player(1).life).toBe(18);
    expect(g.labels(0)).toHaveLength(3);
    g.do(0, "Choose none").do(0, top("Zap (yellow)"));
  });
});

describe("Arcane Rising generic cards", () => {
  it("Come to Fight: go again, and the next attack action card played this turn gains +3 / +2 / +1 power (CR 6.2, 8.3.5)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", hand: [`Come to Fight (${color})`, "Wounding Blow (red)"], resources: 2 }, p2: { hero: "Kano" } });
      g.do(0, `Play Come to Fight (${color})`).passStep();
      expect(g.player(0).actionPoints).toBe(1);
      g.do(0, "Play Wounding Blow (red)");
      expect(g.state.stack[0]).toMatchObject({ powerBonus: n });
    }
  });

  it("Pursuit of Knowledge: when it hits, its hero gains +1 intellect until end of turn (CR 2.4, 4.4.4)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Pursuit of Knowledge (blue)"], resources: 2 }, p2: { hero: "Kano", life: 15 } });
    g.do(0, "Play Pursuit of Knowledge (blue)").passStep().passStep();
    g.do(1, "Do not defend").passStep().passStep();
    expect(g.state.stack.map((l) => l.trigger?.text)).toHaveLength(1);
    g.pass(2);
    expect(g.player(1).life).toBe(11);
    expect(g.player(0).intellectThisTurn).toBe(1);
  });

  it("Rusted Relic: played, the item enters the arena, and its Arcane Barrier 1 is offered against arcane damage (CR 8.2.5a, 8.3.8)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Rusted Relic (blue)"] }, p2: { hero: "Kano" } });
    g.do(0, "Play Rusted Relic (blue)").pass(2);
    expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId("Rusted Relic (blue)")]);
    expect(paysArcaneBarrier1({ permanents: ["Rusted Relic (blue)"] }, "Rusted Relic (blue)").player(1).life).toBe(18);
  });

  it("Plunder Run: the next time an attack action card hits this turn, draw a card — once; from arsenal the next attack action card gets +3 / +2 / +1 (CR 6.6, 6.2)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", arsenal: [`Plunder Run (${color})`], hand: ["Wounding Blow (red)", "Wounding Blow (yellow)"], deck: ["Zap (red)", "Zap (blue)"] }, p2: { hero: "Kano", life: 20 }, actionPoints: 2 });
      g.do(0, `Play Plunder Run (${color}) from arsenal`).pass(2);
      g.do(0, "Play Wounding Blow (red)");
      expect(g.state.stack[0]).toMatchObject({ powerBonus: n });
      unblocked(g, 1).pass(2);
      expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([`Plunder Run (${color}): an attack action card hit`]);
      g.pass(2);
      expect(g.player(0).hand.map((c) => c.card)).toEqual(["Wounding Blow (yellow)", "Zap (red)"].map(cardId));
      // The second hit this turn draws nothing: the delayed trigger happened once.
      toResolution(g);
      g.do(0, "Play Wounding Blow (yellow)");
      unblocked(g, 1).pass(2);
      expect(g.state.stack).toEqual([]);
    }
    const hand = scenario({ p1: { hero: "Rhinar", hand: ["Plunder Run (red)", "Wounding Blow (red)"] }, p2: { hero: "Kano" } });
    hand.do(0, "Play Plunder Run (red)").pass(2).do(0, "Play Wounding Blow (red)");
    expect(hand.state.stack[0]).toMatchObject({ powerBonus: 0 });
  });

  it("Vigor Rush: go again only once a 'non-attack' action card was played this turn (CR 8.3.5, 6.2)", () => {
    const plain = scenario({ p1: { hero: "Rhinar", hand: ["Vigor Rush (red)"], resources: 1 }, p2: { hero: "Kano", life: 20 } });
    plain.do(0, "Play Vigor Rush (red)");
    toResolution(unblocked(plain, 1));
    expect(plain.player(0).actionPoints).toBe(0);
    const g = scenario({ p1: { hero: "Viserai", hand: ["Mordred Tide (red)", "Vigor Rush (yellow)"], resources: 1 }, p2: { hero: "Kano", life: 20 } });
    g.do(0, "Play Mordred Tide (red)").pass(2).do(0, "Play Vigor Rush (yellow)");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(17);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Push the Point: +2 power when the last attack on the combat chain hit, not when it was fully defended (CR 6.2, 7.5)", () => {
    for (const [defend, power] of [[false, 6], [true, 4]] as const) {
      const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Push the Point (red)"], resources: 1 }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 } });
      g.do(0, "Play Head Jab (red)").passStep().passStep();
      if (defend) g.do(1, "Defend with Wrecker Romp (red)").do(1, "Done declaring defenders");
      else g.do(1, "Do not defend");
      toResolution(g.passStep());
      g.do(0, "Play Push the Point (red)");
      expect(activePowerOnStack(g)).toBe(power);
    }
  });

  it("Life for a Life: go again when played with less life than the opposing hero; when it hits, gain 1 life (CR 8.3.5, 7.5.5)", () => {
    for (const [life, goAgain] of [[10, true], [20, false]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", hand: ["Life for a Life (red)"], resources: 1, life }, p2: { hero: "Kano", life: 15 } });
      g.do(0, "Play Life for a Life (red)");
      expect(g.state.stack[0]).toMatchObject({ goAgain });
      toResolution(unblocked(g, 1), "Yes");
      expect(g.player(0).life).toBe(life + 1);
      expect(g.player(1).life).toBe(11);
    }
  });
});

describe("Arcane Rising cards that reveal, look at and move cards", () => {
  it("Vest of the First Fist: when an attack action card hits, its player may destroy it to gain 2 resources", () => {
    for (const answer of ["Yes", "No"] as const) {
      const g = scenario({ p1: { hero: "Rhinar", equipment: ["Vest of the First Fist"], hand: ["Wounding Blow (red)"] }, p2: { hero: "Kano", life: 20 } });
      g.do(0, "Play Wounding Blow (red)");
      unblocked(g, 1).pass(2);
      expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Vest of the First Fist: an attack action card hit"]);
      g.pass(2);
      expect(g.labels(0)).toEqual(["Yes: destroy Vest of the First Fist to gain 2 resources", "No"]);
      g.do(0, answer === "Yes" ? "Yes: destroy Vest of the First Fist to gain 2 resources" : "No");
      expect(g.player(0).resources).toBe(answer === "Yes" ? 2 : 0);
      expect(g.player(0).gear.map((c) => c.card)).toEqual(answer === "Yes" ? [] : [cardId("Vest of the First Fist")]);
    }
  });

  it("Bracers of Belief: destroyed, the top card is revealed and the next attack action card gets +3 minus its pitch; go again (CR 8.5.17, 6.2)", () => {
    for (const [top, n] of [["Zap (red)", 2], ["Zap (blue)", 0]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", equipment: ["Bracers of Belief"], hand: ["Wounding Blow (red)"], deck: [top] }, p2: { hero: "Kano" } });
      g.do(0, "Bracers of Belief: destroy this, reveal the top card of your deck: the next attack action card gains +3 minus its pitch").pass(2);
      expect(g.logText()).toContain(`P1 (Rhinar) reveals ${top} from the top of their deck`);
      expect(g.player(0).actionPoints).toBe(1);
      g.do(0, "Play Wounding Blow (red)");
      expect(g.state.stack[0]).toMatchObject({ powerBonus: n });
    }
  });

  it("Cadaverous Contraband: when it hits, a non-attack action card may go from the graveyard to the top of the deck", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Cadaverous Contraband (red)"], graveyard: ["Zap (red)", "Wounding Blow (red)", "Sink Below (red)"], resources: 2 }, p2: { hero: "Kano", life: 20 } });
    g.do(0, "Play Cadaverous Contraband (red)");
    unblocked(g, 1).pass(2).pass(2);
    expect(g.player(1).life).toBe(14);
    // Sink Below is a defense reaction, Wounding Blow an attack: only Zap may be chosen.
    expect(g.labels(0)).toEqual(["Choose Zap (red) to put from your graveyard on top of your deck", "Choose none"]);
    g.do(0, "Choose Zap (red) to put from your graveyard on top of your deck");
    expect(g.player(0).deck.map((c) => c.card)).toEqual([cardId("Zap (red)")]);
  });

  it("Ravenous Rabble: when it attacks, the top card is revealed and it gets -X power for the card's pitch; go again (CR 7.2.4, 6.2)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Ravenous Rabble (red)"], deck: ["Zap (yellow)"] }, p2: { hero: "Kano", life: 20 } });
    g.do(0, "Play Ravenous Rabble (red)").passStep().pass(2);
    expect(g.logText()).toContain("P1 (Rhinar) reveals Zap (yellow) from the top of their deck");
    expect(activePower(g)).toBe(3);
    expect(g.state.chain[0]!.attack.goAgain).toBe(true);
  });

  it("Tome of the Arknight: an attack action card and a non-attack action card revealed go to hand; otherwise they stay on top (CR 8.5.17)", () => {
    const both = scenario({ p1: { hero: "Viserai", hand: ["Tome of the Arknight (blue)"], deck: ["Spellblade Strike (red)", "Read the Runes (red)", "Zap (red)"], resources: 1 }, p2: { hero: "Rhinar" } });
    both.do(0, "Play Tome of the Arknight (blue)").pass(2);
    expect(both.player(0).hand.map((c) => c.card)).toEqual(["Spellblade Strike (red)", "Read the Runes (red)"].map(cardId));
    expect(both.player(0).actionPoints).toBe(1);
    const two = scenario({ p1: { hero: "Viserai", hand: ["Tome of the Arknight (blue)"], deck: ["Spellblade Strike (red)", "Spellblade Strike (blue)"], resources: 1 }, p2: { hero: "Rhinar" } });
    two.do(0, "Play Tome of the Arknight (blue)").pass(2);
    expect(two.player(0).hand).toEqual([]);
    expect(two.player(0).deck.map((c) => c.card)).toEqual(["Spellblade Strike (red)", "Spellblade Strike (blue)"].map(cardId));
  });

  it("Command and Conquer: no defense reaction may be played this chain link; when it hits, the arsenal's cards are destroyed (CR 8.5.4)", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Command and Conquer (red)"], resources: 2 },
      p2: { hero: "Dorinthea", hand: ["Sink Below (red)"], arsenal: ["Steelblade Shunt (red)"], life: 20 },
    });
    g.do(0, "Command and Conquer (red)".replace(/^/, "Play ")).passStep().passStep().do(1, "Do not defend").passStep().do(0, "pass");
    expect(g.labels(1).filter((l) => l.startsWith("Play"))).toEqual([]);
    g.pass(1).pass(2);
    expect(g.player(1).life).toBe(14);
    expect(g.player(1).arsenal).toEqual([]);
    expect(g.player(1).graveyard.map((c) => c.card)).toEqual([cardId("Steelblade Shunt (red)")]);
    expect(g.logText()).toContain("Steelblade Shunt (red) in P2 (Dorinthea)'s arsenal is destroyed");
  });

  it("Index: looks at the top 5 / 4 / 3, keeps one on top and puts the rest on the bottom in the order chosen (CR 8.5.8)", () => {
    const deck = ["Zap (red)", "Zap (yellow)", "Zap (blue)", "Snatch (red)", "Snatch (yellow)", "Snatch (blue)"];
    const g = scenario({ p1: { hero: "Kano", hand: ["Index (blue)"], deck }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Index (blue)").pass(2);
    expect(g.labels(0)).toEqual(deck.slice(0, 3).map((n) => `Choose ${n} to keep on top of your deck (the rest go to the bottom)`));
    g.do(0, "Choose Zap (blue) to keep on top of your deck (the rest go to the bottom)");
    g.do(0, "Choose Zap (yellow) to put on the bottom of your deck next");
    expect(g.player(0).deck.map((c) => c.card)).toEqual(["Zap (blue)", "Snatch (red)", "Snatch (yellow)", "Snatch (blue)", "Zap (yellow)", "Zap (red)"].map(cardId));
    const red = scenario({ p1: { hero: "Kano", hand: ["Index (red)"], deck }, p2: { hero: "Rhinar" } });
    red.do(0, "Play Index (red)").pass(2);
    expect(red.labels(0)).toHaveLength(5);
    red.do(0, red.labels(0)[0]!);
    for (let i = 0; i < 3; i++) red.do(0, red.labels(0)[0]!);
    expect(red.player(0).deck[0]!.card).toBe(cardId("Zap (red)"));
    expect(red.player(0).deck.slice(1, 2).map((c) => c.card)).toEqual([cardId("Snatch (blue)")]);
  });

  it("Eirina's Prayer: the top card revealed, the next 6 minus its pitch arcane damage to its hero this turn is prevented, across cards (CR 6.4.10, 8.5.3f)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Eirina's Prayer (red)", "Zap (red)", "Zap (yellow)"], deck: ["Snatch (blue)"], resources: 1 }, p2: { hero: "Rhinar" }, actionPoints: 2 });
    g.do(0, "Play Eirina's Prayer (red)").pass(2);
    expect(g.logText()).toContain("P1 (Kano) reveals Snatch (blue) from the top of their deck");
    g.do(0, "Play Zap (red) targeting your hero").pass(2);
    expect(g.player(0).life).toBe(15);
    g.do(0, "Play Zap (yellow) targeting your hero").pass(2);
    // 3 of the 6 - 3 were used by Zap (red): Zap (yellow)'s 2 are dealt.
    expect(g.player(0).life).toBe(13);
    expect(g.state.shields).toEqual([]);
  });
});

describe("Grasp of the Arknight", () => {
  const grasp = "Grasp of the Arknight: create a Runechant token ({r} more for each Runechant you control)";

  it("{r}{r} plus {r} for each Runechant controlled: a Runechant, go again, once per turn (CR 5.2, 5.1.6a, 5.2.1a)", () => {
    const g = scenario({ p1: { hero: "Viserai", equipment: ["Grasp of the Arknight"], permanents: ["Runechant"], resources: 3 }, p2: { hero: "Rhinar" } });
    g.do(0, grasp);
    expect(g.player(0).resources).toBe(0);
    g.pass(2);
    expect(g.player(0).permanents).toHaveLength(2);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0)).not.toContain(grasp);
    const short = scenario({ p1: { hero: "Viserai", equipment: ["Grasp of the Arknight"], permanents: ["Runechant"], resources: 2 }, p2: { hero: "Rhinar" } });
    expect(short.labels(0)).not.toContain(grasp);
  });
});

describe("\"the next card you play this turn\" (CR 8.1.6, 8.3.5, 1.13.2)", () => {
  it("Mage Master Boots: {r}, destroy: the next non-attack action card gains go again; the ability has go again", () => {
    const g = scenario({ p1: { hero: "Kano", equipment: ["Mage Master Boots"], hand: ["Zap (red)", "Zap (yellow)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Mage Master Boots: destroy this: the next 'non-attack' action card you play this turn gains go again").pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)");
    expect(g.state.stack[0]).toMatchObject({ goAgain: true });
    g.pass(2).do(0, "Play Zap (yellow) targeting P2 (Rhinar)");
    expect(g.state.stack[0]).toMatchObject({ goAgain: false });
    g.pass(2);
    expect(g.player(1).life).toBe(15);
  });

  it("Storm Striders: {r}, destroy: the next Wizard non-attack action card may be played as an instant — no action point (CR 8.1.6, 5.1.6b)", () => {
    const g = scenario({ p1: { hero: "Kano", equipment: ["Storm Striders"], hand: ["Zap (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Storm Striders: destroy this: you may play your next Wizard 'non-attack' action card this turn as an instant").pass(2);
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Storm Striders")]);
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)");
    // Played as though it were an instant, it costs no action point (CR 5.1.6b).
    expect(g.player(0).actionPoints).toBe(1);
    g.pass(2);
    expect(g.player(1).life).toBe(17);
  });

  it("Lead the Charge: the next action card played with cost 0 / 1 / 2 or more gives an action point; go again", () => {
    const red = scenario({ p1: { hero: "Kano", hand: ["Lead the Charge (red)", "Zap (red)"] }, p2: { hero: "Rhinar" } });
    red.do(0, "Play Lead the Charge (red)").pass(2).do(0, "Play Zap (red) targeting P2 (Rhinar)");
    // A delayed trigger (CR 6.6.2a): the action point comes as its triggered-layer resolves, above Zap.
    expect(red.state.stack.map((l) => l.trigger?.text ?? "card")).toEqual(["card", "Lead the Charge (red): gain 1 action point"]);
    expect(red.player(0).actionPoints).toBe(0);
    red.pass(2);
    expect(red.player(0).actionPoints).toBe(1);
    const yellow = scenario({ p1: { hero: "Kano", hand: ["Lead the Charge (yellow)", "Zap (red)", "Scalding Rain (red)"], resources: 1 }, p2: { hero: "Rhinar" }, actionPoints: 2 });
    yellow.do(0, "Play Lead the Charge (yellow)").pass(2).do(0, "Play Zap (red) targeting P2 (Rhinar)");
    expect(yellow.player(0).actionPoints).toBe(1);
    yellow.pass(2).do(0, "Play Scalding Rain (red) targeting P2 (Rhinar)").pass(2);
    expect(yellow.player(0).actionPoints).toBe(1);
  });

  it("Stir the Aetherwinds: the next Wizard non-attack action card may be played as an instant and deals 3 / 2 / 1 more arcane damage (CR 6.4.9)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Kano", hand: [`Stir the Aetherwinds (${color})`, "Zap (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
      g.do(0, `Play Stir the Aetherwinds (${color})`).pass(2);
      expect(g.player(0).actionPoints).toBe(0);
      g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
      expect(g.player(1).life).toBe(20 - 3 - n);
    }
  });

  it("Rifting: when it hits, the next non-attack action card may be played as an instant — during the same chain (CR 7.5.5, 8.1.6)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Rifting (blue)", "Sink Below (red)", "Come to Fight (red)"], resources: 3 }, p2: { hero: "Kano", life: 20 } });
    g.do(0, "Play Rifting (blue)");
    unblocked(g, 1).pass(2).pass(2);
    expect(g.player(1).life).toBe(16);
    expect(g.player(0).actionPoints).toBe(0);
    g.do(0, "Play Come to Fight (red)");
    expect(g.state.stack).toHaveLength(1);
  });
});

describe("Enchanting Melody", () => {
  it("an aura; instead of damage to its hero, it is destroyed and 4 of that damage prevented (CR 6.4.9)", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Wounding Blow (red)"] }, p2: { hero: "Kano", permanents: ["Enchanting Melody (red)"], life: 20 } });
    g.do(0, "Play Wounding Blow (red)");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(20);
    expect(g.player(1).permanents).toEqual([]);
    expect(g.player(1).graveyard.map((c) => c.card)).toEqual([cardId("Enchanting Melody (red)")]);
    expect(g.logText()).toContain("4 damage to P2 (Kano) is prevented instead (Enchanting Melody (red))");
  });

  it("at the beginning of its player's end phase it is destroyed, unless they played a non-attack action card this turn (CR 4.4.2)", () => {
    const kept = scenario({ p1: { hero: "Viserai", hand: ["Read the Runes (blue)", "Enchanting Melody (yellow)"], resources: 2 }, p2: { hero: "Rhinar" }, actionPoints: 2 });
    kept.do(0, "Play Enchanting Melody (yellow)").pass(2).do(0, "Play Read the Runes (blue)").pass(2);
    kept.nextTurn();
    expect(kept.player(0).permanents.map((c) => c.card)).toContain(cardId("Enchanting Melody (yellow)"));
    const gone = scenario({ p1: { hero: "Viserai", permanents: ["Enchanting Melody (blue)"] }, p2: { hero: "Rhinar" } });
    gone.nextTurn();
    expect(gone.player(0).permanents).toEqual([]);
  });
});

describe("Arcanite Skullcap", () => {
  it("with less life than the opponent: Arcane Barrier 3 (CR 8.3.8); otherwise none", () => {
    const ahead = scenario({ p1: { hero: "Kano", hand: ["Zap (red)"], life: 15 }, p2: { hero: "Rhinar", equipment: ["Arcanite Skullcap"], resources: 3, life: 20 } });
    ahead.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(ahead.pending).toBeNull();
    expect(ahead.player(1).life).toBe(17);
    const behind = scenario({ p1: { hero: "Kano", hand: ["Zap (red)"], life: 15 }, p2: { hero: "Rhinar", equipment: ["Arcanite Skullcap"], resources: 3, life: 10 } });
    behind.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    behind.do(1, "Yes: pay 3 to prevent 3 arcane damage (Arcanite Skullcap: Arcane Barrier 3)");
    expect(behind.player(1).life).toBe(10);
  });

  it("with less life than the opponent it defends with +1 defense, as the life totals stand (CR 6.2)", () => {
    for (const [life, defense] of [[20, 1], [10, 2]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", hand: ["Wounding Blow (red)"], life: 15 }, p2: { hero: "Kano", equipment: ["Arcanite Skullcap"], life } });
      g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Defend with Arcanite Skullcap").do(1, "Done declaring defenders");
      expect(defenderDefense(g.state, g.state.chain[0]!.defenders[0]!)).toBe(defense);
    }
  });
});

