/**
 * Store benchmark: the cost of appending a decision to the embedded SQLite store (durable: WAL,
 * synchronous=FULL), the way the match server does for every accepted decision — the store as
 * shipped (statements prepared once) side by side with the same append through the generic SQL
 * store (a query built and prepared per call), rounds interleaved. Each append blocks the event
 * loop for its whole duration (better-sqlite3 is synchronous), so the time per append is also
 * how long the server can do nothing else. Prints JSON.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrateSchema, type Database } from "../src/schema";
import { SqlMatchStore } from "../src/sql-store";
import { SqliteMatchStore } from "../src/sqlite-store";
import type { MatchStore } from "../src/store";
import { testHeader } from "../src/testing";

const APPENDS = Number(process.env.APPENDS ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
type Side = "prepared" | "generic";

async function open(side: Side): Promise<{ store: MatchStore; close: () => void }> {
  const file = new SQLite(join(mkdtempSync(join(tmpdir(), "tablecast-store-bench-")), "bench.db"));
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  await migrateSchema(db, "sqlite");
  return { store: side === "prepared" ? new SqliteMatchStore(db, file) : new SqlMatchStore(db, "sqlite"), close: () => file.close() };
}

async function round(side: Side): Promise<number> {
  const { store, close } = await open(side);
  const id = "0123456789abcdef";
  await store.createMatch({ id, header: testHeader(), policy: { delay: { kind: "none" }, coach: "after-match", listed: false }, seed: "s", botDelayMs: 0, createdAt: 0 });
  const entry = (seq: number) => ({ seq, seat: seq % 2, decision: "pass", hash: "0".repeat(64), acceptedAt: seq });
  for (let seq = 1; seq <= 50; seq++) await store.appendEntry(id, entry(seq)); // warm-up
  const t0 = performance.now();
  for (let seq = 51; seq < 51 + APPENDS; seq++) await store.appendEntry(id, entry(seq));
  const us = ((performance.now() - t0) * 1000) / APPENDS;
  close();
  return us;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const figures: Record<Side, number[]> = { prepared: [], generic: [] };
for (let r = 0; r < ROUNDS; r++) for (const side of (r % 2 === 0 ? ["prepared", "generic"] : ["generic", "prepared"]) as Side[]) figures[side].push(await round(side));
const spread = (xs: number[]) => ({ median: Number(median(xs).toFixed(1)), min: Number(Math.min(...xs).toFixed(1)), max: Number(Math.max(...xs).toFixed(1)) });
process.stdout.write(
  `${JSON.stringify({ benchmark: "store-append", store: "sqlite (WAL, synchronous=FULL)", appendsPerRound: APPENDS, rounds: ROUNDS, microsecondsPerAppend: { prepared: spread(figures.prepared), generic: spread(figures.generic) }, preparedVsGeneric: Number((median(figures.prepared) / median(figures.generic)).toFixed(3)) }, null, 2)}\n`,
);
