import { describe, expect, it } from "vitest";
import { scenario } from "./testing/index";

// Kaede Arashi (P1 unless said otherwise) attacks Bram Holloway. Control values: Deep Roots and
// Focused Breath 6, Universal Guard 5 (the default deck).

describe("Enhance Step (G.1)", () => {
  it("G.1.1–G.1.3: starting with the attacker, players alternate enhances; a pass does not stop a later enhance; two passes in succession end the step", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"] }, p2: { character: "Bram Holloway", staging: ["Deep Roots"] } });
    sc.play("Rising Palm");
    expect(sc.awaited).toBe(0);
    expect(sc.awaitingKind).toBe("enhance");
    sc.pass();
    expect(sc.awaited).toBe(1);
    sc.ability("Deep Roots");
    expect(sc.logText()).toContain("Rising Palm gets -1 damage");
    // P1 passed before and may still enhance (G.1.2 note).
    expect(sc.awaited).toBe(0);
    sc.ability("Kaede Arashi");
    expect(sc.logText()).toContain("Rising Palm gets +1 speed");
    expect(sc.rules()).toContain("ufs:G.1.3");
    // No block was possible (empty hand): 3 - 1 = 2 damage.
    expect(sc.player(1).vitality).toBe(18);
  });

  it("H.2.1.4: each enhance ability may be played once per Enhance Step (EX with momentum left)", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Spiral Strike"], momentum: ["Rising Palm", "Rising Palm"], deck: ["Focused Breath"] }, p2: { character: "Bram Holloway" } });
    sc.play("Spiral Strike");
    sc.ability("Spiral Strike", { index: 0, x: 1 });
    expect(sc.player(0).momentum).toHaveLength(1);
    expect(sc.labels(0).some((l) => l.includes("EX"))).toBe(false);
  });

  it("C.3.3.4.2.3: modifications to an attack last until it resolves", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm", "Ember Jab"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm").ability("Kaede Arashi");
    const palm = sc.player(0).pool.find((c) => c.card === "TST-002")!;
    expect(palm.speed).toBe(0);
    expect(palm.dealtDamage).toBe(true);
  });
});

describe("Block Step (G.2) and Damage Step (G.3)", () => {
  it("G.2.1.3.1: a high attack is blocked by high or mid blocks only, a mid attack by any; the card must be playable (E.4.1.2)", () => {
    const hand = ["Boulder Toss", "Tidal Sweep", "Undertow Hook", "Rolling Counter", "Dojo Discipline"];
    const high = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] }, p2: { character: "Bram Holloway", hand } });
    high.play("Rising Palm");
    expect(high.awaitingKind).toBe("block");
    expect(high.labels(1)).toEqual(["Block with Boulder Toss (mid +1)", "Block with Undertow Hook (high +2)", "Do not block"]);
    const mid = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Tempest Kick"] }, p2: { character: "Bram Holloway", hand } });
    mid.play("Tempest Kick");
    expect(mid.labels(1)).toHaveLength(5);
  });

  it("G.2.1.3.2.1, G.2.2.2, G.3.1: block difficulty is the block modifier plus the attack's speed; a same-zone block is complete and deals no damage", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] },
      p2: { character: "Bram Holloway", hand: ["Undertow Hook"], deck: ["Deep Roots", "Universal Guard"] },
    });
    sc.play("Rising Palm").block("Undertow Hook");
    expect(sc.logText()).toContain("Block difficulty 6: block modifier +2 and the attack's speed 4");
    expect(sc.logText()).toContain("The high attack is completely blocked by a high block");
    expect(sc.rules()).toEqual(expect.arrayContaining(["ufs:G.2.2.2", "ufs:G.3.1"]));
    expect(sc.player(1).vitality).toBe(20);
  });

  it("G.2.2.3, G.3.2: a block of another zone is partial and the attack deals half its damage, rounded up", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Tempest Kick"] }, p2: { character: "Bram Holloway", hand: ["Undertow Hook"] } });
    sc.play("Tempest Kick").block("Undertow Hook");
    expect(sc.logText()).toContain("The mid attack is partially blocked by a high block");
    expect(sc.player(1).vitality).toBe(20 - 3);
  });

  it("G.2.2.1, G.3.3: an attack whose block attempt fails is not blocked and deals its full damage", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] },
      p2: { character: "Bram Holloway", characterCommitted: true, hand: ["Undertow Hook"], deck: ["Tidal Sweep", "Universal Guard"] },
    });
    sc.play("Rising Palm").block("Undertow Hook");
    expect(sc.rules()).toEqual(expect.arrayContaining(["ufs:E.4.8.2", "ufs:G.2.2.1", "ufs:G.3.3"]));
    expect(sc.player(1).vitality).toBe(17);
  });

  it("E.4.7.1–E.4.7.2: a block's progressive difficulty counts the defender's own card pool", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], pool: ["Dojo Discipline", "Steady Guard"], deck: ["Focused Breath"] },
      p2: { character: "Bram Holloway", hand: ["Undertow Hook"], pool: ["Universal Guard"], deck: ["Deep Roots"] },
    });
    sc.play("Rising Palm").block("Undertow Hook").leaveOpen();
    expect(sc.logText()).toContain("Total difficulty 7 (6 + 1 progressive)");
  });
});

describe("keywords (I)", () => {
  it("I.3.14.1 Throw: a completely blocked throw deals half damage, rounded up", () => {
    const sc = scenario({
      active: 1,
      p1: { character: "Kaede Arashi", hand: ["Burning Resolve"] },
      p2: { character: "Bram Holloway", characterCommitted: true, hand: ["Boulder Toss"] },
    });
    sc.play("Boulder Toss").block("Burning Resolve");
    expect(sc.logText()).toContain("The high attack is completely blocked by a high block");
    expect(sc.rules()).toContain("ufs:I.3.14.1");
    expect(sc.player(0).vitality).toBe(22 - 3);
  });

  it("I.3.6.1 Flash: the attack's Enhance Step is skipped", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Ember Jab"] }, p2: { character: "Bram Holloway", hand: ["Undertow Hook"] } });
    sc.play("Ember Jab");
    // Kaede's character enhance would be offered in an Enhance Step.
    expect(sc.awaitingKind).toBe("block");
    expect(sc.rules()).toContain("ufs:I.3.6.1");
  });

  it("I.3.12.1 Stun: the opponent commits X foundations, choosing which when they have more", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Spiral Strike"], deck: ["Focused Breath"] },
      p2: { character: "Bram Holloway", staging: ["Universal Guard", "Stone Wall"] },
    });
    sc.play("Spiral Strike").ability("Spiral Strike", { index: 1 });
    expect(sc.awaited).toBe(1);
    expect(sc.awaitingKind).toBe("stun");
    expect(sc.labels(1)).toEqual(["Commit Universal Guard (Stun)", "Commit Stone Wall (Stun)"]);
    sc.do(1, "Commit Stone Wall (Stun)");
    expect(sc.player(1).staging.map((c) => c.committed)).toEqual([false, true]);
  });

  it("I.3.9.1 Powerful: discard 1 or more momentum, +X damage for each", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Tempest Kick"], momentum: ["Rising Palm", "Ember Jab"], deck: ["Focused Breath"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Tempest Kick");
    expect(sc.labels(0).filter((l) => l.includes("Powerful"))).toHaveLength(2);
    sc.ability("Tempest Kick", { x: 2 });
    expect(sc.player(0).momentum).toHaveLength(0);
    expect(sc.names(0, "discard")).toEqual(expect.arrayContaining(["Rising Palm", "Ember Jab"]));
    expect(sc.player(1).vitality).toBe(20 - 9);
  });

  it("I.3.5.1 EX: discard momentum, +X speed for each", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Spiral Strike"], momentum: ["Rising Palm"], deck: ["Focused Breath"] },
      p2: { character: "Bram Holloway", hand: ["Boulder Toss"] },
    });
    sc.play("Spiral Strike").ability("Spiral Strike", { index: 0, x: 1 });
    expect(sc.logText()).toContain("Spiral Strike gets +1 speed");
    sc.passPriority().block("Boulder Toss").leaveOpen();
    expect(sc.logText()).toContain("Block difficulty 6: block modifier +1 and the attack's speed 5");
  });

  it("I.3.8.1–I.3.8.2 Multiple: paid momentum cards from the top of the discard pile become face-down copies that attack left to right after the original", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Flurry of Blows"], momentum: ["Rising Palm", "Tempest Kick"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Flurry of Blows");
    expect(sc.labels(0).filter((l) => l.includes("Multiple"))).toHaveLength(2);
    sc.ability("Flurry of Blows", { x: 2 });
    expect(sc.logText()).toContain("2 multiple copies of Flurry of Blows join the card pool face down");
    // Each copy has the printed speed and damage (2) and attacks in turn: 3 × 2 damage.
    expect(sc.player(1).vitality).toBe(20 - 6);
    expect(sc.logText().filter((l) => l === "Flurry of Blows (multiple copy) deals 2 damage to P2")).toHaveLength(2);
    // C.2.3.1: the copies are unknown cards in the public card pool: nobody sees which cards they are.
    const faceDown = sc.events.filter((e) => e.type === "move" && e.to === "p0.pool" && e.vis === "hidden");
    expect(faceDown).toHaveLength(2);
    // I.3.8.2.1: the copies are discarded in the End Phase (right to left), then the original may go to momentum.
    expect(sc.awaitingKind).toBe("clear");
    expect(sc.names(0, "pool")).toEqual(["Flurry of Blows"]);
    expect(sc.names(0, "discard").slice(-2).sort()).toEqual(["Rising Palm", "Tempest Kick"]);
  });

  it("I.3.3.2 Combo: a combo ability needs the preceding card in the card pool to match the requirement", () => {
    const kick = scenario({
      p1: { character: "Kaede Arashi", hand: ["Crescent Finisher"], pool: ["Tempest Kick"], staging: ["Dojo Discipline"], deck: ["Focused Breath"] },
      p2: { character: "Bram Holloway" },
    });
    kick.play("Crescent Finisher").commit("Dojo Discipline");
    expect(kick.labels(0)).toContain("Crescent Finisher: E Combo: This attack gets +2 speed.");
    const punch = scenario({
      p1: { character: "Kaede Arashi", hand: ["Crescent Finisher"], pool: ["Rising Palm"], staging: ["Dojo Discipline"], deck: ["Focused Breath"] },
      p2: { character: "Bram Holloway" },
    });
    punch.play("Crescent Finisher").commit("Dojo Discipline");
    expect(punch.labels(0)).not.toContain("Crescent Finisher: E Combo: This attack gets +2 speed.");
  });

  it("I.3.4.1 Desperation: at less than half maximum vitality the card's difficulty is X", () => {
    const low = scenario({ p1: { character: "Bram Holloway", vitality: 9, hand: ["Desperate Surge", "Boulder Toss"] }, p2: { character: "Kaede Arashi" } });
    low.ability("Desperate Surge");
    expect(low.logText()).toContain("Total difficulty 1 (1 + 0 progressive)");
    expect(low.player(0).hand).toHaveLength(3);
    const fine = scenario({ p1: { character: "Bram Holloway", vitality: 10, hand: ["Desperate Surge", "Boulder Toss"] }, p2: { character: "Kaede Arashi" } });
    fine.ability("Desperate Surge");
    expect(fine.logText()).toContain("Total difficulty 5 (5 + 0 progressive)");
  });

  it("H.6 / J.3.3: an asset's continuous ability modifies its controller's matching attacks", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Falling Heel"], staging: ["Training Gi"] }, p2: { character: "Bram Holloway", hand: ["Tidal Sweep"] } });
    sc.play("Falling Heel").block("Tidal Sweep");
    expect(sc.logText()).toContain("Block difficulty 9: block modifier +3 and the attack's speed 6");
  });
});

describe("response windows (H.2.3)", () => {
  it("H.2.3.2.4.1: starting with the active player, players alternate playing valid responses; both passing closes the window", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm", "Read the Opening"] },
      p2: { character: "Kaede Arashi", vitality: 20, hand: ["Rising Palm"], staging: ["Steady Guard"], deck: ["Focused Breath"] },
    });
    sc.play("Rising Palm").block("Rising Palm");
    expect(sc.rules()).toContain("ufs:H.2.3.2.1");
    expect(sc.awaited).toBe(0);
    expect(sc.awaitingKind).toBe("response");
    sc.ability("Read the Opening");
    expect(sc.awaited).toBe(1);
    sc.ability("Steady Guard");
    expect(sc.player(1).vitality).toBe(21 - 2);
    expect(sc.player(0).nextAttack).toEqual([{ speed: 2, damage: 0 }]);
  });

  it("J.5.1.1: a gain of vitality at the maximum fails", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] },
      p2: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Steady Guard"], deck: ["Focused Breath"] },
    });
    sc.play("Rising Palm").block("Rising Palm").ability("Steady Guard");
    expect(sc.rules()).toContain("ufs:J.5.1.1");
    expect(sc.player(1).vitality).toBe(22 - 2);
  });

  it("I.3.10.1 Reversal: after the opponent's blocked attack resolves, the defender plays an attack as a reversal and it is attacked with", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] },
      p2: { character: "Bram Holloway", characterCommitted: true, hand: ["Undertow Hook", "Rolling Counter"], deck: ["Deep Roots", "Universal Guard"] },
    });
    sc.play("Rising Palm").block("Undertow Hook");
    expect(sc.awaited).toBe(1);
    expect(sc.awaitingKind).toBe("response");
    sc.ability("Rolling Counter");
    expect(sc.logText()).toContain("P2 attempts to play Rolling Counter as a reversal");
    expect(sc.logText()).toContain("Total difficulty 5 (4 + 1 progressive)");
    // The reversal's attack sequence: P2 attacks, P1 (empty hand) cannot block.
    expect(sc.player(0).vitality).toBe(22 - 4);
    expect(sc.player(1).pool.find((c) => c.card === "TST-108")!.dealtDamage).toBe(true);
  });

  it("I.3.11.1 Safe: attacks cannot be played as a reversal to a Safe attack", () => {
    const sc = scenario({
      active: 1,
      p1: { character: "Kaede Arashi", hand: ["Falling Heel", "Counter Palm"], deck: ["Focused Breath"] },
      p2: { character: "Bram Holloway", characterCommitted: true, hand: ["Tidal Sweep"] },
    });
    sc.play("Tidal Sweep").block("Falling Heel").commit("character");
    expect(sc.logText()).toContain("The low attack is completely blocked by a low block");
    expect(sc.awaitingKind).not.toBe("response");
    expect(sc.names(0, "hand")).toEqual(["Counter Palm"]);
  });

  it("I.3.1.1 Breaker: after you block with this card, the next card your opponent attempts to play this turn gets +X difficulty", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm", "Ember Jab"] },
      p2: { character: "Bram Holloway", characterCommitted: true, hand: ["Stone Wall"], deck: ["Deep Roots", "Universal Guard"] },
    });
    sc.play("Rising Palm").block("Stone Wall");
    expect(sc.awaited).toBe(1);
    sc.ability("Stone Wall");
    expect(sc.player(1).vitality).toBe(20 - 2);
    sc.play("Ember Jab");
    expect(sc.logText()).toContain("Ember Jab gets +1 difficulty (Breaker)");
    expect(sc.logText()).toContain("Total difficulty 4 (3 + 1 progressive)");
  });
});
