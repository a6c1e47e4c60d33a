import { fstatSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOG_CAP_BYTES, LOG_LIMIT_BYTES } from "./checkpointer";
import { openSqlite } from "./open";
import type { MatchStore, StoredEntry } from "./store";
import { diskUnderTest } from "./testing/disk";
import { testMatch } from "./testing/services";

const dir = mkdtempSync(join(tmpdir(), "tablecast-durable-"));
let files = 0;

/** Whether a promise has settled once pending I/O callbacks and timers have had time to run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 30));
  return done;
}

const entry = (seq: number, decision = `d${seq}`): StoredEntry => ({ seq, seat: 0, decision, hash: "0123456789abcdef", acceptedAt: seq });

/**
 * A test on a store of its own, in a new file, whose disk flushes the test holds; afterwards held
 * flushes are let go (so that close does not wait on them) and the store is closed.
 */
function withStore(body: (t: { store: MatchStore; path: string; disk: ReturnType<typeof diskUnderTest> }) => Promise<void>): () => Promise<void> {
  return async () => {
    const path = join(dir, `${++files}.db`);
    const disk = diskUnderTest();
    const store = await openSqlite(path, disk.flushFile);
    try {
      await body({ store, path, disk });
    } finally {
      disk.release();
      await store.close();
    }
  };
}

async function match(store: MatchStore, id: string): Promise<void> {
  await store.createMatch(testMatch(id));
}

describe("durable commits of the embedded store (write-ahead, flushed off the event loop)", () => {
  it("an append is acknowledged only once a flush of the write-ahead log file that started after it has finished", withStore(async ({ store, path, disk }) => {
    await match(store, "m1");
    disk.hold();
    const before = disk.started();
    const append = store.appendEntry("m1", entry(1));
    expect(await settled(append)).toBe(false);
    expect(disk.started()).toBe(before + 1);
    // The file flushed is the write-ahead log, where the commit went.
    expect(fstatSync(disk.fds.at(-1)!).ino).toBe(statSync(`${path}-wal`).ino);
    disk.release();
    expect(await settled(append)).toBe(true);
    await append;
  }));

  it("a read that sees a commit not yet flushed waits for the flush: no spectator hears of a decision before it is durable", withStore(async ({ store, disk }) => {
    await match(store, "m1");
    await store.appendEntry("m1", entry(1));
    disk.hold();
    const append = store.appendEntry("m1", entry(2));
    // Committed (a catch-up read on the same connection would see it), not yet on disk.
    const read = store.entries("m1");
    const record = store.getMatch("m1");
    expect(await settled(read)).toBe(false);
    expect(await settled(record)).toBe(false);
    disk.free();
    expect((await read).map((e) => e.seq)).toEqual([1, 2]);
    expect((await record)?.lastSeq).toBe(2);
    await append;
    // With nothing left to flush, a read does not wait for the disk.
    const before = disk.started();
    expect(await settled(store.entries("m1"))).toBe(true);
    expect(disk.started()).toBe(before);
  }));

  it("appends that arrive while a flush runs share the next one (group commit)", withStore(async ({ store, disk }) => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    for (const id of ids) await match(store, id);
    disk.hold();
    const before = disk.started();
    const first = store.appendEntry("a", entry(1));
    await settled(first);
    expect(disk.started()).toBe(before + 1);
    const rest = ids.slice(1).map((id) => store.appendEntry(id, entry(1)));
    expect(await settled(Promise.all(rest))).toBe(false);
    // Five appends behind the running flush: one more flush, which starts when the first ends.
    expect(disk.started()).toBe(before + 1);
    disk.release();
    expect(await settled(first)).toBe(true);
    expect(disk.started()).toBe(before + 2);
    expect(await settled(Promise.all(rest))).toBe(false);
    disk.release();
    await Promise.all(rest);
    expect(disk.started()).toBe(before + 2);
    for (const id of ids) expect(await store.entries(id)).toEqual([entry(1)]);
  }));

  it("a failed flush fails the appends waiting for it; the next flush serves the next append", withStore(async ({ store, disk }) => {
    await match(store, "m1");
    disk.fail();
    await expect(store.appendEntry("m1", entry(1))).rejects.toMatchObject({ code: "EIO" });
    await store.appendEntry("m1", entry(2));
    expect((await store.entries("m1")).map((e) => e.seq)).toEqual([1, 2]);
  }));

  it("store errors pass through unchanged, and a refused append waits for no flush", withStore(async ({ store, disk }) => {
    await match(store, "m1");
    const before = disk.started();
    await expect(store.appendEntry("m1", entry(3))).rejects.toMatchObject({ code: "store/seq-conflict" });
    expect(disk.started()).toBe(before);
  }));

  it("the log is copied into the database in the background: it starts over instead of growing, and everything reads back", withStore(async ({ store, path }) => {
    const wal = () => statSync(`${path}-wal`).size;
    await match(store, "m1");
    await match(store, "m2");
    const record = (id: string, seq: number) => store.appendEntry(id, entry(seq, "x".repeat(200)));
    // 2,000 commits of a few pages each: some 26 MB of log if nothing were copied back (under the cap).
    let seq = 0;
    while (seq < 2000) await record("m1", ++seq);
    // Decisions come with pauses: in one, the worker copies the rest, and the next commit starts the log over.
    for (let tries = 0; wal() > LOG_LIMIT_BYTES && tries < 200; tries++) {
      await new Promise((r) => setTimeout(r, 25));
      await record("m1", ++seq);
    }
    expect(wal()).toBeLessThanOrEqual(LOG_LIMIT_BYTES);
    // Writes without any pause: the log stays bounded (past its cap the store would finish the copy itself).
    for (let n = 1; n <= 5000; n++) await record("m2", n);
    expect(wal()).toBeLessThanOrEqual(LOG_CAP_BYTES + 1024 * 1024);
    for (const [id, n] of [["m1", seq], ["m2", 5000]] as const) {
      const seqs = (await store.entries(id)).map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(seqs).toHaveLength(n);
    }
  }), 30_000);
});
