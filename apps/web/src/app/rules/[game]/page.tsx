import { notFound, redirect } from "next/navigation";
import { rulesCatalog } from "../../../rules/catalog";
import { DEFAULT_SLUG } from "../../../rules/citation";

export const dynamic = "force-dynamic";

/** `/rules/fab` → the game's main rules. */
export default async function GameRules({ params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  if (rulesCatalog().entryFor(game, DEFAULT_SLUG) === undefined) notFound();
  redirect(`/rules/${game}/${DEFAULT_SLUG}`);
}
