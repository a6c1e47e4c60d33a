import { describe, expect, it } from "vitest";
import { deckCode, formatDeckText, readDeckCode, readDeckText } from "./decklist";
import { riftbound } from "./game";
import { deckProblems } from "./rules/deck";

/** The example deck code of the codec's README: a Kai'Sa deck (Fury, Mind) with a sideboard, no Chosen Champion named. */
const KAISA_CODE = "CIAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHE";

/** A Master Yi list as deck builders export it. */
const YI_TEXT = `Legend:
1 Master Yi, Wuju Bladesman

Champion:
1 Master Yi, Honed

MainDeck:
2 Master Yi - Honed
3 Stalwart Poro
3x Sunlit Guardian
3 Wielder of Water
3 Playful Phantom
3 Zephyr Sage
3 Tasty Faefolk
3 Stormclaw Ursine
2 Mountain Drake
3 Rune Prison
3 Discipline
3 Primal Strength
3 Mobilize
2 OGN-138

Battlefields:
1 Grove of the God-Willow
1 Altar to Unity
1 Trifarian War Camp (OGN-294)

Runes:
6 Calm Rune
6 Body Rune

Sideboard:
3 Defy
`;

/** The rules' check alone (not whether the engine plays each card yet). */
const legal = (refs: readonly string[]) => deckProblems(refs);

describe("deck codes (@piltoverarchive/riftbound-deck-codes)", () => {
  it("a code decodes to collector codes and counts; the legend, battlefields and champion come from the card data (103.2.a.2)", () => {
    const r = readDeckCode(KAISA_CODE);
    // Read and legal by the rules, and every card of it played by the engine (its Icathian Rain the last).
    const flat = readDeckCode(KAISA_CODE, { playable: false });
    expect(r).toEqual(flat);
    expect(flat.ok && flat.value.slice(0, 4)).toEqual(["OGN-247", "OGN-280", "OGN-288", "OGN-292"]);
    expect(flat.ok && flat.value.filter((r) => r === "OGN-039")).toHaveLength(2); // Kai'Sa - Survivor, the champion by its Kai'Sa tag
    expect(flat.ok && flat.value.length).toBe(1 + 3 + 40 + 12);
  });

  it("a deck written as a code and read back is the same deck, with its Chosen Champion", () => {
    const refs = readDeckTextRefs(YI_TEXT);
    const code = deckCode(refs, "OGS-009");
    expect(code.ok).toBe(true);
    if (!code.ok) return;
    const back = readDeckCode(code.value, { playable: false });
    expect(back.ok && [...back.value].sort()).toEqual([...refs].sort());
  });

  it("a bad code is an error, not an exception", () => {
    expect(readDeckCode("NOTACODE")).toMatchObject({ ok: false, error: { code: "deckcode/bad-code" } });
    expect(deckCode(["t-legend-ember"])).toMatchObject({ ok: false, error: { code: "deckcode/not-real" } });
  });
});

/** The refs of a text list, whether or not the engine plays every card yet. */
function readDeckTextRefs(text: string): string[] {
  const r = readDeckText(text, { playable: false });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("text deck lists (sections Legend, Champion, MainDeck, Battlefields, Runes, Sideboard)", () => {
  it("reads names with ' - ' or ', ', counts '3' or '3x', collector codes alone or after the name, and skips the sideboard", () => {
    const refs = readDeckTextRefs(YI_TEXT);
    expect(refs.filter((r) => r === "OGS-009")).toHaveLength(3);
    expect(refs[0]).toBe("OGS-019");
    expect(refs.slice(1, 4)).toEqual(["OGN-280", "OGN-275", "OGN-294"]);
    expect(refs[4]).toBe("OGS-009"); // the Chosen Champion first in the Main Deck
    expect(refs).not.toContain("OGN-045");
    expect(legal(refs)).toEqual([]);
  });

  it("names the line of an unknown card with a suggestion", () => {
    expect(readDeckText(YI_TEXT.replace("3 Stalwart Poro", "3 Stalwart Poor"), { playable: false })).toMatchObject({
      ok: false,
      error: { code: "decklist/unknown-card", message: 'line 9: "Stalwart Poor" is not a Riftbound card — did you mean "Stalwart Poro"?' },
    });
    expect(readDeckText(YI_TEXT.replace("2 OGN-138", "2 OGN-999"), { playable: false })).toMatchObject({ ok: false, error: { message: "line 21: OGN-999 is not a known Riftbound collector code" } });
  });

  it("names the line and the rule of a deck problem: copies (103.2.b), identity (103.1.b.3), battlefields (103.4.c), champion (103.2.a.2)", () => {
    expect(readDeckText(YI_TEXT.replace("3 Stalwart Poro", "4 Stalwart Poro"), { playable: false })).toMatchObject({ ok: false, error: { code: "decklist/copies", rule: "riftbound:103.2.b", message: "line 9: 4 copies of OGN-052 Stalwart Poro, more than 3" } });
    expect(readDeckText(YI_TEXT.replace("2 Master Yi - Honed", "3 Master Yi - Honed"), { playable: false })).toMatchObject({ ok: false, error: { code: "decklist/copies", message: "lines 5 and 8: 4 copies of OGS-009 Master Yi - Honed, more than 3" } });
    expect(readDeckText(YI_TEXT.replace("2 OGN-138", "2 Hextech Ray"), { playable: false })).toMatchObject({ ok: false, error: { code: "decklist/domain", rule: "riftbound:103.1.b.3", message: expect.stringMatching(/^line 21: OGN-009 Hextech Ray \(fury\) is outside Master Yi - Wuju Bladesman's domain identity/) } });
    expect(readDeckText(YI_TEXT.replace("1 Altar to Unity", "1 Grove of the God-Willow"), { playable: false })).toMatchObject({ ok: false, error: { rule: "riftbound:103.4.c", message: "lines 24 and 25: two battlefields named Grove of the God-Willow" } });
    expect(readDeckText(YI_TEXT.replace("1 Master Yi, Honed", "1 Lee Sin - Centered"), { playable: false })).toMatchObject({ ok: false, error: { code: "decklist/champion", rule: "riftbound:103.2.a.2", message: expect.stringMatching(/^line 5: OGN-151 Lee Sin - Centered has no tag of Master Yi/) } });
    expect(readDeckText(YI_TEXT.replace("6 Calm Rune", "5 Calm Rune"), { playable: false })).toMatchObject({ ok: false, error: { code: "decklist/runes", rule: "riftbound:103.3" } });
  });

  it("a card under the wrong heading is named with its line", () => {
    expect(readDeckText(YI_TEXT.replace("1 Altar to Unity", "1 Stalwart Poro"), { playable: false })).toMatchObject({ ok: false, error: { code: "decklist/section", message: "line 25: OGN-052 Stalwart Poro is a unit, not in place under Battlefields" } });
  });

  it("formatDeckText writes what readDeckText reads; the Game reads codes and text lists", () => {
    const refs = readDeckTextRefs(YI_TEXT);
    const text = formatDeckText(refs);
    expect(text).toContain("Champion:\n1 Master Yi - Honed");
    expect(readDeckTextRefs(text).sort()).toEqual([...refs].sort());
    expect(riftbound.readDeckList!("nothing here")).toMatchObject({ ok: false, error: { code: "decklist/unknown-card" } });
    expect(riftbound.readDeckList!(KAISA_CODE)).toMatchObject({ ok: true });
    // A card the engine does not play yet is refused by name, with the rule it needs.
    expect(riftbound.readDeckList!(YI_TEXT.replace("3 Mobilize", "3 Desert's Call"))).toMatchObject({ ok: false, error: { message: expect.stringContaining("SFD-031 Desert's Call is not yet playable with enforced rules (needs Repeat (820))") } });
  });
});

describe("the real presets as players share them", () => {
  it("Garen, Master Yi, Darius and Viktor read back from a deck code and from a text list, and a match starts with them", () => {
    for (const name of ["garen", "master-yi", "darius", "viktor"]) {
      const refs = riftbound.sampleDecks![name]!;
      const code = deckCode(refs);
      expect(code.ok, name).toBe(true);
      if (!code.ok) continue;
      const fromCode = riftbound.readDeckList!(code.value);
      const fromText = riftbound.readDeckList!(formatDeckText(refs));
      expect(fromCode.ok && [...fromCode.value].sort()).toEqual([...refs].sort());
      expect(fromText.ok && [...fromText.value].sort()).toEqual([...refs].sort());
      if (fromCode.ok && fromText.ok) expect(riftbound.setup({ seats: [{ name: "A", deck: fromCode.value }, { name: "B", deck: fromText.value }] }, "presets").ok).toBe(true);
    }
  });
});
