/**
 * Type-ahead search over card names. Built once per card list: every distinct name word, sorted,
 * with the names that hold it, so a token's word-prefix matches are a binary search away.
 *
 * A query is tokens, in any order, each matching the start of a word of the name ("sav sw" →
 * Savage Swing). A last token r/y/b (or red/yellow/blue) picks a FaB pitch colour ("sav sw r" →
 * Savage Swing (red)). Tokens of five letters or more also match a word one typo away. Ranking:
 * the exact name, then names the query starts, then names whose words the tokens start, then
 * names found through a typo; within a rank, names whose first word the first token starts, then
 * shorter names.
 */
import { editDistance, normalize } from "./normalize";
import type { Card, PitchColor } from "./types";

const COLOR_TOKENS: Readonly<Record<string, PitchColor>> = { r: "red", red: "red", y: "yellow", yellow: "yellow", b: "blue", blue: "blue" };
/** Tokens this long or longer may match a word one edit away. */
export const FUZZY_MIN_LENGTH = 5;

interface Entry<C extends Card> {
  /** The card named by this entry (Riftbound: the preferred card id of the name). */
  readonly card: C;
  /** Normalized name without colour. */
  readonly base: string;
  readonly words: readonly string[];
  readonly color: PitchColor | null;
}

export interface SearchOptions {
  /** How many cards at most (default 10). */
  readonly limit?: number;
}

const enum Rank {
  Exact = 0,
  NameStart = 1,
  WordStarts = 2,
  Typo = 3,
}

export class CardIndex<C extends Card> {
  private readonly entries: Entry<C>[] = [];
  /** Distinct words, sorted, and for each the entries that hold it. */
  private readonly words: string[];
  private readonly postings: number[][];
  private readonly byKey = new Map<string, C[]>();
  private readonly byId = new Map<string, C>();
  /** Per query scratch: a stamp per entry, so nothing is cleared between queries. */
  private readonly seen: Uint32Array;
  private readonly matched: Uint8Array;
  private readonly typo: Uint8Array;
  private stamp = 0;

  /**
   * @param cards the cards; several with the same name (Riftbound reprints with ids of their own)
   *   become one entry, for the first of them in `cards` order.
   */
  constructor(readonly cards: readonly C[]) {
    const byName = new Map<string, number>();
    const wordSet = new Map<string, number[]>();
    for (const card of cards) {
      for (const id of [card.id, ...card.printings.map((p) => p.id)]) if (!this.byId.has(id.toLowerCase())) this.byId.set(id.toLowerCase(), card);
      const color = card.game === "fab" ? card.color : null;
      const base = normalize(card.baseName);
      const full = color === null ? base : `${base} ${color}`;
      for (const key of new Set([full, normalize(card.name)])) this.byKey.set(key, [...(this.byKey.get(key) ?? []), card]);
      if (color !== null) this.byKey.set(base, [...(this.byKey.get(base) ?? []), card]);
      if (byName.has(full)) continue;
      byName.set(full, this.entries.length);
      const words = base.split(" ").filter((w) => w !== "");
      for (const w of new Set(words)) {
        const list = wordSet.get(w) ?? [];
        list.push(this.entries.length);
        wordSet.set(w, list);
      }
      this.entries.push({ card, base, words, color });
    }
    this.words = [...wordSet.keys()].sort();
    this.postings = this.words.map((w) => wordSet.get(w)!);
    this.seen = new Uint32Array(this.entries.length);
    this.matched = new Uint8Array(this.entries.length);
    this.typo = new Uint8Array(this.entries.length);
  }

  /** By any id or printed id, case-insensitive. */
  byIdOf(id: string): C | undefined {
    return this.byId.get(id.trim().toLowerCase());
  }

  /**
   * By name, case- and punctuation-insensitive; a FaB name with its colour ("Savage Swing (red)"),
   * or without one when only one card has that name. Undefined when unknown or ambiguous.
   */
  byName(name: string): C | undefined {
    const found = this.byKey.get(normalize(name));
    if (found === undefined) return undefined;
    const distinct = new Set(found.map((c) => (c.game === "fab" ? c.id : normalize(c.name))));
    return distinct.size === 1 ? found[0] : undefined;
  }

  /** Every card with this name (all colours of a FaB name, every id of a Riftbound name). */
  allNamed(name: string): readonly C[] {
    return [...new Set(this.byKey.get(normalize(name)) ?? [])];
  }

  search(query: string, options: SearchOptions = {}): C[] {
    const limit = options.limit ?? 10;
    const tokens = normalize(query)
      .split(" ")
      .filter((t) => t !== "");
    if (tokens.length === 0 || limit <= 0) return [];
    const last = tokens[tokens.length - 1]!;
    const color = tokens.length > 1 ? (COLOR_TOKENS[last] ?? null) : null;
    if (color !== null) {
      const found = this.run(tokens.slice(0, -1), color, limit);
      // "… r" might also be the start of a word: without a coloured card, read it so.
      if (found.length > 0) return found;
    }
    return this.run(tokens, null, limit);
  }

  private run(tokens: readonly string[], color: PitchColor | null, limit: number): C[] {
    const stamp = ++this.stamp;
    const { seen, matched, typo } = this;
    const candidates: number[] = [];
    tokens.forEach((token, t) => {
      const visit = (entry: number, byTypo: boolean) => {
        if (t === 0) {
          if (seen[entry] !== stamp) {
            seen[entry] = stamp;
            matched[entry] = 1;
            typo[entry] = byTypo ? 1 : 0;
            candidates.push(entry);
          } else if (!byTypo) typo[entry] = 0;
          return;
        }
        // Later tokens narrow: the entry must have matched every earlier token.
        if (seen[entry] !== stamp || matched[entry]! < t) return;
        // Word-prefix matches are visited before typo matches, so a typo counts only when needed.
        if (matched[entry] === t) {
          matched[entry] = t + 1;
          if (byTypo) typo[entry] = 1;
        }
      };
      const [from, to] = this.prefixRange(token);
      for (let w = from; w < to; w++) for (const e of this.postings[w]!) visit(e, false);
      if (token.length >= FUZZY_MIN_LENGTH)
        for (let w = 0; w < this.words.length; w++) {
          if (w >= from && w < to) continue;
          const word = this.words[w]!;
          if (typoPrefix(token, word)) for (const e of this.postings[w]!) visit(e, true);
        }
    });
    const query = tokens.join(" ");
    const scored: { entry: Entry<C>; rank: Rank; firstWord: number; index: number }[] = [];
    for (const i of candidates) {
      if (matched[i]! < tokens.length) continue;
      const entry = this.entries[i]!;
      if (color !== null && entry.color !== color) continue;
      const rank = entry.base === query ? Rank.Exact : entry.base.startsWith(query) ? Rank.NameStart : typo[i] === 1 ? Rank.Typo : Rank.WordStarts;
      scored.push({ entry, rank, firstWord: entry.words[0]!.startsWith(tokens[0]!) ? 0 : 1, index: i });
    }
    scored.sort(
      (a, b) =>
        a.rank - b.rank ||
        a.firstWord - b.firstWord ||
        a.entry.base.length - b.entry.base.length ||
        (a.entry.base < b.entry.base ? -1 : a.entry.base > b.entry.base ? 1 : 0) ||
        a.index - b.index,
    );
    return scored.slice(0, limit).map((s) => s.entry.card);
  }

  /**
   * Names close to one that was not found, for "did you mean" in deck-list errors: the search's
   * own results first, then the names fewest edits away.
   */
  suggest(name: string, limit = 3): C[] {
    const found = this.search(name, { limit });
    if (found.length >= limit) return found;
    const q = normalize(name);
    const max = Math.max(2, Math.floor(q.length / 3));
    const near: { entry: Entry<C>; d: number }[] = [];
    for (const entry of this.entries) {
      if (found.includes(entry.card)) continue;
      const full = entry.color === null ? entry.base : `${entry.base} ${entry.color}`;
      const d = Math.min(editDistance(q, entry.base, max), editDistance(q, full, max));
      if (d <= max) near.push({ entry, d });
    }
    near.sort((a, b) => a.d - b.d || a.entry.base.length - b.entry.base.length);
    return [...found, ...near.slice(0, limit - found.length).map((n) => n.entry.card)];
  }

  /** [from, to) of the sorted words that start with prefix. */
  private prefixRange(prefix: string): [number, number] {
    const lower = (value: string) => {
      let lo = 0;
      let hi = this.words.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.words[mid]! < value) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lower(prefix), lower(`${prefix}\uffff`)];
  }
}

/** Whether token[ti..] equals word[wi..] for the token's remaining length. */
function matchesAt(token: string, ti: number, word: string, wi: number): boolean {
  if (word.length - wi < token.length - ti) return false;
  for (; ti < token.length; ti++, wi++) if (token.charCodeAt(ti) !== word.charCodeAt(wi)) return false;
  return true;
}

/**
 * Whether some start of word is at most one edit (substitution, extra or missing letter, two
 * letters swapped) from token: a typo while typing a word's start. No allocation: it runs over
 * every distinct word for each long token.
 */
export function typoPrefix(token: string, word: string): boolean {
  const n = token.length;
  let i = 0;
  while (i < n && i < word.length && token.charCodeAt(i) === word.charCodeAt(i)) i++;
  if (i === n) return true;
  if (i === word.length) return n - i === 1;
  return (
    matchesAt(token, i + 1, word, i + 1) || // substitution
    matchesAt(token, i + 1, word, i) || // an extra letter in the token
    matchesAt(token, i, word, i + 1) || // a letter missing from the token
    (i + 1 < n && token.charCodeAt(i) === word.charCodeAt(i + 1) && token.charCodeAt(i + 1) === word.charCodeAt(i) && matchesAt(token, i + 2, word, i + 2))
  );
}
