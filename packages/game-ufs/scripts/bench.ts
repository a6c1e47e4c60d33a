/**
 * UFS benchmark: prints one JSON document (`pnpm bench game-ufs` from the repository root).
 * 1,000 seeded random-bot games (every one must end by the rules, A.1 / E.2; a sample of logs is
 * replayed and must verify), then greedy-bot games. Figures: median and p90 whole-game time,
 * decisions per second (legal decisions listed, bot choice, apply, state hash, projection).
 */
import { replayLog, simulateMatch, type BotKind } from "@tablecast/engine";
import { ufs } from "../src/index";

const ENDINGS = new Set(["ufs:E.2.1", "ufs:E.2.2.1"]);

function run(games: number, bot: BotKind, verifyEvery: number) {
  const times: number[] = [];
  const endings: Record<string, number> = {};
  let decisions = 0;
  let verified = 0;
  let totalMs = 0;
  for (let i = 0; i < games; i++) {
    const decks = i % 2 === 0 ? (["kaede", "bram"] as const) : (["bram", "kaede"] as const);
    const start = performance.now();
    const sim = simulateMatch(ufs, {
      seats: decks.map((d) => ({ name: d, kind: "bot" as const, bot, deck: ufs.sampleDecks![d]! })),
      seed: `bench-${bot}-${i}`,
      maxDecisions: 20_000,
    });
    const ms = performance.now() - start;
    if (!sim.ok) throw new Error(`game ${i}: ${sim.error.message}`);
    const rule = sim.value.state.ended!.rule;
    if (!ENDINGS.has(rule)) throw new Error(`game ${i} ended by ${rule}`);
    endings[rule] = (endings[rule] ?? 0) + 1;
    times.push(ms);
    totalMs += ms;
    decisions += sim.value.log.entries.length;
    if (i % verifyEvery === 0) {
      const replay = replayLog(ufs, sim.value.log);
      if (replay.failure !== null) throw new Error(`game ${i} does not verify: ${replay.failure.message}`);
      verified++;
    }
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    games,
    bot,
    medianGameMs: round(times[Math.floor(times.length / 2)]!),
    p90GameMs: round(times[Math.floor(times.length * 0.9)]!),
    meanDecisions: Math.round((decisions / games) * 10) / 10,
    decisionsPerSecond: Math.round(decisions / (totalMs / 1000)),
    endings,
    replaysVerified: verified,
  };
}

const random = run(Number(process.env["UFS_BENCH_GAMES"] ?? 1000), "random", 20);
const greedy = run(Number(process.env["UFS_BENCH_GREEDY_GAMES"] ?? 60), "greedy", 10);
process.stdout.write(
  `${JSON.stringify({
    name: "ufs whole games",
    medianGameMs: random.medianGameMs,
    decisionsPerSecond: random.decisionsPerSecond,
    random,
    greedy,
  })}\n`,
);
