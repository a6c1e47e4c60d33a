import type { ApiErrorCode } from "@tablecast/protocol";
import { randomBytes } from "node:crypto";
import { seatLabel, type AnyGame, type LogSeat } from "@tablecast/engine";
import {
  createMatchInputSchema,
  DEFAULT_POLICY,
  issueToken,
  MAX_DELAY_SECONDS,
  reachOf,
  verifyToken,
  type CreateMatchInput,
  type Role,
  type TokenClaims,
} from "@tablecast/protocol";
import { StoreError, type Fanout, type MatchStatus, type MatchStore, type MatchSummary } from "@tablecast/store";
import type { Logger } from "pino";
import { TABLETOP } from "@tablecast/engine/kit";
import { readTableDeck } from "./coverage/deck";
import { coverageProfileOf, tabletopSpecOf } from "./coverage/profiles";
import { ApiError } from "./errors";
import { ownCardsOption } from "./own-cards";
import { LiveMatch, type Feed } from "./live-match";

export interface HubDeps {
  readonly store: MatchStore;
  /** Cross-node messages; in-process when there is one node. */
  readonly fanout: Fanout;
  /** This node's id (unique among the nodes sharing a database). */
  readonly nodeId: string;
  /** How long a host's claim on a live match lasts without renewal. */
  readonly leaseMs?: number;
  readonly games: (id: string) => AnyGame | undefined;
  readonly secret: string;
  readonly now: () => number;
  readonly log: Logger;
}

/** Messages between nodes: on a match's channel, and on a node's own channel. */
type MatchMessage = { kind: "entry"; seq: number; node: string } | { kind: "revoked"; token: string };
type NodeMessage =
  | { kind: "submit"; id: string; match: string; seat: number; seq: number | null; decision: string; from: string }
  | { kind: "result"; id: string; seq?: number; error?: { code: string; message: string; rule?: string } };

/** The fan-out channel on which every node hears of revoked room tokens. */
const ROOM_REVOCATIONS = "rooms:revoked";

/** How long a forwarded decision waits for the host's answer before this node checks the host is alive. */
const FORWARD_TIMEOUT_MS = 1_500;

/** A host that did not answer a forwarded decision in time. */
class HostSilent extends ApiError {}

export interface CreatedMatch {
  readonly matchId: string;
  readonly tokens: {
    readonly organiser: string;
    /** Hands out and takes back seats (match.invite, match.revokeToken); watches nothing. */
    readonly host: string;
    readonly seats: readonly string[];
    /** For each human seat, a single-use invite to exchange for that seat's own token (null for bots). */
    readonly invites: readonly (string | null)[];
    readonly spectator: string;
    readonly overlay: string;
    readonly coverage: string;
    readonly coach: string;
    readonly judge: string;
    /** Tabletop matches: the coverage console's operator token (/console/<match>?token=…). */
    readonly operator?: string;
  };
}

const MAX_DELAY_MS = MAX_DELAY_SECONDS * 1000;

const newId = (bytes = 9) => randomBytes(bytes).toString("base64url");

/** Every match this node hosts or has loaded, and the capability checks in front of them. */
export class MatchHub {
  private readonly matches = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();
  private readonly revoked = new Map<string, Set<string>>();
  private readonly following = new Map<string, () => Promise<void>>();
  private readonly catchingUp = new Map<string, Promise<void>>();
  private readonly pending = new Map<string, { resolve: (seq: number) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  private unsubscribeNode: (() => Promise<void>) | null = null;
  private unsubscribeRooms: (() => Promise<void>) | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: HubDeps) {}

  private get leaseMs(): number {
    return this.deps.leaseMs ?? 3_000;
  }

  /** Listens for forwarded decisions and keeps this node's host leases alive. */
  async start(): Promise<void> {
    this.unsubscribeNode = await this.deps.fanout.subscribe(`node:${this.deps.nodeId}`, (raw) => void this.onNodeMessage(raw));
    // Room revocations reach every node: a viewer connected elsewhere is cut off too.
    this.unsubscribeRooms = await this.deps.fanout.subscribe(ROOM_REVOCATIONS, (raw) => {
      let message: { room?: unknown; token?: unknown; node?: unknown };
      try {
        message = JSON.parse(raw) as typeof message;
      } catch {
        return;
      }
      if (typeof message.room !== "string" || typeof message.token !== "string" || message.node === this.deps.nodeId) return;
      for (const listener of this.roomRevocationListeners) listener(message.room, message.token);
    });
    this.leaseTimer = setInterval(() => void this.renewLeases(), Math.max(250, this.leaseMs / 3));
  }

  private matchDeps() {
    const { store, now, log } = this.deps;
    return {
      store,
      now,
      log,
      nodeId: this.deps.nodeId,
      // Paused past its lease (SIGSTOP, a long GC): another node took over. Follow it from the store.
      onLostLease: (matchId: string) => {
        log.warn({ matchId }, "lost the host lease to another node; following it");
        const match = this.matches.get(matchId);
        if (match !== undefined) void this.catchUp(match);
      },
      onEntry: (matchId: string, seq: number) => {
        const message: MatchMessage = { kind: "entry", seq, node: this.deps.nodeId };
        this.deps.fanout.publish(`match:${matchId}`, JSON.stringify(message)).catch((err: unknown) => log.error({ err, matchId }, "fan-out failed"));
      },
    };
  }

  async create(raw: CreateMatchInput): Promise<CreatedMatch> {
    const input = createMatchInputSchema.parse(raw);
    const game = this.deps.games(input.game);
    if (game === undefined) throw new ApiError("game/unknown", `unknown game "${input.game}"`);
    // At a table without rules only people act: a bot would have nothing to go by.
    const tabletop = input.options?.["mode"] === TABLETOP;
    if (tabletop && tabletopSpecOf(game.id) === undefined) throw new ApiError("setup/no-tabletop", `${game.name} has no tabletop mode yet`);
    if (tabletop && input.seats.some((s) => s.kind === "bot"))
      throw new ApiError("setup/tabletop-people", "tabletop mode is played by people: every seat must be human");
    if (input.cards !== undefined && !tabletop) throw new ApiError("setup/own-cards-enforced", "a match's own cards are played in tabletop mode (options.mode: \"tabletop\"): enforced rules play the game's own cards");
    // A UFS table's own cards travel in the header's options, so the log alone replays the match.
    const options = input.cards === undefined ? input.options : { ...input.options, cards: ownCardsOption(game.id, input.cards) };
    const samples = Object.keys(game.sampleDecks ?? {});
    const seats: LogSeat[] = input.seats.map((s, i) => {
      // A deck list as text: the game reads and checks it (its errors name the line or the rule).
      if (s.deck !== undefined && "text" in s.deck) {
        // At a table every printed card plays: the list is read against the whole card database.
        const profile = tabletop ? coverageProfileOf(game.id) : undefined;
        if (profile === undefined && game.readDeckList === undefined) throw new ApiError("setup/deck-text", `${game.name} does not read deck lists as text; send card refs`);
        const read = profile !== undefined ? readTableDeck(game, profile, s.deck.text, options) : game.readDeckList!(s.deck.text, options);
        if (!read.ok) throw new ApiError(read.error.code as ApiErrorCode, `${seatLabel(i)}: ${read.error.message}`, read.error.rule);
        const deck = read.value;
        return s.kind === "bot" ? { name: s.name, kind: "bot", bot: s.bot ?? "random", deck } : { name: s.name, kind: "human", deck };
      }
      // No deck given: the game's sample decks, one per seat in order.
      const sample = s.deck === undefined ? samples[i % Math.max(1, samples.length)] : Array.isArray(s.deck) ? undefined : s.deck.sample;
      const deck = Array.isArray(s.deck) ? s.deck : sample === undefined ? undefined : game.sampleDecks?.[sample];
      if (deck === undefined) throw new ApiError("setup/unknown-deck", `${seatLabel(i)}: ${game.name} has no sample deck "${sample ?? ""}"`);
      return s.kind === "bot" ? { name: s.name, kind: "bot", bot: s.bot ?? "random", deck: [...deck] } : { name: s.name, kind: "human", deck: [...deck] };
    });
    const matchId = newId();
    const match = await LiveMatch.create(
      matchId,
      game,
      {
        seats,
        ...(options === undefined ? {} : { options }),
        seed: randomBytes(16).toString("hex"),
        policy: input.policy ?? DEFAULT_POLICY,
        botDelayMs: input.botDelayMs,
      },
      this.matchDeps(),
    );
    this.matches.set(matchId, match);
    await this.deps.store.claimHost(matchId, this.deps.nodeId, this.deps.now(), this.leaseMs);
    match.host();
    await this.follow(match);
    const exp = Math.floor(this.deps.now() / 1000) + input.tokenTtlSeconds;
    const token = (role: Role, seat?: number) => this.issue({ v: 1, match: matchId, role, exp, id: newId(6), ...(seat === undefined ? {} : { seat }) });
    return {
      matchId,
      tokens: {
        organiser: token("organiser"),
        host: token("host"),
        seats: seats.map((_, i) => token("seat", i)),
        invites: seats.map((s, i) => (s.kind === "human" ? token("invite", i) : null)),
        spectator: token("spectator"),
        overlay: token("overlay"),
        coverage: token("coverage"),
        coach: token("coach"),
        judge: token("judge"),
        // A match at a table may be recorded from the coverage console.
        ...(input.options?.["mode"] === TABLETOP ? { operator: this.issueOperator(matchId, exp) } : {}),
      },
    };
  }

  issue(claims: TokenClaims): string {
    return issueToken(this.deps.secret, claims);
  }

  /** The match, from memory or rebuilt from the store. */
  async get(matchId: string): Promise<LiveMatch> {
    const found = this.matches.get(matchId);
    if (found !== undefined) return found;
    let pending = this.loading.get(matchId);
    if (pending === undefined) {
      pending = this.load(matchId);
      this.loading.set(matchId, pending);
    }
    const match = await pending.finally(() => this.loading.delete(matchId));
    if (match === null) throw new ApiError("match/not-found", `no match "${matchId}"`);
    return match;
  }

  private async load(matchId: string): Promise<LiveMatch | null> {
    const record = await this.deps.store.getMatch(matchId);
    if (record === null) return null;
    const game = this.deps.games(record.header.game);
    if (game === undefined) throw new ApiError("game/unknown", `match ${matchId} is a game of "${record.header.game}", which this server cannot host`);
    const entries = await this.deps.store.entries(matchId);
    const match = LiveMatch.restore(record, entries, game, this.matchDeps());
    this.revoked.set(matchId, new Set(await this.deps.store.revokedTokens(matchId)));
    this.matches.set(matchId, match);
    if (record.status === "live") {
      await this.follow(match);
      // One node hosts each live match; the others follow it through the store.
      // It may finish on its host meanwhile: then there is nothing to host, only to catch up on.
      const host = await this.deps.store.claimHost(matchId, this.deps.nodeId, this.deps.now(), this.leaseMs).catch((e: unknown) => {
        if (e instanceof StoreError && e.code === "store/finished") return null;
        throw e;
      });
      if (host === this.deps.nodeId) await this.takeOver(match);
      else if (host === null) await this.catchUp(match);
    }
    return match;
  }

  /** Subscribes to a live match's channel: new entries (replicas catch up) and revocations. */
  private async follow(match: LiveMatch): Promise<void> {
    if (this.following.has(match.id)) return;
    const unsubscribe = await this.deps.fanout.subscribe(`match:${match.id}`, (raw) => {
      let message: MatchMessage;
      try {
        message = JSON.parse(raw) as MatchMessage;
      } catch {
        return;
      }
      if (message.kind === "revoked") this.noteRevoked(match.id, message.token);
      else if (message.kind === "entry" && message.node !== this.deps.nodeId && !match.isHosted && message.seq > match.lastSeq) void this.catchUp(match);
    });
    this.following.set(match.id, unsubscribe);
  }

  /** A replica reads the entries it lacks from the store and replays them. One catch-up at a time. */
  private catchUp(match: LiveMatch): Promise<void> {
    const running = this.catchingUp.get(match.id);
    const next = (running ?? Promise.resolve()).then(async () => {
      const entries = await this.deps.store.entries(match.id, match.lastSeq);
      for (const entry of entries) if (entry.seq === match.lastSeq + 1) match.replayStored(entry);
      if (match.result === null) {
        const record = await this.deps.store.getMatch(match.id);
        if (record?.footer != null && record.lastSeq === match.lastSeq) match.adoptFooter(record.footer);
      }
    });
    const settled = next.catch((err: unknown) => this.deps.log.error({ err, matchId: match.id }, "catch-up failed"));
    this.catchingUp.set(match.id, settled);
    return settled;
  }

  private async takeOver(match: LiveMatch): Promise<void> {
    await this.catchUp(match);
    if (match.result === null) match.host();
  }

  /**
   * Renews the leases of the matches hosted here, and claims those whose host has gone silent: a
   * bot match has no player to prompt a takeover, so the nodes following it must notice.
   */
  private async renewLeases(): Promise<void> {
    for (const match of this.matches.values()) {
      if (match.result !== null) continue;
      try {
        const host = await this.deps.store.claimHost(match.id, this.deps.nodeId, this.deps.now(), this.leaseMs);
        if (!match.isHosted && host === this.deps.nodeId) {
          this.deps.log.info({ matchId: match.id }, "the match's host went silent; hosting it here");
          await this.takeOver(match);
        } else if (match.isHosted && host !== this.deps.nodeId) {
          // This node was away longer than its lease and another took over: step down, follow it.
          this.deps.log.warn({ matchId: match.id, host }, "another node hosts this match now; stepping down");
          match.stepDown();
          await this.catchUp(match);
        }
      } catch (err) {
        if (err instanceof StoreError && err.code === "store/finished") continue;
        this.deps.log.warn({ err, matchId: match.id }, match.isHosted ? "could not renew host lease" : "could not check the host lease");
      }
    }
  }

  /**
   * Rebuilds every live match from its log after a restart; their bots play on. A match that no
   * longer replays (another engine version, a damaged log) is reported and left alone: it must not
   * keep the server, and every other match, from starting.
   */
  async restoreLive(): Promise<{ restored: number; failed: string[] }> {
    const live = await this.deps.store.listMatches({ status: "live", limit: 10_000 });
    const failed: string[] = [];
    for (const summary of live) {
      try {
        await this.get(summary.id);
      } catch (err) {
        failed.push(summary.id);
        this.deps.log.error({ err, matchId: summary.id }, "a live match could not be rebuilt from its log");
      }
    }
    return { restored: live.length - failed.length, failed };
  }

  /**
   * An operator token: records a paper match at the coverage console, on this match only. Signed
   * with a key of its own, so it opens nothing else (no stream, no seat) and no other token opens
   * the console. Its claims say what the console shows: everything, live (as a judge sees it).
   */
  issueOperator(matchId: string, exp: number): string {
    return issueToken(this.operatorKey, { v: 1, match: matchId, role: "judge", exp, id: newId(6) });
  }

  /** Checks an operator token for a match: signature, expiry, the match it was issued for, revocation. */
  async authorizeOperator(matchId: string, token: string): Promise<TokenClaims> {
    const check = verifyToken(this.operatorKey, token, Math.floor(this.deps.now() / 1000), matchId);
    if (!check.ok) {
      if (check.error === "token/bad-signature") throw new ApiError("auth/forbidden", "this is not an operator token: the coverage console opens with the operator token of its match");
      if (check.error === "token/wrong-match") throw new ApiError("token/wrong-match", "this operator token is for another match");
      throw new ApiError(check.error, check.message);
    }
    await this.get(matchId);
    if (this.isRevoked(matchId, check.claims.id)) throw new ApiError("token/revoked", "the token has been revoked");
    return check.claims;
  }

  private get operatorKey(): string {
    return `${this.deps.secret}\u0000coverage-operator`;
  }

  /** Checks a token for a match: signature, expiry, match, revocation. */
  async authorize(matchId: string, token: string): Promise<TokenClaims> {
    const check = verifyToken(this.deps.secret, token, Math.floor(this.deps.now() / 1000), matchId);
    if (!check.ok) throw new ApiError(check.error, check.message);
    await this.get(matchId);
    if (this.isRevoked(matchId, check.claims.id)) throw new ApiError("token/revoked", "the token has been revoked");
    return check.claims;
  }

  /**
   * Exchanges an invite for its seat's own token, once: the invite is spent (on every node) and the
   * new token is known only to whoever claimed it.
   */
  async claimSeat(matchId: string, invite: string): Promise<{ token: string; seat: number }> {
    const claims = await this.authorize(matchId, invite).catch((e: unknown) => {
      if (e instanceof ApiError && e.code === "token/revoked") throw new ApiError("token/used", "this invite has been used; ask the host for a new one");
      throw e;
    });
    if (claims.role !== "invite" || claims.seat === undefined) throw new ApiError("auth/forbidden", "only an invite can be exchanged for a seat");
    if (!(await this.deps.store.spendToken(matchId, claims.id))) throw new ApiError("token/used", "this invite has been used; ask the host for a new one");
    this.noteRevoked(matchId, claims.id);
    await this.deps.fanout.publish(`match:${matchId}`, JSON.stringify({ kind: "revoked", token: claims.id } satisfies MatchMessage));
    return { token: this.issue({ v: 1, match: matchId, role: "seat", seat: claims.seat, exp: claims.exp, id: newId(6) }), seat: claims.seat };
  }

  isRevoked(matchId: string, tokenId: string): boolean {
    return this.revoked.get(matchId)?.has(tokenId) ?? false;
  }

  async revoke(matchId: string, tokenId: string): Promise<void> {
    await this.deps.store.revokeToken(matchId, tokenId);
    this.noteRevoked(matchId, tokenId);
    const message: MatchMessage = { kind: "revoked", token: tokenId };
    await this.deps.fanout.publish(`match:${matchId}`, JSON.stringify(message));
  }

  /** Applies a revocation (ours, or one another node announced) and wakes open streams to re-check. */
  noteRevoked(matchId: string, tokenId: string): void {
    let set = this.revoked.get(matchId);
    if (set === undefined) this.revoked.set(matchId, (set = new Set()));
    set.add(tokenId);
    this.matches.get(matchId)?.notify();
  }

  private readonly roomRevocationListeners = new Set<(roomId: string, tokenId: string) => void>();

  /** Checks a review-room token: signature, expiry, room, a room role, revocation. */
  async authorizeRoom(roomId: string, token: string, roles: readonly string[]): Promise<TokenClaims> {
    const check = verifyToken(this.deps.secret, token, Math.floor(this.deps.now() / 1000), roomId);
    if (!check.ok) throw new ApiError(check.error, check.message);
    if (!roles.includes(check.claims.role)) throw new ApiError("auth/forbidden", `this needs a room ${roles.join(" or ")} token`);
    if (await this.isRoomTokenRevoked(roomId, check.claims.id)) throw new ApiError("token/revoked", "the token has been revoked");
    return check.claims;
  }

  async isRoomTokenRevoked(roomId: string, tokenId: string): Promise<boolean> {
    return (await this.deps.store.revokedTokens(roomId)).includes(tokenId);
  }

  async revokeRoomToken(roomId: string, tokenId: string): Promise<void> {
    await this.deps.store.revokeToken(roomId, tokenId);
    for (const listener of this.roomRevocationListeners) listener(roomId, tokenId);
    await this.deps.fanout.publish(ROOM_REVOCATIONS, JSON.stringify({ room: roomId, token: tokenId, node: this.deps.nodeId }));
  }

  /** The room endpoint closes the revoked token's open connections. */
  onRoomRevocation(listener: (roomId: string, tokenId: string) => void): void {
    this.roomRevocationListeners.add(listener);
  }

  /** What a token may watch now, or a forbidden error. */
  feedFor(match: LiveMatch, claims: TokenClaims): Feed {
    const over = match.result !== null;
    const reach = reachOf(claims.role, claims.seat, match.policy, over);
    if (reach === null)
      throw new ApiError("auth/forbidden", claims.role === "coach" ? "coaches may watch this match once it is over" : `a ${claims.role} token cannot watch`);
    if (reach.audience === "seat") return { audience: { kind: "seat", seat: reach.seat }, delayed: false };
    // Broadcast roles stay behind the delay even as the match ends: the end is news too.
    const delayed = reach.delayed || ((claims.role === "spectator" || claims.role === "overlay" || claims.role === "coverage") && match.policy.delay.kind === "seconds");
    return { audience: { kind: reach.audience }, delayed };
  }

  /** Submits on the node hosting the match: here, or forwarded to the host (taking over if it is gone). */
  async submit(match: LiveMatch, seat: number, seq: number | null, decision: string): Promise<number> {
    if (match.isHosted) {
      try {
        return await match.submit(seat, seq, decision);
      } catch (e) {
        // Fenced: the lease moved while this node was away. The decision goes to the new host.
        if (!(e instanceof ApiError && e.code === "match/not-hosted-here") || match.isHosted) throw e;
        await this.catchUp(match);
      }
    }
    // The host may be gone: its lease runs out within leaseMs, then this node (or another) takes over.
    const until = this.deps.now() + this.leaseMs + FORWARD_TIMEOUT_MS;
    for (;;) {
      const host = await this.deps.store.claimHost(match.id, this.deps.nodeId, this.deps.now(), this.leaseMs);
      if (host === this.deps.nodeId) {
        await this.takeOver(match);
        return match.submit(seat, seq, decision);
      }
      try {
        return await this.forwardAndCatchUp(match, host, seat, seq, decision);
      } catch (e) {
        if (!(e instanceof HostSilent) || this.deps.now() > until) throw e;
        // A slow host may have taken it after all: never apply one decision twice.
        await this.catchUp(match);
        if (seq !== null && match.decidedAt(seq)?.seat === seat && match.decidedAt(seq)?.decision === decision) return seq;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  private async forwardAndCatchUp(match: LiveMatch, host: string, seat: number, seq: number | null, decision: string): Promise<number> {
    const accepted = await this.forward(host, { kind: "submit", id: newId(), match: match.id, seat, seq, decision, from: this.deps.nodeId });
    // Read-your-writes: this node's copy includes the decision before the client hears it was taken.
    await this.catchUp(match);
    return accepted;
  }

  private forward(host: string, message: Extract<NodeMessage, { kind: "submit" }>): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(message.id);
        reject(new HostSilent("match/not-hosted-here", `the node hosting the match (${host}) did not answer`));
      }, FORWARD_TIMEOUT_MS);
      this.pending.set(message.id, { resolve, reject, timer });
      this.deps.fanout.publish(`node:${host}`, JSON.stringify(message)).catch((e: unknown) => {
        clearTimeout(timer);
        this.pending.delete(message.id);
        reject(e as Error);
      });
    });
  }

  private async onNodeMessage(raw: string): Promise<void> {
    let message: NodeMessage;
    try {
      message = JSON.parse(raw) as NodeMessage;
    } catch {
      return;
    }
    if (message.kind === "result") {
      const waiting = this.pending.get(message.id);
      if (waiting === undefined) return;
      this.pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error === undefined) waiting.resolve(message.seq!);
      else waiting.reject(new ApiError(message.error.code as "match/not-found", message.error.message, message.error.rule));
      return;
    }
    let reply: NodeMessage;
    try {
      const match = await this.get(message.match);
      const seq = await (match.isHosted ? match.submit(message.seat, message.seq, message.decision) : this.submit(match, message.seat, message.seq, message.decision));
      reply = { kind: "result", id: message.id, seq };
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError("match/not-hosted-here", (e as Error).message);
      reply = { kind: "result", id: message.id, error: { code: err.code, message: err.message, ...(err.rule === undefined ? {} : { rule: err.rule }) } };
    }
    await this.deps.fanout.publish(`node:${message.from}`, JSON.stringify(reply));
  }

  /**
   * The lobby list, as spectators may see it now: a match whose end has not yet passed the
   * broadcast delay is still live there, its figures (seq, turn, life) stop at the delay, and its
   * winners wait for the end to reach the broadcast.
   */
  async list(filter: { status?: "live" | "finished"; limit: number }, game?: string) {
    // Unlisted matches are watched by invitation (a token), never found in the lobby.
    const base = { listed: true, limit: filter.limit, ...(game === undefined ? {} : { game }) };
    const now = this.deps.now();
    // Finished this recently, a match may still be live for spectators (delays are at most MAX_DELAY_MS).
    const recent = (row: MatchSummary) => row.finishedAt !== null && now - row.finishedAt < MAX_DELAY_MS;
    const rows =
      filter.status === "live"
        ? [...(await this.deps.store.listMatches({ ...base, status: "live" })), ...(await this.deps.store.listMatches({ ...base, status: "finished" })).filter(recent)]
        : await this.deps.store.listMatches(filter.status === undefined ? base : { ...base, status: filter.status });
    const shown = await Promise.all(
      rows.map(async (row) => {
        const live = row.status === "live" || recent(row) ? await this.get(row.id).catch(() => null) : (this.matches.get(row.id) ?? null);
        if (live === null) return { ...row, turn: null, players: null, spectators: 0 };
        const { ended, ...summary } = live.lobbySummary(now);
        const status: MatchStatus = ended ? "finished" : "live";
        return {
          ...row,
          status,
          lastSeq: summary.seq,
          finishedAt: ended ? row.finishedAt : null,
          winners: ended ? row.winners : null,
          turn: summary.turn,
          players: summary.players,
          spectators: live.viewers,
        };
      }),
    );
    return shown.filter((row) => filter.status === undefined || row.status === filter.status).slice(0, filter.limit);
  }

  loaded(matchId: string): LiveMatch | undefined {
    return this.matches.get(matchId);
  }

  async close(): Promise<void> {
    if (this.leaseTimer !== null) clearInterval(this.leaseTimer);
    await Promise.all([...this.matches.values()].map((m) => m.close()));
    await Promise.all([...this.following.values()].map((unsubscribe) => unsubscribe().catch(() => undefined)));
    await this.unsubscribeNode?.().catch(() => undefined);
    await this.unsubscribeRooms?.().catch(() => undefined);
    for (const waiting of this.pending.values()) clearTimeout(waiting.timer);
  }
}
