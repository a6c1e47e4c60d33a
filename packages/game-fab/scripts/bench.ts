/**
 * Flesh and Blood benchmark (`pnpm bench game-fab`): whole bot-vs-bot games, random then greedy bots,
 * each ending by CR 4.5, a sample replayed and verified (see runGames). Two groups side by side: the
 * four Welcome to Rathe presets (every ordered pairing), and every later preset (Arcane Rising,
 * Crucible of War) against each of those four, both seat orders. Prints one JSON document; its
 * top-level figures are the Welcome to Rathe group's random-bot games.
 * Environment: FAB_BENCH_GAMES (default 1000), FAB_BENCH_GREEDY_GAMES (default 200), per group.
 */
import { everyPairing, runGames, type GameRunOptions } from "@tablecast/engine/bench";
import { fab } from "../src/index";
import { SAMPLE_DECKS } from "../src/decks";

const WTR = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];
const later = Object.keys(SAMPLE_DECKS).filter((d) => !WTR.includes(d));
const groups: Record<string, GameRunOptions["pairs"]> = {
  "Welcome to Rathe presets": everyPairing(WTR),
  [`later presets (${later.join(", ")}) against the Welcome to Rathe ones`]: later.flatMap((a) => WTR.flatMap((b) => [[a, b] as const, [b, a] as const])),
};
const games = Number(process.env["FAB_BENCH_GAMES"] ?? 1000);
const greedyGames = Number(process.env["FAB_BENCH_GREEDY_GAMES"] ?? 200);
const endsByRule = (rule: string): boolean => rule.startsWith("fab:4.5.");

// Warm-up over both groups, then each group's random and greedy games.
for (const pairs of Object.values(groups)) runGames(fab, { pairs, endsByRule, games: 12, bot: "random", verifyEvery: 1_000 });
const results = Object.fromEntries(
  Object.entries(groups).map(([name, pairs]) => [
    name,
    {
      random: runGames(fab, { pairs, endsByRule, games, bot: "random", verifyEvery: 20 }),
      greedy: runGames(fab, { pairs, endsByRule, games: greedyGames, bot: "greedy", verifyEvery: 10 }),
    },
  ]),
);
const first = Object.values(results)[0]!.random;
process.stdout.write(
  `${JSON.stringify({ name: "fab whole games", target: "median under 20 ms", medianGameMs: first.medianGameMs, decisionsPerSecond: first.decisionsPerSecond, groups: results })}\n`,
);
