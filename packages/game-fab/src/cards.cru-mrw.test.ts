import { describe, expect, it } from "vitest";
import { activePower, cardId, names, scenario, toResolution, unblocked, type Scenario } from "./testing";

/** Scenario tests for Crucible of War's Mechanologist, Runeblade and Wizard cards. */

/** The layer on top of the stack. */
const top = (g: Scenario) => g.state.stack[g.state.stack.length - 1]!;

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
    g.leaveOpen();
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
