import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDeckList, parseDeckList, readDeckList } from "./decklist";
import { SAMPLE_DECKS } from "./decks";
import { cardId } from "./testing";

const sorted = (ids: readonly string[]) => [...ids].sort();

describe("plain-text deck lists", () => {
  it("every preset written as text reads back to the same cards and passes the Blitz checks", () => {
    for (const [name, ids] of Object.entries(SAMPLE_DECKS)) {
      const text = formatDeckList(ids);
      const read = readDeckList(text);
      expect(read.ok, `${name}: ${read.ok ? "" : read.error.message}`).toBe(true);
      if (read.ok) expect(sorted(read.value), name).toEqual(sorted(ids));
    }
  });

  it("reads the forms players paste: counts as 2x, 2 or (2), headings, comments, colour letters, any case", () => {
    const text = [
      "# Rhinar, first try",
      "Hero: Rhinar",
      "Weapons: Romping Club",
      "Equipment: Ironrot Helm, Ironrot Plate",
      "",
      "Deck (4)",
      "2x Savage Swing (red)",
      "1 savage swing (Yellow)  // the yellow one",
      "(1) Wrecker Romp [B]",
      "Sideboard:",
      "2x Pack Hunt (red)",
    ].join("\n");
    const read = parseDeckList(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toEqual(
      ["Rhinar", "Romping Club", "Ironrot Helm", "Ironrot Plate", "Savage Swing (red)", "Savage Swing (red)", "Savage Swing (yellow)", "Wrecker Romp (blue)"].map(cardId),
    );
  });

  it("a card that comes in one colour needs none; one in three colours must say which", () => {
    const one = parseDeckList("Energy Potion");
    expect(one.ok && one.value).toEqual([cardId("Energy Potion (blue)")]);
    const three = parseDeckList("Hero: Rhinar\n2x Savage Swing");
    expect(three).toMatchObject({ ok: false, error: { code: "decklist/colour" } });
    expect(!three.ok && three.error.message).toMatch(/^line 2: "Savage Swing" comes in red, yellow, blue/);
  });

  it("an unknown card is a typed error naming its line, with the card a typo probably meant", () => {
    const r = parseDeckList("Hero: Rhinar\n\n2x Savage Swingg (red)");
    expect(r).toMatchObject({ ok: false, error: { code: "decklist/unknown-card" } });
    expect(!r.ok && r.error.message).toBe('line 3: "Savage Swingg (red)" is not a Welcome to Rathe card — did you mean "Savage Swing (red)"?');
    const far = parseDeckList("Lightning Bolt");
    expect(!far.ok && far.error.message).toBe('line 1: "Lightning Bolt" is not a Welcome to Rathe card');
  });

  it("counts out of range and empty lists are refused", () => {
    expect(parseDeckList("0x Savage Swing (red)")).toMatchObject({ ok: false, error: { code: "decklist/count" } });
    expect(parseDeckList("100x Savage Swing (red)")).toMatchObject({ ok: false, error: { code: "decklist/count" } });
    expect(parseDeckList("# nothing\n\n")).toMatchObject({ ok: false, error: { code: "decklist/empty" } });
  });

  it("the format's rules apply: wrong counts, illegal cards for the hero, a missing hero (CR 1.1)", () => {
    const rhinar = formatDeckList(SAMPLE_DECKS["rhinar-blitz"]!);
    expect(readDeckList(`${rhinar}\n1x Sharpen Steel (red)`)).toMatchObject({ ok: false, error: { code: "setup/illegal-card", rule: "fab:1.1.3" } });
    expect(readDeckList(`${rhinar}\n1x Sigil of Solace (red)`)).toMatchObject({ ok: false, error: { code: "setup/deck-size" } });
    const noHero = readDeckList(rhinar.replace("Hero: Rhinar\n", ""));
    expect(noHero).toMatchObject({ ok: false, error: { code: "setup/hero", rule: "fab:1.1.1" } });
    expect(!noHero.ok && noHero.error.message).toBe("the deck must name exactly one hero, not 0");
    expect(readDeckList(rhinar.replace("Hero: Rhinar", "Hero: Rhinar, Reckless Rampage"), "open").ok).toBe(true);
  });

  it("property: any text is read to cards or a typed error, never an exception", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const r = readDeckList(text);
        if (!r.ok) expect(r.error.code).toMatch(/^(decklist|setup)\//);
      }),
      { numRuns: 300 },
    );
  });
});
