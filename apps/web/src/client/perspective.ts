import { PUBLIC, Redactor, ReplayCursor, seatAudience, type StreamEntry } from "@tablecast/engine";

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
  private readonly cursors = new Map<string, { readonly cursor: ReplayCursor; readonly redactor: Redactor }>();

  cursorFor(p: Perspective, full: ReplayCursor, entries: readonly StreamEntry[]): ReplayCursor {
    if (p === "all") return full;
    const key = String(p);
    let narrowed = this.cursors.get(key);
    if (narrowed === undefined)
      this.cursors.set(key, (narrowed = { cursor: new ReplayCursor([], full.every), redactor: new Redactor(p === "public" ? PUBLIC : seatAudience(p)) }));
    const { cursor, redactor } = narrowed;
    for (let s = cursor.lastSeq + 1; s < entries.length; s++) cursor.append(redactor.entry(entries[s]!));
    return cursor;
  }
}
