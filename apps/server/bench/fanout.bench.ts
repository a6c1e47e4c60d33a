/**
 * Fan-out benchmark: the delay from an accepted decision to its arrival at every connected
 * spectator, burst throughput, how late a schedule of 20 decisions/s runs, and server memory per
 * connection — for Tablecast's lean /stream endpoint and its tRPC subscription, side by side with
 * a bare `ws` broadcast of /stream's exact bytes (the physical limit here).
 *
 * Fair by construction (see fair.ts): every side in its own server process, spectators in another,
 * the same client code and message bytes, warm-up, paced decisions, a burst that yields between
 * decisions on every side, rounds interleaved, medians with min and max. Prints JSON.
 *
 *   pnpm --filter @tablecast/server bench
 *   SPECTATORS=1000,5000 ROUNDS=3 PACED=200 node --expose-gc --import tsx bench/fanout.bench.ts
 *
 * DIAGNOSE_DURABLE=1 adds a side: /stream on an in-memory store, whose decisions are released
 * without the write-ahead flush, to measure what durability costs the burst (never a product mode).
 */
import { fork } from "node:child_process";
import { join } from "node:path";
import { interleaved, machineLoad, quantile, ratio, round, spawnWorker, spread } from "./fair";
import type { Plan, Run } from "./fanout-server";

const sizes = (process.env.SPECTATORS ?? "1000,5000").split(",").map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
// The tRPC subscription (the web app's live path) at up to this many spectators; /stream, the
// lean endpoint meant for crowds, at every size.
const TRPC_UP_TO = Number(process.env.TRPC_UP_TO ?? 1000);
const DIAGNOSE_DURABLE = process.env.DIAGNOSE_DURABLE === "1";
const plan: Plan = { warmup: 50, paced: Number(process.env.PACED ?? 200), intervalMs: 50, burst: 100 };

/** "streamInMemory" (with DIAGNOSE_DURABLE=1): /stream on an in-memory store, no durable flush. */
type Side = "stream" | "trpc" | "raw" | "streamInMemory";
type Receipts = number[][];

function spawnSpectators(mode: Side, url: string, n: number, matchId = "", token = "") {
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
  return { ready, receipts };
}

interface RoundFigures {
  p50Ms: number;
  p99Ms: number;
  burstPerSecond: number;
  lagP99Ms: number;
  lagMaxMs: number;
  heapPerConnectionKiB: number;
}

function figures(run: Run, receipts: Receipts, memoryPerConnection: number): RoundFigures {
  const sent = new Map(run.sent);
  const lat: number[] = [];
  for (const seq of run.pacedSeqs) for (const r of receipts) lat.push(r[seq]! - sent.get(seq)!);
  lat.sort((a, b) => a - b);
  const burstStart = sent.get(run.burstSeqs[0]!)!;
  const burstEnd = Math.max(...receipts.map((r) => r[run.burstSeqs.at(-1)!]!));
  const lag = [...run.lagMs].sort((a, b) => a - b);
  return {
    p50Ms: quantile(lat, 0.5),
    p99Ms: quantile(lat, 0.99),
    burstPerSecond: (receipts.length * run.burstSeqs.length) / ((burstEnd - burstStart) / 1000),
    lagP99Ms: quantile(lag, 0.99),
    lagMaxMs: lag.at(-1)!,
    heapPerConnectionKiB: memoryPerConnection / 1024,
  };
}

/** The /stream bytes of a run of the same match, for the raw side to broadcast. */
async function captureMessages(): Promise<string[]> {
  const server = spawnWorker("fanout-server.ts");
  await server.call("start", { kind: "tablecast" });
  const run = await server.call<Run>("run", { ...plan, intervalMs: 0 });
  await server.call("stop");
  await server.stop();
  return run.messages;
}

async function oneRound(side: Side, n: number, messages: string[]): Promise<RoundFigures> {
  process.stderr.write(`fanout: ${side}, ${n} spectators\n`);
  const server = spawnWorker("fanout-server.ts");
  try {
    if (side === "raw") {
      const started = await server.call<{ rawUrl: string; memory: number }>("start", { kind: "raw", messages });
      const spectators = spawnSpectators("raw", started.rawUrl, n);
      await spectators.ready;
      await server.call("clients", n);
      const memory = await server.call<number>("memory");
      const run = await server.call<Run>("run", plan);
      return figures(run, await spectators.receipts(run.burstSeqs.at(-1)!), (memory - started.memory) / n);
    }
    const started = await server.call<{ trpcUrl: string; streamUrl: string; matchId: string; token: string; memory: number }>("start", {
      kind: "tablecast",
      inMemory: side === "streamInMemory",
    });
    const spectators = spawnSpectators(side === "trpc" ? "trpc" : "stream", side === "trpc" ? started.trpcUrl : started.streamUrl, n, started.matchId, started.token);
    await spectators.ready;
    const memory = await server.call<number>("memory");
    const run = await server.call<Run>("run", plan);
    return figures(run, await spectators.receipts(run.burstSeqs.at(-1)!), (memory - started.memory) / n);
  } finally {
    await server.call("stop").catch(() => undefined);
    await server.stop();
  }
}

type Summary = ReturnType<typeof summarise>;
function summarise(rounds: RoundFigures[]) {
  const of = (k: keyof RoundFigures) => spread(rounds.map((r) => r[k]));
  return {
    latencyP50Ms: of("p50Ms"),
    latencyP99Ms: of("p99Ms"),
    burstDeliveriesPerSecond: of("burstPerSecond"),
    scheduleLagP99Ms: of("lagP99Ms"),
    scheduleLagMaxMs: of("lagMaxMs"),
    heapPerConnectionKiB: of("heapPerConnectionKiB"),
  };
}

const loadBefore = machineLoad();
const messages = await captureMessages();
const results = [];
for (const n of sizes) {
  const rounds: Record<Side, RoundFigures[]> = { stream: [], trpc: [], raw: [], streamInMemory: [] };
  const sides: Side[] = [...(n <= TRPC_UP_TO ? ["stream", "raw", "trpc"] as const : ["stream", "raw"] as const), ...(DIAGNOSE_DURABLE ? ["streamInMemory"] as const : [])];
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of interleaved(sides, r)) rounds[side].push(await oneRound(side, n, messages));
  }
  const [stream, raw] = [summarise(rounds.stream), summarise(rounds.raw)];
  const versus = (s: Summary) => ({
    p99RatioVsRaw: ratio(s.latencyP99Ms, raw.latencyP99Ms),
    burstRatioVsRaw: ratio(s.burstDeliveriesPerSecond, raw.burstDeliveriesPerSecond),
    scheduleLagRatioVsRaw: ratio(s.scheduleLagMaxMs, raw.scheduleLagMaxMs),
    heapPerConnectionRatioVsRaw: ratio(s.heapPerConnectionKiB, raw.heapPerConnectionKiB),
  });
  const trpc = rounds.trpc.length === 0 ? null : summarise(rounds.trpc);
  const inMemory = rounds.streamInMemory.length === 0 ? null : summarise(rounds.streamInMemory);
  results.push({
    spectators: n,
    ...versus(stream),
    trpcSubscription: trpc === null ? null : { ...trpc, ...versus(trpc) },
    ...(inMemory === null ? {} : { streamWithoutDurableFlush: { ...inMemory, ...versus(inMemory) } }),
    stream,
    rawWs: raw,
  });
}
const meanMessageBytes = round(messages.slice(1).reduce((sum, m) => sum + m.length, 0) / (messages.length - 1), 0);
process.stdout.write(
  `${JSON.stringify({ benchmark: "spectator-fanout", rounds: ROUNDS, plan, meanMessageBytes, machine: { before: loadBefore, after: machineLoad() }, results }, null, 2)}\n`,
);
process.exit(0);
