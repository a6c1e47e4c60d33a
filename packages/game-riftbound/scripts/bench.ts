/**
 * Riftbound benchmark (`pnpm bench game-riftbound`): whole bot games with the real sample decks (Garen against
 * Master Yi, Darius against Viktor), both seat orders, random then greedy bots, each ending by the Victory Score (rule 467), a
 * sample replayed and verified (see runGames). Prints one JSON document.
 * Environment: RIFTBOUND_BENCH_GAMES (default 1000), RIFTBOUND_BENCH_GREEDY_GAMES (default 200).
 */
import { benchGames } from "@tablecast/engine/bench";
import { riftbound } from "../src/index";

benchGames(riftbound, {
  name: "riftbound whole games",
  pairs: [["garen", "master-yi"], ["master-yi", "garen"], ["darius", "viktor"], ["viktor", "darius"]],
  endsByRule: (rule) => rule === "riftbound:467",
  games: Number(process.env["RIFTBOUND_BENCH_GAMES"] ?? 1000),
  greedyGames: Number(process.env["RIFTBOUND_BENCH_GREEDY_GAMES"] ?? 200),
  target: "median under 20 ms",
});
