import { decodeJsonl, PUBLIC, redactStream, replayLog, seatAudience, type StreamEntry } from "@tablecast/engine";
import { duel, findLeaks } from "@tablecast/engine/testing";
import { connect } from "@tablecast/api/client";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEARTBEAT_MS, SLICE, STREAM_CLOSE } from "./stream";
import { botSeats, humanSeats, testServer } from "./test-support";

type Server = Awaited<ReturnType<typeof testServer>>;

/** Reads /stream until the server closes it. */
function stream(url: string, first: string, opts: { stopAfter?: number } = {}): Promise<{ entries: StreamEntry[]; code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const entries: StreamEntry[] = [];
    ws.once("open", () => ws.send(first));
    ws.on("message", (data) => {
      const msg = JSON.parse(String(data)) as { seq: number; entry: StreamEntry };
      expect(msg.seq).toBe(msg.entry.seq);
      entries.push(msg.entry);
      if (opts.stopAfter !== undefined && entries.length >= opts.stopAfter) ws.close();
    });
    ws.once("close", (code, reason) => resolve({ entries, code, reason: String(reason) }));
    ws.once("error", reject);
  });
}

describe("the lean spectator stream (/stream)", () => {
  let server: Server;
  let api: ReturnType<typeof connect>;
  beforeAll(async () => {
    server = await testServer();
    api = connect(server.url);
  });
  afterAll(async () => {
    api.close();
    await server.close();
  });

  it("a quiet link gets a heartbeat, so a client can tell a quiet table from a dead link", async () => {
    // A 120 s delay: after seq 0 the spectator has nothing to receive for a long while.
    const { matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: humanSeats, policy: { delay: { kind: "seconds", seconds: 120 } } });
    const ws = new WebSocket(server.streamUrl);
    const messages: { at: number; text: string }[] = [];
    ws.once("open", () => ws.send(JSON.stringify({ matchId, token: tokens.spectator, fromSeq: -1 })));
    ws.on("message", (data) => messages.push({ at: Date.now(), text: String(data) }));
    const start = Date.now();
    while (!messages.some((m) => m.text === '{"heartbeat":true}') && Date.now() - start < HEARTBEAT_MS * 2) await new Promise((r) => setTimeout(r, 200));
    ws.close();
    expect(JSON.parse(messages[0]!.text).seq).toBe(0);
    const beat = messages.find((m) => m.text === '{"heartbeat":true}');
    expect(beat).toBeDefined();
    expect(beat!.at - messages[0]!.at).toBeGreaterThanOrEqual(HEARTBEAT_MS - 100);
  }, HEARTBEAT_MS * 3);

  it("delivers exactly the audience's entries, in order, then closes when the match is over", async () => {
    const { matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 5 });
    const [spectator, seat] = await Promise.all([
      stream(server.streamUrl, JSON.stringify({ matchId, token: tokens.spectator })),
      stream(server.streamUrl, JSON.stringify({ matchId, token: tokens.seats[1] })),
    ]);
    expect(spectator.code).toBe(STREAM_CLOSE.done);
    const log = decodeJsonl((await api.client.match.replay.query({ matchId, token: tokens.judge })).jsonl);
    if (!log.ok) throw new Error(log.error.message);
    const full = replayLog(duel, log.value).stream;
    expect(spectator.entries).toEqual(redactStream(full, PUBLIC));
    expect(seat.entries).toEqual(redactStream(full, seatAudience(1)));
    expect(findLeaks(full, spectator.entries, PUBLIC)).toEqual([]);
    expect(findLeaks(full, seat.entries, seatAudience(1))).toEqual([]);
  });

  it("resumes after fromSeq without gaps or repeats", async () => {
    const { matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 10 });
    const first = await stream(server.streamUrl, JSON.stringify({ matchId, token: tokens.spectator }), { stopAfter: 5 });
    const rest = await stream(server.streamUrl, JSON.stringify({ matchId, token: tokens.spectator, fromSeq: first.entries.at(-1)!.seq }));
    const whole = await stream(server.streamUrl, JSON.stringify({ matchId, token: tokens.spectator }));
    expect([...first.entries, ...rest.entries]).toEqual(whole.entries);
  });

  it("a crowd larger than one slice of the fan-out gets every entry once and in order, while decisions come mid-pass", async () => {
    const { matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: humanSeats });
    // Two slices (an address may hold 512 connections).
    const crowd = SLICE + 100;
    const seen: number[][] = [];
    const sockets: WebSocket[] = [];
    // In batches: an address may hold only so many sockets that have not authenticated yet.
    for (let i = 0; i < crowd; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, crowd - i) }, () => {
          const mine: number[] = [];
          seen.push(mine);
          const ws = new WebSocket(server.streamUrl);
          sockets.push(ws);
          ws.on("message", (data) => mine.push((JSON.parse(String(data)) as { seq: number }).seq));
          ws.once("open", () => ws.send(JSON.stringify({ matchId, token: tokens.spectator })));
          return new Promise<void>((resolve, reject) => {
            ws.once("close", (code) => reject(new Error(`closed ${code}`)));
            const wait = () => (mine.length > 0 ? resolve() : setTimeout(wait, 5));
            wait();
          });
        }),
      );
    }
    const match = await server.hub.get(matchId);
    // Each submit resolves once its entry is out to the first slice: the next decision lands mid-pass.
    for (let i = 0; i < 12; i++) {
      const seat = match.awaiting()[0]!;
      await match.submit(seat, match.lastSeq + 1, match.decisionsFor(seat).at(-1)!.id);
    }
    const last = match.lastSeq;
    const deadline = Date.now() + 10_000;
    while (seen.some((s) => s.length < last + 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const ws of sockets) ws.close();
    const whole = Array.from({ length: last + 1 }, (_, seq) => seq);
    expect(seen.filter((s) => JSON.stringify(s) !== JSON.stringify(whole))).toEqual([]);
    expect(seen.length).toBe(crowd);
  }, 30_000);

  it("refuses bad requests with a close code and the error", async () => {
    const { matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: humanSeats });
    const cases: [string, number, string][] = [
      ["{not json", STREAM_CLOSE.badRequest, "input/invalid"],
      [JSON.stringify({ matchId }), STREAM_CLOSE.badRequest, "input/invalid"],
      [JSON.stringify({ matchId, token: "forged.token" }), STREAM_CLOSE.token, "token/bad-signature"],
      [JSON.stringify({ matchId: "other", token: tokens.spectator }), STREAM_CLOSE.token, "token/wrong-match"],
      [JSON.stringify({ matchId, token: tokens.coach }), STREAM_CLOSE.forbidden, "auth/forbidden"],
    ];
    for (const [first, code, reason] of cases) {
      const r = await stream(server.streamUrl, first);
      expect([r.code, r.reason], first).toEqual([code, reason]);
      expect(r.entries).toEqual([]);
    }
  });

  it("closes an open stream when its token is revoked", async () => {
    const { matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: humanSeats });
    const watching = stream(server.streamUrl, JSON.stringify({ matchId, token: tokens.overlay }));
    await new Promise((r) => setTimeout(r, 150));
    // The lobby counts viewers of every transport.
    const listed = await api.client.match.list.query({ status: "live", limit: 200 });
    expect(listed.find((m) => m.id === matchId)?.spectators).toBe(1);
    await api.client.match.revokeToken.mutate({ matchId, token: tokens.organiser, revoke: tokens.overlay });
    const r = await watching;
    expect([r.code, r.reason]).toEqual([STREAM_CLOSE.token, "token/revoked"]);
    expect(r.entries.map((e) => e.seq)).toEqual([0]);
    await new Promise((r) => setTimeout(r, 50));
    expect((await api.client.match.list.query({ status: "live", limit: 200 })).find((m) => m.id === matchId)?.spectators).toBe(0);
  });
});
