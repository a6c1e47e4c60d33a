/**
 * Store benchmark: the cost of appending a decision to the embedded SQLite store durably (WAL,
 * every acknowledged append on disk), the way the match server does for every accepted decision,
 * and how long each append holds the event loop (the synchronous part of the call: while it runs,
 * the server can do nothing else). Two sides, rounds interleaved:
 *   onLoop   synchronous=FULL: SQLite flushes the log inside the commit, on the event loop
 *   offLoop  the store as shipped (openStore): the flush runs on the thread pool, shared by the
 *            commits that arrive together (group commit)
 * Two workloads: one match appending one decision after another (latency), and MATCHES matches
 * appending at once (throughput; group commit shares flushes). Prints JSON.
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { openStore } from "../src/open";
import { migrateSchema, type Database } from "../src/schema";
import { SqliteMatchStore } from "../src/sqlite-store";
import type { MatchStore } from "../src/store";
import { testMatch } from "../src/testing";

const APPENDS = Number(process.env.APPENDS ?? 500);
const MATCHES = Number(process.env.MATCHES ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
type Side = "onLoop" | "offLoop";

async function open(side: Side): Promise<MatchStore> {
  const path = join(mkdtempSync(join(tmpdir(), "tablecast-store-bench-")), "bench.db");
  if (side === "offLoop") return openStore({ sqlitePath: path });
  const file = new SQLite(path);
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  await migrateSchema(db, "sqlite");
  return new SqliteMatchStore(db, file);
}

const entry = (seq: number) => ({ seq, seat: seq % 2, decision: "pass", hash: "0".repeat(64), acceptedAt: seq });

interface Timing {
  blocked: number[];
}

/** Appends seq from..to to one match, one after another; records each call's synchronous part (ms). */
async function appendRun(store: MatchStore, id: string, from: number, to: number, timing: Timing): Promise<void> {
  for (let seq = from; seq <= to; seq++) {
    const t0 = performance.now();
    const done = store.appendEntry(id, entry(seq));
    timing.blocked.push(performance.now() - t0);
    await done;
  }
}

interface Figures {
  sequentialMicrosecondsPerAppend: number;
  sequentialBlockedMicrosecondsPerAppend: number;
  concurrentAppendsPerSecond: number;
  concurrentBlockedMicrosecondsMean: number;
  concurrentBlockedMicrosecondsMax: number;
}

async function round(side: Side): Promise<Figures> {
  const store = await open(side);
  const ids = Array.from({ length: MATCHES }, (_, i) => `${i}`.padStart(16, "0"));
  for (const id of ids) await store.createMatch(testMatch(id, { listed: false }));
  await appendRun(store, ids[0]!, 1, 50, { blocked: [] }); // warm-up
  const sequential: Timing = { blocked: [] };
  let t0 = performance.now();
  await appendRun(store, ids[0]!, 51, 50 + APPENDS, sequential);
  const sequentialMs = performance.now() - t0;
  const perMatch = Math.ceil(APPENDS / MATCHES);
  const concurrent: Timing = { blocked: [] };
  t0 = performance.now();
  await Promise.all(ids.map((id, i) => (i === 0 ? appendRun(store, id, 51 + APPENDS, 50 + APPENDS + perMatch, concurrent) : appendRun(store, id, 1, perMatch, concurrent))));
  const concurrentMs = performance.now() - t0;
  await store.close();
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    sequentialMicrosecondsPerAppend: (sequentialMs * 1000) / APPENDS,
    sequentialBlockedMicrosecondsPerAppend: (sum(sequential.blocked) * 1000) / APPENDS,
    concurrentAppendsPerSecond: (perMatch * MATCHES * 1000) / concurrentMs,
    concurrentBlockedMicrosecondsMean: (sum(concurrent.blocked) * 1000) / concurrent.blocked.length,
    concurrentBlockedMicrosecondsMax: Math.max(...concurrent.blocked) * 1000,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const spread = (xs: number[]) => ({ median: Number(median(xs).toFixed(1)), min: Number(Math.min(...xs).toFixed(1)), max: Number(Math.max(...xs).toFixed(1)) });
const load = [loadavg()[0]!];
const figures: Record<Side, Figures[]> = { onLoop: [], offLoop: [] };
for (let r = 0; r < ROUNDS; r++) for (const side of (r % 2 === 0 ? ["onLoop", "offLoop"] : ["offLoop", "onLoop"]) as Side[]) figures[side].push(await round(side));
load.push(loadavg()[0]!);
const summary = (side: Side) => Object.fromEntries((Object.keys(figures[side][0]!) as (keyof Figures)[]).map((k) => [k, spread(figures[side].map((f) => f[k]))]));
const ratio = (k: keyof Figures) => Number((median(figures.offLoop.map((f) => f[k])) / median(figures.onLoop.map((f) => f[k]))).toFixed(3));
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: "store-append",
      store: "sqlite (WAL, every acknowledged append on disk)",
      appendsPerRound: APPENDS,
      concurrentMatches: MATCHES,
      rounds: ROUNDS,
      loadAverage1m: { start: load[0], end: load[1] },
      onLoop: summary("onLoop"),
      offLoop: summary("offLoop"),
      offLoopVsOnLoop: {
        sequentialLatency: ratio("sequentialMicrosecondsPerAppend"),
        sequentialBlocked: ratio("sequentialBlockedMicrosecondsPerAppend"),
        concurrentThroughput: ratio("concurrentAppendsPerSecond"),
        concurrentBlockedMax: ratio("concurrentBlockedMicrosecondsMax"),
      },
    },
    null,
    2,
  )}\n`,
);
