import { describe, expect, it } from "vitest";
import { BotMatches, REUSE_BELOW_WATCHERS, REUSE_MAX_AGE_MS, type BotMatchApi, type BotMatchChoice } from "./bot-matches";

/** A match server in memory: matches it created, live until ended, with a watcher count. */
function fakeServer() {
  const matches = new Map<string, { game: string; live: boolean; spectators: number }>();
  let created = 0;
  let failNext: Error | null = null;
  let listDown = false;
  let gate: Promise<void> | null = null;
  const api: BotMatchApi = {
    create: async (choice: BotMatchChoice) => {
      // Creation takes a moment, as on the real server: clicks can arrive meanwhile.
      await (gate ?? new Promise((r) => setTimeout(r, 1)));
      if (failNext !== null) {
        const e = failNext;
        failNext = null;
        throw e;
      }
      const id = `m${++created}`;
      matches.set(id, { game: choice.game, live: true, spectators: 0 });
      return { matchId: id, spectator: `spectator-of-${id}` };
    },
    live: async (game) => {
      if (listDown) throw new Error("list is down");
      return [...matches].filter(([, m]) => m.game === game && m.live).map(([id, m]) => ({ id, spectators: m.spectators }));
    },
    spectate: async (matchId) => `fresh-token-for-${matchId}`,
  };
  return {
    api,
    matches,
    created: () => created,
    /** Holds creations until the returned function is called. */
    hold: () => {
      let open = () => {};
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
    failNext: (e: Error) => (failNext = e),
    listDown: (down: boolean) => (listDown = down),
  };
}

const fab: BotMatchChoice = { game: "fab", p1: "", p2: "" };
const limits = { perAddress: 2, all: 5, windowMs: 60_000 };

const click = (lobby: BotMatches, server: ReturnType<typeof fakeServer>, choice: BotMatchChoice, address: string) => lobby.watch(choice, address, server.api);

describe("BotMatches", () => {
  it("sends a click to the live match it started for the same choice, with a token of its own, without counting it", async () => {
    const server = fakeServer();
    const lobby = new BotMatches(limits);
    const first = await click(lobby, server, fab, "a");
    expect(first).toEqual({ kind: "watch", matchId: "m1", token: "spectator-of-m1", reused: false });
    for (let i = 0; i < 5; i++) expect(await click(lobby, server, fab, "a")).toEqual({ kind: "watch", matchId: "m1", token: "fresh-token-for-m1", reused: true });
    expect(server.created()).toBe(1);
    // Another game or other decks are another choice.
    expect(await click(lobby, server, { game: "ufs", p1: "", p2: "" }, "a")).toMatchObject({ matchId: "m2", reused: false });
    expect(await click(lobby, server, { game: "fab", p1: "Rhinar", p2: "" }, "a")).toMatchObject({ kind: "limited", scope: "address" });
  });

  it("makes a new match once the shared one has ended, is crowded, or is too old", async () => {
    let now = 0;
    const server = fakeServer();
    const lobby = new BotMatches(limits, () => now);
    await click(lobby, server, fab, "a");
    server.matches.get("m1")!.live = false;
    expect(await click(lobby, server, fab, "b")).toMatchObject({ matchId: "m2", reused: false });
    server.matches.get("m2")!.spectators = REUSE_BELOW_WATCHERS;
    expect(await click(lobby, server, fab, "c")).toMatchObject({ matchId: "m3", reused: false });
    server.matches.get("m3")!.spectators = REUSE_BELOW_WATCHERS - 1;
    expect(await click(lobby, server, fab, "c")).toMatchObject({ matchId: "m3", reused: true });
    now += REUSE_MAX_AGE_MS + 1;
    expect(await click(lobby, server, fab, "d")).toMatchObject({ matchId: "m4", reused: false });
  });

  it("shares one creation among clicks that arrive while it is under way", async () => {
    const server = fakeServer();
    const lobby = new BotMatches(limits);
    const open = server.hold();
    const clicks = Array.from({ length: 5 }, () => lobby.watch(fab, "a", server.api));
    await new Promise((r) => setTimeout(r, 10));
    open();
    const outcomes = await Promise.all(clicks);
    expect(server.created()).toBe(1);
    expect(new Set(outcomes.map((o) => o.kind === "watch" && o.matchId))).toEqual(new Set(["m1"]));
    expect(outcomes.filter((o) => o.kind === "watch" && !o.reused)).toHaveLength(1);
  });

  it("limits new matches per address in a sliding minute, and for everyone together", async () => {
    let now = 0;
    const server = fakeServer();
    const lobby = new BotMatches(limits, () => now);
    const game = (i: number): BotMatchChoice => ({ game: `g${i}`, p1: "", p2: "" });
    expect(await click(lobby, server, game(1), "a")).toMatchObject({ kind: "watch" });
    now = 20_000;
    expect(await click(lobby, server, game(2), "a")).toMatchObject({ kind: "watch" });
    expect(await click(lobby, server, game(3), "a")).toEqual({ kind: "limited", scope: "address", retryAfterMs: 40_000 });
    // Other addresses are not held back by "a", up to the limit for everyone (5).
    for (const [i, who] of ["b", "b", "c"].entries()) expect(await click(lobby, server, game(10 + i), who)).toMatchObject({ kind: "watch" });
    expect(await click(lobby, server, game(20), "d")).toEqual({ kind: "limited", scope: "all", retryAfterMs: 40_000 });
    expect(server.created()).toBe(5);
    // A minute after its first, "a" may start one again.
    now = 60_000;
    expect(await click(lobby, server, game(3), "a")).toMatchObject({ kind: "watch", reused: false });
    expect(server.created()).toBe(6);
  });

  it("passes a failed creation to every click waiting on it, and the next click tries again", async () => {
    const server = fakeServer();
    const lobby = new BotMatches(limits);
    server.failNext(new Error("game/unknown"));
    const open = server.hold();
    const clicks = [lobby.watch(fab, "a", server.api), lobby.watch(fab, "a", server.api)];
    await new Promise((r) => setTimeout(r, 10));
    open();
    for (const c of clicks) await expect(c).rejects.toThrow("game/unknown");
    expect(await click(lobby, server, fab, "a")).toMatchObject({ matchId: "m1", reused: false });
  });

  it("creates (within the limits) when the live list cannot be read", async () => {
    const server = fakeServer();
    const lobby = new BotMatches(limits);
    await click(lobby, server, fab, "a");
    server.listDown(true);
    expect(await click(lobby, server, fab, "a")).toMatchObject({ matchId: "m2", reused: false });
    expect(await click(lobby, server, fab, "a")).toMatchObject({ kind: "limited", scope: "address" });
  });
});
