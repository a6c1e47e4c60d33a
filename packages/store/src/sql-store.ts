import type { Kysely, Transaction } from "kysely";
import type { LogFooter, LogHeader, VisibilityPolicy } from "@tablecast/protocol";
import type { Database, Dialect } from "./schema";
import {
  StoreError,
  type ListFilter,
  type MatchRecord,
  type MatchStore,
  type MatchSummary,
  type NewMatch,
  type StoredEntry,
} from "./store";

type MatchRow = Database["matches"];

function toRecord(row: MatchRow): MatchRecord {
  return {
    id: row.id,
    header: JSON.parse(row.header) as LogHeader,
    policy: JSON.parse(row.policy) as VisibilityPolicy,
    seed: row.seed,
    botDelayMs: Number(row.bot_delay_ms),
    createdAt: Number(row.created_at),
    status: row.status,
    footer: row.footer === null ? null : (JSON.parse(row.footer) as LogFooter),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    lastSeq: Number(row.last_seq),
  };
}

export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err.code === "23505" || err.code === "SQLITE_CONSTRAINT_PRIMARYKEY" || err.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(err.message ?? "");
}

/**
 * The match store over SQL, shared by the SQLite and PostgreSQL backends (kysely). Appends are
 * guarded twice: a conditional update of last_seq (only seq = last_seq + 1 of a live match
 * succeeds) and the (match_id, seq) primary key.
 */
export class SqlMatchStore implements MatchStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  async createMatch(match: NewMatch): Promise<void> {
    try {
      await this.db
        .insertInto("matches")
        .values({
          id: match.id,
          game: match.header.game,
          header: JSON.stringify(match.header),
          policy: JSON.stringify(match.policy),
          seed: match.seed,
          bot_delay_ms: match.botDelayMs,
          created_at: match.createdAt,
          status: "live",
          footer: null,
          finished_at: null,
          last_seq: 0,
          host: null,
          host_until: null,
          listed: match.policy.listed === false ? 0 : 1,
        })
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw new StoreError("store/duplicate", `match ${match.id} already exists`);
      throw e;
    }
  }

  private async append(trx: Transaction<Database>, matchId: string, entry: StoredEntry, host?: string): Promise<void> {
    // One conditional update is the fence: it locks the row, so a lease taken over by another node
    // in the meantime is seen (host differs) and nothing is written.
    let update = trx.updateTable("matches").set({ last_seq: entry.seq }).where("id", "=", matchId).where("last_seq", "=", entry.seq - 1).where("status", "=", "live");
    if (host !== undefined) update = update.where("host", "=", host);
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const row = await trx.selectFrom("matches").select(["status", "last_seq", "host"]).where("id", "=", matchId).executeTakeFirst();
      if (row === undefined) throw new StoreError("store/not-found", `no match ${matchId}`);
      if (row.status === "finished") throw new StoreError("store/finished", `match ${matchId} is finished`);
      if (host !== undefined && row.host !== host) throw new StoreError("store/not-host", `node ${host} no longer hosts match ${matchId} (${row.host ?? "nobody"} does)`);
      throw new StoreError("store/seq-conflict", `match ${matchId}: entry ${entry.seq} does not follow ${row.last_seq}`);
    }
    try {
      await trx
        .insertInto("entries")
        .values({ match_id: matchId, seq: entry.seq, seat: entry.seat, decision: entry.decision, hash: entry.hash, accepted_at: entry.acceptedAt })
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw new StoreError("store/seq-conflict", `match ${matchId}: entry ${entry.seq} exists`);
      throw e;
    }
  }

  async appendEntry(matchId: string, entry: StoredEntry, host?: string): Promise<void> {
    await this.db.transaction().execute((trx) => this.append(trx, matchId, entry, host));
  }

  async finishMatch(matchId: string, footer: LogFooter, finishedAt: number, lastEntry?: StoredEntry, host?: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (lastEntry !== undefined) await this.append(trx, matchId, lastEntry, host);
      const updated = await trx
        .updateTable("matches")
        .set({ status: "finished", footer: JSON.stringify(footer), finished_at: finishedAt, host: null, host_until: null })
        .where("id", "=", matchId)
        .where("status", "=", "live")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        const exists = await trx.selectFrom("matches").select("id").where("id", "=", matchId).executeTakeFirst();
        throw exists === undefined ? new StoreError("store/not-found", `no match ${matchId}`) : new StoreError("store/finished", `match ${matchId} is finished`);
      }
    });
  }

  async getMatch(matchId: string): Promise<MatchRecord | null> {
    const row = await this.db.selectFrom("matches").selectAll().where("id", "=", matchId).executeTakeFirst();
    return row === undefined ? null : toRecord(row);
  }

  async entries(matchId: string, afterSeq = 0): Promise<StoredEntry[]> {
    const rows = await this.db.selectFrom("entries").selectAll().where("match_id", "=", matchId).where("seq", ">", afterSeq).orderBy("seq").execute();
    return rows.map((r) => ({ seq: Number(r.seq), seat: Number(r.seat), decision: r.decision, hash: r.hash, acceptedAt: Number(r.accepted_at) }));
  }

  async listMatches(filter: ListFilter = {}): Promise<MatchSummary[]> {
    let q = this.db.selectFrom("matches").selectAll().orderBy("created_at", "desc").orderBy("id").limit(Math.max(1, Math.min(filter.limit ?? 50, 10_000)));
    if (filter.status !== undefined) q = q.where("status", "=", filter.status);
    if (filter.game !== undefined) q = q.where("game", "=", filter.game);
    if (filter.listed !== undefined) q = q.where("listed", "=", filter.listed ? 1 : 0);
    const rows = await q.execute();
    return rows.map((row) => {
      const record = toRecord(row);
      return {
        id: record.id,
        game: record.header.game,
        seatNames: record.header.seats.map((s) => s.name),
        status: record.status,
        lastSeq: record.lastSeq,
        createdAt: record.createdAt,
        finishedAt: record.finishedAt,
        winners: record.footer === null ? null : record.footer.winners,
        listed: record.policy.listed !== false,
      };
    });
  }

  async revokeToken(matchId: string, tokenId: string): Promise<void> {
    await this.db.insertInto("revoked_tokens").values({ match_id: matchId, token_id: tokenId }).onConflict((oc) => oc.doNothing()).execute();
  }

  async spendToken(matchId: string, tokenId: string): Promise<boolean> {
    const result = await this.db.insertInto("revoked_tokens").values({ match_id: matchId, token_id: tokenId }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async revokedTokens(matchId: string): Promise<string[]> {
    const rows = await this.db.selectFrom("revoked_tokens").select("token_id").where("match_id", "=", matchId).execute();
    return rows.map((r) => r.token_id);
  }

  async secret(name: string, create: () => string): Promise<string> {
    const existing = await this.db.selectFrom("secrets").select("value").where("name", "=", name).executeTakeFirst();
    if (existing !== undefined) return existing.value;
    // Several nodes may start at once: the first insert wins, everyone reads the winner.
    await this.db.insertInto("secrets").values({ name, value: create() }).onConflict((oc) => oc.doNothing()).execute();
    const row = await this.db.selectFrom("secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
    return row.value;
  }

  async claimHost(matchId: string, node: string, now: number, leaseMs: number): Promise<string> {
    // Take the lease if it is free, expired or already ours; one statement, so it is atomic.
    await this.db
      .updateTable("matches")
      .set({ host: node, host_until: now + leaseMs })
      .where("id", "=", matchId)
      .where("status", "=", "live")
      .where((eb) => eb.or([eb("host", "is", null), eb("host", "=", node), eb("host_until", "<", now)]))
      .execute();
    const row = await this.db.selectFrom("matches").select(["host", "status"]).where("id", "=", matchId).executeTakeFirst();
    if (row === undefined) throw new StoreError("store/not-found", `no match ${matchId}`);
    // A finished match has no host: say so rather than name a node that took nothing.
    if (row.status === "finished") throw new StoreError("store/finished", `match ${matchId} is finished`);
    return row.host ?? node;
  }

  async appendDocUpdates(batch: readonly { readonly doc: string; readonly update: Uint8Array }[]): Promise<void> {
    if (batch.length === 0) return;
    // One statement, one commit: one disk flush for a whole batch of rooms.
    await this.db
      .insertInto("doc_updates")
      .values(batch.map(({ doc, update }) => ({ doc, update })))
      .execute();
  }

  async docUpdates(doc: string): Promise<Uint8Array[]> {
    const rows = await this.db.selectFrom("doc_updates").select("update").where("doc", "=", doc).orderBy("id").execute();
    return rows.map((r) => new Uint8Array(r.update));
  }

  async replaceDocUpdates(doc: string, merged: Uint8Array): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("doc_updates").where("doc", "=", doc).execute();
      await trx.insertInto("doc_updates").values({ doc, update: merged }).execute();
    });
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
