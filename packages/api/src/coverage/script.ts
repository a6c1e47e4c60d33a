import { footerFor, hashValue, playDecision, startMatch, type Game, type GameState, type LogEntry, type LogSeat, type MatchLog } from "@tablecast/engine";
import { TABLETOP } from "@tablecast/engine/kit";
import { readTableDeck } from "./deck";
import { readEntry } from "./entry";
import { planEntry, planUndo, type PlannedStep } from "./plan";
import { coverageProfileOf, tabletopGames } from "./profiles";

/** A script's limits: a long match is a few hundred lines. */
export const SCRIPT_MAX_LINES = 5_000;
export const SCRIPT_MAX_BYTES = 500_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = Game<any, any>;

/** A script that cannot be imported: the code, a message that starts with its line, and the line (1-based). */
export interface ScriptError {
  readonly code: string;
  readonly message: string;
  readonly line: number;
}

/** A script imported: the match log, its seed, and for each log entry the script line it came from. */
export interface ImportedMatch {
  readonly log: MatchLog;
  readonly seed: string;
  readonly lines: readonly number[];
}

export type ScriptResult = { readonly ok: true; readonly value: ImportedMatch } | { readonly ok: false; readonly error: ScriptError };

const fail = (line: number, code: string, message: string): ScriptResult => ({ ok: false, error: { code, message: `line ${line}: ${message}`, line } });

interface Header {
  game: string | null;
  readonly names: string[];
  readonly decks: { readonly start: number; readonly cards: string[] }[];
  seed: string | null;
}

/**
 * A coverage script (docs/coverage-script.md) as a match log: a header (game, players, decks,
 * optionally the seed), then one line of coverage each, planned on the table as the console plans
 * them. The first bad line is named, and nothing is made.
 */
export function importScript(text: string, games: (id: string) => AnyGame | undefined): ScriptResult {
  if (text.length > SCRIPT_MAX_BYTES) return fail(1, "tabletop/script-too-long", `a script has at most ${SCRIPT_MAX_BYTES} characters, this one has ${text.length}`);
  const lines = text.split(/\r?\n/);
  if (lines.length > SCRIPT_MAX_LINES) return fail(SCRIPT_MAX_LINES + 1, "tabletop/script-too-long", `a script has at most ${SCRIPT_MAX_LINES} lines`);
  const header: Header = { game: null, names: [], decks: [], seed: null };
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const n = i + 1;
    if (line === "" || line.startsWith("#")) continue;
    const m = /^(game|player\s+(\d{1,2})|deck\s+(\d{1,2})|seed)\s*:?\s*(.*)$/i.exec(line);
    if (m === null) break;
    const key = m[1]!.toLowerCase();
    const value = m[4]!.trim();
    if (key === "game") {
      if (header.game !== null) return fail(n, "tabletop/script", "the game is named once");
      header.game = value.toLowerCase();
    } else if (key === "seed") header.seed = value;
    else if (key.startsWith("player")) {
      const seat = Number(m[2]) - 1;
      if (seat !== header.names.length) return fail(n, "tabletop/script", `players are named in order: this should be player ${header.names.length + 1}`);
      if (value === "" || value.length > 40) return fail(n, "tabletop/script", "a player's name has 1 to 40 characters");
      header.names.push(value);
    } else {
      const seat = Number(m[3]) - 1;
      if (seat !== header.decks.length) return fail(n, "tabletop/script", `decks are given in order: this should be deck ${header.decks.length + 1}`);
      const start = i + 2;
      const body: string[] = [];
      for (i++; i < lines.length && lines[i]!.trim().toLowerCase() !== "end"; i++) body.push(lines[i]!);
      if (i >= lines.length) return fail(n, "tabletop/script", `deck ${seat + 1} has no line "end" after its cards`);
      const profile = header.game === null ? undefined : coverageProfileOf(header.game);
      const deckGame = header.game === null ? undefined : games(header.game);
      if (profile === undefined || deckGame === undefined) return fail(n, "tabletop/script", `name a game with a tabletop mode first (game: ${tabletopGames().join(" | ")})`);
      const read = readTableDeck(deckGame, profile, body.join("\n"));
      if (!read.ok) {
        const at = /^line (\d+): /.exec(read.error.message);
        return fail(at === null ? n : start + Number(at[1]) - 1, read.error.code, `deck ${seat + 1}: ${at === null ? read.error.message : read.error.message.slice(at[0].length)}`);
      }
      header.decks.push({ start, cards: read.value });
    }
  }
  if (header.game === null) return fail(1, "tabletop/script", `a script starts with "game: <id>" (${tabletopGames().join(", ")})`);
  const game = games(header.game);
  const profile = coverageProfileOf(header.game);
  if (game === undefined || profile === undefined) return fail(1, "tabletop/script", `"${header.game}" is not a game with a tabletop mode (${tabletopGames().join(", ")})`);
  if (header.names.length < 2) return fail(i + 1, "tabletop/script", "name the players before the first action: player 1: <name>, player 2: <name>");
  if (header.decks.length !== header.names.length) return fail(i + 1, "tabletop/script", `give a deck for each player (deck 1: … end), ${header.names.length} in all`);
  const options = { mode: TABLETOP };
  const seats: LogSeat[] = header.decks.map((deck, seat) => ({ name: header.names[seat]!, kind: "human", deck: deck.cards }));
  // A script without a seed gets one of its own text: the same script makes the same log.
  const seed = header.seed ?? `coverage:${hashValue(text).slice(0, 32)}`;
  const started = startMatch(game, seats, seed, options);
  if (!started.ok) return fail(header.decks[0]?.start ?? 1, started.error.code, started.error.message);
  let state: GameState = started.value.state;
  const entries: LogEntry[] = [];
  const from: number[] = [];
  const done: { label: string; undo: readonly PlannedStep[] | null; at: number }[] = [];
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const n = i + 1;
    if (line === "" || line.startsWith("#")) continue;
    const entry = readEntry(line, profile, seats.length);
    if (!entry.ok) return fail(n, entry.error.code, entry.error.message);
    let steps: readonly PlannedStep[];
    if (entry.value.kind === "undo") {
      const last = done.pop();
      if (last === undefined) return fail(n, "tabletop/undo", "there is nothing to take back");
      if (last.undo === null) return fail(n, "tabletop/undo", `"${last.label}" cannot be taken back (line ${last.at}); write the correction as it happened`);
      const planned = planUndo(game, state, last.label, last.undo);
      if (!planned.ok) return fail(n, planned.error.code, planned.error.message);
      steps = planned.value;
    } else {
      const planned = planEntry(game, profile, state, entry.value);
      if (!planned.ok) return fail(n, planned.error.code, planned.error.message);
      steps = planned.value.steps;
      done.push({ label: planned.value.label, undo: planned.value.undo, at: n });
    }
    for (const step of steps) {
      const played = playDecision(game, state, entries.length + 1, step.seat, step.decision);
      if (!played.ok) return fail(n, played.error.code, played.error.message);
      state = played.value.state;
      entries.push(played.value.entry);
      from.push(n);
    }
  }
  const footer = footerFor(game, state, seed);
  const log: MatchLog = footer === null ? { header: started.value.header, entries } : { header: started.value.header, entries, footer };
  return { ok: true, value: { log, seed, lines: from } };
}
