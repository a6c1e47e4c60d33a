/**
 * Writes the generated card tables in src/data/ from the vendored sources (see README.md):
 *
 *   FaB        ../game-fab/sources/*.csv (vendored there; read, not copied)  → src/data/fab.json
 *              + sources/fab/*.csv (the format lists: banned, suspended, living legend, restricted)
 *   Riftbound  sources/riftbound/*.json + sources/riftbound/overlay.json    → src/data/riftbound.json
 *   UFS        ../game-ufs/src/data/cards.ts (the project's test cards)    → src/data/ufs.json
 *
 *   pnpm --filter @tablecast/cards import
 *   pnpm --filter @tablecast/cards import --riftbound <folder>   re-vendor the Riftbound files first
 *
 * `--riftbound <folder>` copies riftcodex_cards_raw.json, errata_overlay.json and SOURCE.md from a
 * folder given by hand (the Riftbound data handed to the project) into sources/riftbound/, byte for
 * byte; without it the script reads only files inside the repository.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseTsv } from "./tsv";

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, "..");
const fabSources = join(pkg, "../game-fab/sources");
const fabLists = join(pkg, "sources/fab");
const riftSources = join(pkg, "sources/riftbound");
const ufsTable = join(pkg, "../game-ufs/src/data/cards.ts");
const out = join(pkg, "src/data");

const args = process.argv.slice(2);
const vendorFrom = args.indexOf("--riftbound") >= 0 ? args[args.indexOf("--riftbound") + 1] : undefined;
if (vendorFrom !== undefined) {
  for (const f of ["riftcodex_cards_raw.json", "errata_overlay.json", "SOURCE.md"]) copyFileSync(join(vendorFrom, f), join(riftSources, f));
  console.log(`vendored Riftbound sources from ${vendorFrom}`);
}

/** One row per line: small diffs when the data changes, and a file a person can still read. */
function writeTable(file: string, header: Record<string, unknown>, fields: readonly string[], rows: readonly unknown[][]): void {
  const body = rows.map((r) => JSON.stringify(r)).join(",\n");
  const head = JSON.stringify(header).slice(1, -1);
  writeFileSync(join(out, file), `{${head},"fields":${JSON.stringify(fields)},"rows":[\n${body}\n]}\n`);
}

const num = (s: string | undefined): number | null => (s === undefined || s.trim() === "" || Number.isNaN(Number(s)) ? null : Number(s));
/** A printed stat: a number, or what is printed when it is not one ("X", "*"), or null when blank. */
const stat = (s: string | undefined): number | string | null => (s === undefined || s.trim() === "" ? null : (num(s) ?? s.trim()));
const list = (s: string | undefined): string[] =>
  (s ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");

// ---------------------------------------------------------------------------------------- FaB

/** CR 2.11: class and talent supertypes (as the data set's type table names them). */
const FAB_SUPERTYPES = new Set([
  ...["Adjudicator", "Assassin", "Bard", "Brute", "Generic", "Guardian", "Illusionist", "Mechanologist", "Merchant", "Necromancer", "Ninja", "Pirate", "Ranger", "Runeblade", "Shapeshifter", "Thief", "Warrior", "Wizard"],
  ...["Chaos", "Draconic", "Earth", "Elemental", "Ice", "Light", "Lightning", "Mystic", "Royal", "Shadow"],
]);

/** The data set's format lists, by file: which format, and what the list does to a card there. */
const FAB_LISTS: readonly (readonly [file: string, format: string, status: string])[] = [
  ["banned-blitz", "blitz", "banned"],
  ["banned-cc", "cc", "banned"],
  ["banned-commoner", "commoner", "banned"],
  ["banned-ll", "ll", "banned"],
  ["banned-upf", "upf", "banned"],
  ["suspended-blitz", "blitz", "suspended"],
  ["suspended-cc", "cc", "suspended"],
  ["suspended-commoner", "commoner", "suspended"],
  ["living-legend-blitz", "blitz", "living-legend"],
  ["living-legend-cc", "cc", "living-legend"],
  ["restricted-ll", "ll", "restricted"],
];

/**
 * The entries in force ("Status Active": Yes) of every format list, by the card's unique id:
 * [format, status, date in effect (YYYY-MM-DD), announcement], once per format and status. An entry
 * naming no card fails the import.
 */
function readFabLists(cardIds: ReadonlySet<string>): Map<string, string[][]> {
  const byCard = new Map<string, string[][]>();
  for (const [file, format, status] of FAB_LISTS) {
    for (const row of parseTsv(readFileSync(join(fabLists, `${file}.csv`), "utf8"))) {
      const card = row["Card Unique ID"]!;
      if (!cardIds.has(card)) throw new Error(`fab: ${file}.csv names ${row["Card Name"]} (${card}), which card.csv does not hold`);
      if (row["Status Active"] !== "Yes") continue;
      const entry = [format, status, (row["Date In Effect"] ?? "").slice(0, 10), row["Legality Article"] ?? ""];
      const entries = byCard.get(card) ?? [];
      // A list can name a card again when a later announcement confirms it: one entry, from the first.
      const same = entries.findIndex((e) => e[0] === format && e[1] === status);
      if (same < 0) entries.push(entry);
      else if (entry[2]! < entries[same]![2]!) entries[same] = entry;
      byCard.set(card, entries);
    }
  }
  return byCard;
}

function importFab(): number {
  const read = (f: string) => parseTsv(readFileSync(join(fabSources, f), "utf8"));
  const cards = read("card.csv");
  const printings = read("card-printing.csv");
  const setIds = new Map(read("set.csv").map((s) => [s["Unique ID"]!, s["Identifier"]!]));
  // Release order of sets: the earliest release date of any edition of the set.
  const released = new Map<string, string>();
  for (const sp of read("set-printing.csv")) {
    const set = setIds.get(sp["Set Unique ID"]!);
    const date = sp["Initial Release Date"]!;
    if (set !== undefined && date !== "" && (released.get(set) ?? "9999") > date) released.set(set, date);
  }
  // Sets released the same day (Welcome to Rathe and its hero decks): the bigger set first, so a
  // card's id is its booster-set printing ("WTR011", as game-fab's tables and logs name it).
  const setSize = new Map<string, number>();
  for (const id of new Set(printings.map((p) => `${p["Set ID"]}\t${p["Card ID"]}`))) setSize.set(id.split("\t")[0]!, (setSize.get(id.split("\t")[0]!) ?? 0) + 1);
  const setOrder = (a: string, b: string) =>
    (released.get(a) ?? "9999").localeCompare(released.get(b) ?? "9999") || (setSize.get(b) ?? 0) - (setSize.get(a) ?? 0) || a.localeCompare(b);

  const byCard = new Map<string, Map<string, { set: string; image: string | null }>>();
  for (const p of printings) {
    const ids = byCard.get(p["Card Unique ID"]!) ?? new Map<string, { set: string; image: string | null }>();
    const seen = ids.get(p["Card ID"]!);
    if (seen === undefined) ids.set(p["Card ID"]!, { set: p["Set ID"]!, image: p["Image URL"] || null });
    else if (seen.image === null && p["Image URL"]) seen.image = p["Image URL"];
    byCard.set(p["Card Unique ID"]!, ids);
  }

  const restrictions = readFabLists(new Set(cards.map((c) => c["Unique ID"]!)));

  const fields = ["id", "name", "color", "pitch", "cost", "power", "defense", "life", "intellect", "arcane", "types", "typeLine", "supertypes", "keywords", "text", "sets", "printings", "legal", "restricted"];
  let nonNumeric = 0;
  const rows = cards.map((c) => {
    const prints = [...(byCard.get(c["Unique ID"]!) ?? new Map()).entries()]
      .map(([id, p]) => ({ id, ...p }))
      .sort((a, b) => setOrder(a.set, b.set) || a.id.localeCompare(b.id));
    if (prints.length === 0) throw new Error(`fab: ${c["Name"]} has no printing`);
    for (const k of ["Cost", "Power", "Defense", "Health", "Intelligence", "Arcane", "Pitch"]) if (c[k] !== "" && num(c[k]) === null) nonNumeric++;
    const types = list(c["Types"]);
    const sets = [...new Set(prints.map((p) => p.set))];
    return [
      prints[0]!.id,
      c["Name"]!,
      c["Color"] === "" ? null : c["Color"]!.toLowerCase(),
      num(c["Pitch"]),
      stat(c["Cost"]),
      stat(c["Power"]),
      stat(c["Defense"]),
      stat(c["Health"]),
      stat(c["Intelligence"]),
      stat(c["Arcane"]),
      types,
      c["Type Text"]!.trim(),
      types.filter((t) => FAB_SUPERTYPES.has(t)),
      list(c["Card Keywords"]),
      c["Functional Text"]!.trim(),
      sets,
      prints.map((p) => [p.id, p.set, p.image]),
      // The data set leaves a format column blank when the card is legal and writes "No" when it is not.
      [c["Blitz Legal"], c["CC Legal"], c["Commoner Legal"], c["LL Legal"]].map((v) => (v === "No" ? 0 : 1)),
      restrictions.get(c["Unique ID"]!) ?? [],
    ];
  });
  rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[3] ?? 0) - Number(b[3] ?? 0));
  // The two faces of a double-faced card share their printed id (DTD007: Figment of Protection and
  // Aegis, Archangel of Protection). The face with a pitch (the card in the deck) keeps the id;
  // the other becomes "<id>-back" (faces without pitch on both sides: by name order).
  const byPrintedId = new Map<string, unknown[][]>();
  for (const r of rows) byPrintedId.set(r[0] as string, [...(byPrintedId.get(r[0] as string) ?? []), r]);
  let doubleFaced = 0;
  for (const faces of byPrintedId.values()) {
    if (faces.length === 1) continue;
    if (faces.length > 2) throw new Error(`fab: ${faces.length} cards share the id ${faces[0]![0]}`);
    faces.sort((a, b) => (a[3] === null ? 1 : 0) - (b[3] === null ? 1 : 0));
    faces[1]![0] = `${faces[1]![0]}-back`;
    doubleFaced++;
  }
  // Every set a card is printed in, with its name, in release order (the order of `sets` on a card).
  // Two sets share a code (History Pack 1 and its Black Label): the first named keeps it.
  const setNames = new Map<string, string>();
  for (const s of read("set.csv")) if (!setNames.has(s["Identifier"]!)) setNames.set(s["Identifier"]!, s["Name"]!);
  const printedSets = [...new Set(printings.map((p) => p["Set ID"]!))].sort(setOrder);
  writeTable(
    "fab.json",
    {
      source: "the-fab-cube/flesh-and-blood-cards, vendored in packages/game-fab/sources and packages/cards/sources/fab (see SOURCES.md there)",
      legal: ["blitz", "cc", "commoner", "ll"],
      restricted: ["format", "status", "since", "article"],
      sets: printedSets.map((code) => [code, setNames.get(code) ?? code, (released.get(code) ?? "").slice(0, 10)]),
    },
    fields,
    rows,
  );
  const listed = [...restrictions.values()].reduce((n, l) => n + l.length, 0);
  console.log(`fab: ${rows.length} cards from ${cards.length} rows of card.csv, ${doubleFaced} double-faced pairs (${nonNumeric} stats printed as a symbol such as X, kept as text), ${listed} format-list entries in force on ${restrictions.size} cards`);
  return rows.length;
}

// ---------------------------------------------------------------------------------- Riftbound

interface RawRow {
  name: string;
  riftbound_id: string;
  attributes: { energy: number | null; might: number | null; power: number | null };
  classification: { type: string | null; supertype: string | null; rarity: string | null; domain: string[] };
  text: { rich: string | null; plain: string | null };
  set: { set_id: string };
  media: { image_url: string | null; accessibility_text: string | null };
  tags: string[];
}
interface ErrataEntry {
  official_name: string;
  document: string;
  card_ids: string[];
  old_text: string;
  new_text: string;
}
interface Overlay {
  names: { ids: string[]; from: string[]; to: string; source: string }[];
  noText: { ids: string[]; source: string }[];
  errataNotApplied: { name: string; reason: string }[];
  /** Errata whose state on the card was judged by reading it (the quote is condensed and matches no wording). */
  errataJudged: { name: string; status: "current" | "pending"; reason: string }[];
  /**
   * Errata whose quotes leave out articles and possessives the card prints ("from top of deck" for
   * "from the top of your deck"): matched with them, and the new wording written back with the same
   * words where it keeps the words around them. Opted into one erratum at a time, after reading it.
   */
  errataCondensed?: { name: string; reason: string }[];
  missing: { tag?: string; ids?: string[]; fields: string[]; reason: string }[];
}

/** Printing variants the source appends to a name ("Jinx - Loose Cannon (Alternate Art)"). */
const VARIANTS = ["Alternate Art", "Starter", "Metal", "Launch Exclusive", "Overnumbered", "GG EZ", "Signature", "Ultimate"];

const variantOf = (name: string) => VARIANTS.find((v) => name.endsWith(` (${v})`)) ?? null;
const baseOf = (name: string) => {
  const v = variantOf(name);
  return v === null ? name : name.slice(0, -v.length - 3);
};

/** "ogn-107-298" → "OGN-107", "sfd-237a-221" → "SFD-237a", "ven-sp2-006" → "VEN-SP2", "ven-r01" → "VEN-R01". */
export function riftboundCode(id: string): string {
  const [set, number] = id.split("-");
  return `${set!.toUpperCase()}-${number!.replace(/^[a-z]+/, (s) => s.toUpperCase())}`;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&rsquo;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The source's HTML as lines of text; icons (`:rb_might:`) and keywords (`[Hidden]`) stay as they are. */
function textOf(rich: string | null): string {
  if (rich === null) return "";
  const t = decodeEntities(
    rich
      .replace(/<br\s*\/?>/g, "\n")
      .replace(/<\/p>\s*<p>/g, "\n")
      .replace(/<li>/g, "\n• ")
      .replace(/<[^>]+>/g, ""),
  ).trim();
  return t === "[NO TEXT]" ? "" : t;
}

/** The card's own keywords: bracketed words that open a line, reminder text left out. */
function keywordsOf(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split("\n")) {
    const bare = line.replace(/\([^)]*\)/g, " ");
    const lead = /^(\s*(\[[^\]]+\]|:rb_[a-z0-9_]+:|—|,)\s*)+/.exec(bare)?.[0] ?? "";
    for (const m of lead.matchAll(/\[([^\]]+)\]/g)) if (/^[A-Za-z]/.test(m[1]!) && !found.includes(m[1]!)) found.push(m[1]!);
  }
  return found;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const RUNE = ":rb_rune_(?:fury|calm|mind|body|chaos|order):";

/**
 * The errata file quotes Riot's pages, which write icons as [C] (a domain rune), [A] (any rune),
 * [M] (Might), [T] (exhaust) and [N] (energy), and elide reminder text as "(...)". A pattern over
 * the source's text with its icons, capturing the runes and reminder texts so the new wording can
 * be written back with the card's own icons.
 */
function errataPattern(quote: string, condensed = false): RegExp {
  let re = "";
  for (const part of quote.split(ERRATA_TOKENS)) {
    if (part === "") continue;
    // A condensed quote may open mid-sentence with a capital ("Reveal cards" where the card prints
    // "At the end of your turn, reveal cards"): its first letter matches either case.
    if (condensed && re === "" && /^[A-Za-z]/.test(part)) re += `[${part[0]!.toUpperCase()}${part[0]!.toLowerCase()}]${escapeRe(part.slice(1))}`;
    else if (part === "[C]") re += `(${RUNE})`;
    else if (part === "[A]") re += ":rb_rune_rainbow:";
    else if (part === "[M]" || part === "[S]") re += ":rb_might:";
    else if (part === "[T]") re += ":rb_exhaust:";
    else if (/^\[\d+\]$/.test(part)) re += `:rb_energy_${part.slice(1, -1)}:`;
    else if (part === "(...)") re += "(\\([^)]*\\))";
    else if (/^\s+$/.test(part)) re += condensed ? `(\\s*(?:(?:${FILLERS.join("|")})\\s+)*)` : "(\\s*)";
    else re += escapeRe(part);
  }
  return new RegExp(re);
}
/** Words a condensed errata quote leaves out of the printed wording (errataCondensed). */
const FILLERS = ["the", "your", "a", "an", "its", "their"];
const ERRATA_TOKENS = /(\[C\]|\[A\]|\[M\]|\[S\]|\[T\]|\[\d+\]|\(\.\.\.\)|\s+)/;

/**
 * The new wording with the card's own icons and reminder texts, and its line breaks where the old
 * wording broke a line after the same words (or after the same reminder text, by order). For a
 * condensed quote (errataCondensed), the words the quote left out between two words are put back
 * where the new wording has the same two words side by side.
 */
function rewriteErrata(oldQuote: string, newQuote: string, captured: string[]): string {
  // The pattern's groups in the order of the old quote's tokens: a rune, a reminder text, a space.
  const runes: string[] = [];
  const reminders: string[] = [];
  const spaces: string[] = [];
  /** Left-out words between two words of the old quote, by the two words. */
  const between = new Map<string, string>();
  const word = (part: string | undefined) => (part ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "");
  const oldParts = oldQuote.split(ERRATA_TOKENS).filter((p) => p !== "");
  let g = 0;
  oldParts.forEach((part, i) => {
    if (part === "[C]") runes.push(captured[g++]!);
    else if (part === "(...)") reminders.push(captured[g++]!);
    else if (/^\s+$/.test(part)) {
      const gap = captured[g++]!;
      const left = gap.trim();
      spaces.push(left === "" ? gap : gap.includes("\n") ? "\n" : " ");
      if (left !== "") between.set(`${word(oldParts[i - 1])} ${word(oldParts[i + 1])}`, left.split(/\s+/).join(" "));
    }
  });
  // Which words of the old quote the text broke a line after.
  const breaksAfter: string[] = [];
  let k = 0;
  let before = "";
  for (const part of oldParts) {
    if (/^\s+$/.test(part)) {
      if (spaces[k++]?.includes("\n")) breaksAfter.push(before);
    } else before = part;
  }
  const closes = (p: string) => p.endsWith(")");
  const oldCloses = breaksAfter.filter(closes).length;
  let r = 0;
  let m = 0;
  let out = "";
  let last = "";
  let closeCount = 0;
  const newParts = newQuote.split(ERRATA_TOKENS).filter((p) => p !== "");
  newParts.forEach((part, i) => {
    if (/^\s+$/.test(part)) {
      const left = between.get(`${word(last)} ${word(newParts[i + 1])}`);
      const at = breaksAfter.indexOf(last);
      if (at >= 0 || (closes(last) && closeCount <= oldCloses && breaksAfter.filter(closes)[closeCount - 1] !== undefined)) {
        if (at >= 0) breaksAfter.splice(at, 1);
        out += left === undefined ? "\n" : `\n${left} `;
      } else out += left === undefined ? " " : ` ${left} `;
      return;
    }
    last = part;
    if (closes(part)) closeCount++;
    if (part === "[C]") out += runes[Math.min(r++, runes.length - 1)] ?? part;
    else if (part === "[A]") out += ":rb_rune_rainbow:";
    else if (part === "[M]" || part === "[S]") out += ":rb_might:";
    else if (part === "[T]") out += ":rb_exhaust:";
    else if (part === "(...)") out += reminders[m++] ?? part;
    else if (/^\[\d+\]$/.test(part)) out += `:rb_energy_${part.slice(1, -1)}:`;
    else out += part;
  });
  return out;
}

/** Wording without articles, possessives, icons' colours or punctuation, to compare a condensed quote with full text. */
function gistOf(text: string): string {
  return ` ${text
    .replace(/:rb_rune_[a-z]+:|\[C\]|\[A\]/g, " rune ")
    .replace(/:rb_might:|\[M\]|\[S\]/g, " might ")
    .replace(/\([^)]*\)/g, " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((w) => w !== "" && !["the", "a", "an", "your", "their", "its", "of"].includes(w))
    .join(" ")} `;
}

/** Names compared loosely: case, punctuation and " - " versus ", " do not matter. */
const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function importRiftbound(): number {
  const raw = JSON.parse(readFileSync(join(riftSources, "riftcodex_cards_raw.json"), "utf8")) as RawRow[];
  const errataFile = JSON.parse(readFileSync(join(riftSources, "errata_overlay.json"), "utf8")) as {
    errata_documents: { slug: string; url: string; announced_on: string }[];
    entries: ErrataEntry[];
  };
  const overlay = JSON.parse(readFileSync(join(riftSources, "overlay.json"), "utf8")) as Overlay;
  const docs = new Map(errataFile.errata_documents.map((d) => [d.slug, d]));

  // The reviewed overlay's names, per printing row (a variant suffix stays); each correction must still apply.
  const renames = new Map(overlay.names.flatMap((n) => n.ids.map((id) => [id, n] as const)));
  const renamed = new Set<string>();
  const byId = new Map<string, RawRow[]>();
  for (const source of raw) {
    const n = renames.get(source.riftbound_id);
    const variant = variantOf(source.name);
    const base = baseOf(source.name);
    let r = source;
    if (n !== undefined && n.from.includes(base)) {
      r = { ...source, name: variant === null ? n.to : `${n.to} (${variant})` };
      renamed.add(source.riftbound_id);
    }
    byId.set(r.riftbound_id, [...(byId.get(r.riftbound_id) ?? []), r]);
  }
  for (const id of renames.keys()) if (!renamed.has(id)) throw new Error(`overlay: no row of ${id} carries a name the overlay corrects`);

  interface Built {
    id: string;
    name: string;
    type: string;
    supertype: string | null;
    domains: string[];
    tags: string[];
    energy: number | null;
    power: number | null;
    might: number | null;
    rarity: string | null;
    text: string;
    markup: string;
    keywords: string[];
    set: string;
    printings: [string, string, string | null, string | null][];
    errata: [string, string, string, string, string, string][];
    missing: string[];
  }
  const built = new Map<string, Built>();
  for (const [id, rows] of byId) {
    const first = rows[0]!;
    for (const r of rows)
      if (r.text.rich !== first.text.rich || r.classification.type !== first.classification.type) throw new Error(`riftbound: rows of ${id} disagree`);
    const bases = [...new Set(rows.map((r) => baseOf(r.name)))];
    if (bases.length !== 1) throw new Error(`riftbound: ${id} has several names: ${bases.join(" / ")}`);
    const printings = new Map<string, [string, string, string | null, string | null]>();
    for (const r of rows) {
      const p: [string, string, string | null, string | null] = [riftboundCode(id), r.set.set_id, r.media.image_url, variantOf(r.name)];
      printings.set(JSON.stringify(p), p);
    }
    const text = textOf(first.text.rich);
    built.set(id, {
      id,
      name: bases[0]!,
      type: first.classification.type ?? "",
      supertype: first.classification.supertype,
      domains: first.classification.domain,
      tags: first.tags,
      energy: first.attributes.energy,
      power: first.attributes.power,
      might: first.attributes.might,
      rarity: first.classification.rarity,
      text,
      markup: first.text.rich ?? "",
      keywords: [],
      set: first.set.set_id,
      printings: [...printings.values()],
      errata: [],
      missing: [],
    });
  }

  const noText = new Set(overlay.noText.flatMap((e) => e.ids));
  for (const id of noText) if (built.get(id)?.text !== "") throw new Error(`overlay: ${id} has text; it cannot be listed as having none`);

  // Errata: found by collector code, or by name where the file has no code ("OGN-?").
  const byCode = new Map([...built.values()].map((c) => [riftboundCode(c.id).toLowerCase(), c]));
  const skipped = new Set(overlay.errataNotApplied.map((e) => e.name));
  const condensed = new Set((overlay.errataCondensed ?? []).map((e) => e.name));
  const condensedApplied = new Set<string>();
  const unmatched: string[] = [];
  let applied = 0;
  let current = 0;
  let pending = 0;
  for (const e of errataFile.entries) {
    if (skipped.has(e.official_name)) continue;
    const doc = docs.get(e.document)!;
    const known = e.card_ids.filter((x) => !x.includes("?")).map((x) => byCode.get(x.toLowerCase()));
    const targets = new Set(known.filter((c): c is Built => c !== undefined));
    const official = loose(e.official_name);
    for (const c of built.values()) {
      const title = c.name.includes(" - ") ? c.name.slice(c.name.indexOf(" - ") + 3) : null;
      const variants = c.printings.map((p) => p[3]).filter((v): v is string => v !== null);
      const names = [c.name, ...(title === null ? [] : [title, ...variants.map((v) => `${title}, ${v}`)])].map(loose);
      if (names.includes(official)) targets.add(c);
    }
    let hit = false;
    const judged = overlay.errataJudged.find((j) => j.name === e.official_name);
    for (const c of targets) {
      const old = errataPattern(e.old_text).exec(c.text);
      const now = errataPattern(e.new_text).exec(c.text);
      const note = (status: string) => c.errata.push([e.document, doc.url, doc.announced_on, e.old_text, e.new_text, status]);
      const gist = gistOf(c.text);
      const loose = old === null && now === null && condensed.has(e.official_name) ? errataPattern(e.old_text, true).exec(c.text) : null;
      if (loose !== null) {
        // The quote leaves out words the card prints (errataCondensed): the new wording with them put back.
        let rewritten = rewriteErrata(e.old_text, e.new_text, loose.slice(1));
        // The card's own case where the quote opened mid-sentence with a capital.
        if (/^[a-z]/.test(loose[0])) rewritten = rewritten[0]!.toLowerCase() + rewritten.slice(1);
        c.text = c.text.slice(0, loose.index) + rewritten + c.text.slice(loose.index + loose[0].length);
        note("applied");
        applied++;
        condensedApplied.add(e.official_name);
        hit = true;
      } else if (judged !== undefined) {
        note(judged.status);
        if (judged.status === "current") current++;
        else pending++;
        hit = true;
      } else if (old === null && now === null && gist.includes(gistOf(e.new_text))) {
        note("current");
        current++;
        hit = true;
      } else if (old === null && now === null && gist.includes(gistOf(e.old_text))) {
        // The file quotes the wording condensed ("Look at top 5 cards of Main Deck"): the card's full
        // new wording is not in the data, so the text stays as printed and the errata says what changed.
        note("pending");
        pending++;
        hit = true;
      } else if (old !== null) {
        c.text = c.text.slice(0, old.index) + rewriteErrata(e.old_text, e.new_text, old.slice(1)) + c.text.slice(old.index + old[0].length);
        note("applied");
        applied++;
        hit = true;
      } else if (now !== null) {
        note("current");
        current++;
        hit = true;
      }
    }
    if (!hit) unmatched.push(`${e.official_name} (${e.card_ids.join(", ")}): ${targets.size} card(s) by code or name, wording found in none`);
  }
  for (const name of condensed) if (!condensedApplied.has(name)) throw new Error(`overlay: errataCondensed "${name}" no longer matches a card's text with the words its quote leaves out`);
  if (unmatched.length > 0) throw new Error(`errata not matched (add them to overlay.errataNotApplied with a reason, or fix the match):\n  ${unmatched.join("\n  ")}`);

  for (const c of built.values()) {
    c.keywords = keywordsOf(c.text);
    for (const m of overlay.missing)
      if ((m.tag !== undefined && c.tags.includes(m.tag)) || m.ids?.includes(c.id)) for (const f of m.fields) if (!c.missing.includes(f)) c.missing.push(f);
    if (c.text === "" && !noText.has(c.id) && !c.missing.includes("text")) c.missing.push("text");
  }

  const fields = ["id", "name", "type", "supertype", "domains", "tags", "energy", "power", "might", "rarity", "keywords", "text", "markup", "set", "printings", "errata", "missing"];
  const rows = [...built.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((c) => [c.id, c.name, c.type, c.supertype, c.domains, c.tags, c.energy, c.power, c.might, c.rarity, c.keywords, c.text, c.markup, c.set, c.printings, c.errata, c.missing]);
  writeTable("riftbound.json", { source: "riftcodex harvest via Zaious/riftbound-chronicle, vendored in packages/cards/sources/riftbound (see SOURCES.md there)" }, fields, rows);
  const missingText = [...built.values()].filter((c) => c.missing.includes("text")).map((c) => c.id);
  console.log(
    `riftbound: ${rows.length} card ids from ${raw.length} rows; errata applied ${applied}, already current ${current}, pending (quoted condensed, text as printed) ${pending}, noted but not applied ${skipped.size}; ` +
      `names corrected ${overlay.names.reduce((n, e) => n + e.ids.length, 0)}; text missing on ${missingText.length} (${missingText.join(", ")})`,
  );
  return rows.length;
}

// ---------------------------------------------------------------------------------------- UFS

async function importUfs(): Promise<number> {
  interface CardDef {
    id: string;
    name: string;
    type: string;
    difficulty: number;
    control: number;
    block?: { zone: string; modifier: number };
    symbols: string[];
    attack?: { zone: string; speed: number; damage: number };
    characterName?: string;
    version?: number;
    handSize?: number;
    vitality?: number;
  }
  const mod = (await import(pathToFileURL(ufsTable).href)) as { CARDS: CardDef[]; keywordLine: (c: CardDef) => string };
  const cards = mod.CARDS.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    difficulty: c.difficulty,
    control: c.control,
    ...(c.block === undefined ? {} : { block: c.block }),
    symbols: c.symbols,
    keywords: mod.keywordLine(c) === "" ? [] : mod.keywordLine(c).split(", "),
    ...(c.attack === undefined ? {} : { attack: c.attack }),
    ...(c.characterName === undefined ? {} : { characterName: c.characterName, version: c.version }),
    ...(c.handSize === undefined ? {} : { handSize: c.handSize, vitality: c.vitality }),
    set: "TST",
    original: true,
  }));
  const body = cards.map((c) => `  ${JSON.stringify(c)}`).join(",\n");
  writeFileSync(
    join(out, "ufs.json"),
    `{"schema":"tablecast-ufs-cards/1","source":"the project's original test cards, packages/game-ufs/src/data/cards.ts","cards":[\n${body}\n]}\n`,
  );
  console.log(`ufs: ${cards.length} project test cards`);
  return cards.length;
}

importFab();
importRiftbound();
await importUfs();
