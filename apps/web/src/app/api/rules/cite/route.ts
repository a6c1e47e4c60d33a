import { findRule } from "@tablecast/rules";
import { entryFor, indexOf, parseCitation } from "../../../../rules/catalog";

/** A citation (`fab:7.3.2`, `fab:tr:3.11`) → the rule's page, title and text, for hover previews. */
export async function GET(req: Request): Promise<Response> {
  const citation = new URL(req.url).searchParams.get("c") ?? "";
  const parsed = parseCitation(citation);
  const entry = parsed === null ? undefined : entryFor(parsed.game, parsed.slug);
  const rule = parsed === null || entry === undefined ? undefined : findRule(indexOf(entry), parsed.rule);
  if (parsed === null || entry === undefined || rule === undefined) return Response.json({ error: `no rule "${citation}"` }, { status: 404 });
  return Response.json(
    { href: `/rules/${parsed.game}/${parsed.slug}/${encodeURIComponent(rule.id)}`, document: entry.info.title, number: rule.number, title: rule.title, text: rule.text.replace(/\[([^\]]+)\]/g, "$1") },
    { headers: { "cache-control": "public, max-age=3600" } },
  );
}
