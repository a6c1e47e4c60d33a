import { sql, type Kysely } from "kysely";

/** Tables as the query layer sees them; JSON columns are stored as text. */
export interface Database {
  matches: {
    id: string;
    game: string;
    header: string;
    policy: string;
    seed: string;
    bot_delay_ms: number;
    created_at: number;
    status: "live" | "finished";
    footer: string | null;
    finished_at: number | null;
    last_seq: number;
    host: string | null;
    host_until: number | null;
    /** 1 when the lobby shows the match (the policy's `listed`), kept as a column so lists filter in SQL. */
    listed: number;
  };
  entries: {
    match_id: string;
    seq: number;
    seat: number;
    decision: string;
    hash: string;
    accepted_at: number;
  };
  revoked_tokens: { match_id: string; token_id: string };
  secrets: { name: string; value: string };
  doc_updates: { doc: string; id?: number; update: Uint8Array };
  schema_version: { version: number };
}

export type Dialect = "sqlite" | "postgres";

/** Numbered schema steps; each runs once, in order, in a transaction, and bumps schema_version. */
function steps(dialect: Dialect): string[][] {
  const real = dialect === "postgres" ? "double precision" : "real";
  return [
    [
      `create table matches (
        id text primary key,
        game text not null,
        header text not null,
        policy text not null,
        seed text not null,
        bot_delay_ms integer not null,
        created_at ${real} not null,
        status text not null check (status in ('live', 'finished')),
        footer text,
        finished_at ${real},
        last_seq integer not null default 0,
        host text,
        host_until ${real}
      )`,
      `create index matches_status_created on matches (status, created_at)`,
      `create table entries (
        match_id text not null references matches (id),
        seq integer not null,
        seat integer not null,
        decision text not null,
        hash text not null,
        accepted_at ${real} not null,
        primary key (match_id, seq)
      )`,
      `create table revoked_tokens (match_id text not null, token_id text not null, primary key (match_id, token_id))`,
      `create table secrets (name text primary key, value text not null)`,
    ],
    [
      dialect === "postgres"
        ? `create table doc_updates (doc text not null, id bigserial primary key, update bytea not null)`
        : `create table doc_updates (doc text not null, id integer primary key autoincrement, "update" blob not null)`,
      `create index doc_updates_doc on doc_updates (doc, id)`,
    ],
    [
      // The lobby filters unlisted matches before its limit, not after (policies are JSON text).
      `alter table matches add column listed integer not null default 1`,
      `update matches set listed = 0 where policy like '%"listed":false%'`,
    ],
  ];
}

export const SCHEMA_VERSION = 3;

export async function migrateSchema(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Nodes booting together on an empty database: one migrates, the others wait and find it done.
    // (Even "create table if not exists" races in PostgreSQL without a lock.)
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(727100)`.execute(trx);
    await sql`create table if not exists schema_version (version integer not null)`.execute(trx);
    const row = await trx.selectFrom("schema_version").select("version").executeTakeFirst();
    const current = row?.version ?? 0;
    const all = steps(dialect);
    if (current > all.length) throw new Error(`the database has schema ${current}; this build knows ${all.length}: upgrade Tablecast`);
    for (let v = current; v < all.length; v++) for (const statement of all[v]!) await sql.raw(statement).execute(trx);
    if (row === undefined) await trx.insertInto("schema_version").values({ version: all.length }).execute();
    else if (current !== all.length) await trx.updateTable("schema_version").set({ version: all.length }).execute();
  });
}
