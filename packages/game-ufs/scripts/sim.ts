/** Bot-vs-bot games with the two sample decks: `tsx scripts/sim.ts [games] [random|greedy]` (see simGames). */
import { simGames } from "@tablecast/engine/bench";
import { ufs } from "../src/index";

const ENDINGS = new Set(["ufs:E.2.1", "ufs:E.2.2.1"]);
simGames(ufs, { pairs: [["kaede", "bram"], ["bram", "kaede"]], endsByRule: (rule) => ENDINGS.has(rule) });
