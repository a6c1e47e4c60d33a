import { describe, expect, it } from "vitest";
import { scenario } from "./testing/index";

describe("Ready Phase (F.1)", () => {
  it("F.1.1–F.1.3: the next player readies their committed cards, may review one card, then draws up to their hand size", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", hand: [] },
      p2: { character: "Bram Holloway", characterCommitted: true, staging: [{ name: "Deep Roots", committed: true }], hand: ["Tidal Sweep", "Boulder Toss"] },
    });
    // P1 has nothing to play: they pass and the turn ends (F.3.3).
    expect(sc.state.activePlayer).toBe(1);
    expect(sc.state.turn).toBe(3);
    expect(sc.player(1).character.committed).toBe(false);
    expect(sc.player(1).staging[0]!.committed).toBe(false);
    expect(sc.awaitingKind).toBe("review");
    expect(sc.labels(1)).toEqual(["Keep every card", "Review: discard Tidal Sweep", "Review: discard Boulder Toss"]);
    sc.do(1, "Review: discard Tidal Sweep");
    expect(sc.names(1, "discard")).toEqual(["Tidal Sweep"]);
    expect(sc.player(1).hand).toHaveLength(7);
    expect(sc.rules()).toEqual(expect.arrayContaining(["ufs:F.1.1", "ufs:F.1.2", "ufs:F.1.3"]));
  });

  it("F.1.3 note: a player with enough cards in hand draws none", () => {
    const hand = ["Tidal Sweep", "Tidal Sweep", "Boulder Toss", "Boulder Toss", "Grappling Hold", "Grappling Hold", "Stone Wall", "Stone Wall"];
    const sc = scenario({ p1: { character: "Kaede Arashi" }, p2: { character: "Bram Holloway", hand } });
    sc.do(1, "review:none");
    expect(sc.player(1).hand).toHaveLength(8);
    expect(sc.logText().some((l) => l.startsWith("P2 draws"))).toBe(false);
  });
});

describe("End Phase (F.3)", () => {
  it("F.3.1.2, F.3.2.1, F.3.2.2: cleared right to left; an attack that dealt damage may go to momentum, a foundation played this turn to the staging area", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Dojo Discipline", "Rising Palm"] }, p2: { character: "Bram Holloway" } });
    sc.play("Dojo Discipline").play("Rising Palm");
    expect(sc.player(1).vitality).toBe(17);
    expect(sc.awaitingKind).toBe("clear");
    expect(sc.labels(0)).toEqual(["Add Rising Palm to your momentum", "Discard Rising Palm"]);
    // Rising Palm (rightmost) is cleared first; Dojo Discipline is still in the pool.
    expect(sc.names(0, "pool")).toEqual(["Dojo Discipline", "Rising Palm"]);
    sc.do(0, "momentum");
    expect(sc.player(0).momentum).toHaveLength(1);
    expect(sc.names(0, "staging")).toEqual(["Dojo Discipline"]);
    expect(sc.events).toContainEqual({ type: "counter", seat: 0, counter: "momentum", value: 1 });
  });

  it("F.3.2.3 and the note on F.3.2.1: a foundation played as a block is discarded, not staged; attacks that dealt no damage are discarded", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] },
      p2: { character: "Bram Holloway", hand: ["Universal Guard"], deck: ["Deep Roots"] },
    });
    sc.play("Rising Palm").block("Universal Guard");
    // Partially blocked (mid block on a high attack): 2 damage, so P1 chooses; discard it.
    sc.do(0, "discard");
    expect(sc.names(1, "staging")).toEqual([]);
    expect(sc.names(1, "discard")).toEqual(["Deep Roots", "Universal Guard"]);
    expect(sc.state.activePlayer).toBe(1);
  });
});

describe("pause conditions (E.2)", () => {
  it("E.2.1 / A.1.1: a player at 0 or less vitality loses", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] }, p2: { character: "Bram Holloway", vitality: 3 } });
    sc.play("Rising Palm");
    expect(sc.state.ended).toMatchObject({ winners: [0], rule: "ufs:E.2.1" });
    expect(sc.events.at(-1)).toEqual({ type: "prompt", seat: null, kind: "none", text: "" });
    expect(sc.events).toContainEqual(expect.objectContaining({ type: "end", winners: [0], rule: "ufs:E.2.1" }));
  });

  it("E.2.2: an empty deck is cycled: the discard pile is shuffled into a deck and its top 10 cards are removed from the game", () => {
    const discard = Array.from({ length: 15 }, () => "Universal Guard");
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm", "Ember Jab"], deck: ["Rising Palm"], deckOnly: true, discard }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    expect(sc.rules()).toContain("ufs:E.2.2");
    expect(sc.player(0).removed).toHaveLength(10);
    expect(sc.player(0).deck).toHaveLength(6);
    expect(sc.player(0).discard).toHaveLength(0);
    expect(sc.names(0, "pool")).toEqual(["Rising Palm"]);
  });

  it("E.2.2.1 / A.1.2: a player who cannot complete a cycle (10 or fewer cards in the discard pile) loses", () => {
    const discard = Array.from({ length: 9 }, () => "Universal Guard");
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], deck: ["Rising Palm"], deckOnly: true, discard }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    // 9 + the checked card = 10 cards: not enough.
    expect(sc.state.ended).toMatchObject({ winners: [1], rule: "ufs:E.2.2.1" });
  });

  it("E.2.5: with more than one Terrain in both staging areas, the one there longer is destroyed", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rooftop Duel"] }, p2: { character: "Bram Holloway", staging: ["Moonlit Courtyard"] } });
    sc.play("Rooftop Duel");
    expect(sc.names(0, "staging")).toEqual(["Rooftop Duel"]);
    expect(sc.names(1, "staging")).toEqual([]);
    expect(sc.names(1, "discard")).toEqual(["Moonlit Courtyard"]);
    expect(sc.rules()).toContain("ufs:E.2.5");
  });

  it("E.2.6: a second copy of a Unique card in a staging area is destroyed", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Training Gi"], staging: ["Training Gi"] }, p2: { character: "Bram Holloway" } });
    sc.play("Training Gi");
    expect(sc.names(0, "staging")).toEqual(["Training Gi"]);
    expect(sc.names(0, "discard")).toContain("Training Gi");
    expect(sc.rules()).toContain("ufs:E.2.6");
  });

  it("E.2.4: a [Character Name] Only card in the staging area of another character is discarded", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Dojo Discipline"], staging: ["Holloway Homestead"] }, p2: { character: "Bram Holloway" } });
    sc.play("Dojo Discipline");
    expect(sc.names(0, "staging")).toEqual(["Dojo Discipline"]);
    expect(sc.rules()).toContain("ufs:E.2.4");
  });
});

describe("hidden information (C.2, D.3, D.4)", () => {
  it("D.3.1.3 / D.4.2: hand cards go to their owner only, deck and momentum cards to nobody; counts stay public", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Dojo Discipline", "Rising Palm"] }, p2: { character: "Bram Holloway" } });
    sc.play("Dojo Discipline").play("Rising Palm").do(0, "momentum");
    const toMomentum = sc.events.find((e) => e.type === "move" && e.to === "p0.momentum");
    expect(toMomentum).toMatchObject({ vis: "hidden" });
    expect(toMomentum && "as" in toMomentum && toMomentum.as).toBeTruthy();
    const draws = sc.events.filter((e) => e.type === "move" && e.to === "p1.hand");
    expect(draws.length).toBeGreaterThan(0);
    for (const d of draws) expect(d).toMatchObject({ vis: [1] });
    // E.3.1: a checked card is revealed to both players in the discard pile.
    const checked = sc.events.find((e) => e.type === "move" && e.to === "p0.discard");
    expect(checked).toMatchObject({ vis: "public" });
  });
});
