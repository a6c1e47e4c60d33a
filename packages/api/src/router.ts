import { encodeJsonl, seatLabel } from "@tablecast/engine";
import {
  concedeInputSchema,
  createMatchInputSchema,
  createRoomInputSchema,
  FULL_LAYER_SUFFIX,
  revokeRoomTokenInputSchema,
  shareRoomInputSchema,
  issueTokenInputSchema,
  claimSeatInputSchema,
  inviteSeatInputSchema,
  listMatchesInputSchema,
  matchRefSchema,
  matchViewInputSchema,
  replayInputSchema,
  revokeTokenInputSchema,
  spectateInputSchema,
  submitDecisionInputSchema,
  watchInputSchema,
  type ApiErrorCode,
  type TokenClaims,
} from "@tablecast/protocol";
import { StoreError } from "@tablecast/store";
import { initTRPC, TRPCError, tracked } from "@trpc/server";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { CoverageDesk } from "./coverage/desk";
import { tabletopSpecOf } from "./coverage/profiles";
import { LINE_MAX } from "./coverage/entry";
import { importScript, SCRIPT_MAX_BYTES } from "./coverage/script";
import { ApiError, apiError } from "./errors";
import { GAMES, gameById } from "./games";
import type { MatchHub } from "./hub";
import type { LiveMatch } from "./live-match";

export interface Context {
  readonly hub: MatchHub;
  readonly now: () => number;
  /** When the operator set an admin key, creating matches requires it (header x-tablecast-admin). */
  readonly adminKey: string | null;
  readonly presentedAdminKey: string | null;
  /**
   * Review rooms this caller may still create (each costs a stored document): per token and per
   * address; a refusal says which and when to try again.
   */
  readonly roomQuota?: (tokenId: string) => { ok: true } | { ok: false; code: string; retryAfterMs: number };
  /** Per-token call budget: whether a call carrying this token may go on now. */
  readonly tokenBudget?: (token: string) => { ok: true } | { ok: false; retryAfter: number };
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const apiCode =
      cause instanceof ApiError ? cause.code : error.code === "BAD_REQUEST" || error.code === "PARSE_ERROR" ? "input/invalid" : undefined;
    const rule = cause instanceof ApiError ? cause.rule : undefined;
    return { ...shape, data: { ...shape.data, stack: undefined, apiCode, ...(rule === undefined ? {} : { rule }) } };
  },
});

/** Converts our typed errors into tRPC errors with the right status; anything else is a bug. */
function translate(e: unknown): never {
  if (e instanceof TRPCError) throw e;
  if (e instanceof ApiError) throw apiError(e.code, e.message, e.rule);
  if (e instanceof StoreError && e.code === "store/not-found") throw apiError("match/not-found", e.message);
  if (e instanceof StoreError && e.code === "store/finished") throw apiError("match/ended", "the match is over");
  if (e instanceof StoreError && e.code === "store/unavailable") throw apiError("store/unavailable", "the server cannot reach its database just now; try again shortly");
  throw e;
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    return translate(e);
  }
}

/**
 * Every call that carries a token spends from that token's budget, so one leaked or lobby token
 * cannot flood the server from many addresses.
 */
const api = t.procedure.use(async ({ ctx, getRawInput, next }) => {
  if (ctx.tokenBudget !== undefined) {
    const raw = (await getRawInput().catch(() => undefined)) as Record<string, unknown> | undefined;
    const token = raw?.["token"] ?? raw?.["matchToken"] ?? raw?.["invite"];
    if (typeof token === "string") {
      const budget = ctx.tokenBudget(token);
      if (!budget.ok) throw apiError("rate/limited", `too many calls with this token; try again in ${budget.retryAfter} s`);
    }
  }
  return next();
});

/** Lobby spectator tokens last a day: long enough for a match, short enough to go stale. */
const SPECTATE_TTL_SECONDS = 24 * 60 * 60;

function requireSeat(claims: TokenClaims): number {
  if (claims.role !== "seat" || claims.seat === undefined) throw new ApiError("auth/forbidden", "only a seat token can make decisions");
  return claims.seat;
}

/** A seat's decision or concession, made with that seat's own token while the match is live: the seq of its entry. */
async function submitAsSeat(ctx: Context, input: { readonly matchId: string; readonly token: string }, seq: number | null, decision: string): Promise<{ seq: number }> {
  const claims = await ctx.hub.authorize(input.matchId, input.token);
  const seat = requireSeat(claims);
  const match = await ctx.hub.get(input.matchId);
  if (match.result !== null) throw new ApiError("match/ended", "the match is over");
  return { seq: await ctx.hub.submit(match, seat, seq, decision) };
}

/** An overlay key (OBS browser source) opens its overlay's stream and nothing else. */
function refuseOverlay(claims: TokenClaims): TokenClaims {
  if (claims.role === "overlay") throw new ApiError("auth/forbidden", "an overlay key opens only the overlay's stream");
  return claims;
}

function requireOrganiser(claims: TokenClaims): void {
  if (claims.role !== "organiser") throw new ApiError("auth/forbidden", "only the match's organiser can do this");
}

/** What a token may know of a match now; a token that may not watch yet (a coach before the end) sees nothing. */
function seenNow(ctx: Context, match: LiveMatch, claims: TokenClaims) {
  let feed;
  try {
    feed = ctx.hub.feedFor(match, claims);
  } catch (e) {
    if (e instanceof ApiError && e.code === "auth/forbidden") return { horizon: -1, awaiting: [], result: null };
    throw e;
  }
  return match.seenBy(feed, ctx.now());
}

const roomToken = (ctx: Context, roomId: string, role: "owner" | "editor" | "viewer", ttlSeconds: number) =>
  ctx.hub.issue({ v: 1, match: roomId, role, exp: Math.floor(ctx.now() / 1000) + ttlSeconds, id: randomBytes(6).toString("base64url") });

/** A script sent to the API: well under a request's size (64 KB by default, newlines escaped), a long match's script several times over. */
export const IMPORT_MAX_CHARS = 48_000;

/** One coverage desk per hub: the consoles' journals of the matches it hosts. */
const desks = new WeakMap<MatchHub, CoverageDesk>();
function deskOf(ctx: Context): CoverageDesk {
  let desk = desks.get(ctx.hub);
  if (desk === undefined) desks.set(ctx.hub, (desk = new CoverageDesk(ctx.hub, ctx.now)));
  return desk;
}

const consoleRef = z.object({ matchId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/), token: z.string().min(1).max(2048) });
// A line longer than a console sends is refused by the schema (input/invalid) before it is read.
const consoleLine = consoleRef.extend({ line: z.string().min(1).max(LINE_MAX) });
const consoleSearch = consoleRef.extend({ query: z.string().max(80), seat: z.number().int().min(0).max(15).nullish() });

export const appRouter = t.router({
  /**
   * The coverage console (/console/<match>?token=<operator token>): an operator records a paper
   * match played in tabletop mode, one line an entry (docs/coverage-script.md).
   */
  console: t.router({
    view: api.input(consoleRef).query(({ ctx, input }) => guarded(() => deskOf(ctx).view(input.matchId, input.token))),
    search: api.input(consoleSearch).query(({ ctx, input }) => guarded(() => deskOf(ctx).search(input.matchId, input.token, input.query, input.seat ?? null))),
    record: api.input(consoleLine).mutation(({ ctx, input }) => guarded(() => deskOf(ctx).record(input.matchId, input.token, input.line))),
    undo: api.input(consoleRef).mutation(({ ctx, input }) => guarded(() => deskOf(ctx).undo(input.matchId, input.token))),
    /** An operator token for a tabletop match, from its organiser. */
    issue: api.input(consoleRef.extend({ ttlSeconds: z.number().int().min(60).max(60 * 60 * 24 * 7).default(60 * 60 * 24) })).mutation(({ ctx, input }) =>
      guarded(async () => {
        requireOrganiser(await ctx.hub.authorize(input.matchId, input.token));
        const match = await ctx.hub.get(input.matchId);
        if (match.header.options?.["mode"] !== "tabletop") throw new ApiError("setup/not-tabletop", "the coverage console records matches played in tabletop mode");
        return { token: ctx.hub.issueOperator(input.matchId, Math.floor(ctx.now() / 1000) + input.ttlSeconds) };
      }),
    ),
  }),


  /**
   * Coverage scripts (docs/coverage-script.md) as match logs, as `tablecast coverage import` makes
   * them: the log as JSON Lines, or the first bad line named with its code. A script one character
   * over the limit still reaches here, so the limit is named as the reader names it.
   */
  coverage: t.router({
    import: api.input(z.object({ script: z.string().min(1).max(IMPORT_MAX_CHARS + 1) })).mutation(({ input }) =>
      guarded(async () => {
        if (input.script.length > IMPORT_MAX_CHARS)
          throw new ApiError("tabletop/script-too-long", `line 1: a script sent here has at most ${IMPORT_MAX_CHARS} characters, this one has more; import a longer one (up to ${SCRIPT_MAX_BYTES}) with tablecast coverage import`);
        const imported = importScript(input.script, gameById);
        if (!imported.ok) throw new ApiError(imported.error.code as ApiErrorCode, imported.error.message);
        const { log, seed } = imported.value;
        return { game: log.header.game, decisions: log.entries.length, finished: log.footer !== undefined, reason: log.footer?.reason ?? null, seed, jsonl: encodeJsonl(log) };
      }),
    ),
  }),

  /** Review rooms: a Yjs document per room at /yjs/<roomId>?token=…, managed here. */
  room: t.router({
    create: api.input(createRoomInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        // Whoever may watch the match now may open a review of it.
        const first = input.matchIds[0]!;
        const claims = refuseOverlay(await ctx.hub.authorize(first, input.matchToken));
        const match = await ctx.hub.get(first);
        // Tournament rules 5.9 (outside assistance): no player reviews, or has others annotate, a match still in play.
        if (claims.role === "seat" && match.result === null) throw new ApiError("auth/forbidden", "players may open a review once their match is over");
        const quota = ctx.roomQuota?.(claims.id);
        if (quota !== undefined && !quota.ok)
          throw new ApiError("rate/limited", `${quota.code === "quota/rooms-per-token" ? "this link has" : "your address has"} opened as many review rooms as it may for now; try again in ${Math.ceil(quota.retryAfterMs / 60_000)} min`);
        const feed = ctx.hub.feedFor(match, claims);
        const roomId = randomBytes(9).toString("base64url");
        const layer = (doc: string) => ({
          owner: roomToken(ctx, doc, "owner", input.tokenTtlSeconds),
          editor: roomToken(ctx, doc, "editor", input.tokenTtlSeconds),
          viewer: roomToken(ctx, doc, "viewer", input.tokenTtlSeconds),
        });
        // The full-view layer exists only for someone who sees everything (coach after the
        // match, judge, coverage, organiser); its annotations may name hidden cards.
        const fullDoc = `${roomId}${FULL_LAYER_SUFFIX}`;
        const full = feed.audience.kind === "omniscient" ? { doc: fullDoc, tokens: layer(fullDoc) } : null;
        // People in the public layer watch the match as spectators do: links to that layer carry
        // this token, never the creator's own (which may see more).
        const spectatorToken = ctx.hub.issue({ v: 1, match: first, role: "spectator", exp: Math.floor(ctx.now() / 1000) + input.tokenTtlSeconds, id: randomBytes(6).toString("base64url") });
        return { roomId, tokens: layer(roomId), full, spectatorToken };
      }),
    ),

    share: api.input(shareRoomInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        await ctx.hub.authorizeRoom(input.roomId, input.token, ["owner"]);
        return { token: roomToken(ctx, input.roomId, input.role, input.ttlSeconds) };
      }),
    ),

    /** Revokes a room token; its open connections close at once. */
    revoke: api.input(revokeRoomTokenInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        await ctx.hub.authorizeRoom(input.roomId, input.token, ["owner"]);
        const target = await ctx.hub.authorizeRoom(input.roomId, input.revoke, ["owner", "editor", "viewer"]);
        await ctx.hub.revokeRoomToken(input.roomId, target.id);
        return { revoked: target.id };
      }),
    ),
  }),

  /** The games this server hosts and their sample decks, for the lobby's forms. */
  games: api.query(() =>
    // `tabletop`: the game is also played at a table without enforced rules (`options.mode: "tabletop"`);
    // `ownCards`: a table of it may bring its players' own card file (`cards`: UFS, with no public database).
    Object.entries(GAMES).map(([id, game]) => {
      const table = tabletopSpecOf(id);
      return { id, name: game.name, sampleDecks: Object.keys(game.sampleDecks ?? {}), tabletop: table !== undefined, ownCards: table?.matchCards !== undefined };
    }),
  ),

  match: t.router({
    create: api.input(createMatchInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        if (ctx.adminKey !== null && ctx.presentedAdminKey !== ctx.adminKey) throw new ApiError("auth/forbidden", "creating matches needs the operator's admin key");
        return ctx.hub.create(input);
      }),
    ),

    /** The lobby: live and finished matches. Public information only. */
    list: api.input(listMatchesInputSchema).query(({ ctx, input }) =>
      guarded(() => ctx.hub.list(input.status === undefined ? { limit: input.limit } : { status: input.status, limit: input.limit }, input.game)),
    ),

    /**
     * A spectator token for a listed match, for anyone: the lobby's "watch" link. Spectators see
     * public information behind the broadcast delay, exactly as with an issued token.
     */
    spectate: api.input(spectateInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        const match = await ctx.hub.get(input.matchId);
        if (match.policy.listed === false) throw new ApiError("auth/forbidden", "this match is watched by invitation only");
        const exp = Math.floor(ctx.now() / 1000) + SPECTATE_TTL_SECONDS;
        return { token: ctx.hub.issue({ v: 1, match: match.id, role: "spectator", exp, id: randomBytes(6).toString("base64url") }) };
      }),
    ),

    /** The match as a token sees it now: whose decision it is and, for that seat, its legal choices. */
    state: api.input(matchRefSchema).query(({ ctx, input }) =>
      guarded(async () => {
        const claims = refuseOverlay(await ctx.hub.authorize(input.matchId, input.token));
        const match = await ctx.hub.get(input.matchId);
        // As of what this token may see: a delayed feed's horizon, not the live table.
        const seen = seenNow(ctx, match, claims);
        const seat = claims.role === "seat" ? claims.seat : undefined;
        // Heroes and the turn as spectators see them now (public, behind the delay): for previews.
        const shown = match.lobbySummary(ctx.now());
        return {
          matchId: match.id,
          game: match.header.game,
          seats: match.header.seats.map((s, i) => ({ name: s.name, kind: s.kind, hero: shown.players[i]?.hero ?? null })),
          publicTurn: shown.turn,
          policy: match.policy,
          role: claims.role,
          seat: seat ?? null,
          nextSeq: seen.horizon + 1,
          awaiting: seen.awaiting,
          decisions: seat !== undefined && seen.awaiting.includes(seat) ? match.decisionsFor(seat) : [],
          result: seen.result === null ? null : { winners: seen.result.winners, reason: seen.result.reason },
          spectators: match.viewers,
        };
      }),
    ),

    /**
     * The table at one moment, drawn as the token's stream would draw it (its audience, behind its
     * delay): for a page to show the board before its stream arrives.
     */
    view: api.input(matchViewInputSchema).query(({ ctx, input }) =>
      guarded(async () => {
        const claims = refuseOverlay(await ctx.hub.authorize(input.matchId, input.token));
        const match = await ctx.hub.get(input.matchId);
        const view = match.viewAt(ctx.hub.feedFor(match, claims), input.seq, ctx.now());
        return view === null ? null : { seq: view.seq, view };
      }),
    ),

    submit: api.input(submitDecisionInputSchema).mutation(({ ctx, input }) => guarded(() => submitAsSeat(ctx, input, input.seq, input.decision))),

    concede: api.input(concedeInputSchema).mutation(({ ctx, input }) => guarded(() => submitAsSeat(ctx, input, null, "concede"))),

    /**
     * The log. Finished: anyone with a token of the match, seed included, so it can be verified.
     * Live: judges and the organiser only, without the seed.
     */
    replay: api.input(replayInputSchema).query(({ ctx, input }) =>
      guarded(async () => {
        const claims = refuseOverlay(await ctx.hub.authorize(input.matchId, input.token));
        const match = await ctx.hub.get(input.matchId);
        const live = claims.role === "judge" || claims.role === "organiser";
        if (match.result === null && !live) throw new ApiError("auth/forbidden", "the log of a live match is for judges and the organiser");
        // The log and its seed tell the end: a delayed audience gets them once the delay has passed.
        if (!live && seenNow(ctx, match, claims).result === null)
          throw new ApiError("auth/forbidden", "the match's end has not reached the broadcast yet (broadcast delay); the log opens then");
        return { finished: match.result !== null, jsonl: encodeJsonl(match.matchLog()) };
      }),
    ),

    issueToken: api.input(issueTokenInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        requireOrganiser(await ctx.hub.authorize(input.matchId, input.token));
        if (input.role === "seat" && input.seat === undefined) throw new ApiError("input/invalid", "a seat token needs a seat");
        const exp = Math.floor(ctx.now() / 1000) + input.ttlSeconds;
        const id = randomBytes(6).toString("base64url");
        return { token: ctx.hub.issue({ v: 1, match: input.matchId, role: input.role, exp, id, ...(input.seat === undefined ? {} : { seat: input.seat }) }) };
      }),
    ),

    /**
     * Revokes a token of the match; open streams using it close. The organiser may revoke any; the
     * host only seats and invites (taking a seat back from whoever held it).
     */
    revokeToken: api.input(revokeTokenInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        const claims = await ctx.hub.authorize(input.matchId, input.token);
        if (claims.role !== "host") requireOrganiser(claims);
        const target = await ctx.hub.authorize(input.matchId, input.revoke).catch(translate);
        if (claims.role === "host" && target.role !== "seat" && target.role !== "invite") throw new ApiError("auth/forbidden", "a host can take back seats and invites only");
        await ctx.hub.revoke(input.matchId, target.id);
        return { revoked: target.id };
      }),
    ),

    /** Exchanges a single-use invite for the seat's own token (the joiner's "take the seat"). */
    claim: api.input(claimSeatInputSchema).mutation(({ ctx, input }) => guarded(() => ctx.hub.claimSeat(input.matchId, input.invite))),

    /** A new invite for a human seat, from the host or organiser (a lost link, or a new opponent). */
    invite: api.input(inviteSeatInputSchema).mutation(({ ctx, input }) =>
      guarded(async () => {
        const claims = await ctx.hub.authorize(input.matchId, input.token);
        if (claims.role !== "host") requireOrganiser(claims);
        const match = await ctx.hub.get(input.matchId);
        if (match.header.seats[input.seat]?.kind !== "human") throw new ApiError("input/invalid", `${seatLabel(input.seat)} is not a human seat`);
        if (match.result !== null) throw new ApiError("match/ended", "the match is over");
        const exp = Math.floor(ctx.now() / 1000) + 7 * 24 * 60 * 60;
        return { invite: ctx.hub.issue({ v: 1, match: input.matchId, role: "invite", seat: input.seat, exp, id: randomBytes(6).toString("base64url") }) };
      }),
    ),

    /**
     * The live event stream of one audience, resumable: each entry is tracked by its seq, so a
     * reconnecting client continues after the last seq it saw, without gaps or repeats.
     */
    watch: api.input(watchInputSchema).subscription(async function* ({ ctx, input, signal }) {
      let claims: TokenClaims;
      let match;
      let feed;
      try {
        claims = await ctx.hub.authorize(input.matchId, input.token);
        match = await ctx.hub.get(input.matchId);
        feed = ctx.hub.feedFor(match, claims);
      } catch (e) {
        return translate(e);
      }
      let next = (input.lastEventId != null && /^\d+$/.test(input.lastEventId) ? Number(input.lastEventId) : input.fromSeq) + 1;
      let dirty = true;
      let wake: (() => void) | null = null;
      const unsubscribe = match.subscribe(() => {
        dirty = true;
        wake?.();
      });
      const onAbort = () => wake?.();
      signal?.addEventListener("abort", onAbort);
      const left = match.viewerJoined();
      try {
        while (!signal?.aborted) {
          dirty = false;
          if (ctx.hub.isRevoked(input.matchId, claims.id)) throw apiError("token/revoked", "the token has been revoked");
          const now = ctx.now();
          if (claims.exp * 1000 <= now) throw apiError("token/expired", "the token has expired");
          const horizon = match.horizon(feed, now);
          while (next <= horizon) {
            yield tracked(String(next), match.entryFor(feed.audience, next));
            next++;
          }
          if (match.result !== null && next > match.lastSeq) return;
          const release = match.nextRelease(feed, now);
          if (release !== null) match.armRelease(release);
          if (!dirty) await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
        }
      } finally {
        left();
        unsubscribe();
        signal?.removeEventListener("abort", onAbort);
      }
    }),
  }),
});

export type AppRouter = typeof appRouter;
