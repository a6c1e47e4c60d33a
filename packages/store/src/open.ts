import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { Checkpointer, LOG_LIMIT_BYTES } from "./checkpointer";
import { WalFlusher, withDurableCommits, type FlushFile } from "./durable";
import { migrateSchema, type Database } from "./schema";
import { SqlMatchStore } from "./sql-store";
import { SqliteMatchStore } from "./sqlite-store";
import type { MatchStore } from "./store";
import { withUnavailable } from "./unavailable";

export interface StoreConfig {
  /** postgres://… selects PostgreSQL. */
  readonly databaseUrl?: string;
  /** The SQLite file (or ":memory:") when there is no databaseUrl. */
  readonly sqlitePath?: string;
}

/**
 * Every PostgreSQL session of a node: a node paused inside a transaction (a long pause of the
 * process, a frozen machine) must not keep a match's row locked past its lease. PostgreSQL ends a
 * session idle in a transaction after 1.5 s, so another node can take the match over (the paused
 * node's write then fails and it steps down); a statement waits for a lock at most 2.5 s.
 */
export const POSTGRES_SESSION_OPTIONS = "-c idle_in_transaction_session_timeout=1500 -c lock_timeout=2500";

/** Opens (and migrates) the store the configuration names: PostgreSQL, or the embedded SQLite file. */
export async function openStore(config: StoreConfig): Promise<MatchStore> {
  if (config.databaseUrl !== undefined && /^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      options: POSTGRES_SESSION_OPTIONS,
    });
    // A session PostgreSQL ended while it sat in the pool is replaced on next use: not the process's error.
    pool.on("error", () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateSchema(db, "postgres");
    return withUnavailable(new SqlMatchStore(db, "postgres"));
  }
  if (config.databaseUrl !== undefined) throw new Error(`unsupported database URL "${config.databaseUrl}" (expected postgres://…)`);
  return withUnavailable(await openSqlite(config.sqlitePath ?? "tablecast.db"));
}

/** The embedded store on a SQLite file; `flushFile` replaces the disk flush in tests. */
export async function openSqlite(path: string, flushFile?: FlushFile): Promise<MatchStore> {
  const file = new SQLite(path);
  // Write-ahead log, and every commit on disk before it is acknowledged: an accepted decision
  // survives kill -9 and power loss. In WAL mode the disk flush runs off the event loop, shared by
  // the commits that arrive together (durable.ts); otherwise (":memory:") SQLite flushes itself.
  const wal = file.pragma("journal_mode = WAL", { simple: true }) === "wal";
  file.pragma(wal ? "synchronous = NORMAL" : "synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  await migrateSchema(db, "sqlite");
  const store = new SqliteMatchStore(db, file);
  if (!wal) return store;
  // Checkpoints (copying the log into the database, two more disk flushes) run in a worker too.
  file.pragma("wal_autocheckpoint = 0");
  file.pragma(`journal_size_limit = ${LOG_LIMIT_BYTES}`);
  const checkpointer = new Checkpointer(file.name, (err) => {
    console.error("the store's checkpoint worker stopped; checkpointing on the main thread", err);
    if (file.open) file.pragma("wal_autocheckpoint = 1000");
  });
  const flusher = new WalFlusher(`${file.name}-wal`, flushFile, (overgrown) => {
    if (!overgrown) return checkpointer.request();
    // Writes without a pause: the worker never copied all of the log. Finish here (most of it is copied).
    if (file.open && !file.inTransaction) file.pragma("wal_checkpoint(PASSIVE)");
  });
  await flusher.flush();
  return withDurableCommits(store, flusher, () => checkpointer.close());
}
