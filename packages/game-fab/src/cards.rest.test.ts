import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WTR_CARDS } from "./data/wtr";
import { activePower, cardId, names, powerAfterReaction, scenario, toResolution, unblocked } from "./testing";

/** Scenario tests for the cards no other test plays: each checks the card's printed effect. */

describe("Welcome to Rathe cards", () => {
  it("Rhinar, Reckless Rampage: discarding a card with 6 or more {p} in the action phase intimidates (CR 8.5.10)", () => {
    const g = scenario({ p1: { hero: "Rhinar, Reckless Rampage", hand: ["Wrecker Romp (red)", "Wrecker Romp (blue)"], resources: 2, life: 40 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
    g.do(0, "Play Wrecker Romp (red)");
    for (let i = 0; i < 6 && g.player(1).banished.length === 0; i++) g.pass();
    expect(names(g.player(1).banished)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(1).hand).toHaveLength(0);
  });

  it("Smash Instinct: when this attacks, intimidate", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Smash Instinct (red)"], resources: 3 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
    g.do(0, "Play Smash Instinct (red)").passStep();
    for (let i = 0; i < 4 && g.player(1).banished.length === 0; i++) g.pass();
    expect(names(g.player(1).banished)).toEqual([cardId("Head Jab (red)")]);
  });

  it("Awakening Bellow: the next Brute attack action card gains +3{p}; intimidate; go again", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Awakening Bellow (red)", "Wrecker Romp (red)", "Sigil of Solace (red)"], resources: 3 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
    g.do(0, "Play Awakening Bellow (red)").pass(2);
    expect(names(g.player(1).banished)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Wrecker Romp (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(8 + 3);
  });

  it("Primeval Bellow: discard a random card as an additional cost; the next Brute attack gains +5{p}; go again", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Primeval Bellow (red)", "Sigil of Solace (red)"], weapon: "Romping Club", resources: 2 }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Primeval Bellow (red)");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Sigil of Solace (red)")]);
    g.pass(2).do(0, "Attack with Romping Club");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4 + 5);
  });

  it("Katsu, the Wanderer: the first hit of an attack action card lets its player discard a cost-0 card to banish a combo card, playable this turn", () => {
    const g = scenario({
      p1: { hero: "Katsu, the Wanderer", hand: ["Head Jab (red)", "Head Jab (blue)"], deck: ["Whelming Gustwave (red)", "Sigil of Solace (red)"], life: 40 },
      p2: { hero: "Rhinar", life: 40 },
    });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).passStep();
    for (let i = 0; i < 4 && g.pending === null; i++) g.pass();
    g.do(0, "Choose Head Jab (blue) to discard (then search your deck for a card with combo)");
    g.do(0, "Choose Whelming Gustwave (red) to banish face up (you may play it this turn)");
    expect(names(g.player(0).banished)).toEqual([cardId("Whelming Gustwave (red)")]);
    toResolution(g, "Yes");
    expect(g.labels(0)).toContain("Play Whelming Gustwave (red) from banished");
  });

  it("Dorinthea Ironsong: when a weapon she controls hits, it may attack an additional time this turn", () => {
    const g = scenario({ p1: { hero: "Dorinthea Ironsong", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 3, life: 40 }, p2: { hero: "Katsu", life: 20 } });
    g.do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    toResolution(g, "Yes");
    expect(g.player(0).gear[0]!.attacksAllowed).toBe(2);
    expect(g.labels(0)).toContain("Attack with Dawnblade");
  });

  it("Ironsong Response: reprise — +3{p} to the weapon attack only if the defending hero defended with a card from hand", () => {
    for (const [defend, power] of [[true, 3 + 3], [false, 3]] as const) {
      const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Response (red)"], resources: 1 }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 } });
      expect(powerAfterReaction(g, "Dawnblade", defend ? "Head Jab (red)" : null, "Ironsong Response (red)"), defend ? "defended from hand" : "not defended").toBe(power);
    }
  });

  it("Ironrot Plate, Gauntlet and Legs: Blade Break — destroyed when the combat chain closes after they defended (CR 8.3.3)", () => {
    for (const piece of ["Ironrot Plate", "Ironrot Gauntlet", "Ironrot Legs"]) {
      const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", equipment: [piece], life: 20 } });
      g.do(0, "Play Head Jab (red)").passStep().passStep().do(1, `Defend with ${piece}`).do(1, "Done declaring defenders");
      toResolution(g.passStep()).pass(2);
      expect(g.player(1).gear, piece).toHaveLength(0);
      expect(names(g.player(1).graveyard), piece).toEqual([cardId(piece)]);
    }
  });

  it("Crazy Brew: destroy it, roll a die — 1-2 lose 2{h} and go again, 3-4 gain 2{h} and go again, 5-6 gain {r}{r}, 2 action points and +2{p} to the next attack", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const g = scenario({ p1: { hero: "Rhinar", permanents: ["Crazy Brew (blue)"], life: 10 }, p2: { hero: "Katsu", life: 20 }, seed: `brew-${i}` });
      g.do(0, "Crazy Brew: destroy this, roll a die").pass(2);
      const x = Number(/rolls a (\d)/.exec(g.logText().find((l) => l.includes("rolls a"))!)![1]);
      const p = g.player(0);
      if (x <= 2) expect([p.life, p.actionPoints, p.resources]).toEqual([8, 1, 0]);
      else if (x <= 4) expect([p.life, p.actionPoints, p.resources]).toEqual([12, 1, 0]);
      else {
        expect([p.life, p.actionPoints, p.resources]).toEqual([10, 2, 2]);
        expect(g.state.nextAttack).toEqual([{ seat: 0, bonus: { filter: "any", power: 2 } }]);
      }
      seen.add(x <= 2 ? "low" : x <= 4 ? "mid" : "high");
    }
    expect([...seen].sort()).toEqual(["high", "low", "mid"]);
  });

  it("Potion of Strength: destroy it — the next attack this turn gains +2{p}; go again", () => {
    const g = scenario({ p1: { hero: "Katsu", permanents: ["Potion of Strength (blue)"], hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Potion of Strength: destroy this, your next attack this turn gains +2 power").pass(2);
    expect(g.player(0).permanents).toHaveLength(0);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3 + 2);
  });

  it("Demolition Crew: needs a card with cost 2 or greater revealed from hand as an additional cost; dominate", () => {
    const none = scenario({ p1: { hero: "Bravo", hand: ["Demolition Crew (red)", "Sigil of Solace (red)", "Sigil of Solace (blue)"], resources: 2 }, p2: { hero: "Katsu", life: 20 } });
    expect(none.labels(0).some((l) => l.startsWith("Play Demolition Crew"))).toBe(false);
    const g = scenario({ p1: { hero: "Bravo", hand: ["Demolition Crew (red)", "Crippling Crush (red)"], resources: 2 }, p2: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (yellow)"], life: 20 } });
    g.do(0, "Play Demolition Crew (red), revealing Crippling Crush (red)");
    expect(g.logText()).toContain("P1 (Bravo) reveals Crippling Crush (red)");
    expect(names(g.player(0).hand)).toEqual([cardId("Crippling Crush (red)")]);
    g.passStep().passStep().do(1, "Defend with Head Jab (red)");
    expect(g.labels(1)).toEqual(["Done declaring defenders"]);
  });

  it("Razor Reflex: choose 1 — a sword weapon attack gets +3{p}, or an attack action card with cost 1 or less gets +3{p} and go again when it hits", () => {
    const sword = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Razor Reflex (red)"], resources: 2 }, p2: { hero: "Katsu", life: 20 } });
    sword.do(0, "Attack with Dawnblade");
    unblocked(sword, 1);
    sword.do(0, sword.labels(0).find((l) => l.startsWith("Play Razor Reflex (red): target dagger or sword"))!).pass(2);
    expect(activePower(sword)).toBe(3 + 3);
    const card = scenario({ p1: { hero: "Katsu", hand: ["Snatch (red)", "Razor Reflex (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    card.do(0, "Play Snatch (red)");
    unblocked(card, 1);
    expect(card.labels(0).filter((l) => l.startsWith("Play Razor Reflex"))).toHaveLength(1);
    card.do(0, card.labels(0).find((l) => l.startsWith("Play Razor Reflex (red): target attack action card"))!).pass(2);
    expect(activePower(card)).toBe(4 + 3);
    toResolution(card, "Yes");
    // It hit: go again (Snatch has none of its own).
    expect(card.player(0).actionPoints).toBe(1);
  });

  it("Cracked Bauble: a resource card — it cannot be played, it pitches for 2", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Cracked Bauble", "Bone Head Barrier (yellow)"] }, p2: { hero: "Katsu", life: 20 } });
    expect(g.labels(0)).toEqual(["Play Bone Head Barrier (yellow)", "Pass priority"]);
    g.do(0, "Play Bone Head Barrier (yellow)").do(0, "Pitch Cracked Bauble (yellow) for 2");
    expect(g.player(0).resources).toBe(1);
  });

  it("Bravo, Showstopper: until end of turn, attack action cards with cost 3 or greater gain dominate; go again", () => {
    const g = scenario({ p1: { hero: "Bravo, Showstopper", hand: ["Crippling Crush (red)"], resources: 9, life: 40 }, p2: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (yellow)"], life: 20 } });
    g.do(0, g.labels(0).find((l) => l.startsWith("Bravo, Showstopper:"))!).pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Crippling Crush (red)").passStep().passStep().do(1, "Defend with Head Jab (red)");
    expect(g.labels(1)).toEqual(["Done declaring defenders"]);
  });

  it("every Welcome to Rathe card is named in a scenario test of this package", () => {
    const dir = import.meta.dirname;
    const text = readdirSync(dir)
      .filter((f) => f.endsWith(".test.ts"))
      .map((f) => readFileSync(join(dir, f), "utf8"))
      .join("\n");
    const missing = [...new Set(WTR_CARDS.map((c) => c.name))].filter((n) => !text.includes(n));
    expect(missing).toEqual([]);
  });
});
