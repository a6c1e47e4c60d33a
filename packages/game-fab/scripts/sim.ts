/** Plays bot-vs-bot games with the sample decks and prints length and timing: tsx scripts/sim.ts [games] [bot] */
import { simulateMatch } from "@tablecast/engine";
import { fab } from "../src/index";

const games = Number(process.argv[2] ?? 5);
const bot = process.argv[3] ?? "random";
for (let i = 0; i < games; i++) {
  const start = performance.now();
  const sim = simulateMatch(fab, {
    seats: [
      { name: "Rhinar", kind: "bot" as const, deck: fab.sampleDecks!["rhinar-blitz"]!, bot },
      { name: "Dorinthea", kind: "bot" as const, deck: fab.sampleDecks!["dorinthea-blitz"]!, bot },
    ],
    seed: `sim-${i}`,
    maxDecisions: 20_000,
  });
  const ms = performance.now() - start;
  if (!sim.ok) {
    console.log(`game ${i}: ${sim.error.code} ${sim.error.message}`);
    continue;
  }
  const f = sim.value.log.footer!;
  console.log(`game ${i}: ${sim.value.log.entries.length} decisions, turn ${sim.value.state.turn}, winners [${f.winners}] (${f.reason}), life ${sim.value.state.players.map((p) => p.life)}, ${ms.toFixed(0)} ms`);
}
