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

/** At most this many ids a request: a board shows a few dozen cards at a time. */
export const MAX_IDS = 300;
const ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * `?ids=WTR001,WTR002`: the texts of those cards only (what a page is showing), so a viewer never
 * downloads the whole database (FaB's is about 1 MB). Unknown ids are left out; without `ids` the
 * answer is empty.
 */
/** A request's `ids`, or null when there are too many or one is not an id. */
export function cardIds(url: URL): string[] | null {
  const raw = url.searchParams.get("ids") ?? "";
  const ids = raw === "" ? [] : raw.split(",");
  return ids.length > MAX_IDS || ids.some((id) => !ID.test(id)) ? null : ids;
}

export async function GET(req: Request, ctx: { params: Promise<{ game: string }> }): Promise<Response> {
  const { game } = await ctx.params;
  const ids = cardIds(new URL(req.url));
  if (ids === null) return Response.json({ error: `ids: up to ${MAX_IDS} card ids, comma-separated` }, { status: 400 });
  const table = (GAMES as readonly string[]).includes(game) ? textTable(game as Game) : {};
  const out: Record<string, string> = {};
  for (const id of ids) if (Object.hasOwn(table, id)) out[id] = table[id]!;
  return Response.json(out, { headers: { "cache-control": "public, max-age=3600" } });
}
