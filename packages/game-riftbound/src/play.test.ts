import { describe, expect, it } from "vitest";
import { cardId, scenario } from "./testing";

const names = (cards: readonly { card: string }[]) => cards.map((c) => c.card);

describe("playing cards and paying with runes (349–359, 163)", () => {
  it("rule 163.2, 357: Energy is paid by exhausting runes; a card the runes cannot pay for is not offered", () => {
    const g = scenario({ p1: { hand: ["Magma Giant", "Blaze Sentry"], runes: ["fury", "fury", "fury"] }, p2: { hand: ["Reef Guard"] } });
    expect(g.labels(0)).toContain("Play Test — Magma Giant to base");
    expect(g.labels(0).some((l) => l.includes("Blaze Sentry"))).toBe(false);
    g.do(0, "Play Test — Magma Giant to base");
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, true, true]);
  });

  it("rule 163.2, 416: Power is paid by recycling runes of the card's domain to the bottom of the Rune Deck — an exhausted rune can still be recycled", () => {
    const g = scenario({ p1: { hand: ["Smoke Raider"], runes: ["fury", "fury", "fury", "fury"], runeDeck: ["fury"] }, p2: { hand: [] } });
    // 4 Energy and 1 fury Power: all four runes exhausted, then one of them recycled.
    g.do(0, "Play Test — Smoke Raider to base");
    expect(g.player(0).runes).toHaveLength(3);
    expect(g.player(0).runeDeck).toHaveLength(2);
    expect(g.player(0).runeDeck[1]!.card).toBe("t-rune-fury");
  });

  it("rule 359.2.c: a unit enters the board exhausted, at base or at a battlefield its player controls", () => {
    const g = scenario({ p1: { hand: ["Ash Brute"], runes: ["fury", "fury"] }, p2: { hand: [] }, battlefields: [{ name: "Windy Ridge", controller: 0 }, { name: "Quiet Grove" }] });
    expect(g.choices(0)).toEqual(["Play Test — Ash Brute to base", "Play Test — Ash Brute to Test — Windy Ridge", "End turn"]);
    g.do(0, "Play Test — Ash Brute to Test — Windy Ridge");
    const u = g.unit(0, "Ash Brute");
    expect(u.location).toBe(0);
    expect(u.exhausted).toBe(true);
  });

  it("rule 108.3.d: the Chosen Champion is played from the Champion zone", () => {
    const g = scenario({ p1: { champion: "Ember Champion", runes: ["fury", "fury", "fury"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Ember Champion from the Champion zone to base");
    expect(g.player(0).champion).toHaveLength(0);
    expect(g.unit(0, "Ember Champion").location).toBe("base");
  });

  it("rules 383.3, 383.4.a.2: a play effect — \"When you play me, draw 1\" — goes on the chain after the unit enters the board, and resolves when both pass", () => {
    const g = scenario({ p1: { hand: ["Pyre Keeper"], deck: ["Coal Hound"], runes: ["fury", "fury", "fury"] }, p2: { hand: [] } });
    g.do(0, "Play Test — Pyre Keeper to base");
    expect(g.unit(0, "Pyre Keeper").location).toBe("base");
    expect(g.state.chain.map((c) => [c.label, c.spell])).toEqual([["Test — Pyre Keeper: when you play me", false]]);
    // 337.1.c.3: the controller of the newest item has priority.
    expect(g.awaiting()).toEqual([0]);
    expect(g.player(0).hand).toHaveLength(0);
    g.pass(2);
    expect(g.state.chain).toHaveLength(0);
    expect(names(g.player(0).hand)).toEqual([cardId("Coal Hound")]);
    // The ability was an object on the chain and is gone; it never reaches a trash (157 is for spells).
    expect(g.player(0).trash).toHaveLength(0);
    const chainObjects = g.events.filter((e) => e.type === "create" && e.zone === "chain");
    expect(chainObjects).toHaveLength(1);
    expect(g.events.some((e) => e.type === "remove" && e.object === (chainObjects[0] as { object: string }).object)).toBe(true);
  });

  it("rules 383.3.c, 813: a trigger on the chain may be answered with a Reaction, which resolves first", () => {
    const g = scenario({
      p1: { hand: ["Mist Walker"], runes: ["calm", "calm", "calm", "calm"] },
      p2: { hand: ["Battle Cry"], units: [{ name: "Magma Giant", at: 0 }], runes: ["fury"] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    g.do(0, "Play Test — Mist Walker to base").pass();
    g.do(1, "Play Test — Battle Cry on Test — Magma Giant (4 Might, Test — Windy Ridge)");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Test — Mist Walker: when you play me", "Test — Battle Cry"]);
    g.pass(2);
    // Battle Cry resolved; the play effect still waits, so no Recruit yet.
    expect(g.unit(1, "Magma Giant").mightThisTurn).toBe(2);
    expect(g.state.units.some((u) => u.token)).toBe(false);
    expect(g.awaiting()).toEqual([0]);
    g.pass(2);
    expect(g.unit(0, "OGN-271").token).toBe(true);
  });

  it("rule 149.1, 377: gear enters ready in base; its [E] ability buffs a friendly unit once (701)", () => {
    const g = scenario({ p1: { hand: ["War Drum"], units: ["Ash Brute"], runes: ["fury", "fury"] }, p2: { hand: [] } });
    g.do(0, "Play Test — War Drum");
    expect(g.player(0).gear[0]!.exhausted).toBe(false);
    g.do(0, g.labels(0).find((l) => l.startsWith("Test — War Drum: buff"))!);
    // 376–381: the activated ability goes on the chain (the gear is exhausted as its cost, 414.4).
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    expect(g.unit(0, "Ash Brute").buffed).toBe(false);
    g.pass(2);
    expect(g.unit(0, "Ash Brute").buffed).toBe(true);
    expect(g.labels(0).some((l) => l.startsWith("Test — War Drum"))).toBe(false);
  });

  it("rules 156, 339–340, 813: a spell waits on the chain; the opponent may answer with a Reaction; the newest resolves first", () => {
    const g = scenario({
      p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury"] },
      p2: { hand: ["Undertow", "Slack Water"], units: [{ name: "Reef Guard", at: 0 }], runes: ["calm", "calm", "calm"] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    g.do(0, g.labels(0).find((l) => l.startsWith("Play Test — Firebolt on Test — Reef Guard"))!);
    expect(g.state.chain.map((c) => c.card)).toEqual([cardId("Firebolt")]);
    // Its controller keeps priority first (passes), then the opponent: Reactions only, not the Action Slack Water.
    g.pass();
    expect(g.choices(1)).toEqual([expect.stringMatching(/^Play Test — Undertow on Test — Reef Guard/), "Pass priority"]);
    g.do(1, g.labels(1)[0]!);
    g.pass(2);
    // Undertow resolved first: Reef Guard went home, so Firebolt found no target at a battlefield — it still resolved (359.3.e).
    expect(g.unit(1, "Reef Guard").location).toBe("base");
    expect(g.unit(1, "Reef Guard").damage).toBe(0);
    g.pass(2);
    expect(g.state.chain).toHaveLength(0);
    expect(names(g.player(0).trash)).toEqual([cardId("Firebolt")]);
    expect(names(g.player(1).trash)).toEqual([cardId("Undertow")]);
  });

  it("rule 358: a spell that needs a target cannot be played without one", () => {
    const g = scenario({ p1: { hand: ["Firebolt", "Riptide"], runes: ["fury", "fury", "fury"] }, p2: { units: ["Reef Guard"] } });
    // Firebolt needs an enemy unit at a battlefield; Reef Guard is at base.
    expect(g.labels(0).filter((l) => l.includes("Firebolt"))).toEqual([]);
  });

  it("rule 428, 808: a killed unit's Deathknell triggers", () => {
    const g = scenario({
      p1: { hand: ["Riptide"], runes: ["calm", "calm", "calm"] },
      p2: { units: ["Kiln Warden"], deck: ["Ash Brute", "Coal Hound"] },
    });
    // Riptide kills 3 Might or less: Kiln Warden has 4 — no target; with a +0 warden it would.
    expect(g.labels(0).some((l) => l.includes("Riptide"))).toBe(false);
    const h = scenario({ p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury"] }, p2: { units: [{ name: "Kiln Warden", at: 0, damage: 2 }], deck: ["Ash Brute", "Coal Hound"] } });
    h.do(0, h.labels(0).find((l) => l.startsWith("Play Test — Firebolt on Test — Kiln Warden"))!).pass(2);
    expect(h.state.units.some((u) => u.controller === 1)).toBe(false);
    // The Deathknell is a triggered ability on the chain, controlled by the dead unit's controller (383.3).
    expect(h.state.chain.map((c) => [c.label, c.controller])).toEqual([["Test — Kiln Warden: Deathknell", 1]]);
    expect(h.awaiting()).toEqual([1]);
    h.pass(2);
    expect(h.player(1).hand).toHaveLength(2);
    expect(h.logText()).toContain("P2 draws 2");
  });

  it("rules 340.2.a, 346.1: a spell kills a Deathknell unit in a showdown — the Deathknell continues the spell's chain, and focus passes once that chain empties", () => {
    const g = scenario({
      p1: { hand: ["Firebolt"], units: ["Ash Brute"], runes: ["fury"] },
      p2: { hand: [], units: [{ name: "Kiln Warden", at: 0, damage: 2 }, { name: "Reef Guard", at: 0 }], deck: ["Coal Hound", "Shoal Keeper"] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge");
    expect(g.state.showdown).toMatchObject({ battlefield: 0, focus: 0 });
    // With focus, P1 opens a chain with an Action spell (806): 2 more damage is lethal for Kiln Warden (4 Might).
    g.do(0, g.labels(0).find((l) => l.startsWith("Play Test — Firebolt on Test — Kiln Warden"))!).pass(2);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Test — Kiln Warden: Deathknell"]);
    // 340.3: the Deathknell was added as Firebolt resolved — the same chain, not one a trigger opened.
    expect(g.state.chainByTrigger).toBe(false);
    g.pass(2);
    expect(g.player(1).hand).toHaveLength(2);
    // 340.2.a, 346: the chain P1's spell opened has emptied during the showdown — focus passes to P2.
    expect(g.state.chain).toEqual([]);
    expect(g.state.showdown).toMatchObject({ battlefield: 0, focus: 1, passes: 0 });
    expect(g.awaiting()).toEqual([1]);
    expect(g.labels(1)).toContain("Pass focus");
  });

  it("rule 346.1: a chain a trigger opened in a showdown does not pass focus when it empties", () => {
    const g = scenario({
      p1: { hand: [], units: ["Ash Brute"], gear: ["War Drum"] },
      p2: { hand: [], units: [{ name: "Reef Guard", at: 0 }] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    g.do(0, "Move Test — Ash Brute (2 Might, base) to Test — Windy Ridge");
    expect(g.state.showdown?.focus).toBe(0);
    // None of the test cards triggers during a showdown on its own: the state is set as if a Deathknell had opened the chain.
    g.state = { ...g.state, chain: [{ id: "o900", card: "t-fury-10", controller: 1, ability: "on:deathknell", spell: false, label: "Test — Kiln Warden: Deathknell" }], chainByTrigger: true, priority: 1, asking: { seat: 1, offer: "priority", then: { step: "act", seat: 1 } } };
    g.pass(2);
    expect(g.state.chain).toEqual([]);
    expect(g.state.showdown).toMatchObject({ focus: 0, passes: 0 });
  });
});
