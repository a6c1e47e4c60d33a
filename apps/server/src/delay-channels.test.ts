import { appRouter } from "@tablecast/api";
import { connect } from "@tablecast/api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { HTTP_ROUTES, SOCKET_PATHS } from "./server";
import { apiCode, botSeats, testServer, type Client } from "./test-support";

/**
 * The broadcast delay holds on every channel (tournament coverage): with a 120 s delay, a match
 * that is over at the table is still at seq 0 for spectators and coverage on every procedure and
 * route, until the delay has passed. The server's clock is the test's, so "120 s later" is exact.
 * The tables below list every tRPC procedure and every HTTP route and socket path the server has:
 * adding one without a case here fails the first tests.
 */
const DELAY_MS = 120_000;

type Ctx = { client: Client; matchId: string; token: string; base: string; judge: string; seesAll: boolean };
type Case = (ctx: Ctx, passed: boolean) => Promise<void>;

/** Entries a watch subscription delivers within a short while (the delay holds the rest back). */
function watched(client: Client, matchId: string, token: string): Promise<number[]> {
  return new Promise((resolve) => {
    const seqs: number[] = [];
    const sub = client.match.watch.subscribe(
      { matchId, token, fromSeq: -1 },
      {
        onData: (t) => seqs.push((t.data as { seq: number }).seq),
        onError: () => resolve(seqs),
        onComplete: () => resolve(seqs),
      },
    );
    setTimeout(() => {
      sub.unsubscribe();
      resolve(seqs);
    }, 600);
  });
}

function streamed(base: string, matchId: string, token: string): Promise<number[]> {
  return new Promise((resolve) => {
    const seqs: number[] = [];
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/stream`);
    ws.on("open", () => ws.send(JSON.stringify({ matchId, token, fromSeq: -1 })));
    ws.on("message", (data) => seqs.push((JSON.parse(String(data)) as { seq: number }).seq));
    ws.on("close", () => resolve(seqs));
    setTimeout(() => {
      ws.close();
      resolve(seqs);
    }, 600);
  });
}

const bytes = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

/** One case per tRPC procedure: what a delayed token learns before and after the delay. */
const PROCEDURES: Record<string, Case> = {
  games: async ({ client }) => {
    expect((await client.games.query()).map((g) => g.id)).toContain("duel");
  },
  "match.create": async ({ client, matchId }) => {
    // Anyone may create a match here (no admin key): it tells nothing of another match.
    const created = await client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 60_000 });
    expect(created.matchId).not.toBe(matchId);
  },
  "match.list": async ({ client, matchId }, passed) => {
    const all = await client.match.list.query({ limit: 50 });
    const row = all.find((r) => r.id === matchId)!;
    const finished = (await client.match.list.query({ status: "finished", limit: 50 })).some((r) => r.id === matchId);
    const live = (await client.match.list.query({ status: "live", limit: 50 })).some((r) => r.id === matchId);
    if (!passed) {
      expect(row).toMatchObject({ status: "live", lastSeq: 0, winners: null, finishedAt: null });
      expect([finished, live]).toEqual([false, true]);
    } else {
      expect(row.status).toBe("finished");
      expect(row.winners).not.toBeNull();
      expect(row.lastSeq).toBeGreaterThan(0);
      expect([finished, live]).toEqual([true, false]);
    }
  },
  "match.spectate": async ({ client, matchId }) => {
    expect((await client.match.spectate.mutate({ matchId })).token).toMatch(/\./);
  },
  "match.state": async ({ client, matchId, token }, passed) => {
    const state = await client.match.state.query({ matchId, token });
    if (!passed) {
      expect(state.nextSeq).toBe(1);
      expect(state.result).toBeNull();
    } else {
      expect(state.nextSeq).toBeGreaterThan(1);
      expect(state.result).not.toBeNull();
      expect(state.awaiting).toEqual([]);
    }
  },
  "match.view": async ({ client, matchId, token }, passed) => {
    // The newest moment, and a moment asked for past the horizon: both stop at what the feed sees.
    for (const seq of [null, 1_000]) {
      const shown = await client.match.view.query({ matchId, token, seq });
      if (!passed) {
        expect(shown?.seq).toBe(0);
        expect(shown?.view.end).toBeNull();
      } else {
        expect(shown!.seq).toBeGreaterThan(0);
        expect(shown!.view.end).not.toBeNull();
      }
    }
  },
  "match.submit": async ({ client, matchId, token }) => {
    expect(await apiCode(client.match.submit.mutate({ matchId, token, seq: 1, decision: "pass" }))).toBe("auth/forbidden");
  },
  "match.concede": async ({ client, matchId, token }) => {
    expect(await apiCode(client.match.concede.mutate({ matchId, token }))).toBe("auth/forbidden");
  },
  "match.replay": async ({ client, matchId, token }, passed) => {
    if (!passed) expect(await apiCode(client.match.replay.query({ matchId, token }))).toBe("auth/forbidden");
    else expect((await client.match.replay.query({ matchId, token })).finished).toBe(true);
  },
  "match.claim": async ({ client, matchId, token }) => {
    expect(await apiCode(client.match.claim.mutate({ matchId, invite: token }))).toBe("auth/forbidden");
  },
  "match.invite": async ({ client, matchId, token }) => {
    expect(await apiCode(client.match.invite.mutate({ matchId, token, seat: 0 }))).toBe("auth/forbidden");
  },
  "match.issueToken": async ({ client, matchId, token }) => {
    expect(await apiCode(client.match.issueToken.mutate({ matchId, token, role: "spectator" }))).toBe("auth/forbidden");
  },
  // The coverage console opens only with its match's operator token: no other token reads or writes there.
  "console.view": async ({ client, matchId, token }) => {
    expect(await apiCode(client.console.view.query({ matchId, token }))).toBe("auth/forbidden");
  },
  "console.search": async ({ client, matchId, token }) => {
    expect(await apiCode(client.console.search.query({ matchId, token, query: "sav" }))).toBe("auth/forbidden");
  },
  "console.record": async ({ client, matchId, token }) => {
    expect(await apiCode(client.console.record.mutate({ matchId, token, line: "p1 life -1" }))).toBe("auth/forbidden");
  },
  "console.undo": async ({ client, matchId, token }) => {
    expect(await apiCode(client.console.undo.mutate({ matchId, token }))).toBe("auth/forbidden");
  },
  "console.issue": async ({ client, matchId, token }) => {
    expect(await apiCode(client.console.issue.mutate({ matchId, token }))).toBe("auth/forbidden");
  },
  "coverage.import": async ({ client }) => {
    // A script becomes a log of its own: nothing of another match (a bad one is named, not run).
    expect(await apiCode(client.coverage.import.mutate({ script: "game: fab\nthis is not a script" }))).toMatch(/^tabletop\//);
  },
  "match.revokeToken": async ({ client, matchId, token }) => {
    expect(await apiCode(client.match.revokeToken.mutate({ matchId, token, revoke: token }))).toBe("auth/forbidden");
  },
  "match.watch": async ({ client, matchId, token }, passed) => {
    const seqs = await watched(client, matchId, token);
    if (!passed) expect(seqs).toEqual([0]);
    else expect(seqs.length).toBeGreaterThan(1);
  },
  "room.create": async ({ client, matchId, token, seesAll }) => {
    // A review room of the match holds annotations; its replay is the spectators' stream again.
    const room = await client.room.create.mutate({ matchIds: [matchId], matchToken: token });
    expect(room.full === null).toBe(!seesAll);
  },
  "room.share": async ({ client, token }) => {
    expect(await apiCode(client.room.share.mutate({ roomId: "nope", token, role: "viewer" }))).not.toBeUndefined();
  },
  "room.revoke": async ({ client, token }) => {
    expect(await apiCode(client.room.revoke.mutate({ roomId: "nope", token, revoke: token }))).not.toBeUndefined();
  },
};

/** One case per HTTP route and socket path. */
const ROUTES: Record<string, Case> = {
  "/health": async ({ base }) => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true });
  },
  "/trpc/": async () => {
    // Every procedure: the table above.
  },
  "/trpc": async () => {
    // tRPC over WebSocket: the same procedures (match.watch is a subscription over it).
  },
  "/media/": async ({ base, matchId, token, judge }, passed) => {
    const q = (t: string, extra = "") => `?token=${encodeURIComponent(t)}${extra}`;
    const latest = await bytes(`${base}/media/og/${matchId}.png${q(token)}`);
    const atStart = await bytes(`${base}/media/og/${matchId}.png${q(token, "&seq=0")}`);
    const judgeLatest = await bytes(`${base}/media/og/${matchId}.png${q(judge)}`);
    const chart = await bytes(`${base}/media/chart/${matchId}.png${q(token)}`);
    const judgeChart = await bytes(`${base}/media/chart/${matchId}.png${q(judge)}`);
    const clip = await bytes(`${base}/media/clip/${matchId}.gif${q(token, "&from=0&to=400")}`);
    const clipAtStart = await bytes(`${base}/media/clip/${matchId}.gif${q(token, "&from=0&to=0")}`);
    if (!passed) {
      // Asking for later moments gives the spectators' latest: seq 0.
      expect(latest.equals(atStart)).toBe(true);
      expect(latest.equals(judgeLatest)).toBe(false);
      expect(chart.equals(judgeChart)).toBe(false);
      expect(clip.equals(clipAtStart)).toBe(true);
    } else {
      expect(latest.equals(atStart)).toBe(false);
      expect(chart.equals(judgeChart)).toBe(true);
      expect(clip.equals(clipAtStart)).toBe(false);
    }
  },
  "/oembed": async ({ base, matchId }) => {
    const res = await fetch(`${base}/oembed?url=${encodeURIComponent(`http://127.0.0.1:3000/match/${matchId}`)}&format=json`);
    // oEmbed describes the link (title, player, picture URL); it carries no match state of its own.
    const text = await res.text();
    expect(text).not.toMatch(/winner|result|seq":/);
  },
  "/stream": async ({ base, matchId, token }, passed) => {
    const seqs = await streamed(base, matchId, token);
    if (!passed) expect(seqs).toEqual([0]);
    else expect(seqs.length).toBeGreaterThan(1);
  },
  "/yjs/": async () => {
    // Review rooms hold annotations only; their match replays come through the stream above.
  },
};

describe("the broadcast delay holds on every channel, including after the end", () => {
  let clock = Date.now();
  let server: Awaited<ReturnType<typeof testServer>>;
  let client: Client;
  let close: () => void;
  let matchId: string;
  let tokens: { spectator: string; coverage: string; judge: string };
  let anonymous: string;
  let base: string;
  beforeAll(async () => {
    server = await testServer({}, () => clock);
    base = server.url.replace(/\/trpc$/, "");
    ({ client, close } = connect(server.url));
    const created = await client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0, policy: { delay: { kind: "seconds", seconds: DELAY_MS / 1000 } } });
    matchId = created.matchId;
    tokens = created.tokens;
    anonymous = (await client.match.spectate.mutate({ matchId })).token;
    // The match ends at the table (the judge is live) while the clock stands still.
    for (let i = 0; i < 200 && (await client.match.state.query({ matchId, token: tokens.judge })).result === null; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await client.match.state.query({ matchId, token: tokens.judge })).result).not.toBeNull();
  }, 60_000);
  afterAll(async () => {
    close?.();
    await server?.close();
  });

  it("every tRPC procedure has a case here", () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(PROCEDURES).sort());
  });

  it("every HTTP route and socket path has a case here", () => {
    expect([...HTTP_ROUTES, ...SOCKET_PATHS].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const WHO = ["spectator (lobby link)", "spectator", "coverage"] as const;
  const ctxOf = (who: (typeof WHO)[number]): Ctx => ({
    client,
    matchId,
    token: who === "spectator (lobby link)" ? anonymous : who === "spectator" ? tokens.spectator : tokens.coverage,
    base,
    judge: tokens.judge,
    seesAll: who === "coverage",
  });
  // Coverage sees both hands behind the delay: its pictures are not the public's, so the media case
  // (which compares with them) is for the public; everything else holds for all three.
  const casesFor = (who: (typeof WHO)[number]) => [...Object.entries(PROCEDURES), ...Object.entries(ROUTES)].filter(([name]) => who !== "coverage" || name !== "/media/");

  it("before the delay has passed, a spectator, a lobby spectator or coverage learns nothing past seq 0 on any channel", async () => {
    for (const who of WHO)
      for (const [name, check] of casesFor(who))
        await check(ctxOf(who), false).catch((e: Error) => {
          throw new Error(`${who}, ${name}: ${e.message}`);
        });
  }, 120_000);

  it("once the delay has passed, every channel shows the whole match and its end", async () => {
    clock += DELAY_MS + 1;
    for (const who of WHO)
      for (const [name, check] of casesFor(who))
        await check(ctxOf(who), true).catch((e: Error) => {
          throw new Error(`${who}, ${name}: ${e.message}`);
        });
  }, 120_000);
});
