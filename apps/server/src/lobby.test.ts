import { describe, expect, it } from "vitest";
import { collect, humanSeats, useTestServer, type Client, type TestServer } from "./test-support";

/** Plays the first legal decision of whoever is awaited, `n` times. */
async function play(client: Client, matchId: string, seatTokens: readonly string[], n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const state = await client.match.state.query({ matchId, token: seatTokens[0]! });
    if (state.awaiting.length === 0) return;
    const seat = state.awaiting[0]!;
    const mine = await client.match.state.query({ matchId, token: seatTokens[seat]! });
    await client.match.submit.mutate({ matchId, token: seatTokens[seat]!, seq: mine.nextSeq, decision: mine.decisions[0]!.id });
  }
}

describe("the lobby", () => {
  let server: TestServer;
  let client: Client;
  useTestServer((opened) => ({ server, client } = opened));

  it("lists a live match with its players' public numbers, and anyone may watch it as a spectator", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: humanSeats, options: { life: 100 } });
    await play(client, matchId, tokens.seats, 4);
    const row = (await client.match.list.query({ status: "live" })).find((m) => m.id === matchId);
    expect(row?.players?.map((p) => p.name)).toEqual(["Ada", "Brin"]);
    expect(row?.players?.every((p) => p.counter === "life" && typeof p.score === "number")).toBe(true);
    expect(row?.turn).toBeGreaterThanOrEqual(1);

    const { token } = await client.match.spectate.mutate({ matchId });
    const seen = await collect(client, { matchId, token }, { stopAfter: 5 });
    expect(seen.error).toBeNull();
    expect(seen.entries.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    // A spectator token cannot play.
    await expect(client.match.submit.mutate({ matchId, token, seq: 5, decision: "pass" })).rejects.toMatchObject({ data: { apiCode: "auth/forbidden" } });
  });

  it("names the games it hosts with their sample decks, and counts who is watching", async () => {
    const games = await client.games.query();
    expect(games.find((g) => g.id === "fab")).toMatchObject({ name: "Flesh and Blood" });
    expect(games.find((g) => g.id === "fab")?.sampleDecks).toContain("rhinar-blitz");
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: humanSeats });
    expect((await client.match.state.query({ matchId, token: tokens.judge })).spectators).toBe(0);
    const sub = client.match.watch.subscribe({ matchId, token: tokens.spectator }, {});
    for (let i = 0; i < 50 && (await client.match.state.query({ matchId, token: tokens.judge })).spectators === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await client.match.state.query({ matchId, token: tokens.judge })).spectators).toBe(1);
    sub.unsubscribe();
  });

  it("keeps unlisted matches out of the lobby and refuses to hand out spectator tokens for them", async () => {
    const { matchId } = await client.match.create.mutate({ game: "duel", seats: humanSeats, policy: { listed: false } });
    expect((await client.match.list.query({})).some((m) => m.id === matchId)).toBe(false);
    await expect(client.match.spectate.mutate({ matchId })).rejects.toMatchObject({ data: { apiCode: "auth/forbidden" } });
    await expect(client.match.spectate.mutate({ matchId: "no-such-match" })).rejects.toMatchObject({ data: { apiCode: "match/not-found" } });
  });

  it("shows the turn a spectator may see, not the table's, under a delay in turns", async () => {
    // Long enough that it cannot end before turn 3, whatever the server's seed deals.
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: humanSeats, options: { life: 100 }, policy: { delay: { kind: "turns", turns: 1 } } });
    let table = 0;
    for (let i = 0; i < 40 && table < 3; i++) {
      await play(client, matchId, tokens.seats, 1);
      table = (await server.hub.get(matchId)).turn;
    }
    expect(table).toBeGreaterThanOrEqual(3);
    const row = (await client.match.list.query({ status: "live" })).find((m) => m.id === matchId);
    expect(row?.turn).toBeLessThanOrEqual(table - 1);
  });

  it("an overlay key opens its overlay's stream and nothing else", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: humanSeats });
    const seen = await collect(client, { matchId, token: tokens.overlay }, { stopAfter: 1 });
    expect(seen.error).toBeNull();
    const refused = (p: Promise<unknown>) => p.then(() => "allowed", (e: { data?: { apiCode?: string } }) => e.data?.apiCode);
    expect(await refused(client.match.state.query({ matchId, token: tokens.overlay }))).toBe("auth/forbidden");
    expect(await refused(client.match.replay.query({ matchId, token: tokens.overlay }))).toBe("auth/forbidden");
    expect(await refused(client.room.create.mutate({ matchIds: [matchId], matchToken: tokens.overlay }))).toBe("auth/forbidden");
    expect(await refused(client.match.submit.mutate({ matchId, token: tokens.overlay, seq: 1, decision: "x" }))).toBe("auth/forbidden");
    const media = await fetch(`${server.url.replace(/\/trpc$/, "")}/media/og/${matchId}.png?token=${tokens.overlay}`);
    expect(media.status).toBe(403);
  });
});
