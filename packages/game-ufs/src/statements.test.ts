import { foldStream, PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { scenario } from "./testing/index";

// Each test takes one statement of the rules document (quoted in its title, with its rule id) and
// checks it on a board. Control values: Deep Roots 6, Universal Guard (the deck filler) 5,
// Rising Palm 4, Tempest Kick 3, Crescent Finisher 2. Rising Palm: high, speed 4, damage 3, difficulty 4.

const faceDownFor = (sc: ReturnType<typeof scenario>, seat: number | "public", id: string) => {
  const view = foldStream(redactStream(sc.stream(), seat === "public" ? PUBLIC : seatAudience(seat)));
  // An audience that may not see the card has it under an id of its own, as a card back.
  const seen = view.objects[id];
  const zone = foldStream(sc.stream()).objects[id]!.zone;
  if (seen === undefined) return Object.values(view.objects).some((o) => o.face === undefined && o.zone === zone);
  return seen.face === undefined;
};

describe("flipping cards (K.4.2, H.4.1.4) and face-down cards (D.2.2.2, C.2)", () => {
  it('H.4.1.4, K.4.2: "Flip" stands for "Turn this card face down" — paying it turns the card face down in the staging area', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] }, p2: { character: "Bram Holloway", staging: ["Fading Stance"] } });
    sc.play("Rising Palm");
    expect(sc.awaited).toBe(1);
    sc.ability("Fading Stance");
    const card = sc.player(1).staging[0]!;
    expect(card.faceDown).toBe(true);
    expect(sc.logText()).toContain("Rising Palm gets -2 speed");
    expect(sc.rules()).toContain("ufs:H.4.1.4");
    expect(sc.player(0).pool[0]!.speed).toBe(0); // refreshed when it resolved (C.3.3.4.2.3)
    expect(sc.player(1).vitality).toBe(17);
  });

  it('D.2.2.2: "Face down cards in the staging area are foundations" — a face-down asset counts as a foundation and can be committed to pass a check', () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], deck: ["Tempest Kick"], staging: [{ name: "Rooftop Duel", faceDown: true }] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Rising Palm");
    expect(sc.awaitingKind).toBe("check-commit");
    expect(sc.labels(0)).toEqual(["Commit Rooftop Duel (face down) (1 needed)", "Let the check fail"]);
    sc.do(0, "Commit Rooftop Duel (face down) (1 needed)");
    expect(sc.names(0, "pool")).toEqual(["Rising Palm"]);
  });

  it('D.2.2.2: "Face down cards have no other base values" — a face-down Terrain gives no bonus and no abilities', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], staging: [{ name: "Rooftop Duel", faceDown: true }] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    // Face up, Rooftop Duel would give the high attack +1 speed.
    const events = sc.stream()[0]!.events;
    const combat = events.filter((e) => e.type === "combat" && e.attack !== null);
    expect(combat.at(-1)).toMatchObject({ values: { speed: 4, damage: 3 } });
  });

  it('C.2.2.1: "face down cards in the staging area are private" — only their controller knows what a flipped card is', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] }, p2: { character: "Bram Holloway", staging: ["Fading Stance"] } });
    sc.play("Rising Palm").ability("Fading Stance");
    const id = sc.player(1).staging[0]!.id;
    expect(faceDownFor(sc, "public", id)).toBe(true);
    expect(faceDownFor(sc, 0, id)).toBe(true);
    expect(faceDownFor(sc, 1, id)).toBe(false);
  });

  it('K.4.2, G.5.2: an attack turned face down before the Damage Step is dropped and deals no damage; C.2.3.1 "Face down cards in any zone other than the staging area are unknown"', () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm", "Ember Jab"] },
      p2: { character: "Bram Holloway", hand: ["Vanishing Feint"], deck: ["Deep Roots"] },
    });
    sc.play("Rising Palm");
    sc.ability("Vanishing Feint");
    expect(sc.rules()).toEqual(expect.arrayContaining(["ufs:K.4.2", "ufs:G.5.2.1"]));
    expect(sc.player(1).vitality).toBe(20);
    const flipped = sc.player(0).pool[0]!;
    expect(flipped.faceDown).toBe(true);
    for (const who of ["public", 0, 1] as const) expect(faceDownFor(sc, who, flipped.id)).toBe(true);
  });

  it('E.4.7.2: progressive difficulty counts every card already in the card pool, a face-down card included; E.4.1.2 it has no symbols to share', () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm", "Ember Jab"] },
      p2: { character: "Bram Holloway", hand: ["Vanishing Feint"], deck: ["Deep Roots"] },
    });
    sc.play("Rising Palm").ability("Vanishing Feint");
    expect(sc.awaitingKind).toBe("forms");
    sc.play("Ember Jab");
    expect(sc.logText()).toContain("Total difficulty 3 (2 + 1 progressive)");
  });

  it('F.3.2.3: at the End Phase a face-down card in the card pool is neither foundation, asset nor character — it is discarded', () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"] },
      p2: { character: "Bram Holloway", hand: ["Vanishing Feint"], deck: ["Deep Roots"] },
    });
    sc.play("Rising Palm").ability("Vanishing Feint");
    expect(sc.player(0).pool).toEqual([]);
    expect(sc.names(0, "discard")).toContain("Rising Palm");
    expect(sc.player(0).momentum).toEqual([]);
    expect(sc.logText()).toContain("A face-down card (Rising Palm) is discarded from the card pool");
  });
});

describe("Deadlock (H.3.1.3, K.3.19)", () => {
  const guards = (n: number) => Array.from({ length: n }, () => "Universal Guard");

  it('H.3.1.3: a Deadlock ability "may only be played if the opponent has more than 10 foundations in their staging area"', () => {
    const ten = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Siege Breaker"] }, p2: { character: "Bram Holloway", staging: guards(10) } });
    expect(ten.labels(0).some((l) => l.startsWith("Siege Breaker"))).toBe(false);
    const eleven = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Siege Breaker"] }, p2: { character: "Bram Holloway", staging: guards(11) } });
    expect(eleven.labels(0).some((l) => l.startsWith("Siege Breaker"))).toBe(true);
  });

  it('K.3.19: a player "is at deadlock if they have more than 10 foundations in their staging area" — face-down cards count (D.2.2.2), assets do not', () => {
    const withAssets = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Siege Breaker"] }, p2: { character: "Bram Holloway", staging: [...guards(10), "Iron Bracers"] } });
    expect(withAssets.labels(0).some((l) => l.startsWith("Siege Breaker"))).toBe(false);
    const faceDown = scenario({
      p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Siege Breaker"] },
      p2: { character: "Bram Holloway", staging: [...guards(10), { name: "Iron Bracers", faceDown: true }] },
    });
    expect(faceDown.labels(0).some((l) => l.startsWith("Siege Breaker"))).toBe(true);
  });

  it('K.4.1: "To destroy a card is to add it to the discard pile from the staging area" — the Deadlock ability makes the opponent destroy three foundations of their choice', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Siege Breaker"] }, p2: { character: "Bram Holloway", staging: [...guards(10), "Deep Roots"] } });
    sc.ability("Siege Breaker");
    expect(sc.names(0, "discard")).toEqual(["Siege Breaker"]);
    expect(sc.awaited).toBe(1);
    expect(sc.awaitingKind).toBe("destroy");
    expect(sc.labels(1)).toContain("Destroy Deep Roots");
    sc.do(1, "Destroy Deep Roots").do(1, sc.ids(1)[0]!).do(1, sc.ids(1)[0]!);
    expect(sc.player(1).staging).toHaveLength(8);
    expect(sc.names(1, "discard")).toEqual(["Deep Roots", "Universal Guard", "Universal Guard"]);
    expect(sc.awaited).toBe(0);
  });
});

describe("re-checks (E.3.3)", () => {
  it('E.3.3: "If an effect caused a re-check, begin the control check process again, starting from E.3.1"', () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], staging: ["Second Look"], deck: ["Tempest Kick", "Rising Palm"] },
      p2: { character: "Bram Holloway" },
    });
    sc.ability("Second Look").play("Rising Palm");
    expect(sc.logText()).toContain("P1 checks Tempest Kick (control 3) against difficulty 4: below it, and re-checks");
    expect(sc.logText()).toContain("P1 checks Rising Palm (control 4) against difficulty 4: passes");
    // Both checked cards went to the discard pile (E.3.1); the attack was played and dealt its damage.
    expect(sc.names(0, "discard").slice(0, 2)).toEqual(["Tempest Kick", "Rising Palm"]);
    expect(sc.player(1).vitality).toBe(17);
  });

  it('E.3.3.1: "Re-checks may not occur for control checks that are themselves re-checks"', () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], staging: ["Second Look"], deck: ["Tempest Kick", "Crescent Finisher"] },
      p2: { character: "Bram Holloway" },
    });
    sc.ability("Second Look").play("Rising Palm");
    expect(sc.logText().filter((l) => l.includes("re-checks"))).toHaveLength(1);
    expect(sc.logText()).toContain("P1 checks Crescent Finisher (control 2) against difficulty 4: fails");
    expect(sc.names(0, "pool")).toEqual([]);
  });

  it("E.3.3: the effect concerns the next control check only — a check that passes uses it up", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Second Look"] }, p2: { character: "Bram Holloway" } });
    sc.ability("Second Look");
    expect(sc.player(0).recheck).toBe(true);
    sc.play("Rising Palm");
    expect(sc.player(0).recheck).toBe(false);
    expect(sc.logText().some((l) => l.includes("re-checks"))).toBe(false);
  });
});

describe('cancelling abilities: "Your opponent may (instructions) to cancel this ability" (H.3.3.4)', () => {
  const press = (momentum: readonly string[]) =>
    scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], staging: ["Overwhelming Press"] }, p2: { character: "Bram Holloway", momentum } });

  it('H.3.3.4: "After the ability is played, the opponent can choose to complete the specified instructions. If they do, the ability is cancelled"', () => {
    const sc = press(["Boulder Toss"]).play("Rising Palm").ability("Overwhelming Press");
    expect(sc.awaited).toBe(1);
    expect(sc.labels(1)).toEqual(["Discard 1 momentum to cancel Overwhelming Press's ability", "Let the ability resolve"]);
    sc.do(1, "cancel");
    // H.3.3.4.2: the instructions are a cost: the momentum is paid; the +3 damage never happens.
    expect(sc.player(1).momentum).toEqual([]);
    expect(sc.names(1, "discard")).toEqual(["Boulder Toss"]);
    expect(sc.player(1).vitality).toBe(17);
    // The cost of the cancelled ability stays paid.
    expect(sc.player(0).staging[0]!.committed).toBe(true);
  });

  it("H.3.3.4: an opponent who does not complete the instructions lets the ability resolve", () => {
    const sc = press(["Boulder Toss"]).play("Rising Palm").ability("Overwhelming Press").do(1, "allow");
    expect(sc.player(1).momentum).toHaveLength(1);
    expect(sc.player(1).vitality).toBe(20 - 6);
  });

  it("H.3.3.4: an opponent who cannot complete the instructions is not asked", () => {
    const sc = press([]).play("Rising Palm").ability("Overwhelming Press");
    expect(sc.awaitingKind).not.toBe("cancel");
    expect(sc.player(1).vitality).toBe(20 - 6);
  });

  it('H.3.3.4.1: "… to cancel this ability and destroy this card" — the card is destroyed too', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Reckless Gamble"] }, p2: { character: "Bram Holloway", momentum: ["Boulder Toss", "Tidal Sweep"] } });
    sc.ability("Reckless Gamble");
    expect(sc.labels(1)[0]).toBe("Discard 2 momentum to cancel Reckless Gamble's ability and destroy it");
    sc.do(1, "cancel");
    expect(sc.names(0, "discard")).toEqual(["Reckless Gamble"]);
    expect(sc.names(0, "hand")).toEqual(["Rising Palm"]);
    expect(sc.rules()).toContain("ufs:H.3.3.4.1");
  });
});

describe("X costs (H.4.4)", () => {
  const risk = () => scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], staging: ["Calculated Risk"] }, p2: { character: "Bram Holloway" } });

  it('H.4.4.2: "the player whose ability is it chooses any non-negative value for X when the ability is announced"', () => {
    const sc = risk().play("Rising Palm");
    const xs = sc.labels(0).filter((l) => l.startsWith("Calculated Risk"));
    expect(xs[0]).toBe("Calculated Risk: E Commit, (+X): Your attack gets +X damage. (X = 0)");
    // Offered up to the highest X a check could pass: control 6 at best, +1 for the one card P1 could commit.
    expect(xs).toHaveLength(8);
    expect(xs.at(-1)).toBe("Calculated Risk: E Commit, (+X): Your attack gets +X damage. (X = 7)");
    sc.ability("Calculated Risk", { x: 3 });
    // (+3) against the filler's control 5: passes; the attack gets +3 damage.
    expect(sc.logText()).toEqual(expect.arrayContaining(["X is 3", "P1 checks Universal Guard (control 5) against difficulty 3: passes", "Rising Palm gets +3 damage"]));
    expect(sc.player(1).vitality).toBe(20 - 6);
  });

  it("H.4.4.2: X may be 0 — a (+0) check is still made and the ability adds nothing", () => {
    const sc = risk().play("Rising Palm");
    const before = sc.player(0).discard.length;
    sc.do(0, sc.decisions(0).find((d) => d.label.endsWith("(X = 0)"))!.id);
    expect(sc.player(0).discard.length).toBe(before + 1);
    expect(sc.player(1).vitality).toBe(17);
  });

  it('H.4.4.1: "The value of X will be defined at the end of the effect text of the ability" — here, the cards in the card pool', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], pool: ["Dojo Discipline"], staging: ["Crowded Ring"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm").ability("Crowded Ring");
    expect(sc.logText()).toEqual(expect.arrayContaining(["X is 2 (cards in the card pool)", "P1 checks Universal Guard (control 5) against difficulty 2: passes", "Rising Palm gets +2 speed"]));
    expect(sc.rules()).toContain("ufs:H.4.4.1");
  });
});

describe("more of the rules' statements", () => {
  it('C.1.4: "Committed cards cannot be committed" — a committed foundation is not offered to pass a check', () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", hand: ["Rising Palm"], deck: ["Tempest Kick"], staging: [{ name: "Dojo Discipline", committed: true }, "Focused Breath"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Rising Palm").leaveOpen();
    expect(sc.labels(0)).toEqual(["Commit your character (1 needed)", "Commit Focused Breath (1 needed)", "Let the check fail"]);
  });

  it('H.5.1: "Played abilities on committed cards cannot be played"', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], staging: [{ name: "Overwhelming Press", committed: true }] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    // Nothing to enhance with: the attack goes straight through (G.1.2 note) for its printed damage.
    expect(sc.player(1).vitality).toBe(17);
  });

  it('H.2.2: a form ability on a ready foundation — "F Commit: Draw 1 card."', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Focused Breath"], deck: ["Ember Jab"] }, p2: { character: "Bram Holloway" } });
    sc.ability("Focused Breath");
    expect(sc.names(0, "hand")).toEqual(["Rising Palm", "Ember Jab"]);
    expect(sc.player(0).staging[0]!.committed).toBe(true);
  });

  it('H.3.2.2.6: an "opponent\'s attack" ability may only be played during the opponent\'s attack sequence', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Fading Stance"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    expect(sc.labels(0).some((l) => l.startsWith("Fading Stance"))).toBe(false);
  });

  it('D.2.2.4: "A player\'s starting character cannot be destroyed, removed, flipped or leave the staging area" — a Deadlock destruction takes foundations only', () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], staging: ["Siege Breaker"] }, p2: { character: "Bram Holloway", staging: Array.from({ length: 11 }, () => "Universal Guard") } });
    sc.ability("Siege Breaker").leaveOpen();
    expect(sc.decisions(1).every((d) => d.object !== sc.player(1).character.id)).toBe(true);
  });
});
