import SQLite from "better-sqlite3";
import type { FlushFile } from "../durable";

/**
 * The last seq of a match committed to a SQLite file, flushed to disk or not (read on a connection
 * of its own, past the store's wait for the disk).
 */
export function committedSeq(path: string, matchId: string): number {
  const reader = new SQLite(path, { readonly: true });
  try {
    return (reader.prepare("select coalesce(max(seq), 0) as seq from entries where match_id = ?").get(matchId) as { seq: number }).seq;
  } finally {
    reader.close();
  }
}

/** The disk flush, held by the test: while held, each flush waits until `release()`. */
export function diskUnderTest() {
  const waiting: (() => void)[] = [];
  const fds: number[] = [];
  let held = false;
  let failNext = false;
  const flushFile: FlushFile = (fd) => {
    fds.push(fd);
    if (failNext) {
      failNext = false;
      return Promise.reject(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    }
    return held ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
  };
  return {
    flushFile,
    fds,
    /** How many flushes have started so far. */
    started: () => fds.length,
    hold: () => void (held = true),
    /** Finishes the flushes started so far (later ones stay held). */
    release: () => waiting.splice(0).forEach((r) => r()),
    /** Finishes every flush, now and from now on. */
    free: () => {
      held = false;
      waiting.splice(0).forEach((r) => r());
    },
    fail: () => void (failNext = true),
  };
}
