import { contentHash } from "./text";
import {
  INDEX_FORMAT,
  type DocumentInfo,
  type DocumentKind,
  type Game,
  type GlossaryEntry,
  type Rule,
  type RuleIndex,
  type TitleSource,
} from "./model";

/** A rule as an importer reads it, before ids are made unique and the tree is linked. */
export interface RawRule {
  number: string;
  depth: number;
  title: string | null;
  titleSource: TitleSource | null;
  text: string;
  examples: string[];
  notes: string[];
  /** Rule numbers cited, as written (before checking they exist). */
  cites: string[];
  missing?: true;
  recoveredText?: string[];
  penalty?: string;
}

export function rawRule(number: string, depth: number, title: string | null, text = ""): RawRule {
  return { number, depth, title, titleSource: title === null ? null : "inline", text, examples: [], notes: [], cites: [] };
}

export interface DocumentHead {
  game: Game;
  kind: DocumentKind;
  title: string;
  version: string | null;
  date: string | null;
  publisher: string | null;
  copyright: string | null;
  source: string;
}

/** File-name-safe version label. */
export function versionSlug(version: string): string {
  return version
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function documentInfo(head: DocumentHead, fullText: string): DocumentInfo {
  const printed = head.version !== null && head.version !== "";
  const version = printed ? head.version! : `unversioned-${contentHash(fullText)}`;
  return {
    id: `${head.game}-${head.kind}-${versionSlug(version)}`,
    game: head.game,
    kind: head.kind,
    title: head.title,
    version,
    versionPrinted: printed,
    date: head.date,
    publisher: head.publisher,
    copyright: head.copyright,
    source: head.source,
  };
}

/**
 * Links raw rules into an index: unique ids (a repeated number gets `#2`, `#3`), parents by
 * `parentOf` (nearest existing ancestor), children, and cross-references split into resolved and
 * unresolved.
 */
export function buildIndex(
  info: DocumentInfo,
  raws: readonly RawRule[],
  glossary: readonly GlossaryEntry[],
  parentOf: (number: string) => string | null,
  warnings: string[] = [],
): RuleIndex {
  const seen = new Map<string, number>();
  const ids: string[] = [];
  for (const r of raws) {
    const n = (seen.get(r.number) ?? 0) + 1;
    seen.set(r.number, n);
    if (n > 1) warnings.push(`duplicate rule number ${r.number} (kept as ${r.number}#${n})`);
    ids.push(n === 1 ? r.number : `${r.number}#${n}`);
  }
  const known = new Set(raws.map((r) => r.number));
  const parents = raws.map((r) => {
    let p = parentOf(r.number);
    while (p !== null && !known.has(p)) p = parentOf(p);
    return p;
  });
  const children = new Map<string, string[]>();
  raws.forEach((_, i) => {
    const p = parents[i];
    if (p === null || p === undefined) return;
    const list = children.get(p) ?? [];
    list.push(ids[i]!);
    children.set(p, list);
  });
  const dangling = new Set<string>();
  const rules: Rule[] = raws.map((r, i) => {
    const cites = [...new Set(r.cites)];
    const references = cites.filter((c) => known.has(c));
    const unresolvedReferences = cites.filter((c) => !known.has(c));
    for (const u of unresolvedReferences) dangling.add(u);
    const rule: Rule = {
      id: ids[i]!,
      number: r.number,
      depth: r.depth,
      title: r.title,
      titleSource: r.titleSource,
      text: r.text,
      examples: r.examples,
      notes: r.notes,
      parent: parents[i] ?? null,
      children: ids[i] === r.number ? (children.get(r.number) ?? []) : [],
      references,
      unresolvedReferences,
      ...(r.penalty !== undefined ? { penalty: r.penalty } : {}),
      ...(r.missing ? { missing: true as const } : {}),
      ...(r.recoveredText && r.recoveredText.length > 0 ? { recoveredText: r.recoveredText } : {}),
    };
    return rule;
  });
  if (dangling.size > 0) warnings.push(`references to rules not in the document: ${[...dangling].join(", ")}`);
  return { format: INDEX_FORMAT, document: info, rules, glossary, warnings };
}

/** Parent by dropping the last dotted segment, or a trailing letter (FaB `1.0.1a` → `1.0.1`). */
export function dottedParent(number: string): string | null {
  const letter = /^(.*\d)[a-z]$/.exec(number);
  if (letter) return letter[1]!;
  const dot = number.lastIndexOf(".");
  return dot < 0 ? null : number.slice(0, dot);
}

/**
 * Rule numbers as tuples of numbers (each importer maps its own numbering to one), compared level
 * by level: negative, zero or positive as `a` comes before, with or after `b`; a missing level
 * comes before any (`1.2` before `1.2.1`).
 */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}
