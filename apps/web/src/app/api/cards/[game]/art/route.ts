import { cardsOf, GAMES, type Game } from "@tablecast/cards";
import { env } from "../../../../../server/env";
import { cardIds, MAX_IDS } from "../route";

/**
 * Card art by ref, when the operator configured an image base address (TABLECAST_CARD_IMAGES):
 * the card data's picture of each printing, its path under that base (a mirror the operator
 * serves). Without one there is no art: 404, and the pages draw their own faces.
 */
const tables = new Map<string, Record<string, string>>();

/** The data's image address, moved under the configured base: the same path on the operator's host. */
export function artUrl(base: string, image: string): string {
  const path = new URL(image).pathname.replace(/^\/+/, "");
  return `${base.replace(/\/+$/, "")}/${path}`;
}

function artTable(game: Game, base: string): Record<string, string> {
  const key = `${game} ${base}`;
  const found = tables.get(key);
  if (found !== undefined) return found;
  const table: Record<string, string> = {};
  for (const c of cardsOf(game)) {
    const first = c.printings.find((p) => p.image !== null);
    if (first?.image != null) table[c.id] ??= artUrl(base, first.image);
    for (const p of c.printings) if (p.image !== null && !Object.hasOwn(table, p.id)) table[p.id] = artUrl(base, p.image);
  }
  tables.set(key, table);
  return table;
}

export async function GET(req: Request, ctx: { params: Promise<{ game: string }> }): Promise<Response> {
  const base = env().cardImageBase;
  if (base === null) return Response.json({ error: "no card images are configured here" }, { status: 404 });
  const { game } = await ctx.params;
  const ids = cardIds(new URL(req.url));
  if (ids === null) return Response.json({ error: `ids: up to ${MAX_IDS} card ids, comma-separated` }, { status: 400 });
  const table = (GAMES as readonly string[]).includes(game) ? artTable(game as Game, base) : {};
  const out: Record<string, string> = {};
  for (const id of ids) if (Object.hasOwn(table, id)) out[id] = table[id]!;
  return Response.json(out, { headers: { "cache-control": "public, max-age=3600" } });
}
