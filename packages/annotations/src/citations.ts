/** Rule citations in text: `fab:7.3.2`, `riftbound:103.2.a`, `ufs:J.1.2`. */
export interface Citation {
  readonly game: "fab" | "riftbound" | "ufs";
  readonly rule: string;
  /** Where it sits in the text, for rendering it as a link. */
  readonly start: number;
  readonly end: number;
}

const CITATION = /\b(fab|riftbound|ufs):((?:[A-Z]\.)?\d+(?:\.\d+)*(?:\.?[a-z])?)(?![\w.]*\w)/g;

export function parseCitations(text: string): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(CITATION)) {
    out.push({ game: m[1] as Citation["game"], rule: m[2]!, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The rules reference page of a citation. */
export function citationHref(c: Pick<Citation, "game" | "rule">): string {
  return `/rules/${c.game}/${encodeURIComponent(c.rule)}`;
}
