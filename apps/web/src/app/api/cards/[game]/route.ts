import { WTR_CARDS } from "@tablecast/game-fab";

/**
 * Card text by ref for a game's card faces (the stream carries stats, not text). Immutable per
 * build, so browsers and proxies may keep it.
 */
const TEXT: Readonly<Record<string, () => Record<string, string>>> = {
  fab: () => Object.fromEntries(WTR_CARDS.map((c) => [c.id, c.text])),
};

export async function GET(_req: Request, ctx: { params: Promise<{ game: string }> }): Promise<Response> {
  const { game } = await ctx.params;
  const table = Object.hasOwn(TEXT, game) ? TEXT[game]!() : {};
  return Response.json(table, { headers: { "cache-control": "public, max-age=3600" } });
}
