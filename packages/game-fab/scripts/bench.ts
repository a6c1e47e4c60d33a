/**
 * Flesh and Blood benchmark (`pnpm bench game-fab`): whole bot-vs-bot games with the four Blitz
 * presets, every ordered pairing in turn, random then greedy bots, each ending by CR 4.5, a sample
 * replayed and verified (see runGames). Prints one JSON document.
 * Environment: FAB_BENCH_GAMES (default 1000), FAB_BENCH_GREEDY_GAMES (default 200).
 */
import { benchGames, everyPairing } from "@tablecast/engine/bench";
import { fab } from "../src/index";

benchGames(fab, {
  name: "fab whole games",
  pairs: everyPairing(["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"]),
  endsByRule: (rule) => rule.startsWith("fab:4.5."),
  games: Number(process.env["FAB_BENCH_GAMES"] ?? 1000),
  greedyGames: Number(process.env["FAB_BENCH_GREEDY_GAMES"] ?? 200),
  target: "median under 20 ms",
});
