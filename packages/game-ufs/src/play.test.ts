import { describe, expect, it } from "vitest";
import { scenario } from "./testing/index";

// Control values used below: Focused Breath 6, Universal Guard 5, Rising Palm 4, Tempest Kick 3, Crescent Finisher 2.

describe("control checks (E.3)", () => {
  it("E.3.1, E.3.5.1: a check discards the top card of the deck; its control value passes against a difficulty it meets", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], deck: ["Rising Palm", "Universal Guard"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    // The checked card (control 4) went to the discard pile face up; 4 >= difficulty 4.
    expect(sc.names(0, "discard")).toEqual(["Rising Palm"]);
    expect(sc.names(0, "pool")).toEqual(["Rising Palm"]);
    expect(sc.logText()).toContain("P1 checks Rising Palm (control 4) against difficulty 4: passes");
    expect(sc.rules()).toContain("ufs:E.3.5.1");
  });

  it("E.3.5.2: a player short of the difficulty may commit ready character and foundation cards, one per missing point", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", hand: ["Rising Palm"], deck: ["Tempest Kick", "Universal Guard"], staging: ["Dojo Discipline", "Training Gi"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Rising Palm");
    expect(sc.awaitingKind).toBe("check-commit");
    // Assets cannot be committed to pass a check (E.3.5.2.3.2): only the character and the foundation.
    expect(sc.labels(0)).toEqual(["Commit your character (1 needed)", "Commit Dojo Discipline (1 needed)", "Let the check fail"]);
    sc.commit("Dojo Discipline");
    expect(sc.player(0).staging.find((c) => c.card === "TST-009")!.committed).toBe(true);
    expect(sc.names(0, "pool")).toEqual(["Rising Palm"]);
    expect(sc.rules()).toContain("ufs:E.3.5.2.3");
  });

  it("E.3.5.2.1: a player cannot choose to commit cards without enough ready cards; the check fails", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], deck: ["Crescent Finisher", "Universal Guard"], staging: ["Dojo Discipline"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Rising Palm");
    expect(sc.awaitingKind).not.toBe("check-commit");
    expect(sc.names(0, "discard")).toEqual(["Crescent Finisher", "Rising Palm"]);
    expect(sc.rules()).toContain("ufs:E.3.5.2.2");
  });

  it("E.3.5.2.2: a player may decline to commit, and the check fails", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], deck: ["Tempest Kick", "Universal Guard"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm").do(0, "fail");
    expect(sc.player(0).character.committed).toBe(false);
    expect(sc.names(0, "pool")).toEqual([]);
  });
});

describe("playing a card (E.4)", () => {
  it("E.4.1.2: a card must share a resource symbol with the character and with every card in the card pool", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", hand: ["Focused Breath", "Dojo Discipline", "Boulder Toss"], pool: ["Ember Jab"] },
      p2: { character: "Bram Holloway" },
    });
    // Focused Breath (air) shares nothing with Ember Jab (fire); Boulder Toss (earth) nothing with Kaede.
    expect(sc.labels(0)).toEqual(["Play Dojo Discipline", "Pass to the End Phase"]);
  });

  it("I.3.2.1: a [Character Name] Only card cannot be played unless the character name matches", () => {
    const kaede = scenario({ p1: { character: "Kaede Arashi", hand: ["Holloway Homestead"] }, p2: { character: "Bram Holloway" } });
    expect(kaede.labels(0)).not.toContain("Play Holloway Homestead");
    const bram = scenario({ p1: { character: "Bram Holloway", hand: ["Holloway Homestead"] }, p2: { character: "Kaede Arashi" } });
    expect(bram.labels(0)).toContain("Play Holloway Homestead");
  });

  it("E.4.7.2: progressive difficulty adds 1 for each card already in the card pool", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", hand: ["Rising Palm"], pool: ["Dojo Discipline", "Steady Guard"], deck: ["Focused Breath", "Universal Guard"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Rising Palm");
    expect(sc.logText()).toContain("Total difficulty 6 (4 + 2 progressive)");
    expect(sc.logText()).toContain("P1 checks Focused Breath (control 6) against difficulty 6: passes");
  });

  it("E.4.8.2 and F.2.2.1.1: a failed form is discarded and the Combat Phase ends", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm", "Ember Jab"], deck: ["Crescent Finisher", "Universal Guard"] },
      p2: { character: "Bram Holloway", hand: [] },
    });
    sc.play("Rising Palm");
    expect(sc.rules()).toEqual(expect.arrayContaining(["ufs:E.4.8.2", "ufs:F.2.2.1.1", "ufs:F.3.1"]));
    // The turn passed to P2 without P1 playing Ember Jab.
    expect(sc.state.activePlayer).toBe(1);
    expect(sc.names(0, "hand")).toContain("Ember Jab");
  });

  it("E.4.11: a foundation played as a form resolves in the card pool and enters the staging area in the End Phase (F.3.2.1)", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Dojo Discipline", "Rising Palm"] }, p2: { character: "Bram Holloway" } });
    sc.play("Dojo Discipline");
    expect(sc.names(0, "pool")).toEqual(["Dojo Discipline"]);
    expect(sc.names(0, "staging")).toEqual([]);
    sc.do(0, "pass");
    expect(sc.names(0, "staging")).toEqual(["Dojo Discipline"]);
    expect(sc.player(0).staging[0]!.committed).toBe(false); // D.1.2: cards enter ready
  });

  it("H.4.2 / E.4.9: a (+N) cost is a control check made after paying the other costs", () => {
    const sc = scenario({
      p1: { character: "Bram Holloway", hand: ["Shoulder Check"], staging: ["Holloway Homestead"], deck: ["Universal Guard", "Tidal Sweep", "Universal Guard"] },
      p2: { character: "Kaede Arashi" },
    });
    sc.play("Shoulder Check").ability("Holloway Homestead");
    expect(sc.logText()).toContain("P1 checks Tidal Sweep (control 5) against difficulty 3: passes");
    expect(sc.logText()).toContain("Shoulder Check gets +2 speed");
  });
});

describe("forms (F.2)", () => {
  it("F.2.2.3: a player who passed without attempting a card from hand must attempt one next turn", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Dojo Discipline"], mustPlayFromHand: true }, p2: { character: "Bram Holloway" } });
    expect(sc.labels(0)).toEqual(["Play Dojo Discipline"]);
    const free = scenario({ p1: { character: "Kaede Arashi", hand: ["Dojo Discipline"] }, p2: { character: "Bram Holloway" } });
    free.do(0, "pass");
    expect(free.player(0).mustPlayFromHand).toBe(true);
    expect(free.rules()).toContain("ufs:F.2.2.3");
  });

  it("F.2.3, F.2.3.4: an attack goes on the attack stack and, when forms could be played, enters its attack sequence", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    expect(sc.rules()).toEqual(expect.arrayContaining(["ufs:F.2.3", "ufs:F.2.3.4"]));
    expect(sc.state.sequence?.step).toBe("enhance");
    expect(sc.state.attackStack).toEqual([]);
    expect(sc.events.some((e) => e.type === "chain" && e.op === "push")).toBe(true);
  });

  it("H.3.1.1.1: a First F may be played only before any other form this Combat Phase; K.3.9 it boosts the next attack", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", hand: ["Dojo Discipline", "Rising Palm"], staging: ["Inner Flame"] },
      p2: { character: "Bram Holloway" },
    });
    expect(sc.labels(0).some((l) => l.startsWith("Inner Flame"))).toBe(true);
    sc.ability("Inner Flame");
    expect(sc.player(0).nextAttack).toEqual([{ speed: 0, damage: 1 }]);
    sc.play("Rising Palm");
    expect(sc.state.players[0]!.pool.find((c) => c.card === "TST-002")!.damage).toBe(1);
    const late = scenario({ p1: { character: "Kaede Arashi", hand: ["Dojo Discipline"], staging: ["Inner Flame"] }, p2: { character: "Bram Holloway" } });
    late.play("Dojo Discipline");
    expect(late.labels(0).some((l) => l.startsWith("Inner Flame"))).toBe(false);
  });

  it("H.5.1: played abilities on committed cards cannot be played", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: [{ name: "Focused Breath", committed: true }] }, p2: { character: "Bram Holloway" } });
    expect(sc.labels(0).some((l) => l.startsWith("Focused Breath"))).toBe(false);
    const ready = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Focused Breath"] }, p2: { character: "Bram Holloway" } });
    ready.ability("Focused Breath");
    expect(ready.player(0).hand).toHaveLength(2);
  });
});
