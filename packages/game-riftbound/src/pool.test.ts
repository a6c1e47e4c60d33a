import type { TableEvent } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { scenario } from "./testing";

/** The values a player counter took in the table events (165: the pool is public). */
const counters = (events: readonly TableEvent[], seat: number, counter: string): number[] =>
  events.flatMap((e) => (e.type === "counter" && e.seat === seat && e.counter === counter ? [e.value] : []));

describe("the Rune Pool: adding and spending Energy and Power (159–167, 357, 429)", () => {
  it("rule 163.2.a, 165.1: exhausting a rune adds 1 Energy to its controller's Rune Pool; the pool pays first (165.2)", () => {
    const g = scenario({ p1: { hand: ["Ash Brute"], runes: ["fury", "fury", "fury"] }, p2: { hand: [] } });
    g.do(0, "Exhaust Test — Fury Rune: add 1 Energy");
    expect(g.player(0).pool).toEqual({ energy: 1, power: {} });
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, false, false]);
    // Ash Brute costs 2: the pool's Energy and one more rune, added during payment (357.1.a).
    g.do(0, "Play Test — Ash Brute to base");
    expect(g.player(0).pool).toEqual({ energy: 0, power: {} });
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, true, false]);
    expect(counters(g.events, 0, "energy")).toEqual([1, 2, 0]);
  });

  it("rule 163.2.b, 416, 160.2.b: recycling a rune adds 1 Power of its domain and puts the rune at the bottom of the Rune Deck", () => {
    const g = scenario({ p1: { hand: [], runes: ["fury"], exhaustedRunes: ["fury"], runeDeck: ["fury"] }, p2: { hand: [] } });
    // An exhausted rune is recycled first, so the ready one stays ready.
    g.do(0, "Recycle Test — Fury Rune (exhausted): add 1 fury Power");
    expect(g.player(0).pool).toEqual({ energy: 0, power: { fury: 1 } });
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([false]);
    expect(g.player(0).runeDeck.map((r) => r.card)).toEqual(["t-rune-fury", "t-rune-fury"]);
    expect(counters(g.events, 0, "power")).toEqual([1]);
    expect(counters(g.events, 0, "power:fury")).toEqual([1]);
  });

  it("rule 162.1, 162.2: Power never pays Energy, and Power of one domain pays only that domain", () => {
    const g = scenario({ p1: { hand: ["Ash Brute", "Smoke Raider"], runes: ["fury", "fury", "fury"], pool: { power: { fury: 2 } } }, p2: { hand: [] } });
    // Ash Brute costs 2 Energy: three ready runes pay it, the fury Power stays in the pool.
    g.do(0, "Play Test — Ash Brute to base");
    expect(g.player(0).pool).toEqual({ energy: 0, power: { fury: 2 } });
    // Smoke Raider needs 4 Energy: one ready rune left, Power cannot make up the rest.
    expect(g.choices(0).some((l) => l.includes("Smoke Raider"))).toBe(false);
    const calm = scenario({ p1: { hand: ["Smoke Raider"], runes: ["calm", "calm", "calm", "calm"], pool: { power: { calm: 1 } } }, p2: { hand: [] } });
    // 4 Energy from calm runes, but its fury Power cannot be paid with calm Power.
    expect(calm.choices(0).some((l) => l.includes("Smoke Raider"))).toBe(false);
  });

  it("rule 357, 131: Power already in the pool pays a card's Power cost, so no rune is recycled", () => {
    const g = scenario({ p1: { hand: ["Smoke Raider"], runes: ["fury", "fury", "fury", "fury"], runeDeck: [] }, p2: { hand: [] } });
    g.do(0, "Recycle Test — Fury Rune: add 1 fury Power");
    expect(g.player(0).runes).toHaveLength(3);
    // 4 Energy: three runes left — not enough; the recycled rune's Power does not pay Energy.
    expect(g.choices(0).some((l) => l.includes("Smoke Raider"))).toBe(false);
    const h = scenario({ p1: { hand: ["Smoke Raider"], runes: ["fury", "fury", "fury", "fury"], pool: { power: { fury: 1 } } }, p2: { hand: [] } });
    h.do(0, "Play Test — Smoke Raider to base");
    expect(h.player(0).runes).toHaveLength(4);
    expect(h.player(0).runes.every((r) => r.exhausted)).toBe(true);
    expect(h.player(0).pool).toEqual({ energy: 0, power: {} });
  });

  it("rule 166: every player's Rune Pool empties at the end of a turn; unspent Energy and Power are lost (166.1)", () => {
    const g = scenario({ p1: { hand: [], runes: ["fury", "fury"] }, p2: { hand: [], deck: ["Reef Guard"], pool: { energy: 1 } } });
    g.do(0, "Exhaust Test — Fury Rune: add 1 Energy").do(0, "Recycle Test — Fury Rune (exhausted): add 1 fury Power");
    expect(g.player(0).pool).toEqual({ energy: 1, power: { fury: 1 } });
    g.do(0, "End turn");
    expect(g.player(0).pool).toEqual({ energy: 0, power: {} });
    expect(g.player(1).pool).toEqual({ energy: 0, power: {} });
    expect(g.domainEvents.some((e) => e.type === "log" && e.rule === "riftbound:166" && e.text === "P1's Rune Pool empties")).toBe(true);
    expect(counters(g.events, 0, "energy").at(-1)).toBe(0);
    expect(counters(g.events, 0, "power:fury").at(-1)).toBe(0);
  });

  it("rule 429.3, 813: the runes' Add abilities are Reactions — usable with priority on the opponent's chain, and their Energy pays a Reaction", () => {
    const g = scenario({
      p1: { hand: ["Firebolt"], units: [{ name: "Ash Brute", at: 0 }], runes: ["fury"] },
      p2: { hand: ["Undertow"], units: [{ name: "Reef Guard", at: 0 }], runes: ["calm", "calm"] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    g.do(0, g.labels(0).find((l) => l.startsWith("Play Test — Firebolt on Test — Reef Guard"))!).pass();
    expect(g.labels(1)).toContain("Exhaust Test — Calm Rune: add 1 Energy");
    g.do(1, "Exhaust Test — Calm Rune: add 1 Energy");
    // Adding does not pass priority (429.2.a): P2 still decides, and plays Undertow with the pool's Energy and one rune.
    expect(g.awaiting()).toEqual([1]);
    g.do(1, g.labels(1).find((l) => l.startsWith("Play Test — Undertow"))!);
    expect(g.player(1).runes.every((r) => r.exhausted)).toBe(true);
    expect(g.player(1).pool).toEqual({ energy: 0, power: {} });
  });

  it("rule 460.2.c, 118: while assigning combat damage or mulliganing a player has a choice to make, not priority — no Add abilities", () => {
    const g = scenario({
      p1: { hand: [], units: ["Magma Giant"], runes: ["fury"] },
      p2: { hand: [], units: [{ name: "Ash Brute", at: 0 }, { name: "Coal Hound", at: 0 }], runes: ["calm"] },
      battlefields: [{ name: "Windy Ridge", controller: 1 }, { name: "Quiet Grove" }],
    });
    expect(g.labels(0)).toContain("Exhaust Test — Fury Rune: add 1 Energy");
    g.do(0, "Move Test — Magma Giant (4 Might, base) to Test — Windy Ridge").pass(2);
    expect(g.pending?.kind).toBe("assign");
    expect(g.labels(0).every((l) => l.startsWith("Assign damage"))).toBe(true);
    g.leaveOpen();
  });
});
