/**
 * Fan-out benchmark (issue: match server performance). On one machine over loopback, measures the
 * delay from an accepted decision to its arrival at every connected spectator (p50/p99), for the
 * tRPC match.watch subscription, for the lean /stream endpoint, and for a raw `ws` broadcast of
 * /stream's bytes to the same number of clients (the physical limit here), and the burst
 * throughput of each. Burst time includes the server's durable write of each decision. Spectators run in a child process
 * so they do not share the server's event loop. Prints JSON.
 *
 *   pnpm --filter @tablecast/server bench            (SPECTATORS=1000,5000 by default)
 */
import { fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { WebSocketServer } from "ws";
import { configFromEnv } from "../src/config";
import { startServer } from "../src/server";

const clock = () => performance.timeOrigin + performance.now();
const sizes = (process.env.SPECTATORS ?? "1000,5000").split(",").map(Number);
const PACED = 20; // decisions spaced out: latency
const PACE_MS = 50;
const BURST = 20; // decisions back to back: throughput

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const round = (x: number) => Number(x.toFixed(3));

type Receipts = number[][];

function spawnSpectators(mode: "trpc" | "stream" | "raw", url: string, n: number, matchId = "", token = "") {
  const child = fork(join(import.meta.dirname, "spectators.ts"), [mode, url, String(n), matchId, token], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve) => child.on("message", (m: { ready?: boolean }) => m.ready && resolve()));
  const receipts = (lastSeq: number) =>
    new Promise<Receipts>((resolve) => {
      child.on("message", (m: { receipts?: Receipts }) => m.receipts && resolve(m.receipts));
      child.send({ collect: lastSeq });
    });
  return { ready, receipts, child };
}

function summarise(sent: Map<number, number>, receipts: Receipts, paced: number[], burst: number[]) {
  const lat: number[] = [];
  for (const seq of paced) for (const r of receipts) lat.push(r[seq]! - sent.get(seq)!);
  lat.sort((a, b) => a - b);
  const burstStart = sent.get(burst[0]!)!;
  const burstEnd = Math.max(...receipts.map((r) => r[burst.at(-1)!]!));
  return {
    latencyMs: { p50: round(quantile(lat, 0.5)), p99: round(quantile(lat, 0.99)), max: round(lat.at(-1)!) },
    burstMessagesPerSecond: Math.round((receipts.length * burst.length) / ((burstEnd - burstStart) / 1000)),
  };
}

async function benchServer(n: number, mode: "trpc" | "stream") {
  const dir = mkdtempSync(join(tmpdir(), "tablecast-bench-"));
  const server = await startServer(configFromEnv({}, { port: 0, sqlitePath: join(dir, "bench.db"), logLevel: "silent", rateLimit: { perSecond: 1000, burst: 1000 } }), {
    log: pino({ level: "silent" }),
  });
  const seats = [
    { name: "A", kind: "human" as const, deck: { sample: "balanced" } },
    { name: "B", kind: "human" as const, deck: { sample: "aggro" } },
  ];
  const { matchId, tokens } = await server.hub.create({ game: "duel", seats, options: { life: 100_000, turnLimit: 10_000 } });
  const match = await server.hub.get(matchId);
  const sent = new Map<number, number>();
  // Registered before any spectator, so it runs first when an entry is released: the moment the
  // decision is durable and visible, before any delivery work.
  match.subscribe(() => {
    if (!sent.has(match.lastSeq)) sent.set(match.lastSeq, clock());
  });
  global.gc?.();
  const memBefore = process.memoryUsage();
  const spectators = spawnSpectators(mode, mode === "trpc" ? server.wsUrl : server.streamUrl, n, matchId, tokens.spectator);
  await spectators.ready;
  global.gc?.();
  const memAfter = process.memoryUsage();
  const play = async () => {
    const seat = match.awaiting()[0]!;
    const decision = match.decisionsFor(seat).at(-1)!; // "pass"/"take": keeps the game going
    return match.submit(seat, match.lastSeq + 1, decision.id);
  };
  const paced: number[] = [];
  for (let i = 0; i < PACED; i++) {
    paced.push(await play());
    await new Promise((r) => setTimeout(r, PACE_MS));
  }
  const burst: number[] = [];
  for (let i = 0; i < BURST; i++) burst.push(await play());
  const receipts = await spectators.receipts(burst.at(-1)!);
  await server.close();
  return {
    ...summarise(sent, receipts, paced, burst),
    // JS heap plus buffers outside it (socket buffers), after a full GC; RSS is too noisy to divide.
    serverMemoryPerSpectatorKiB: round((memAfter.heapUsed + memAfter.external - memBefore.heapUsed - memBefore.external) / 1024 / n),
    // The exact bytes /stream sends, for the raw broadcast to repeat.
    messages: [...sent.keys()].map((seq) => JSON.stringify({ seq, entry: match.entryFor({ kind: "public" }, seq) })),
  };
}

async function benchRaw(n: number, messages: readonly string[]) {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false });
  await new Promise((r) => wss.once("listening", r));
  const port = (wss.address() as { port: number }).port;
  const spectators = spawnSpectators("raw", `ws://127.0.0.1:${port}`, n);
  await spectators.ready;
  while (wss.clients.size < n) await new Promise((r) => setTimeout(r, 10));
  const sent = new Map<number, number>();
  let seq = 0;
  const broadcast = () => {
    seq++;
    const bytes = messages[seq - 1]!;
    sent.set(seq, clock());
    for (const client of wss.clients) client.send(bytes);
    return seq;
  };
  const paced: number[] = [];
  for (let i = 0; i < PACED; i++) {
    paced.push(broadcast());
    await new Promise((r) => setTimeout(r, PACE_MS));
  }
  const burst: number[] = [];
  for (let i = 0; i < BURST; i++) burst.push(broadcast());
  const receipts = await spectators.receipts(seq);
  for (const c of wss.clients) c.terminate();
  await new Promise((r) => wss.close(r));
  return summarise(sent, receipts, paced, burst);
}

const results = [];
for (const n of sizes) {
  const { messages: _m, ...trpc } = await benchServer(n, "trpc");
  const { messages, ...stream } = await benchServer(n, "stream");
  const raw = await benchRaw(n, messages);
  results.push({
    spectators: n,
    meanMessageBytes: Math.round(messages.reduce((sum, m) => sum + m.length, 0) / messages.length),
    trpcSubscription: trpc,
    stream,
    rawWs: raw,
    throughputVsRaw: { trpcSubscription: round(trpc.burstMessagesPerSecond / raw.burstMessagesPerSecond), stream: round(stream.burstMessagesPerSecond / raw.burstMessagesPerSecond) },
    p99VsRaw: { trpcSubscription: round(trpc.latencyMs.p99 / raw.latencyMs.p99), stream: round(stream.latencyMs.p99 / raw.latencyMs.p99) },
  });
}
process.stdout.write(`${JSON.stringify({ benchmark: "spectator-fanout", pacedDecisions: PACED, burstDecisions: BURST, results }, null, 2)}\n`);
process.exit(0);
