import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { WebSocket } from "ws";
import { TokenBucket } from "./rate-limit";

/** Close codes of the connection guard (docs/server.md). */
export const GUARD_CLOSE = {
  /** The socket did not authenticate within the deadline, or made way for a newer one. */
  authTimeout: 4408,
  /** Too many open connections from one address. */
  tooMany: 4430,
} as const;

export interface GuardLimits {
  /** A socket must authenticate (its first message, or its URL token) within this time. */
  readonly authMs: number;
  /** Sockets not yet authenticated, per address: past it, the oldest is closed for the new one. */
  readonly pendingPerAddress: number;
  /** Sockets not yet authenticated, in all. */
  readonly pending: number;
  /** Authenticated sockets per address. */
  readonly perAddress: number;
  /** HTTP requests per address: refill per second, and the burst. */
  readonly http: { readonly perSecond: number; readonly burst: number };
  /** Calls per token (any procedure that carries one): refill per second, and the burst. */
  readonly perToken: { readonly perSecond: number; readonly burst: number };
  /** Addresses whose x-forwarded-for is believed (the web app's server forwarding browser calls). */
  readonly trustedProxies: readonly string[];
}

export const DEFAULT_LIMITS: GuardLimits = {
  authMs: 5_000,
  pendingPerAddress: 64,
  pending: 4_096,
  perAddress: 512,
  http: { perSecond: 100, burst: 300 },
  perToken: { perSecond: 20, burst: 60 },
  trustedProxies: ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
};

/** The client's address: the socket's, or the last hop a trusted proxy forwarded. */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = peerAddress(req.socket) ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  if (typeof forwarded !== "string" || !trustedProxies.includes(peer)) return peer;
  const hops = forwarded.split(",").map((h) => h.trim()).filter((h) => h !== "");
  return hops.at(-1) ?? peer;
}

/**
 * The socket's remote address. Node keeps what it read ({address, family, port}, ~80 bytes) on the
 * socket for the socket's life; a crowd of WebSocket spectators holds thousands of them, and the
 * address is only needed at connection, so a copy this read made is let go (asked again, Node
 * reads it anew). A copy made before (the HTTP server's, a log's) is left alone.
 */
export function peerAddress(socket: Socket): string | undefined {
  const held = socket as Socket & { _peername?: unknown };
  const cachedBefore = held._peername !== undefined;
  const address = socket.remoteAddress;
  if (!cachedBefore) held._peername = undefined;
  return address;
}

/**
 * A listener that can be shared by many sockets: the emitting socket is passed on. Registering one
 * function for every socket spares a closure (and its context) per socket.
 */
export function perSocket(handler: (socket: WebSocket) => void): (this: WebSocket) => void {
  return function (this: WebSocket) {
    handler(this);
  };
}

/** Token buckets by key, forgetting keys that have been idle for a minute. */
export class Buckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; used: number }>();
  private sweptAt = 0;
  constructor(
    private readonly rate: { readonly perSecond: number; readonly burst: number },
    private readonly now: () => number,
  ) {}

  /** Whether `key` may go on; when not, how many seconds until it may. */
  take(key: string): { ok: true } | { ok: false; retryAfter: number } {
    const now = this.now();
    if (now - this.sweptAt > 60_000) this.sweep(now);
    let entry = this.buckets.get(key);
    if (entry === undefined) this.buckets.set(key, (entry = { bucket: new TokenBucket(this.rate.perSecond, this.rate.burst, now), used: now }));
    entry.used = now;
    return entry.bucket.take(now) ? { ok: true } : { ok: false, retryAfter: Math.max(1, Math.ceil(1 / this.rate.perSecond)) };
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, entry] of this.buckets) if (now - entry.used > 60_000) this.buckets.delete(key);
  }
}

interface Pending {
  readonly socket: WebSocket;
  readonly address: string;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * Keeps sockets that never authenticate from crowding out spectators: each must authenticate
 * within a deadline; an address may hold only so many such sockets at once (a new one pushes out
 * its oldest), and only so many authenticated ones.
 */
export class ConnectionGuard {
  /** Not yet authenticated, oldest first (a Map keeps insertion order). */
  private readonly pending = new Map<WebSocket, Pending>();
  private readonly pendingByAddress = new Map<string, Set<WebSocket>>();
  /**
   * Authenticated sockets by address. The record is shared by the address's sockets (in
   * `counted`): one copy of the address for them all, not one string per socket.
   */
  private readonly openByAddress = new Map<string, { readonly address: string; open: number }>();
  /** Authenticated sockets counted in openByAddress, with the record they count under. */
  private readonly counted = new WeakMap<WebSocket, { readonly address: string; open: number }>();
  /** One close listener for every socket (a closure per socket costs memory on a crowded /stream). */
  private readonly onClose: (this: WebSocket) => void;

  /**
   * `closed` is told of every admitted socket that closes, from the guard's own close listener: an
   * endpoint that must know (the stream's viewer list) needs no second listener per socket.
   */
  constructor(
    private readonly limits: GuardLimits,
    closed: (socket: WebSocket) => void = () => {},
  ) {
    this.onClose = perSocket((socket) => {
      this.forget(socket);
      closed(socket);
    });
  }

  /** A new socket: it has `authMs` to authenticate. */
  admit(socket: WebSocket, address: string): void {
    const timer = setTimeout(() => this.expel(socket, GUARD_CLOSE.authTimeout, "authenticate within the deadline"), this.limits.authMs);
    timer.unref?.();
    this.pending.set(socket, { socket, address, timer });
    let mine = this.pendingByAddress.get(address);
    if (mine === undefined) this.pendingByAddress.set(address, (mine = new Set()));
    mine.add(socket);
    socket.on("close", this.onClose);
    if (mine.size > this.limits.pendingPerAddress) this.expel(mine.values().next().value!, GUARD_CLOSE.authTimeout, "too many unauthenticated connections");
    if (this.pending.size > this.limits.pending) this.expel(this.pending.keys().next().value!, GUARD_CLOSE.authTimeout, "too many unauthenticated connections");
  }

  /** The socket proved who it is; false (and closed) when its address holds too many already. */
  authenticated(socket: WebSocket): boolean {
    const entry = this.pending.get(socket);
    if (entry === undefined) return socket.readyState === socket.OPEN;
    this.unpend(entry);
    let count = this.openByAddress.get(entry.address);
    if (count === undefined) this.openByAddress.set(entry.address, (count = { address: entry.address, open: 0 }));
    count.open++;
    this.counted.set(socket, count);
    if (count.open > this.limits.perAddress) {
      socket.close(GUARD_CLOSE.tooMany, "too many connections from your address");
      return false;
    }
    return true;
  }

  /** Sockets waiting to authenticate now (for tests and metrics). */
  get waiting(): number {
    return this.pending.size;
  }

  private expel(socket: WebSocket, code: number, reason: string): void {
    const entry = this.pending.get(socket);
    if (entry !== undefined) this.unpend(entry);
    socket.close(code, reason);
    // A peer that never answers the close handshake still lets go of its file descriptor.
    setTimeout(() => socket.terminate(), 1_000).unref?.();
  }

  private unpend(entry: Pending): void {
    clearTimeout(entry.timer);
    this.pending.delete(entry.socket);
    const mine = this.pendingByAddress.get(entry.address);
    mine?.delete(entry.socket);
    if (mine?.size === 0) this.pendingByAddress.delete(entry.address);
  }

  private forget(socket: WebSocket): void {
    const entry = this.pending.get(socket);
    if (entry !== undefined) this.unpend(entry);
    const count = this.counted.get(socket);
    if (count !== undefined) {
      this.counted.delete(socket);
      if (--count.open <= 0) this.openByAddress.delete(count.address);
    }
  }
}
