import type { Seat, StreamEntry } from "@tablecast/engine";

/** A line of the event log as people read it, with the rule it cites. */
export interface LogLine {
  readonly seq: number;
  readonly seat: Seat | null;
  readonly text: string;
  readonly rule?: string;
  /** The turn the line belongs to (0: setup). */
  readonly turn: number;
  /** On a turn's first line: the turn's heading, "Turn 3 · Ada (Rhinar)", as a commentator opens it. */
  readonly heading?: string;
}

/**
 * The readable lines of some entries: the game's own sentences; a bare decision otherwise. Lines
 * are grouped by turn: each turn's first line carries a heading naming the turn player and their
 * hero (from the stream's player and turn events).
 */
export function logLines(entries: readonly StreamEntry[]): LogLine[] {
  const out: LogLine[] = [];
  const players = new Map<Seat, { name: string; hero?: string }>();
  let turn = 0;
  let headed = -1;
  const push = (line: Omit<LogLine, "turn" | "heading">, heading: string) => {
    const first = headed !== turn;
    headed = turn;
    out.push(first ? { ...line, turn, heading } : { ...line, turn });
  };
  let heading = "Setup";
  for (const entry of entries) {
    for (const e of entry.events) {
      if (e.type === "player") players.set(e.seat, { name: e.name, ...(e.hero === undefined ? {} : { hero: e.hero.name }) });
      else if (e.type === "turn") {
        turn = e.turn;
        const p = players.get(e.turnPlayer);
        heading = `Turn ${e.turn}${p === undefined ? "" : ` · ${p.name}${p.hero === undefined ? "" : ` (${p.hero})`}`}`;
      } else if (e.type === "log") push(e.rule === undefined ? { seq: entry.seq, seat: entry.seat, text: e.text } : { seq: entry.seq, seat: entry.seat, text: e.text, rule: e.rule }, heading);
      else if (e.type === "end") push({ seq: entry.seq, seat: null, text: `Game over: ${e.reason}`, ...(e.rule === undefined ? {} : { rule: e.rule }) }, heading);
    }
  }
  return out;
}

/** `fab:7.3.2` → { game: "fab", rule: "7.3.2" }, for links to the rules reference. */
export function parseRule(citation: string): { game: string; rule: string } | null {
  const m = /^([a-z][a-z0-9-]*):([0-9][0-9a-z.]*)$/i.exec(citation);
  return m === null ? null : { game: m[1]!.toLowerCase(), rule: m[2]! };
}
