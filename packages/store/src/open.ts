import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrateSchema, type Database } from "./schema";
import { SqlMatchStore } from "./sql-store";
import type { MatchStore } from "./store";
import { withUnavailable } from "./unavailable";

export interface StoreConfig {
  /** postgres://… selects PostgreSQL. */
  readonly databaseUrl?: string;
  /** The SQLite file (or ":memory:") when there is no databaseUrl. */
  readonly sqlitePath?: string;
}

/** Opens (and migrates) the store the configuration names: PostgreSQL, or the embedded SQLite file. */
export async function openStore(config: StoreConfig): Promise<MatchStore> {
  if (config.databaseUrl !== undefined && /^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }) });
    await migrateSchema(db, "postgres");
    return withUnavailable(new SqlMatchStore(db, "postgres"));
  }
  if (config.databaseUrl !== undefined) throw new Error(`unsupported database URL "${config.databaseUrl}" (expected postgres://…)`);
  const file = new SQLite(config.sqlitePath ?? "tablecast.db");
  // Write-ahead log, and every commit on disk before it returns: an accepted decision survives kill -9.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  await migrateSchema(db, "sqlite");
  return withUnavailable(new SqlMatchStore(db, "sqlite"));
}
