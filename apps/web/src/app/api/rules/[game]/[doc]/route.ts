import { rulesCatalog } from "../../../../../rules/catalog";

/**
 * A document's search document (ids, titles, text, examples; see @tablecast/rules
 * search-document), for search in the browser. Asked for with `?v=<version>` (the page knows
 * it), the answer never changes and is cached for good; without, it is revalidated by ETag.
 */
export async function GET(req: Request, ctx: { params: Promise<{ game: string; doc: string }> }): Promise<Response> {
  const { game, doc } = await ctx.params;
  const catalog = rulesCatalog();
  const entry = catalog.entryFor(game, doc);
  if (entry === undefined) return Response.json({ error: "rules/no-such-document", message: `no document ${game}/${doc}` }, { status: 404 });
  const { body, version } = catalog.searchPayload(entry);
  const etag = `"${version}"`;
  const pinned = new URL(req.url).searchParams.get("v") === version;
  const headers = { etag, "content-type": "application/json; charset=utf-8", "cache-control": pinned ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate" };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
