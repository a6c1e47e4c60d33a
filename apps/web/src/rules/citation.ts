/**
 * Rule citations as the engine, the event log, annotations and judge notes write them:
 * `fab:7.3.2` (the game's main rules), or with a document slug, `fab:tr:5.9`, `fab:cr:7.5.2`.
 * Pure, so the browser bundle can use it without the rules package.
 */

/** Games with a rules reference (the rules package's GAMES; a test keeps them equal). */
export const RULE_GAMES = ["fab", "riftbound", "ufs"] as const;

/** The document a citation without a slug names: each game's comprehensive or core rules. */
export const DEFAULT_SLUG = "cr";

export interface Citation {
  readonly game: string;
  /** The document's slug, when the citation names one. */
  readonly doc: string | null;
  readonly rule: string;
}

const CITATION = /^([a-z][a-z0-9-]*):(?:([a-z][a-z0-9.-]*):)?([0-9a-z][0-9a-z.#]*)$/i;

export function parseCitation(citation: string): Citation | null {
  const m = CITATION.exec(citation.trim());
  if (m === null) return null;
  const game = m[1]!.toLowerCase();
  if (!(RULE_GAMES as readonly string[]).includes(game)) return null;
  return { game, doc: m[2] === undefined ? null : m[2].toLowerCase(), rule: m[3]!.replace(/\.$/, "") };
}

/** The rule's page: `/rules/<game>/<doc>/<rule>`. */
export function rulePath(game: string, doc: string, rule: string): string {
  return `/rules/${game}/${doc}/${encodeURIComponent(rule)}`;
}

/** A citation's page in the rules reference, or null when it is not a citation of a game with rules. */
export function citationHref(citation: string): string | null {
  const c = parseCitation(citation);
  return c === null ? null : rulePath(c.game, c.doc ?? DEFAULT_SLUG, c.rule);
}

/** Looks like a rule number (for `/rules/fab/7.3.2`, a link without the document). */
export function looksLikeRuleId(s: string): boolean {
  return /^(?:\d+(?:\.[0-9a-z]+)*|[a-k](?:\.\d+)+)$/i.test(s);
}

/** A glossary term's anchor on its document's glossary page (`Go again` → `term-go-again`). */
export function termAnchor(term: string): string {
  return `term-${term.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}

export function glossaryHref(game: string, doc: string, term: string): string {
  return `/rules/${game}/${doc}/glossary#${termAnchor(term)}`;
}

/** A route parameter as text: Next hands them over decoded, but a stray `%` must not throw. */
export function routeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
