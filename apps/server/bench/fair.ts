/**
 * What makes a side-by-side benchmark fair on a small, noisy machine: each side in its own server
 * process, driven over IPC by the same orchestrator; rounds interleaved (A B, then B A, …) so
 * neither side always runs cold or warm; medians with min and max; the machine's load printed
 * beside the figures.
 */
import { fork, type ChildProcess } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";

export const clock = (): number => performance.timeOrigin + performance.now();
export const round = (x: number, digits = 3): number => Number(x.toFixed(digits));
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** The median of a few rounds' figures, with the extremes so a reader sees the noise. */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median: round(median), min: round(sorted[0]!), max: round(sorted.at(-1)!) };
}

/** The ratio of two medians (ours over the baseline's). */
export const ratio = (ours: Spread, base: Spread): number => round(ours.median / base.median);

/** One-, five- and fifteen-minute load averages, and the cores they are out of. */
export const machineLoad = () => ({ loadAverage: loadavg().map((x) => round(x, 2)), cores: cpus().length });

/** A bench process (server or clients) that answers the orchestrator's calls over IPC. */
export interface Worker {
  call<T>(command: string, args?: unknown): Promise<T>;
  stop(): Promise<void>;
}

export function spawnWorker(script: string, args: readonly string[] = []): Worker {
  const child: ChildProcess = fork(join(import.meta.dirname, script), [...args], {
    // BENCH_CPU_PROF=<dir>: each server and client process writes a CPU profile there.
    execArgv: ["--expose-gc", "--import", "tsx", ...(process.env.BENCH_CPU_PROF === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`])],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  child.on("message", (m: { id: number; result?: never; error?: string }) => {
    const w = waiting.get(m.id);
    if (w === undefined) return;
    waiting.delete(m.id);
    if (m.error !== undefined) w.reject(new Error(`${script}: ${m.error}`));
    else w.resolve(m.result as never);
  });
  child.on("exit", (code) => {
    for (const w of waiting.values()) w.reject(new Error(`${script} exited (${code})`));
    waiting.clear();
  });
  return {
    call: <T>(command: string, args?: unknown) =>
      new Promise<T>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve: resolve as (v: never) => void, reject });
        child.send({ id, command, args });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The worker side: answers each call with its handler's result (or its error's message). */
export function serveCalls(handlers: Record<string, (args: never) => unknown>): void {
  process.on("message", (m: { id: number; command: string; args: never }) => {
    const handler = handlers[m.command];
    Promise.resolve()
      .then(() => {
        if (handler === undefined) throw new Error(`unknown command ${m.command}`);
        return handler(m.args);
      })
      .then(
        (result) => process.send!({ id: m.id, result }),
        (e: unknown) => process.send!({ id: m.id, error: e instanceof Error ? e.message : String(e) }),
      );
  });
  process.on("SIGTERM", () => process.exit(0));
}

/** Heap plus memory outside it (socket buffers) after a full collection, in bytes. */
export function settledMemory(): number {
  global.gc?.();
  global.gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

/** The order of the sides in round r: A B, B A, A B… */
export function interleaved<T>(sides: readonly T[], r: number): T[] {
  return r % 2 === 0 ? [...sides] : [...sides].reverse();
}
