/**
 * UFS benchmark (`pnpm bench game-ufs`): whole bot games with the two sample decks, both seat
 * orders, random then greedy bots, each ending by the rules (E.2.1 vitality, E.2.2.1 cycling), a
 * sample replayed and verified (see runGames). Prints one JSON document.
 * Environment: UFS_BENCH_GAMES (default 1000), UFS_BENCH_GREEDY_GAMES (default 60).
 */
import { benchGames } from "@tablecast/engine/bench";
import { ufs } from "../src/index";

const ENDINGS = new Set(["ufs:E.2.1", "ufs:E.2.2.1"]);

benchGames(ufs, {
  name: "ufs whole games",
  pairs: [["kaede", "bram"], ["bram", "kaede"]],
  endsByRule: (rule) => ENDINGS.has(rule),
  games: Number(process.env["UFS_BENCH_GAMES"] ?? 1000),
  greedyGames: Number(process.env["UFS_BENCH_GREEDY_GAMES"] ?? 60),
});
