import { closeSync, fdatasync as fdatasyncCallback, fstatSync, openSync, statSync, type Stats } from "node:fs";
import { promisify } from "node:util";
import { CHECKPOINT_EVERY, LOG_CAP_BYTES } from "./checkpointer";
import type { MatchStore } from "./store";

/** Flushes one file to disk (fdatasync), off the event loop; replaceable in tests. */
export type FlushFile = (fd: number) => Promise<void>;

/** Through libuv's thread pool: the event loop goes on serving while the disk works. */
const fdatasync: FlushFile = promisify(fdatasyncCallback);

/**
 * Group commit for the embedded store. SQLite commits with synchronous=NORMAL (in WAL mode: the
 * commit is written to the write-ahead log but not flushed to disk), and this flushes the log file
 * on the thread pool instead, which is exactly the flush synchronous=FULL would have made on the
 * event loop. Every commit waits for a flush that started after it; commits that arrive while a
 * flush runs share the next one (one flush for several decisions).
 *
 * A flush covers everything the connection committed before it started: fdatasync flushes the
 * file, whichever descriptor wrote it. SQLite's own checkpoints still flush the log before copying
 * it into the database and the database before reusing the log.
 */
export class WalFlusher {
  private fd: number;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** Writes settled so far, and how many of them the last completed flush covers. */
  private settled = 0;
  private covered = 0;
  private inFlight = 0;

  constructor(
    private readonly walPath: string,
    private readonly flushFile: FlushFile = fdatasync,
    /**
     * Called every CHECKPOINT_EVERY writes (the checkpoint runs elsewhere: checkpointer.ts), and
     * with `overgrown` when the log is past LOG_CAP_BYTES.
     */
    private readonly checkpoint: ((overgrown: boolean) => void) | null = null,
  ) {
    this.fd = openSync(walPath, "r");
  }

  /** A flush that starts after this call; callers arriving while one runs share the next. */
  flush(): Promise<void> {
    if (this.queued !== null) return this.queued;
    const before = this.running ?? Promise.resolve();
    const next: Promise<void> = before
      .catch(() => undefined)
      .then(async () => {
        this.queued = null;
        this.running = next;
        const covering = this.settled;
        await this.flushLog();
        this.covered = Math.max(this.covered, covering);
      })
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.queued = next;
    return next;
  }

  private async flushLog(): Promise<void> {
    // The log is the same file for the connection's life; if anything replaced it, flush the new one.
    // Read on the loop: metadata the kernel holds (microseconds), where two more trips through the
    // thread pool per decision cost more, in thread wake-ups on a busy machine, than they spare.
    const open = fstatSync(this.fd);
    let named: Stats | null;
    try {
      named = statSync(this.walPath);
    } catch {
      named = null;
    }
    if (named !== null && open.ino !== named.ino) {
      closeSync(this.fd);
      this.fd = openSync(this.walPath, "r");
    }
    if (named !== null && named.size > LOG_CAP_BYTES) this.checkpoint?.(true);
    await this.flushFile(this.fd);
  }

  /** Runs a write (one or more commits) and resolves once it is on disk. */
  async write<T>(op: () => Promise<T>): Promise<T> {
    this.inFlight++;
    let result: T;
    try {
      result = await op();
    } finally {
      this.inFlight--;
    }
    if (++this.settled % CHECKPOINT_EVERY === 0) this.checkpoint?.(false);
    await this.flush();
    return result;
  }

  /**
   * Runs a read and resolves once whatever it saw is on disk: a read can see a commit whose flush
   * is still running (another caller's decision), and must not pass it on before it is durable.
   */
  async read<T>(op: () => Promise<T>): Promise<T> {
    const result = await op();
    if (this.inFlight > 0 || this.settled > this.covered) await this.flush();
    return result;
  }

  async close(): Promise<void> {
    await (this.queued ?? this.running)?.catch(() => undefined);
    closeSync(this.fd);
  }
}

/** Methods that only read; every other method writes (a new method is a write until listed here). */
const READS = new Set<string>(["getMatch", "entries", "listMatches", "revokedTokens", "docUpdates"] satisfies (keyof MatchStore)[]);

/**
 * The store with every write resolving only once it is durable, and every read only once what it
 * read is durable: the write-ahead guarantee of the MatchStore interface, with the disk flush off
 * the event loop.
 */
export function withDurableCommits(store: MatchStore, flusher: WalFlusher, closed: () => Promise<void> = async () => {}): MatchStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== "function" || typeof prop !== "string") return value;
      const call = (...args: unknown[]) => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      if (prop === "close") return async () => {
        await flusher.close();
        await closed();
        await call();
      };
      return READS.has(prop) ? (...args: unknown[]) => flusher.read(() => call(...args)) : (...args: unknown[]) => flusher.write(() => call(...args));
    },
  });
}
