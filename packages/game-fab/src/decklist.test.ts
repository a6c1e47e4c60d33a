import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cardById, cardsOf } from "@tablecast/cards";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isImplemented } from "./cards/registry";
import { checkDeckList, engineId, formatDeckList, parseDeckList, readDeckList, readList } from "./decklist";
import { KATSU_BLITZ, SAMPLE_DECKS } from "./decks";
import { cardId } from "./testing";

/** Exports as Fabrary and FaBDB write them (src/decklists/, real card names from the data set). */
const fixture = (name: string): string => readFileSync(join(import.meta.dirname, "decklists", name), "utf8");

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
    expect(!r.ok && r.error.message).toBe('line 3: "Savage Swingg (red)" is not a Flesh and Blood card — did you mean "Savage Swing (red)"?');
    const far = parseDeckList("Lightning Bolt");
    expect(!far.ok && far.error.message).toBe('line 1: "Lightning Bolt" is not a Flesh and Blood card');
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

describe("deck lists as Fabrary and FaBDB export them, over every set", () => {
  it("Fabrary, Classic Constructed, a hero outside the first block (Fai, Rising Rebellion): sections, sideboard, footer", () => {
    const text = fixture("fabrary-fai-cc.txt");
    const read = readList(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.name).toBe("Fai Rising Rebellion CC");
    expect(read.value.declaredFormat).toEqual({ text: "Classic Constructed", line: 3 });
    expect(read.value.main.length).toBe(1 + 6 + 63);
    expect(read.value.sideboard.map((e) => e.card.name)).toEqual([
      ...Array(2).fill("Sigil of Protection (yellow)"),
      ...Array(3).fill("Healing Balm (red)"),
      "Quelling Sleeves",
      "Quelling Slippers",
    ]);
    // Legal Classic Constructed (TR 7.2): adult hero, 63 deck-cards, 76 cards besides the hero, 3 copies at most.
    const open = checkDeckList(text, "cc", { enforced: false });
    expect(open.ok).toBe(true);
    if (!open.ok) return;
    expect([open.value.pool.hero.name, open.value.pool.life, open.value.pool.intellect, open.value.pool.deck.length]).toEqual(["Fai, Rising Rebellion", 40, 4, 63]);
    // Two chests listed: the first starts equipped (CR 4.1.4a), the other stays in the inventory (CR 4.1.6).
    expect(open.value.loadout.map((c) => c.name)).toEqual(["Crown of Providence", "Flamescale Furnace", "Heat Wave", "Searing Emberblade", "Tide Flippers"]);
    expect(open.value.inventory.map((c) => c.name)).toEqual(["Quelling Robe"]);
    // The enforced game names the first card it cannot play yet: a real card, not an unknown one.
    const enforced = checkDeckList(text, "cc");
    expect(enforced).toMatchObject({ ok: false, error: { code: "decklist/unimplemented-card" } });
    expect(!enforced.ok && enforced.error.message).toBe("line 2: Fai, Rising Rebellion (UPR044) is not yet playable with enforced rules; tabletop mode plays every card");
    // The list says Classic Constructed: a Blitz match refuses it by its format line.
    expect(checkDeckList(text, "blitz", { enforced: false })).toMatchObject({ ok: false, error: { code: "decklist/format", message: "line 3: the list is a Classic Constructed deck; this match plays Blitz" } });
  });

  it("FaBDB, the Rhinar Hero Deck's printings (set RNR): the Class, Hero, Weapons and Equipment lines and (n) counts", () => {
    const read = readList(fixture("fabdb-rhinar-hero-deck.txt"));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.name).toBe("Rhinar Hero Deck");
    const rnr = new Set(read.value.main.map((e) => e.card.name));
    // Every card of the list is printed in RNR, and every deck's card the data prints in RNR is in the list (the Quicken token and the adult hero aside).
    for (const e of read.value.main) expect(e.card.printings.some((p) => p.set === "RNR"), e.card.name).toBe(true);
    const printed = cardsOf("fab").filter((c) => c.printings.some((p) => p.set === "RNR") && !c.types.includes("Token") && c.name !== "Rhinar, Reckless Rampage");
    expect(new Set(printed.map((c) => c.name))).toEqual(rnr);
    expect(read.value.main.length).toBe(1 + 5 + 23);
  });

  it("Fabrary, the Dorinthea Hero Deck's printings (set TEA)", () => {
    const read = readList(fixture("fabrary-dorinthea-hero-deck.txt"));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const printed = cardsOf("fab").filter((c) => c.printings.some((p) => p.set === "TEA") && !c.types.includes("Token") && c.name !== "Dorinthea Ironsong");
    expect(new Set(read.value.main.map((e) => e.card.name))).toEqual(new Set(printed.map((c) => c.name)));
    expect(read.value.declaredFormat?.text).toBe("Blitz");
  });

  it("each Hero Deck holds cards from outside Welcome to Rathe; the enforced game names the first it cannot play, and a card it plays is never named", () => {
    for (const file of ["fabdb-rhinar-hero-deck.txt", "fabrary-dorinthea-hero-deck.txt"]) {
      const read = readList(fixture(file));
      if (!read.ok) throw new Error(read.error.message);
      const outside = read.value.main.filter((e) => !isImplemented(engineId(e.card)));
      const r = checkDeckList(fixture(file), "open");
      if (outside.length === 0) expect(r.ok, file).toBe(true);
      else expect(!r.ok && r.error.message, file).toBe(`line ${outside[0]!.line}: ${outside[0]!.card.name} (${outside[0]!.card.id}) is not yet playable with enforced rules; tabletop mode plays every card`);
      // As sold the Hero Deck holds each printing once: not the 40 deck-cards a Blitz deck needs.
      expect(checkDeckList(fixture(file), "blitz", { enforced: false })).toMatchObject({ ok: false, error: { code: "setup/deck-size", rule: "fab:tr:7.3" } });
    }
  });

  it("FaBDB's newer export ('Deck (Hero)' names the hero, [2] counts, capitalised colours) reads to the Katsu preset and plays", () => {
    const r = readDeckList(fixture("fabdb-katsu-blitz.txt"));
    expect(r.ok, r.ok ? "" : r.error.message).toBe(true);
    if (r.ok) expect(sorted(r.value)).toEqual(sorted(KATSU_BLITZ));
  });

  it("sections in any order: the card's kind decides, not the heading; the sideboard stays out of the match", () => {
    const katsu = formatDeckList(KATSU_BLITZ).split("\n");
    const shuffled = [...katsu.slice(3).reverse(), "Sideboard", "2x Pounding Gale (red)", "Deck cards", ...katsu.slice(0, 3)].join("\n");
    const r = checkDeckList(shuffled, "open");
    expect(r.ok, r.ok ? "" : r.error.message).toBe(true);
    if (r.ok) {
      expect(sorted(r.value.ids)).toEqual(sorted(KATSU_BLITZ));
      expect(r.value.list.sideboard.map((e) => e.card.name)).toEqual(["Pounding Gale (red)", "Pounding Gale (red)"]);
    }
  });

  it("names from every set are recognised: a typo of a later card gets its 'did you mean', a real card unimplemented is named as such", () => {
    const typo = parseDeckList("Hero: Fai, Rising Rebellion\n3x Brand with Cindercalw (red)");
    expect(typo).toMatchObject({ ok: false, error: { code: "decklist/unknown-card", message: 'line 2: "Brand with Cindercalw (red)" is not a Flesh and Blood card — did you mean "Brand with Cinderclaw (red)"?' } });
    const rhinar = formatDeckList(SAMPLE_DECKS["rhinar-blitz"]!).replace("2x Pack Hunt (blue)", "2x Stony Woottonhog (red)");
    const real = readDeckList(rhinar);
    expect(real).toMatchObject({ ok: false, error: { code: "decklist/unimplemented-card" } });
    expect(!real.ok && real.error.message).toMatch(/^line \d+: Stony Woottonhog \(red\) \(MON\d{3}\) is not yet playable with enforced rules/);
    expect(readDeckList(rhinar, "blitz", { enforced: false }).ok).toBe(true);
    // A card id as printed in any set.
    expect(parseDeckList("UPR044")).toEqual({ ok: true, value: ["UPR044"] });
  });

  it("tournament play applies the format's lists: Rhinar retired from Blitz (CR 9.4)", () => {
    const rhinar = formatDeckList(SAMPLE_DECKS["rhinar-blitz"]!);
    expect(readDeckList(rhinar).ok).toBe(true);
    expect(readDeckList(rhinar, "blitz", { tournament: true })).toMatchObject({ ok: false, error: { code: "setup/not-legal", rule: "fab:9.4.2" } });
    expect(readDeckList(formatDeckList(SAMPLE_DECKS["dorinthea-blitz"]!), "blitz", { tournament: true }).ok).toBe(true);
  });

  it("every card of the data set written as players write it reads back to itself", () => {
    for (const c of cardsOf("fab")) {
      const r = readList(`1x ${c.name}`);
      expect(r.ok && r.value.main[0]!.card, c.name).toBe(c);
    }
    expect(cardById("fab", "WTR100")!.id).toBe("IRA008");
    expect(engineId(cardById("fab", "WTR100")!)).toBe("WTR100");
  });
});

