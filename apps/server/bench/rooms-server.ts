/**
 * Server process of the review-room benchmark: `tablecast` runs the match server's review rooms
 * (token checks, schema checks on every update, persistence in SQLite); `stock` runs the stock
 * y-websocket server (no auth, no persistence). Each answers the orchestrator over IPC: start
 * (rooms and their tokens), memory, stop.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { setupWSConnection } from "@y/websocket-server/utils";
import { WebSocketServer } from "ws";
import { configFromEnv } from "../src/config";
import { DEFAULT_LIMITS } from "../src/guard";
import { startServer } from "../src/server";
import { serveCalls, settledMemory } from "./fair";

export interface Rooms {
  readonly base: string;
  readonly rooms: { room: string; token: string }[];
  /** Settled server memory before any room opened, bytes. */
  readonly memory: number;
}

let close: () => Promise<void> = async () => {};

serveCalls({
  async start(args: { kind: "tablecast" | "stock"; rooms: number }): Promise<Rooms> {
    if (args.kind === "tablecast") {
      const dir = mkdtempSync(join(tmpdir(), "tablecast-rooms-bench-"));
      const config = configFromEnv({}, {
        port: 0,
        sqlitePath: join(dir, "bench.db"),
        logLevel: "silent",
        rateLimit: { perSecond: 1000, burst: 1000 },
        // Every editor comes from one loopback address here.
        limits: { ...DEFAULT_LIMITS, pendingPerAddress: 100_000, pending: 100_000, perAddress: 100_000, perToken: { perSecond: 1e6, burst: 1e6 } },
      });
      const server = await startServer(config, { log: pino({ level: "silent" }) });
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const rooms = Array.from({ length: args.rooms }, (_, i) => ({ room: `bench${i}`, token: server.hub.issue({ v: 1, match: `bench${i}`, role: "editor", exp, id: `t${i}` }) }));
      close = () => server.close();
      return { base: server.roomsUrl, rooms, memory: settledMemory() };
    }
    const http = createServer();
    const wss = new WebSocketServer({ server: http });
    wss.on("connection", (ws, req) => setupWSConnection(ws, req, { docName: (req.url ?? "/").slice(1).split("?")[0] }));
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", () => resolve()));
    close = async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
      await new Promise((r) => http.close(r));
    };
    const port = (http.address() as { port: number }).port;
    return { base: `ws://127.0.0.1:${port}`, rooms: Array.from({ length: args.rooms }, (_, i) => ({ room: `stock${i}`, token: "none" })), memory: settledMemory() };
  },
  memory: () => settledMemory(),
  async stop() {
    await close();
    return true;
  },
});
