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

/**
 * The viewers of one match who receive the same bytes (one audience, live or delayed): the
 * horizon and the message bytes are worked out once for all of them.
 */
interface Group {
  readonly room: MatchRoom;
  readonly feed: Feed;
  /**
   * bytes[seq]: the message this group receives, serialized and encoded to UTF-8 once (a string
   * would be encoded again by every socket's send).
   */
  readonly bytes: Buffer[];
  readonly viewers: Set<Viewer>;
}

/**
 * One connection. Kept small, a crowd holds thousands: its claims and group (and through it the
 * room) are shared with the others of its token and audience.
 */
class Viewer {
  constructor(
    readonly socket: WebSocket,
    readonly claims: TokenClaims,
    readonly group: Group,
    public next: number,
    /**
     * When this viewer was last sent anything, in ms since the room opened: a small integer, held
     * in the object itself, where a clock reading would be a boxed number per viewer.
     */
    public sentAt: number,
  ) {}
}

function closeCodeFor(code: string): number {
  if (code.startsWith("token/")) return STREAM_CLOSE.token;
  if (code === "match/not-found") return STREAM_CLOSE.notFound;
  if (code.startsWith("auth/")) return STREAM_CLOSE.forbidden;
  return STREAM_CLOSE.badRequest;
}

const sameClaims = (a: TokenClaims, b: TokenClaims) => a.id === b.id && a.match === b.match && a.role === b.role && a.seat === b.seat && a.exp === b.exp;

/** One live match's connected viewers, woken together when the match changes. */
class MatchRoom {
  private viewerCount = 0;
  /** By audience and delay. */
  private readonly groups = new Map<string, Group>();
  /** One copy of each token's claims for all the viewers presenting it (a broadcast shares one token). */
  private readonly claims = new Map<string, TokenClaims>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  /** The clock reading viewers' `sentAt` counts from. */
  private readonly opened = Date.now();

  constructor(
    readonly match: LiveMatch,
    private readonly hub: MatchHub,
    private readonly now: () => number,
    private readonly onEmpty: () => void,
  ) {
    this.unsubscribe = match.subscribe(() => this.pump());
    this.heartbeat = setInterval(() => {
      const now = this.sinceOpened();
      for (const group of this.groups.values())
        for (const viewer of group.viewers)
          if (now - viewer.sentAt >= HEARTBEAT_MS) {
            viewer.socket.send(HEARTBEAT);
            viewer.sentAt = now;
          }
    }, HEARTBEAT_MS / 2);
    this.heartbeat.unref?.();
  }

  private sinceOpened(): number {
    // Floored: a difference of two clock readings is a boxed number even when whole.
    return Math.floor(Date.now() - this.opened);
  }

  private message(group: Group, seq: number): Buffer {
    return (group.bytes[seq] ??= Buffer.from(JSON.stringify({ seq, entry: this.match.entryFor(group.feed.audience, seq) })));
  }

  add(socket: WebSocket, claims: TokenClaims, feed: Feed, fromSeq: number): Viewer {
    const key = `${feed.audience.kind === "seat" ? `seat:${feed.audience.seat}` : feed.audience.kind}|${feed.delayed ? "delayed" : "live"}`;
    let group = this.groups.get(key);
    if (group === undefined) this.groups.set(key, (group = { room: this, feed, bytes: [], viewers: new Set() }));
    const known = this.claims.get(claims.id);
    if (known !== undefined && sameClaims(known, claims)) claims = known;
    else this.claims.set(claims.id, claims);
    const viewer = new Viewer(socket, claims, group, fromSeq + 1, this.sinceOpened());
    this.match.countViewers(1);
    this.viewerCount++;
    group.viewers.add(viewer);
    this.pumpGroup(group, this.now(), [viewer].values(), Number.POSITIVE_INFINITY);
    return viewer;
  }

  remove(viewer: Viewer): void {
    if (!viewer.group.viewers.delete(viewer)) return;
    this.match.countViewers(-1);
    if (--this.viewerCount === 0) {
      this.unsubscribe();
      clearInterval(this.heartbeat);
      this.onEmpty();
    }
  }

  /** Sends every viewer what it may now see: a pass over them all, a slice at a time. */
  pump(): void {
    if (this.pass !== null) {
      // Viewers the running pass has already served hear of this in the next one.
      this.again = true;
      return;
    }
    this.pass = { groups: this.groups.values(), group: null, viewers: null };
    this.runPass();
  }

  private pass: { readonly groups: Iterator<Group>; group: Group | null; viewers: Iterator<Viewer> | null } | null = null;
  private again = false;
  private readonly resume = () => this.runPass();

  private runPass(): void {
    const now = this.now();
    let budget = SLICE;
    while (this.pass !== null) {
      const pass = this.pass;
      if (pass.group === null || pass.viewers === null) {
        const next = pass.groups.next();
        if (next.done === true) {
          this.pass = this.again ? { groups: this.groups.values(), group: null, viewers: null } : null;
          this.again = false;
          continue;
        }
        pass.group = next.value;
        pass.viewers = next.value.viewers.values();
      }
      const served = this.pumpGroup(pass.group, now, pass.viewers, budget);
      if (served < budget) {
        pass.group = null;
        budget -= served;
      } else {
        setImmediate(this.resume);
        return;
      }
    }
  }

  /** Serves up to `budget` viewers from `viewers`; fewer once it runs out (the group is done). */
  private pumpGroup(group: Group, now: number, viewers: Iterator<Viewer>, budget: number): number {
    const { match } = this;
    const horizon = match.horizon(group.feed, now);
    const over = match.result !== null && horizon >= match.lastSeq;
    const sentAt = this.sinceOpened();
    let served = 0;
    for (; served < budget; served++) {
      const next = viewers.next();
      if (next.done === true) break;
      const viewer = next.value;
      const { socket, claims } = viewer;
      if (this.hub.isRevoked(match.id, claims.id)) socket.close(STREAM_CLOSE.token, "token/revoked");
      else if (claims.exp * 1000 <= now) socket.close(STREAM_CLOSE.token, "token/expired");
      else {
        if (viewer.next <= horizon) viewer.sentAt = sentAt;
        for (; viewer.next <= horizon; viewer.next++) socket.send(this.message(group, viewer.next), TEXT);
        if (over) socket.close(STREAM_CLOSE.done, "match over");
      }
    }
    if (served < budget) {
      const release = match.nextRelease(group.feed, now);
      if (release !== null) match.armRelease(release);
    }
    return served;
  }
}

/**
 * Viewers served in one go. A crowd's fan-out is thousands of socket writes: cut into slices, with
 * the event loop free between them, it holds up timers, incoming decisions and disk completions
 * for one slice instead of the whole crowd (the next decision's durable flush runs meanwhile).
 */
export const SLICE = 256;

/** Cached bytes go out as text frames, as the JSON they are. */
const TEXT = { binary: false } as const;

/** `authenticated` is told when a viewer's first message checks out; false means close it. */
/**
 * `closed` must be called when any socket given to `open` closes (the connection guard's close
 * listener does, so a viewer costs no listener of its own).
 */
export function createStreamHandler(hub: MatchHub, now: () => number, log: Logger, authenticated: (socket: WebSocket) => boolean = () => true) {
  const rooms = new Map<string, MatchRoom>();
  const viewers = new Map<WebSocket, Viewer>();
  const closed = (socket: WebSocket): void => {
    const viewer = viewers.get(socket);
    if (viewer === undefined) return;
    viewers.delete(socket);
    viewer.group.room.remove(viewer);
  };
  const open = (socket: WebSocket, _req: IncomingMessage) => {
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
      // Closed meanwhile: `closed` has been called already, so it must not be added.
      if (socket.readyState !== socket.OPEN || !authenticated(socket)) return;
      let room = rooms.get(match.id);
      if (room === undefined) {
        const id = match.id;
        room = new MatchRoom(match, hub, now, () => rooms.delete(id));
        rooms.set(id, room);
      }
      // Later messages from a viewer are not expected: ignore them (the rate limit still applies).
      viewers.set(socket, room.add(socket, claims, feed, fromSeq));
    });
  };
  return { open, closed };
}
