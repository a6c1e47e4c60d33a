/** Plays bot-vs-bot games with the sample decks and prints length and timing: tsx scripts/sim.ts [games] [bot] */
import { replayLog, simulateMatch, type BotKind } from "@tablecast/engine";
import { riftbound } from "../src/index";

const games = Number(process.argv[2] ?? 5);
const bot = (process.argv[3] ?? "random") as BotKind;
const times: number[] = [];
let failures = 0;
for (let i = 0; i < games; i++) {
  const start = performance.now();
  const sim = simulateMatch(riftbound, {
    seats: [
      { name: "Ember", kind: "bot", bot, deck: riftbound.sampleDecks!["ember"]! },
      { name: "Tide", kind: "bot", bot, deck: riftbound.sampleDecks!["tide"]! },
    ],
    seed: `sim-${i}`,
    maxDecisions: 20_000,
  });
  const ms = performance.now() - start;
  times.push(ms);
  if (!sim.ok) {
    failures++;
    console.log(`game ${i}: ${sim.error.code} ${sim.error.message}`);
    continue;
  }
  const f = sim.value.log.footer!;
  if (games <= 20) {
    const replay = replayLog(riftbound, sim.value.log);
    console.log(`game ${i}: ${sim.value.log.entries.length} decisions, turn ${sim.value.state.turn}, winners [${f.winners}] (${f.reason}), points ${sim.value.state.players.map((p) => p.points)}, ${ms.toFixed(0)} ms, replay ${replay.failure === null ? "ok" : replay.failure.message}`);
  }
}
times.sort((x, y) => x - y);
console.log(`${games} games, ${failures} failures, median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms`);
