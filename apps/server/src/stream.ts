import type { IncomingMessage } from "node:http";
import { apiError, ApiError, type Feed, type LiveMatch, type MatchHub } from "@tablecast/api";
import { watchInputSchema, type TokenClaims } from "@tablecast/protocol";
import type { Logger } from "pino";
import type { WebSocket } from "ws";

/**
 * The spectator stream for large audiences: the same entries, authorization, delay and redaction
 * as the tRPC `match.watch` subscription, but each entry is serialized once per audience and the
 * same bytes are written to every connection of that audience, instead of once per connection.
 *
 * Protocol (WebSocket at /stream): the client's first message is
 *   {"matchId": "…", "token": "…", "fromSeq": -1}
 * then the server sends one text message per entry, `{"seq":N,"entry":{…}}`, in order from
 * fromSeq + 1, and closes with 1000 when the match is over and the client has everything.
 * Errors close the connection with 4400 (bad request), 4401 (token), 4403 (forbidden) or 4404
 * (unknown match), the reason carrying the API error code. A connection that has had nothing for
 * HEARTBEAT_MS gets `{"heartbeat":true}`, so a client can tell a quiet table from a dead link.
 */
export const HEARTBEAT_MS = 10_000;
const HEARTBEAT = JSON.stringify({ heartbeat: true });
export const STREAM_CLOSE = { done: 1000, badRequest: 4400, token: 4401, forbidden: 4403, notFound: 4404 } as const;

interface Viewer {
  readonly socket: WebSocket;
  readonly claims: TokenClaims;
  readonly feed: Feed;
  readonly key: string;
  next: number;
  /** When this viewer was last sent anything (ms). */
  sentAt: number;
}

function closeCodeFor(code: string): number {
  if (code.startsWith("token/")) return STREAM_CLOSE.token;
  if (code === "match/not-found") return STREAM_CLOSE.notFound;
  if (code.startsWith("auth/")) return STREAM_CLOSE.forbidden;
  return STREAM_CLOSE.badRequest;
}

/** One live match's connected viewers, woken together when the match changes. */
class MatchRoom {
  readonly viewers = new Set<Viewer>();
  /**
   * bytes[audienceKey][seq]: the message each audience receives, serialized and encoded to UTF-8
   * once (a string would be encoded again by every socket's send).
   */
  private readonly bytes = new Map<string, Buffer[]>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    readonly match: LiveMatch,
    private readonly hub: MatchHub,
    private readonly now: () => number,
    private readonly onEmpty: () => void,
  ) {
    this.unsubscribe = match.subscribe(() => this.pump());
    this.heartbeat = setInterval(() => {
      const now = Date.now();
      for (const viewer of this.viewers)
        if (now - viewer.sentAt >= HEARTBEAT_MS) {
          viewer.socket.send(HEARTBEAT);
          viewer.sentAt = now;
        }
    }, HEARTBEAT_MS / 2);
    this.heartbeat.unref?.();
  }

  private message(viewer: Viewer, seq: number): Buffer {
    let cache = this.bytes.get(viewer.key);
    if (cache === undefined) this.bytes.set(viewer.key, (cache = []));
    return (cache[seq] ??= Buffer.from(JSON.stringify({ seq, entry: this.match.entryFor(viewer.feed.audience, seq) })));
  }

  add(viewer: Viewer): void {
    this.viewers.add(viewer);
    const left = this.match.viewerJoined();
    viewer.socket.once("close", () => {
      left();
      this.viewers.delete(viewer);
      if (this.viewers.size === 0) {
        this.unsubscribe();
        clearInterval(this.heartbeat);
        this.onEmpty();
      }
    });
    this.pumpOne(viewer, this.now());
  }

  /** Sends every viewer what it may now see. */
  pump(): void {
    const now = this.now();
    for (const viewer of this.viewers) this.pumpOne(viewer, now);
  }

  private pumpOne(viewer: Viewer, now: number): void {
    const { match } = this;
    if (this.hub.isRevoked(match.id, viewer.claims.id)) return viewer.socket.close(STREAM_CLOSE.token, "token/revoked");
    if (viewer.claims.exp * 1000 <= now) return viewer.socket.close(STREAM_CLOSE.token, "token/expired");
    const horizon = match.horizon(viewer.feed, now);
    while (viewer.next <= horizon) {
      viewer.socket.send(this.message(viewer, viewer.next), TEXT);
      viewer.next++;
      viewer.sentAt = Date.now();
    }
    if (match.result !== null && viewer.next > match.lastSeq) return viewer.socket.close(STREAM_CLOSE.done, "match over");
    const release = match.nextRelease(viewer.feed, now);
    if (release !== null) match.armRelease(release);
  }
}

/** Cached bytes go out as text frames, as the JSON they are. */
const TEXT = { binary: false } as const;

/** `authenticated` is told when a viewer's first message checks out; false means close it. */
export function createStreamHandler(hub: MatchHub, now: () => number, log: Logger, authenticated: (socket: WebSocket) => boolean = () => true) {
  const rooms = new Map<string, MatchRoom>();
  return (socket: WebSocket, _req: IncomingMessage) => {
    // The first message says what to watch; anything before it is a protocol error.
    socket.once("message", async (data) => {
      let claims: TokenClaims;
      let match: LiveMatch;
      let feed: Feed;
      let fromSeq: number;
      try {
        let raw: unknown;
        try {
          raw = JSON.parse(String(data));
        } catch {
          throw new ApiError("input/invalid", "the first message must be JSON: {matchId, token, fromSeq}");
        }
        const input = watchInputSchema.safeParse(raw);
        if (!input.success) throw new ApiError("input/invalid", "the first message must be {matchId, token, fromSeq}");
        fromSeq = input.data.fromSeq;
        claims = await hub.authorize(input.data.matchId, input.data.token);
        match = await hub.get(input.data.matchId);
        feed = hub.feedFor(match, claims);
      } catch (e) {
        const err = e instanceof ApiError ? e : apiError("input/invalid", (e as Error).message);
        const code = e instanceof ApiError ? e.code : "input/invalid";
        log.debug({ err }, "stream refused");
        socket.close(closeCodeFor(code), code);
        return;
      }
      if (socket.readyState !== socket.OPEN || !authenticated(socket)) return;
      const key = feed.audience.kind === "seat" ? `seat:${feed.audience.seat}` : feed.audience.kind;
      let room = rooms.get(match.id);
      if (room === undefined) {
        const id = match.id;
        room = new MatchRoom(match, hub, now, () => rooms.delete(id));
        rooms.set(id, room);
      }
      // Later messages from a viewer are not expected: ignore them (the rate limit still applies).
      room.add({ socket, claims, feed, key: `${key}|${feed.delayed ? "delayed" : "live"}`, next: fromSeq + 1, sentAt: Date.now() });
    });
  };
}
