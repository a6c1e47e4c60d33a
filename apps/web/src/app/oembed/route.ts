import { env } from "../../server/env";
import { loadPreview } from "../../server/preview";

export const dynamic = "force-dynamic";

/** The size oEmbed consumers are told; the embed player fits itself to whatever frame it gets. */
const FRAME = { width: 640, height: 360 } as const;
const OG = { width: 1200, height: 630 } as const;

const fail = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

/**
 * oEmbed (https://oembed.com) for this site's match, replay and embed links: with the link's token,
 * or without one for a public (listed) match. The answer names the players, heroes and, for a
 * public replay, the result; its iframe is the embed player, its thumbnail the board's picture.
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  if ((url.searchParams.get("format") ?? "json") !== "json") return fail(501, "input/invalid", "only json");
  let link: URL;
  try {
    link = new URL(url.searchParams.get("url") ?? "");
  } catch {
    return fail(400, "input/invalid", "url must be a link to a match or replay");
  }
  const m = /^\/(match|replay|embed)\/([A-Za-z0-9_-]{1,64})$/.exec(link.pathname);
  if (m === null) return fail(400, "input/invalid", "url must be a Tablecast match or replay link");
  const matchId = m[2]!;
  const preview = await loadPreview(matchId, link.searchParams.get("token"));
  if (!preview.ok) return fail(preview.code === "match/not-found" || preview.code === "auth/forbidden" ? 404 : preview.code.startsWith("token/") ? 401 : 502, preview.code, "no preview for this link");
  const query = new URLSearchParams({ token: preview.token });
  for (const key of ["seq", "from", "to"]) {
    const v = link.searchParams.get(key);
    if (v !== null && /^\d{1,9}$/.test(v)) query.set(key, v);
  }
  const thumb = new URLSearchParams({ token: preview.token, ...(query.has("seq") ? { seq: query.get("seq")! } : {}) });
  return Response.json({
    version: "1.0",
    type: "rich",
    provider_name: "Tablecast",
    provider_url: url.origin,
    title: preview.text.title,
    description: preview.text.description,
    width: FRAME.width,
    height: FRAME.height,
    html: `<iframe src="${url.origin}/embed/${matchId}?${query.toString().replace(/&/g, "&amp;")}" width="${FRAME.width}" height="${FRAME.height}" frameborder="0" allowfullscreen title="${escapeAttr(preview.text.title)}"></iframe>`,
    thumbnail_url: `${env().publicApiUrl}/media/og/${matchId}.png?${thumb}`,
    thumbnail_width: OG.width,
    thumbnail_height: OG.height,
  });
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
