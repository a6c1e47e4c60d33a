/** Bot-vs-bot games with the two sample decks: tsx scripts/sim.ts [games] [random|greedy]. Prints each game (up to 20) and a summary. */
import { replayLog, simulateMatch, type BotKind } from "@tablecast/engine";
import { ufs } from "../src/index";

const games = Number(process.argv[2] ?? 5);
const bot = (process.argv[3] ?? "random") as BotKind;
const times: number[] = [];
const reasons = new Map<string, number>();
let failures = 0;
let replayFailures = 0;
for (let i = 0; i < games; i++) {
  const swap = i % 2 === 1;
  const decks = swap ? (["bram", "kaede"] as const) : (["kaede", "bram"] as const);
  const start = performance.now();
  const sim = simulateMatch(ufs, {
    seats: decks.map((d) => ({ name: d, kind: "bot" as const, bot, deck: ufs.sampleDecks![d]! })),
    seed: `sim-${i}`,
    maxDecisions: 20_000,
  });
  times.push(performance.now() - start);
  if (!sim.ok) {
    failures++;
    console.log(`game ${i}: ${sim.error.code} ${sim.error.message}`);
    continue;
  }
  const end = sim.value.state.ended!;
  reasons.set(end.rule, (reasons.get(end.rule) ?? 0) + 1);
  if (i % 50 === 0 && replayLog(ufs, sim.value.log).failure !== null) replayFailures++;
  if (games <= 20)
    console.log(
      `game ${i} ${decks.join(" vs ")}: ${sim.value.log.entries.length} decisions, turn ${sim.value.state.turn}, winners [${end.winners}] (${end.rule} ${end.reason}), vitality ${sim.value.state.players.map((p) => p.vitality)}, ${times[i]!.toFixed(0)} ms`,
    );
}
times.sort((x, y) => x - y);
console.log(`${games} ${bot} games, ${failures} failures, ${replayFailures} replay failures, median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, endings ${JSON.stringify(Object.fromEntries(reasons))}`);
