import type { RuleIndex } from "./model";
import { SEARCH_FORMAT, toSearchDocument, type SearchDocument } from "./search-document";

/**
 * Client-side full-text search over one or more rule indexes: an inverted index over a sorted
 * vocabulary, so every query word matches as a prefix (search as you type) by binary search.
 * Ranking prefers an exact rule id, then words in a rule's title, then words in its text.
 */

export interface SearchHit {
  readonly kind: "rule" | "glossary";
  /** Document the hit is in (`fab-cr-2.13.0`). */
  readonly document: string;
  /** Rule id, or the glossary term. */
  readonly id: string;
  readonly title: string | null;
  readonly snippet: string;
  readonly score: number;
}

interface Entry {
  kind: "rule" | "glossary";
  document: string;
  id: string;
  idLower: string;
  title: string | null;
  titleLower: string;
  text: string;
  textLower: string;
  /** Examples and notes: the snippet comes from them when only they match. */
  asides: string;
}

export interface SearchIndex {
  readonly entries: readonly Entry[];
  /** Sorted vocabulary. */
  readonly terms: readonly string[];
  /** For terms[i]: entry numbers and weights, interleaved. */
  readonly postings: readonly Float64Array[];
}

export interface SearchOptions {
  /** At most this many hits (default 20). */
  readonly limit?: number;
}

const STOP = new Set(["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "if", "in", "is", "it", "of", "on", "or", "that", "the", "their", "they", "this", "to", "with"]);

/** Lower-case words without accents, lightly stemmed (`attacks` → `attack`, `abilities` → `ability`). */
export function tokenize(text: string): string[] {
  return words(text)
    .filter((w) => !STOP.has(w))
    .map(stem);
}

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

/**
 * Query words: like `tokenize`, but the word being typed is kept even if it is a stop word ("at" → "attack").
 * Each matches as the start of a word, which is also how a view highlights them.
 */
export function queryWords(query: string): string[] {
  const all = words(query);
  const typing = /[a-z0-9]$/i.test(query) ? all.pop() : undefined;
  const out = all.filter((w) => !STOP.has(w)).map(stem);
  if (typing !== undefined) out.push(STOP.has(typing) ? typing : stem(typing));
  return out;
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

const WEIGHT = { title: 10, glossaryTerm: 6, text: 1, aside: 0.4 } as const;

/** One index over one or more documents: full rule indexes, or the search documents a browser receives. */
export function buildSearchIndex(documents: RuleIndex | SearchDocument | readonly (RuleIndex | SearchDocument)[]): SearchIndex {
  const list = (Array.isArray(documents) ? documents : [documents]) as readonly (RuleIndex | SearchDocument)[];
  const entries: Entry[] = [];
  const weights = new Map<string, Map<number, number>>();
  const add = (entry: number, text: string, weight: number) => {
    const seen = new Map<string, number>();
    for (const t of tokenize(text)) seen.set(t, (seen.get(t) ?? 0) + 1);
    for (const [t, tf] of seen) {
      const m = weights.get(t) ?? new Map<number, number>();
      m.set(entry, (m.get(entry) ?? 0) + weight * (1 + Math.log(tf)));
      weights.set(t, m);
    }
  };
  for (const input of list) {
    const doc = "format" in input && input.format === SEARCH_FORMAT ? input : toSearchDocument(input as RuleIndex);
    const document = doc.id;
    for (const [id, title, text, asides] of doc.rules) {
      const n = entries.length;
      entries.push({ kind: "rule", document, id, idLower: id.toLowerCase(), title, titleLower: (title ?? "").toLowerCase(), text, textLower: text.toLowerCase(), asides });
      if (title !== null) add(n, title, WEIGHT.title);
      add(n, text, WEIGHT.text);
      add(n, asides, WEIGHT.aside);
    }
    for (const [term, text] of doc.glossary) {
      const n = entries.length;
      entries.push({ kind: "glossary", document, id: term, idLower: term.toLowerCase(), title: term, titleLower: term.toLowerCase(), text, textLower: text.toLowerCase(), asides: "" });
      add(n, term, WEIGHT.glossaryTerm);
      add(n, text, WEIGHT.text);
    }
  }
  const terms = [...weights.keys()].sort();
  const postings = terms.map((t) => {
    const m = weights.get(t)!;
    const arr = new Float64Array(m.size * 2);
    let i = 0;
    for (const [entry, w] of m) {
      arr[i++] = entry;
      arr[i++] = w;
    }
    return arr;
  });
  return { entries, terms, postings };
}

function lowerBound(terms: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Looks like a rule number: `7.3.2`, `1.11.2a`, `103.2.a`, `J.1.2`, `8`. */
const ID_QUERY = /^(?:\d+(?:\.[0-9a-z]+)*\.?|[a-k](?:\.\d+)*\.?|appendix [a-z])$/i;

const scratches = new WeakMap<SearchIndex, { scores: Float64Array; scored: Uint8Array; matched: Float64Array; here: Float64Array }>();

/** Per-index buffers, reused by every query: typing makes no garbage for the collector to pause on. */
function scratch(index: SearchIndex) {
  let s = scratches.get(index);
  if (s === undefined) {
    const n = index.entries.length;
    s = { scores: new Float64Array(n), scored: new Uint8Array(n), matched: new Float64Array(n), here: new Float64Array(n) };
    scratches.set(index, s);
  }
  return s;
}

/**
 * Scores live in typed arrays, one slot per entry, and only the best `limit` are kept in order:
 * the first letter typed ("c") matches most of a document, and that keystroke must stay fast too.
 */
export function search(index: SearchIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  const limit = options.limit ?? 20;
  const q = query.trim();
  if (q === "") return [];
  const n = index.entries.length;
  const { scores, scored, matched: firstWord, here } = scratch(index);
  scores.fill(0);
  scored.fill(0);

  // A rule number jumps to that rule, then to the rules under it.
  if (ID_QUERY.test(q)) {
    const id = q.toLowerCase().replace(/\.$/, "");
    const letterAfter = /\d$/.test(id);
    for (let i = 0; i < n; i++) {
      const e = index.entries[i]!;
      if (e.kind !== "rule" || !e.idLower.startsWith(id)) continue;
      if (e.idLower.length === id.length) scores[i] = 1000;
      else if (e.idLower[id.length] === "." || (letterAfter && /^[a-z]/.test(e.idLower.slice(id.length)))) scores[i] = 500 - Math.min(400, e.idLower.length);
      else continue;
      scored[i] = 1;
    }
  }

  const words = queryWords(query);
  if (words.length > 0) {
    // Weights are positive: 0 means "not matched".
    let matched: Float64Array | null = null;
    for (const word of words) {
      here.fill(0);
      for (let t = lowerBound(index.terms, word); t < index.terms.length && index.terms[t]!.startsWith(word); t++) {
        // A completion counts for less than the whole word.
        const factor = index.terms[t] === word ? 1 : 0.5 + 0.4 * (word.length / index.terms[t]!.length);
        const p = index.postings[t]!;
        for (let k = 0; k < p.length; k += 2) {
          const e = p[k]!;
          const w = p[k + 1]! * factor;
          if (here[e]! < w) here[e] = w;
        }
      }
      let any = false;
      if (matched === null) {
        matched = firstWord;
        matched.set(here);
        any = here.some((w) => w > 0);
      } else {
        for (let e = 0; e < n; e++) {
          matched[e] = matched[e]! > 0 && here[e]! > 0 ? matched[e]! + here[e]! : 0;
          any ||= matched[e]! > 0;
        }
      }
      if (!any) break;
    }
    const phrase = q.toLowerCase();
    const definition = new RegExp(`^${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?::| is | are | a | an )`);
    for (let e = 0; matched !== null && e < n; e++) {
      const s = matched[e]!;
      if (s === 0) continue;
      const entry = index.entries[e]!;
      // The whole query is the title: the keyword's own rule (query `dominate` → 8.3.4 Dominate).
      // A rule whose text then defines it ("Go again is …") beats one that merely has the title.
      const exactTitle = entry.titleLower === phrase ? (entry.kind === "rule" ? 50 : 40) + (entry.textLower.startsWith(phrase) ? 5 : 0) : 0;
      // A rule that defines the phrase ("Hold: A player maintains…", "Momentum A player's…").
      const defines = exactTitle === 0 && entry.kind === "rule" && definition.test(entry.textLower) ? 30 : 0;
      // The words as a phrase, in order.
      const inOrder = words.length > 1 && entry.textLower.includes(phrase) ? 2 * words.length : 0;
      scores[e] = scores[e]! + s + exactTitle + defines + inOrder;
      scored[e] = 1;
    }
  }

  // The best `limit`, by score, then document order.
  const top: number[] = [];
  for (let e = 0; e < n; e++) {
    if (scored[e] === 0) continue;
    const s = scores[e]!;
    if (top.length === limit && s <= scores[top[limit - 1]!]!) continue;
    let at = top.length;
    while (at > 0 && scores[top[at - 1]!]! < s) at--;
    top.splice(at, 0, e);
    if (top.length > limit) top.pop();
  }
  return top.map((e) => {
    const entry = index.entries[e]!;
    return { kind: entry.kind, document: entry.document, id: entry.id, title: entry.title, snippet: snippetOf(entry, words), score: scores[e]! };
  });
}

/** Where the words are: the rule's text, or its examples when only they have them (`Example: …`). */
function snippetOf(entry: Entry, words: readonly string[]): string {
  if (entry.asides === "" || words.length === 0) return snippet(entry.text, words);
  const has = (text: string) => {
    const lower = text.toLowerCase();
    return words.some((w) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(lower));
  };
  return !has(entry.text) && has(entry.asides) ? `Example: ${snippet(entry.asides, words)}` : snippet(entry.text, words);
}

function snippet(text: string, words: readonly string[], width = 160): string {
  if (text.length <= width) return text;
  const lower = text.toLowerCase();
  const found = words.filter((w) => w.length >= 3).map((w) => lower.search(new RegExp(`\\b${w}`)));
  const at = Math.min(...found.filter((i) => i >= 0), Infinity);
  // Start at a word boundary a little before the first match, or at the start.
  let start = at === Infinity || at < 60 ? 0 : text.lastIndexOf(" ", at - 40) + 1;
  if (start < 0) start = 0;
  const end = text.lastIndexOf(" ", start + width);
  return `${start > 0 ? "…" : ""}${text.slice(start, end > start ? end : start + width).trim()}…`;
}
