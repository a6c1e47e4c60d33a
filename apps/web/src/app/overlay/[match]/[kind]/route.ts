import { readFileSync } from "node:fs";
import path from "node:path";
import { accentOf, OVERLAYS } from "../../../../overlay/kinds";
import { env, streamUrl } from "../../../../server/env";

/**
 * An OBS browser source at 1920×1080 with a transparent background:
 *   /overlay/<match>/<score|banner|last-card|combat|resources|callout>?token=<overlay key>
 *     [&left=0|1] [&scale=1] [&accent=f2b441 | %23f2b441] [&room=<review room>&rt=<room viewer token>]
 * An accent typed as `accent=#00ff88` reaches the page as its fragment; the script reads it there.
 * (The board is the match page's own board: board/page.tsx, a static segment that wins over this one.)
 * Each is a page of plain HTML and a few kilobytes of script (public/overlay-lite/), no framework;
 * following a review room (callout, on/off switches) loads the Yjs client as well.
 */
let css: string | null = null;

const attr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function GET(req: Request, ctx: { params: Promise<{ match: string; kind: string }> }): Promise<Response> {
  const { match, kind } = await ctx.params;
  const url = new URL(req.url);
  const token = url.searchParams.get("token");
  if (!(OVERLAYS as readonly string[]).includes(kind) || !/^[A-Za-z0-9_-]{1,64}$/.test(match) || token === null || token.length > 2048)
    return new Response("Not an overlay link: /overlay/<match>/<kind>?token=<overlay key>", { status: 404, headers: { "content-type": "text/plain" } });
  css ??= readFileSync(path.join(process.cwd(), "src", "overlay", "overlay.css"), "utf8");
  const left = url.searchParams.get("left") === "1" ? "1" : "0";
  const scale = Math.min(3, Math.max(0.25, Number(url.searchParams.get("scale") ?? "1") || 1));
  const room = url.searchParams.get("room");
  const rt = url.searchParams.get("rt");
  const desk =
    room !== null && rt !== null && /^[A-Za-z0-9_-]{1,64}$/.test(room)
      ? ` data-room="${attr(room)}" data-rt="${attr(rt)}" data-yjs="${attr(`${env().publicApiUrl.replace(/^http/, "ws")}/yjs`)}"`
      : "";
  const accent = accentOf(url.searchParams.get("accent"));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tablecast overlay</title><style>html,body{margin:0;background:transparent;font-family:system-ui,-apple-system,"Segoe UI",sans-serif}${css}</style></head><body><div id="overlay" class="overlay-root overlay--${kind}" data-overlay="${kind}" data-kind="${kind}" data-match="${attr(match)}" data-token="${attr(token)}" data-stream="${attr(streamUrl())}" data-left="${left}"${desk} data-seq="-1" style="--ov-scale:${scale};--ov-accent:${accent}"></div><script type="module" src="/overlay-lite/main.js"></script></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
