import { describe, expect, it } from "vitest";
import { apiCode, humanSeats, useTestServer, type Client } from "./test-support";

describe("seats are claimed, never handed to someone else", () => {
  let client: Client;
  useTestServer((opened) => ({ client } = opened));

  it("an invite is exchanged once for the seat's own token; a second exchange is refused", async () => {
    const created = await client.match.create.mutate({ game: "duel", seats: humanSeats });
    expect(created.tokens.invites).toHaveLength(2);
    const invite = created.tokens.invites[1]!;
    // The invite itself neither watches nor plays.
    expect(await apiCode(client.match.submit.mutate({ matchId: created.matchId, token: invite, seq: 1, decision: "pass" }))).toBe("auth/forbidden");
    expect(await apiCode(client.match.replay.query({ matchId: created.matchId, token: invite }))).toBe("auth/forbidden");
    const [a, b] = await Promise.allSettled([client.match.claim.mutate({ matchId: created.matchId, invite }), client.match.claim.mutate({ matchId: created.matchId, invite })]);
    const won = [a, b].filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = [a, b].find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((lost.reason as { data?: { apiCode?: string } }).data?.apiCode).toBe("token/used");
    const { token, seat } = (won[0] as PromiseFulfilledResult<{ token: string; seat: number }>).value;
    expect(seat).toBe(1);
    // The claimed token is a new one: not the seat token the match was created with.
    expect(token).not.toBe(created.tokens.seats[1]);
    const state = await client.match.state.query({ matchId: created.matchId, token });
    expect([state.role, state.seat]).toEqual(["seat", 1]);
    expect(await apiCode(client.match.claim.mutate({ matchId: created.matchId, invite }))).toBe("token/used");
  });

  it("the host watches nothing, and can take a seat back and invite someone else", async () => {
    const created = await client.match.create.mutate({ game: "duel", seats: humanSeats });
    const host = created.tokens.host;
    expect(await apiCode(client.match.replay.query({ matchId: created.matchId, token: host }))).toBe("auth/forbidden");
    expect((await client.match.state.query({ matchId: created.matchId, token: host })).nextSeq).toBe(0);
    const { token: joined } = await client.match.claim.mutate({ matchId: created.matchId, invite: created.tokens.invites[1]! });
    // The host takes the seat back: the joiner's token stops working; a new invite seats someone else.
    await client.match.revokeToken.mutate({ matchId: created.matchId, token: host, revoke: joined });
    expect(await apiCode(client.match.state.query({ matchId: created.matchId, token: joined }))).toBe("token/revoked");
    const { invite } = await client.match.invite.mutate({ matchId: created.matchId, token: host, seat: 1 });
    const { token: next } = await client.match.claim.mutate({ matchId: created.matchId, invite });
    expect((await client.match.state.query({ matchId: created.matchId, token: next })).seat).toBe(1);
    // A host cannot revoke watching tokens (that is the organiser's), nor invite to a bot's seat.
    expect(await apiCode(client.match.revokeToken.mutate({ matchId: created.matchId, token: host, revoke: created.tokens.judge }))).toBe("auth/forbidden");
    // A seat token cannot hand out seats.
    expect(await apiCode(client.match.invite.mutate({ matchId: created.matchId, token: next, seat: 0 }))).toBe("auth/forbidden");
  });
});
