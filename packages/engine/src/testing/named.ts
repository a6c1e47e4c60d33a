import type { Audience } from "../redact";
import type { CardFace, StreamEntry, TableEvent } from "../table-events";

/**
 * Words that give a hidden card away: a prompt or a log line the audience receives that names a
 * card it has never been shown. Redaction strips faces and ids; a sentence is the one place a game
 * could still write a hidden card out ("choose whether to play Zap" while Zap is in a hand), and
 * no variant of the stream catches it, since swapping hidden faces leaves the words as they were.
 *
 * Read from both streams: the full one says which cards exist (every face), the audience's own
 * says which it has seen (faces it received, reveals addressed to it, heroes). A name counts as
 * seen once any card of that name was shown, in this entry or before: the history is the
 * audience's to know. Names are matched as whole words, case and all, outside the names it has seen.
 */
export function namedHiddenCards(full: readonly StreamEntry[], redacted: readonly StreamEntry[], audience: Audience): string[] {
  const who = audience.kind === "seat" ? `seat ${audience.seat}` : audience.kind;
  const exists = new Set<string>();
  const seen = new Set<string>();
  const problems: string[] = [];
  full.forEach((entry, n) => {
    for (const event of entry.events) for (const name of facesIn(event)) exists.add(name);
    const mine = redacted[n];
    if (mine === undefined) return;
    for (const event of mine.events) for (const name of facesIn(event)) seen.add(name);
    for (const event of mine.events) {
      const text = event.type === "prompt" || event.type === "log" ? event.text : null;
      if (text === null || text === "") continue;
      const named = [...exists].filter((name) => !seen.has(name) && namesIn(text, name));
      if (named.length === 0) continue;
      // A seen card whose name holds a hidden one ("Kaede Arashi ••" and "Kaede Arashi") is no mention of it.
      const rest = [...seen].sort((a, b) => b.length - a.length).reduce((t, name) => t.split(name).join("\u0000"), text);
      for (const name of named) if (namesIn(rest, name)) problems.push(`${who}, seq ${entry.seq}: "${text}" names ${name}, a card this audience has not been shown`);
    }
  });
  return problems;
}

function facesIn(event: TableEvent): string[] {
  const name = (face: CardFace | undefined) => (face === undefined ? [] : [face.name]);
  switch (event.type) {
    case "player":
      return name(event.hero);
    case "create":
    case "move":
    case "reveal":
      return name(event.face);
    case "shuffle":
      return (event.faces ?? []).map((f) => f.name);
    default:
      return [];
  }
}

/** Whether `text` holds `name` as whole words (so "Zap" is not found in "Zapper"). */
function namesIn(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = at === 0 ? "" : text[at - 1]!;
    const after = text[at + name.length] ?? "";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}
