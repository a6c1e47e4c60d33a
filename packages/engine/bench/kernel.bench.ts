/**
 * Kernel benchmark: prints one JSON object. Run with `pnpm bench` from the repository root.
 * Compare two runs with `node scripts/bench-compare.mjs before.json after.json`, made side by
 * side on the same machine (these machines are noisy).
 */
import {
  decodeBinary,
  encodeBinary,
  encodeJsonl,
  foldStream,
  OMNISCIENT,
  PUBLIC,
  redactStream,
  replayLog,
  ReplayCursor,
  simulateMatch,
  type MatchLog,
} from "../src/index";
import { duel, duelSeats, simulateDuel } from "../src/testing/index";
import { medianMs, round } from "./measure";

const LOG_LENGTH = 2000;
const CHECKPOINT_EVERY = 16;

const long = simulateDuel("bench", { long: true });
const stream = long.stream.slice(0, LOG_LENGTH + 1);
const log: MatchLog = { header: long.log.header, entries: long.log.entries.slice(0, LOG_LENGTH) };

function seekBench(audience: typeof PUBLIC) {
  const s = redactStream(stream, audience);
  const cursor = new ReplayCursor(s, CHECKPOINT_EVERY);
  // The costliest seek near the end: the seq just before the last checkpoint boundary.
  const worst = Math.floor(LOG_LENGTH / CHECKPOINT_EVERY) * CHECKPOINT_EVERY - 1;
  let sink = 0;
  const fold = medianMs(() => (sink += foldStream(s, LOG_LENGTH).seq), 15);
  // The live end is kept as the cursor folds, so showing it is a lookup, not a seek.
  const latest = medianMs(() => (sink += cursor.viewAt(LOG_LENGTH).seq), 200);
  // A real seek: positions spread over the whole log, each from its checkpoint.
  const positions = Array.from({ length: 64 }, (_, i) => Math.floor(((i * 37) % 64) * (LOG_LENGTH / 64)) + 7);
  let p = 0;
  const seekSpread = medianMs(() => (sink += cursor.viewAt(positions[p++ % positions.length]!).seq), 200);
  const seekWorst = medianMs(() => (sink += cursor.viewAt(worst).seq), 200);
  const build = medianMs(() => new ReplayCursor(s, CHECKPOINT_EVERY), 15);
  // Checkpoints are folded lazily: the first seek to the end pays the fold a build used to.
  const buildThenEnd = medianMs(() => (sink += new ReplayCursor(s, CHECKPOINT_EVERY).viewAt(LOG_LENGTH).seq), 15);
  if (sink === 0) throw new Error("unreachable");
  return {
    foldFromStartMs: round(fold),
    latestViewMs: round(latest),
    seekSpreadMs: round(seekSpread),
    seekWorstNearEndMs: round(seekWorst),
    worstSeq: worst,
    speedupWorst: round(fold / seekWorst, 3),
    cursorBuildMs: round(build),
    cursorBuildThenSeekEndMs: round(buildThenEnd),
  };
}

/**
 * A long replay (issue target: a cursor over 8,000 entries usable within 20 ms): the cursor's
 * constructor, then its first seek to the end (one fold: checkpoints are made lazily), and a
 * spread of seeks after that. 100,000 life and 3,500 turns make the duel last past 8,000.
 */
function longReplayBench() {
  const entries = 8000;
  const sim = simulateMatch(duel, { seed: "bench-8k", seats: duelSeats("random", "greedy"), options: { life: 100_000, turnLimit: 3500 } });
  if (!sim.ok) throw new Error(sim.error.message);
  if (sim.value.log.entries.length < entries) throw new Error(`the long duel has only ${sim.value.log.entries.length} entries`);
  const s = redactStream(sim.value.stream.slice(0, entries + 1), PUBLIC);
  let sink = 0;
  const build = medianMs(() => new ReplayCursor(s, CHECKPOINT_EVERY), 15);
  const buildThenEnd = medianMs(() => (sink += new ReplayCursor(s, CHECKPOINT_EVERY).viewAt(entries).seq), 15);
  const cursor = new ReplayCursor(s, CHECKPOINT_EVERY);
  cursor.viewAt(entries);
  const positions = Array.from({ length: 64 }, (_, i) => Math.floor(((i * 37) % 64) * (entries / 64)) + 7);
  let p = 0;
  const seekSpread = medianMs(() => (sink += cursor.viewAt(positions[p++ % positions.length]!).seq), 200);
  if (sink === 0) throw new Error("unreachable");
  return { entries, audience: "public", cursorBuildMs: round(build), cursorBuildThenSeekEndMs: round(buildThenEnd), seekSpreadAfterMs: round(seekSpread) };
}

// Engine throughput: whole bot games (legal decisions listed, bot choice, apply, state hash).
const games = 40;
let decisions = 0;
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const sim = simulateMatch(duel, { seed: `throughput-${i}`, seats: duelSeats("random", "random") });
  if (!sim.ok) throw new Error(sim.error.message);
  decisions += sim.value.log.entries.length;
}
const simulateSeconds = (performance.now() - t0) / 1000;
const replayMs = medianMs(() => replayLog(duel, log, { seed: "bench" }), 7, 1);

const jsonl = encodeJsonl(log);
const binary = encodeBinary(log);
// What `tablecast verify` does with a file: its entries have no state hashes, only checkpoints'.
const file = decodeBinary(binary);
if (!file.ok) throw new Error(file.error.message);
const verifyFileMs = medianMs(() => replayLog(duel, file.value, { seed: "bench" }), 7, 1);
const headerBytes = jsonl.indexOf("\n") + 1;

const result = {
  benchmark: "engine-kernel",
  game: "duel",
  logEntries: LOG_LENGTH,
  checkpointEvery: CHECKPOINT_EVERY,
  seek: { omniscient: seekBench(OMNISCIENT), public: seekBench(PUBLIC) },
  longReplay: longReplayBench(),
  codec: {
    jsonlBytesPerDecision: round((Buffer.byteLength(jsonl) - headerBytes) / LOG_LENGTH),
    binaryBytesPerDecision: round((binary.length - (headerBytes + 8)) / LOG_LENGTH),
    jsonlTotalBytes: Buffer.byteLength(jsonl),
    binaryTotalBytes: binary.length,
  },
  engine: {
    simulatedGames: games,
    simulatedDecisions: decisions,
    decisionsPerSecondSimulate: Math.round(decisions / simulateSeconds),
    /** Replaying a match's own log, every state's hash checked. */
    decisionsPerSecondReplay: Math.round(LOG_LENGTH / (replayMs / 1000)),
    /** Verifying the log read from its file (hashes at checkpoints). */
    decisionsPerSecondVerifyFile: Math.round(LOG_LENGTH / (verifyFileMs / 1000)),
  },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
