import type { CardSetCoverage } from "@tablecast/engine";
import { EXIT_OK, UsageError, type Command } from "../command";
import { gameById, knownGames } from "../games";
import { requireOption, runParsed } from "./args";

const usage = `Usage: tablecast cards --game GAME [--coverage] [--set SET]

Lists the cards a game's engine knows, by set.

Options:
  --game GAME   game id (${knownGames()})
  --coverage    print implemented / total for each set, and across the whole data set (each card
                once, however many sets print it); with --set, the cards still missing, with why
  --set SET     one set only (e.g. WTR)`;

/** Implemented / total over every set, each card once (a reprint is listed in each set that prints it, by one id). */
export function wholeDataSet(sets: readonly CardSetCoverage[]): { readonly implemented: number; readonly total: number } {
  const cards = new Map<string, boolean>();
  for (const s of sets) for (const c of s.cards) cards.set(c.id, (cards.get(c.id) ?? false) || c.implemented);
  return { implemented: [...cards.values()].filter(Boolean).length, total: cards.size };
}

export const cardsCommand: Command = {
  name: "cards",
  summary: "list a game's cards, or how much of each set the engine implements (--coverage)",
  usage,
  run: runParsed(usage, { game: { type: "string" }, coverage: { type: "boolean" }, set: { type: "string" } }, { min: 0, max: 0 }, async ({ values }, io) => {
    const gameId = requireOption(values.game as string | undefined, "--game");
    const game = gameById(gameId);
    if (game === undefined) throw new UsageError(`unknown game "${gameId}"; known games: ${knownGames()}`);
    const all = game.cardCoverage?.() ?? [];
    if (all.length === 0) throw new UsageError(`${game.name} has no card table`);
    const set = values.set as string | undefined;
    const sets = set === undefined ? all : all.filter((s) => s.set.toLowerCase() === set.toLowerCase());
    if (sets.length === 0) throw new UsageError(`${game.name} has no set "${set}"; sets: ${all.map((s) => s.set).join(", ")}`);
    const wantCoverage = (values as Record<string, unknown>)["coverage"] === true;
    for (const s of sets) {
      if (wantCoverage) {
        const done = s.cards.filter((c) => c.implemented).length;
        io.out(`${s.name} (${s.set}): ${done} / ${s.cards.length} implemented`);
        // The missing cards of one set; over every set the list would be the data set's thousands.
        if (set !== undefined) for (const c of s.cards.filter((x) => !x.implemented)) io.out(`  missing: ${c.name} (${c.id})${c.reason === undefined ? "" : ` — ${c.reason}`}`);
      } else for (const c of s.cards) io.out(`${c.id}\t${c.name}${c.implemented ? "" : "\t(not implemented)"}`);
    }
    if (wantCoverage && set === undefined) {
      const total = wholeDataSet(all);
      io.out(`All sets (each card once): ${total.implemented} / ${total.total} implemented`);
    }
    return EXIT_OK;
  }),
};
