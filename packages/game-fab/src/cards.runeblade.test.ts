import { describe, expect, it } from "vitest";
import { cardId, scenario, toResolution, unblocked } from "./testing";

/** Scenario tests for Viserai, Nebula Blade, the Runechant token and the Runeblade cards of Arcane Rising. */

/** Puts the waiting triggered-layers on the stack in the order offered (CR 6.6.6b). */
function orderTriggers(g: ReturnType<typeof scenario>): void {
  while (g.pending?.kind === "order-triggers") g.do(g.pending.seat, g.labels(g.pending.seat)[0]!);
}

const runechants = (g: ReturnType<typeof scenario>, seat: 0 | 1): number => g.player(seat).permanents.filter((c) => c.card === cardId("Runechant")).length;

describe("Runechant tokens (ARC112)", () => {
  it("Read the Runes: creates 3 / 2 / 1 Runechant tokens in the arena (CR 8.5.2, tokens CR 1.3.3)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Viserai", hand: [`Read the Runes (${color})`] }, p2: { hero: "Rhinar" } });
      g.do(0, `Play Read the Runes (${color})`).pass(2);
      expect(runechants(g, 0)).toBe(n);
      expect(g.player(0).permanents.every((c) => c.token)).toBe(true);
    }
  });

  it("playing an attack action card: each Runechant is destroyed and deals 1 arcane damage to the opposing hero (CR 6.6, 8.5.3b), a token ceasing to exist (CR 3.0.12a)", () => {
    const g = scenario({ p1: { hero: "Viserai", permanents: ["Runechant", "Runechant"], hand: ["Wounding Blow (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Wounding Blow (red)");
    expect(g.labels(0)[0]).toMatch(/^Put "Runechant: destroy it and deal 1 arcane damage to the opposing hero" on the stack next/);
    g.do(0, g.labels(0)[0]!);
    expect(g.state.stack.map((l) => l.trigger?.text ?? "attack")).toEqual(["attack", "Runechant: destroy it and deal 1 arcane damage to the opposing hero", "Runechant: destroy it and deal 1 arcane damage to the opposing hero"]);
    g.pass(4);
    expect(g.player(1).life).toBe(18);
    expect(runechants(g, 0)).toBe(0);
    expect(g.player(0).graveyard).toEqual([]);
    expect(g.logText()).toContain("Runechant deals 1 arcane damage to P2 (Rhinar)");
  });

  it("a non-attack action card does not set off Runechants; a weapon attack does (ARC112)", () => {
    const g = scenario({ p1: { hero: "Viserai", weapon: "Nebula Blade", permanents: ["Runechant"], hand: ["Mordred Tide (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Mordred Tide (red)");
    expect(g.state.stack).toHaveLength(1);
    g.pass(2);
    expect(runechants(g, 0)).toBe(1);
    g.do(0, "Attack with Nebula Blade");
    expect(g.state.stack.map((l) => l.trigger?.text ?? "attack")).toEqual(["attack", "Runechant: destroy it and deal 1 arcane damage to the opposing hero"]);
    g.pass(2);
    expect(g.player(1).life).toBe(19);
  });

  it("the opposing hero may pay for Arcane Barrier against a Runechant's arcane damage (CR 8.3.8)", () => {
    const g = scenario({ p1: { hero: "Viserai", permanents: ["Runechant"], hand: ["Wounding Blow (red)"] }, p2: { hero: "Rhinar", equipment: ["Nullrune Robe"], resources: 1, life: 20 } });
    g.do(0, "Play Wounding Blow (red)").pass(2);
    g.do(1, "Yes: pay 1 to prevent 1 arcane damage (Nullrune Robe: Arcane Barrier 1)");
    expect(g.player(1).life).toBe(20);
    expect(runechants(g, 0)).toBe(0);
  });
});

describe("Viserai and Nebula Blade", () => {
  const create = "Viserai: create a Runechant token";

  it("Viserai: playing a Runeblade card after another 'non-attack' action card this turn creates a Runechant; the first does not (ARC076, CR 6.6)", () => {
    const g = scenario({ p1: { hero: "Viserai", hand: ["Oath of the Arknight (yellow)", "Read the Runes (blue)"], resources: 2 }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Oath of the Arknight (yellow)");
    // The first non-attack action card of the turn: no other has been played.
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([undefined]);
    g.pass(2);
    expect(runechants(g, 0)).toBe(1);
    g.do(0, "Play Read the Runes (blue)");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([undefined, create]);
    g.pass(4);
    expect(runechants(g, 0)).toBe(3);
    expect(g.logText()).toContain("P1 (Viserai) creates a Runechant token");
  });

  it("Viserai: a card that is not a Runeblade card creates nothing, even after a non-attack action card", () => {
    const g = scenario({ p1: { hero: "Viserai", hand: ["Read the Runes (blue)", "Sigil of Solace (blue)"] }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Read the Runes (blue)").pass(2).do(0, "Play Sigil of Solace (blue)");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([undefined]);
  });

  it("the count of non-attack action cards played is kept only for a player with a card that reads it (the states of other games are as before)", () => {
    const other = scenario({ p1: { hero: "Rhinar", hand: ["Come to Fight (red)"], resources: 1 }, p2: { hero: "Kano" } });
    other.do(0, "Play Come to Fight (red)").pass(2);
    expect(other.player(0).nonAttackActions).toBeUndefined();
    const viserai = scenario({ p1: { hero: "Viserai", hand: ["Come to Fight (red)"], resources: 1 }, p2: { hero: "Kano" } });
    viserai.do(0, "Play Come to Fight (red)").pass(2);
    expect(viserai.player(0).nonAttackActions).toBe(1);
    const rush = scenario({ p1: { hero: "Rhinar", hand: ["Come to Fight (red)"], deck: ["Vigor Rush (red)"], resources: 1 }, p2: { hero: "Kano" } });
    rush.do(0, "Play Come to Fight (red)").pass(2);
    expect(rush.player(0).nonAttackActions).toBe(1);
  });

  it("Nebula Blade: {r}{r} attack, 1 power, +3 power once a 'non-attack' action card was played this turn; a hit creates a Runechant (ARC077, CR 1.4.3, 7.5.5)", () => {
    const plain = scenario({ p1: { hero: "Viserai", weapon: "Nebula Blade", resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    plain.do(0, "Attack with Nebula Blade");
    expect(plain.player(0).resources).toBe(0);
    unblocked(plain, 1);
    plain.pass(2);
    expect(plain.player(1).life).toBe(19);
    expect(plain.state.stack.map((l) => l.trigger?.text)).toEqual(["Nebula Blade: create a Runechant token"]);
    plain.pass(2);
    expect(runechants(plain, 0)).toBe(1);

    const g = scenario({ p1: { hero: "Viserai", weapon: "Nebula Blade", hand: ["Mordred Tide (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Mordred Tide (red)").pass(2).do(0, "Attack with Nebula Blade");
    unblocked(g, 1);
    g.pass(2);
    expect(g.player(1).life).toBe(16);
  });
});

describe("Runeblade cards of Arcane Rising", () => {
  it("Spellblade Assault: when it attacks, 2 Runechant tokens are created (ARC085–087, CR 7.2.4)", () => {
    for (const [color, power] of [["red", 4], ["yellow", 3], ["blue", 2]] as const) {
      const g = scenario({ p1: { hero: "Viserai", hand: [`Spellblade Assault (${color})`], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
      g.do(0, `Play Spellblade Assault (${color})`).passStep();
      expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([`Spellblade Assault (${color}): when this attacks`]);
      g.pass(2);
      expect(runechants(g, 0)).toBe(2);
      g.passStep().do(1, "Do not defend").passStep().pass(2);
      expect(g.player(1).life).toBe(20 - power);
    }
  });

  it("Rune Flash: costs {r} less for each Runechant controlled — 3 Runechants, it is free (CR 5.1.6a); go again", () => {
    const g = scenario({ p1: { hero: "Viserai", permanents: ["Runechant", "Runechant", "Runechant"], hand: ["Rune Flash (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    expect(g.labels(0)).toContain("Play Rune Flash (red)");
    const none = scenario({ p1: { hero: "Viserai", permanents: ["Runechant", "Runechant"], hand: ["Rune Flash (red)"] }, p2: { hero: "Rhinar" } });
    expect(none.labels(0)).not.toContain("Play Rune Flash (red)");
    g.do(0, "Play Rune Flash (red)");
    expect(g.player(0).resources).toBe(0);
    orderTriggers(g);
    expect(g.state.stack).toHaveLength(4);
    expect(g.state.stack[0]).toMatchObject({ goAgain: true });
  });

  it("Amplify the Arknight and Ninth Blade of the Blood Oath: {r} less per Runechant (CR 5.1.6a)", () => {
    const g = scenario({ p1: { hero: "Viserai", permanents: ["Runechant", "Runechant"], hand: ["Amplify the Arknight (red)", "Ninth Blade of the Blood Oath (yellow)"], resources: 1 }, p2: { hero: "Rhinar" } });
    expect(g.labels(0)).toContain("Play Amplify the Arknight (red)");
    // Ninth Blade: 9 - 2 = 7, more than 1 floating and a yellow to pitch.
    expect(g.labels(0)).not.toContain("Play Ninth Blade of the Blood Oath (yellow)");
    g.do(0, "Play Amplify the Arknight (red)");
    expect(g.player(0).resources).toBe(0);
    orderTriggers(g);
  });

  it("Drawn to the Dark Dimension: {r} less per Runechant, and draw a card as it resolves (CR 5.3)", () => {
    const g = scenario({ p1: { hero: "Viserai", permanents: ["Runechant"], hand: ["Drawn to the Dark Dimension (red)"], deck: ["Zap (red)"], resources: 1 }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Drawn to the Dark Dimension (red)");
    expect(g.player(0).resources).toBe(0);
    g.pass(g.state.triggers.length > 0 ? 1 : 0);
    while (g.state.stack.length > 1) g.pass(2);
    g.pass(2);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Zap (red)")]);
  });

  it("Spellblade Strike: creates a Runechant as it resolves (ARC103–105)", () => {
    const g = scenario({ p1: { hero: "Viserai", hand: ["Spellblade Strike (yellow)"], resources: 1 }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Spellblade Strike (yellow)").pass(2);
    expect(runechants(g, 0)).toBe(1);
  });

  it("Oath of the Arknight: the next Runeblade attack gets +3 / +2 / +1 power, a Runechant is created, go again (CR 6.2, 8.3.5)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Viserai", weapon: "Nebula Blade", hand: [`Oath of the Arknight (${color})`], resources: 4 }, p2: { hero: "Rhinar", life: 20 } });
      g.do(0, `Play Oath of the Arknight (${color})`).pass(2);
      expect(runechants(g, 0)).toBe(1);
      expect(g.player(0).actionPoints).toBe(1);
      g.do(0, "Attack with Nebula Blade");
      expect(g.state.stack[0]).toMatchObject({ powerBonus: n });
    }
  });

  it("Reduce to Runechant: a defense reaction, {r} less per Runechant, creates a Runechant as it resolves (CR 7.4.2, 5.1.6a)", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Wounding Blow (red)"], life: 20 },
      p2: { hero: "Viserai", permanents: ["Runechant"], hand: ["Reduce to Runechant (red)"], life: 20 },
    });
    g.do(0, "Play Wounding Blow (red)").passStep().passStep().do(1, "Do not defend").passStep().do(0, "pass");
    g.do(1, "Play Reduce to Runechant (red)").pass(2);
    expect(runechants(g, 1)).toBe(2);
    expect(g.state.chain[0]!.defenders.map((d) => d.card)).toEqual([cardId("Reduce to Runechant (red)")]);
  });

  it("Mordred Tide: until end of turn, Runechant tokens are created one more at a time (CR 6.4.9); go again", () => {
    const g = scenario({ p1: { hero: "Viserai", hand: ["Mordred Tide (red)", "Read the Runes (yellow)"] }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Mordred Tide (red)").pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Read the Runes (yellow)").pass(2);
    // Read the Runes makes 2 + 1; Viserai's own trigger (Mordred Tide was played) makes 1 + 1.
    g.pass(2);
    expect(runechants(g, 0)).toBe(5);
    g.nextTurn();
    expect(g.player(0).runechantPlus).toBeUndefined();
  });

  it("Bloodspill Invocation: an aura; when an attack action card its player controls hits, it is destroyed and makes 3 / 2 / 1 Runechants", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Rhinar", hand: [`Bloodspill Invocation (${color})`, "Wounding Blow (red)"], resources: 2 }, p2: { hero: "Kano", life: 20 } });
      g.do(0, `Play Bloodspill Invocation (${color})`).pass(2);
      expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId(`Bloodspill Invocation (${color})`)]);
      g.do(0, "Play Wounding Blow (red)");
      unblocked(g, 1);
      g.pass(2);
      expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([`Bloodspill Invocation (${color}): an attack action card hit`]);
      g.pass(2);
      expect(runechants(g, 0)).toBe(n);
      expect(g.player(0).graveyard.map((c) => c.card)).toContain(cardId(`Bloodspill Invocation (${color})`));
    }
  });

  it("Bloodspill Invocation: when its player's hero is dealt damage, it is destroyed (CR 8.5.4)", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Zap (red)"] }, p2: { hero: "Viserai", permanents: ["Bloodspill Invocation (red)"], life: 20 } });
    g.do(0, "Play Zap (red) targeting P2 (Viserai)").pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Bloodspill Invocation (red): your hero was dealt damage"]);
    g.pass(2);
    expect(g.player(1).permanents).toEqual([]);
    expect(g.player(1).graveyard.map((c) => c.card)).toEqual([cardId("Bloodspill Invocation (red)")]);
  });

  it("Arknight Ascendancy: {r} less per Runechant; when it hits, as many Runechants as the damage it dealt (ARC080)", () => {
    const g = scenario({ p1: { hero: "Viserai", permanents: ["Runechant", "Runechant", "Runechant", "Runechant"], hand: ["Arknight Ascendancy (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Arknight Ascendancy (red)");
    expect(g.player(0).resources).toBe(0);
    orderTriggers(g);
    g.pass(8);
    unblocked(g, 1);
    toResolution(g);
    // 4 Runechants (4 arcane damage), then 5 combat damage.
    expect(g.player(1).life).toBe(11);
    expect(runechants(g, 0)).toBe(5);
  });

  it("Become the Arknight: discarding an attack action card finds a Runeblade non-attack action card, and the other way round; go again (CR 8.5.5, 8.5.19)", () => {
    const g = scenario({ p1: { hero: "Viserai", hand: ["Become the Arknight (blue)", "Spellblade Strike (red)"], deck: ["Rune Flash (red)", "Read the Runes (red)", "Zap (red)"] }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Become the Arknight (blue)").pass(2);
    g.do(0, "Choose Spellblade Strike (red) to discard (then search your deck for a Runeblade action card of the other kind)");
    // Zap is a non-attack action card but not a Runeblade card; Rune Flash is an attack.
    expect(g.labels(0)).toEqual(["Choose Read the Runes (red) to reveal and put into your hand", "Choose none"]);
    g.do(0, "Choose Read the Runes (red) to reveal and put into your hand");
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Read the Runes (red)")]);
    expect(g.player(0).graveyard.map((c) => c.card)).toContain(cardId("Spellblade Strike (red)"));
    expect(g.player(0).actionPoints).toBe(1);
    const other = scenario({ p1: { hero: "Viserai", hand: ["Become the Arknight (blue)", "Read the Runes (blue)"], deck: ["Rune Flash (red)", "Zap (red)"] }, p2: { hero: "Rhinar" } });
    other.do(0, "Play Become the Arknight (blue)").pass(2).do(0, "Choose Read the Runes (blue) to discard (then search your deck for a Runeblade action card of the other kind)");
    expect(other.labels(0)).toEqual(["Choose Rune Flash (red) to reveal and put into your hand", "Choose none"]);
    other.do(0, "Choose none");
    expect(other.player(0).hand).toEqual([]);
  });
});

