/**
 * Marks where the query's words start words of a search result (search matches word prefixes,
 * so "dom" marks "Dominate"). Pure; `words` come from the rules package's queryWords.
 */
export interface Highlighted {
  readonly text: string;
  readonly hit: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function highlight(text: string, words: readonly string[]): Highlighted[] {
  const useful = [...new Set(words.filter((w) => w.length > 0))].sort((a, b) => b.length - a.length);
  if (useful.length === 0 || text === "") return text === "" ? [] : [{ text, hit: false }];
  // A word's start, then its letters up to the end of the word typed so far ("attack" marks "attack" in "attacks").
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${useful.map(escape).join("|")})`, "giu");
  const out: Highlighted[] = [];
  let from = 0;
  for (const m of text.matchAll(pattern)) {
    if (m[0] === "") continue;
    if (m.index > from) out.push({ text: text.slice(from, m.index), hit: false });
    out.push({ text: m[0], hit: true });
    from = m.index + m[0].length;
  }
  if (from < text.length) out.push({ text: text.slice(from), hit: false });
  return out;
}
