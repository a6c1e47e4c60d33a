import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { connect } from "@tablecast/api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSeats, collect } from "../test-support";
import { gifInfo } from "./testing/images";

const cli = join(import.meta.dirname, "..", "cli.ts");
const MEDIA = { workers: 1, queue: 2, rendersPerAddress: 8, perAddress: { perSecond: 0.001, burst: 6 } };

/** `tablecast serve` as quickstart runs it: plain node with tsx as its loader, render workers and all. */
function serve(): Promise<{ child: ChildProcess; base: string }> {
  const db = join(mkdtempSync(join(tmpdir(), "tablecast-media-")), "tablecast.db");
  const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", cli, "serve", "--port", "0", "--db", db], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: { ...env, TABLECAST_LOG_LEVEL: "silent", TABLECAST_MEDIA: JSON.stringify(MEDIA) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (line) => resolve({ child, base: (JSON.parse(line) as { listening: string }).listening.replace(/\/trpc$/, "") }));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

describe("media in a real server process", () => {
  let child: ChildProcess;
  let base: string;
  let matchId: string;
  let token: string;
  beforeAll(async () => {
    ({ child, base } = await serve());
    const api = connect(`${base}/trpc`);
    try {
      const created = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0, options: { life: 200, turnLimit: 100 } });
      matchId = created.matchId;
      expect((await collect(api.client, { matchId, token: created.tokens.judge })).entries.length).toBeGreaterThan(150);
      // The lobby's watch link: public, behind the delay if the match has one.
      token = (await api.client.match.spectate.mutate({ matchId })).token;
    } finally {
      api.close();
    }
  }, 60_000);
  afterAll(() => {
    child?.kill("SIGKILL");
  });

  it("clips render on workers: /health stays quick, a full queue answers 503, the address budget 429", async () => {
    const clip = (from: number) => `${base}/media/clip/${matchId}.gif?token=${token}&from=${from}&to=${from + 39}`;
    const clips = [0, 1, 2].map(async (k) => {
      const res = await fetch(clip(10 + k));
      return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
    });
    let settled = 0;
    for (const c of clips) void c.finally(() => settled++);
    // Each clip takes seconds to draw; by now all three have arrived: one drawing, two queued.
    await new Promise((r) => setTimeout(r, 300));
    const refused = await fetch(clip(13));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    const waits: number[] = [];
    while (settled < clips.length) {
      const t0 = performance.now();
      expect((await fetch(`${base}/health`)).status).toBe(200);
      waits.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(waits.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...waits)).toBeLessThan(500);
    for (const { status, bytes } of await Promise.all(clips)) {
      expect(status).toBe(200);
      expect(gifInfo(bytes)).toEqual({ width: 640, height: 336, frames: 40 });
    }

    // Four media requests so far from this address, of a budget of 6 that does not refill here.
    const og = `${base}/media/og/${matchId}.png?token=${token}&seq=3`;
    expect([(await fetch(og)).status, (await fetch(og)).status, (await fetch(og)).status]).toEqual([200, 200, 429]);
    // The web app's server forwards its visitors' addresses: each has a budget of its own.
    expect((await fetch(og, { headers: { "x-forwarded-for": "203.0.113.7" } })).status).toBe(200);
  }, 60_000);
});
