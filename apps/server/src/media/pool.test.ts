import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { PoolBusyError, RenderPool, RenderTimeoutError } from "./pool";
import type { RenderJob } from "./render";

const fake = new URL("./testing/fake-worker.mjs", import.meta.url);
const job = (title: string, seq = 0): RenderJob => ({ kind: "og", entries: [], seq, title });

/** A job's outcome, its bytes or its error, caught at once so no rejection goes unhandled. */
const outcome = (p: Promise<Buffer>): Promise<unknown> => p.then((b) => b.toString(), (e: unknown) => e);

const pools: RenderPool[] = [];
function pool(size: number, queue: number, timeoutMs = 10_000): RenderPool {
  const p = new RenderPool({ size, queue, timeoutMs, entry: fake });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("the render pool", () => {
  it("runs jobs on workers and hands back their bytes", async () => {
    const p = pool(2, 0);
    const out = await Promise.all([p.run(job("a", 1)), p.run(job("b", 2))]);
    expect(out.map((b) => b.toString())).toEqual(["drawn 1", "drawn 2"]);
    expect(p.stats()).toMatchObject({ rendered: 2, failed: 0, running: 0, queued: 0 });
  });

  it("refuses at once when every worker is busy and the queue is full", async () => {
    const p = pool(1, 1);
    const running = p.run(job("sleep 300", 1));
    const queued = p.run(job("sleep 0", 2));
    expect(p.full).toBe(true);
    const t0 = performance.now();
    const refused = await outcome(p.run(job("sleep 0", 3)));
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(performance.now() - t0).toBeLessThan(100);
    // The refusal did not disturb the jobs already taken.
    expect((await running).toString()).toBe("drawn 1");
    expect((await queued).toString()).toBe("drawn 2");
    expect(p.full).toBe(false);
  });

  it("replaces a worker that hangs past the deadline, and goes on rendering", async () => {
    const p = pool(1, 1, 300);
    const hung = outcome(p.run(job("hang")));
    const next = outcome(p.run(job("sleep 0", 7)));
    expect(await hung).toBeInstanceOf(RenderTimeoutError);
    expect(await next).toBe("drawn 7");
    expect(p.stats()).toMatchObject({ rendered: 1, failed: 1 });
  });

  it("fails only the job of a worker that crashes, and a job that throws, and goes on", async () => {
    const p = pool(1, 2);
    const crashed = outcome(p.run(job("crash")));
    const thrown = outcome(p.run(job("throw")));
    const fine = outcome(p.run(job("sleep 0", 9)));
    expect(String(await crashed)).toMatch(/exited with code 3/);
    expect(String(await thrown)).toMatch(/bad job/);
    expect(await fine).toBe("drawn 9");
    expect(p.stats()).toMatchObject({ rendered: 1, failed: 2 });
  });

  it("close fails the jobs still waiting or running", async () => {
    const p = pool(1, 1);
    const running = outcome(p.run(job("sleep 5000")));
    const waiting = outcome(p.run(job("sleep 0")));
    await p.close();
    expect(String(await running)).toMatch(/closed/);
    expect(String(await waiting)).toMatch(/closed/);
    expect(String(await outcome(p.run(job("a"))))).toMatch(/closed/);
  });

  it("the real render worker draws, at a lower priority than the event loop where threads have their own (Linux)", async () => {
    const p = new RenderPool({ size: 1, queue: 0, timeoutMs: 30_000 });
    pools.push(p);
    const png = await p.run({ kind: "chart", entries: [], names: ["A", "B"] });
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    if (process.platform !== "linux") return;
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value.
    const niceOf = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(")").at(-1)!.trim().split(" ")[16]);
    // The main thread's id is the process id: it keeps its priority, the renderer's is lower.
    const main = niceOf(String(process.pid));
    expect(Math.max(...readdirSync("/proc/self/task").map(niceOf))).toBe(Math.max(10, main));
  });
});
