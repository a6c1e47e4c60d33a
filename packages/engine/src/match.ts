import type { Decision, Game, GameState, MatchConfig, Status, Step } from "./game";
import { entryHash, hashState, legacyHashValue, seedCommitment } from "./hash";
import { checkpointHash, CHECKPOINT_LOG_VERSION, decisionLine, isCheckpoint, type LogEntry, type LogFooter, type LogHeader, type LogSeat, type MatchLog } from "./log";
import { RecentCache } from "./recent";
import { err, ok, type GameError, type Result } from "./result";
import type { Seat, StreamEntry } from "./table-events";
import { ENGINE_VERSION, LOG_FORMAT_VERSION } from "./version";

/**
 * Running a match on a game: the one place where decisions become log entries and table events.
 * The server, the CLI and replays all go through these functions, so a live match and its replay
 * cannot disagree.
 */
export interface MatchStart<S> {
  readonly header: LogHeader;
  readonly state: S;
  readonly stateHash: string;
  readonly stream: StreamEntry;
}

export interface MatchStep<S> {
  readonly state: S;
  readonly stateHash: string;
  readonly entry: LogEntry;
  readonly stream: StreamEntry;
}

export function configOf(seats: readonly LogSeat[], options: LogHeader["options"]): MatchConfig {
  const config: MatchConfig = { seats: seats.map((s) => ({ name: s.name, deck: s.deck })) };
  return options === undefined ? config : { ...config, options };
}

/** How a state is hashed: a Merkle tree now (hashState), the whole text for engine 0.3.0's logs. */
type StateHasher = (state: unknown) => string;

/** The state hash of each engine version whose logs this build verifies (0.4.0 has 0.3.0's states). */
const HASHERS: Readonly<Record<string, StateHasher>> = { [ENGINE_VERSION]: hashState, "0.3.0": legacyHashValue };

export function startMatch<S extends GameState, E>(
  game: Game<S, E>,
  seats: readonly LogSeat[],
  seed: string,
  options?: LogHeader["options"],
): Result<MatchStart<S>> {
  return startWith(game, seats, seed, options, hashState);
}

function startWith<S extends GameState, E>(
  game: Game<S, E>,
  seats: readonly LogSeat[],
  seed: string,
  options: LogHeader["options"] | undefined,
  hash: StateHasher,
): Result<MatchStart<S>> {
  if (seats.length < game.seats.min || seats.length > game.seats.max)
    return err("match/seat-count", `${game.name} is played by ${game.seats.min}–${game.seats.max} players, not ${seats.length}`);
  const setup = game.setup(configOf(seats, options), seed);
  if (!setup.ok) return setup;
  const stateHash = hash(setup.value.state);
  const header: LogHeader = {
    format: "tablecast-log",
    version: LOG_FORMAT_VERSION,
    game: game.id,
    rulesetVersion: game.rulesetVersion,
    engineVersion: ENGINE_VERSION,
    seats,
    ...(options === undefined ? {} : { options }),
    seedCommitment: seedCommitment(seed),
    setupHash: entryHash(stateHash),
  };
  return ok({
    header,
    state: setup.value.state,
    stateHash,
    stream: { seq: 0, seat: null, events: game.project(setup.value.events) },
  });
}

/**
 * How every message names a seat: as players and the table do, P1 for seat index 0, with the index
 * that API fields carry (`seat: 0`), so neither reading is ambiguous.
 */
export function seatLabel(seat: Seat): string {
  return `P${seat + 1} (seat ${seat})`;
}

/** The rule every one of these decisions cites, when they share one. */
function sharedRule(decisions: readonly Decision[]): string | undefined {
  const rules = new Set(decisions.map((d) => d.rule));
  return rules.size === 1 ? [...rules][0] : undefined;
}

// The legal decisions of each seat, per state and game: whoever offers them (a bot, a player's
// screen) and playDecision, which checks the choice, list them once. Game.decisions is pure and
// a state is never written once returned, so the state object is the key.
// The states asked about last (see RecentCache); by seat, a small array (seats are 0, 1, …; a bad
// seat is simply not cached).
const offered = new WeakMap<object, RecentCache<object, (readonly Decision[] | undefined)[]>>();
const RECENT_STATES = 16;

/** `game.decisions(state, seat)`, listed once per state (while it is one of the last few asked about). */
export function legalDecisions<S extends GameState>(game: Game<S>, state: S, seat: Seat): readonly Decision[] {
  let byState = offered.get(game);
  if (byState === undefined) offered.set(game, (byState = new RecentCache(RECENT_STATES)));
  let bySeat = byState.get(state);
  if (bySeat === undefined) byState.set(state, (bySeat = []));
  const cached = Number.isInteger(seat) && seat >= 0 && seat < game.seats.max;
  let list = cached ? bySeat[seat] : undefined;
  if (list === undefined) {
    list = game.decisions(state, seat);
    if (cached) bySeat[seat] = list;
  }
  return list;
}

/** Reserved decision id: a seat concedes. Never offered by decisions(); any seat may make it. */
export const CONCEDE = "concede";

/** Checks that `seat` may make `decisionId` now, then applies it. Errors leave everything unchanged. */
export function playDecision<S extends GameState, E>(
  game: Game<S, E>,
  state: S,
  seq: number,
  seat: Seat,
  decisionId: string,
): Result<MatchStep<S>> {
  return playWith(game, state, seq, seat, decisionId, hashState);
}

function playWith<S extends GameState, E>(
  game: Game<S, E>,
  state: S,
  seq: number,
  seat: Seat,
  decisionId: string,
  hash: StateHasher,
): Result<MatchStep<S>> {
  const status = game.status(state);
  if (status.kind === "ended") return err("match/ended", "the game is over");
  if (decisionId === CONCEDE) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= game.seats.max) return err("decision/no-such-seat", `there is no seat ${seat} (seats are 0 to ${game.seats.max - 1})`);
    if (game.concede === undefined) return err("decision/cannot-concede", `${game.name} does not support conceding yet`);
    const conceded = game.concede(state, seat);
    return conceded.ok ? ok(stepOf(game, seq, seat, { id: CONCEDE, label: "Concede" }, conceded.value, hash)) : conceded;
  }
  if (!status.seats.includes(seat)) {
    const awaited = status.seats.map(seatLabel).join(" and ");
    const rule = game.priorityRule ?? sharedRule(status.seats.flatMap((s) => legalDecisions(game, state, s)));
    return err("decision/not-your-decision", `${seatLabel(seat)} has no decision to make now: the table waits for ${awaited}`, rule);
  }
  const legal = legalDecisions(game, state, seat);
  const decision = legal.find((d) => d.id === decisionId);
  if (decision === undefined) {
    // An open decision (a number or a text in its id) the game validates itself.
    const open = game.accepts?.(state, seat, decisionId);
    if (open !== undefined) {
      if (!open.ok) return open;
      const applied = game.apply(state, seat, decisionId);
      return applied.ok ? ok(stepOf(game, seq, seat, { id: decisionId, label: open.value.label }, applied.value, hash)) : applied;
    }
    const offered = legal.slice(0, 6).map((d) => `"${d.id}"`).join(", ");
    const more = legal.length > 6 ? `, and ${legal.length - 6} more` : "";
    const rule = sharedRule(legal) ?? game.priorityRule;
    return err("decision/not-legal", `"${decisionId}" is not a legal decision for ${seatLabel(seat)} now; the legal ones are ${offered}${more}`, rule);
  }
  const applied = game.apply(state, seat, decisionId);
  return applied.ok ? ok(stepOf(game, seq, seat, decision, applied.value, hash)) : applied;
}

/**
 * The log entry and stream entry of an applied decision. The state's hash is computed when first
 * read: a log file keeps only its checkpoints' (log.ts fileHashes), so a match that is only
 * simulated and written hashes one state in CHECKPOINT_EVERY; a server storing every entry's hash
 * reads them all.
 */
function stepOf<S extends GameState, E>(game: Game<S, E>, seq: number, seat: Seat, decision: Pick<Decision, "id" | "label">, step: Step<S, E>, hash: StateHasher): MatchStep<S> {
  const full = new LazyHash(step.state, hash);
  // The entry is plain data whose hash is a getter of its own (stores and files copy it as it is).
  const entry: LogEntry = {
    seq,
    seat,
    decision: decision.id,
    get hash() {
      return entryHash(full.value);
    },
  };
  return new Played(step.state, full, entry, { seq, seat, decision: { id: decision.id, label: decision.label }, events: game.project(step.events) });
}

/**
 * An applied decision (a class: an object literal with a getter is several times slower to make,
 * and one is made per decision; only the entry needs its getter as an own member).
 */
class Played<S> implements MatchStep<S> {
  readonly #hash: LazyHash;
  constructor(
    readonly state: S,
    hash: LazyHash,
    readonly entry: LogEntry,
    readonly stream: StreamEntry,
  ) {
    this.#hash = hash;
  }
  get stateHash(): string {
    return this.#hash.value;
  }
}

/** A state's hash, worked out when first read (a class, not a closure: one is made per decision). */
class LazyHash {
  #value: string | undefined;
  constructor(
    private readonly state: GameState,
    private readonly hash: StateHasher,
  ) {}
  get value(): string {
    return (this.#value ??= this.hash(this.state));
  }
}

/** The footer that closes a finished match and reveals its seed. */
export function footerFor<S extends GameState>(game: Game<S>, state: S, seed: string): LogFooter | null {
  const status = game.status(state);
  if (status.kind !== "ended") return null;
  return { seed, winners: status.winners, reason: status.reason, finalHash: hashState(state) };
}

export interface ReplayFailure {
  readonly seq: number;
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
}

/**
 * Replaying a log is a fold (STYLE.md 2): it yields the valid prefix (every state's stream
 * entry and hash) and the first failure, if any.
 */
export interface Replay<S> {
  readonly stream: readonly StreamEntry[];
  /**
   * Full state hash after each seq (index = seq) that verify hashed: the setup, every entry whose
   * log records a hash (all of a match's own log), every checkpoint and the last; "" for others.
   */
  readonly hashes: readonly string[];
  readonly state: S | null;
  readonly status: Status | null;
  readonly failure: ReplayFailure | null;
}

export interface ReplayOptions {
  /** The seed, for a log whose footer does not reveal it yet (a live match). */
  readonly seed?: string;
  /**
   * Every entry's state hash in `hashes`, as a match's store keeps them (to load a log file into a
   * store); by default only the checkpoints' and the last, which is all verifying needs.
   */
  readonly everyHash?: boolean;
}

export function replayLog<S extends GameState, E>(game: Game<S, E>, log: MatchLog, options: ReplayOptions = {}): Replay<S> {
  const stream: StreamEntry[] = [];
  const hashes: string[] = [];
  const fail = (failure: ReplayFailure, state: S | null = null): Replay<S> => ({
    stream,
    hashes,
    state,
    status: state === null ? null : game.status(state),
    failure,
  });
  const { header } = log;
  if (header.game !== game.id) return fail({ seq: 0, code: "verify/wrong-game", message: `log is for game "${header.game}", not "${game.id}"` });
  if (header.rulesetVersion !== game.rulesetVersion)
    return fail({
      seq: 0,
      code: "verify/ruleset-version",
      message: `log follows ruleset ${header.rulesetVersion}; this engine implements ${game.rulesetVersion}`,
    });
  const hash = HASHERS[header.engineVersion];
  if (hash === undefined)
    return fail({
      seq: 0,
      code: "verify/engine-version",
      message: `log was written by engine ${header.engineVersion} (log format ${header.version}); this is engine ${ENGINE_VERSION}, which verifies logs of engines ${Object.keys(HASHERS).join(" and ")} only (the states or hashes of others differ): verify it with the Tablecast release of that engine`,
    });
  const seed = log.footer?.seed ?? options.seed;
  if (seed === undefined) return fail({ seq: 0, code: "verify/no-seed", message: "the log has no end line revealing the seed, and no seed was given" });
  if (options.seed !== undefined && log.footer !== undefined && options.seed !== log.footer.seed)
    return fail({ seq: 0, code: "verify/seed-mismatch", message: "the given seed differs from the one the log reveals" });
  if (seedCommitment(seed) !== header.seedCommitment)
    return fail({ seq: 0, code: "verify/seed-commitment", message: "the seed does not match the header's seed commitment" });

  const started = startWith(game, header.seats, seed, header.options, hash);
  if (!started.ok) return fail({ seq: 0, code: started.error.code, message: started.error.message });
  if (entryHash(started.value.stateHash) !== header.setupHash)
    return fail({ seq: 0, code: "verify/hash-mismatch", message: "the state after setup does not match the header's setupHash" });
  let state = started.value.state;
  stream.push(started.value.stream);
  hashes.push(started.value.stateHash);
  // The last checkpoint that matched, and its state: a checkpoint hash that does not match can
  // come from any seq after it, so the valid prefix ends there (log.ts fileHashes).
  let verifiedSeq = 0;
  let verifiedState = state;
  let previous = header.setupHash;
  let decisions = "";
  const finished = log.footer !== undefined;

  for (const entry of log.entries) {
    const step = playWith(game, state, entry.seq, entry.seat, entry.decision, hash);
    if (!step.ok) return fail(failureOf(entry.seq, step.error), state);
    // A log a match made has every state's hash; one read from a file only its checkpoints'. A
    // state is hashed only where the log says something of it (and at the end).
    let hashed = false;
    if (entry.hash !== "") {
      hashed = true;
      const computed = step.value.entry.hash;
      if (computed !== entry.hash)
        return fail({ seq: entry.seq, code: "verify/hash-mismatch", message: `state hash after seq ${entry.seq} is ${computed}, the log says ${entry.hash}` }, state);
    }
    if (header.version >= CHECKPOINT_LOG_VERSION) {
      decisions += decisionLine(entry);
      if (isCheckpoint(entry.seq, log.entries.length, finished)) {
        hashed = true;
        const checkpoint = checkpointHash(previous, decisions, step.value.entry.hash);
        const recorded = entry.checkpoint ?? (entry.hash === "" ? undefined : checkpoint);
        if (recorded !== checkpoint) {
          stream.length = hashes.length = verifiedSeq + 1;
          const range = verifiedSeq + 1 === entry.seq ? `seq ${entry.seq}` : `seq ${verifiedSeq + 1} to ${entry.seq}`;
          const message =
            recorded === undefined
              ? `seq ${entry.seq} is a checkpoint, whose hash the log must carry, and it has none`
              : `the checkpoint hash at seq ${entry.seq} (its state and every decision since the previous checkpoint) is ${checkpoint}, the log says ${recorded}: a decision or state in ${range} differs`;
          return fail({ seq: verifiedSeq + 1, code: "verify/hash-mismatch", message }, verifiedState);
        }
        previous = checkpoint;
        decisions = "";
        verifiedSeq = entry.seq;
        verifiedState = step.value.state;
      } else if (entry.checkpoint !== undefined)
        return fail({ seq: entry.seq, code: "verify/hash-mismatch", message: `seq ${entry.seq} is not a checkpoint, yet the log carries a hash for it` }, state);
    }
    state = step.value.state;
    stream.push(step.value.stream);
    hashes.push(hashed || options.everyHash === true || entry.seq === log.entries.length ? step.value.stateHash : "");
  }

  const status = game.status(state);
  const last = log.entries.length;
  if (log.footer !== undefined) {
    if (status.kind !== "ended")
      return fail({ seq: last, code: "verify/not-ended", message: "the log has an end line but the game is not over after its last decision" }, state);
    const f = log.footer;
    if (f.reason !== status.reason || f.winners.join(",") !== status.winners.join(","))
      return fail({ seq: last, code: "verify/result-mismatch", message: `the end line says winners [${f.winners}] (${f.reason}); the replay ends with winners [${status.winners}] (${status.reason})` }, state);
    if (f.finalHash !== hashes[last])
      return fail({ seq: last, code: "verify/hash-mismatch", message: "the final state hash does not match the end line" }, state);
  }
  return { stream, hashes, state, status, failure: null };
}

function failureOf(seq: number, error: GameError): ReplayFailure {
  return error.rule === undefined
    ? { seq, code: error.code, message: error.message }
    : { seq, code: error.code, message: error.message, rule: error.rule };
}

/** Legal decisions for every seat that has one, for bots and UIs. */
export function pendingDecisions<S extends GameState>(game: Game<S>, state: S): { seat: Seat; decisions: readonly Decision[] }[] {
  const status = game.status(state);
  if (status.kind === "ended") return [];
  return status.seats.map((seat) => ({ seat, decisions: legalDecisions(game, state, seat) }));
}
