import { decodeJsonl, OMNISCIENT, PUBLIC, redactStream, replayLog, seatAudience, type StreamEntry } from "@tablecast/engine";
import { duel, findLeaks } from "@tablecast/engine/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "@tablecast/api/client";
import { botSeats, collect, humanSeats, testServer, type Client } from "./test-support";

type Server = Awaited<ReturnType<typeof testServer>>;

async function fullStreamOf(client: Client, matchId: string, token: string): Promise<StreamEntry[]> {
  const { jsonl } = await client.match.replay.query({ matchId, token });
  const log = decodeJsonl(jsonl);
  if (!log.ok) throw new Error(log.error.message);
  const replay = replayLog(duel, log.value);
  expect(replay.failure).toBeNull();
  return [...replay.stream];
}

describe("match server", () => {
  let server: Server;
  let client: Client;
  let closeClient: () => void;
  beforeAll(async () => {
    server = await testServer();
    ({ client, close: closeClient } = connect(server.url));
  });
  afterAll(async () => {
    closeClient();
    await server.close();
  });

  it("streams a whole bot match to a spectator, a seat and a judge: each gets exactly its audience's events", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 5 });
    const [spectator, seat, judge] = await Promise.all([
      collect(client, { matchId, token: tokens.spectator }),
      collect(client, { matchId, token: tokens.seats[0]! }),
      collect(client, { matchId, token: tokens.judge }),
    ]);
    for (const r of [spectator, seat, judge]) expect(r.error).toBeNull();
    const full = await fullStreamOf(client, matchId, tokens.spectator);
    expect(full.length).toBeGreaterThan(5);
    expect(spectator.entries).toEqual(redactStream(full, PUBLIC));
    expect(seat.entries).toEqual(redactStream(full, seatAudience(0)));
    expect(judge.entries).toEqual(redactStream(full, OMNISCIENT));
    expect(findLeaks(full, spectator.entries, PUBLIC)).toEqual([]);
    expect(findLeaks(full, seat.entries, seatAudience(0))).toEqual([]);
    // The finished match reveals its seed and verifies.
    const { finished, jsonl } = await client.match.replay.query({ matchId, token: tokens.seats[1]! });
    expect(finished).toBe(true);
    expect(jsonl.trimEnd().split("\n").at(-1)).toMatch(/"end":true.*"seed":"[0-9a-f]{32}"/);
  });

  it("over many matches (random server seeds), no hidden identity reaches a spectator or the opposing seat", async () => {
    const runs = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0 });
        const [spectator, opponent] = await Promise.all([collect(client, { matchId, token: tokens.spectator }), collect(client, { matchId, token: tokens.seats[1]! })]);
        const full = await fullStreamOf(client, matchId, tokens.judge);
        return [...findLeaks(full, spectator.entries, PUBLIC), ...findLeaks(full, opponent.entries, seatAudience(1))];
      }),
    );
    expect(runs.flat()).toEqual([]);
  });

  it("a reconnect with fromSeq continues exactly where the client stopped: no gaps, no repeats", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 10 });
    const first = await collect(client, { matchId, token: tokens.spectator }, { stopAfter: 4 });
    const last = first.entries.at(-1)!.seq;
    const rest = await collect(client, { matchId, token: tokens.spectator, fromSeq: last });
    const whole = await collect(client, { matchId, token: tokens.spectator });
    expect([...first.entries, ...rest.entries]).toEqual(whole.entries);
    expect(whole.entries.map((e) => e.seq)).toEqual(whole.entries.map((_, i) => i));
  });

  it("a human seat plays through the API; illegal decisions and the wrong seat are refused and change nothing", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: humanSeats });
    const p1 = await client.match.state.query({ matchId, token: tokens.seats[0]! });
    expect(p1.awaiting).toEqual([0]);
    expect(p1.decisions.length).toBeGreaterThan(1);
    const p2 = await client.match.state.query({ matchId, token: tokens.seats[1]! });
    expect(p2.decisions).toEqual([]);
    const refusals = [
      client.match.submit.mutate({ matchId, token: tokens.seats[1]!, seq: 1, decision: "pass" }),
      client.match.submit.mutate({ matchId, token: tokens.seats[0]!, seq: 1, decision: "play:o99999" }),
      client.match.submit.mutate({ matchId, token: tokens.seats[0]!, seq: 7, decision: p1.decisions[0]!.id }),
      client.match.submit.mutate({ matchId, token: tokens.spectator, seq: 1, decision: p1.decisions[0]!.id }),
    ];
    const codes = await Promise.all(refusals.map((p) => p.then(() => "accepted", (e: { data?: { apiCode?: string } }) => e.data?.apiCode)));
    expect(codes).toEqual(["decision/not-your-decision", "decision/not-legal", "match/stale-seq", "auth/forbidden"]);
    expect((await client.match.state.query({ matchId, token: tokens.judge })).nextSeq).toBe(1);
    expect(await client.match.submit.mutate({ matchId, token: tokens.seats[0]!, seq: 1, decision: p1.decisions[0]!.id })).toEqual({ seq: 1 });
    expect(await client.match.concede.mutate({ matchId, token: tokens.seats[1]! })).toEqual({ seq: 2 });
    const state = await client.match.state.query({ matchId, token: tokens.spectator });
    expect(state.result).toEqual({ winners: [0], reason: "P2 conceded" });
    const { jsonl } = await client.match.replay.query({ matchId, token: tokens.spectator });
    const log = decodeJsonl(jsonl);
    expect(log.ok && replayLog(duel, log.value).failure).toBeNull();
  });

  it("tokens: forged, expired, for another match, revoked (an open stream closes)", async () => {
    const a = await client.match.create.mutate({ game: "duel", seats: humanSeats });
    const b = await client.match.create.mutate({ game: "duel", seats: humanSeats, tokenTtlSeconds: 60 });
    const forged = `${a.tokens.spectator.split(".")[0]}.${"A".repeat(43)}`;
    const claims = JSON.parse(Buffer.from(a.tokens.judge.split(".")[0]!, "base64url").toString());
    const elevated = `${Buffer.from(JSON.stringify({ ...claims, role: "judge" })).toString("base64url")}.${a.tokens.spectator.split(".")[1]}`;
    const attempt = (matchId: string, token: string) =>
      client.match.state.query({ matchId, token }).then(() => "accepted", (e: { data?: { apiCode?: string } }) => e.data?.apiCode);
    expect(await attempt(a.matchId, forged)).toBe("token/bad-signature");
    expect(await attempt(a.matchId, elevated)).toBe("token/bad-signature");
    expect(await attempt(a.matchId, b.tokens.judge)).toBe("token/wrong-match");
    expect(await attempt("nosuchmatch", a.tokens.judge)).toBe("token/wrong-match");
    expect(await attempt(a.matchId, "not-a-token")).toBe("token/malformed");
    const expired = server.hub.issue({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 });
    expect(await attempt(a.matchId, expired)).toBe("token/expired");

    const watching = collect(client, { matchId: a.matchId, token: a.tokens.spectator });
    await new Promise((r) => setTimeout(r, 200));
    await client.match.revokeToken.mutate({ matchId: a.matchId, token: a.tokens.organiser, revoke: a.tokens.spectator });
    const result = await watching;
    expect(result.entries.map((e) => e.seq)).toEqual([0]);
    expect(result.error?.apiCode).toBe("token/revoked");
    expect(await attempt(a.matchId, a.tokens.spectator)).toBe("token/revoked");
    // Only the organiser may revoke or issue.
    const denied = await client.match.revokeToken
      .mutate({ matchId: a.matchId, token: a.tokens.judge, revoke: a.tokens.coach })
      .then(() => "accepted", (e: { data?: { apiCode?: string } }) => e.data?.apiCode);
    expect(denied).toBe("auth/forbidden");
  });

  it("a Flesh and Blood deck pasted as text becomes the seat's deck; a bad list is a typed error naming its line", async () => {
    const list = ["Hero: Katsu", "Weapons: Harmonized Kodachi, Harmonized Kodachi", "Equipment: Mask of Momentum", ""];
    const cards = ["Head Jab", "Leg Tap", "Surging Strike", "Whelming Gustwave", "Rising Knee Thrust", "Open the Center", "Blackout Kick"];
    for (const name of cards) for (const colour of ["red", "yellow"]) list.push(`2x ${name} (${colour})`);
    list.push("2x Fluster Fist (red)", "2x Flic Flak (red)", "2x Pounding Gale (red)", "2x Head Jab (blue)", "2x Leg Tap (blue)", "2x Surging Strike (blue)");
    const text = list.join("\n");
    // Human seats: the match waits, so the other tests' listings stay still.
    const created = await client.match.create.mutate({ game: "fab", seats: [{ name: "a", kind: "human", deck: { text } }, { name: "b", kind: "human", deck: { sample: "rhinar-blitz" } }] });
    const record = await server.store.getMatch(created.matchId);
    const deck = record!.header.seats[0]!.deck;
    expect(deck).toHaveLength(1 + 2 + 1 + 40);
    expect(deck.filter((id) => id === deck[4]).length).toBe(2);
    const errorOf = (p: Promise<unknown>) => p.then(() => ["accepted", ""], (e: { message: string; data?: { apiCode?: string } }) => [e.data?.apiCode, e.message]);
    const typo = await errorOf(client.match.create.mutate({ game: "fab", seats: [{ name: "a", kind: "bot", deck: { text: text.replace("2x Leg Tap (red)", "2x Leg Tapp (red)") } }, { name: "b", kind: "bot" }] }));
    expect(typo).toEqual(["decklist/unknown-card", 'P1 (seat 0): line 7: "Leg Tapp (red)" is not a Flesh and Blood card — did you mean "Leg Tap (red)"?']);
    const short = await errorOf(client.match.create.mutate({ game: "fab", seats: [{ name: "a", kind: "bot", deck: { text: text.replace("2x Leg Tap (red)\n", "") } }, { name: "b", kind: "bot" }] }));
    expect(short[0]).toBe("setup/deck-size");
    const duel = await errorOf(client.match.create.mutate({ game: "duel", seats: [{ name: "a", kind: "bot", deck: { text: "V1" } }, { name: "b", kind: "bot" }] }));
    expect(duel[0]).toBe("setup/deck-text");
    expect(duel[1]).toMatch(/does not read deck lists as text; send card refs$/);
  });

  it("refusals explain: they name the seat as P1 (seat 0) everywhere and cite the rule (FaB CR 1.11.1 priority)", async () => {
    const seats = [
      { name: "Rhinar", kind: "human" as const, deck: { sample: "rhinar-blitz" } },
      { name: "Dorinthea", kind: "human" as const, deck: { sample: "dorinthea-blitz" } },
    ];
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats });
    const state = await client.match.state.query({ matchId, token: tokens.judge });
    const waiting = state.awaiting[0]!;
    const other = waiting === 0 ? 1 : 0;
    const refusal = (p: Promise<unknown>) => p.then(() => null, (e: { message: string; data?: { apiCode?: string; rule?: string } }) => ({ code: e.data?.apiCode, message: e.message, rule: e.data?.rule }));
    const outOfTurn = await refusal(client.match.submit.mutate({ matchId, token: tokens.seats[other]!, seq: 1, decision: "pass" }));
    expect(outOfTurn).toEqual({
      code: "decision/not-your-decision",
      message: `P${other + 1} (seat ${other}) has no decision to make now: the table waits for P${waiting + 1} (seat ${waiting})`,
      rule: "fab:1.11.1",
    });
    const illegal = await refusal(client.match.submit.mutate({ matchId, token: tokens.seats[waiting]!, seq: 1, decision: "play:o99999" }));
    expect(illegal!.code).toBe("decision/not-legal");
    expect(illegal!.message).toMatch(new RegExp(`^"play:o99999" is not a legal decision for P${waiting + 1} \\(seat ${waiting}\\) now; the legal ones are "`));
    expect(illegal!.rule).toMatch(/^fab:/);
  });

  it("unknown match, unknown game, bad input: typed errors, nothing written", async () => {
    const before = await server.store.listMatches({ limit: 1000 });
    const errorOf = (p: Promise<unknown>) => p.then(() => "accepted", (e: { data?: { apiCode?: string } }) => e.data?.apiCode);
    expect(await errorOf(client.match.create.mutate({ game: "chess", seats: humanSeats }))).toBe("game/unknown");
    expect(await errorOf(client.match.create.mutate({ game: "duel", seats: [{ name: "x", kind: "human", deck: { sample: "nope" } }, humanSeats[1]!] }))).toBe("setup/unknown-deck");
    expect(await errorOf(client.match.create.mutate({ game: "duel", seats: [{ name: "x", kind: "human", deck: ["V1", "BOGUS", "V2"] }, humanSeats[1]!] }))).toBe("setup/unknown-card");
    expect(await errorOf(client.match.create.mutate({ game: "duel", seats: [] } as never))).toBe("input/invalid");
    expect(await errorOf(client.match.create.mutate({ game: "duel", seats: humanSeats, botDelayMs: -5 }))).toBe("input/invalid");
    expect(await server.store.listMatches({ limit: 1000 })).toEqual(before);
    // Raw HTTP: malformed JSON body, and an oversized one.
    const res = await fetch(`${server.url}/match.create`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(res.status).toBe(400);
    const big = await fetch(`${server.url}/match.create`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: "x".repeat(200_000) }) });
    expect(big.status).toBe(413);
    expect((await fetch(server.url.replace("/trpc", "/health"))).status).toBe(200);
    expect(await server.store.listMatches({ limit: 1000 })).toEqual(before);
  });
});
