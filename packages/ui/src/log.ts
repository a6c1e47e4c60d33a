import type { Seat, StreamEntry } from "@tablecast/engine";

/** A line of the event log as people read it, with the rule it cites. */
export interface LogLine {
  readonly seq: number;
  readonly seat: Seat | null;
  readonly text: string;
  readonly rule?: string;
}

/** The readable lines of some entries: the game's own sentences; a bare decision otherwise. */
export function logLines(entries: readonly StreamEntry[]): LogLine[] {
  const out: LogLine[] = [];
  for (const entry of entries) {
    const lines = entry.events.flatMap((e) => (e.type === "log" ? [e] : []));
    for (const l of lines) out.push(l.rule === undefined ? { seq: entry.seq, seat: entry.seat, text: l.text } : { seq: entry.seq, seat: entry.seat, text: l.text, rule: l.rule });
    const end = entry.events.find((e) => e.type === "end");
    if (end?.type === "end") out.push({ seq: entry.seq, seat: null, text: `Game over: ${end.reason}`, ...(end.rule === undefined ? {} : { rule: end.rule }) });
  }
  return out;
}

/** `fab:7.3.2` → { game: "fab", rule: "7.3.2" }, for links to the rules reference. */
export function parseRule(citation: string): { game: string; rule: string } | null {
  const m = /^([a-z][a-z0-9-]*):([0-9][0-9a-z.]*)$/i.exec(citation);
  return m === null ? null : { game: m[1]!.toLowerCase(), rule: m[2]! };
}
