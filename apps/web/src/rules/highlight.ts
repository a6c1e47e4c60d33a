/**
 * Marks where the query's words start words of a search result (search matches word prefixes,
 * so "dom" marks "Dominate"). Pure; `words` come from the rules package's queryWords.
 */
export interface Highlighted {
  readonly text: string;
  readonly hit: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern for a query's words, used for every result of a keystroke. */
export function highlighter(words: readonly string[]): (text: string) => Highlighted[] {
  const useful = [...new Set(words.filter((w) => w.length > 0))].sort((a, b) => b.length - a.length);
  if (useful.length === 0) return (text) => (text === "" ? [] : [{ text, hit: false }]);
  // A word's start ("attack" marks "attack" in "attacks"); query words are plain a-z and 0-9.
  const pattern = new RegExp(`(?<![a-z0-9])(?:${useful.map(escape).join("|")})`, "gi");
  return (text) => {
    const out: Highlighted[] = [];
    let from = 0;
    for (const m of text.matchAll(pattern)) {
      if (m.index > from) out.push({ text: text.slice(from, m.index), hit: false });
      out.push({ text: m[0], hit: true });
      from = m.index + m[0].length;
    }
    if (from < text.length) out.push({ text: text.slice(from), hit: false });
    return out;
  };
}

export function highlight(text: string, words: readonly string[]): Highlighted[] {
  return highlighter(words)(text);
}
