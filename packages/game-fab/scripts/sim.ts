/** Bot-vs-bot games with the Blitz presets: `tsx scripts/sim.ts [games] [random|greedy]` (see simGames). */
import { everyPairing, simGames } from "@tablecast/engine/bench";
import { fab } from "../src/index";

simGames(fab, { pairs: everyPairing(Object.keys(fab.sampleDecks!)), endsByRule: (rule) => rule.startsWith("fab:4.5.") });
