import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { randomBytes } from "node:crypto";
import { openFanout, openStore, type MatchStore } from "@tablecast/store";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { applyWSSHandler } from "@trpc/server/adapters/ws";
import { pino, type Logger } from "pino";
import { WebSocketServer, type WebSocket } from "ws";
import type { ServerConfig } from "./config";
import { appRouter, gameById, MatchHub, type Context } from "@tablecast/api";
import { Buckets, clientAddress, ConnectionGuard } from "./guard";
import { TokenBucket } from "./rate-limit";
import { createMediaHandler } from "./media/routes";
import { createRoomEndpoint } from "./rooms";
import { createRoomCreationQuota } from "./room-quota";
import { createStreamHandler } from "./stream";

export interface RunningServer {
  readonly url: string;
  readonly wsUrl: string;
  /** The lean spectator stream (stream.ts). */
  readonly streamUrl: string;
  /** Review rooms (rooms.ts): append the room id and ?token=. */
  readonly roomsUrl: string;
  readonly hub: MatchHub;
  readonly store: MatchStore;
  readonly log: Logger;
  close(): Promise<void>;
}

/** WebSocket close codes the server uses (RFC 6455 range for policy problems). */
export const CLOSE_RATE_LIMITED = 4429;
export const CLOSE_TOO_BIG = 1009;

/**
 * Cuts off a connection that sends faster than its budget, before its message is parsed:
 * registered first, so it runs ahead of every other message listener. The listeners are shared
 * by every socket (a closure per socket costs memory on a crowded /stream), and a socket's bucket
 * is made at its first message: full then, as it would have been had it been made at connection.
 */
function rateLimiter(perSecond: number, burst: number, now: () => number, log: Logger): (socket: WebSocket) => void {
  // A socket that has sent one message (most: a spectator's only one) is just when it sent it, a
  // full bucket less one token then; its bucket is made at its second message. The time is kept
  // as ms since the limiter was made: a small integer, where a clock reading would be a boxed
  // number per socket.
  const buckets = new WeakMap<WebSocket, TokenBucket | number>();
  const since = now();
  const take = (socket: WebSocket, at: number): boolean => {
    const state = buckets.get(socket);
    if (typeof state === "object") return state.take(at);
    if (state === undefined) {
      // Floored: a difference of two clock readings is a boxed number even when whole.
      buckets.set(socket, Math.floor(at - since));
      return burst >= 1;
    }
    const first = since + state;
    const bucket = new TokenBucket(perSecond, burst, first);
    bucket.take(first);
    buckets.set(socket, bucket);
    return bucket.take(at);
  };
  function onMessage(this: WebSocket): void {
    if (!take(this, now())) {
      log.warn("closing a flooding connection");
      this.close(CLOSE_RATE_LIMITED, "rate limited");
      this.removeAllListeners("message");
    }
  }
  const onError = (err: Error) => log.debug({ err }, "websocket error");
  return (socket) => {
    socket.prependListener("message", onMessage);
    socket.on("error", onError);
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === "string" ? v : null;
}

/**
 * Every HTTP route and WebSocket path the server answers, by prefix. Each is checked against the
 * broadcast delay by a test (delay-channels.test.ts): add one here and that test asks for its case.
 */
export const HTTP_ROUTES = ["/health", "/trpc/", "/media/", "/oembed"] as const;
export const SOCKET_PATHS = ["/trpc", "/stream", "/yjs/"] as const;

/** Which listed route a URL is: a prefix ending in "/" matches below it, any other the path exactly. */
function routeOf<R extends string>(url: string, routes: readonly R[]): R | null {
  const path = url.split("?")[0] ?? "";
  return routes.find((r) => (r.endsWith("/") ? path.startsWith(r) : path === r)) ?? null;
}

/**
 * Starts the match server: tRPC over HTTP for calls, over WebSocket for calls and streams.
 * `opts.store` replaces the store the configuration names (tests that hold the disk); the server closes it.
 */
export async function startServer(config: ServerConfig, opts: { now?: () => number; log?: Logger; store?: MatchStore } = {}): Promise<RunningServer> {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? pino({ level: config.logLevel });
  if (config.databaseUrl === null) mkdirSync(dirname(config.sqlitePath), { recursive: true });
  const store = opts.store ?? (await openStore(config.databaseUrl === null ? { sqlitePath: config.sqlitePath } : { databaseUrl: config.databaseUrl }));
  // Tokens must verify on every node and after restarts: the signing key lives in the store.
  const secret = await store.secret("token-signing-key", () => randomBytes(32).toString("base64url"));
  const fanout = await openFanout(config.redisUrl === null ? {} : { redisUrl: config.redisUrl });
  // The embedded server is the only node, so it keeps one id and reclaims its matches at once
  // after a crash. Nodes sharing PostgreSQL should each set a stable TABLECAST_NODE_ID.
  const nodeId = config.nodeId ?? (config.databaseUrl === null ? "embedded" : `node-${randomBytes(4).toString("hex")}`);
  const hub = new MatchHub({ store, fanout, nodeId, games: gameById, secret, now, log, leaseMs: config.leaseMs });
  await hub.start();
  const { restored, failed } = await hub.restoreLive();
  if (restored > 0 || failed.length > 0) log.info({ restored, failed }, "resumed live matches from their logs");

  const tokenBudgets = new Buckets(config.limits.perToken, now);
  const roomQuota = createRoomCreationQuota({ now, limits: config.roomCreation });
  const createContext = ({ req }: { req: IncomingMessage }): Context => ({
    hub,
    now,
    adminKey: config.adminKey,
    presentedAdminKey: header(req, "x-tablecast-admin"),
    tokenBudget: (token) => tokenBudgets.take(token),
    roomQuota: (tokenId) => roomQuota.take({ tokenId, ip: addressOf(req) }),
  });

  const handler = createHTTPHandler({ router: appRouter, createContext, maxBodySize: config.maxMessageBytes, maxBatchSize: config.maxBatch });
  const addressBudgets = new Buckets(config.limits.http, now);
  // The guard's close listener tells the stream of its viewers leaving (one listener per socket).
  const guard = new ConnectionGuard(config.limits, (socket) => onStream.closed(socket));
  const addressOf = (req: IncomingMessage) => clientAddress(req, config.limits.trustedProxies);
  const media = createMediaHandler(hub, now, config.publicWebUrl, { ...config.media, addressOf, log });
  const http: Server = createHttpServer((req, res) => {
    // Every route but /health spends from the address's budget (a flood gets 429, not the server).
    if (req.url !== "/health") {
      const budget = addressBudgets.take(addressOf(req));
      if (!budget.ok) {
        res.writeHead(429, { "content-type": "application/json", "retry-after": String(budget.retryAfter) }).end(JSON.stringify({ error: "rate limited" }));
        return;
      }
    }
    const route = routeOf(req.url ?? "", HTTP_ROUTES);
    if (route === null) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "not found" }));
      return;
    }
    routes[route](req, res);
  });
  const viaMedia = (req: IncomingMessage, res: ServerResponse) =>
    media(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "not found" }));
      },
      (err: unknown) => {
        log.error({ err }, "media request failed");
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "internal error" }));
      },
    );
  // Only what HTTP_ROUTES lists is served (the delay test walks that list).
  const routes: Record<(typeof HTTP_ROUTES)[number], (req: IncomingMessage, res: ServerResponse) => void> = {
    "/health": (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true })),
    "/trpc/": (req, res) => {
      req.url = req.url!.slice("/trpc".length);
      handler(req, res);
    },
    "/media/": viaMedia,
    "/oembed": viaMedia,
  };

  // Two WebSocket endpoints on one port: tRPC (calls and typed streams) and the lean /stream.
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.maxMessageBytes });
  const streams = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  // Review rooms: larger messages (a drawing) and a looser rate (cursors move often).
  const rooms = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  http.on("upgrade", (req, socket, head) => {
    const path = routeOf(req.url ?? "", SOCKET_PATHS);
    const target = path === null ? null : sockets[path];
    if (target === null) {
      socket.destroy();
      return;
    }
    target.handleUpgrade(req, socket, head, (ws) => target.emit("connection", ws, req));
  });
  const sockets: Record<(typeof SOCKET_PATHS)[number], WebSocketServer> = { "/trpc": wss, "/stream": streams, "/yjs/": rooms };
  const limitRate = rateLimiter(config.rateLimit.perSecond, config.rateLimit.burst, now, log);
  const roomEndpoint = createRoomEndpoint({ store, fanout, nodeId, secret, now, log, isRevoked: (room, id) => hub.isRoomTokenRevoked(room, id) });
  hub.onRoomRevocation((room, id) => roomEndpoint.revoked(room, id));
  rooms.on("connection", (socket, req) => {
    // A room socket carries its token in its URL: the room endpoint checks it at once.
    guard.admit(socket, addressOf(req));
    if (!guard.authenticated(socket)) return;
    // Its rate is the room's own per-connection budget (room-limits.ts), from its first message.
    roomEndpoint.handle(socket, req);
  });
  const onStream = createStreamHandler(hub, now, log, (socket) => guard.authenticated(socket));
  streams.on("connection", (socket, req) => {
    guard.admit(socket, addressOf(req));
    limitRate(socket);
    onStream.open(socket, req);
  });
  wss.on("connection", (socket, req) => {
    // tRPC over WebSocket: its first message (a call or a subscription with its token) counts.
    guard.admit(socket, addressOf(req));
    socket.once("message", () => guard.authenticated(socket));
    limitRate(socket);
  });
  const wsHandler = applyWSSHandler({
    wss,
    router: appRouter,
    createContext,
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 10_000 },
  });

  // A client that opens a connection and never finishes its request lets go of it soon.
  http.headersTimeout = 10_000;
  http.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  log.info({ port, host: config.host, store: config.databaseUrl === null ? config.sqlitePath : "postgres" }, "tablecast server listening");

  return {
    url: `http://${host}:${port}/trpc`,
    wsUrl: `ws://${host}:${port}/trpc`,
    streamUrl: `ws://${host}:${port}/stream`,
    roomsUrl: `ws://${host}:${port}/yjs`,
    hub,
    store,
    log,
    async close() {
      wsHandler.broadcastReconnectNotification();
      await hub.close();
      await media.close();
      for (const client of [...wss.clients, ...streams.clients, ...rooms.clients]) client.terminate();
      await new Promise<void>((resolve) => rooms.close(() => resolve()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => streams.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      // Closed room connections compact their documents; let that finish before the store closes.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await roomEndpoint.close();
      await fanout.close();
      await store.close();
    },
  };
}
