/**
 * Rule citations in text: `fab:7.3.2`, `riftbound:103.2.a`, `ufs:J.1.2`, and with a document of
 * the game named: `fab:tr:5.9`, `fab:pg:3.1` (without one, the comprehensive rules).
 */
export interface Citation {
  readonly game: "fab" | "riftbound" | "ufs";
  /** The rules document (`cr`, `tr`, `pg`, `keywords`…); absent: the game's comprehensive rules. */
  readonly document?: string;
  readonly rule: string;
  /** Where it sits in the text, for rendering it as a link. */
  readonly start: number;
  readonly end: number;
}

const CITATION = /\b(fab|riftbound|ufs):(?:([a-z][a-z-]{1,15}):)?((?:[A-Z]\.)?\d+(?:\.\d+)*(?:\.?[a-z])?)(?![\w.]*\w)/g;

export function parseCitations(text: string): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(CITATION)) {
    const base = { game: m[1] as Citation["game"], rule: m[3]!, start: m.index, end: m.index + m[0].length };
    out.push(m[2] === undefined ? base : { ...base, document: m[2] });
  }
  return out;
}

/** The citation as written in the short form the web app links (`fab:tr:5.9`). */
export function citationText(c: Pick<Citation, "game" | "rule" | "document">): string {
  return c.document === undefined ? `${c.game}:${c.rule}` : `${c.game}:${c.document}:${c.rule}`;
}

/** The rules reference page of a citation. */
export function citationHref(c: Pick<Citation, "game" | "rule" | "document">): string {
  return `/rules/${c.game}/${c.document ?? "cr"}/${encodeURIComponent(c.rule)}`;
}
