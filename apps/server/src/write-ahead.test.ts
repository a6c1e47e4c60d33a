import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "@tablecast/api/client";
import { committedSeq, diskUnderTest, openSqlite } from "@tablecast/store/testing";
import { pino } from "pino";
import WebSocket from "ws";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "./config";
import { until } from "./room-testing";
import { startServer } from "./server";
import { botSeats } from "./test-support";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("write-ahead on the live path", () => {
  it("while the disk has not flushed a decision, no one hears of it; once flushed, the match goes on", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "tablecast-write-ahead-")), "tablecast.db");
    const disk = diskUnderTest();
    const store = await openSqlite(path, disk.flushFile);
    const config = configFromEnv({}, { port: 0, sqlitePath: path, logLevel: "silent" });
    const server = await startServer(config, { log: pino({ level: "silent" }), store });
    const api = connect(server.url);
    const heard: number[] = [];
    let ws: WebSocket | undefined;
    try {
      const { matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 10, options: { life: 40 } });
      // The judge hears every decision live (no broadcast delay).
      const socket = (ws = new WebSocket(server.streamUrl));
      socket.once("open", () => socket.send(JSON.stringify({ matchId, token: tokens.judge })));
      socket.on("message", (data) => {
        const msg = JSON.parse(String(data)) as { seq?: number };
        if (msg.seq !== undefined) heard.push(msg.seq);
      });
      await until(() => heard.length >= 4, "the first decisions");
      disk.hold();
      // Flushes that started before the hold finish; the decision after them waits for a held one.
      await sleep(150);
      const lastHeard = heard.at(-1)!;
      await sleep(400);
      expect(heard.at(-1)).toBe(lastHeard);
      // The bots did decide: the next decision is committed, just not yet on disk — and unheard.
      const committed = committedSeq(path, matchId);
      expect(committed).toBeGreaterThan(lastHeard);
      disk.free();
      await until(() => heard.length > 0 && heard.at(-1)! >= committed + 2, "decisions once the disk flushed");
      expect(heard).toEqual(heard.map((_, i) => i));
    } finally {
      disk.free();
      ws?.close();
      api.close();
      await server.close();
    }
  });
});
