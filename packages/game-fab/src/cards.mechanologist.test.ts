import { foldStream, PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { activePower, cardId, names, scenario, toResolution, unblocked, type Scenario } from "./testing";

/** Scenario tests for the Mechanologist cards of Arcane Rising: boost (CR 8.3.9) and the cards that read it. */

/** P1 (Dorinthea: no hero ability in the way) with `hand`, `deck` and resources to spend, against Rhinar at 20. */
const board = (hand: readonly string[], deck: readonly string[], resources = 2): Scenario =>
  scenario({ p1: { hero: "Dorinthea", hand, deck, resources }, p2: { hero: "Rhinar", life: 20 } });

/** The layer on top of the stack. */
const top = (g: Scenario) => g.state.stack[g.state.stack.length - 1]!;

describe("Boost (CR 8.3.9)", () => {
  it("Throttle, boosting: the top card of the deck is banished; a Mechanologist card gives Throttle go again (CR 8.3.9)", () => {
    const g = board(["Throttle (red)"], ["Zipper Hit (red)", "Head Jab (red)"]);
    expect(g.labels(0)).toEqual(expect.arrayContaining(["Play Throttle (red)", "Play Throttle (red), boosting"]));
    g.do(0, "Play Throttle (red), boosting");
    expect(names(g.player(0).banished)).toEqual([cardId("Zipper Hit (red)")]);
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (red)")]);
    expect(top(g)).toMatchObject({ boosted: true, goAgain: true });
    expect(g.player(0).boosts).toBe(1);
    expect(g.logText()).toContain("P1 (Dorinthea) boosts Throttle (red), banishing Zipper Hit (red) from the top of their deck: it gets go again");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(14);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("a card that is not a Mechanologist card is banished all the same, but gives no go again; the player has still boosted (CR 8.3.9a)", () => {
    const g = board(["Zero to Sixty (red)"], ["Head Jab (red)"]);
    g.do(0, "Play Zero to Sixty (red), boosting");
    expect(names(g.player(0).banished)).toEqual([cardId("Head Jab (red)")]);
    expect(top(g)).toMatchObject({ boosted: true, goAgain: false });
    expect(g.player(0).boosts).toBe(1);
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(16);
    expect(g.player(0).actionPoints).toBe(0);
  });

  it("not boosting: the deck is untouched and the card has no go again; boosting is optional (CR 8.3.9, 5.1.3)", () => {
    const g = board(["Zipper Hit (red)"], ["Throttle (red)"]);
    g.do(0, "Play Zipper Hit (red)");
    expect(names(g.player(0).deck)).toEqual([cardId("Throttle (red)")]);
    expect(g.player(0).banished).toEqual([]);
    expect(top(g).goAgain).toBe(false);
    expect(g.player(0).boosts).toBeUndefined();
  });

  it("an empty deck: boost is not offered (CR 8.3.9b)", () => {
    const g = board(["Throttle (red)"], []);
    expect(g.labels(0).filter((l) => l.startsWith("Play Throttle"))).toEqual(["Play Throttle (red)"]);
  });

  it("the banished card is public only from the moment it is banished: nobody sees the top of the deck before (CR 3.0.4, 3.0.9)", () => {
    const g = board(["Throttle (red)"], ["Zipper Hit (red)", "Head Jab (red)"]);
    const deckTop = g.player(0).deck[0]!.id;
    for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) {
      const before = foldStream(redactStream(g.stream(), audience));
      expect(before.zones["p0.deck"]!.objects.map((id) => before.objects[id]!.face)).toEqual([undefined, undefined]);
    }
    // The choice names no card of the deck.
    expect(g.labels(0).some((l) => l.includes("Zipper Hit"))).toBe(false);
    g.do(0, "Play Throttle (red), boosting");
    const banished = g.player(0).banished[0]!.id;
    for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) {
      const after = foldStream(redactStream(g.stream(), audience));
      expect(after.zones["p0.banished"]!.objects).toEqual([banished]);
      expect(after.objects[banished]!.face?.name).toMatch(/^Zipper Hit/);
      // The card left on top of the deck stays hidden.
      expect(after.zones["p0.deck"]!.objects.map((id) => after.objects[id]!.face)).toEqual([undefined]);
      expect(after.objects[deckTop]?.face).toBeUndefined();
    }
  });

  it("boosts are counted for the turn and forgotten at its end (CR 8.3.9a, 4.4.4)", () => {
    const g = board(["Zero to Sixty (red)"], ["Zipper Hit (red)", "Throttle (red)", "Head Jab (red)", "Head Jab (blue)", "Leg Tap (red)"]);
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1));
    expect(g.player(0).boosts).toBe(1);
    g.nextTurn();
    expect(g.player(0).boosts).toBeUndefined();
  });
});

describe("Mechanologist attack action cards with boost", () => {
  it("Throttle: 6 / 5 / 4 power, boost; Zero to Sixty: 4 / 3 / 2 for {r}0; Zipper Hit: 5 / 4 / 3 for {r}1 (ARC023-031, CR 8.3.9)", () => {
    for (const [name, powers, cost] of [["Throttle", [6, 5, 4], 2], ["Zero to Sixty", [4, 3, 2], 0], ["Zipper Hit", [5, 4, 3], 1]] as const)
      for (const [i, color] of (["red", "yellow", "blue"] as const).entries()) {
        const g = board([`${name} (${color})`], ["Throttle (blue)"], cost);
        g.do(0, `Play ${name} (${color}), boosting`);
        expect(g.player(0).resources).toBe(0);
        expect(top(g).goAgain).toBe(true);
        unblocked(g, 1);
        expect(activePower(g)).toBe(powers[i]);
      }
  });

  it("Pedal to the Metal: if it hits, the next attack this turn gains dominate (CR 8.3.4); boosted, it has go again for that attack", () => {
    const g = board(["Pedal to the Metal (red)", "Zero to Sixty (red)"], ["Throttle (red)"]);
    g.do(0, "Play Pedal to the Metal (red), boosting");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(15);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Zero to Sixty (red)");
    expect(top(g).dominate).toBe(true);
  });

  it("Pedal to the Metal: fully defended, it does not hit and the next attack gains nothing (CR 7.5.5)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Pedal to the Metal (blue)", "Zero to Sixty (red)"], deck: ["Throttle (red)"], resources: 2 },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 },
    });
    g.do(0, "Play Pedal to the Metal (blue), boosting").passStep().passStep();
    g.do(1, "Defend with Wrecker Romp (red)").do(1, "Done declaring defenders");
    toResolution(g.passStep());
    expect(g.player(1).life).toBe(20);
    g.do(0, "Play Zero to Sixty (red)");
    expect(top(g).dominate).toBeUndefined();
  });

  it("Over Loop: when it hits, it is put on the bottom of its owner's deck, not the graveyard (CR 7.5.5, 8.5.15)", () => {
    const g = board(["Over Loop (red)"], ["Head Jab (red)", "Leg Tap (red)"]);
    g.do(0, "Play Over Loop (red), boosting");
    unblocked(g, 1).pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Over Loop (red): when this hits"]);
    g.pass(2);
    expect(names(g.player(0).deck)).toEqual([cardId("Leg Tap (red)"), cardId("Over Loop (red)")]);
    expect(g.logText()).toContain("Over Loop (red) is put on the bottom of P1 (Dorinthea)'s deck");
    // The card is now a private object of the deck: the table's combat event no longer names the object it was (CR 3.0.9).
    const pub = redactStream(g.stream(), PUBLIC).flatMap((e) => e.events);
    expect(pub.filter((e) => e.type === "combat").at(-1)).toEqual({ type: "combat", attack: null });
    toResolution(g);
    expect(g.player(1).life).toBe(15);
    g.nextTurn();
    expect(g.player(0).graveyard).toEqual([]);
  });

  it("Maximum Velocity: playable only once its player has boosted 3 or more times this turn (ARC008)", () => {
    const g = scenario({
      p1: {
        hero: "Dorinthea",
        hand: ["Maximum Velocity (red)", "Zero to Sixty (red)", "Zero to Sixty (yellow)", "Zero to Sixty (blue)"],
        deck: ["Throttle (red)", "Throttle (yellow)", "Throttle (blue)"],
        resources: 2,
      },
      p2: { hero: "Rhinar", life: 40 },
    });
    for (const color of ["red", "yellow", "blue"]) {
      expect(g.labels(0).some((l) => l.startsWith("Play Maximum Velocity"))).toBe(false);
      g.do(0, `Play Zero to Sixty (${color}), boosting`);
      toResolution(unblocked(g, 1));
    }
    expect(g.player(0).boosts).toBe(3);
    expect(g.labels(0)).toContain("Play Maximum Velocity (red)");
    g.do(0, "Play Maximum Velocity (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(10);
  });
});

describe("Mechanologist action cards reading boost", () => {
  it("Locked and Loaded: the next Mechanologist attack action card gains +3 / +2 / +1 power, not another attack (CR 6.2)", () => {
    for (const [color, n] of [["red", 3], ["yellow", 2], ["blue", 1]] as const) {
      const g = scenario({ p1: { hero: "Dorinthea", hand: [`Locked and Loaded (${color})`, "Head Jab (red)", "Zero to Sixty (red)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
      g.do(0, `Play Locked and Loaded (${color})`).pass(2);
      expect(g.player(0).actionPoints).toBe(2);
      g.do(0, "Play Head Jab (red)");
      unblocked(g, 1);
      expect(activePower(g)).toBe(3);
      toResolution(g);
      g.do(0, "Play Zero to Sixty (red)");
      unblocked(g, 1);
      expect(activePower(g)).toBe(4 + n);
    }
  });

  it("Locked and Loaded: having boosted this turn, its player opts 1 (CR 8.5.22); not having boosted, no opt", () => {
    const boosted = scenario({
      p1: { hero: "Dorinthea", hand: ["Zero to Sixty (red)", "Locked and Loaded (red)"], deck: ["Throttle (red)", "Head Jab (red)", "Leg Tap (red)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    boosted.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(boosted, 1)).passStep();
    boosted.do(0, "Play Locked and Loaded (red)").pass(2);
    expect(boosted.pending?.kind).toBe("choose");
    const head = boosted.find(0, "deck", "Head Jab (red)");
    boosted.do(0, `choose:${head}`);
    expect(names(boosted.player(0).deck)).toEqual([cardId("Leg Tap (red)"), cardId("Head Jab (red)")]);

    const not = board(["Locked and Loaded (red)"], ["Head Jab (red)"]);
    not.do(0, "Play Locked and Loaded (red)").pass(2);
    expect(not.pending).toBeNull();
    expect(not.logText().some((l) => l.includes(" opts "))).toBe(false);
  });

  it("High Octane: draws a card, go again; each boost later this turn gains its player 1 action point (a triggered-layer, CR 6.6)", () => {
    const g = board(["High Octane (red)", "Zero to Sixty (red)"], ["Zipper Hit (red)", "Throttle (red)", "Head Jab (red)"], 1);
    g.do(0, "Play High Octane (red)").pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Zero to Sixty (red)"), cardId("Zipper Hit (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Zero to Sixty (red), boosting");
    // Zero to Sixty got go again (Throttle is a Mechanologist card); High Octane's trigger is on the stack above it.
    expect(g.state.stack.map((l) => l.trigger?.text ?? "attack")).toEqual(["attack", "High Octane (red): you boosted, gain 1 action point"]);
    g.pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    toResolution(unblocked(g, 1));
    expect(g.player(0).actionPoints).toBe(2);
  });
});

describe("Mechanologist equipment reading boost", () => {
  it("Teklo Foundry Heart: only once its player has boosted this turn — banish the top 2 cards, gain 1 resource per Mechanologist card banished, go again (ARC004, CR 8.5.1)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", equipment: ["Teklo Foundry Heart"], hand: ["Zero to Sixty (red)"], deck: ["Head Jab (red)", "Throttle (red)", "Leg Tap (red)", "Zipper Hit (red)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    const ability = "Teklo Foundry Heart: banish the top 2 cards of your deck, gain 1 resource for each Mechanologist card banished";
    expect(g.labels(0)).not.toContain(ability);
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1)).passStep();
    expect(g.state.chain).toEqual([]);
    g.do(0, ability).pass(2);
    expect(names(g.player(0).banished)).toEqual([cardId("Head Jab (red)"), cardId("Throttle (red)"), cardId("Leg Tap (red)")]);
    expect(names(g.player(0).deck)).toEqual([cardId("Zipper Hit (red)")]);
    expect(g.player(0).resources).toBe(1);
    expect(g.player(0).actionPoints).toBe(1);
    // Once per Turn (CR 5.2.1a).
    expect(g.labels(0)).not.toContain(ability);
  });

  it("Achilles Accelerator: an instant, only once its player has boosted this turn — destroy it, gain 1 action point (ARC005, CR 1.13.2)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", equipment: ["Achilles Accelerator"], hand: ["Zero to Sixty (red)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    const ability = "Achilles Accelerator: destroy this, gain 1 action point";
    expect(g.labels(0)).not.toContain(ability);
    g.do(0, "Play Zero to Sixty (red), boosting");
    expect(g.player(0).actionPoints).toBe(0);
    g.do(0, ability).pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.player(0).gear).toEqual([]);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Achilles Accelerator")]);
  });
});
