import { PUBLIC, redactEntry, ReplayCursor, seatAudience, type StreamEntry } from "@tablecast/engine";

/** Whose eyes a viewer with the full view looks through: everything, the public, or one seat. */
export type Perspective = "all" | "public" | number;

export function perspectiveLabel(p: Perspective, names: readonly string[]): string {
  if (p === "all") return "everything (both hands)";
  if (p === "public") return "spectators (public)";
  return `P${p + 1} ${names[p] ?? ""}`.trim();
}

/**
 * Cursors over narrower views of a full stream, kept in step as entries arrive. Only a viewer who
 * already holds the full stream (judge, coach after the match, organiser) can narrow it; nobody
 * can widen what the server sent.
 */
export class Perspectives {
  private readonly cursors = new Map<string, ReplayCursor>();

  cursorFor(p: Perspective, full: ReplayCursor, entries: readonly StreamEntry[]): ReplayCursor {
    if (p === "all") return full;
    const key = String(p);
    let cursor = this.cursors.get(key);
    if (cursor === undefined) this.cursors.set(key, (cursor = new ReplayCursor([], full.every)));
    const audience = p === "public" ? PUBLIC : seatAudience(p);
    for (let s = cursor.lastSeq + 1; s < entries.length; s++) cursor.append(redactEntry(entries[s]!, audience));
    return cursor;
  }
}
