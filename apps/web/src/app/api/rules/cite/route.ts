import { editionLabel, rulesCatalog } from "../../../../rules/catalog";
import { rulePath } from "../../../../rules/citation";
import { rulePreview } from "../../../../rules/preview";

/** A citation (`fab:7.3.2`, `fab:tr:5.9`) → the rule's text and page, for hover cards. */
export async function GET(req: Request): Promise<Response> {
  const citation = new URL(req.url).searchParams.get("c") ?? "";
  const catalog = rulesCatalog();
  const found = catalog.resolve(citation);
  if (found === undefined) return Response.json({ error: "rules/no-such-rule", message: `no rule ${JSON.stringify(citation.slice(0, 80))} in the rules reference` }, { status: 404 });
  const { entry, rule } = found;
  const preview = rulePreview(rule, catalog.index(entry), rulePath(entry.info.game, entry.slug, rule.id), `${entry.info.title} ${editionLabel(entry)}`);
  // A few minutes: an imported edition can become the one a citation names.
  return Response.json(preview, { headers: { "cache-control": "public, max-age=300" } });
}
