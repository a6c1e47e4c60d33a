import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StreamEntry } from "@tablecast/engine";
import { pino } from "pino";
import { connect } from "@tablecast/api/client";
import { afterAll, beforeAll } from "vitest";
import { configFromEnv, type ServerConfig } from "./config";
import { startServer, type RunningServer } from "./server";

/** A real server on a loopback port with its own SQLite file. */
export async function testServer(overrides: Partial<ServerConfig> = {}, now?: () => number): Promise<RunningServer & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "tablecast-server-"));
  const config = configFromEnv({}, { port: 0, sqlitePath: join(dir, "tablecast.db"), logLevel: "silent", ...overrides });
  const server = await startServer(config, { log: pino({ level: "silent" }), ...(now === undefined ? {} : { now }) });
  return Object.assign(server, { dir });
}

export type Client = ReturnType<typeof connect>["client"];
export type TestServer = Awaited<ReturnType<typeof testServer>>;

/**
 * A describe block's server and API client, started before its tests and closed after them;
 * `use` receives them once they are up.
 */
export function useTestServer(use: (opened: { server: TestServer; client: Client }) => void, overrides: Partial<ServerConfig> = {}): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const server = await testServer(overrides);
    const api = connect(server.url);
    stop = async () => {
      api.close();
      await server.close();
    };
    use({ server, client: api.client });
  });
  afterAll(async () => {
    await stop?.();
  });
}

/** Collects a watch stream until it completes (or `stopAfter` entries), with receive times. */
export function collect(
  client: Client,
  input: { matchId: string; token: string; fromSeq?: number },
  opts: { stopAfter?: number } = {},
): Promise<{ entries: StreamEntry[]; at: number[]; error: { message: string; apiCode?: string } | null }> {
  const entries: StreamEntry[] = [];
  const at: number[] = [];
  return new Promise((resolve) => {
    const sub = client.match.watch.subscribe(input, {
      onData(tracked) {
        entries.push(tracked.data as StreamEntry);
        at.push(Date.now());
        if (opts.stopAfter !== undefined && entries.length >= opts.stopAfter) {
          sub.unsubscribe();
          resolve({ entries, at, error: null });
        }
      },
      onError(err) {
        resolve({ entries, at, error: { message: err.message, ...((err.data as { apiCode?: string } | undefined)?.apiCode === undefined ? {} : { apiCode: (err.data as { apiCode: string }).apiCode }) } });
      },
      onComplete() {
        resolve({ entries, at, error: null });
      },
    });
  });
}

export const botSeats = [
  { name: "Ada", kind: "bot" as const, bot: "random" as const, deck: { sample: "balanced" } },
  { name: "Brin", kind: "bot" as const, bot: "greedy" as const, deck: { sample: "aggro" } },
];
export const humanSeats = [
  { name: "Ada", kind: "human" as const, deck: { sample: "balanced" } },
  { name: "Brin", kind: "human" as const, deck: { sample: "aggro" } },
];

/** A call's API error code, or undefined when it succeeded (a refused call's `data.apiCode`). */
export async function apiCode(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
    return undefined;
  } catch (e) {
    return (e as { data?: { apiCode?: string } }).data?.apiCode ?? "error";
  }
}
