import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTsv } from "@tablecast/cards/tsv";
import { BEHAVIOURS } from "../cards";
import type { CardData } from "../card-data";
import { ARC_CARDS } from "./arc";
import { CRU_CARDS } from "./cru";
import { WTR_CARDS } from "./wtr";

/** A printed stat as the importer reads it: none when blank or not a number (Plasma Barrel Shot's power is X). */
const stat = (s: string | undefined): number | null => (s === undefined || s === "" || Number.isNaN(Number(s)) ? null : Number(s));
const dataDir = join(import.meta.dirname, "../../sources");

describe.each([
  { set: "WTR", title: "Welcome to Rathe", data: WTR_CARDS },
  { set: "ARC", title: "Arcane Rising", data: ARC_CARDS },
  { set: "CRU", title: "Crucible of War", data: CRU_CARDS },
] as { set: string; title: string; data: readonly CardData[] }[])("$title card data", ({ set, data }) => {
  it("matches the vendored card tables (regenerate with scripts/import-cards.ts)", () => {
    const printings = parseTsv(readFileSync(join(dataDir, "card-printing.csv"), "utf8")).filter((p) => p["Set ID"] === set);
    const cards = parseTsv(readFileSync(join(dataDir, "card.csv"), "utf8"));
    const ids = new Set(printings.map((p) => p["Card Unique ID"]));
    const inSet = cards.filter((c) => ids.has(c["Unique ID"]!));
    expect(data).toHaveLength(inSet.length);
    for (const row of inSet) {
      const card = data.find((c) => c.name === row["Name"] && (c.color ?? "") === row["Color"]);
      expect(card, row["Name"]).toBeDefined();
      expect(card!.id.startsWith(set), card!.id).toBe(true);
      expect(card!.power).toBe(stat(row["Power"]));
      expect(card!.defense).toBe(stat(row["Defense"]));
      expect(card!.pitch).toBe(stat(row["Pitch"]));
    }
  });
});

describe("card behaviour", () => {
  it("binds behaviour only to cards that exist in the data", () => {
    for (const id of BEHAVIOURS.keys()) expect([...WTR_CARDS, ...ARC_CARDS, ...CRU_CARDS].some((c) => c.id === id)).toBe(true);
  });
});
