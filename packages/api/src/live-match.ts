import {
  applyEntry,
  botFor,
  EMPTY_VIEW,
  footerFor,
  playDecision,
  Redactor,
  ReplayCursor,
  seatAudience,
  seedRng,
  startMatch,
  type Audience,
  type AnyGame,
  type Decision,
  type GameState,
  type LogFooter,
  type LogHeader,
  type MatchLog,
  type StreamEntry,
  type ViewState,
} from "@tablecast/engine";
import type { VisibilityPolicy } from "@tablecast/protocol";
import { StoreError, type MatchRecord, type MatchStore, type StoredEntry } from "@tablecast/store";
import type { Logger } from "pino";
import { ApiError } from "./errors";

/** Which stream a connection reads, and whether the broadcast delay holds it back. */
export interface Feed {
  readonly audience: Audience;
  readonly delayed: boolean;
}

export type Listener = () => void;

/** What the lobby shows of a match: public information only, as a spectator may see it now. */
/**
 * The counter a game's score leads with: life (Flesh and Blood), vitality (UFS) or points
 * (Riftbound), the first of these a player's public counters carry.
 */
export const HEADLINE_COUNTERS = ["life", "vitality", "points"] as const;
export type HeadlineCounter = (typeof HEADLINE_COUNTERS)[number];

export interface LobbyPlayer {
  readonly name: string;
  readonly hero: string | null;
  /** The headline counter's name, or null when the player has none yet. */
  readonly counter: HeadlineCounter | null;
  readonly score: number | null;
}

export interface LobbySummary {
  readonly seq: number;
  readonly turn: number;
  readonly players: readonly LobbyPlayer[];
}

export function lobbyPlayer(p: { readonly name: string; readonly hero?: { readonly name: string } | null; readonly counters: Readonly<Record<string, number>> }): LobbyPlayer {
  const counter = HEADLINE_COUNTERS.find((c) => p.counters[c] !== undefined) ?? null;
  return { name: p.name, hero: p.hero?.name ?? null, counter, score: counter === null ? null : p.counters[counter]! };
}

const SPECTATOR_FEED: Feed = { audience: { kind: "public" }, delayed: true };

export interface LiveMatchDeps {
  readonly store: MatchStore;
  readonly now: () => number;
  readonly log: Logger;
  /** This node, when several share the store: every write is fenced by its host lease. */
  readonly nodeId?: string;
  /** Called when a write finds another node holds the lease (this node was paused, say). */
  readonly onLostLease?: (matchId: string) => void;
  /** Called after every entry is durable (scale-out: tell the other nodes). */
  readonly onEntry?: (matchId: string, seq: number) => void;
}

function audienceKey(a: Audience): string {
  return a.kind === "seat" ? `seat:${a.seat}` : a.kind;
}

/**
 * One match hosted on this node: the authoritative engine state, the full table-event stream,
 * and per-audience redacted copies made once per entry. Decisions are applied one at a time;
 * each is written to the store before anyone hears of it (write-ahead).
 */
export class LiveMatch {
  private state: GameState;
  private readonly stream: StreamEntry[] = [];
  /** acceptedAt[seq]: when the entry became durable (seq 0: the match's creation). */
  private readonly acceptedAt: number[] = [];
  /** turnAt[seq]: the turn number after that entry, for delays counted in turns. */
  private readonly turnAt: number[] = [];
  /** The log entries (seq 1..), as stored. */
  private readonly storedEntries: StoredEntry[] = [];
  private readonly redacted = new Map<string, { readonly redactor: Redactor; readonly entries: StreamEntry[] }>();
  private readonly listeners = new Set<Listener>();
  private queue: Promise<unknown> = Promise.resolve();
  private botTimer: NodeJS.Timeout | null = null;
  private releaseTimer: NodeJS.Timeout | null = null;
  private footer: LogFooter | null;
  private closed = false;
  /** Only the node hosting a live match applies decisions and runs its bots; others follow it. */
  private hosting = false;

  private constructor(
    readonly id: string,
    readonly game: AnyGame,
    readonly header: LogHeader,
    readonly policy: VisibilityPolicy,
    private readonly seed: string,
    readonly botDelayMs: number,
    readonly createdAt: number,
    private readonly deps: LiveMatchDeps,
    start: { state: GameState; stream: StreamEntry },
    footer: LogFooter | null,
  ) {
    this.state = start.state;
    this.footer = footer;
    this.push(start.stream, createdAt);
  }

  /** A new match: set up by the engine, then written to the store. */
  static async create(
    id: string,
    game: AnyGame,
    opts: { seats: LogHeader["seats"]; options?: LogHeader["options"]; seed: string; policy: VisibilityPolicy; botDelayMs: number },
    deps: LiveMatchDeps,
  ): Promise<LiveMatch> {
    const started = startMatch(game, opts.seats, opts.seed, opts.options);
    if (!started.ok) throw new ApiError(started.error.code as `setup/${string}`, started.error.message, started.error.rule);
    const createdAt = deps.now();
    await deps.store.createMatch({
      id,
      header: started.value.header,
      policy: opts.policy,
      seed: opts.seed,
      botDelayMs: opts.botDelayMs,
      createdAt,
    });
    // Not hosted yet: the caller takes the host lease first (its writes are fenced by it), then hosts.
    return new LiveMatch(id, game, started.value.header, opts.policy, opts.seed, opts.botDelayMs, createdAt, deps, started.value, null);
  }

  /** Rebuilds a match from its stored log by replaying it (after a restart, or on another node). */
  static restore(record: MatchRecord, entries: readonly StoredEntry[], game: AnyGame, deps: LiveMatchDeps): LiveMatch {
    const started = startMatch(game, record.header.seats, record.seed, record.header.options);
    if (!started.ok) throw new Error(`match ${record.id}: setup no longer succeeds: ${started.error.message}`);
    const match = new LiveMatch(record.id, game, record.header, record.policy, record.seed, record.botDelayMs, record.createdAt, deps, started.value, record.footer);
    for (const entry of entries) match.replayStored(entry);
    return match;
  }

  /** Applies an entry that is already in the store (restore, or a replica following the host). */
  replayStored(entry: StoredEntry): void {
    if (entry.seq !== this.lastSeq + 1) throw new Error(`match ${this.id}: stored entry ${entry.seq} after ${this.lastSeq}`);
    const step = playDecision(this.game, this.state, entry.seq, entry.seat, entry.decision);
    if (!step.ok) throw new Error(`match ${this.id}: stored seq ${entry.seq} does not replay: ${step.error.message}`);
    if (step.value.entry.hash !== entry.hash) throw new Error(`match ${this.id}: stored seq ${entry.seq} has another state hash`);
    this.state = step.value.state;
    this.storedEntries.push(entry);
    this.push(step.value.stream, entry.acceptedAt);
  }

  /** This node becomes the match's host: it accepts decisions and runs the bots. */
  host(): void {
    this.hosting = true;
    this.scheduleBot();
  }

  /** The decision stored at `seq`, if the match has come that far. */
  decidedAt(seq: number): { readonly seat: number; readonly decision: string } | null {
    const entry = this.storedEntries[seq - 1];
    return entry === undefined ? null : { seat: entry.seat, decision: entry.decision };
  }

  /** Another node hosts the match now: stop accepting decisions and running bots; follow it instead. */
  stepDown(): void {
    this.hosting = false;
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    this.botTimer = null;
  }

  get isHosted(): boolean {
    return this.hosting;
  }

  /** Marks the match finished from the store (a replica learning the end). */
  adoptFooter(footer: LogFooter): void {
    this.footer = footer;
    this.notify();
  }

  get lastSeq(): number {
    return this.stream.length - 1;
  }

  /** The table as the engine holds it now (the coverage console plans its entries on it). */
  get table(): GameState {
    return this.state;
  }

  get ended(): boolean {
    return this.game.status(this.state).kind === "ended";
  }

  get result(): LogFooter | null {
    return this.footer;
  }

  get turn(): number {
    return this.turnAt[this.lastSeq] ?? 0;
  }

  awaiting(): readonly number[] {
    const status = this.game.status(this.state);
    return status.kind === "awaiting" ? status.seats : [];
  }

  /** A seat's legal decisions, with the cards they concern named as that seat's stream names them. */
  decisionsFor(seat: number): readonly Decision[] {
    if (this.game.status(this.state).kind === "ended") return [];
    const decisions = this.game.decisions(this.state, seat);
    if (!decisions.some((d) => d.object !== undefined)) return decisions;
    const audience = seatAudience(seat);
    this.entryFor(audience, this.lastSeq);
    const redactor = this.redacted.get(audienceKey(audience))!.redactor;
    return decisions.map((d) => {
      if (d.object === undefined) return d;
      const object = redactor.idOf(d.object);
      if (object === d.object) return d;
      const { object: _true, ...rest } = d;
      return object === undefined ? rest : { ...rest, object };
    });
  }

  /** The log so far; the seed is revealed only once the match is over. */
  matchLog(): MatchLog {
    const entries = this.storedEntries.map(({ acceptedAt: _t, ...e }) => e);
    return this.footer === null ? { header: this.header, entries } : { header: this.header, entries, footer: this.footer };
  }

  /**
   * Applies a decision by a seat. Resolves once it is durable and released, or rejects with an
   * ApiError (nothing is written then). Decisions are queued, so two submits never race.
   */
  submit(seat: number, expectedSeq: number | null, decisionId: string): Promise<number> {
    const run = this.queue.then(() => this.applyNow(seat, expectedSeq, decisionId));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async applyNow(seat: number, expectedSeq: number | null, decisionId: string): Promise<number> {
    if (this.closed || !this.hosting) throw new ApiError("match/not-hosted-here", "this node does not host the match");
    const seq = this.lastSeq + 1;
    if (expectedSeq !== null && expectedSeq !== seq)
      throw new ApiError("match/stale-seq", `the next seq is ${seq}, not ${expectedSeq}: the table has moved on`);
    const step = playDecision(this.game, this.state, seq, seat, decisionId);
    if (!step.ok) throw new ApiError(step.error.code as `decision/${string}` | `tabletop/${string}`, step.error.message, step.error.rule);
    const acceptedAt = this.deps.now();
    const stored: StoredEntry = { ...step.value.entry, acceptedAt };
    const footer = footerFor(this.game, step.value.state, this.seed);
    // Write-ahead: durable first, then visible; and only while this node still holds the lease.
    try {
      if (footer === null) await this.deps.store.appendEntry(this.id, stored, this.deps.nodeId);
      else await this.deps.store.finishMatch(this.id, footer, acceptedAt, stored, this.deps.nodeId);
    } catch (e) {
      if (e instanceof StoreError && e.code === "store/not-host") {
        this.stepDown();
        this.deps.onLostLease?.(this.id);
        throw new ApiError("match/not-hosted-here", "this node no longer hosts the match");
      }
      throw e;
    }
    this.state = step.value.state;
    this.storedEntries.push(stored);
    if (footer !== null) this.footer = footer;
    this.push(step.value.stream, acceptedAt);
    this.deps.onEntry?.(this.id, seq);
    this.scheduleBot();
    return seq;
  }

  private push(entry: StreamEntry, acceptedAt: number): void {
    this.stream.push(entry);
    this.acceptedAt.push(acceptedAt);
    const turnEvent = [...entry.events].reverse().find((e) => e.type === "turn");
    this.turnAt.push(turnEvent?.type === "turn" ? turnEvent.turn : (this.turnAt.at(-1) ?? 0));
    this.notify();
  }

  /** The entry at `seq` as an audience may receive it; redacted once per audience. */
  entryFor(audience: Audience, seq: number): StreamEntry {
    if (audience.kind === "omniscient") return this.stream[seq]!;
    const key = audienceKey(audience);
    let feed = this.redacted.get(key);
    if (feed === undefined) this.redacted.set(key, (feed = { redactor: new Redactor(audience), entries: [] }));
    for (let s = feed.entries.length; s <= seq; s++) feed.entries.push(feed.redactor.entry(this.stream[s]!));
    return feed.entries[seq]!;
  }

  /** The last seq a feed may see now. Seq 0 (the setup, hidden cards redacted) is always visible. */
  horizon(feed: Feed, now: number): number {
    if (!feed.delayed) return this.lastSeq;
    const delay = this.policy.delay;
    switch (delay.kind) {
      case "none":
        return this.lastSeq;
      case "seconds":
        // Even after the end: the end itself is news the broadcast may not show early.
        return this.lastAtMost(this.acceptedAt, now - delay.seconds * 1000);
      case "turns":
        if (this.footer !== null) return this.lastSeq;
        return this.lastAtMost(this.turnAt, this.turn - delay.turns);
    }
  }

  /** The last seq whose value in a nondecreasing per-seq series is at most `limit` (0 at least). */
  private lastAtMost(series: readonly number[], limit: number): number {
    let lo = 0;
    let hi = this.lastSeq;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (series[mid]! <= limit) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** When a delayed feed's horizon will next grow by the clock alone (seconds delays). */
  nextRelease(feed: Feed, now: number): number | null {
    if (!feed.delayed || this.policy.delay.kind !== "seconds") return null;
    const h = this.horizon(feed, now);
    if (h >= this.lastSeq) return null;
    return this.acceptedAt[h + 1]! + this.policy.delay.seconds * 1000;
  }

  /** Wakes when something may have changed for a feed: a new entry, a release time, a revocation. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Arms one timer for the next delayed release, shared by every delayed connection. */
  armRelease(at: number): void {
    if (this.releaseTimer !== null) return;
    const wait = Math.max(0, at - this.deps.now());
    this.releaseTimer = setTimeout(() => {
      this.releaseTimer = null;
      this.notify();
    }, wait);
  }

  notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private watching = 0;
  /** Each feed's table at its horizon, folded on as the horizon grows. */
  private readonly feedViews = new Map<string, ViewState>();

  /** The table as a feed's audience sees it at the feed's horizon now. */
  viewFor(feed: Feed, now: number): ViewState {
    const key = `${audienceKey(feed.audience)}${feed.delayed ? ":delayed" : ""}`;
    const horizon = this.horizon(feed, now);
    let view = this.feedViews.get(key) ?? EMPTY_VIEW;
    for (let s = view.seq + 1; s <= horizon; s++) view = applyEntry(view, this.entryFor(feed.audience, s));
    this.feedViews.set(key, view);
    return view;
  }

  /**
   * Each audience's tables at earlier moments: a replay cursor over its entries, with a checkpoint
   * every 16, grown only as far as a moment asked for (never past the asking feed's horizon).
   */
  private readonly pastViews = new Map<string, ReplayCursor>();

  /**
   * The table as a feed's audience sees it at `seq` (its horizon now when null or later): what the
   * stream would have drawn there. Null before the feed sees anything. An earlier moment costs a
   * fold from the checkpoint before it, not from the start of the match.
   */
  viewAt(feed: Feed, seq: number | null, now: number): ViewState | null {
    const horizon = this.horizon(feed, now);
    if (horizon < 0) return null;
    if (seq === null || seq >= horizon) return this.viewFor(feed, now);
    const key = audienceKey(feed.audience);
    let cursor = this.pastViews.get(key);
    if (cursor === undefined) this.pastViews.set(key, (cursor = new ReplayCursor()));
    for (let s = cursor.lastSeq + 1; s <= seq; s++) cursor.append(this.entryFor(feed.audience, s));
    return cursor.viewAt(seq);
  }

  /**
   * What a feed may know of the match now, every channel alike (stream, state, replay, lobby): the
   * last seq it sees, whom the table waits for as of then, and the result once the end is within
   * its horizon. A delayed feed learns the end only when the delay has passed.
   */
  seenBy(feed: Feed, now: number): { readonly horizon: number; readonly awaiting: readonly number[]; readonly result: LogFooter | null } {
    const horizon = this.horizon(feed, now);
    if (horizon >= this.lastSeq) return { horizon, awaiting: this.awaiting(), result: this.footer };
    const prompt = this.viewFor(feed, now).prompt;
    return { horizon, awaiting: prompt === null ? [] : [prompt.seat], result: null };
  }

  /** The lobby row's numbers, folded from the public stream up to the spectators' delay horizon. */
  lobbySummary(now: number): LobbySummary & { readonly ended: boolean } {
    const view = this.viewFor(SPECTATOR_FEED, now);
    return {
      ended: view.seq >= this.lastSeq && this.footer !== null,
      seq: view.seq,
      turn: view.turn,
      players: view.players.map(lobbyPlayer),
    };
  }

  /** People watching now, over any transport (the lobby's spectator count). */
  get viewers(): number {
    return this.watching;
  }

  /** Counts a viewer in; the returned function counts them out (once). */
  viewerJoined(): () => void {
    this.countViewers(1);
    let left = false;
    return () => {
      if (!left) this.countViewers(-1);
      left = true;
    };
  }

  /**
   * Counts viewers in (out, when negative). For a transport that keeps its own list of viewers and
   * counts each out once (the /stream rooms): no closure per viewer, which a crowd would hold by
   * the thousand.
   */
  countViewers(change: number): void {
    this.watching += change;
  }

  private scheduleBot(): void {
    if (this.botTimer !== null || this.closed || !this.hosting) return;
    const seat = this.awaiting().find((s) => this.header.seats[s]?.kind === "bot");
    if (seat === undefined) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      void this.playBot(seat);
    }, this.botDelayMs);
  }

  private async playBot(seat: number): Promise<void> {
    const decisions = this.game.status(this.state).kind === "ended" ? [] : this.game.decisions(this.state, seat);
    if (decisions.length === 0 || !this.awaiting().includes(seat)) return this.scheduleBot();
    const kind = (this.header.seats[seat]?.bot ?? "random") as "random" | "greedy";
    // The bot's randomness is derived per decision, so a restarted server plays on identically.
    const [decision] = botFor(kind).choose(this.game, this.state, seat, decisions, seedRng(`bot:${seat}:${this.lastSeq + 1}:${this.seed}`));
    try {
      await this.submit(seat, this.lastSeq + 1, decision.id);
    } catch (e) {
      this.deps.log.error({ match: this.id, seat, err: e }, "bot decision failed");
      // Retry later (e.g. the store was briefly unavailable); the engine state is unchanged.
      if (!this.closed) setTimeout(() => this.scheduleBot(), 1000);
    }
  }

  /** Stops timers; in-flight decisions finish. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.botTimer !== null) clearTimeout(this.botTimer);
    if (this.releaseTimer !== null) clearTimeout(this.releaseTimer);
    this.botTimer = null;
    this.releaseTimer = null;
    await this.queue;
    this.notify();
  }
}
