import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, type MatchHub } from "@tablecast/api";
import type { StreamEntry } from "@tablecast/engine";
import type { Logger } from "pino";
import { Buckets } from "../guard";
import { MediaCache, type CacheStats, type Rendered } from "./cache";
import { defaultMediaOptions, type MediaOptions } from "./options";
import { audienceKey, planMedia, readAsked, type MediaKind } from "./plan";
import { PoolBusyError, RenderPool, RenderTimeoutError, type PoolStats } from "./pool";
import { OG } from "./render";

export { CLIP, OG } from "./render";

/**
 * Shareable moments over plain HTTP (for chat unfurlers, embeds and downloads):
 *   GET /media/og/<match>.png?token=&seq=        Open Graph picture of the board, 1200×630
 *   GET /media/clip/<match>.gif?token=&from=&to= animated clip of a seq range
 *   GET /media/chart/<match>.png?token=          life totals over the game
 *   GET /oembed?url=<share link>&format=json     oEmbed for a match or replay link
 * Each draws only what the token's audience may see, no further than its broadcast delay allows.
 * Drawing happens on worker threads (pool.ts); repeat requests are served from a cache.
 */
const EXTENSION: Record<MediaKind, string> = { og: "png", clip: "gif", chart: "png" };

const STATUS: Record<string, number> = { token: 401, auth: 403, input: 400, method: 405, rate: 429, media: 503 };

function fail(res: ServerResponse, code: string, message: string, headers: Record<string, string> = {}): void {
  const status = code === "match/not-found" ? 404 : (STATUS[code.split("/")[0]!] ?? 400);
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify({ error: { code, message } }));
}

export interface MediaStats {
  /** Pictures drawn (cache misses that reached a renderer and finished). */
  readonly renders: number;
  readonly cache: CacheStats;
  readonly pool: PoolStats;
}

/** The media routes: a request handler (true when it answered) that owns a render pool. */
export interface MediaHandler {
  (req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  stats(): MediaStats;
  /** Stops the render workers; requests still waiting for them fail. */
  close(): Promise<void>;
}

export interface MediaDeps extends Partial<MediaOptions> {
  /** The client's address, for the per-address limits (the server believes trusted proxies). */
  readonly addressOf?: (req: IncomingMessage) => string;
  readonly log?: Logger;
}

export function createMediaHandler(hub: MatchHub, now: () => number, publicWebUrl: string, deps: MediaDeps = {}): MediaHandler {
  const { addressOf = (req: IncomingMessage) => req.socket.remoteAddress ?? "unknown", log, ...overrides } = deps;
  const opts: MediaOptions = { ...defaultMediaOptions(), ...overrides };
  const pool = new RenderPool({
    size: opts.workers,
    queue: opts.queue,
    timeoutMs: opts.renderTimeoutMs,
    onWorkerError: (err) => log?.error({ err }, "render worker failed"),
  });
  const cache = new MediaCache(opts.cacheBytes);
  const budgets = new Buckets(opts.perAddress, now);
  /** Renders under way by key: a second request for the same picture waits for the first. */
  const inFlight = new Map<string, Promise<Rendered>>();
  /** Renders under way by requesting address. */
  const rendersOf = new Map<string, number>();
  let renders = 0;

  const send = (res: ServerResponse, rendered: Rendered, how: "hit" | "miss" | "shared") =>
    void res.writeHead(200, { ...rendered.headers, "x-tablecast-cache": how }).end(rendered.body);

  /** Answers with a render once it is done; a refused or abandoned one is the server's 503. */
  async function deliver(res: ServerResponse, rendering: Promise<Rendered>, how: "miss" | "shared"): Promise<void> {
    try {
      send(res, await rendering, how);
    } catch (e) {
      if (e instanceof PoolBusyError) return fail(res, "media/busy", "every renderer is busy; try again later", { "retry-after": String(e.retryAfterSeconds) });
      if (e instanceof RenderTimeoutError) return fail(res, "media/timeout", e.message, { "retry-after": String(pool.retryAfterSeconds()) });
      throw e;
    }
  }

  async function media(req: IncomingMessage, res: ServerResponse, url: URL, kind: MediaKind, matchId: string): Promise<void> {
    const address = addressOf(req);
    const budget = budgets.take(address);
    if (!budget.ok) return fail(res, "rate/limited", "too many media requests from your address", { "retry-after": String(budget.retryAfter) });
    const asked = readAsked(kind, url);
    const claims = await hub.authorize(matchId, url.searchParams.get("token") ?? "");
    // An overlay key opens its overlay's stream and nothing else.
    if (claims.role === "overlay") throw new ApiError("auth/forbidden", "an overlay key opens only the overlay's stream");
    const match = await hub.get(matchId);
    const feed = hub.feedFor(match, claims);
    const plan = planMedia(kind, asked, match.horizon(feed, now()), match.header.seats.map((s) => s.name));
    // The audience, not the token or its delay: the delay only moves the horizon, already in the plan.
    const key = `${matchId}/${audienceKey(feed.audience)}/${plan.key}`;
    const cached = cache.get(key);
    if (cached !== undefined) return send(res, cached, "hit");
    const pending = inFlight.get(key);
    if (pending !== undefined) return deliver(res, pending, "shared");

    const mine = rendersOf.get(address) ?? 0;
    if (mine >= opts.rendersPerAddress)
      return fail(res, "rate/renders", `at most ${opts.rendersPerAddress} renders at once per address`, { "retry-after": String(pool.retryAfterSeconds()) });
    if (pool.full) return fail(res, "media/busy", "every renderer is busy; try again later", { "retry-after": String(pool.retryAfterSeconds()) });

    // Redacted by the match for this audience, up to the last seq the picture needs.
    const entries: StreamEntry[] = [];
    for (let seq = 0; seq <= plan.through; seq++) entries.push(match.entryFor(feed.audience, seq));
    rendersOf.set(address, mine + 1);
    const rendering = pool.run(plan.job(entries)).then((body) => {
      renders++;
      const rendered = { body, headers: plan.headers };
      cache.set(key, rendered);
      return rendered;
    });
    inFlight.set(key, rendering);
    try {
      await deliver(res, rendering, "miss");
    } finally {
      inFlight.delete(key);
      const left = (rendersOf.get(address) ?? 1) - 1;
      if (left === 0) rendersOf.delete(address);
      else rendersOf.set(address, left);
    }
  }

  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const m = /^\/media\/(og|clip|chart)\/([A-Za-z0-9_-]{1,64})\.(png|gif)$/.exec(url.pathname);
    if (m === null && url.pathname !== "/oembed") return false;
    try {
      if (req.method !== "GET" && req.method !== "HEAD") fail(res, "method/not-allowed", "media is read with GET", { allow: "GET, HEAD" });
      else if (url.pathname === "/oembed") oembed(url, res, publicWebUrl);
      else {
        const kind = m![1] as MediaKind;
        if (EXTENSION[kind] !== m![3]) fail(res, "input/invalid", "unknown media type");
        else await media(req, res, url, kind, m![2]!);
      }
    } catch (e) {
      if (e instanceof ApiError) fail(res, e.code, e.message);
      else throw e;
    }
    return true;
  };
  return Object.assign(handler, {
    stats: (): MediaStats => ({ renders, cache: cache.stats(), pool: pool.stats() }),
    close: () => pool.close(),
  });
}

/** oEmbed (https://oembed.com) for links to a match or a replay moment. */
function oembed(url: URL, res: ServerResponse, publicWebUrl: string): void {
  const target = url.searchParams.get("url");
  const format = url.searchParams.get("format") ?? "json";
  if (format !== "json") return void res.writeHead(501, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "input/invalid", message: "only json" } }));
  let link: URL;
  try {
    link = new URL(target ?? "");
  } catch {
    return fail(res, "input/invalid", "url must be a link to a match or replay");
  }
  const m = /^\/(match|replay|embed)\/([A-Za-z0-9_-]{1,64})$/.exec(link.pathname);
  const token = link.searchParams.get("token");
  if (m === null || token === null) return fail(res, "input/invalid", "url must be a Tablecast match or replay link with a token");
  const matchId = m[2]!;
  const seq = link.searchParams.get("seq");
  const query = new URLSearchParams({ token, ...(seq !== null && /^\d+$/.test(seq) ? { seq } : {}) });
  const media = `${url.protocol}//${url.host}`;
  const web = publicWebUrl.replace(/\/$/, "");
  res.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      version: "1.0",
      type: "rich",
      provider_name: "Tablecast",
      title: `Tablecast match ${matchId}${seq === null ? "" : ` at seq ${seq}`}`,
      width: 640,
      height: 360,
      html: `<iframe src="${web}/embed/${matchId}?${query}" width="640" height="360" frameborder="0" allowfullscreen></iframe>`,
      thumbnail_url: `${media}/media/og/${matchId}.png?${query}`,
      thumbnail_width: OG.width,
      thumbnail_height: OG.height,
    }),
  );
}
