import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseRuleIndex, type DocumentInfo, type Game, type RuleIndex } from "@tablecast/rules";

/**
 * The rules documents the reference serves: the indexes generated into packages/rules/data, plus
 * editions imported here (kept under data/rules/ at the repository root, next to the matches
 * database). Each document gets a short URL slug per game: the newest printed edition of a kind
 * takes the kind's slug (`cr`, `tr`, `pg`, `keywords`), other editions `<slug>-<version>`.
 */

const ROOT = path.join(process.cwd(), "../..");
const BUILT_IN = path.join(ROOT, "packages", "rules", "data");
/** Where imported editions are kept (TABLECAST_RULES_DIR; default data/rules at the repository root). */
export const IMPORTED = process.env.TABLECAST_RULES_DIR ?? path.join(ROOT, "data", "rules");

const KIND_SLUG: Readonly<Record<string, string>> = { cr: "cr", core: "cr", keywords: "keywords", tournament: "tr", penalty: "pg" };

export interface CatalogEntry {
  readonly info: DocumentInfo;
  readonly slug: string;
  readonly imported: boolean;
  readonly file: string;
}

let cache: { entries: CatalogEntry[]; indexes: Map<string, RuleIndex> } | null = null;

function readDir(dir: string, imported: boolean): { info: DocumentInfo; file: string; imported: boolean; index: RuleIndex }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => {
      const parsed = parseRuleIndex(readFileSync(path.join(dir, f), "utf8"));
      return parsed.ok ? [{ info: parsed.index.document, file: path.join(dir, f), imported, index: parsed.index }] : [];
    });
}

/** Newer first: a printed version before a hash-named copy, then the later date, then the higher version. */
function newerFirst(a: DocumentInfo, b: DocumentInfo): number {
  if (a.versionPrinted !== b.versionPrinted) return a.versionPrinted ? -1 : 1;
  if ((a.date ?? "") !== (b.date ?? "")) return (b.date ?? "").localeCompare(a.date ?? "");
  return b.version.localeCompare(a.version, "en", { numeric: true });
}

function load(): NonNullable<typeof cache> {
  if (cache !== null) return cache;
  const all = [...readDir(BUILT_IN, false), ...readDir(IMPORTED, true)];
  const seen = new Set<string>();
  const docs = all.filter((d) => (seen.has(d.info.id) ? false : (seen.add(d.info.id), true)));
  const entries: CatalogEntry[] = [];
  const groups = new Map<string, typeof docs>();
  for (const d of docs) groups.set(`${d.info.game}/${d.info.kind}`, [...(groups.get(`${d.info.game}/${d.info.kind}`) ?? []), d]);
  for (const group of groups.values()) {
    group.sort((a, b) => newerFirst(a.info, b.info));
    group.forEach((d, i) => {
      const base = KIND_SLUG[d.info.kind] ?? d.info.kind;
      entries.push({ info: d.info, slug: i === 0 ? base : `${base}-${d.info.version}`, imported: d.imported, file: d.file });
    });
  }
  const order = ["cr", "keywords", "tr", "pg"];
  entries.sort((a, b) => a.info.game.localeCompare(b.info.game) || order.indexOf(a.slug.split("-")[0]!) - order.indexOf(b.slug.split("-")[0]!) || a.slug.localeCompare(b.slug));
  cache = { entries, indexes: new Map(docs.map((d) => [d.info.id, d.index])) };
  return cache;
}

export function catalog(): readonly CatalogEntry[] {
  return load().entries;
}

export function entryFor(game: string, slug: string): CatalogEntry | undefined {
  return load().entries.find((e) => e.info.game === game && e.slug === slug);
}

export function indexOf(entry: CatalogEntry): RuleIndex {
  return load().indexes.get(entry.info.id)!;
}

/** The other editions of the same document (for "what changed"), newest first. */
export function editionsOf(entry: CatalogEntry): CatalogEntry[] {
  return load()
    .entries.filter((e) => e.info.game === entry.info.game && e.info.kind === entry.info.kind)
    .sort((a, b) => newerFirst(a.info, b.info));
}

/** Saves an imported edition next to the built-in ones, keeping every older one. */
export function saveImported(index: RuleIndex): void {
  mkdirSync(IMPORTED, { recursive: true });
  writeFileSync(path.join(IMPORTED, `${index.document.id}.json`), JSON.stringify(index));
  cache = null;
}

export const GAME_NAMES: Readonly<Record<Game, string>> = { fab: "Flesh and Blood", riftbound: "Riftbound", ufs: "Universal Fighting System" };

/** `fab:7.3.2` or `fab:tr:3.11` → the document slug and rule id; the CR when no document is named. */
export function parseCitation(citation: string): { game: string; slug: string; rule: string } | null {
  const m = /^([a-z][a-z0-9-]*):(?:([a-z][a-z0-9.-]*):)?([0-9a-z][0-9a-z.#]*)$/i.exec(citation.trim());
  if (m === null) return null;
  return { game: m[1]!.toLowerCase(), slug: (m[2] ?? "cr").toLowerCase(), rule: m[3]! };
}
