import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gameById } from "@tablecast/api";
import { decodeJsonl, entryHash, replayLog } from "@tablecast/engine";
import { DEFAULT_POLICY } from "@tablecast/protocol";
import { openStore } from "@tablecast/store";
import { chromium, type Browser } from "playwright-core";
import { webBuildIsFresh } from "../../../scripts/web-build.mjs";

/**
 * A real stack for browser tests and benchmarks: the match server (SQLite in a temp dir) and the
 * production build of the web app, each its own process on a loopback port, and Debian Chromium.
 */
export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
export const ROOT = join(WEB_DIR, "../..");
export const SCREENSHOTS = join(ROOT, "reports", "screenshots");

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Builds the web app when its build is missing or older than its sources (or the ui package's).
 * Test files run in parallel: a lock directory makes the others wait for one build.
 */
export async function ensureBuilt(): Promise<void> {
  const lock = join(WEB_DIR, ".next-build-lock");
  const fresh = () => webBuildIsFresh(ROOT);
  if (fresh()) return;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another build is running; a lock older than five minutes is a crashed build's.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!fresh()) build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function build(): void {
  const lite = spawnSync(process.execPath, [join(WEB_DIR, "scripts", "build-overlay.mjs")], { cwd: WEB_DIR, encoding: "utf8" });
  if (lite.status !== 0) throw new Error(`overlay bundle failed:\n${lite.stdout}\n${lite.stderr}`);
  const out = spawnSync(process.execPath, [join(WEB_DIR, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: WEB_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  if (out.status !== 0) throw new Error(`next build failed:\n${out.stdout}\n${out.stderr}`);
}

async function waitFor(url: string, child: ChildProcess, output: () => string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up in ${ms} ms:\n${output()}`);
}

function start(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): { child: ChildProcess; output: () => string } {
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  child.stdout?.on("data", (d: Buffer) => (text = (text + d.toString()).slice(-20_000)));
  child.stderr?.on("data", (d: Buffer) => (text = (text + d.toString()).slice(-20_000)));
  return { child, output: () => text };
}

export interface Stack {
  readonly apiUrl: string;
  readonly webUrl: string;
  readonly dir: string;
  /** Kills the match server (SIGKILL, as a crash) and starts it again on the same port and database. */
  crashApi(): Promise<void>;
  /** The match server's recent output (for a failing test's message). */
  apiOutput(): string;
  /** The match server's process id (to pause it: SIGSTOP / SIGCONT). */
  apiPid(): number;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await gone;
  clearTimeout(timer);
}

/** `webEnv`: extra settings for the web server (a short lobby idle limit, say). */
export async function startStack(opts: { readonly webEnv?: Readonly<Record<string, string>> } = {}): Promise<Stack> {
  await ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), "tablecast-web-"));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  // The embedded server of its own: none of the multi-node settings the test run may carry.
  const { DATABASE_URL: _db, REDIS_URL: _redis, TABLECAST_NODE_ID: _node, TABLECAST_ADMIN_KEY: _key, ...baseEnv } = process.env;
  const startApi = () =>
    start(process.execPath, ["--import", "tsx", join(ROOT, "apps/server/src/cli.ts"), "serve"], {
      cwd: ROOT,
      env: { ...baseEnv, TABLECAST_HOST: "127.0.0.1", TABLECAST_PORT: String(apiPort), TABLECAST_DB: join(dir, "tablecast.db"), TABLECAST_LOG_LEVEL: "warn", TABLECAST_PUBLIC_URL: webUrl },
    });
  let api = startApi();
  const web = start(process.execPath, [join(WEB_DIR, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(webPort), "-H", "127.0.0.1"], {
    cwd: WEB_DIR,
    env: { ...baseEnv, TABLECAST_API_URL: apiUrl, TABLECAST_RULES_DIR: join(dir, "rules"), NEXT_TELEMETRY_DISABLED: "1", ...opts.webEnv },
  });
  try {
    await waitFor(`${apiUrl}/trpc/games`, api.child, api.output);
    await waitFor(`${webUrl}/api/cards/fab`, web.child, web.output);
  } catch (e) {
    await Promise.all([stopChild(api.child), stopChild(web.child)]);
    throw e;
  }
  return {
    apiUrl,
    webUrl,
    dir,
    crashApi: async () => {
      const gone = new Promise<void>((resolve) => api.child.once("exit", () => resolve()));
      api.child.kill("SIGKILL");
      await gone;
      api = startApi();
      await waitFor(`${apiUrl}/trpc/games`, api.child, api.output);
    },
    apiOutput: () => api.output(),
    apiPid: () => api.child.pid!,
    stop: async () => {
      await Promise.all([stopChild(web.child), stopChild(api.child)]);
    },
  };
}

/** Debian Chromium, headless, with the flags this machine's closed network needs (STACK.md). */
export function launchChromium(): Promise<Browser> {
  // Playwright gives every launch a fresh, temporary profile (--user-data-dir).
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name}.png`);
}

/**
 * A finished bot match played from a pinned seed (the command line's `simulate`), stored in the
 * stack's database as the server stores a match it hosted. A test that needs a particular
 * situation gets the same game on every run; it should assert that the situation is there.
 */
export async function addSimulatedMatch(stack: Stack, opts: { game: string; seed: string; bot: string; p1?: string; p2?: string }): Promise<string> {
  const out = join(stack.dir, `${opts.game}-${opts.seed}.jsonl`);
  const decks = [...(opts.p1 === undefined ? [] : ["--p1", opts.p1]), ...(opts.p2 === undefined ? [] : ["--p2", opts.p2])];
  const args = ["simulate", "--game", opts.game, "--seed", opts.seed, "--bot", opts.bot, ...decks, "--out", out];
  const sim = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "apps/cli/src/main.ts"), ...args], { cwd: ROOT, encoding: "utf8" });
  if (sim.status !== 0) throw new Error(`simulate failed:\n${sim.stdout}\n${sim.stderr}`);
  const log = decodeJsonl(readFileSync(out, "utf8"));
  if (!log.ok) throw new Error(`simulate wrote an unreadable log: ${log.error.message}`);
  const { header, footer } = log.value;
  if (footer === undefined || log.value.entries.length === 0) throw new Error("simulate wrote an unfinished log");
  // A log file keeps hashes only at checkpoints; a match's store keeps every entry's, as the server checks them.
  const replay = replayLog(gameById(header.game)!, log.value, { everyHash: true });
  if (replay.failure !== null) throw new Error(`simulate wrote a log that does not verify: ${replay.failure.message}`);
  const entries = log.value.entries.map((e) => ({ seq: e.seq, seat: e.seat, decision: e.decision, hash: entryHash(replay.hashes[e.seq]!) }));
  const matchId = `sim-${opts.game}-${opts.seed}`;
  const now = Date.now();
  const store = await openStore({ sqlitePath: join(stack.dir, "tablecast.db") });
  try {
    await store.createMatch({ id: matchId, header, policy: DEFAULT_POLICY, seed: opts.seed, botDelayMs: 0, createdAt: now });
    for (const entry of entries.slice(0, -1)) await store.appendEntry(matchId, { ...entry, acceptedAt: now });
    await store.finishMatch(matchId, footer, now, { ...entries.at(-1)!, acceptedAt: now });
  } finally {
    await store.close();
  }
  return matchId;
}
