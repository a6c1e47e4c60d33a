/** Plays bot-vs-bot games with the sample decks (every pairing in turn) and prints length and timing: tsx scripts/sim.ts [games] [bot] */
import { simulateMatch } from "@tablecast/engine";
import { fab } from "../src/index";

const games = Number(process.argv[2] ?? 5);
const bot = process.argv[3] ?? "random";
const names = Object.keys(fab.sampleDecks!);
const pairs = names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));
const times: number[] = [];
let failures = 0;
for (let i = 0; i < games; i++) {
  const [a, b] = pairs[i % pairs.length]!;
  const start = performance.now();
  const sim = simulateMatch(fab, {
    seats: [
      { name: a, kind: "bot" as const, deck: fab.sampleDecks![a]!, bot },
      { name: b, kind: "bot" as const, deck: fab.sampleDecks![b]!, bot },
    ],
    seed: `sim-${i}`,
    maxDecisions: 20_000,
  });
  const ms = performance.now() - start;
  times.push(ms);
  if (!sim.ok) {
    failures++;
    console.log(`game ${i} ${a} vs ${b}: ${sim.error.code} ${sim.error.message}`);
    continue;
  }
  const f = sim.value.log.footer!;
  if (games <= 20)
    console.log(`game ${i} ${a} vs ${b}: ${sim.value.log.entries.length} decisions, turn ${sim.value.state.turn}, winners [${f.winners}] (${f.reason}), life ${sim.value.state.players.map((p) => p.life)}, ${ms.toFixed(0)} ms`);
}
times.sort((x, y) => x - y);
console.log(`${games} games, ${failures} failures, median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms`);
