/**
 * Review-room benchmark: edit-to-peer latency (p50/p99) with 50 editors in one room, and with 200
 * rooms of 2 editors each, on our endpoint (token checks, viewer filtering, persistence in SQLite)
 * and on a stock y-websocket server (no auth, no persistence) under the same load, side by side;
 * and the server memory per open room. Clients run in a child process. Prints JSON.
 */
import { fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { setupWSConnection } from "@y/websocket-server/utils";
import { WebSocketServer } from "ws";
import { configFromEnv } from "../src/config";
import { startServer } from "../src/server";

const round = (x: number) => Number(x.toFixed(3));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const EDITS = 5;

function runClients(base: string, rooms: { room: string; token: string }[], perRoom: number) {
  return new Promise<{ latencies: number[]; expected: number }>((resolve) => {
    const child = fork(join(import.meta.dirname, "rooms-clients.ts"), [base, JSON.stringify(rooms), String(perRoom), String(EDITS)], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.on("message", (m: { latencies: number[]; expected: number }) => resolve(m));
  });
}

function summary(r: { latencies: number[]; expected: number }) {
  const sorted = r.latencies.slice().sort((a, b) => a - b);
  return { p50Ms: round(quantile(sorted, 0.5)), p99Ms: round(quantile(sorted, 0.99)), delivered: r.latencies.length, expected: r.expected };
}

async function ours(roomCount: number, perRoom: number) {
  const dir = mkdtempSync(join(tmpdir(), "tablecast-rooms-bench-"));
  const server = await startServer(configFromEnv({}, { port: 0, sqlitePath: join(dir, "bench.db"), logLevel: "silent", rateLimit: { perSecond: 1000, burst: 1000 } }), { log: pino({ level: "silent" }) });
  const rooms: { room: string; token: string }[] = [];
  for (let i = 0; i < roomCount; i++) {
    const room = `bench${i}`;
    rooms.push({ room, token: server.hub.issue({ v: 1, match: room, role: "editor", exp: Math.floor(Date.now() / 1000) + 3600, id: `t${i}` }) });
  }
  global.gc?.();
  const before = process.memoryUsage();
  const result = await runClients(server.roomsUrl, rooms, perRoom);
  global.gc?.();
  const after = process.memoryUsage();
  await server.close();
  // Per-room memory only means something across many rooms (one room is within GC noise).
  const memoryPerRoom = roomCount >= 50 ? round((after.heapUsed + after.external - before.heapUsed - before.external) / 1024 / roomCount) : null;
  return { ...summary(result), memoryPerRoomKiB: memoryPerRoom };
}

async function stock(roomCount: number, perRoom: number) {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  wss.on("connection", (ws, req) => setupWSConnection(ws, req, { docName: (req.url ?? "/").slice(1).split("?")[0] }));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", () => resolve()));
  const port = (http.address() as { port: number }).port;
  const rooms = Array.from({ length: roomCount }, (_, i) => ({ room: `stock${i}`, token: "none" }));
  const result = await runClients(`ws://127.0.0.1:${port}`, rooms, perRoom);
  for (const c of wss.clients) c.terminate();
  await new Promise((r) => wss.close(r));
  await new Promise((r) => http.close(r));
  return summary(result);
}

const scenarios = [
  { name: "one room, 50 editors", rooms: 1, perRoom: 50 },
  { name: "200 rooms, 2 editors each", rooms: 200, perRoom: 2 },
];
const results = [];
for (const s of scenarios) {
  const a = await stock(s.rooms, s.perRoom);
  const b = await ours(s.rooms, s.perRoom);
  results.push({ scenario: s.name, stockYWebsocket: a, tablecast: b, p99Overhead: round(b.p99Ms / a.p99Ms - 1), p50Overhead: round(b.p50Ms / a.p50Ms - 1) });
}
process.stdout.write(`${JSON.stringify({ benchmark: "review-rooms", editsPerEditor: EDITS, results }, null, 2)}\n`);
process.exit(0);
