import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, type MatchHub } from "@tablecast/api";
import { ReplayCursor, type StreamEntry } from "@tablecast/engine";
import { Resvg } from "@resvg/resvg-js";
import { createRequire } from "node:module";
import type * as Gifenc from "gifenc";
import { boardSvg, lifeChartSvg } from "./svg";

// gifenc's CommonJS build hides its exports from Node's named-import detection, and Node (unlike
// bundlers) ignores its "module" field: load it with require, the same under Node and tests.
const { applyPalette, GIFEncoder, quantize } = createRequire(import.meta.url)("gifenc") as typeof Gifenc;

/**
 * Shareable moments over plain HTTP (for chat unfurlers, embeds and downloads):
 *   GET /media/og/<match>.png?token=&seq=        Open Graph picture of the board, 1200×630
 *   GET /media/clip/<match>.gif?token=&from=&to= animated clip of a seq range
 *   GET /media/chart/<match>.png?token=          life totals over the game
 *   GET /oembed?url=<share link>&format=json     oEmbed for a match or replay link
 * Each draws only what the token's audience may see, no further than its broadcast delay allows.
 */
export const OG = { width: 1200, height: 630 } as const;
export const CLIP = { width: 640, height: 336, maxFrames: 120, frameMs: 600 } as const;
const CHART = { width: 1200, height: 600 } as const;

const STATUS: Record<string, number> = { token: 401, auth: 403, input: 400 };

function fail(res: ServerResponse, code: string, message: string): void {
  const status = code === "match/not-found" ? 404 : (STATUS[code.split("/")[0]!] ?? 400);
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ error: { code, message } }));
}

function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng();
}

/** The entries the token may see now, as a cursor over its audience's stream. */
async function visible(hub: MatchHub, now: () => number, matchId: string, token: string) {
  const claims = await hub.authorize(matchId, token);
  // An overlay key opens its overlay's stream and nothing else.
  if (claims.role === "overlay") throw new ApiError("auth/forbidden", "an overlay key opens only the overlay's stream");
  const match = await hub.get(matchId);
  const feed = hub.feedFor(match, claims);
  const horizon = match.horizon(feed, now());
  const entries: StreamEntry[] = [];
  for (let seq = 0; seq <= horizon; seq++) entries.push(match.entryFor(feed.audience, seq));
  const title = match.header.seats.map((s) => s.name).join(" vs ");
  return { cursor: new ReplayCursor(entries), horizon, title, names: match.header.seats.map((s) => s.name) };
}

function intParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError("input/invalid", `${name} must be a seq number`);
  return Number(raw);
}

export function createMediaHandler(hub: MatchHub, now: () => number, publicWebUrl: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const m = /^\/media\/(og|clip|chart)\/([A-Za-z0-9_-]{1,64})\.(png|gif)$/.exec(url.pathname);
    if (m === null && url.pathname !== "/oembed") return false;
    try {
      if (url.pathname === "/oembed") return oembed(url, res, publicWebUrl), true;
      const [, kind, matchId, ext] = m!;
      const token = url.searchParams.get("token") ?? "";
      const { cursor, horizon, title, names } = await visible(hub, now, matchId!, token);
      if (kind === "og" && ext === "png") {
        const seq = Math.min(intParam(url, "seq", horizon), horizon);
        const body = png(boardSvg(cursor.viewAt(seq), { ...OG, title: `${title} · seq ${seq}` }), OG.width);
        // The seq actually drawn: never past what this audience may see yet.
        res.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=60", "x-tablecast-seq": String(seq) }).end(body);
      } else if (kind === "chart" && ext === "png") {
        // The game's headline counter: life, vitality (UFS) or points (Riftbound).
        const last = cursor.viewAt(horizon);
        const counter = ["life", "vitality", "points"].find((c) => last.players.some((p) => p.counters[c] !== undefined)) ?? "life";
        const points = [];
        for (let seq = 0; seq <= horizon; seq++) {
          const view = cursor.viewAt(seq);
          points.push({ seq, turn: view.turn, life: view.players.map((p) => p.counters[counter] ?? 0) });
        }
        res.writeHead(200, { "content-type": "image/png" }).end(png(lifeChartSvg(points, names, CHART), CHART.width));
      } else if (kind === "clip" && ext === "gif") {
        const from = Math.min(intParam(url, "from", 0), horizon);
        const to = Math.min(intParam(url, "to", horizon), horizon, from + CLIP.maxFrames - 1);
        if (to < from) throw new ApiError("input/invalid", "to must not be before from");
        const gif = GIFEncoder();
        for (let seq = from; seq <= to; seq++) {
          const image = new Resvg(boardSvg(cursor.viewAt(seq), { ...OG, title: `${title} · seq ${seq}` }), {
            fitTo: { mode: "width", value: CLIP.width },
            font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
          }).render();
          const rgba = new Uint8Array(image.pixels);
          const palette = quantize(rgba, 128);
          gif.writeFrame(applyPalette(rgba, palette), image.width, image.height, { palette, delay: CLIP.frameMs });
        }
        gif.finish();
        res.writeHead(200, { "content-type": "image/gif", "x-tablecast-seq": `${from}-${to}` }).end(Buffer.from(gif.bytes()));
      } else {
        fail(res, "input/invalid", "unknown media type");
      }
    } catch (e) {
      if (e instanceof ApiError) fail(res, e.code, e.message);
      else throw e;
    }
    return true;
  };
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
