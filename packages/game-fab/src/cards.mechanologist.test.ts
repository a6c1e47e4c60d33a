import { foldStream, playDecision, PUBLIC, redactStream, seatAudience, startMatch } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { DASH_BLITZ, DORINTHEA_BLITZ } from "./decks";
import { fabEnforced as fab } from "./game";
import { readDeck } from "./setup";
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

describe("Mechanologist items (CR 8.2.5) and steam counters (CR 1.15)", () => {
  const steam = (g: Scenario, name: string): number | undefined => g.player(0).permanents.find((c) => c.card === cardId(name))?.steam;

  it("Optekal Monocle: enters the arena with 5 steam counters (CR 6.4.8); Action – remove a steam counter: opt 1, go again (CR 8.5.16, 8.5.22)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Optekal Monocle (blue)"], deck: ["Head Jab (red)", "Leg Tap (red)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Optekal Monocle (blue)").pass(2);
    expect(steam(g, "Optekal Monocle (blue)")).toBe(5);
    expect(g.logText()).toContain("Optekal Monocle (blue) enters the arena with 5 steam counters");
    g.do(0, "Optekal Monocle: remove a steam counter, opt 1");
    expect(steam(g, "Optekal Monocle (blue)")).toBe(4);
    g.pass(2);
    expect(g.pending?.kind).toBe("choose");
    g.do(0, `choose:${g.find(0, "deck", "Head Jab (red)")}`);
    expect(names(g.player(0).deck)).toEqual([cardId("Leg Tap (red)"), cardId("Head Jab (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Convection Amplifier: remove a steam counter, the next attack action card gains dominate; with none left it is destroyed (CR 6.6.5c, 8.5.4)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Convection Amplifier (red)", "Zero to Sixty (red)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Convection Amplifier (red)").pass(2);
    expect(steam(g, "Convection Amplifier (red)")).toBe(2);
    const ability = "Convection Amplifier: remove a steam counter, the next attack action card you play this turn gains dominate";
    g.do(0, ability).pass(2);
    expect(steam(g, "Convection Amplifier (red)")).toBe(1);
    g.do(0, ability);
    expect(g.state.stack.map((l) => l.trigger?.text ?? "ability")).toEqual(["ability", "Convection Amplifier: no steam counters, destroy it"]);
    g.pass(2);
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Convection Amplifier (red)")]);
    g.pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0).some((l) => l.startsWith("Convection Amplifier"))).toBe(false);
    g.do(0, "Play Zero to Sixty (red)");
    expect(top(g).dominate).toBe(true);
  });

  it("Teklo Core: enters with 2 steam counters; at the beginning of each of its player's action phases, remove one and gain 2 resources; then it is destroyed (CR 4.3.1, 6.6.5c)", () => {
    const deck = ["Head Jab (red)", "Head Jab (yellow)", "Head Jab (blue)", "Leg Tap (red)", "Leg Tap (yellow)", "Leg Tap (blue)", "Zipper Hit (red)", "Zipper Hit (yellow)", "Zipper Hit (blue)"];
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Teklo Core (blue)"], deck }, p2: { hero: "Rhinar", life: 20, deck } });
    g.do(0, "Play Teklo Core (blue)").pass(2);
    expect(steam(g, "Teklo Core (blue)")).toBe(2);
    g.nextTurn().nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Teklo Core: remove a steam counter and gain 2 resources"]);
    g.pass(2);
    expect(g.player(0).resources).toBe(2);
    expect(steam(g, "Teklo Core (blue)")).toBe(1);
    g.nextTurn().nextTurn();
    g.pass(2);
    expect(g.player(0).resources).toBe(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Teklo Core: no steam counters, destroy it"]);
    g.pass(2);
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).graveyard)).toContain(cardId("Teklo Core (blue)"));
  });

  it("Hyper Driver: enters with 3 steam counters; the first boost each turn removes one and gains 1 resource, the second does not (CR 8.3.9a)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Hyper Driver (red)", "Zero to Sixty (red)", "Zipper Hit (red)"], deck: ["Throttle (red)", "Throttle (yellow)", "Head Jab (red)"], resources: 1 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Play Hyper Driver (red)").pass(2);
    expect(steam(g, "Hyper Driver (red)")).toBe(3);
    g.do(0, "Play Zero to Sixty (red), boosting");
    expect(g.state.stack.map((l) => l.trigger?.text ?? "attack")).toEqual(["attack", "Hyper Driver: you boosted, remove a steam counter and gain 1 resource"]);
    g.pass(2);
    expect(g.player(0).resources).toBe(1);
    expect(steam(g, "Hyper Driver (red)")).toBe(2);
    toResolution(unblocked(g, 1));
    g.do(0, "Play Zipper Hit (red), boosting");
    expect(g.state.stack.map((l) => l.trigger?.text ?? "attack")).toEqual(["attack"]);
    expect(steam(g, "Hyper Driver (red)")).toBe(2);
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

describe("Pour the Mold (ARC014-016)", () => {
  const pour = (n: number) => `put into the arena (Mechanologist item with cost ${n} or less)`;

  it("puts a Mechanologist item with cost 2 or less from hand into the arena, not played, with the steam counters it enters with (CR 8.2.5b, 6.4.8); go again", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Pour the Mold (red)", "Hyper Driver (red)", "Optekal Monocle (blue)", "Zipper Hit (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Pour the Mold (red)").pass(2);
    expect(g.labels(0)).toEqual([`Choose Hyper Driver (red) to ${pour(2)}`, `Choose Optekal Monocle (blue) to ${pour(2)}`, "Choose none"]);
    g.do(0, `Choose Hyper Driver (red) to ${pour(2)}`);
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Hyper Driver (red)"), steam: 3 }]);
    expect(g.logText()).toContain("P1 (Dorinthea) puts Hyper Driver (red) from their hand into the arena");
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.player(0).resources).toBe(0);
  });

  it("having boosted this turn, the item gets a steam counter more (CR 8.5.14); the blue one takes only an item with cost 0", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Zero to Sixty (red)", "Pour the Mold (blue)", "Hyper Driver (red)", "Optekal Monocle (blue)"], deck: ["Throttle (red)"] },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1)).passStep();
    g.do(0, "Play Pour the Mold (blue)").pass(2);
    expect(g.labels(0)).toEqual([`Choose Optekal Monocle (blue) to ${pour(0)}`, "Choose none"]);
    g.do(0, `Choose Optekal Monocle (blue) to ${pour(0)}`);
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Optekal Monocle (blue)"), steam: 6 }]);
  });

  it("the hand is private: its player may put none (CR 1.9.1c)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Pour the Mold (yellow)", "Hyper Driver (red)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Pour the Mold (yellow)").pass(2);
    g.do(0, "Choose none");
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).hand)).toEqual([cardId("Hyper Driver (red)")]);
  });
});

describe("Teklo Plasma Pistol and the items that recharge (\"Action – {r}: if there are no steam counters on this, put one. Go again\", CR 8.5.14)", () => {
  const recharge = (name: string) => `${name}: put a steam counter on this if it has none`;
  const steamOf = (g: Scenario, name: string): number | undefined =>
    [...g.player(0).permanents, ...g.player(0).gear].find((c) => c.card === cardId(name))?.steam;

  it("Teklo Plasma Pistol: no attack without a steam counter; {r} puts one on it (go again); removing it, the pistol attacks for 2 (ARC003, CR 1.4.3, 8.5.16)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Teklo Plasma Pistol", resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    const attack = "Attack with Teklo Plasma Pistol, removing a steam counter";
    expect(g.labels(0)).not.toContain(attack);
    g.do(0, recharge("Teklo Plasma Pistol")).pass(2);
    expect(steamOf(g, "Teklo Plasma Pistol")).toBe(1);
    expect(g.player(0).actionPoints).toBe(1);
    // With a steam counter on it, the ability does nothing more (it may still be activated).
    g.do(0, recharge("Teklo Plasma Pistol")).pass(2);
    expect(steamOf(g, "Teklo Plasma Pistol")).toBe(1);
    g.do(0, attack);
    expect(steamOf(g, "Teklo Plasma Pistol")).toBe(0);
    expect(g.player(0).resources).toBe(0);
    unblocked(g, 1);
    expect(activePower(g)).toBe(2);
    toResolution(g);
    expect(g.player(1).life).toBe(18);
  });

  it("Induction Chamber: once per turn, remove a steam counter — the Mechanologist pistol attack gains go again (ARC010, CR 8.3.5)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Teklo Plasma Pistol", permanents: ["Induction Chamber (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, recharge("Teklo Plasma Pistol")).pass(2).do(0, recharge("Induction Chamber")).pass(2);
    expect(steamOf(g, "Induction Chamber (red)")).toBe(1);
    g.do(0, "Attack with Teklo Plasma Pistol, removing a steam counter");
    unblocked(g, 1);
    g.do(0, "Induction Chamber: remove a steam counter, target Mechanologist pistol attack gains go again").pass(2);
    expect(steamOf(g, "Induction Chamber (red)")).toBe(0);
    expect(g.state.chain[0]!.attack.goAgain).toBe(true);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Cognition Nodes: remove a steam counter — the attack action card gains \"when this hits, put it on the bottom of its owner's deck\" (ARC018, CR 8.5.15)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", permanents: ["Cognition Nodes (blue)"], hand: ["Zero to Sixty (red)"], deck: ["Head Jab (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, recharge("Cognition Nodes")).pass(2);
    g.do(0, "Play Zero to Sixty (red)");
    unblocked(g, 1);
    g.do(0, "Cognition Nodes: remove a steam counter, target attack action card gains \"when this hits, put it on the bottom of its owner's deck\"").pass(2);
    expect(steamOf(g, "Cognition Nodes (blue)")).toBe(0);
    g.pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Zero to Sixty (red): if this hits"]);
    g.pass(2);
    expect(g.player(1).life).toBe(16);
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (red)"), cardId("Zero to Sixty (red)")]);
  });

  it("Aether Sink: enters with a steam counter; removing it, Aether Sink gains Arcane Barrier 2 until end of turn (ARC017, CR 8.3.8)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Aether Sink (yellow)"], deck: ["Zipper Hit (blue)", "Zipper Hit (blue)", "Throttle (blue)", "Throttle (blue)"], resources: 1 },
      p2: { hero: "Kano", hand: ["Zap (red)"], life: 20 },
    });
    g.do(0, "Play Aether Sink (yellow)").pass(2);
    expect(steamOf(g, "Aether Sink (yellow)")).toBe(1);
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    g.do(1, "Play Zap (red) targeting P1 (Dorinthea)").pass();
    g.do(0, "Aether Sink: remove a steam counter, this gains Arcane Barrier 2 until end of turn").pass(2);
    expect(g.player(0).permanents[0]).toMatchObject({ steam: 0, barrierThisTurn: 2 });
    g.pass(2);
    const pay = g.labels(0).find((l) => l.startsWith("Yes: pay 2 to prevent 2 arcane damage"))!;
    expect(pay).toMatch(/Aether Sink.*Arcane Barrier 2/);
    g.do(0, pay).do(0, "Pitch Zipper Hit (blue) for 3");
    expect(g.player(0).life).toBe(19);
    g.nextTurn();
    expect(g.player(0).permanents[0]!.barrierThisTurn).toBeUndefined();
  });
});

describe("Spark of Genius (ARC009)", () => {
  it("its cost XX is X+X, X declared as it is played (CR 2.2.2a, 5.1.3a); it puts a Mechanologist item with cost X from the deck into the arena, then the deck is shuffled (CR 8.5.19, 8.5.20)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Spark of Genius (yellow)"], deck: ["Head Jab (red)", "Hyper Driver (red)", "Optekal Monocle (blue)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20 },
    });
    expect(g.labels(0).filter((l) => l.startsWith("Play Spark of Genius"))).toEqual(["Play Spark of Genius (yellow) with X = 0", "Play Spark of Genius (yellow) with X = 1"]);
    g.do(0, "Play Spark of Genius (yellow) with X = 1");
    expect(g.player(0).resources).toBe(0);
    expect(g.logText()).toContain("P1 (Dorinthea) declares X = 1");
    g.pass(2);
    const text = "put into the arena (Mechanologist item with cost 1)";
    expect(g.labels(0)).toEqual([`Choose Hyper Driver (red) to ${text}`, "Choose none"]);
    g.do(0, `Choose Hyper Driver (red) to ${text}`);
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Hyper Driver (red)"), steam: 3 }]);
    expect(names(g.player(0).deck).sort()).toEqual([cardId("Head Jab (red)"), cardId("Optekal Monocle (blue)")].sort());
    // Not boosted this turn: no card drawn.
    expect(g.player(0).hand).toEqual([]);
  });

  it("having boosted this turn, its player also draws a card", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Zero to Sixty (red)", "Spark of Genius (yellow)"], deck: ["Throttle (red)", "Optekal Monocle (blue)", "Head Jab (red)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Zero to Sixty (red), boosting");
    toResolution(unblocked(g, 1)).passStep();
    g.do(0, "Play Spark of Genius (yellow) with X = 0").pass(2);
    g.do(0, "Choose Optekal Monocle (blue) to put into the arena (Mechanologist item with cost 0)");
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Optekal Monocle (blue)"), steam: 5 }]);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(0).deck).toEqual([]);
  });
});

describe("Dash (ARC001-002) and the dash-blitz preset", () => {
  it("the dash-blitz preset is a legal Blitz deck for young Dash (CR 1.1.3, 8.3.7: Teklo Core is a Dash specialization)", () => {
    expect(readDeck(DASH_BLITZ, 0, "blitz").ok).toBe(true);
  });

  it("Dash may start the game with a Mechanologist item with cost 2 or less in the arena: chosen from the deck, which is shuffled after (CR 4.1.5b, 4.1.7)", () => {
    const start = startMatch(fab, [{ name: "Ann", kind: "human", deck: DASH_BLITZ }, { name: "Bo", kind: "human", deck: DORINTHEA_BLITZ }], "dash-start");
    if (!start.ok) throw new Error(start.error.message);
    const chooser = start.value.state.asking!.seat;
    const chosen = playDecision(fab, start.value.state, 1, chooser, "first:me");
    if (!chosen.ok) throw new Error(chosen.error.message);
    const s = chosen.value.state;
    // Whoever goes first, Dash's player is asked before equipment is equipped and hands are drawn.
    expect(s.asking).toMatchObject({ seat: 0, offer: "choose" });
    expect(s.players[0]!.hand).toEqual([]);
    const text = "to start the game in the arena (a Mechanologist item with cost 2 or less)";
    expect(fab.decisions(s, 0).map((d) => d.label).sort()).toEqual(
      [`Choose Teklo Core (blue) ${text}`, `Choose Teklo Core (blue) ${text}`, `Choose Optekal Monocle (blue) ${text}`, `Choose Hyper Driver (red) ${text}`, "Choose none"].sort(),
    );
    // The prompt everyone sees names no card of the deck.
    const pub = redactStream([start.value.stream, chosen.value.stream], PUBLIC).flatMap((e) => e.events);
    expect(JSON.stringify(pub)).not.toContain("Teklo Core");
    const core = fab.decisions(s, 0).find((d) => d.label.startsWith("Choose Teklo Core"))!;
    const started = playDecision(fab, s, 2, 0, core.id);
    if (!started.ok) throw new Error(started.error.message);
    const t = started.value.state;
    expect(t.players[0]!.permanents).toMatchObject([{ card: cardId("Teklo Core (blue)"), steam: 2 }]);
    expect(t.players[0]!.deck).toHaveLength(35);
    expect(t.players[0]!.hand).toHaveLength(4);
    expect(t.turn).toBe(1);
    const log = started.value.stream.events.flatMap((e) => (e.type === "log" ? [e.text] : []));
    expect(log).toContain("Ann (Dash) starts the game with Teklo Core (blue) in the arena");
    expect(started.value.stream.events.filter((e) => e.type === "shuffle")).toHaveLength(1);
  });
});
