import { describe, expect, it } from "vitest";
import { dropRefusedBody } from "./refused-body";

/** A body that counts what was pulled and whether it was cancelled; `chunks` limits its length, `hang` makes it stall. */
function body(opts: { chunks?: number; hang?: boolean }) {
  let pulled = 0;
  let sent = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        if (opts.hang === true) return new Promise<void>(() => {});
        if (opts.chunks !== undefined && sent >= opts.chunks) return controller.close();
        sent++;
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel: () => {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

describe("dropRefusedBody", () => {
  it("reads a body that ends within the bounds to its end, without cancelling it", async () => {
    const b = body({ chunks: 10 });
    await dropRefusedBody(b.stream, { ms: 5_000, bytes: 64 * 1024 });
    expect(b.pulled()).toBe(10 * 1024);
    expect(b.cancelled()).toBe(false);
  });

  it("cancels a body that goes on past the byte bound", async () => {
    const b = body({});
    await dropRefusedBody(b.stream, { ms: 5_000, bytes: 64 * 1024 });
    expect(b.cancelled()).toBe(true);
    expect(b.pulled()).toBeLessThanOrEqual(65 * 1024);
  });

  it("cancels a body that stalls, when the time is up", async () => {
    const b = body({ hang: true });
    const t0 = Date.now();
    await dropRefusedBody(b.stream, { ms: 100, bytes: 64 * 1024 });
    expect(b.cancelled()).toBe(true);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(90);
  });
});
