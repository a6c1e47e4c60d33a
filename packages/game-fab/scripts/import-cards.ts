/**
 * Writes src/data/wtr.json, arc.json and cru.json from the vendored card tables (sources/, see SOURCES.md): the stats and
 * text of every card printed in Welcome to Rathe (set id WTR), Arcane Rising (ARC) and Crucible of War (CRU), one card a line. Card stats are
 * data; behaviour lives in src/cards/. src/data/wtr.ts, arc.ts and cru.ts give each table its type (CardData).
 *
 *   pnpm exec tsx scripts/import-cards.ts [folder with card.csv and card-printing.csv]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseTsv } from "@tablecast/cards/tsv";

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.argv[2] ?? join(here, "../sources");
const allPrintings = parseTsv(readFileSync(join(dataDir, "card-printing.csv"), "utf8"));
const cards = parseTsv(readFileSync(join(dataDir, "card.csv"), "utf8"));

const num = (s: string | undefined): number | null => (s === undefined || s.trim() === "" || Number.isNaN(Number(s)) ? null : Number(s));
const list = (s: string | undefined): string[] =>
  (s ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");

/** The cards printed in one set, each under its id in that set. */
function importSet(set: string, file: string, title: string): void {
  const printings = allPrintings.filter((p) => p["Set ID"] === set);
  const byCard = new Map<string, string[]>();
  for (const p of printings) {
    const ids = byCard.get(p["Card Unique ID"]!) ?? [];
    if (!ids.includes(p["Card ID"]!)) ids.push(p["Card ID"]!);
    byCard.set(p["Card Unique ID"]!, ids);
}

const rows = cards
  .filter((c) => byCard.has(c["Unique ID"]!))
  .map((c) => {
    const ids = byCard.get(c["Unique ID"]!)!.sort();
    return {
      id: ids[0]!,
      name: c["Name"]!,
      color: c["Color"] || null,
      pitch: num(c["Pitch"]),
      cost: num(c["Cost"]),
      power: num(c["Power"]),
      defense: num(c["Defense"]),
      life: num(c["Health"]),
      intellect: num(c["Intelligence"]),
      types: list(c["Types"]),
      keywords: list(c["Card Keywords"]),
      text: c["Functional Text"]!.trim(),
      printings: ids,
    };
  })
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const out = join(here, `../src/data/${file}`);
writeFileSync(out, `[\n${rows.map((r) => `  ${JSON.stringify(r)}`).join(",\n")}\n]\n`);
console.log(`wrote ${rows.length} ${title} cards to ${out}`);
}

importSet("WTR", "wtr.json", "Welcome to Rathe");
importSet("ARC", "arc.json", "Arcane Rising");
importSet("CRU", "cru.json", "Crucible of War");
