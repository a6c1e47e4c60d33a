import { botFor, botRng, type BotKind } from "./bots";
import type { Game, GameState } from "./game";
import type { LogEntry, LogHeader, LogSeat, MatchLog } from "./log";
import { footerFor, legalDecisions, playDecision, startMatch } from "./match";
import { err, invariant, ok, type Result } from "./result";
import type { RngState } from "./rng";
import type { StreamEntry } from "./table-events";

export interface SimulateOptions {
  readonly seats: readonly LogSeat[];
  readonly seed: string;
  readonly options?: LogHeader["options"];
  /** Safety stop for a game that never ends (a bug in its rules). */
  readonly maxDecisions?: number;
}

export interface Simulation<S> {
  readonly log: MatchLog;
  /** The full (omniscient) stream, seq 0..n. */
  readonly stream: readonly StreamEntry[];
  readonly state: S;
}

/** Plays a whole match with every seat driven by its bot; returns the finished log. */
export function simulateMatch<S extends GameState, E>(game: Game<S, E>, opts: SimulateOptions): Result<Simulation<S>> {
  const started = startMatch(game, opts.seats, opts.seed, opts.options);
  if (!started.ok) return started;
  const bots = opts.seats.map((s) => botFor((s.bot ?? "random") as BotKind));
  const rngs: RngState[] = opts.seats.map((_, i) => botRng(opts.seed, i));
  const limit = opts.maxDecisions ?? 100_000;
  const entries: LogEntry[] = [];
  const stream: StreamEntry[] = [started.value.stream];
  let state = started.value.state;
  for (;;) {
    const status = game.status(state);
    if (status.kind === "ended") break;
    if (entries.length >= limit) return err("simulate/too-long", `the game did not end within ${limit} decisions`);
    // Several seats may be asked at once; the lowest seat answers first, so runs are reproducible.
    const seat = Math.min(...status.seats);
    const decisions = legalDecisions(game, state, seat);
    // Messages are built only on failure: these checks run for every decision.
    if (decisions.length === 0) invariant(false, `${game.id}: seat ${seat} is awaited but has no legal decision (seq ${entries.length + 1})`);
    const [decision, rng] = bots[seat]!.choose(game, state, seat, decisions, rngs[seat]!);
    rngs[seat] = rng;
    const step = playDecision(game, state, entries.length + 1, seat, decision.id);
    if (!step.ok) invariant(false, `${game.id}: offered decision "${decision.id}" was rejected: ${step.error.message}`);
    state = step.value.state;
    entries.push(step.value.entry);
    stream.push(step.value.stream);
  }
  const footer = footerFor(game, state, opts.seed);
  invariant(footer !== null, "simulate: ended without a footer");
  return ok({ log: { header: started.value.header, entries, footer }, stream, state });
}
