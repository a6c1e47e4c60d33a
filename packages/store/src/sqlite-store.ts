import type { Database as SQLiteFile, Statement } from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Database } from "./schema";
import { isUniqueViolation, SqlMatchStore } from "./sql-store";
import { StoreError, type StoredEntry } from "./store";

/** The fence missed: the slow path finds out why (finished, another host, a gap) and says so. */
const FENCE_MISSED = Symbol("fence missed");

/**
 * The embedded store: the SQL store, with the hot path — appending a decision — on statements
 * prepared once and run in one synchronous transaction, instead of a query compiled and prepared
 * for every decision. The fence is the same conditional update of last_seq as the SQL store's.
 */
export class SqliteMatchStore extends SqlMatchStore {
  private readonly appendNow: (matchId: string, entry: StoredEntry, host: string | undefined) => void;
  private readonly appendDocsNow: (batch: readonly { readonly doc: string; readonly update: Uint8Array }[]) => void;

  constructor(
    db: Kysely<Database>,
    private readonly file: SQLiteFile,
  ) {
    super(db, "sqlite");
    const fence = file.prepare("update matches set last_seq = ? where id = ? and last_seq = ? and status = 'live'");
    const fenceHost = file.prepare("update matches set last_seq = ? where id = ? and last_seq = ? and status = 'live' and host = ?");
    const insert: Statement = file.prepare("insert into entries (match_id, seq, seat, decision, hash, accepted_at) values (?, ?, ?, ?, ?, ?)");
    this.appendNow = file.transaction((matchId: string, entry: StoredEntry, host: string | undefined) => {
      const fenced = host === undefined ? fence.run(entry.seq, matchId, entry.seq - 1) : fenceHost.run(entry.seq, matchId, entry.seq - 1, host);
      if (fenced.changes !== 1) throw FENCE_MISSED;
      insert.run(matchId, entry.seq, entry.seat, entry.decision, entry.hash, entry.acceptedAt);
    });
    // Review rooms write a batch of rooms every 100 ms: the same, one prepared insert per room.
    const insertDoc = file.prepare('insert into doc_updates (doc, "update") values (?, ?)');
    this.appendDocsNow = file.transaction((batch: readonly { readonly doc: string; readonly update: Uint8Array }[]) => {
      for (const { doc, update } of batch) insertDoc.run(doc, update);
    });
  }

  override async appendDocUpdates(batch: readonly { readonly doc: string; readonly update: Uint8Array }[]): Promise<void> {
    if (batch.length === 0) return;
    if (this.file.inTransaction) return super.appendDocUpdates(batch);
    this.appendDocsNow(batch);
  }

  override async appendEntry(matchId: string, entry: StoredEntry, host?: string): Promise<void> {
    // Inside another transaction of the connection (kysely's, between its awaits) a nested one
    // would join it: take the ordinary path, which waits for the connection.
    if (this.file.inTransaction) return super.appendEntry(matchId, entry, host);
    try {
      this.appendNow(matchId, entry, host);
    } catch (e) {
      if (e === FENCE_MISSED) return super.appendEntry(matchId, entry, host);
      if (isUniqueViolation(e)) throw new StoreError("store/seq-conflict", `match ${matchId}: entry ${entry.seq} exists`);
      throw e;
    }
  }
}
