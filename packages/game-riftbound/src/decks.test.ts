import { describe, expect, it } from "vitest";
import { SAMPLE_DECKS, deckProblems } from "./decks";

describe("deck construction (riftbound:103)", () => {
  it("every sample deck is legal: 40+ main, ≤3 copies, 12 runes, champion included; four of real cards", () => {
    for (const deck of Object.values(SAMPLE_DECKS)) expect(deckProblems(deck)).toEqual([]);
    expect(Object.keys(SAMPLE_DECKS)).toEqual(["ember", "tide", "garen", "master-yi", "darius", "viktor", "teemo"]);
  });
  it("reports a short main deck, a fourth copy and a wrong rune count", () => {
    const d = SAMPLE_DECKS.ember!;
    const bad = { ...d, main: [...d.main.slice(0, 30), "t-fury-01"], runes: d.runes.slice(1) };
    const p = deckProblems(bad);
    expect(p.some((x) => x.startsWith("riftbound:103.2 "))).toBe(true);
    expect(p.some((x) => x.startsWith("riftbound:103.2.b"))).toBe(true);
    expect(p.some((x) => x.startsWith("riftbound:103.3"))).toBe(true);
  });
});
