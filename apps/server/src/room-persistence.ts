import type { MatchStore } from "@tablecast/store";
import type { Logger } from "pino";
import * as Y from "yjs";

const BATCH_MS = 100;

/**
 * Writes review updates to the store. Edits are batched: every BATCH_MS, each room's new updates
 * are merged and all rooms are written in one transaction, instead of a disk flush per keystroke
 * and room (which stalls delivery for everyone). Clients keep their state and resync, so a crash
 * loses at most the last batch; match decisions keep their write-ahead guarantee.
 *
 * Every write, compactions included, runs in the order it was asked for, so a compaction never
 * overtakes (and erases) an append queued before it, and a room opened again reads everything.
 */
export class RoomWriter {
  private readonly pending = new Map<string, Uint8Array[]>();
  private timer: NodeJS.Timeout | null = null;
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: MatchStore,
    private readonly log: Logger,
  ) {}

  /** Queues an update of `doc` for the next batch. */
  append(doc: string, update: Uint8Array): void {
    let list = this.pending.get(doc);
    if (list === undefined) this.pending.set(doc, (list = []));
    list.push(update);
    this.timer ??= setTimeout(() => void this.flush(), BATCH_MS);
  }

  /** Writes the queued batch now; resolves when every write asked for so far is done. */
  flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return this.last;
    const batch = [...this.pending].map(([doc, updates]) => ({ doc, update: updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates) }));
    this.pending.clear();
    this.last = this.last.then(() => this.store.appendDocUpdates(batch)).catch((err: unknown) => this.log.error({ err, rooms: batch.length }, "could not persist review updates"));
    return this.last;
  }

  /**
   * Replaces `doc`'s stored updates with one: its whole state, taken when the writes before this
   * one are done (so it holds all of them).
   */
  compact(doc: string, state: () => Uint8Array): Promise<void> {
    void this.flush();
    this.last = this.last.then(() => this.store.replaceDocUpdates(doc, state())).catch((err: unknown) => this.log.error({ err, doc }, "could not compact a review"));
    return this.last;
  }

  /** Resolves when every write asked for so far is done. */
  idle(): Promise<void> {
    return this.flush();
  }
}
