/**
 * Flesh and Blood benchmark: prints one JSON document (`pnpm bench game-fab` from the repository
 * root). Whole bot-vs-bot games with the four Blitz presets, every pairing and both seat orders
 * in turn, one seed per game: random-legal bots, then greedy bots. A game here is everything a
 * match server does per decision: list the legal decisions, let the bot choose, apply, hash the
 * state for the log entry, project the table events. Every game must end by CR 4.5; a sample of
 * logs is replayed and must verify.
 * Figures: median and p90 time of a whole game, decisions per second over all games.
 * Environment: FAB_BENCH_GAMES (default 1000), FAB_BENCH_GREEDY_GAMES (default 200).
 */
import { replayLog, simulateMatch, type BotKind } from "@tablecast/engine";
import { fab } from "../src/index";

const PRESETS = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];
const PAIRS = PRESETS.flatMap((a) => PRESETS.filter((b) => b !== a).map((b) => [a, b] as const));

function run(games: number, bot: BotKind, verifyEvery: number) {
  const times: number[] = [];
  const endings: Record<string, number> = {};
  let decisions = 0;
  let verified = 0;
  let totalMs = 0;
  for (let i = 0; i < games; i++) {
    const [a, b] = PAIRS[i % PAIRS.length]!;
    const start = performance.now();
    const sim = simulateMatch(fab, {
      seats: [
        { name: a, kind: "bot", bot, deck: fab.sampleDecks![a]! },
        { name: b, kind: "bot", bot, deck: fab.sampleDecks![b]! },
      ],
      seed: `bench-${bot}-${i}`,
      maxDecisions: 20_000,
    });
    const ms = performance.now() - start;
    if (!sim.ok) throw new Error(`game ${i} (${a} vs ${b}): ${sim.error.message}`);
    const { rule, reason } = sim.value.state.ended!;
    if (rule === undefined || !rule.startsWith("fab:4.5.")) throw new Error(`game ${i} ended by ${rule ?? "no rule"}: ${reason}`);
    endings[rule] = (endings[rule] ?? 0) + 1;
    times.push(ms);
    totalMs += ms;
    decisions += sim.value.log.entries.length;
    if (i % verifyEvery === 0) {
      const replay = replayLog(fab, sim.value.log);
      if (replay.failure !== null) throw new Error(`game ${i} does not verify: ${replay.failure.message}`);
      verified++;
    }
  }
  times.sort((x, y) => x - y);
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

// Warm up the JIT on a few games that are not counted.
run(12, "random", 1_000);
const random = run(Number(process.env["FAB_BENCH_GAMES"] ?? 1000), "random", 20);
const greedy = run(Number(process.env["FAB_BENCH_GREEDY_GAMES"] ?? 200), "greedy", 10);
process.stdout.write(
  `${JSON.stringify({
    name: "fab whole games",
    target: "median under 20 ms",
    medianGameMs: random.medianGameMs,
    decisionsPerSecond: random.decisionsPerSecond,
    random,
    greedy,
  })}\n`,
);
