import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "@tablecast/api/client";
import { PUBLIC, type Audience } from "@tablecast/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSeats, collect, testServer } from "../test-support";
import { render, type RenderJob } from "./render";
import { createMediaHandler, type MediaDeps, type MediaHandler } from "./routes";

type Server = Awaited<ReturnType<typeof testServer>>;

/** The media routes on their own HTTP server (with a /health of its own), over the test server's hub. */
async function mount(server: Server, deps: MediaDeps, now: () => number = Date.now) {
  const handler = createMediaHandler(server.hub, now, "http://127.0.0.1:3000", deps);
  const http = createServer((req, res) => {
    if (req.url === "/health") return void res.end("ok");
    handler(req, res).then(
      (handled) => void (handled || res.writeHead(404).end()),
      () => void (res.headersSent || res.writeHead(500).end()),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    base,
    handler,
    async close() {
      await handler.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

const errorCode = (body: Buffer) => (JSON.parse(body.toString()) as { error: { code: string } }).error.code;

/** Waits until the handler's pool reaches a state (polled: renders run on another thread). */
async function until(handler: MediaHandler, ok: (pool: ReturnType<MediaHandler["stats"]>["pool"]) => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !ok(handler.stats().pool); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok(handler.stats().pool)).toBe(true);
}

let clock = Date.now();
const now = () => clock;
let server: Server;
let api: ReturnType<typeof connect>;
/** A long finished match (no delay) and its lobby spectator token. */
let long: { matchId: string; token: string; judge: string; last: number };
/** A finished match behind a 30 s broadcast delay, the clock not yet past it. */
let delayed: { matchId: string; spectator: string; judge: string; last: number };

beforeAll(async () => {
  server = await testServer({}, now);
  api = connect(server.url);
  const created = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0, options: { life: 200, turnLimit: 100 } });
  const last = (await collect(api.client, { matchId: created.matchId, token: created.tokens.judge })).entries.length - 1;
  const { token } = await api.client.match.spectate.mutate({ matchId: created.matchId });
  long = { matchId: created.matchId, token, judge: created.tokens.judge, last };
  // Long enough for the clip below (0–8) whatever the match's seed: a short game could end first.
  const d = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0, options: { life: 200, turnLimit: 100 }, policy: { delay: { kind: "seconds", seconds: 30 } } });
  delayed = { matchId: d.matchId, spectator: d.tokens.spectator, judge: d.tokens.judge, last: (await collect(api.client, { matchId: d.matchId, token: d.tokens.judge })).entries.length - 1 };
}, 60_000);
afterAll(async () => {
  api.close();
  await server.close();
});

/** What the renderer draws from the match's own redacted entries, on this thread. */
async function drawnHere(matchId: string, audience: Audience, job: (entries: RenderJob["entries"], title: string) => RenderJob): Promise<Buffer> {
  const match = await server.hub.get(matchId);
  const title = match.header.seats.map((s) => s.name).join(" vs ");
  const through = (j: RenderJob) => (j.kind === "og" ? j.seq : j.kind === "clip" ? j.to : match.lastSeq);
  const probe = job([], title);
  const entries = Array.from({ length: through(probe) + 1 }, (_, seq) => match.entryFor(audience, seq));
  return Buffer.from(render(job(entries, title)));
}

describe("media rendered on worker threads", () => {
  it("the match is long enough for these tests", () => {
    expect(long.last).toBeGreaterThanOrEqual(150);
  });

  it("draws the same bytes as the renderer on the calling thread, from the same redacted entries", async () => {
    const m = await mount(server, {}, now);
    try {
      const clip = await get(`${m.base}/media/clip/${long.matchId}.gif?token=${long.token}&from=3&to=12`);
      expect(clip.status).toBe(200);
      expect(clip.headers.get("x-tablecast-seq")).toBe("3-12");
      expect(clip.body.equals(await drawnHere(long.matchId, PUBLIC, (entries, title) => ({ kind: "clip", entries, from: 3, to: 12, title })))).toBe(true);
      const og = await get(`${m.base}/media/og/${long.matchId}.png?token=${long.token}&seq=5`);
      expect(og.body.equals(await drawnHere(long.matchId, PUBLIC, (entries, title) => ({ kind: "og", entries, seq: 5, title })))).toBe(true);
    } finally {
      await m.close();
    }
  });

  it("a repeat request is answered from the cache with the same bytes, without drawing again; a simultaneous one shares the render", async () => {
    const m = await mount(server, {}, now);
    try {
      const url = `${m.base}/media/clip/${long.matchId}.gif?token=${long.token}&from=20&to=35`;
      const [a, b] = await Promise.all([get(url), get(url)]);
      expect([a.headers.get("x-tablecast-cache"), b.headers.get("x-tablecast-cache")].sort()).toEqual(["miss", "shared"]);
      expect(m.handler.stats().renders).toBe(1);
      const c = await get(url);
      expect(c.headers.get("x-tablecast-cache")).toBe("hit");
      expect(c.body.equals(a.body) && b.body.equals(a.body)).toBe(true);
      expect(m.handler.stats().renders).toBe(1);
      // Another range is another picture.
      await get(`${m.base}/media/clip/${long.matchId}.gif?token=${long.token}&from=20&to=34`);
      expect(m.handler.stats().renders).toBe(2);
    } finally {
      await m.close();
    }
  });

  it("the cache never hands one audience's picture to another, nor a delayed audience more than its horizon", async () => {
    const m = await mount(server, {}, now);
    const url = (token: string) => `${m.base}/media/clip/${delayed.matchId}.gif?token=${token}&from=0&to=8`;
    try {
      const judge = await get(url(delayed.judge));
      expect(judge.headers.get("x-tablecast-seq")).toBe("0-8");
      const early = await get(url(delayed.spectator));
      expect(early.headers.get("x-tablecast-seq")).toBe("0-0");
      expect(early.body.equals(await drawnHere(delayed.matchId, PUBLIC, (entries, title) => ({ kind: "clip", entries, from: 0, to: 0, title })))).toBe(true);
      clock += 30_001;
      const later = await get(url(delayed.spectator));
      expect(later.headers.get("x-tablecast-seq")).toBe("0-8");
      expect(later.headers.get("x-tablecast-cache")).toBe("miss");
      expect(later.body.equals(judge.body)).toBe(false);
      expect(later.body.equals(await drawnHere(delayed.matchId, PUBLIC, (entries, title) => ({ kind: "clip", entries, from: 0, to: 8, title })))).toBe(true);
      expect(m.handler.stats().renders).toBe(3);
    } finally {
      await m.close();
    }
  });

  it("the event loop keeps answering while several large clips render", async () => {
    const m = await mount(server, { workers: 1, queue: 4, rendersPerAddress: 10 }, now);
    const clips = [0, 1, 2].map((k) => get(`${m.base}/media/clip/${long.matchId}.gif?token=${long.token}&from=${40 + k}&to=${40 + k + 59}`).catch(() => null));
    try {
      await until(m.handler, (pool) => pool.running === 1 && pool.queued === 2);
      const waits: number[] = [];
      for (let i = 0; i < 30 && m.handler.stats().pool.running > 0; i++) {
        const t0 = performance.now();
        expect((await fetch(`${m.base}/health`)).status).toBe(200);
        waits.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(waits.length).toBeGreaterThanOrEqual(10);
      // Generous: a clip drawn on the event loop holds it for seconds.
      expect(Math.max(...waits)).toBeLessThan(500);
    } finally {
      await m.close();
      await Promise.all(clips);
    }
  });

  it("when every renderer is busy and the queue is full, a new render gets 503 with Retry-After at once", async () => {
    const m = await mount(server, { workers: 1, queue: 1, rendersPerAddress: 10 }, now);
    const clip = (from: number) => `${m.base}/media/clip/${long.matchId}.gif?token=${long.token}&from=${from}&to=${from + 39}`;
    try {
      const cachedOg = `${m.base}/media/og/${long.matchId}.png?token=${long.token}&seq=2`;
      expect((await get(cachedOg)).status).toBe(200);
      let firstDone = false;
      const first = get(clip(100)).finally(() => (firstDone = true));
      const second = get(clip(101));
      await until(m.handler, (pool) => pool.running === 1 && pool.queued === 1);
      const refused = await get(clip(102));
      expect(refused.status).toBe(503);
      expect(errorCode(refused.body)).toBe("media/busy");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(firstDone).toBe(false);
      // A picture already drawn needs no renderer: it is served even now.
      expect((await get(cachedOg)).headers.get("x-tablecast-cache")).toBe("hit");
      expect([(await first).status, (await second).status]).toEqual([200, 200]);
      expect((await get(clip(100))).headers.get("x-tablecast-cache")).toBe("hit");
    } finally {
      await m.close();
    }
  });

  it("an address past its media budget gets 429 with Retry-After; other addresses go on", async () => {
    const frozen = () => 1_000;
    const m = await mount(server, { perAddress: { perSecond: 1, burst: 3 }, addressOf: (req) => String(req.headers["x-client"] ?? "a") }, frozen);
    const url = `${m.base}/media/og/${long.matchId}.png?token=${long.token}&seq=1`;
    try {
      for (let i = 0; i < 3; i++) expect((await get(url)).status).toBe(200);
      const limited = await get(url);
      expect(limited.status).toBe(429);
      expect(errorCode(limited.body)).toBe("rate/limited");
      expect(limited.headers.get("retry-after")).toBe("1");
      expect((await get(url, { "x-client": "b" })).status).toBe(200);
    } finally {
      await m.close();
    }
  });

  it("an address may have only so many renders under way at once (429)", async () => {
    const m = await mount(server, { workers: 1, queue: 4, rendersPerAddress: 1, addressOf: (req) => String(req.headers["x-client"] ?? "a") }, now);
    const clip = (from: number, client: string) => get(`${m.base}/media/clip/${long.matchId}.gif?token=${long.token}&from=${from}&to=${from + 19}`, { "x-client": client });
    try {
      const first = clip(60, "a");
      await until(m.handler, (pool) => pool.running === 1);
      const second = await clip(61, "a");
      expect(second.status).toBe(429);
      expect(errorCode(second.body)).toBe("rate/renders");
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect([(await first).status, (await clip(62, "b")).status]).toEqual([200, 200]);
    } finally {
      await m.close();
    }
  });

  it("bad requests get a clear 4xx before anything is drawn", async () => {
    const m = await mount(server, {}, now);
    const base = `${m.base}/media`;
    try {
      const post = await fetch(`${base}/og/${long.matchId}.png?token=${long.token}`, { method: "POST" });
      expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
      const cases: [string, number, string][] = [
        [`/og/${long.matchId}.gif?token=${long.token}`, 400, "input/invalid"],
        [`/clip/${long.matchId}.png?token=${long.token}`, 400, "input/invalid"],
        [`/og/${long.matchId}.png?token=forged.x&seq=x`, 400, "input/invalid"],
        [`/clip/${long.matchId}.gif?token=${long.token}&from=9&to=3`, 400, "input/invalid"],
        [`/clip/${long.matchId}.gif?token=${long.token}&from=1e3`, 400, "input/invalid"],
        [`/clip/${long.matchId}.gif?token=forged.x`, 401, "token/bad-signature"],
        [`/clip/nope.gif?token=${long.token}`, 401, "token/wrong-match"],
      ];
      for (const [path, status, code] of cases) {
        const res = await get(`${base}${path}`);
        expect([path, res.status, errorCode(res.body)]).toEqual([path, status, code]);
      }
      expect(m.handler.stats().renders).toBe(0);
    } finally {
      await m.close();
    }
  });
});
