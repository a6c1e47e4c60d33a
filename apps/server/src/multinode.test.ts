import { decodeJsonl, PUBLIC, redactStream, replayLog } from "@tablecast/engine";
import { duel, findLeaks } from "@tablecast/engine/testing";
import { connect } from "@tablecast/api/client";
import { freshDatabaseUrl, testServices } from "@tablecast/store/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSeats, collect, humanSeats, testServer } from "./test-support";

type Server = Awaited<ReturnType<typeof testServer>>;

describe("two server nodes on PostgreSQL and Redis", () => {
  const services = testServices();
  let a: Server;
  let b: Server;
  let toA: ReturnType<typeof connect>;
  let toB: ReturnType<typeof connect>;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl(services.databaseUrl);
    const shared = { databaseUrl, redisUrl: services.redisUrl, leaseMs: 600 };
    a = await testServer({ ...shared, nodeId: `a-${process.pid}` });
    b = await testServer({ ...shared, nodeId: `b-${process.pid}` });
    toA = connect(a.url);
    toB = connect(b.url);
  });
  afterAll(async () => {
    toA.close();
    toB.close();
    await Promise.allSettled([a.close(), b.close()]);
  });

  it("a bot match hosted on node A streams to a spectator on node B, complete and redacted", async () => {
    const { matchId, tokens } = await toA.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 15 });
    const spectator = await collect(toB.client, { matchId, token: tokens.spectator });
    expect(spectator.error).toBeNull();
    const { jsonl } = await toA.client.match.replay.query({ matchId, token: tokens.judge });
    const log = decodeJsonl(jsonl);
    if (!log.ok) throw new Error(log.error.message);
    const replay = replayLog(duel, log.value);
    expect(replay.failure).toBeNull();
    expect(spectator.entries).toEqual(redactStream(replay.stream, PUBLIC));
    expect(findLeaks(replay.stream, spectator.entries, PUBLIC)).toEqual([]);
  });

  it("a decision sent to node B is forwarded to the host A and reaches spectators on both", async () => {
    const { matchId, tokens } = await toA.client.match.create.mutate({ game: "duel", seats: humanSeats });
    const onA = collect(toA.client, { matchId, token: tokens.judge }, { stopAfter: 3 });
    const onB = collect(toB.client, { matchId, token: tokens.spectator }, { stopAfter: 3 });
    for (let i = 0; i < 2; i++) {
      const state = await toB.client.match.state.query({ matchId, token: tokens.judge });
      const seat = state.awaiting[0]!;
      const options = await toB.client.match.state.query({ matchId, token: tokens.seats[seat]! });
      expect(await toB.client.match.submit.mutate({ matchId, token: tokens.seats[seat]!, seq: state.nextSeq, decision: options.decisions[0]!.id })).toEqual({ seq: i + 1 });
    }
    const [ja, sb] = await Promise.all([onA, onB]);
    expect(ja.entries.map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(sb.entries.map((e) => e.seq)).toEqual([0, 1, 2]);
    // A refusal from the host travels back as the same typed error.
    const wrong = await toB.client.match.submit
      .mutate({ matchId, token: tokens.seats[0]!, seq: 3, decision: "play:o999" })
      .then(() => "accepted", (e: { data?: { apiCode?: string } }) => e.data?.apiCode);
    expect(wrong).toMatch(/^decision\//);
  });

  it("when the host node dies, another node takes the match over once the lease runs out", async () => {
    const c = await testServer({ databaseUrl, redisUrl: services.redisUrl, leaseMs: 600, nodeId: `c-${process.pid}` });
    const toC = connect(c.url);
    const { matchId, tokens } = await toC.client.match.create.mutate({ game: "duel", seats: humanSeats });
    const first = await toC.client.match.state.query({ matchId, token: tokens.seats[0]! });
    expect(await toC.client.match.submit.mutate({ matchId, token: tokens.seats[0]!, seq: 1, decision: first.decisions[0]!.id })).toEqual({ seq: 1 });
    toC.close();
    await c.close();
    await new Promise((r) => setTimeout(r, 800));
    const state = await toB.client.match.state.query({ matchId, token: tokens.judge });
    expect(state.nextSeq).toBe(2);
    const seat = state.awaiting[0]!;
    const options = await toB.client.match.state.query({ matchId, token: tokens.seats[seat]! });
    expect(await toB.client.match.submit.mutate({ matchId, token: tokens.seats[seat]!, seq: 2, decision: options.decisions[0]!.id })).toEqual({ seq: 2 });
    const watched = await collect(toA.client, { matchId, token: tokens.judge }, { stopAfter: 3 });
    expect(watched.entries.map((e) => e.seq)).toEqual([0, 1, 2]);
  });

  it("a bot match whose host dies is taken over by a node following it, and its bots play on to the end", async () => {
    const c = await testServer({ databaseUrl, redisUrl: services.redisUrl, leaseMs: 600, nodeId: `c2-${process.pid}` });
    const toC = connect(c.url);
    const { matchId, tokens } = await toC.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 40 });
    // Node B follows the match (a spectator watches there) before its host goes away.
    const watching = collect(toB.client, { matchId, token: tokens.judge });
    await new Promise((r) => setTimeout(r, 150));
    toC.close();
    await c.close();
    const watched = await watching;
    expect(watched.error).toBeNull();
    expect(watched.entries.at(-1)?.events.some((e) => e.type === "end")).toBe(true);
    expect(watched.entries.map((e) => e.seq)).toEqual(watched.entries.map((_, i) => i));
  });
});
