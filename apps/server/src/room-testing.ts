import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { ReviewDoc } from "@tablecast/annotations";
import { connect } from "@tablecast/api/client";
import { freshDatabaseUrl, testServices } from "@tablecast/store/testing";
import * as encoding from "lib0/encoding";
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { afterAll, afterEach } from "vitest";
import { botSeats, collect, testServer, type Client } from "./test-support";

// What the review-room tests share: people, clients on a room, a room to open, server nodes.

export const coach = { id: "coach", name: "Coach" };
export const student = { id: "student", name: "Student" };
let counter = 0;
/** A review document over a client's Y.Doc, with ids and times that never collide. */
export const review = (doc: Y.Doc, who: string) => new ReviewDoc(doc, () => `${who}${++counter}`, () => 1_000 + counter);

/** Clients a test opened: destroyed after each test, each once. */
const opened = new Set<{ destroy(): void }>();
export const open = { push: (...items: { destroy(): void }[]) => items.forEach((i) => opened.add(i)) };
afterEach(() => {
  for (const p of opened) p.destroy();
  opened.clear();
});

/** A stock y-websocket client (not our code) on a room, and how its connection ended. */
export function joinRoom(roomsUrl: string, roomId: string, token: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(roomsUrl, roomId, doc, { WebSocketPolyfill: WebSocket as never, params: { token }, disableBc: true });
  const synced = new Promise<void>((resolve) => provider.once("sync", () => resolve()));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    provider.on("connection-close", (event) => {
      if (event !== null) resolve({ code: event.code, reason: String(event.reason) });
    }),
  );
  open.push(provider);
  return { doc, provider, synced, closed };
}

/** Polls `check` until it holds; fails naming what it waited for. */
export async function until(check: () => boolean, what: string, tries = 300, everyMs = 20): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A bot match played to its end and a review room on it opened by its coach. */
async function matchWithRoom(client: Client, extra: { title?: string } = {}) {
  const match = await client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0 });
  await collect(client, { matchId: match.matchId, token: match.tokens.judge });
  const room = await client.room.create.mutate({ matchIds: [match.matchId], matchToken: match.tokens.coach, ...extra });
  return { match, room };
}

/** A server with a finished bot match and a review room on it (SQLite at `sqlitePath` if given). */
export async function roomSetup(sqlitePath?: string) {
  const server = await testServer(sqlitePath === undefined ? {} : { sqlitePath });
  const api = connect(server.url);
  const { match, room } = await matchWithRoom(api.client, { title: "Game 1" });
  /** Stock clients on the room, one a token of each role given, once all have synced. */
  const clients = async <R extends (keyof typeof room.tokens)[]>(...roles: R) => {
    const joined = roles.map((role) => joinRoom(server.roomsUrl, room.roomId, room.tokens[role]));
    await Promise.all(joined.map((c) => c.synced));
    return joined as { [K in keyof R]: ReturnType<typeof joinRoom> };
  };
  return { server, api, match, room, clients };
}

/** Runs `test` on a new roomSetup(), then closes its API client and server, passed or not. */
export async function withRoom(test: (setup: Awaited<ReturnType<typeof roomSetup>>) => Promise<void>): Promise<void> {
  const setup = await roomSetup();
  try {
    await test(setup);
  } finally {
    setup.api.close();
    await setup.server.close();
  }
}

// y-websocket keeps its documents in module state, so each node must be its own process.
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
});

/** A server node in its own process (killed after the file's tests); resolves to its API address. */
export function serverNode(id: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "cli.ts"), "serve", "--port", "0"], {
    cwd: join(import.meta.dirname, ".."),
    env: { ...process.env, ...env, TABLECAST_NODE_ID: id, TABLECAST_LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (line) => resolve(JSON.parse(line).listening as string));
    child.once("exit", (code) => reject(new Error(`node ${id} exited with ${code}`)));
  });
}

/**
 * Two server nodes, each its own process, on a new PostgreSQL database and Redis, with a finished
 * bot match and a review room made through the first; `test` gets them, and the API client on
 * the first is closed after it, passed or not. `join` opens a stock client on the room at a node.
 */
export async function withNodeRoom(
  ids: readonly [string, string],
  test: (setup: Awaited<ReturnType<typeof matchWithRoom>> & { urls: [string, string]; join: (url: string, token: string) => ReturnType<typeof joinRoom> }) => Promise<void>,
): Promise<void> {
  const services = testServices();
  const env = { DATABASE_URL: await freshDatabaseUrl(services.databaseUrl), REDIS_URL: services.redisUrl };
  const urls: [string, string] = await Promise.all([serverNode(ids[0], env), serverNode(ids[1], env)]);
  const api = connect(urls[0]);
  try {
    const { match, room } = await matchWithRoom(api.client);
    const rooms = (url: string) => url.replace(/^http/, "ws").replace(/\/trpc$/, "/yjs");
    await test({ urls, match, room, join: (url, token) => joinRoom(rooms(url), room.roomId, token) });
  } finally {
    api.close();
  }
}

/** An awareness message (y-websocket type 1) for one client id, built by hand as an attacker would. */
export function forgedPresence(clientId: number, clock: number, state: unknown): Uint8Array {
  const update = encoding.createEncoder();
  encoding.writeVarUint(update, 1);
  encoding.writeVarUint(update, clientId);
  encoding.writeVarUint(update, clock);
  encoding.writeVarString(update, JSON.stringify(state));
  const message = encoding.createEncoder();
  encoding.writeVarUint(message, 1);
  encoding.writeVarUint8Array(message, encoding.toUint8Array(update));
  return encoding.toUint8Array(message);
}
