import type { RuleIndex } from "./model";

/**
 * What a browser needs to search one document, and nothing more: per rule its id, title, text and
 * examples/notes, per glossary entry its term and definition. Tuples rather than objects, and
 * cross-reference markup left out, so the shipped file stays small (the full index carries the
 * tree, references and provenance, which search never reads).
 */

export const SEARCH_FORMAT = "tablecast-rules-search/1";

/** `[id, title, text, asides]`: asides are the examples and notes, one string ("" when none). */
export type SearchRule = readonly [id: string, title: string | null, text: string, asides: string];
/** `[term, definition]`, a multi-sense headword's senses folded into the definition. */
export type SearchTerm = readonly [term: string, definition: string];

export interface SearchDocument {
  readonly format: typeof SEARCH_FORMAT;
  /** The document id (`fab-cr-2.13.0`), as hits report it. */
  readonly id: string;
  readonly rules: readonly SearchRule[];
  readonly glossary: readonly SearchTerm[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A rule's text without its bracketed cross-references (`…chain link.[7.0.5]` → `…chain link.`). */
export function withoutReferenceMarks(text: string, ids: readonly string[]): string {
  if (ids.length === 0 || !text.includes("[")) return text;
  const marks = new RegExp(`\\s?\\[(?:${ids.map(escape).join("|")})\\]`, "g");
  return text.replace(marks, "");
}

export function toSearchDocument(index: RuleIndex): SearchDocument {
  return {
    format: SEARCH_FORMAT,
    id: index.document.id,
    rules: index.rules.map((r) => {
      const ids = [...r.references, ...r.unresolvedReferences];
      // A rule whose text was lost is still found by the sentences recovered for it.
      const text = r.text !== "" ? withoutReferenceMarks(r.text, ids) : (r.recoveredText ?? []).join(" ");
      const asides = [...r.examples, ...r.notes].map((a) => withoutReferenceMarks(a, ids)).join(" ");
      return [r.id, r.title, text, asides] as const;
    }),
    glossary: index.glossary.map((g) => [g.term, [g.definition, ...g.senses.map((s) => `${s.sense}: ${s.definition}`)].filter((t) => t !== "").join(" ")] as const),
  };
}

/** Checks a search document received over the network; null when it is not one. */
export function parseSearchDocument(value: unknown): SearchDocument | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<SearchDocument>;
  if (v.format !== SEARCH_FORMAT || typeof v.id !== "string" || !Array.isArray(v.rules) || !Array.isArray(v.glossary)) return null;
  const okRule = (r: unknown) => Array.isArray(r) && r.length === 4 && typeof r[0] === "string" && (r[1] === null || typeof r[1] === "string") && typeof r[2] === "string" && typeof r[3] === "string";
  const okTerm = (g: unknown) => Array.isArray(g) && g.length === 2 && typeof g[0] === "string" && typeof g[1] === "string";
  if (!v.rules.every(okRule) || !v.glossary.every(okTerm)) return null;
  return v as SearchDocument;
}
