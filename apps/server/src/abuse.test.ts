import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "@tablecast/api/client";
import { CLOSE_RATE_LIMITED, CLOSE_TOO_BIG } from "./server";
import { humanSeats, testServer } from "./test-support";

type Server = Awaited<ReturnType<typeof testServer>>;

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once("close", (code) => resolve(code)));
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once("message", (data) => resolve(JSON.parse(String(data)))));
}

describe("hostile WebSocket clients", () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer({ rateLimit: { perSecond: 10, burst: 20 } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function stillServes() {
    const { client, close } = connect(server.url);
    try {
      const created = await client.match.create.mutate({ game: "duel", seats: humanSeats });
      expect(created.matchId).toMatch(/^[A-Za-z0-9_-]+$/);
    } finally {
      close();
    }
  }

  it("malformed JSON gets a parse error; the connection and the server stay usable", async () => {
    const ws = await open(server.wsUrl);
    const reply = nextMessage(ws);
    ws.send("{not json");
    expect(await reply).toMatchObject({ error: { code: -32700 } });
    const again = nextMessage(ws);
    ws.send(JSON.stringify({ id: 1, method: "query", params: { path: "match.list", input: {} } }));
    expect(await again).toMatchObject({ id: 1, result: { type: "data" } });
    ws.close();
    await stillServes();
  });

  it("an oversized message closes the connection (1009); nothing is written", async () => {
    const before = await server.store.listMatches({ limit: 1000 });
    const ws = await open(server.wsUrl);
    const done = closed(ws);
    ws.send(JSON.stringify({ id: 1, method: "mutation", params: { path: "match.create", input: { game: "duel", seats: humanSeats, pad: "x".repeat(100_000) } } }));
    expect(await done).toBe(CLOSE_TOO_BIG);
    expect(await server.store.listMatches({ limit: 1000 })).toEqual(before);
    await stillServes();
  });

  it("a flood is cut off by the per-connection rate limit (4429); others are unaffected", async () => {
    const ws = await open(server.wsUrl);
    const done = closed(ws);
    for (let i = 0; i < 200; i++) ws.send(JSON.stringify({ id: i, method: "query", params: { path: "match.list", input: {} } }));
    expect(await done).toBe(CLOSE_RATE_LIMITED);
    await stillServes();
  });

  it("subscribing to an unknown match, or with a forged token, is a typed error", async () => {
    const ws = await open(server.wsUrl);
    // tRPC acknowledges the subscription ("started"), then ends it with the error.
    const replies: unknown[] = [];
    const errored = new Promise<unknown>((resolve) =>
      ws.on("message", (data) => {
        const message = JSON.parse(String(data)) as { error?: unknown };
        replies.push(message);
        if (message.error !== undefined) resolve(message);
      }),
    );
    ws.send(JSON.stringify({ id: 7, method: "subscription", params: { path: "match.watch", input: { matchId: "nope", token: "a.b" } } }));
    expect(await errored).toMatchObject({ id: 7, error: { data: { apiCode: "token/bad-signature" } } });
    expect(replies.some((r) => (r as { result?: { type: string } }).result?.type === "data")).toBe(false);
    ws.close();
  });
});
