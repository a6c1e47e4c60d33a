import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTsv } from "@tablecast/cards/tsv";
import { BEHAVIOURS } from "../cards";
import type { CardData } from "../card-data";
import { ARC_CARDS } from "./arc";
import { WTR_CARDS } from "./wtr";

const dataDir = join(import.meta.dirname, "../../sources");

describe.each([
  { set: "WTR", title: "Welcome to Rathe", data: WTR_CARDS },
  { set: "ARC", title: "Arcane Rising", data: ARC_CARDS },
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
      expect(card!.power).toBe(row["Power"] === "" ? null : Number(row["Power"]));
      expect(card!.defense).toBe(row["Defense"] === "" ? null : Number(row["Defense"]));
      expect(card!.pitch).toBe(row["Pitch"] === "" ? null : Number(row["Pitch"]));
    }
  });
});

describe("card behaviour", () => {
  it("binds behaviour only to cards that exist in the data", () => {
    for (const id of BEHAVIOURS.keys()) expect([...WTR_CARDS, ...ARC_CARDS].some((c) => c.id === id)).toBe(true);
  });
});
