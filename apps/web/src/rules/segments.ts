import type { GlossaryEntry } from "@tablecast/rules";

/**
 * A rule's text cut into what a page draws: plain text, cross-references (links to other rules)
 * and glossary terms (definitions on hover). Pure, so it is tested without a DOM.
 */

export type Segment =
  | { readonly kind: "text"; readonly text: string }
  /** `bracket`: the reference was a superscript / `[7.0.5]` mark; otherwise it is part of the prose ("see rule 318"). */
  | { readonly kind: "ref"; readonly text: string; readonly id: string; readonly resolved: boolean; readonly bracket: boolean }
  | { readonly kind: "term"; readonly text: string; readonly term: string; readonly definition: string };

export interface TermInfo {
  /** The headword as the glossary prints it. */
  readonly term: string;
  readonly definition: string;
}

/**
 * Words every rule uses: marking them would underline half the text, and nobody hovers "card"
 * to learn what it means. Their glossary entries stay on the glossary page.
 */
const EVERYDAY = new Set([
  ...["card", "game", "player", "play", "put", "give", "look", "gain", "deal", "become", "name", "type", "step", "cost", "turn", "life", "pay", "draw", "hand", "deck", "remove", "lose"],
  ...["effect", "zone", "owner", "source", "match", "copy", "create", "resolve", "event", "layer", "base", "control", "color", "ignore", "text box", "attack", "action", "hero"],
  ...["defend", "defending", "controller", "property", "stack", "damage", "ability", "power", "weapon", "equipment", "token", "item", "aura", "head", "chest", "arms", "legs"],
]);

const plainQuotes = (s: string) => s.replace(/[’‘]/g, "'");

/**
 * Glossary terms by lower-cased headword (and each alternative of `A / B`), for hover definitions.
 * `phrasesOnly`: only terms of two words or more — for a document that borrows its game's rules
 * glossary (tournament rules), where a single word is usually plain English ("Head Judge").
 */
export function termLookup(glossary: readonly GlossaryEntry[], options: { phrasesOnly?: boolean } = {}): Map<string, TermInfo> {
  const out = new Map<string, TermInfo>();
  for (const g of glossary) {
    const body = g.senses.length > 0 ? g.senses.map((s) => `${s.sense}: ${s.definition}`).join("\n") : g.definition;
    const definition = stripMarks(body).trim();
    for (const alt of g.term.split(/\s+\/\s+/)) {
      const key = plainQuotes(alt.replace(/\s*\(.*?\)\s*/g, " ").trim().toLowerCase());
      if (key.length < 3 || EVERYDAY.has(key) || out.has(key)) continue;
      if (options.phrasesOnly === true && !/[\s-]/.test(key)) continue;
      out.set(key, { term: g.term, definition });
    }
  }
  return out;
}

/** A definition without its rule-number marks (`…makes an attack.[8.5.1]`). */
function stripMarks(text: string): string {
  return text.replace(/\s?\[(?:\d+|[A-K])(?:\.[0-9a-z]+)*\]/g, "");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where a rule's text cites the rules it references. Bracketed marks (`[7.0.5]`) always; a bare
 * number in prose only as a whole number (`see 7.3.2`, not inside `17.3.2` or `7.3.21`), and a
 * number without dots (`318`) only after "rule", "section", "chapter" or "see".
 */
function referencePattern(ids: readonly string[]): RegExp | null {
  if (ids.length === 0) return null;
  const sorted = [...new Set(ids)].sort((a, b) => b.length - a.length).map(escape);
  const dotted = sorted.filter((id) => /[.\s]/.test(id) || /[a-z]/i.test(id));
  const plain = sorted.filter((id) => !dotted.includes(id));
  const parts = [`\\[(${sorted.join("|")})\\]`];
  if (dotted.length > 0) parts.push(`(?<![0-9A-Za-z.])(${dotted.join("|")})(?![0-9A-Za-z]|\\.[0-9A-Za-z])`);
  if (plain.length > 0) parts.push(`(?<=\\b(?:[Rr]ules?|[Ss]ections?|[Cc]hapters?|[Ss]ee) )(${plain.join("|")})(?![0-9A-Za-z]|\\.[0-9A-Za-z])`);
  return new RegExp(parts.join("|"), "g");
}

const WORD = /[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*/g;

function singular(word: string): string[] {
  const out = [word];
  if (word.length > 4 && word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) out.push(word.slice(0, -1));
  return out;
}

/** Glossary terms in a stretch of plain text, longest first, each term once per `used` set. */
function markTerms(text: string, terms: ReadonlyMap<string, TermInfo>, used: Set<string>, out: Segment[]): void {
  const words = [...text.matchAll(WORD)].map((m) => ({ at: m.index, end: m.index + m[0].length, word: plainQuotes(m[0].toLowerCase()) }));
  let from = 0;
  let i = 0;
  while (i < words.length) {
    let hit: { n: number; key: string } | null = null;
    for (let n = Math.min(4, words.length - i); n >= 1 && hit === null; n--) {
      // Only words separated by single spaces make a term ("Go again", not "go. Again").
      if (n > 1 && words.slice(i, i + n - 1).some((w, k) => text.slice(w.end, words[i + k + 1]!.at) !== " ")) continue;
      const head = words.slice(i, i + n - 1).map((w) => w.word);
      for (const last of singular(words[i + n - 1]!.word)) {
        const key = [...head, last].join(" ");
        if (terms.has(key) && !used.has(key)) {
          hit = { n, key };
          break;
        }
      }
    }
    if (hit === null) {
      i++;
      continue;
    }
    const start = words[i]!.at;
    const end = words[i + hit.n - 1]!.end;
    if (start > from) out.push({ kind: "text", text: text.slice(from, start) });
    const info = terms.get(hit.key)!;
    out.push({ kind: "term", text: text.slice(start, end), term: info.term, definition: info.definition });
    used.add(hit.key);
    from = end;
    i += hit.n;
  }
  if (from < text.length) out.push({ kind: "text", text: text.slice(from) });
}

export interface SegmentOptions {
  /** Ids the rule cites that exist in the document. */
  readonly references: readonly string[];
  /** Ids the rule cites that the document does not have. */
  readonly unresolved?: readonly string[];
  readonly terms?: ReadonlyMap<string, TermInfo>;
  /** Terms already marked in this rule (shared by its text, examples and notes), and terms never to mark (its own title). */
  readonly used?: Set<string>;
}

export function segmentRuleText(text: string, options: SegmentOptions): Segment[] {
  const unresolved = options.unresolved ?? [];
  const resolved = new Set(options.references);
  const pattern = referencePattern([...options.references, ...unresolved]);
  const terms = options.terms ?? new Map<string, TermInfo>();
  const used = options.used ?? new Set<string>();
  const out: Segment[] = [];
  const plain = (t: string) => {
    if (t === "") return;
    if (terms.size === 0) out.push({ kind: "text", text: t });
    else markTerms(t, terms, used, out);
  };
  let from = 0;
  if (pattern !== null) {
    for (const m of text.matchAll(pattern)) {
      const id = (m[1] ?? m[2] ?? m[3])!;
      plain(text.slice(from, m.index));
      out.push({ kind: "ref", text: id, id, resolved: resolved.has(id), bracket: m[1] !== undefined });
      from = m.index + m[0].length;
    }
  }
  plain(text.slice(from));
  // Neighbouring text pieces as one.
  return out.reduce<Segment[]>((acc, s) => {
    const last = acc[acc.length - 1];
    if (s.kind === "text" && last?.kind === "text") acc[acc.length - 1] = { kind: "text", text: last.text + s.text };
    else acc.push(s);
    return acc;
  }, []);
}

/** The lower-cased key a title would have as a term, to keep a rule from marking its own name. */
export function termKey(title: string): string {
  return plainQuotes(title.trim().toLowerCase());
}
