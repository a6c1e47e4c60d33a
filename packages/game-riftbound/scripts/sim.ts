/** Bot-vs-bot games with the sample decks: `tsx scripts/sim.ts [games] [random|greedy]` (see simGames). */
import { simGames } from "@tablecast/engine/bench";
import { riftbound } from "../src/index";

simGames(riftbound, { pairs: [["ember", "tide"], ["tide", "ember"]], endsByRule: (rule) => rule === "riftbound:467" });
