/**
 * Riftbound benchmark: prints one JSON document (`pnpm bench game-riftbound` from the repository
 * root). Whole bot-vs-bot games with the two sample decks, both seat orders in turn, one seed
 * per game: random-legal bots, then greedy bots. A game here is everything a
 * match server does per decision: list the legal decisions, let the bot choose, apply, hash the
 * state for the log entry, project the table events. Every game must end by the Victory Score
 * (rule 467); a sample of logs is replayed and must verify.
 * Figures: median and p90 time of a whole game, decisions per second over all games.
 * Environment: RIFTBOUND_BENCH_GAMES (default 1000), RIFTBOUND_BENCH_GREEDY_GAMES (default 200).
 */
import { replayLog, simulateMatch, type BotKind } from "@tablecast/engine";
import { riftbound } from "../src/index";

const PAIRS = [["ember", "tide"], ["tide", "ember"]] as const;

function run(games: number, bot: BotKind, verifyEvery: number) {
  const times: number[] = [];
  const endings: Record<string, number> = {};
  let decisions = 0;
  let verified = 0;
  let totalMs = 0;
  for (let i = 0; i < games; i++) {
    const [a, b] = PAIRS[i % PAIRS.length]!;
    const start = performance.now();
    const sim = simulateMatch(riftbound, {
      seats: [
        { name: a, kind: "bot", bot, deck: riftbound.sampleDecks![a]! },
        { name: b, kind: "bot", bot, deck: riftbound.sampleDecks![b]! },
      ],
      seed: `bench-${bot}-${i}`,
      maxDecisions: 20_000,
    });
    const ms = performance.now() - start;
    if (!sim.ok) throw new Error(`game ${i} (${a} vs ${b}): ${sim.error.message}`);
    const rule = sim.value.state.ended!.rule;
    if (rule !== "riftbound:467") throw new Error(`game ${i} ended by ${rule}`);
    endings[rule] = (endings[rule] ?? 0) + 1;
    times.push(ms);
    totalMs += ms;
    decisions += sim.value.log.entries.length;
    if (i % verifyEvery === 0) {
      const replay = replayLog(riftbound, sim.value.log);
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
const random = run(Number(process.env["RIFTBOUND_BENCH_GAMES"] ?? 1000), "random", 20);
const greedy = run(Number(process.env["RIFTBOUND_BENCH_GREEDY_GAMES"] ?? 200), "greedy", 10);
process.stdout.write(
  `${JSON.stringify({
    name: "riftbound whole games",
    medianGameMs: random.medianGameMs,
    decisionsPerSecond: random.decisionsPerSecond,
    random,
    greedy,
  })}\n`,
);
