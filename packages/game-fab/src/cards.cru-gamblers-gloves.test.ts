import { simulateMatch } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { cardId, names, scenario } from "./testing";

const SCABSKIN = "Scabskin Leathers: roll a die, gain action points equal to half the result";

/**
 * Gambler's Gloves (CRU179): "If a hero would roll one or more 6 sided dice, instead after the roll you may destroy Gambler's
 * Gloves. If you do, that hero rerolls all 6 sided dice rolled this way." The die roll waits for the answer (CR 1.8.3); the
 * results come from the game's seeded generator (here fixed by the spec: 2, then 6).
 */
describe("Gambler's Gloves", () => {
  it("after the roll is seen, its controller may destroy them; declining keeps the result (Scabskin Leathers rolled 2: 1 action point)", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Scabskin Leathers", "Gambler's Gloves"] }, p2: { hero: "Katsu" }, fixedRandom: [1, 5] });
    g.do(0, SCABSKIN).pass(2);
    expect(g.logText()).toContain("P1 (Rhinar) rolls a 2");
    expect(g.pending).toMatchObject({ kind: "may", seat: 0 });
    expect(g.labels(0)).toEqual(["Yes: destroy Gambler's Gloves to have P1 (Rhinar) reroll the 2", "No"]);
    // The ability's action point is spent; nothing is gained before the answer.
    expect(g.player(0).actionPoints).toBe(0);
    g.do(0, "No");
    expect(g.pending).toBeNull();
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.player(0).gear.map((c) => c.card)).toContain(cardId("Gambler's Gloves"));
    expect(g.logText().filter((l) => l.includes("rolls a"))).toHaveLength(1);
  });

  it("destroyed, they go to the graveyard and the hero rerolls: the new result is used (2, rerolled to 6: 3 action points)", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Scabskin Leathers", "Gambler's Gloves"] }, p2: { hero: "Katsu" }, fixedRandom: [1, 5] });
    g.do(0, SCABSKIN).pass(2);
    g.do(0, "Yes: destroy Gambler's Gloves to have P1 (Rhinar) reroll the 2");
    // The gloves are gone, so no second offer for the new result.
    expect(g.pending).toBeNull();
    expect(names(g.player(0).graveyard)).toEqual([cardId("Gambler's Gloves")]);
    expect(g.player(0).gear.map((c) => c.card)).toEqual([cardId("Scabskin Leathers")]);
    expect(g.player(0).actionPoints).toBe(3);
    const log = g.logText();
    const at = (text: string) => log.indexOf(text);
    expect(at("P1 (Rhinar) rolls a 2")).toBeLessThan(at("Gambler's Gloves is destroyed"));
    expect(at("Gambler's Gloves is destroyed")).toBeLessThan(at("P1 (Rhinar) rerolls the die (Gambler's Gloves)"));
    expect(at("P1 (Rhinar) rerolls the die (Gambler's Gloves)")).toBeLessThan(at("P1 (Rhinar) rolls a 6"));
  });

  it("the opponent's gloves answer for any hero's roll: P2 may make P1 reroll (6 rerolled to 2: 1 action point)", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Scabskin Leathers"] }, p2: { hero: "Katsu", equipment: ["Gambler's Gloves"] }, fixedRandom: [5, 1] });
    g.do(0, SCABSKIN).pass(2);
    expect(g.pending).toMatchObject({ kind: "may", seat: 1 });
    expect(g.labels(1)).toEqual(["Yes: destroy Gambler's Gloves to have P1 (Rhinar) reroll the 6", "No"]);
    g.do(1, "Yes: destroy Gambler's Gloves to have P1 (Rhinar) reroll the 6");
    expect(names(g.player(1).graveyard)).toEqual([cardId("Gambler's Gloves")]);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("with gloves on both sides, the roller's are offered first, then the opponent's; a reroll is a new roll that both may answer again", () => {
    const g = scenario({
      p1: { hero: "Rhinar", equipment: ["Scabskin Leathers", "Gambler's Gloves"] },
      p2: { hero: "Katsu", equipment: ["Gambler's Gloves"] },
      fixedRandom: [5, 0],
    });
    g.do(0, SCABSKIN).pass(2);
    expect(g.pending).toMatchObject({ kind: "may", seat: 0 });
    g.do(0, "No");
    expect(g.pending).toMatchObject({ kind: "may", seat: 1 });
    g.do(1, "Yes: destroy Gambler's Gloves to have P1 (Rhinar) reroll the 6");
    // The 1 is a new roll: P1's gloves, declined for the 6, are offered again.
    expect(g.pending).toMatchObject({ kind: "may", seat: 0 });
    g.do(0, "No");
    expect(g.pending).toBeNull();
    expect(g.player(0).actionPoints).toBe(0);
  });

  it("a roll in the middle of an effect list waits for the answer: Kayo's die for Riled Up's base power (rolled 2: halved; rerolled 6: doubled)", () => {
    const g = scenario({ p1: { hero: "Kayo, Berserker Runt", equipment: ["Gambler's Gloves"], hand: ["Riled Up (red)"], resources: 3 }, p2: { hero: "Rhinar", life: 40 }, fixedRandom: [1, 5] });
    g.do(0, "Play Riled Up (red)").pass(2);
    expect(g.logText()).toContain("P1 (Kayo, Berserker Runt) rolls a 2");
    g.do(0, "Yes: destroy Gambler's Gloves to have P1 (Kayo, Berserker Runt) reroll the 2");
    expect(g.logText()).toContain("Riled Up (red)'s base power is doubled to 14");
    expect(g.logText().some((l) => l.includes("halved"))).toBe(false);
    expect(g.state.stack.map((l) => l.basePower)).toEqual([14]);
  });

  it("without Gambler's Gloves nothing is asked: the roll goes on at once", () => {
    const g = scenario({ p1: { hero: "Rhinar", equipment: ["Scabskin Leathers"] }, p2: { hero: "Katsu" }, fixedRandom: [1] });
    g.do(0, SCABSKIN).pass(2);
    expect(g.pending).toBeNull();
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("bots answer the question: the Kayo preset with Gambler's Gloves for its Ironrot Gauntlet against Rhinar, random and greedy bots (fixed seed)", () => {
    const deck = fab.sampleDecks!["kayo-blitz"]!.map((c) => (c === cardId("Ironrot Gauntlet") ? cardId("Gambler's Gloves") : c));
    for (const bot of ["random", "greedy"] as const) {
      const sim = simulateMatch(fab, {
        seats: [
          { name: "kayo-gloves", kind: "bot", bot, deck },
          { name: "rhinar-blitz", kind: "bot", bot, deck: fab.sampleDecks!["rhinar-blitz"]! },
        ],
        seed: "gloves-0",
        maxDecisions: 20_000,
      });
      if (!sim.ok) expect.fail(sim.error.message);
      expect(sim.value.state.ended?.rule, bot).toMatch(/^fab:4\.5\./);
      expect(JSON.stringify(sim.value.stream), bot).toContain("rerolls the die (Gambler's Gloves)");
    }
  });
});
