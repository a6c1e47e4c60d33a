import type { StreamEntry } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { botSeats, collect, useTestServer, type Client, type TestServer } from "./test-support";

const handFaces = (entries: readonly StreamEntry[]) =>
  entries.flatMap((e) => e.events).filter((ev) => ev.type === "move" && ev.to.endsWith(".hand") && ev.face !== undefined).length;

describe("broadcast delay (a 10 s policy, scaled to 1 s for the test)", () => {
  let server: TestServer;
  let client: Client;
  useTestServer((opened) => ({ server, client } = opened));
  /** A bot duel, its bots deciding `botDelayMs` apart, under `policy` when given. */
  const botMatch = (botDelayMs: number, policy?: Parameters<Client["match"]["create"]["mutate"]>[0]["policy"]) =>
    client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs, ...(policy === undefined ? {} : { policy }) });

  it("spectators and coverage receive each entry no earlier than the delay after it was accepted; judges live", async () => {
    const { matchId, tokens } = await botMatch(60, { delay: { kind: "seconds", seconds: 1 } });
    const [spectator, coverage, judge] = await Promise.all([
      collect(client, { matchId, token: tokens.spectator }),
      collect(client, { matchId, token: tokens.coverage }),
      collect(client, { matchId, token: tokens.judge }),
    ]);
    const stored = await server.store.entries(matchId);
    expect(stored.length).toBeGreaterThan(3);
    expect(spectator.entries.length).toBe(stored.length + 1);
    expect(coverage.entries.length).toBe(stored.length + 1);
    for (const entry of stored) {
      expect(spectator.at[entry.seq]!, `spectator seq ${entry.seq}`).toBeGreaterThanOrEqual(entry.acceptedAt + 1000);
      expect(coverage.at[entry.seq]!, `coverage seq ${entry.seq}`).toBeGreaterThanOrEqual(entry.acceptedAt + 1000);
      expect(judge.at[entry.seq]!, `judge seq ${entry.seq}`).toBeLessThan(spectator.at[entry.seq]!);
    }
    // Coverage sees both hands (behind the delay); spectators never do.
    expect(handFaces(coverage.entries)).toBeGreaterThan(0);
    expect(handFaces(spectator.entries)).toBe(0);
  });

  it("a delay in turns holds a spectator a whole turn behind the table", async () => {
    const { matchId, tokens } = await botMatch(20, { delay: { kind: "turns", turns: 1 } });
    const [spectator, judge] = await Promise.all([collect(client, { matchId, token: tokens.spectator }), collect(client, { matchId, token: tokens.judge })]);
    const turnOf: number[] = [];
    let turn = 0;
    for (const e of judge.entries) {
      for (const ev of e.events) if (ev.type === "turn") turn = ev.turn;
      turnOf.push(turn);
    }
    const last = judge.entries.length - 1;
    const accepted = new Map((await server.store.entries(matchId)).map((e) => [e.seq, e.acceptedAt]));
    for (const e of spectator.entries.slice(1)) {
      const t = turnOf[e.seq]!;
      // Released only once the table reached turn t + 1 (or the end): that decision was accepted first.
      const nextTurnStart = turnOf.findIndex((x) => x > t);
      const release = nextTurnStart === -1 ? last : nextTurnStart;
      expect(spectator.at[e.seq]!, `seq ${e.seq} (turn ${t})`).toBeGreaterThanOrEqual(accepted.get(release)!);
    }
    expect(spectator.entries.map((e) => e.seq)).toEqual(judge.entries.map((e) => e.seq));
  });

  it("coaches may watch only after the match unless the policy lets them watch live", async () => {
    const { matchId, tokens } = await botMatch(30);
    const early = await collect(client, { matchId, token: tokens.coach });
    expect(early.error?.apiCode).toBe("auth/forbidden");
    await collect(client, { matchId, token: tokens.judge });
    const after = await collect(client, { matchId, token: tokens.coach });
    expect(after.error).toBeNull();
    expect(after.entries.length).toBeGreaterThan(3);
  });
});
