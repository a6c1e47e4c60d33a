import { describe, expect, it } from "vitest";
import { RHINAR_BLITZ } from "./decks";
import { readDeck } from "./setup";
import { cardId, scenario } from "./testing";

describe("card behaviours", () => {
  it("Glint the Quicksilver: the weapon attack gains go again; reprise draws a card", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Glint the Quicksilver (blue)"], deck: ["Snatch (red)"], resources: 1 },
      p2: { hero: "Rhinar", hand: ["Wounding Blow (red)"] },
    });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Defend with Wounding Blow (red)").do(1, "Done declaring defenders").passStep();
    g.do(0, "Play Glint the Quicksilver (blue)").pass(2);
    expect(g.state.chain[0]!.attack.goAgain).toBe(true);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Snatch (red)")]);
  });

  it("Barraging Brawnhide has +1 power while defended by fewer than 2 non-equipment cards", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Barraging Brawnhide (red)"], resources: 3 },
      p2: { hero: "Dorinthea", hand: ["Wounding Blow (red)"], equipment: ["Ironrot Helm"] },
    });
    g.do(0, "Play Barraging Brawnhide (red)").passStep().passStep();
    g.do(1, "Defend with Wounding Blow (red)").do(1, "Defend with Ironrot Helm").do(1, "Done declaring defenders");
    expect(g.events.filter((e) => e.type === "combat").at(-1)).toMatchObject({ values: { power: 8, defense: 4 } });
    g.passStep().passStep();
    expect(g.player(1).life).toBe(16);
  });

  it("Wounded Bull gains +1 power when played by the hero with less life; Sloggism boosts the next 2+ cost attack action", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Sloggism (red)", "Wounded Bull (red)"], resources: 6, life: 10 },
      p2: { hero: "Dorinthea" },
    });
    g.do(0, "Play Sloggism (red)").passStep().do(0, "Play Wounded Bull (red)");
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 7 });
  });

  it("CR 8.3.7: a Rhinar Specialization card is legal with Rhinar", () => {
    expect(RHINAR_BLITZ).toContain(cardId("Alpha Rampage (red)"));
    expect(readDeck(RHINAR_BLITZ, 0, "blitz").ok).toBe(true);
  });
});
