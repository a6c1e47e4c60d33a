/**
 * Media benchmark: /health latency (p50/p99) while 120-frame GIF clips render, on a real server
 * process started as `tablecast serve` runs it (node --import tsx). Modes: "workers" (the default
 * render pool) and "event-loop" (TABLECAST_MEDIA workers 0: clips drawn on the event loop, as the
 * routes did before the pool). Clients ask for distinct ranges so every clip is drawn, never a
 * cache hit. /health is probed on a fixed 20 ms schedule, each probe timed on its own, so a
 * blocked loop counts every probe it holds up. Prints JSON.
 *
 *   pnpm --filter @tablecast/server bench
 *   DURATION_MS=15000 CONCURRENCY=1,4 MODES=event-loop,workers node --import tsx bench/media.bench.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { connect } from "@tablecast/api/client";

const FRAMES = 120;
const PROBE_EVERY_MS = 20;
const durationMs = Number(process.env.DURATION_MS ?? 15_000);
/** The server's default render concurrency (media/options.ts): one core stays with the event loop. */
const limit = Math.max(1, availableParallelism() - 1);
const concurrencies = [...new Set((process.env.CONCURRENCY ?? `${limit},4`).split(",").map(Number))];
const modes = (process.env.MODES ?? "event-loop,workers").split(",") as ("event-loop" | "workers")[];

const round = (x: number) => Number(x.toFixed(1));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function serve(mode: "event-loop" | "workers"): Promise<{ child: ChildProcess; base: string }> {
  const db = join(mkdtempSync(join(tmpdir(), "tablecast-media-bench-")), "bench.db");
  // Every request comes from loopback: lift the per-address limits, keep the pool's.
  const media = { perAddress: { perSecond: 10_000, burst: 10_000 }, rendersPerAddress: 1_000, ...(mode === "event-loop" ? { workers: 0 } : {}) };
  const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "../src/cli.ts"), "serve", "--port", "0", "--db", db], {
    cwd: join(import.meta.dirname, ".."),
    env: { ...env, TABLECAST_LOG_LEVEL: "silent", TABLECAST_MEDIA: JSON.stringify(media), TABLECAST_LIMITS: JSON.stringify({ http: { perSecond: 10_000, burst: 10_000 } }) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (line) => resolve({ child, base: (JSON.parse(line) as { listening: string }).listening.replace(/\/trpc$/, "") }));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A finished bot match long enough for many distinct 120-frame clips, and a lobby spectator token. */
async function longMatch(base: string): Promise<{ matchId: string; token: string; last: number }> {
  const { client, close } = connect(`${base}/trpc`);
  try {
    const seats = [
      { name: "Ada", kind: "bot" as const, bot: "random" as const, deck: { sample: "balanced" } },
      { name: "Brin", kind: "bot" as const, bot: "greedy" as const, deck: { sample: "aggro" } },
    ];
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats, botDelayMs: 0, options: { life: 200, turnLimit: 100 } });
    let state = await client.match.state.query({ matchId, token: tokens.judge });
    while (state.result === null) {
      await sleep(100);
      state = await client.match.state.query({ matchId, token: tokens.judge });
    }
    const { token } = await client.match.spectate.mutate({ matchId });
    return { matchId, token, last: state.nextSeq - 1 };
  } finally {
    close();
  }
}

async function scenario(base: string, match: { matchId: string; token: string; last: number }, concurrency: number, next: () => number) {
  const health: number[] = [];
  const clipMs: number[] = [];
  let refused = 0;
  let failed = 0;
  let clipErrors = 0;
  let cacheHits = 0;
  const probes: Promise<void>[] = [];
  const timer = setInterval(() => {
    const t0 = performance.now();
    // A probe the server drops (a loop blocked past its header timeout) counts as failed, and
    // as slow as the time it was kept waiting.
    probes.push(
      fetch(`${base}/health`)
        .then((res) => res.arrayBuffer())
        .catch(() => failed++)
        .then(() => void health.push(performance.now() - t0)),
    );
  }, PROBE_EVERY_MS);
  const until = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < until) {
      const from = next() % (match.last - FRAMES + 2);
      const t0 = performance.now();
      const res = await fetch(`${base}/media/clip/${match.matchId}.gif?token=${match.token}&from=${from}&to=${from + FRAMES - 1}`)
        .then(async (r) => ({ status: r.status, headers: r.headers, body: await r.arrayBuffer() }))
        .catch(() => null);
      if (res === null) {
        clipErrors++;
        continue;
      }
      if (res.status === 503) {
        refused++;
        await sleep(Number(res.headers.get("retry-after") ?? 1) * 1000);
        continue;
      }
      if (res.status !== 200) throw new Error(`clip: HTTP ${res.status}`);
      if (res.headers.get("x-tablecast-cache") === "hit") cacheHits++;
      clipMs.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = performance.now() - started;
  clearInterval(timer);
  await Promise.all(probes);
  health.sort((a, b) => a - b);
  clipMs.sort((a, b) => a - b);
  return {
    concurrency,
    healthMs: { p50: round(quantile(health, 0.5)), p99: round(quantile(health, 0.99)), max: round(health.at(-1) ?? Number.NaN), probes: health.length, failed },
    clips: { done: clipMs.length, refused503: refused, errors: clipErrors, cacheHits, p50Ms: round(quantile(clipMs, 0.5)), framesPerSecond: round((clipMs.length * FRAMES) / (elapsed / 1000)) },
  };
}

const results = [];
for (const mode of modes) {
  const { child, base } = await serve(mode);
  try {
    const match = await longMatch(base);
    let counter = 0;
    for (const concurrency of concurrencies) results.push({ mode, matchSeqs: match.last + 1, ...(await scenario(base, match, concurrency, () => counter++)) });
  } finally {
    child.kill("SIGTERM");
  }
}
process.stdout.write(`${JSON.stringify({ benchmark: "media-render", clipFrames: FRAMES, durationMs, probeEveryMs: PROBE_EVERY_MS, defaultWorkers: limit, results }, null, 2)}\n`);
