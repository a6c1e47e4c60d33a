import { describe, expect, it } from "vitest";
import { activePower, cardId, names, scenario, toResolution, unblocked, type Scenario } from "./testing";

/** Crucible of War, Warrior: Kassai, Cintari Saber, Courage of Bladehold, the Copper token and the Warrior cards. */

const COPPER = cardId("Copper");
const coppers = (g: Scenario, seat: 0 | 1): number => g.player(seat).permanents.filter((c) => c.card === COPPER).length;
/** The decision id of attacking with P1's `n`th weapon (two Cintari Sabers have the same label). */
const attackWith = (g: Scenario, n: number): string => `attack:${g.player(0).gear.filter((x) => x.slot === "weapon")[n]!.id}`;

describe("Kassai, Cintari Sellsword", () => {
  it("the second sword attack each turn costs {r} less (CR 5.1.6a); at the beginning of the end phase, a Copper token for each weapon attack that hit", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber", "Cintari Saber"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    g.decide(0, attackWith(g, 0));
    expect(g.player(0).resources).toBe(0); // the first paid its {r}
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(1).life).toBe(18);
    // The second sword attack costs nothing: no payment is asked and no resources were there to pay.
    g.decide(0, attackWith(g, 1));
    expect(g.pending).toBeNull();
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(1).life).toBe(16);
    g.pass(2); // the chain closes
    g.nextTurn();
    expect(coppers(g, 0)).toBe(2);
    expect(g.logText()).toContain("P1 (Kassai, Cintari Sellsword) creates 2 Copper tokens");
  });

  it("one weapon attack is not 2 or more: no Copper", () => {
    const g = scenario({ p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber", "Cintari Saber"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.decide(0, attackWith(g, 0));
    unblocked(g, 1);
    toResolution(g).pass(2).nextTurn();
    expect(g.player(1).life).toBe(18);
    expect(coppers(g, 0)).toBe(0);
  });
});

describe("Crucible of War Warrior cards", () => {
  it("Cintari Saber: defended by an attack action card, it gains +1 power until end of turn", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], resources: 1 },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 },
    });
    g.do(0, "Attack with Cintari Saber").passStep().passStep().do(1, "Defend with Wrecker Romp (red)").do(1, "Done declaring defenders");
    expect(g.state.triggers.length + g.state.stack.length).toBe(1);
    g.pass(2); // the trigger resolves
    expect(activePower(g)).toBe(3);
    expect(g.player(0).gear[0]!.powerThisTurn).toBe(1);
  });

  it("Courage of Bladehold: destroy it, sword attacks cost {r} less this turn (go again)", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], equipment: ["Courage of Bladehold"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Courage of Bladehold: destroy this, your sword attacks cost 1 less this turn").pass(2);
    expect(g.player(0).gear.map((x) => x.card)).toEqual([cardId("Cintari Saber")]);
    expect(g.player(0).actionPoints).toBe(1); // go again
    g.do(0, "Attack with Cintari Saber");
    expect(g.pending).toBeNull(); // nothing to pay
    unblocked(g, 1).passStep();
    expect(g.player(1).life).toBe(18);
  });

  it("Copper: {r}{r}{r}{r}, destroy it: draw a card, go again", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", permanents: ["Copper"], resources: 4, deck: ["Dauntless (red)"] },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Copper: destroy this, draw a card").pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Dauntless (red)")]);
    expect(g.player(0).permanents).toHaveLength(0); // a token ceases to exist (CR 3.0.12a)
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Twinning Blade: the sword may attack an additional time this turn", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Twinning Blade (yellow)", "Hit and Run (red)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Hit and Run (red)").pass(2); // the saber's next attack gains go again
    g.do(0, "Attack with Cintari Saber");
    unblocked(g, 1);
    g.do(0, "Play Twinning Blade (yellow)").pass(2);
    expect(g.logText()).toContain("Cintari Saber may attack an additional time this turn");
    toResolution(g).pass(2);
    // The second attack is Kassai's second sword attack: it costs nothing.
    expect(g.labels(0)).toContain("Attack with Cintari Saber");
  });

  it("Spoils of War: the next weapon attack gains +2 power and go again; a weapon hitting this turn creates 2 Copper tokens", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Spoils of War (red)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Spoils of War (red)").pass(2);
    g.do(0, "Attack with Cintari Saber");
    unblocked(g, 1).passStep();
    expect(g.player(1).life).toBe(16);
    toResolution(g);
    expect(coppers(g, 0)).toBe(2);
    expect(g.player(0).actionPoints).toBe(1); // go again
  });

  it("Dauntless: the next weapon attack gains +3 power; the defending hero's next defense reaction costs {r} more (CR 5.1.6a)", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Dauntless (red)"], resources: 2 },
      p2: { hero: "Dorinthea", hand: ["Steelblade Shunt (red)", "Sharpen Steel (blue)"], life: 20 },
    });
    g.do(0, "Play Dauntless (red)").pass(2);
    g.do(0, "Attack with Cintari Saber");
    unblocked(g, 1);
    expect(activePower(g)).toBe(5);
    g.do(0, "pass").do(1, "Play Steelblade Shunt (red)");
    expect(g.pending).toMatchObject({ kind: "pay", due: 2 }); // printed 1, plus 1
    g.do(1, "Pitch Sharpen Steel (blue) for 3");
  });

  it("Out for Blood: target weapon attack gains +3 power; reprise: the next attack this turn gains +1 power (CR 8.4.3)", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Out for Blood (red)"], resources: 2 },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 },
    });
    g.do(0, "Attack with Cintari Saber").passStep().passStep().do(1, "Defend with Wrecker Romp (red)").do(1, "Done declaring defenders");
    g.pass(2).passStep(); // the saber's "defended by an attack action card" trigger resolves; on to the Reaction Step
    g.do(0, "Play Out for Blood (red)").pass(2);
    expect(activePower(g)).toBe(2 + 1 + 3);
    // The bonus remembers that an attack reaction card made it (Snag: "can't gain {p} from … attack reaction cards").
    expect(g.state.nextAttack).toEqual([{ seat: 0, bonus: { filter: "any", power: 1 }, source: cardId("Out for Blood (red)") }]);
  });

  it("Hit and Run: after a weapon attack this turn, the next attack also gains +3 power", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Hit and Run (red)", "Hit and Run (blue)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
    });
    // Before any weapon attack: only go again for the next weapon attack.
    g.do(0, "Play Hit and Run (blue)").pass(2);
    expect(g.state.nextAttack).toEqual([{ seat: 0, bonus: { filter: "weapon", power: 0, goAgain: true } }]);
    g.do(0, "Attack with Cintari Saber");
    unblocked(g, 1);
    toResolution(g).pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Hit and Run (red)").pass(2);
    expect(g.state.nextAttack).toEqual([
      { seat: 0, bonus: { filter: "weapon", power: 0, goAgain: true } },
      { seat: 0, bonus: { filter: "any", power: 3 } },
    ]);
  });

  it("Push Forward: the next weapon attack gains +3 power; after a weapon attack this turn, the next attack gains dominate (CR 8.3.4)", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Push Forward (red)", "Wounding Blow (red)"], resources: 2 },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Wrecker Romp (blue)"], life: 20 },
      actionPoints: 3,
    });
    // Before a weapon attack: only the +3 for the next weapon attack.
    g.do(0, "Play Push Forward (red)").pass(2);
    expect(g.state.nextAttack).toEqual([{ seat: 0, bonus: { filter: "weapon", power: 3 } }]);
    g.do(0, "Attack with Cintari Saber");
    unblocked(g, 1).passStep();
    expect(g.player(1).life).toBe(15);
  });

  it("Push Forward after a weapon attack: the next attack (an attack action card) gains dominate (CR 8.3.4a)", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Push Forward (red)", "Wounding Blow (red)"], resources: 2 },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Wrecker Romp (blue)"], life: 20 },
      actionPoints: 3,
    });
    g.do(0, "Attack with Cintari Saber");
    unblocked(g, 1);
    toResolution(g).pass(2);
    g.do(0, "Play Push Forward (red)").pass(2);
    g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Defend with Wrecker Romp (red)");
    expect(g.labels(1)).toEqual(["Done declaring defenders"]); // one card from hand at most
    g.do(1, "Done declaring defenders");
  });

  it("Unified Decree: +3 power; reprise: an attack reaction on top of the deck may be banished and played this combat chain (CR 8.4.3, 5.1.1a)", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Unified Decree (yellow)"], deck: ["Out for Blood (blue)", "Dauntless (red)"], resources: 4 },
      p2: { hero: "Rhinar", hand: ["Scar for a Scar (blue)"], life: 20 },
    });
    g.do(0, "Attack with Cintari Saber").passStep().passStep().do(1, "Defend with Scar for a Scar (blue)").do(1, "Done declaring defenders");
    g.pass(2).passStep(); // the saber's trigger (an attack action card defends), then the Reaction Step
    g.do(0, "Play Unified Decree (yellow)").pass(2);
    expect(activePower(g)).toBe(2 + 1 + 3);
    // Only P1 sees the card: the question's text does not name it.
    expect(g.pending).toMatchObject({ kind: "choose", text: "banish from the top of the deck (playable this combat chain)" });
    g.do(0, "Choose Out for Blood (blue) to banish from the top of the deck (playable this combat chain)");
    expect(names(g.player(0).banished)).toEqual([cardId("Out for Blood (blue)")]);
    g.do(0, "Play Out for Blood (blue) from banished").pass(2);
    expect(activePower(g)).toBe(2 + 1 + 3 + 1);
  });

  it("Unified Decree: the banished card is playable only while the combat chain is open", () => {
    const g = scenario({
      p1: { hero: "Kassai, Cintari Sellsword", weapons: ["Cintari Saber"], hand: ["Unified Decree (yellow)"], deck: ["Out for Blood (blue)"], resources: 3 },
      p2: { hero: "Rhinar", hand: ["Scar for a Scar (blue)"], life: 20 },
    });
    g.do(0, "Attack with Cintari Saber").passStep().passStep().do(1, "Defend with Scar for a Scar (blue)").do(1, "Done declaring defenders");
    g.pass(2).passStep();
    g.do(0, "Play Unified Decree (yellow)").pass(2);
    g.do(0, "Choose Out for Blood (blue) to banish from the top of the deck (playable this combat chain)");
    toResolution(g).pass(2);
    expect(g.state.chain).toHaveLength(0);
    expect(g.player(0).mayPlayThisChain).toBeUndefined();
  });
});
