import { describe, expect, it } from "vitest";
import { cardData } from "./cards";
import { activePower, cardId, names, scenario, toResolution, unblocked, type Scenario } from "./testing";

/** Scenario tests for Crucible of War's Mechanologist, Runeblade and Wizard cards. */

/** The layer on top of the stack. */
const top = (g: Scenario) => g.state.stack[g.state.stack.length - 1]!;

/** Triggered-layers waiting or on top of the stack are ordered (the first order offered) and resolve, down to the card played. */
function settle(g: Scenario): Scenario {
  for (let i = 0; i < 20 && (g.pending !== null || top(g)?.trigger !== undefined); i++) {
    if (g.pending?.kind === "order-triggers") g.do(g.pending.seat, g.labels(g.pending.seat)[0]!);
    else g.pass(2);
  }
  return g;
}

describe("Crucible of War: Mechanologist", () => {
  it("Data Doll MKII: a Mechanologist item with cost 2 or less banished from the deck by a boost is put into the arena (CRU099, CR 6.6, 8.3.9, 8.5.15)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", hand: ["Throttle (red)", "Zipper Hit (red)"], deck: ["Hyper Driver (red)", "Head Jab (red)", "Induction Chamber (red)"], resources: 3 },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Throttle (red), boosting");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([undefined, "Data Doll MKII: put the banished Mechanologist item into the arena"]);
    g.pass(2);
    // Hyper Driver enters with its 3 steam counters (CR 6.4.8); the banished zone no longer has it.
    expect(g.player(0).permanents.map((c) => [c.card, c.steam])).toEqual([[cardId("Hyper Driver (red)"), 3]]);
    expect(g.player(0).banished).toEqual([]);
    expect(top(g).card).toBe(cardId("Throttle (red)"));
    expect(top(g).goAgain).toBe(true);
    // A card that is not an item stays banished.
    toResolution(unblocked(g, 1));
    g.do(0, "Play Zipper Hit (red), boosting");
    expect(g.state.triggers.some((l) => l.trigger?.text.startsWith("Data Doll")) || g.state.stack.some((l) => l.trigger?.text.startsWith("Data Doll"))).toBe(false);
    expect(names(g.player(0).banished)).toEqual([cardId("Head Jab (red)")]);
  });

  it("Plasma Barrel Shot: {r}{r} puts a steam counter on it; removing it, it attacks once per turn with X = 1 plus the times its player boosted this combat chain (CRU101, CR 8.3.9a, 8.5.16)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", weapon: "Plasma Barrel Shot", hand: ["Zero to Sixty (red)"], deck: ["Zipper Hit (red)", "Head Jab (red)"], resources: 4 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 3,
    });
    expect(g.labels(0).some((l) => l.startsWith("Attack with Plasma Barrel Shot"))).toBe(false);
    g.do(0, "Plasma Barrel Shot: put a steam counter on this if it has none").pass(2);
    expect(g.player(0).gear[0]!.steam).toBe(1);
    expect(g.player(0).resources).toBe(2);
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1));
    g.do(0, "Attack with Plasma Barrel Shot, removing a steam counter");
    unblocked(g, 1);
    // One boost this combat chain: X = 2.
    expect(activePower(g)).toBe(2);
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 4 - 2);
    g.pass(2);
    expect(g.state.chain).toEqual([]);
    // Once per turn: a steam counter again, but no second attack.
    g.do(0, "Plasma Barrel Shot: put a steam counter on this if it has none").pass(2);
    expect(g.player(0).gear[0]!.steam).toBe(1);
    expect(g.labels(0).some((l) => l.startsWith("Attack with Plasma Barrel Shot"))).toBe(false);
  });

  it("Viziertronic Model i: destroyed, each boost this turn draws a card, then a card from hand goes on top of the deck (CRU102, CR 6.6, 8.3.9)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", equipment: ["Viziertronic Model i"], hand: ["Zero to Sixty (red)", "Head Jab (blue)"], deck: ["Zipper Hit (red)", "Throttle (red)", "Head Jab (red)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Viziertronic Model i: destroy this: whenever you boost this turn, draw a card then put a card from your hand on top of your deck").pass(2);
    expect(g.player(0).gear).toEqual([]);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Zero to Sixty (red), boosting");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([
      undefined,
      "Viziertronic Model i: you boosted, draw a card then put a card from your hand on top of your deck",
    ]);
    g.pass(2);
    // Drew Throttle; puts Head Jab (blue) back on top.
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (blue)"), cardId("Throttle (red)")]);
    g.do(0, "Choose Head Jab (blue) to put from your hand on top of your deck");
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (blue)"), cardId("Head Jab (red)")]);
    expect(names(g.player(0).hand)).toEqual([cardId("Throttle (red)")]);
  });

  it("Meganetic Shockwave: the defending hero must defend it with X equipment, X the boosts this combat chain (CRU103, CR 1.0.2, 7.3.2)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", hand: ["Zero to Sixty (red)", "Meganetic Shockwave (blue)"], deck: ["Zipper Hit (red)", "Head Jab (red)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20, equipment: ["Nullrune Hood", "Nullrune Gloves"], hand: ["Head Jab (yellow)"] },
    });
    g.do(0, "Play Zero to Sixty (red), boosting");
    // Not boosted this combat chain before it: no requirement on Zero to Sixty.
    g.passStep().passStep();
    expect(g.labels(1)).toContain("Do not defend");
    g.do(1, "Do not defend").passStep();
    toResolution(g);
    g.do(0, "Play Meganetic Shockwave (blue)").passStep().passStep();
    // One boost this combat chain: one equipment must defend, before anything else.
    expect(g.labels(1)).toEqual(["Defend with Nullrune Hood", "Defend with Nullrune Gloves"]);
    g.do(1, "Defend with Nullrune Gloves");
    expect(g.labels(1)).toEqual(expect.arrayContaining(["Defend with Head Jab (yellow)", "Defend with Nullrune Hood", "Done declaring defenders"]));
    g.do(1, "Done declaring defenders");
    expect(g.state.chain[1]!.defenders.map((d) => d.card)).toEqual([cardId("Nullrune Gloves")]);
  });

  it("Absorption Dome: enters with a steam counter per boost this turn; damage to its hero removes that many and is prevented (CRU104, CR 6.4.8, 6.4.9, 6.6.5c)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", hand: ["Zero to Sixty (red)", "Zero to Sixty (yellow)", "Absorption Dome (yellow)", "Zap (red)"], deck: ["Zipper Hit (red)", "Zipper Hit (yellow)", "Head Jab (red)"] },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1));
    g.do(0, "Play Zero to Sixty (yellow), boosting");
    toResolution(unblocked(g, 1));
    g.pass(2);
    g.do(0, "Play Absorption Dome (yellow)").pass(2);
    const dome = g.player(0).permanents.find((c) => c.card === cardId("Absorption Dome (yellow)"))!;
    expect(dome.steam).toBe(2);
    // Zap (3 arcane) at its own hero: 2 counters removed, 2 prevented, 1 dealt; then the dome, with none left, is destroyed.
    g.do(0, "Play Zap (red) targeting your hero").pass(2);
    expect(g.player(0).life).toBe(19);
    expect(g.logText()).toContain("2 damage to P1 (Data Doll MKII) is prevented instead (Absorption Dome (yellow))");
    g.pass(2);
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).graveyard)).toContain(cardId("Absorption Dome (yellow)"));
  });

  it("Absorption Dome: with no boost this turn it enters with no steam counters and is destroyed (CRU104, CR 6.6.5c)", () => {
    const g = scenario({ p1: { hero: "Data Doll MKII", hand: ["Absorption Dome (yellow)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Absorption Dome (yellow)").pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Absorption Dome: no steam counters, destroy it"]);
    g.pass(2);
    expect(g.player(0).permanents).toEqual([]);
  });

  it("Plasma Purifier: once per turn, remove a steam counter — the Mechanologist pistol gets +1 power until end of turn (CRU105, CR 8.5.16)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", weapon: "Teklo Plasma Pistol", permanents: ["Plasma Purifier (red)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
    });
    expect(g.labels(0).some((l) => l.includes("gains +1 power"))).toBe(false);
    g.do(0, "Plasma Purifier: put a steam counter on this if it has none").pass(2);
    g.do(0, "Plasma Purifier: remove a steam counter, target Mechanologist pistol you control gains +1 power until end of turn").pass(2);
    expect(g.player(0).gear[0]!.powerThisTurn).toBe(1);
    expect(g.player(0).permanents[0]!.steam).toBe(0);
    expect(g.player(0).actionPoints).toBe(1);
    // Without a Mechanologist pistol there is no target: not activated.
    const other = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", permanents: ["Plasma Purifier (red)"], resources: 1 }, p2: { hero: "Rhinar" } });
    other.do(0, "Plasma Purifier: put a steam counter on this if it has none").pass(2);
    expect(other.labels(0).some((l) => l.includes("gains +1 power"))).toBe(false);
  });

  it("High Speed Impact: if it hits, the next attack its player boosts this combat chain gains dominate — not an attack played without boosting (CRU106, CR 8.3.4)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", hand: ["High Speed Impact (red)", "Head Jab (red)", "Zero to Sixty (red)"], deck: ["Zipper Hit (red)", "Head Jab (blue)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 3,
    });
    g.do(0, "Play High Speed Impact (red)");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(16);
    g.do(0, "Play Head Jab (red)");
    expect(top(g).dominate).toBeUndefined();
    toResolution(unblocked(g, 1));
    g.do(0, "Play Zero to Sixty (red), boosting");
    expect(top(g).dominate).toBe(true);
    expect(g.state.nextAttack).toEqual([]);
  });

  it("Combustible Courier: if it hits, the next attack boosted this combat chain gains +3 power; the effect ends with the combat chain (CRU109, CR 7.7)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", hand: ["Combustible Courier (blue)", "Zero to Sixty (red)"], deck: ["Zipper Hit (red)", "Head Jab (blue)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 3,
    });
    g.do(0, "Play Combustible Courier (blue), boosting");
    toResolution(unblocked(g, 1));
    g.do(0, "Play Zero to Sixty (red), boosting");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4 + 3);
    const h = scenario({
      p1: { hero: "Data Doll MKII", hand: ["Combustible Courier (blue)", "Zero to Sixty (red)"], deck: ["Zipper Hit (red)", "Head Jab (blue)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 3,
    });
    h.do(0, "Play Combustible Courier (blue)");
    toResolution(unblocked(h, 1));
    h.pass(2);
    expect(h.state.nextAttack).toEqual([]);
    h.do(0, "Play Zero to Sixty (red), boosting");
    unblocked(h, 1);
    expect(activePower(h)).toBe(4);
  });

  it("Overblast: +X power, X the times its player boosted this combat chain (CRU112, CR 8.3.9a)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", hand: ["Zero to Sixty (red)", "Zero to Sixty (yellow)", "Overblast (red)"], deck: ["Zipper Hit (red)", "Zipper Hit (yellow)", "Head Jab (blue)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20 },
    });
    for (const color of ["red", "yellow"]) {
      g.do(0, `Play Zero to Sixty (${color}), boosting`);
      toResolution(unblocked(g, 1));
    }
    g.do(0, "Play Overblast (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(5 + 2);
  });

  it("Teklovossen's Workshop: opt X (boosts this turn), then reveal the top card — a Mechanologist item with cost 2 or less is put into the arena (CRU115, CR 8.5.22, 8.5.17)", () => {
    const g = scenario({
      p1: { hero: "Data Doll MKII", hand: ["Zero to Sixty (red)", "Teklovossen's Workshop (red)"], deck: ["Zipper Hit (red)", "Head Jab (blue)", "Induction Chamber (red)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1)).pass(2);
    g.do(0, "Play Teklovossen's Workshop (red)").pass(2);
    // Opt 1: Head Jab to the bottom, so Induction Chamber (cost 2) is revealed and put into the arena.
    g.do(0, "Choose Head Jab (blue) to put on the bottom of your deck (opt; none: the rest stay on top)");
    expect(names(g.player(0).permanents)).toEqual([cardId("Induction Chamber (red)")]);
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (blue)")]);
    expect(g.logText()).toContain("P1 (Data Doll MKII) reveals Induction Chamber (red) from the top of their deck");
  });

  it("Teklovossen's Workshop (blue): only an item with cost 0; without a boost, no opt (CRU117)", () => {
    const g = scenario({ p1: { hero: "Data Doll MKII", hand: ["Teklovossen's Workshop (blue)"], deck: ["Hyper Driver (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Teklovossen's Workshop (blue)").pass(2);
    expect(g.pending).toBeNull();
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).deck)).toEqual([cardId("Hyper Driver (red)")]);
  });
});

describe("Crucible of War: Runeblade", () => {
  /** The Runechant tokens P1 controls. */
  const runechants = (g: Scenario): number => g.player(0).permanents.filter((c) => c.card === cardId("Runechant")).length;

  it("Arknight Shard: pitched, it creates a Runechant token (CRU000, CR 1.14.3, 6.6)", () => {
    const g = scenario({ p1: { hero: "Viserai", hand: ["Consuming Volition (red)", "Arknight Shard (blue)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Consuming Volition (red)").do(0, "Pitch Arknight Shard (blue) for 3");
    expect(top(g).trigger?.text).toBe("Arknight Shard: create a Runechant token");
    g.pass(2);
    expect(runechants(g)).toBe(1);
    expect(g.player(0).resources).toBe(2);
  });

  it("Reaping Blade: {r}, attack for 3 once per turn; a hero with more life than any other can't gain life (CRU140, CR 1.0.2)", () => {
    const g = scenario({ p1: { hero: "Viserai", weapon: "Reaping Blade", hand: ["Sigil of Solace (red)"], resources: 1, life: 20 }, p2: { hero: "Rhinar", life: 15 } });
    g.do(0, "Play Sigil of Solace (red)").pass(2);
    expect(g.player(0).life).toBe(20);
    expect(g.logText()).toContain("P1 (Viserai) has more life than any other hero and can't gain life (Reaping Blade)");
    g.do(0, "Attack with Reaping Blade");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3);
    toResolution(g);
    expect(g.player(1).life).toBe(12);
    // Behind on life, its own hero gains (and so would the opponent while behind).
    const h = scenario({ p1: { hero: "Viserai", weapon: "Reaping Blade", hand: ["Sigil of Solace (red)"], life: 10 }, p2: { hero: "Rhinar", life: 15 } });
    h.do(0, "Play Sigil of Solace (red)").pass(2);
    expect(h.player(0).life).toBe(13);
  });

  it("Bloodsheath Skeleta: destroyed, the next attack action card and 'non-attack' action card cost {r} less per Runechant (CRU141, CR 5.1.6a)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", equipment: ["Bloodsheath Skeleta"], permanents: ["Runechant", "Runechant"], hand: ["Sutcliffe's Research Notes (blue)", "Consuming Volition (red)"], deck: ["Head Jab (red)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Bloodsheath Skeleta: destroy this: the next attack action card and 'non-attack' action card you play this turn cost 1 less for each Runechant you control").pass(2);
    expect(g.player(0).gear).toEqual([]);
    // Sutcliffe's Research Notes costs 1, less 2: nothing paid.
    g.do(0, "Play Sutcliffe's Research Notes (blue)");
    expect(g.player(0).resources).toBe(2);
    g.pass(2);
    // Consuming Volition costs 1, less 2: nothing paid either; the reductions are used up.
    g.do(0, "Play Consuming Volition (red)");
    expect(g.player(0).resources).toBe(2);
    expect(g.state.costReductions).toEqual([]);
    settle(g);
  });

  it("Dread Triptych: attacking after a 'non-attack' action card and arcane damage this turn, 2 Runechants; hitting, a third (CRU142, CR 6.6)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", permanents: ["Runechant"], hand: ["Read the Runes (blue)", "Dread Triptych (blue)"], resources: 3 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Play Read the Runes (blue)").pass(2);
    expect(runechants(g)).toBe(2);
    g.do(0, "Play Dread Triptych (blue)");
    // Both Runechants trigger and deal 1 arcane damage each.
    settle(g);
    expect(g.player(1).life).toBe(18);
    // The attack step: its two "when you attack" triggers, each with its condition met.
    g.pass(2);
    expect(g.pending?.kind).toBe("order-triggers");
    settle(g);
    expect(runechants(g)).toBe(2);
    g.passStep().do(1, "Do not defend").passStep();
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 2 - 4);
    expect(runechants(g)).toBe(3);
    const h = scenario({ p1: { hero: "Dorinthea", hand: ["Dread Triptych (blue)"], resources: 3 }, p2: { hero: "Rhinar", life: 20 } });
    h.do(0, "Play Dread Triptych (blue)");
    toResolution(unblocked(h, 1));
    expect(h.player(0).permanents.length).toBe(1);
  });

  it("Rattle Bones: banishes a Runeblade attack action card from the graveyard, playable this turn; an instant once arcane damage was dealt to the opponent (CRU143, CR 8.1.6)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", graveyard: ["Consuming Volition (red)"], hand: ["Rattle Bones (red)", "Meat and Greet (red)"], resources: 3 },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Rattle Bones (red)").pass(2);
    g.do(0, "Choose Consuming Volition (red) to banish from your graveyard (you may play it this turn)");
    expect(names(g.player(0).banished)).toEqual([cardId("Consuming Volition (red)")]);
    expect(g.labels(0)).toContain("Play Consuming Volition (red) from banished");
    // Not yet as an instant: nothing in the Reaction Step of an attack.
    const h = scenario({
      p1: { hero: "Dorinthea", graveyard: ["Consuming Volition (red)"], hand: ["Rattle Bones (red)", "Meat and Greet (red)"], permanents: ["Runechant"], resources: 3 },
      p2: { hero: "Rhinar", life: 20 },
    });
    expect(h.labels(0).filter((l) => l.startsWith("Play Rattle Bones"))).toEqual(["Play Rattle Bones (red)"]);
    h.do(0, "Play Meat and Greet (red)").pass(2);
    expect(h.player(1).life).toBe(19);
    unblocked(h, 1);
    expect(h.labels(0)).toContain("Play Rattle Bones (red)");
  });

  it("Rattle Bones: not played without a Runeblade attack action card in the graveyard to target (CR 5.1.4)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", graveyard: ["Head Jab (red)"], hand: ["Rattle Bones (red)"], resources: 3 }, p2: { hero: "Rhinar" } });
    expect(g.labels(0).some((l) => l.startsWith("Play Rattle Bones"))).toBe(false);
  });

  it("Runeblood Barrier: 4 Runechants as it enters; damage to its hero destroys that many instead and is prevented; destroyed at the action phase (CRU144, CR 6.4.9)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Runeblood Barrier (yellow)", "Zap (red)"], deck: ["Head Jab (red)", "Head Jab (blue)", "Head Jab (yellow)", "Leg Tap (red)"], resources: 3 },
      p2: { hero: "Rhinar", life: 20, deck: ["Head Jab (red)", "Head Jab (blue)", "Head Jab (yellow)", "Leg Tap (red)"] },
      actionPoints: 2,
    });
    g.do(0, "Play Runeblood Barrier (yellow)").pass(2);
    expect(top(g).trigger?.text).toBe("Runeblood Barrier (yellow): enters the arena");
    g.pass(2);
    expect(runechants(g)).toBe(4);
    g.do(0, "Play Zap (red) targeting your hero").pass(2);
    expect(g.player(0).life).toBe(20);
    expect(runechants(g)).toBe(1);
    expect(g.logText()).toContain("3 damage to P1 (Dorinthea) is prevented instead (Runeblood Barrier (yellow))");
    // CR 4.3.1: at the beginning of its controller's next action phase it is destroyed.
    g.nextTurn().nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    settle(g);
    expect(g.player(0).permanents.some((c) => c.card === cardId("Runeblood Barrier (yellow)"))).toBe(false);
    expect(names(g.player(0).graveyard)).toContain(cardId("Runeblood Barrier (yellow)"));
  });

  it("Mauvrion Skies: the next Runeblade attack action card gains go again and 'if this hits, create 3 Runechant tokens' (CRU145)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Mauvrion Skies (red)", "Consuming Volition (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Mauvrion Skies (red)").pass(2);
    g.do(0, "Play Consuming Volition (red)");
    expect(top(g).goAgain).toBe(true);
    toResolution(unblocked(g, 1));
    expect(runechants(g)).toBe(3);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Consuming Volition: having dealt arcane damage this turn, when it hits the hero discards a card; otherwise not (CRU148, CR 8.5.5)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", permanents: ["Runechant"], hand: ["Consuming Volition (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20, hand: ["Head Jab (red)"] } });
    g.do(0, "Play Consuming Volition (red)").pass(2);
    unblocked(g, 1).pass(2);
    expect(top(g).trigger?.text).toBe("Consuming Volition (red): when this hits, they discard a card");
    g.pass(2);
    g.do(1, "Choose Head Jab (red) to discard");
    expect(names(g.player(1).graveyard)).toEqual([cardId("Head Jab (red)")]);
    const h = scenario({ p1: { hero: "Dorinthea", hand: ["Consuming Volition (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20, hand: ["Head Jab (red)"] } });
    h.do(0, "Play Consuming Volition (red)");
    toResolution(unblocked(h, 1));
    expect(h.player(1).hand.length).toBe(1);
  });

  it("Meat and Greet: when it hits, a Runechant; go again only after arcane damage to the opposing hero this turn (CRU151)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", permanents: ["Runechant"], hand: ["Meat and Greet (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Meat and Greet (red)");
    toResolution(unblocked(settle(g), 1));
    expect(g.player(1).life).toBe(20 - 1 - 4);
    expect(runechants(g)).toBe(1);
    expect(g.player(0).actionPoints).toBe(1);
    const h = scenario({ p1: { hero: "Dorinthea", hand: ["Meat and Greet (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    h.do(0, "Play Meat and Greet (red)");
    toResolution(unblocked(h, 1));
    expect(h.player(0).actionPoints).toBe(0);
  });

  it("Sutcliffe's Research Notes: reveals the top 3, a Runechant per Runeblade attack action card, then they go back in any order (CRU154, CR 8.5.17)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Sutcliffe's Research Notes (red)"], deck: ["Consuming Volition (red)", "Zap (red)", "Meat and Greet (red)", "Head Jab (red)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Sutcliffe's Research Notes (red)").pass(2);
    expect(runechants(g)).toBe(2);
    expect(g.logText()).toContain("P1 (Dorinthea) reveals Consuming Volition (red), Zap (red), Meat and Greet (red) from the top of their deck");
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Zap (red)"))!);
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Meat and Greet (red)"))!);
    expect(names(g.player(0).deck)).toEqual(["Meat and Greet (red)", "Zap (red)", "Consuming Volition (red)", "Head Jab (red)"].map(cardId));
    expect(g.player(0).actionPoints).toBe(1);
  });
});

describe("Crucible of War: Wizard", () => {
  it("Aether Conduit: once per turn, {r}{r}: 2 arcane damage to the hero targeted as it is activated (CRU160, CR 5.2.1, 8.5.3b)", () => {
    const g = scenario({ p1: { hero: "Kano", weapon: "Aether Conduit", resources: 4 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    expect(g.labels(0)).toEqual(
      expect.arrayContaining(["Aether Conduit: deal 2 arcane damage to target hero targeting P2 (Rhinar)", "Aether Conduit: deal 2 arcane damage to target hero targeting your hero"]),
    );
    g.do(0, "Aether Conduit: deal 2 arcane damage to target hero targeting your hero").pass(2);
    expect(g.player(0).life).toBe(cardData(cardId("Kano")).life! - 2);
    expect(g.player(1).life).toBe(20);
    expect(g.labels(0).some((l) => l.startsWith("Aether Conduit"))).toBe(false);
  });

  it("Metacarpus Node: as a card with arcane damage is played, its player may pay {r} — it deals 1 more, and the node is destroyed at the beginning of the end phase (CRU161, CR 6.4.9, 1.8.3)", () => {
    const g = scenario({
      p1: { hero: "Kano", equipment: ["Metacarpus Node"], hand: ["Zap (red)", "Zap (blue)"], deck: ["Head Jab (red)", "Head Jab (blue)"] },
      p2: { hero: "Rhinar", life: 20, deck: ["Head Jab (red)", "Head Jab (yellow)"] },
    });
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)");
    expect(top(g).trigger?.text).toBe("Metacarpus Node: you played a card that deals arcane damage");
    g.pass(2).do(0, "Yes: pay 1 to make it deal 1 more arcane damage (Metacarpus Node is destroyed at the beginning of the end phase)");
    // Paid by pitching (CR 1.14.3).
    g.do(0, "Pitch Zap (blue) for 3");
    expect(g.player(0).resources).toBe(2);
    g.pass(2);
    expect(g.player(1).life).toBe(16);
    expect(g.player(0).gear.map((c) => c.card)).toEqual([cardId("Metacarpus Node")]);
    g.nextTurn();
    expect(g.player(0).gear).toEqual([]);
    expect(names(g.player(0).graveyard)).toContain(cardId("Metacarpus Node"));
  });

  it("Metacarpus Node: its player, unable to pay, is not asked (CR 1.8.3b); declining, nothing changes", () => {
    const g = scenario({ p1: { hero: "Kano", equipment: ["Metacarpus Node"], hand: ["Zap (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(g.pending).toBeNull();
    g.pass(2);
    expect(g.player(1).life).toBe(17);
    const h = scenario({ p1: { hero: "Kano", equipment: ["Metacarpus Node"], hand: ["Zap (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    h.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2).do(0, "No").pass(2);
    expect(h.player(1).life).toBe(17);
    expect(h.player(0).resources).toBe(1);
  });

  it("Chain Lightning: after another Wizard 'non-attack' action card, 3 arcane damage to the opposing hero; the next Wizard one may be played as an instant (CRU162, CR 8.1.6)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Zap (red)", "Chain Lightning (yellow)", "Zap (yellow)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
    // "Each opposing hero": no target to declare.
    expect(g.labels(0)).toContain("Play Chain Lightning (yellow)");
    g.do(0, "Play Chain Lightning (yellow)").pass(2);
    expect(g.player(1).life).toBe(14);
    expect(g.player(0).actionPoints).toBe(0);
    g.do(0, "Play Zap (yellow) targeting P2 (Rhinar)");
    expect(top(g).asInstant).toBe(true);
    g.pass(2);
    expect(g.player(1).life).toBe(12);
  });

  it("Chain Lightning: the first Wizard 'non-attack' action card this turn deals no damage (CRU162, CR 1.8.4)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Chain Lightning (yellow)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Chain Lightning (yellow)").pass(2);
    expect(g.player(1).life).toBe(20);
  });

  it("Gaze the Ages: opt 2; after another Wizard 'non-attack' action card this turn it goes back to its owner's hand (CRU163, CR 8.5.22, 5.3.6)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Zap (blue)", "Gaze the Ages (blue)"], deck: ["Head Jab (red)", "Head Jab (blue)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Zap (blue) targeting P2 (Rhinar)").pass(2);
    g.do(0, "Play Gaze the Ages (blue)").pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Gaze the Ages (blue)")]);
    g.do(0, "Choose Head Jab (red) to put on the bottom of your deck (opt; none: the rest stay on top)").do(0, "Choose none");
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (blue)"), cardId("Head Jab (red)")]);
    const h = scenario({ p1: { hero: "Kano", hand: ["Gaze the Ages (blue)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    h.do(0, "Play Gaze the Ages (blue)").pass(2).do(0, "Choose none");
    expect(names(h.player(0).graveyard)).toEqual([cardId("Gaze the Ages (blue)")]);
  });

  it("Aetherize: negates an instant card with cost {r} or less on the stack; with none there it is not played (CRU164, CR 8.5.26)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Sigil of Solace (red)"], life: 10 }, p2: { hero: "Kano", hand: ["Aetherize (blue)"], resources: 1 } });
    expect(g.labels(1)).toEqual([]);
    g.do(0, "Play Sigil of Solace (red)").pass();
    expect(g.labels(1)).toContain("Play Aetherize (blue)");
    g.do(1, "Play Aetherize (blue)").pass(2);
    expect(g.state.stack).toEqual([]);
    expect(g.player(0).life).toBe(10);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Sigil of Solace (red)")]);
    expect(g.logText()).toContain("Sigil of Solace (red) is negated (Aetherize (blue))");
  });

  it("Cindering Foresight: on the opponent's turn it is played as an instant; the next arcane damage card deals 1 more; opt 3 (CRU165, CR 8.1.6, 6.4.9)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Cindering Foresight (red)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", life: 20 }, turnPlayer: 1, priority: 0 });
    g.do(0, "Play Cindering Foresight (red)");
    expect(top(g).asInstant).toBe(true);
    g.pass(2).do(0, "Choose none");
    expect(g.player(0).arcanePlus).toBe(1);
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (red)")]);
    // On its player's own turn it is an action: not offered with the stack in use.
    const h = scenario({ p1: { hero: "Kano", hand: ["Cindering Foresight (red)", "Sigil of Solace (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    h.do(0, "Play Sigil of Solace (red)");
    expect(h.labels(0).some((l) => l.startsWith("Play Cindering Foresight"))).toBe(false);
  });

  it("Foreboding Bolt: 3 damage (not arcane: no Arcane Barrier) to the hero targeted, then opt 1 (CRU168, CR 8.5.3, 8.5.22)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Foreboding Bolt (red)"], deck: ["Head Jab (red)", "Head Jab (blue)"], resources: 1 }, p2: { hero: "Rhinar", life: 20, equipment: ["Nullrune Hood"], resources: 1 } });
    g.do(0, "Play Foreboding Bolt (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
    g.do(0, "Choose Head Jab (red) to put on the bottom of your deck (opt; none: the rest stay on top)");
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (blue)"), cardId("Head Jab (red)")]);
  });

  it("Rousing Aether: 4 arcane damage, and the next card with arcane damage deals 1 more (CRU171, CR 6.4.9)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Rousing Aether (red)", "Zap (blue)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Rousing Aether (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(16);
    g.do(0, "Play Zap (blue) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(14);
  });

  it("Snapback: after another Wizard 'non-attack' action card this turn it may be played as an instant (CRU174, CR 8.1.6)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Zap (blue)", "Snapback (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Zap (blue) targeting P2 (Rhinar)");
    // Zap is still on the stack: Snapback may respond to it.
    g.do(0, "Play Snapback (red) targeting P2 (Rhinar)");
    expect(top(g).asInstant).toBe(true);
    g.pass(2);
    expect(g.player(1).life).toBe(17);
    const h = scenario({ p1: { hero: "Kano", hand: ["Head Jab (red)", "Snapback (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    h.do(0, "Play Head Jab (red)");
    expect(h.labels(0).some((l) => l.startsWith("Play Snapback"))).toBe(false);
  });
});
