import { gzipSync } from "node:zlib";
import type { BotKind } from "../src/bots";
import { encodeBinary } from "../src/codec-binary";
import { decodeJsonl, encodeJsonl } from "../src/codec-jsonl";
import { hashValue } from "../src/hash";
import type { AnyGame } from "../src/game";
import { replayLog } from "../src/match";
import { simulateMatch } from "../src/simulate";

/** Whole bot games of one kind, for a game's `pnpm bench` and its sim script. */
export interface GameRun {
  readonly games: number;
  readonly bot: BotKind;
  readonly medianGameMs: number;
  readonly p90GameMs: number;
  readonly meanDecisions: number;
  readonly decisionsPerSecond: number;
  /** How the games ended, by the rule cited. */
  readonly endings: Readonly<Record<string, number>>;
  readonly replaysVerified: number;
  /** The median game's log as a file: binary form, then gzipped; JSON Lines gzipped. */
  readonly medianLogBytes: { readonly binary: number; readonly binaryGzip: number; readonly jsonlGzip: number };
}

export interface GameRunOptions {
  /** Deck pairings (sample deck names), played in turn. */
  readonly pairs: readonly (readonly [string, string])[];
  readonly games: number;
  readonly bot: BotKind;
  /** Every n-th game's log is replayed and must verify. */
  readonly verifyEvery: number;
  /** Whether an ending (its rule citation) is one the rules define; anything else fails the run. */
  readonly endsByRule: (rule: string) => boolean;
  readonly seedPrefix?: string;
  /** Called with each game (for a sim script's per-game lines). */
  readonly onGame?: (game: { readonly index: number; readonly pair: readonly [string, string]; readonly decisions: number; readonly ms: number; readonly rule: string; readonly reason: string; readonly winners: readonly number[] }) => void;
}

/**
 * Plays whole games as a match server would (legal decisions, the bot's choice, apply, the log
 * entry's state hash, the table events), times each, checks each ended by the rules and that a
 * sample of logs replays and verifies. Throws on the first game that does not.
 */
export function runGames(game: AnyGame, o: GameRunOptions): GameRun {
  const times: number[] = [];
  const endings: Record<string, number> = {};
  let decisions = 0;
  let verified = 0;
  let totalMs = 0;
  const logSizes: [number, number, number][] = [];
  for (let i = 0; i < o.games; i++) {
    const pair = o.pairs[i % o.pairs.length]!;
    const start = performance.now();
    const sim = simulateMatch(game, {
      seats: pair.map((deck) => ({ name: deck, kind: "bot" as const, bot: o.bot, deck: game.sampleDecks![deck]! })),
      seed: `${o.seedPrefix ?? "bench"}-${o.bot}-${i}`,
      maxDecisions: 20_000,
    });
    const ms = performance.now() - start;
    if (!sim.ok) throw new Error(`game ${i} (${pair.join(" vs ")}): ${sim.error.message}`);
    const status = game.status(sim.value.state);
    if (status.kind !== "ended") throw new Error(`game ${i} (${pair.join(" vs ")}) did not end`);
    const rule = status.rule ?? "";
    if (!o.endsByRule(rule)) throw new Error(`game ${i} (${pair.join(" vs ")}) ended by ${rule || "no rule"}: ${status.reason}`);
    endings[rule] = (endings[rule] ?? 0) + 1;
    times.push(ms);
    totalMs += ms;
    decisions += sim.value.log.entries.length;
    o.onGame?.({ index: i, pair, decisions: sim.value.log.entries.length, ms, rule, reason: status.reason, winners: status.winners });
    // Not timed: the log as files (a checkpoint's state is hashed when the file is written).
    const binary = encodeBinary(sim.value.log);
    const jsonl = encodeJsonl(sim.value.log);
    logSizes.push([binary.length, gzipSync(binary).length, gzipSync(jsonl).length]);
    if (i % o.verifyEvery === 0) {
      // Both ways: the match's log (every state's hash) and its file (checkpoints only).
      const replay = replayLog(game, sim.value.log);
      if (replay.failure !== null) throw new Error(`game ${i} does not verify: ${replay.failure.message}`);
      const file = decodeJsonl(jsonl);
      if (!file.ok) throw new Error(`game ${i}: its log file does not read back: ${file.error.message}`);
      const fromFile = replayLog(game, file.value);
      if (fromFile.failure !== null) throw new Error(`game ${i}'s log file does not verify: ${fromFile.failure.message}`);
      // The match hashed incrementally; afresh, the final state hashes the same.
      if (hashValue(sim.value.state) !== sim.value.log.footer?.finalHash) throw new Error(`game ${i}: the final state's hash afresh differs from the one the match kept`);
      verified++;
    }
  }
  times.sort((x, y) => x - y);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    games: o.games,
    bot: o.bot,
    medianGameMs: round(times[Math.floor(times.length / 2)]!),
    p90GameMs: round(times[Math.floor(times.length * 0.9)]!),
    meanDecisions: Math.round((decisions / o.games) * 10) / 10,
    decisionsPerSecond: Math.round(decisions / (totalMs / 1000)),
    endings,
    replaysVerified: verified,
    medianLogBytes: (() => {
      const median = (k: 0 | 1 | 2) => logSizes.map((x) => x[k]).sort((x, y) => x - y)[Math.floor(logSizes.length / 2)]!;
      return { binary: median(0), binaryGzip: median(1), jsonlGzip: median(2) };
    })(),
  };
}

/** Every ordered pairing of distinct decks (both seat orders). */
export const everyPairing = (decks: readonly string[]): [string, string][] => decks.flatMap((a) => decks.filter((b) => b !== a).map((b) => [a, b] as [string, string]));

/**
 * A game's `pnpm bench`: warm-up, then `games` random-bot and `greedyGames` greedy-bot games;
 * prints one JSON document.
 */
export function benchGames(game: AnyGame, o: Omit<GameRunOptions, "games" | "bot" | "verifyEvery"> & { readonly name: string; readonly games: number; readonly greedyGames: number; readonly target?: string }): void {
  runGames(game, { ...o, games: 12, bot: "random", verifyEvery: 1_000 });
  const random = runGames(game, { ...o, games: o.games, bot: "random", verifyEvery: 20 });
  const greedy = runGames(game, { ...o, games: o.greedyGames, bot: "greedy", verifyEvery: 10 });
  process.stdout.write(`${JSON.stringify({ name: o.name, ...(o.target === undefined ? {} : { target: o.target }), medianGameMs: random.medianGameMs, decisionsPerSecond: random.decisionsPerSecond, random, greedy })}\n`);
}

/**
 * A game's sim script: `tsx scripts/sim.ts [games] [random|greedy]` plays bot games over the
 * pairings, prints a line per game (up to 20, each replayed and verified) and the run's figures.
 */
export function simGames(game: AnyGame, o: Pick<GameRunOptions, "pairs" | "endsByRule">): void {
  const games = Number(process.argv[2] ?? 5);
  const bot = (process.argv[3] ?? "random") as BotKind;
  const few = games <= 20;
  const run = runGames(game, {
    ...o,
    games,
    bot,
    seedPrefix: "sim",
    verifyEvery: few ? 1 : 25,
    ...(few ? { onGame: (g) => process.stdout.write(`game ${g.index} ${g.pair.join(" vs ")}: ${g.decisions} decisions, winners [${g.winners.join(", ")}] (${g.rule} ${g.reason}), ${g.ms.toFixed(0)} ms\n`) } : {}),
  });
  process.stdout.write(`${JSON.stringify(run)}\n`);
}
