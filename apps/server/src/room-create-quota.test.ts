import { describe, expect, it } from "vitest";
import { botSeats, useTestServer, type Client } from "./test-support";

describe("review rooms are budgeted: one link cannot fill the database with rooms", () => {
  let client: Client;
  useTestServer((opened) => ({ client } = opened), { roomCreation: { perToken: { count: 3, windowMs: 3_600_000 }, perIp: { count: 5, windowMs: 3_600_000 } } });

  it("a token may open 3 rooms an hour here, an address 5; past that, rate/limited naming which", async () => {
    const { matchId } = await client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 60_000 });
    const lobby = async () => (await client.match.spectate.mutate({ matchId })).token;
    const open = (token: string) =>
      client.room.create.mutate({ matchIds: [matchId], matchToken: token }).then(
        () => "ok",
        (e: { message: string; data?: { apiCode?: string } }) => `${e.data?.apiCode}: ${e.message}`,
      );
    const first = await lobby();
    expect([await open(first), await open(first), await open(first)]).toEqual(["ok", "ok", "ok"]);
    expect(await open(first)).toMatch(/^rate\/limited: this link has opened as many review rooms as it may for now/);
    // Another lobby link from the same address: the address's budget (5) runs out after two more.
    const second = await lobby();
    expect([await open(second), await open(second)]).toEqual(["ok", "ok"]);
    expect(await open(second)).toMatch(/^rate\/limited: your address has opened as many review rooms/);
  });
});
