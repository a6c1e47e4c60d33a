import { entryFor, indexOf } from "../../../../../rules/catalog";

/**
 * A document's rules and glossary for search in the browser: ids, titles and text only (the
 * fields search reads), so the shipped index stays small. Immutable per edition.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ game: string; doc: string }> }): Promise<Response> {
  const { game, doc } = await ctx.params;
  const entry = entryFor(game, doc);
  if (entry === undefined) return Response.json({ error: "no such document" }, { status: 404 });
  const index = indexOf(entry);
  const slim = {
    format: index.format,
    document: index.document,
    rules: index.rules.map((r) => ({ id: r.id, number: r.number, depth: r.depth, title: r.title, text: r.text, examples: [], notes: [], parent: null, children: [], references: [], unresolvedReferences: [], titleSource: null })),
    glossary: index.glossary.map((g) => ({ term: g.term, definition: g.definition, senses: [], references: [] })),
    warnings: [],
  };
  return Response.json(slim, { headers: { "cache-control": "public, max-age=3600" } });
}
