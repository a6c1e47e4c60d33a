import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * The log file is cut back to this size when it starts over; past LOG_CAP_BYTES (the worker never
 * caught up: writes without a pause) the store checkpoints on its own connection.
 */
export const LOG_LIMIT_BYTES = 8 * 1024 * 1024;
export const LOG_CAP_BYTES = 32 * 1024 * 1024;

/** Writes between checkpoints (a decision's append touches a few pages; SQLite's own default is every 1000 pages). */
export const CHECKPOINT_EVERY = 250;

// Plain CommonJS, so the worker runs the same without a TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.path);
db.pragma("busy_timeout = 5000");
let timer = null;
let lastLog = -1;
// Copies what the log holds. The writer starts the log over at its next commit once nothing is
// left to copy; while commits keep coming, copy again every 50 ms until it has (the log shrank)
// or no commit came since the last pass.
function checkpoint() {
  timer = null;
  try {
    const [result] = db.pragma("wal_checkpoint(PASSIVE)");
    const settled = result.log < lastLog || (result.log === lastLog && result.checkpointed === result.log);
    lastLog = result.log;
    if (!settled) {
      timer = setTimeout(checkpoint, 50);
      return;
    }
    lastLog = -1;
    parentPort.postMessage("done");
  } catch (err) {
    lastLog = -1;
    parentPort.postMessage(String(err && err.message));
  }
}
parentPort.on("message", (message) => {
  if (message !== "close") return checkpoint();
  if (timer !== null) clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints of the embedded store in a worker thread with its own connection. A checkpoint
 * copies the log into the database and flushes both files (several ms on a busy disk); SQLite's
 * automatic one runs inside a commit, on the event loop. The store turns that off and asks here
 * instead when the log has grown; SQLite reuses the log from its start once it is all copied.
 */
export class Checkpointer {
  private readonly worker: Worker;
  private busy = false;
  private closing = false;

  /** `lost` runs if the worker ends by itself: the store then checkpoints on its own again. */
  constructor(path: string, lost: (err: unknown) => void) {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    this.worker = new Worker(WORKER, { eval: true, workerData: { driver, path } });
    this.worker.unref();
    this.worker.on("message", () => (this.busy = false));
    this.worker.on("error", (err) => lost(err));
    this.worker.on("exit", (code) => {
      if (!this.closing) lost(new Error(`the checkpoint worker exited with ${code}`));
    });
  }

  /** Starts a checkpoint unless one is running. */
  request(): void {
    if (this.busy) return;
    this.busy = true;
    this.worker.postMessage("checkpoint");
  }

  async close(): Promise<void> {
    this.closing = true;
    // Unreferenced while it works, so it never keeps the process up; referenced while it closes.
    this.worker.ref();
    const exited = new Promise((resolve) => this.worker.once("exit", resolve));
    this.worker.postMessage("close");
    await exited;
  }
}
