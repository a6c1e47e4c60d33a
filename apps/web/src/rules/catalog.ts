import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { diffIndexes, findRule, parseRuleIndex, toSearchDocument, type DocumentInfo, type GlossaryEntry, type Rule, type RuleDiff, type RuleIndex } from "@tablecast/rules";
import { DEFAULT_SLUG, parseCitation } from "./citation";
import { env } from "../server/env";

/**
 * The rules documents the reference serves: the indexes generated into packages/rules/data, plus
 * editions imported here (kept under data/rules/ at the repository root, beside the matches
 * database, which git ignores). Each document has a short URL slug per game: the newest edition
 * of a kind takes the kind's slug (`cr`, `tr`, `pg`, `keywords`); older editions with a printed
 * version `<slug>-<version>` (`cr-2.13.0`), older ones without `old-<slug>` (`old-cr`).
 */

const KIND_SLUG: Readonly<Record<string, string>> = { cr: "cr", core: "cr", keywords: "keywords", tournament: "tr", penalty: "pg" };
const KIND_ORDER = ["cr", "tr", "pg", "keywords"];

export interface CatalogEntry {
  readonly info: DocumentInfo;
  readonly slug: string;
  /** Imported in this installation (not one of the generated indexes). */
  readonly imported: boolean;
  readonly file: string;
  /** The newest edition of its kind (the one its kind's slug names). */
  readonly current: boolean;
}

interface Loaded {
  readonly entries: readonly CatalogEntry[];
  readonly indexes: ReadonlyMap<string, RuleIndex>;
}

export interface RulesCatalog {
  entries(): readonly CatalogEntry[];
  entryFor(game: string, slug: string): CatalogEntry | undefined;
  index(entry: CatalogEntry): RuleIndex;
  /** Every edition of the same document, newest first. */
  editionsOf(entry: CatalogEntry): readonly CatalogEntry[];
  /** The edition just before this one, if any. */
  olderEdition(entry: CatalogEntry): CatalogEntry | undefined;
  /** The edition just after this one, if any. */
  newerEdition(entry: CatalogEntry): CatalogEntry | undefined;
  /** Per-rule changes from `older` to `newer` (computed once). */
  diff(older: CatalogEntry, newer: CatalogEntry): RuleDiff;
  /** Rules that cite each rule of the document (reverse cross-references). */
  citedBy(entry: CatalogEntry, ruleId: string): readonly Rule[];
  /** The glossary for hover definitions: the document's own, else (borrowed) its game's current rules'. */
  glossary(entry: CatalogEntry): { readonly entries: readonly GlossaryEntry[]; readonly borrowed: boolean };
  /** The document's search document as JSON, and a version tag of its content (for caching). */
  searchPayload(entry: CatalogEntry): { readonly body: string; readonly version: string };
  /** A citation (`fab:7.3.2`, `fab:tr:5.9`, `fab:cr:7.5.2`) → its document and rule. */
  resolve(citation: string): { entry: CatalogEntry; rule: Rule } | undefined;
  /** Keeps an imported edition beside the others; returns its catalog entry. */
  save(index: RuleIndex): CatalogEntry;
}

/** Newer first: the later date, then the higher printed version, then printed before not, then the later import. */
export function newerFirst(a: { info: DocumentInfo; mtime: number }, b: { info: DocumentInfo; mtime: number }): number {
  if (a.info.date !== null && b.info.date !== null && a.info.date !== b.info.date) return b.info.date.localeCompare(a.info.date);
  if (a.info.versionPrinted && b.info.versionPrinted && a.info.version !== b.info.version) return b.info.version.localeCompare(a.info.version, "en", { numeric: true });
  if (a.info.versionPrinted !== b.info.versionPrinted) return a.info.versionPrinted ? -1 : 1;
  if ((a.info.date === null) !== (b.info.date === null)) return a.info.date !== null ? -1 : 1;
  return b.mtime - a.mtime;
}

/** Slugs for one document's editions, newest first. */
export function editionSlugs(editions: readonly DocumentInfo[]): string[] {
  const used = new Set<string>();
  return editions.map((info, i) => {
    const base = KIND_SLUG[info.kind] ?? info.kind;
    let slug = i === 0 ? base : info.versionPrinted ? `${base}-${info.version}` : `old-${base}`;
    if (used.has(slug)) slug = `${slug}-${info.version.replace(/^unversioned-/, "")}`;
    used.add(slug);
    return slug;
  });
}

export function createCatalog(dirs: { readonly builtIn: string; readonly imported: string }): RulesCatalog {
  let loaded: (Loaded & { stamp: number }) | null = null;
  const diffs = new Map<string, RuleDiff>();
  const cited = new Map<string, Map<string, Rule[]>>();
  const payloads = new Map<string, { body: string; version: string }>();

  const readDir = (dir: string, imported: boolean) => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => {
        const file = path.join(dir, f);
        const parsed = parseRuleIndex(readFileSync(file, "utf8"));
        return parsed.ok ? [{ info: parsed.index.document, index: parsed.index, file, imported, mtime: imported ? statSync(file).mtimeMs : 0 }] : [];
      });
  };

  const reset = () => {
    loaded = null;
    diffs.clear();
    cited.clear();
    payloads.clear();
  };
  // Another server process (or another bundle of this one) may have imported an edition since.
  const stamp = () => (existsSync(dirs.imported) ? statSync(dirs.imported).mtimeMs : 0);

  const load = (): Loaded => {
    const at = stamp();
    if (loaded !== null && loaded.stamp === at) return loaded;
    reset();
    // A generated index wins over an imported copy of the same edition.
    const seen = new Set<string>();
    const docs = [...readDir(dirs.builtIn, false), ...readDir(dirs.imported, true)].filter((d) => !seen.has(d.info.id) && seen.add(d.info.id));
    const groups = new Map<string, typeof docs>();
    for (const d of docs) {
      const key = `${d.info.game}/${KIND_SLUG[d.info.kind] ?? d.info.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), d]);
    }
    const entries: CatalogEntry[] = [];
    for (const group of groups.values()) {
      group.sort(newerFirst);
      const slugs = editionSlugs(group.map((d) => d.info));
      group.forEach((d, i) => entries.push({ info: d.info, slug: slugs[i]!, imported: d.imported, file: d.file, current: i === 0 }));
    }
    const kindRank = (e: CatalogEntry) => {
      const r = KIND_ORDER.indexOf(KIND_SLUG[e.info.kind] ?? e.info.kind);
      return r < 0 ? KIND_ORDER.length : r;
    };
    entries.sort((a, b) => a.info.game.localeCompare(b.info.game) || kindRank(a) - kindRank(b) || Number(b.current) - Number(a.current));
    loaded = { entries, indexes: new Map(docs.map((d) => [d.info.id, d.index])), stamp: at };
    return loaded;
  };

  const entryFor = (game: string, slug: string) => load().entries.find((e) => e.info.game === game && e.slug === slug);
  const group = (e: CatalogEntry) => KIND_SLUG[e.info.kind] ?? e.info.kind;
  const editionsOf = (entry: CatalogEntry) => load().entries.filter((e) => e.info.game === entry.info.game && group(e) === group(entry));
  const index = (entry: CatalogEntry) => {
    const i = load().indexes.get(entry.info.id);
    if (i === undefined) throw new Error(`rules catalog: no index for ${entry.info.id}`);
    return i;
  };

  return {
    entries: () => load().entries,
    entryFor,
    index,
    editionsOf,
    olderEdition: (entry) => {
      const all = editionsOf(entry);
      return all[all.findIndex((e) => e.info.id === entry.info.id) + 1];
    },
    newerEdition: (entry) => {
      const all = editionsOf(entry);
      const at = all.findIndex((e) => e.info.id === entry.info.id);
      return at > 0 ? all[at - 1] : undefined;
    },
    diff: (older, newer) => {
      const key = `${older.info.id}→${newer.info.id}`;
      let d = diffs.get(key);
      if (d === undefined) {
        d = diffIndexes(index(older), index(newer));
        diffs.set(key, d);
      }
      return d;
    },
    citedBy: (entry, ruleId) => {
      let m = cited.get(entry.info.id);
      if (m === undefined) {
        m = new Map();
        for (const r of index(entry).rules) for (const ref of r.references) m.set(ref, [...(m.get(ref) ?? []), r]);
        cited.set(entry.info.id, m);
      }
      return m.get(ruleId) ?? [];
    },
    glossary: (entry) => {
      const own = index(entry).glossary;
      if (own.length > 0) return { entries: own, borrowed: false };
      const cr = load().entries.find((e) => e.info.game === entry.info.game && e.current && index(e).glossary.length > 0);
      return { entries: cr === undefined ? [] : index(cr).glossary, borrowed: true };
    },
    searchPayload: (entry) => {
      let p = payloads.get(entry.info.id);
      if (p === undefined) {
        const body = JSON.stringify(toSearchDocument(index(entry)));
        p = { body, version: createHash("sha256").update(body).digest("hex").slice(0, 16) };
        payloads.set(entry.info.id, p);
      }
      return p;
    },
    resolve: (citation) => {
      const c = parseCitation(citation);
      const entry = c === null ? undefined : entryFor(c.game, c.doc ?? DEFAULT_SLUG);
      const rule = c === null || entry === undefined ? undefined : findRule(index(entry), c.rule);
      return entry === undefined || rule === undefined ? undefined : { entry, rule };
    },
    save: (idx) => {
      mkdirSync(dirs.imported, { recursive: true });
      const file = path.join(dirs.imported, `${idx.document.id}.json`);
      // Written whole, then renamed: a reader never sees half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify(idx));
      renameSync(`${file}.tmp`, file);
      reset();
      const entry = load().entries.find((e) => e.info.id === idx.document.id);
      if (entry === undefined) throw new Error(`rules catalog: ${idx.document.id} was saved but does not load`);
      return entry;
    },
  };
}

// `next start` runs in apps/web; the generated indexes live in the rules package.
const ROOT = path.join(process.cwd(), "../..");

/** One per process: route handlers and pages are separate bundles, each with its own module scope. */
const shared = globalThis as typeof globalThis & { __tablecastRulesCatalog?: RulesCatalog };

/** The app's catalog: generated indexes, and imports under TABLECAST_RULES_DIR (default data/rules). */
export function rulesCatalog(): RulesCatalog {
  shared.__tablecastRulesCatalog ??= createCatalog({
    builtIn: path.join(ROOT, "packages", "rules", "data"),
    imported: env().rulesDir ?? path.join(ROOT, "data", "rules"),
  });
  return shared.__tablecastRulesCatalog;
}

export const GAME_NAMES: Readonly<Record<string, string>> = { fab: "Flesh and Blood", riftbound: "Riftbound", ufs: "Universal Fighting System" };

/** How an edition is named to a reader: its printed version, else its date, else "older copy" / "current copy". */
export function editionLabel(entry: CatalogEntry): string {
  if (entry.info.versionPrinted) return entry.info.version;
  if (entry.info.date !== null) return entry.info.date;
  return entry.current ? "current copy" : "older copy";
}

/** A document's name with its edition where one is known (`… Comprehensive Rules 2.13.0`, `… (older copy)`). */
export function documentName(entry: CatalogEntry): string {
  if (entry.info.versionPrinted || entry.info.date !== null) return `${entry.info.title} ${editionLabel(entry)}`;
  return entry.current ? entry.info.title : `${entry.info.title} (older copy)`;
}

const SEARCH_EXAMPLES: Readonly<Record<string, string>> = {
  fab: "go again, 7.3.2, dominate",
  "fab/tr": "outside assistance, slow play, 5.9",
  "fab/pg": "marked cards, game loss, 4.8",
  riftbound: "showdown, hold, 103.2",
  ufs: "control check, block, E.3",
};

/** What the search box suggests typing, for the document's game and kind. */
export function searchExamples(entry: CatalogEntry): string {
  const kind = KIND_SLUG[entry.info.kind] ?? entry.info.kind;
  return SEARCH_EXAMPLES[`${entry.info.game}/${kind}`] ?? SEARCH_EXAMPLES[entry.info.game] ?? "a word or a rule number";
}
