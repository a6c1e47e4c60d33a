import { WindowLimiter } from "./rate-limit";

/**
 * The lobby's "Watch a bot match": every new match is created with the operator's key and runs
 * on the match server until it ends, so an anonymous button must not start them without bound.
 * A click is sent, in order, to
 *
 * 1. a live bot match this lobby started for the same game and decks, with few watchers;
 * 2. the one being created for the same choice by a click a moment earlier;
 * 3. a new match, when the clicker's address and everyone together are under their limits.
 *
 * Reuse never counts against a limit: it creates nothing.
 */

export interface BotMatchChoice {
  readonly game: string;
  /** Sample deck names; "" for the game's default. */
  readonly p1: string;
  readonly p2: string;
}

/** The match server, as far as this needs it (the web app passes its API client). */
export interface BotMatchApi {
  create(choice: BotMatchChoice): Promise<{ matchId: string; spectator: string }>;
  /** Live listed matches of a game with how many are watching each. */
  live(game: string): Promise<readonly { id: string; spectators: number }[]>;
  /** A spectator token for a listed match. */
  spectate(matchId: string): Promise<string>;
}

export interface BotMatchLimits {
  /** New matches per address per window. */
  readonly perAddress: number;
  /** New matches for everyone together per window. */
  readonly all: number;
  readonly windowMs: number;
}

export type BotMatchOutcome =
  | { readonly kind: "watch"; readonly matchId: string; readonly token: string; readonly reused: boolean }
  | { readonly kind: "limited"; readonly scope: "address" | "all"; readonly retryAfterMs: number };

/** A live match with fewer watchers than this takes the next clicker. */
export const REUSE_BELOW_WATCHERS = 10;
/** Matches this lobby started longer ago are not offered again (they are near their end or over). */
export const REUSE_MAX_AGE_MS = 10 * 60_000;
const REMEMBERED = 200;

const keyOf = (c: BotMatchChoice) => JSON.stringify([c.game, c.p1, c.p2]);

export class BotMatches {
  /** Matches this lobby started, oldest first: id → choice key and start time. */
  private readonly started = new Map<string, { key: string; at: number }>();
  private readonly creating = new Map<string, Promise<{ matchId: string; spectator: string }>>();
  private readonly perAddress: WindowLimiter;
  private readonly all: WindowLimiter;

  constructor(
    limits: BotMatchLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.perAddress = new WindowLimiter(limits.perAddress, limits.windowMs);
    this.all = new WindowLimiter(limits.all, limits.windowMs);
  }

  async watch(choice: BotMatchChoice, address: string, api: BotMatchApi): Promise<BotMatchOutcome> {
    const key = keyOf(choice);
    const reusable = await this.reusable(key, choice.game, api);
    if (reusable !== null) return { kind: "watch", matchId: reusable, token: await api.spectate(reusable), reused: true };
    const pending = this.creating.get(key);
    if (pending !== undefined) {
      const { matchId } = await pending;
      return { kind: "watch", matchId, token: await api.spectate(matchId), reused: true };
    }
    const now = this.now();
    const waitAddress = this.perAddress.waitFor(address, now);
    if (waitAddress > 0) return { kind: "limited", scope: "address", retryAfterMs: waitAddress };
    const waitAll = this.all.waitFor("", now);
    if (waitAll > 0) return { kind: "limited", scope: "all", retryAfterMs: waitAll };
    this.perAddress.record(address, now);
    this.all.record("", now);
    const creation = api.create(choice);
    this.creating.set(key, creation);
    try {
      const { matchId, spectator } = await creation;
      this.remember(matchId, key);
      return { kind: "watch", matchId, token: spectator, reused: false };
    } finally {
      this.creating.delete(key);
    }
  }

  /** The least watched live match this lobby started for `key`, if one has room. */
  private async reusable(key: string, game: string, api: BotMatchApi): Promise<string | null> {
    const now = this.now();
    for (const [id, m] of this.started) if (now - m.at > REUSE_MAX_AGE_MS) this.started.delete(id);
    if (![...this.started.values()].some((m) => m.key === key)) return null;
    let live: readonly { id: string; spectators: number }[];
    try {
      live = await api.live(game);
    } catch {
      // Without the list, no reuse; creating is still limited.
      return null;
    }
    const candidates = live.filter((row) => this.started.get(row.id)?.key === key && row.spectators < REUSE_BELOW_WATCHERS);
    candidates.sort((a, b) => a.spectators - b.spectators);
    return candidates[0]?.id ?? null;
  }

  private remember(matchId: string, key: string): void {
    this.started.set(matchId, { key, at: this.now() });
    while (this.started.size > REMEMBERED) this.started.delete(this.started.keys().next().value!);
  }
}

const SHARED = Symbol.for("tablecast.web.botMatches");

/**
 * The web process's one BotMatches (kept on globalThis: the bundler may load this module once
 * per route, and limits must be shared by all of them).
 */
export function lobbyBotMatches(limits: BotMatchLimits): BotMatches {
  const holder = globalThis as { [SHARED]?: BotMatches };
  return (holder[SHARED] ??= new BotMatches(limits));
}
