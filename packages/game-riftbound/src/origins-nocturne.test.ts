import { PUBLIC, redactStream, seatAudience, type StreamEntry } from "@tablecast/engine";
import { hiddenInformationProblems } from "@tablecast/engine/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { bf, names, runes, scenario, type SideSpec } from "./testing";

/**
 * OGN-194 Nocturne - Horrifying, with its errata (2025-10-28): "As you look at or reveal me from top of
 * deck, you may banish me. If you do, you may play me for [A]." (rules/seen-from-top.ts) — at every look
 * at (128.3, 817.1.b) and reveal (424) of the top of its owner's Main Deck; banished to the Banishment
 * (427, 108.6.e: public), a new object (110), played for one Power of any domain (356.1.a) by the normal
 * rules otherwise (359.2.c).
 */

const NOCTURNE = "Nocturne - Horrifying";
const BANISH_SEEN = `Banish ${NOCTURNE} as you see it (then you may play it for 1 Power of any domain)`;
const BANISH_REVEALED = `Banish ${NOCTURNE} as it is revealed (then you may play it for 1 Power of any domain)`;
const PLAY_TO_BASE = `Play ${NOCTURNE} to base for 1 Power of any domain`;
const LEAVE_BANISHED = `Leave ${NOCTURNE} in your Banishment`;
const HELD = [bf("OGN-275", 0), bf("OGN-280")];
const DECK = ["OGN-219", "OGN-219", "OGN-219"];

/** P1 plays Mystic Poro ([Vision], 2 Energy) with three chaos runes: one left for [A]. */
const vision = (deck: readonly string[], more: Partial<SideSpec> = {}) => {
  const g = scenario({ p1: { hand: ["OGN-171"], deck, runes: runes("chaos", 3), ...more }, p2: { deck: DECK }, battlefields: HELD });
  g.do(0, "Play Mystic Poro to base").settle();
  return g;
};

describe("Nocturne - Horrifying seen by a look (128.3, 817.1.b, 427)", () => {
  it("rule 817.1.b: Vision sees him on top — one more choice of the same question; banished (427) and played for [A] to a place of his player's choosing (356.1.a, 359.2.c)", () => {
    const g = vision(["OGN-194", "OGN-219"]);
    expect(g.pending).toEqual({ kind: "vision", seat: 0 });
    expect(g.choices(0)).toEqual([`Recycle ${NOCTURNE}`, `Keep ${NOCTURNE} on top`, BANISH_SEEN]);
    g.do(0, BANISH_SEEN);
    // Public from here (108.6.e): the Banishment holds him as a new object (110).
    expect(names(g.player(0).banishment ?? [])).toEqual([NOCTURNE]);
    expect(g.logText()).toContain(`${NOCTURNE}: P1 banishes ${NOCTURNE} from the top of their Main Deck as they see it`);
    // "you may play me": where a unit may go (base, a battlefield he controls), or not at all.
    expect(g.choices(0)).toEqual([PLAY_TO_BASE, `Play ${NOCTURNE} to Altar to Unity for 1 Power of any domain`, LEAVE_BANISHED]);
    const runesBefore = g.player(0).runes.length;
    g.do(0, `Play ${NOCTURNE} to Altar to Unity for 1 Power of any domain`);
    expect(g.unit(0, "OGN-194")).toMatchObject({ location: 0, exhausted: true });
    expect(g.logText()).toContain(`P1 plays ${NOCTURNE} from their Banishment for 1 Power of any domain`);
    // [A]: one rune recycled for its Power (163.2.b), not his 4 Energy and 1 chaos Power; no discount line (356.4).
    expect(g.player(0).runes).toHaveLength(runesBefore - 1);
    expect(g.logText().some((l) => l.includes("Energy less"))).toBe(false);
    expect(g.player(0).banishment).toEqual([]);
    expect(names(g.player(0).deck)).toEqual(["Vanguard Sergeant"]);
  });

  it("rule 817.1.b: declined, he stays where the look puts him — on top when kept, at the bottom when recycled (416)", () => {
    const kept = vision(["OGN-194", "OGN-219"]);
    kept.do(0, `Keep ${NOCTURNE} on top`);
    expect(names(kept.player(0).deck)).toEqual([NOCTURNE, "Vanguard Sergeant"]);
    expect(kept.player(0).banishment).toBeUndefined();
    const recycled = vision(["OGN-194", "OGN-219"]);
    recycled.do(0, `Recycle ${NOCTURNE}`);
    expect(names(recycled.player(0).deck)).toEqual(["Vanguard Sergeant", NOCTURNE]);
    expect(recycled.state.units.map((u) => card(u.card)!.name)).toEqual(["Mystic Poro"]);
  });

  it("'If you do, you may play me': banished, he may be left in the Banishment, where he stays", () => {
    const g = vision(["OGN-194", "OGN-219"]);
    g.do(0, BANISH_SEEN).do(0, LEAVE_BANISHED);
    expect(names(g.player(0).banishment ?? [])).toEqual([NOCTURNE]);
    expect(g.logText()).toContain(`${NOCTURNE}: P1 does not play ${NOCTURNE}`);
    expect(g.state.units.map((u) => card(u.card)!.name)).toEqual(["Mystic Poro"]);
  });

  it("rule 431.1.c: a look that sees one card asks about it all the same — the question does not depend on what was seen (OGN-183 Stacked Deck, one card left)", () => {
    const g = scenario({ p1: { hand: ["OGN-183"], deck: ["OGN-219"], runes: runes("chaos", 1) }, p2: { deck: DECK } });
    g.do(0, "Play Stacked Deck").pass(2);
    expect(g.choices(0)).toEqual(["Put Vanguard Sergeant into your hand"]);
    g.do(0, "Put Vanguard Sergeant into your hand");
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-183 Stacked Deck: banished from among the three seen, he is played, and the question comes back about the two others — the fourth card, never seen, stays on top (416)", () => {
    const g = scenario({ p1: { hand: ["OGN-183"], deck: ["OGN-052", "OGN-194", "OGN-096", "OGN-029"], runes: runes("chaos", 2) }, p2: { deck: DECK } });
    g.do(0, "Play Stacked Deck").pass(2);
    expect(g.choices(0)).toEqual(["Put Stalwart Poro into your hand", `Put ${NOCTURNE} into your hand`, "Put Watchful Sentry into your hand", BANISH_SEEN]);
    g.do(0, BANISH_SEEN).do(0, PLAY_TO_BASE);
    expect(g.unit(0, "OGN-194").location).toBe("base");
    expect(g.choices(0)).toEqual(["Put Stalwart Poro into your hand", "Put Watchful Sentry into your hand"]);
    g.do(0, "Put Watchful Sentry into your hand");
    expect(names(g.player(0).hand)).toEqual(["Watchful Sentry"]);
    expect(names(g.player(0).deck)).toEqual(["Falling Star", "Stalwart Poro"]);
    // The look is logged once: asking again shows nothing new.
    expect(g.logText().filter((l) => l.includes("looks at the top"))).toHaveLength(1);
  });

  it("OGN-062 Reinforce: his own banish is offered beside Reinforce's; taken, he is played for [A], and Reinforce may still banish another unit seen (427.3)", () => {
    const g = scenario({ p1: { hand: ["OGN-062"], runes: [...runes("calm", 5), ...runes("chaos", 1)], deck: ["OGN-194", "OGN-004", "OGN-052", "OGN-029", "OGN-096", "OGN-210"] }, p2: { deck: DECK } });
    g.do(0, "Play Reinforce").pass(2);
    expect(g.choices(0)).toEqual([`Banish ${NOCTURNE} and play it`, "Banish Stalwart Poro and play it", "Banish Watchful Sentry and play it", "Banish no unit", BANISH_SEEN]);
    g.do(0, BANISH_SEEN).do(0, PLAY_TO_BASE);
    expect(g.unit(0, "OGN-194").location).toBe("base");
    // Asked again about the four seen that are left; Daring Poro, sixth, was never seen.
    expect(g.choices(0)).toEqual(["Banish Stalwart Poro and play it", "Banish Watchful Sentry and play it", "Banish no unit"]);
    g.do(0, "Banish no unit");
    expect(names(g.player(0).deck)[0]).toBe("Daring Poro");
    expect([...names(g.player(0).deck).slice(1)].sort()).toEqual(["Cleave", "Falling Star", "Stalwart Poro", "Watchful Sentry"]);
  });

  it("OGN-291 The Candlelit Sanctum: banished from the two seen, the question comes back about the one left", () => {
    const g = scenario({ p1: { units: ["OGN-219"], deck: ["OGN-194", "OGN-096", "OGN-029"], runes: runes("chaos", 1) }, p2: {}, battlefields: [{ name: "OGN-291", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to The Candlelit Sanctum").settle();
    expect(g.choices(0)).toContain(BANISH_SEEN);
    g.do(0, BANISH_SEEN).do(0, PLAY_TO_BASE);
    expect(g.choices(0)).toEqual(["The Candlelit Sanctum: when you conquer here: put back Watchful Sentry", "The Candlelit Sanctum: when you conquer here: recycle Watchful Sentry"]);
    g.do(0, "The Candlelit Sanctum: when you conquer here: recycle Watchful Sentry");
    expect(names(g.player(0).deck)).toEqual(["Falling Star", "Watchful Sentry"]);
    g.leaveOpen();
  });

  it("OGN-115 Promising Future, the opponent's spell: each player looks at their own Main Deck, so P2 is offered their Nocturne; with no rune for [A] he stays banished (357) and P2 chooses among the rest", () => {
    const g = scenario({ p1: { hand: ["OGN-115"], deck: ["OGN-052"], runes: runes("mind", 6) }, p2: { deck: ["OGN-194", "OGN-011", "OGN-219"] }, battlefields: HELD });
    g.do(0, "Play Promising Future").pass(2);
    // P1's own look offers nothing of P2's.
    expect(g.choices(0)).toEqual(["Banish Stalwart Poro for Promising Future"]);
    g.do(0, "Banish Stalwart Poro for Promising Future");
    expect(g.pending).toEqual({ kind: "each-looks", seat: 1 });
    expect(g.choices(1)).toEqual([`Banish ${NOCTURNE} for Promising Future`, "Banish Magma Wurm for Promising Future", "Banish Vanguard Sergeant for Promising Future", BANISH_SEEN]);
    g.do(1, BANISH_SEEN);
    expect(g.logText()).toContain(`${NOCTURNE}: P2 cannot pay for ${NOCTURNE}, it is not played`);
    expect(names(g.player(1).banishment ?? [])).toEqual([NOCTURNE]);
    expect(g.choices(1)).toEqual(["Banish Magma Wurm for Promising Future", "Banish Vanguard Sergeant for Promising Future"]);
    g.do(1, "Banish Vanguard Sergeant for Promising Future");
    // The rest recycled; then P2 plays the Sergeant (its Energy ignored, no Power to pay), P1 the Poro.
    expect(names(g.player(1).deck)).toEqual(["Magma Wurm"]);
    expect(g.unit(1, "OGN-219").location).toBe("base");
    expect(names(g.player(1).banishment ?? [])).toEqual([NOCTURNE]);
  });
});

describe("Nocturne - Horrifying revealed (424, 427)", () => {
  it("OGN-160 Dazzling Aurora: revealed to everyone, his owner is asked first; banished and played for [A], Aurora has no unit left to play and recycles the rest (110, 416)", () => {
    const g = scenario({ p1: { gear: ["OGN-160"], deck: ["OGN-029", "OGN-194", "OGN-052"], runes: runes("chaos", 1) }, p2: { deck: DECK } });
    g.do(0, "End turn").settle();
    expect(g.logText()).toContain(`Dazzling Aurora: at the end of your turn: P1 reveals Falling Star, ${NOCTURNE}`);
    expect(g.state.asking?.offer).toBe("as-revealed");
    expect(g.choices(0)).toEqual([BANISH_REVEALED, `Leave ${NOCTURNE} revealed`]);
    // Revealed (424.1): the opponent saw him before the question.
    expect(JSON.stringify(redactStream(g.stream(), seatAudience(1)))).toContain(NOCTURNE);
    g.do(0, BANISH_REVEALED).do(0, PLAY_TO_BASE).settle();
    expect(g.unit(0, "OGN-194").location).toBe("base");
    expect(g.logText()).toContain(`${NOCTURNE}: P1 banishes ${NOCTURNE} from the top of their Main Deck as it is revealed`);
    expect(g.logText()).toContain("Dazzling Aurora: at the end of your turn: the unit revealed is no longer there to play");
    expect(names(g.player(0).deck)).toEqual(["Stalwart Poro", "Falling Star"]);
    g.leaveOpen();
  });

  it("OGN-160 Dazzling Aurora (errata): left revealed, Aurora banishes him and plays him from the Banishment, ignoring his cost", () => {
    const g = scenario({ p1: { gear: ["OGN-160"], deck: ["OGN-029", "OGN-194", "OGN-052"] }, p2: { deck: DECK } });
    g.do(0, "End turn").settle();
    g.do(0, `Leave ${NOCTURNE} revealed`).settle();
    expect(g.logText()).toContain(`Dazzling Aurora: at the end of your turn: P1 banishes ${NOCTURNE}`);
    expect(g.logText()).toContain(`P1 plays ${NOCTURNE} from their Banishment, ignoring its cost`);
    expect(g.unit(0, "OGN-194").location).toBe("base");
    expect(g.player(0).banishment ?? []).toEqual([]);
    g.leaveOpen();
  });

  it("OGN-025 Blind Fury: P2 reveals their own top card, so P2 — his owner, not Blind Fury's player — may banish him; then Blind Fury finds nothing to banish (110)", () => {
    const g = scenario({ p1: { hand: ["OGN-025"], runes: runes("fury", 8) }, p2: { deck: ["OGN-194", "OGN-052"], runes: runes("chaos", 1) }, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    g.do(0, "Play Blind Fury").pass(2);
    expect(g.state.asking).toMatchObject({ offer: "as-revealed", seat: 1 });
    expect(g.choices(1)).toEqual([BANISH_REVEALED, `Leave ${NOCTURNE} revealed`]);
    g.do(1, BANISH_REVEALED);
    expect(g.choices(1)).toEqual([PLAY_TO_BASE, `Play ${NOCTURNE} to Grove of the God-Willow for 1 Power of any domain`, LEAVE_BANISHED]);
    g.do(1, PLAY_TO_BASE);
    expect(g.unit(1, "OGN-194")).toMatchObject({ controller: 1, location: "base" });
    expect(g.logText()).toContain("Blind Fury: the card revealed is no longer there to banish");
    expect(names(g.player(1).deck)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-025 Blind Fury: left revealed, Blind Fury's player banishes and plays him ignoring his cost (106: P2 still owns him)", () => {
    const g = scenario({ p1: { hand: ["OGN-025"], runes: runes("fury", 8) }, p2: { deck: ["OGN-194", "OGN-052"] }, battlefields: HELD });
    g.do(0, "Play Blind Fury").pass(2);
    g.do(1, `Leave ${NOCTURNE} revealed`);
    g.do(0, `Play ${NOCTURNE} to base`);
    expect(g.unit(0, "OGN-194")).toMatchObject({ controller: 0, owner: 1 });
  });

  it("OGN-121 Teemo - Strategist: banished as he is revealed, he is not recycled with the rest; the damage counts the cards with [Hidden] revealed", () => {
    const g = scenario({
      p1: { units: [{ name: "OGN-219" }] },
      p2: { units: [{ name: "OGN-121", at: 0 }], deck: ["OGN-135", "OGN-194", "OGN-083", "OGN-052"], runes: runes("chaos", 1) },
      battlefields: [bf("OGN-275", 1), bf("OGN-280")],
    });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").settle();
    expect(g.state.asking).toMatchObject({ offer: "as-revealed", seat: 1 });
    g.do(1, BANISH_REVEALED).do(1, LEAVE_BANISHED);
    expect(g.unit(0, "OGN-219").damage).toBe(2);
    // The other three revealed go under the deck together, in a random order (416.5).
    expect([...names(g.player(1).deck)].sort()).toEqual(["Consult the Past", "Pakaa Cub", "Stalwart Poro"]);
    expect(names(g.player(1).banishment ?? [])).toEqual([NOCTURNE]);
    g.leaveOpen();
  });
});

describe("hidden information: Nocturne seen by a look (128.3, 128.4)", () => {
  const redacted = (stream: readonly StreamEntry[], audience: Parameters<typeof redactStream>[1]) => JSON.stringify(redactStream(stream, audience));

  /** The looks of the Origins cards, each with a decision that declines him and means the same whatever was seen. */
  const LOOKS = {
    vision: { count: 1, start: (deck: string[]) => vision(deck), decline: (labels: string[]) => labels[1]! },
    "stacked deck": {
      count: 3,
      start: (deck: string[]) => {
        const g = scenario({ p1: { hand: ["OGN-183"], deck, runes: runes("chaos", 2) }, p2: { deck: DECK } });
        return g.do(0, "Play Stacked Deck").pass(2);
      },
      decline: (labels: string[]) => labels.find((l) => l.includes("Stalwart Poro"))!,
    },
    reinforce: {
      count: 5,
      start: (deck: string[]) => {
        const g = scenario({ p1: { hand: ["OGN-062"], deck, runes: [...runes("calm", 5), ...runes("chaos", 1)] }, p2: { deck: DECK } });
        return g.do(0, "Play Reinforce").pass(2);
      },
      decline: () => "Banish no unit",
    },
    "promising future": {
      count: 5,
      start: (deck: string[]) => {
        const g = scenario({ p1: { hand: ["OGN-115"], deck, runes: [...runes("mind", 6), ...runes("chaos", 1)] }, p2: { deck: DECK }, battlefields: HELD });
        return g.do(0, "Play Promising Future").pass(2);
      },
      decline: (labels: string[]) => labels.find((l) => l.includes("Stalwart Poro"))!,
    },
  } as const;

  /** Answers what the effect still asks, the first choice each time (the same in both games: only P1's first question named what P1 saw). */
  const finish = (g: ReturnType<typeof vision>) => {
    for (let i = 0; i < 10 && g.state.asking !== null && !["main", "priority", "focus"].includes(g.state.asking.offer); i++) g.do(g.state.asking.seat, g.decisions(g.state.asking.seat)[0]!.id);
    return g.settle();
  };

  /** P1's deck: Stalwart Poro on top, `at` (1 to 5) holding `card`, the rest fillers. */
  const deckWith = (card: string, at: number) => ["OGN-052", "OGN-029", "OGN-004", "OGN-096", "OGN-210", "OGN-219"].map((c, i) => (i === at ? card : c));

  it("two games differing only in whether he is among the cards seen give P2 and the public the same stream when P1 declines; P1's own stream differs", () => {
    for (const [look, l] of Object.entries(LOOKS)) {
      // Vision sees the top card only: there he replaces Stalwart Poro.
      const at = l.count === 1 ? 0 : 1;
      const game = (c: string) => {
        const g = l.start(deckWith(c, at));
        g.do(0, l.decline(g.choices(0)));
        return finish(g);
      };
      const [a, b] = [game("OGN-194"), game("OGN-009")];
      // Declined, he is not banished (Promising Future's errata banishes the card chosen, Stalwart Poro, and plays it from there).
      expect(names(a.player(0).banishment ?? []), look).not.toContain(NOCTURNE);
      for (const audience of [seatAudience(1), PUBLIC]) expect(redacted(a.stream(), audience), `${look}: ${JSON.stringify(audience)}`).toBe(redacted(b.stream(), audience));
      expect(redacted(a.stream(), seatAudience(0)), look).not.toBe(redacted(b.stream(), seatAudience(0)));
      expect(redacted(a.stream(), seatAudience(1)), look).not.toContain(NOCTURNE);
    }
  });

  it("property: wherever he lies among the cards seen and whatever lies there instead, P2 and the public receive the same events until he is banished, and the banish is the first one they can tell apart", () => {
    const fillers = ["OGN-009", "OGN-029", "OGN-004", "OGN-219", "OGN-122"];
    /** An audience's events of a scenario's stream (one entry from the starting board). */
    const seen = (stream: readonly StreamEntry[], audience: Parameters<typeof redactStream>[1]) => redactStream(stream, audience)[0]!.events.map((e) => JSON.stringify(e));
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(LOOKS) as (keyof typeof LOOKS)[])), fc.nat(4), fc.constantFrom(...fillers), fc.boolean(), (look, pos, filler, banish) => {
        const l = LOOKS[look];
        const at = l.count === 1 ? 0 : 1 + (pos % (l.count - 1));
        const without = l.start(deckWith(filler, at));
        const withHim = l.start(deckWith("OGN-194", at));
        // The question the look asks: asked in both games, before anything is chosen.
        expect(withHim.state.asking?.offer).toBe(without.state.asking?.offer);
        const [asked, askedWithout] = [withHim.stream(), without.stream()];
        finish(without.do(0, l.decline(without.choices(0))));
        if (banish) withHim.do(0, BANISH_SEEN).do(0, LEAVE_BANISHED);
        else withHim.do(0, l.decline(withHim.choices(0)));
        finish(withHim);
        for (const audience of [seatAudience(1), PUBLIC]) {
          expect(seen(asked, audience)).toEqual(seen(askedWithout, audience));
          const [x, y] = [seen(withHim.stream(), audience), seen(without.stream(), audience)];
          if (!banish) {
            expect(x).toEqual(y);
            continue;
          }
          // Banished, he is public (108.6.e): the first event that differs is his move to the Banishment, after the question.
          const first = x.findIndex((e, i) => e !== y[i]);
          expect(first).toBeGreaterThanOrEqual(seen(asked, audience).length);
          expect(JSON.parse(x[first]!)).toMatchObject({ type: "move", to: "p0.banishment", face: { name: NOCTURNE } });
        }
        // The kernel's checks on the whole stream: no audience can tell a hidden choice, follow an id to a hidden card, or read one's name.
        expect(hiddenInformationProblems(withHim.stream(), 2)).toEqual([]);
        withHim.leaveOpen();
        without.leaveOpen();
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
