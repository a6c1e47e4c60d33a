import { Worker } from "node:worker_threads";
import { render, type RenderJob } from "./render";
import type { JobMessage, ResultMessage } from "./render-worker";

/** The pool is at its limit: every worker busy and the queue full. */
export class PoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("every renderer is busy");
  }
}

/** A render ran past its deadline; its worker was replaced. */
export class RenderTimeoutError extends Error {}

export interface PoolOptions {
  /** Worker threads; 0 renders on the calling thread (a baseline for benchmarks, not for serving). */
  readonly size: number;
  /** Jobs that may wait for a worker beyond those running. */
  readonly queue: number;
  /** A job running longer than this fails and its worker is replaced. */
  readonly timeoutMs: number;
  /** The worker's entry module (tests may point at another). */
  readonly entry?: URL;
  /** Told about workers that crash or fail to start. */
  readonly onWorkerError?: (err: unknown) => void;
}

export interface PoolStats {
  readonly size: number;
  readonly running: number;
  readonly queued: number;
  /** Jobs finished, and jobs that failed (a worker crashed or timed out, or the render threw). */
  readonly rendered: number;
  readonly failed: number;
}

interface Task {
  readonly id: number;
  readonly job: RenderJob;
  readonly resolve: (bytes: Buffer) => void;
  readonly reject: (err: unknown) => void;
  started: number;
}

interface Slot {
  readonly worker: Worker;
  task: Task | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const DEFAULT_ENTRY = new URL("./worker-entry.mjs", import.meta.url);

/**
 * Renders on worker threads so the event loop keeps answering while pictures are drawn. At most
 * `size` jobs run and `queue` wait; past that `run` fails at once with PoolBusyError, so a
 * burst costs a quick refusal rather than an ever longer wait. Workers start on first use.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private closed = false;
  private rendered = 0;
  private failed = 0;
  /** Running average of a job's duration, for Retry-After (a guess until the first job ends). */
  private averageMs = 2_000;

  constructor(private readonly opts: PoolOptions) {
    if (!Number.isInteger(opts.size) || opts.size < 0) throw new RangeError(`pool size must be a whole number, not ${opts.size}`);
    if (!Number.isInteger(opts.queue) || opts.queue < 0) throw new RangeError(`pool queue must be a whole number, not ${opts.queue}`);
  }

  private get running(): number {
    return this.slots.filter((s) => s.task !== null).length;
  }

  /** Whether `run` would refuse now. */
  get full(): boolean {
    return this.opts.size > 0 && this.running >= this.opts.size && this.waiting.length >= this.opts.queue;
  }

  /** Seconds until a refused job is worth retrying: the queue ahead of it, drained by every worker. */
  retryAfterSeconds(): number {
    const ahead = this.running + this.waiting.length;
    return Math.min(300, Math.max(1, Math.ceil((this.averageMs * ahead) / Math.max(1, this.opts.size) / 1000)));
  }

  stats(): PoolStats {
    return { size: this.opts.size, running: this.running, queued: this.waiting.length, rendered: this.rendered, failed: this.failed };
  }

  run(job: RenderJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("the render pool is closed"));
    if (this.opts.size === 0) return this.runInline(job);
    if (this.full) return Promise.reject(new PoolBusyError(this.retryAfterSeconds()));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, job, resolve, reject, started: 0 });
      this.pump();
    });
  }

  private runInline(job: RenderJob): Promise<Buffer> {
    try {
      const bytes = render(job);
      this.rendered++;
      return Promise.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (e) {
      this.failed++;
      return Promise.reject(e);
    }
  }

  /** Hands waiting jobs to idle workers, starting workers up to the pool's size. */
  private pump(): void {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((s) => s.task === null) ?? (this.slots.length < this.opts.size ? this.spawn() : undefined);
      if (slot === undefined) return;
      const task = this.waiting.shift()!;
      slot.task = task;
      task.started = performance.now();
      slot.timer = setTimeout(() => this.drop(slot, new RenderTimeoutError(`render took longer than ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
      const message: JobMessage = { id: task.id, job: task.job };
      slot.worker.postMessage(message);
    }
  }

  private spawn(): Slot {
    // No inherited flags: the entry loads TypeScript itself, however the parent was started.
    const worker = new Worker(this.opts.entry ?? DEFAULT_ENTRY, { execArgv: [] });
    // Idle workers must not keep the process alive; the server's sockets do that.
    worker.unref();
    const slot: Slot = { worker, task: null, timer: undefined };
    worker.on("message", (msg: ResultMessage) => this.finish(slot, msg));
    worker.on("error", (err) => {
      this.opts.onWorkerError?.(err);
      this.drop(slot, err);
    });
    worker.on("exit", (code) => this.drop(slot, new Error(`render worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot, msg: ResultMessage): void {
    const task = slot.task;
    if (task === null || task.id !== msg.id) return;
    clearTimeout(slot.timer);
    slot.task = null;
    this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - task.started);
    if (msg.ok) {
      this.rendered++;
      task.resolve(Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength));
    } else {
      this.failed++;
      task.reject(new Error(`render failed: ${msg.message}`));
    }
    this.pump();
  }

  /** A worker that crashed, hung or exited: its job fails and it makes way for a fresh worker. */
  private drop(slot: Slot, err: unknown): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    const task = slot.task;
    slot.task = null;
    if (task !== null) {
      this.failed++;
      task.reject(err);
    }
    if (!this.closed) this.pump();
  }

  /** Fails waiting and running jobs and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    const closing = new Error("the render pool is closed");
    for (const task of this.waiting.splice(0)) task.reject(closing);
    const workers = this.slots.map((s) => s.worker);
    for (const slot of [...this.slots]) this.drop(slot, closing);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
