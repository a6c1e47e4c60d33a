import { describe, expect, it } from "vitest";
import { cardId, scenario, type Scenario } from "./testing";

/** The attack on the chain is not defended (the defending hero declares nothing, CR 7.3.2). */
function unblocked(g: Scenario, defender: 0 | 1): Scenario {
  return g.passStep().passStep().do(defender, "Do not defend");
}

const names = (cards: readonly { card: string }[]) => cards.map((c) => c.card);

describe("the last Welcome to Rathe cards", () => {
  it("Stroke of Foresight (red): +3 to the weapon attack; reprise — draw, then a card from hand goes on top or bottom of the deck", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Stroke of Foresight (red)", "Snatch (blue)"], deck: ["Sharpen Steel (red)", "Snatch (red)"], resources: 2 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 40 },
    });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Defend with Head Jab (red)").do(1, "Done declaring defenders").passStep();
    g.do(0, "Play Stroke of Foresight (red)").pass(2);
    // The draw happened first: Sharpen Steel is in hand and can be put back.
    expect(g.labels(0)).toEqual([
      "Put Snatch (blue) on the top of your deck",
      "Put Snatch (blue) on the bottom of your deck",
      "Put Sharpen Steel (red) on the top of your deck",
      "Put Sharpen Steel (red) on the bottom of your deck",
    ]);
    g.do(0, "Put Snatch (blue) on the bottom of your deck");
    expect(names(g.player(0).hand)).toEqual([cardId("Sharpen Steel (red)")]);
    expect(names(g.player(0).deck)).toEqual([cardId("Snatch (red)"), cardId("Snatch (blue)")]);
    g.done();
    g.passStep();
    // Dawnblade 3 + 3 against Head Jab's 2 defense.
    expect(g.player(1).life).toBe(40 - 4);
  });

  it("Stroke of Foresight (blue): without a card defended from hand there is no reprise, only +1", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Stroke of Foresight (blue)"], deck: ["Snatch (red)"], resources: 2 },
      p2: { hero: "Katsu", life: 40 },
    });
    unblocked(g.do(0, "Attack with Dawnblade"), 1).passStep();
    g.do(0, "Play Stroke of Foresight (blue)").pass(2);
    expect(g.pending).toBeNull();
    expect(g.player(0).hand).toHaveLength(0);
    g.passStep();
    expect(g.player(1).life).toBe(40 - 4);
  });

  it("Hope Merchant's Hood: destroy it to shuffle any number of cards from hand into the deck, then draw that many", () => {
    const g = scenario({
      p1: { hero: "Rhinar", equipment: ["Hope Merchant's Hood"], hand: ["Savage Swing (red)", "Wounded Bull (red)", "Pack Hunt (red)"], deck: ["Sand Sketched Plan (blue)", "Barraging Beatdown (red)"] },
      p2: { hero: "Katsu", life: 20 },
    });
    g.do(0, "Hope Merchant's Hood: destroy this, shuffle any number of cards from your hand into your deck, then draw that many").pass(2);
    expect(g.labels(0)).toContain("Choose Savage Swing (red) to shuffle into your deck (then draw as many)");
    expect(g.labels(0)).toContain("Choose none");
    g.do(0, "Choose Savage Swing (red) to shuffle into your deck (then draw as many)");
    g.do(0, "Choose Wounded Bull (red) to shuffle into your deck (then draw as many)");
    g.do(0, "Choose none");
    g.done();
    // Two in, shuffled, two drawn: the hand is back to three, the deck to two; the Hood is gone (CR 8.5.4).
    expect(g.player(0).hand).toHaveLength(3);
    expect(g.player(0).hand.map((c) => c.card)).toContain(cardId("Pack Hunt (red)"));
    expect(g.player(0).deck).toHaveLength(2);
    expect(g.player(0).gear).toHaveLength(0);
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Hope Merchant's Hood")]);
    expect(g.logText()).toContain("P1 (Rhinar) shuffles 2 cards from hand into their deck");
  });

  it("Singing Steelblade: +1; reprise — an attack reaction found in the deck is banished face up and playable this chain link only", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Singing Steelblade (yellow)"], deck: ["Sharpen Steel (red)", "Biting Blade (red)"], resources: 4 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 40 },
    });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Defend with Head Jab (red)").do(1, "Done declaring defenders").passStep();
    g.do(0, "Play Singing Steelblade (yellow)").pass(2);
    // Only attack reactions are offered by the search (CR 8.5.19).
    expect(g.labels(0)).toEqual(["Choose Biting Blade (red) to banish face up (you may play it this chain link)", "Choose none"]);
    g.do(0, "Choose Biting Blade (red) to banish face up (you may play it this chain link)");
    expect(names(g.player(0).banished)).toEqual([cardId("Biting Blade (red)")]);
    expect(g.labels(0)).toContain("Play Biting Blade (red) from banished");
    g.do(0, "Play Biting Blade (red) from banished").pass(2).passStep();
    // Dawnblade 3 + 1 (Singing Steelblade) + 3 and reprise +1 (Biting Blade) against Head Jab's 2.
    expect(g.player(1).life).toBe(40 - 6);
  });

  it("Singing Steelblade: the banished card cannot be played once the chain link is over", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Singing Steelblade (yellow)"], deck: ["Biting Blade (red)", "Snatch (blue)", "Snatch (blue)", "Snatch (blue)", "Snatch (blue)", "Snatch (blue)"], resources: 2 },
      p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 40 },
    });
    g.do(0, "Attack with Dawnblade").passStep().passStep().do(1, "Defend with Head Jab (red)").do(1, "Done declaring defenders").passStep();
    g.do(0, "Play Singing Steelblade (yellow)").pass(2).do(0, "Choose Biting Blade (red) to banish face up (you may play it this chain link)");
    // Not played in this link. Two turns later Dawnblade attacks again: a new chain link.
    g.passStep().passStep().do(0, "No").nextTurn().nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    unblocked(g.do(0, "Attack with Dawnblade").do(0, "Pitch Snatch (blue) for 3"), 1).passStep();
    expect(g.state.combatStep).toBe("reaction");
    // Two resources float, enough for its cost of 1, but the permission ended with the first link.
    expect(g.player(0).resources).toBe(2);
    expect(names(g.player(0).banished)).toEqual([cardId("Biting Blade (red)")]);
    expect(g.labels(0).filter((l) => l.startsWith("Play Biting Blade"))).toEqual([]);
  });

  it("Mugenshi: RELEASE with combo finds any number of Lord of Wind; Lord of Wind's combo pays X to shuffle X named cards back for +X (CR 8.4.1)", () => {
    const g = scenario({
      p1: {
        hero: "Katsu",
        hand: ["Surging Strike (red)", "Whelming Gustwave (red)", "Mugenshi: RELEASE (yellow)", "Lord of Wind (blue)"],
        deck: ["Lord of Wind (blue)", "Head Jab (red)", "Lord of Wind (blue)"],
        graveyard: ["Surging Strike (blue)", "Whelming Gustwave (blue)", "Head Jab (blue)"],
        resources: 5,
      },
      p2: { hero: "Rhinar", life: 40 },
    });
    // Attack undefended and play on to the Resolution Step; Katsu's own hit ability is declined.
    const attack = (label: string) => {
      unblocked(g.do(0, label), 1);
      for (let i = 0; i < 16 && !(g.state.combatStep === "resolution" && g.state.stack.length === 0 && g.pending === null); i++) {
        const labels = g.labels(g.awaiting()[0]!);
        if (labels.includes("Choose none")) g.do(0, "Choose none");
        else if (labels.includes("No")) g.do(0, "No");
        else g.pass();
      }
    };
    attack("Play Surging Strike (red)");
    attack("Play Whelming Gustwave (red)");
    g.do(0, "Play Mugenshi: RELEASE (yellow)");
    unblocked(g, 1);
    for (let i = 0; i < 8 && g.pending === null; i++) g.pass();
    // Whelming Gustwave's combo drew one Lord of Wind; the search offers the other, one at a time.
    expect(g.labels(0)).toEqual(["Choose Lord of Wind (blue) to reveal and put into your hand", "Choose none"]);
    g.do(0, "Choose Lord of Wind (blue) to reveal and put into your hand");
    g.done();
    expect(names(g.player(0).hand)).toEqual([cardId("Lord of Wind (blue)"), cardId("Lord of Wind (blue)"), cardId("Lord of Wind (blue)")]);
    expect(g.logText()).toContain("P1 (Katsu) reveals Lord of Wind (blue) and puts it into their hand");
    expect(g.player(1).life).toBe(40 - 5 - 4 - 5);
    for (let i = 0; i < 8 && !(g.state.combatStep === "resolution" && g.state.stack.length === 0); i++) g.pass();
    // Lord of Wind with the combo: one way per amount, up to the two named cards in the graveyard (Head Jab is not named).
    expect(g.player(0).resources).toBe(2);
    const ways = [...new Set(g.labels(0).filter((l) => l.startsWith("Play Lord of Wind")))];
    expect(ways).toEqual([
      "Play Lord of Wind (blue)",
      "Play Lord of Wind (blue), paying 1 more to shuffle 1 card from the graveyard into the deck for +1 power",
      "Play Lord of Wind (blue), paying 2 more to shuffle 2 cards from the graveyard into the deck for +2 power",
    ]);
    g.do(0, "Play Lord of Wind (blue), paying 1 more to shuffle 1 card from the graveyard into the deck for +1 power");
    // Paying one for two possible targets: the target is declared (CR 5.1.4), then the cost is paid.
    expect(g.labels(0)).toEqual(["Choose Surging Strike (blue) to shuffle into your deck (Lord of Wind)", "Choose Whelming Gustwave (blue) to shuffle into your deck (Lord of Wind)"]);
    g.do(0, "Choose Whelming Gustwave (blue) to shuffle into your deck (Lord of Wind)");
    expect(g.player(0).resources).toBe(1);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Surging Strike (blue)"), cardId("Head Jab (blue)")]);
    expect(names(g.player(0).deck)).toEqual(expect.arrayContaining([cardId("Whelming Gustwave (blue)"), cardId("Head Jab (red)")]));
    unblocked(g, 1);
    for (let i = 0; i < 4 && g.state.combatStep !== "resolution"; i++) g.pass();
    // Lord of Wind: 2 printed + 1 paid.
    expect(g.player(1).life).toBe(40 - 5 - 4 - 5 - 3);
  });

  it("Lord of Wind without the combo offers no additional cost", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Lord of Wind (blue)"], graveyard: ["Surging Strike (blue)"], resources: 3 },
      p2: { hero: "Rhinar", life: 40 },
    });
    expect(g.labels(0).filter((l) => l.startsWith("Play Lord of Wind"))).toEqual(["Play Lord of Wind (blue)"]);
  });
});
