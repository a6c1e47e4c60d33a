import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureBuilt, freePort, ROOT, WEB_DIR } from "./harness";

/**
 * The match server and the web app as separate processes with settings of the test's choosing
 * (the harness's stack has none: no admin key, default limits), each with its process id so a
 * test can watch its memory.
 */

export interface Proc {
  readonly url: string;
  readonly pid: number;
  /** Recent stdout and stderr (for a failing test's message). */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  stop(): Promise<void>;
}

/** The environment without the multi-node and key settings a test run may carry. */
function baseEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, TABLECAST_NODE_ID: _node, TABLECAST_ADMIN_KEY: _key, ...rest } = process.env;
  return rest;
}


async function launch(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; url: string; ready: string }): Promise<Proc> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const keep = (d: Buffer) => (text = (text + d.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!alive()) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await gone;
    clearTimeout(timer);
  };
  const until = Date.now() + 60_000;
  for (;;) {
    if (!alive()) throw new Error(`${opts.url}: process exited (${child.exitCode}):\n${text}`);
    const up = await fetch(opts.ready).then(
      (res) => res.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`${opts.url} did not come up in 60 s:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url: opts.url, pid: child.pid!, output: () => text, alive, stop };
}

/** The match server on a loopback port, its SQLite database in `dir`. */
export async function startApi(dir: string, env: Readonly<Record<string, string>> = {}): Promise<Proc> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return launch(["--import", "tsx", join(ROOT, "apps/server/src/cli.ts"), "serve"], {
    cwd: ROOT,
    env: { ...baseEnv(), TABLECAST_HOST: "127.0.0.1", TABLECAST_PORT: String(port), TABLECAST_DB: join(dir, "tablecast.db"), TABLECAST_LOG_LEVEL: "warn", ...env },
    url,
    ready: `${url}/trpc/games`,
  });
}

/** The production build of the web app (built first when stale), talking to `apiUrl`. */
export async function startWeb(apiUrl: string, env: Readonly<Record<string, string>> = {}): Promise<Proc> {
  await ensureBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return launch([join(WEB_DIR, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: WEB_DIR,
    env: { ...baseEnv(), TABLECAST_API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: "1", ...env },
    url,
    ready: `${url}/api/cards/fab`,
  });
}

/** A process's resident memory in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (line === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}

/**
 * A process's RSS growth over `before` once its garbage is collected: what a burst of requests left
 * is garbage until the next collection, which V8 runs some seconds after allocation quiets down
 * (its memory reducer), so the growth is read every half second until it falls under `bound` or
 * `ms` pass. Returns the last reading and every reading (in bytes), for the test's log.
 */
export async function settledGrowth(pid: number, before: number, bound: number, ms: number): Promise<{ readonly growth: number; readonly readings: readonly number[] }> {
  const readings: number[] = [];
  const until = performance.now() + ms;
  for (;;) {
    const growth = rssBytes(pid) - before;
    readings.push(growth);
    if (growth < bound || performance.now() >= until) return { growth, readings };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
