import { describe, expect, it } from "vitest";
import { card, cardDef, realCards } from "./cards";
import { riftbound } from "./game";
import { SAMPLE_DECK_LISTS } from "./decks";
import { deckProblems } from "./rules/deck";

describe("real cards as data (@tablecast/cards)", () => {
  it("a real card is found by riftbound id or collector code; every printing of a name is one rules card", () => {
    const jinx = card("OGN-251")!;
    expect(jinx).toMatchObject({ id: "ogn-251-298", name: "Jinx - Loose Cannon", type: "legend", domains: ["fury", "chaos"], tags: ["Jinx"], set: "OGN", code: "OGN-251", original: false });
    expect(card("ogn-251-298")).toBe(jinx);
    expect(card("OGN-301")).toBe(jinx);
    expect(card("OGN-301*")).toBe(jinx);
    expect(cardDef("OGN-001")).toMatchObject({ name: "Blazing Scorcher", type: "unit", domain: "fury", cost: 5, might: 5, keywords: { accelerate: true } });
    expect(card("OGN-999")).toBeUndefined();
  });

  it("all 1,304 real card ids are in the table", () => {
    const all = realCards();
    expect(all).toHaveLength(1304);
    expect(all.every((r) => r.def !== undefined)).toBe(true);
  });

  it("cardCoverage reports every set, OGN and OGS first, then the test cards; the totals are the data's", () => {
    const sets = riftbound.cardCoverage!();
    expect(sets.map((s) => s.set)).toEqual(["OGN", "OGS", "SFD", "UNL", "VEN", "OPP", "PR", "JDG", "TST"]);
    expect(sets.slice(0, -1).reduce((n, s) => n + s.cards.length, 0)).toBe(1304);
    expect(sets.find((s) => s.set === "OGN")!.cards).toHaveLength(352);
    const missing = sets.flatMap((s) => s.cards).filter((c) => !c.implemented);
    expect(missing.every((c) => c.reason !== undefined && c.reason.length > 0)).toBe(true);
    const reversal = sets.find((s) => s.set === "OGN")!.cards.find((c) => c.id === "OGN-080")!;
    expect(reversal).toMatchObject({ name: "Mystic Reversal", implemented: true });
    const call = sets.find((s) => s.set === "SFD")!.cards.find((c) => c.id === "SFD-031")!;
    expect(call).toEqual({ id: "SFD-031", name: "Desert's Call", implemented: false, reason: "needs Repeat (820)" });
  });

  it("a real card without behaviour is named with the reason, never as unknown", () => {
    const deck = SAMPLE_DECK_LISTS["ember"]!.map((id) => (id === "t-legend-ember" ? "SFD-181" : id));
    expect(deckProblems(deck, { playable: true })).toContainEqual(
      expect.objectContaining({ code: "setup/not-playable", ref: "SFD-181", message: expect.stringContaining("SFD-181 Rumble - Mechanized Menace is not yet playable with enforced rules (legend ability not written yet)") }),
    );
  });
});
