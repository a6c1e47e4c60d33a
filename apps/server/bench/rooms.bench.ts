/**
 * Review-room benchmark: edit-to-peer delay (p50/p99) with 50 editors in one room and with 200
 * rooms of 2 editors each, and server memory per open room — Tablecast's review rooms (token
 * checks, schema checks on every update, persistence in SQLite) side by side with the stock
 * y-websocket server (no auth, no persistence).
 *
 * Fair by construction (see fair.ts): each server in its own process, the same client code in
 * another, warm-up edits, then paced edits one editor after another (never all at once, which
 * would measure a queue), rounds interleaved, medians with min and max. Prints JSON.
 *
 *   ROUNDS=3 EDITS=200 node --expose-gc --import tsx bench/rooms.bench.ts
 */
import { interleaved, machineLoad, quantile, ratio, spawnWorker, spread } from "./fair";
import type { Rooms } from "./rooms-server";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const EDITS = Number(process.env.EDITS ?? 200);
const WARMUP = 40;
const INTERVAL_MS = 10;

type Side = "tablecast" | "stock";
interface RoundFigures {
  p50Ms: number;
  p99Ms: number;
  memoryPerRoomKiB: number;
  delivered: number;
  expected: number;
}

async function oneRound(side: Side, rooms: number, perRoom: number): Promise<RoundFigures> {
  process.stderr.write(`rooms: ${side}, ${rooms} × ${perRoom}\n`);
  const server = spawnWorker("rooms-server.ts");
  const clients = spawnWorker("rooms-clients.ts");
  try {
    const started = await server.call<Rooms>("start", { kind: side, rooms });
    await clients.call("open", { base: started.base, rooms: started.rooms, perRoom });
    const memory = await server.call<number>("memory");
    const r = await clients.call<{ latencies: number[]; expected: number }>("edit", { warmup: WARMUP, edits: EDITS, intervalMs: INTERVAL_MS, perRoom });
    const sorted = r.latencies.slice().sort((a, b) => a - b);
    return { p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), memoryPerRoomKiB: (memory - started.memory) / 1024 / rooms, delivered: r.latencies.length, expected: r.expected };
  } finally {
    await clients.call("close").catch(() => undefined);
    await clients.stop();
    await server.call("stop").catch(() => undefined);
    await server.stop();
  }
}

const summarise = (rounds: RoundFigures[]) => ({
  p50Ms: spread(rounds.map((r) => r.p50Ms)),
  p99Ms: spread(rounds.map((r) => r.p99Ms)),
  memoryPerRoomKiB: spread(rounds.map((r) => r.memoryPerRoomKiB)),
  delivered: rounds.reduce((n, r) => n + r.delivered, 0),
  expected: rounds.reduce((n, r) => n + r.expected, 0),
});

const scenarios = [
  { name: "one room, 50 editors", rooms: 1, perRoom: 50 },
  { name: "200 rooms, 2 editors each", rooms: 200, perRoom: 2 },
];
// ROOM_SCENARIOS=0 (or 1, or 0,1): only those scenarios.
const only = process.env.ROOM_SCENARIOS?.split(",").map(Number);
const loadBefore = machineLoad();
const results = [];
for (const s of scenarios.filter((_, i) => only === undefined || only.includes(i))) {
  const rounds: Record<Side, RoundFigures[]> = { tablecast: [], stock: [] };
  for (let r = 0; r < ROUNDS; r++) for (const side of interleaved<Side>(["stock", "tablecast"], r)) rounds[side].push(await oneRound(side, s.rooms, s.perRoom));
  const [tablecast, stock] = [summarise(rounds.tablecast), summarise(rounds.stock)];
  results.push({
    scenario: s.name,
    p99RatioVsStock: ratio(tablecast.p99Ms, stock.p99Ms),
    p50RatioVsStock: ratio(tablecast.p50Ms, stock.p50Ms),
    // Memory per room means something only across many rooms (one room is within GC noise).
    memoryPerRoomRatioVsStock: s.rooms >= 50 ? ratio(tablecast.memoryPerRoomKiB, stock.memoryPerRoomKiB) : null,
    tablecast,
    stockYWebsocket: stock,
  });
}
process.stdout.write(
  `${JSON.stringify({ benchmark: "review-rooms", rounds: ROUNDS, warmupEdits: WARMUP, edits: EDITS, editIntervalMs: INTERVAL_MS, machine: { before: loadBefore, after: machineLoad() }, results }, null, 2)}\n`,
);
process.exit(0);
