import { cardsOf, GAMES, type Game } from "@tablecast/cards";

/**
 * Card text by ref for a game's card faces (the stream carries stats, not text): every id a card is
 * known by (FaB: each printed id, such as "WTR001"; Riftbound: the riftbound id) to its rules text.
 * Immutable per build, so browsers and proxies may keep it.
 */
const tables = new Map<Game, Record<string, string>>();

function textTable(game: Game): Record<string, string> {
  const found = tables.get(game);
  if (found !== undefined) return found;
  const table: Record<string, string> = {};
  const cards = cardsOf(game);
  // A card's own id first: the two faces of a FaB double-faced card share a printed id.
  for (const c of cards) table[c.id] = c.text;
  for (const c of cards) for (const p of c.printings) if (!Object.hasOwn(table, p.id) && c.game === "fab") table[p.id] = c.text;
  tables.set(game, table);
  return table;
}

export async function GET(_req: Request, ctx: { params: Promise<{ game: string }> }): Promise<Response> {
  const { game } = await ctx.params;
  const table = (GAMES as readonly string[]).includes(game) ? textTable(game as Game) : {};
  return Response.json(table, { headers: { "cache-control": "public, max-age=3600" } });
}
