// The two Quick start commands, for a fresh machine with only Node 20 and npm:
//   npm start   installs everything, then runs the main job: the match server on the embedded
//               SQLite default and the web app, with a live bot match to watch (after a quick
//               simulate/verify from the command line)
//   npm test    installs everything (and Chromium for the browser tests), then runs lint,
//               typecheck and every test, and prints "checks: N passed, N failed"
// Uses only Node's standard library, because nothing else is installed yet.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createInterface } from "node:readline";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { webBuildIsFresh } from "./web-build.mjs";

const PNPM_VERSION = "10.34.8";
const root = new URL("..", import.meta.url).pathname;
const tools = join(root, ".tools");
const env = { ...process.env, PATH: `${join(tools, "node_modules", ".bin")}${delimiter}${process.env.PATH}` };

function step(title) {
  process.stdout.write(`\n▶ ${title}\n`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: "inherit", ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function must(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    process.stderr.write(`\n✗ ${cmd} ${args.join(" ")} failed (exit ${code})\n`);
    process.exit(code);
  }
}

function pnpmVersion() {
  try {
    return execFileSync("pnpm", ["--version"], { env, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** pnpm at the pinned version: the machine's if it matches, else a private copy in .tools/. */
function ensurePnpm() {
  if (pnpmVersion() === PNPM_VERSION) return;
  step(`installing pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(tools, { recursive: true });
  must("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", "--prefix", tools, `pnpm@${PNPM_VERSION}`]);
  if (pnpmVersion() !== PNPM_VERSION) {
    process.stderr.write(`✗ could not set up pnpm ${PNPM_VERSION}\n`);
    process.exit(1);
  }
}

function install() {
  ensurePnpm();
  step("pnpm install");
  must("pnpm", ["install", "--frozen-lockfile", "--reporter=append-only"]);
}

/** Browser tests run in Debian's Chromium (Playwright cannot download browsers here). */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!isRoot || !hasApt) {
    process.stderr.write(`✗ the browser tests need Chromium at ${path}: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH\n`);
    process.exit(1);
  }
  step("installing Chromium (Debian package) for the browser tests");
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  must("apt-get", ["update", "-qq"], { env: aptEnv });
  must("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env: aptEnv });
}

function start() {
  install();
  const tablecast = (...args) => must("pnpm", ["--silent", "tablecast", ...args], { env: { ...env, INIT_CWD: root } });
  mkdirSync(join(root, "matches"), { recursive: true });
  step("a Flesh and Blood bot match from the command line (Rhinar vs Dorinthea): simulate, then verify its log");
  tablecast("simulate", "--game", "fab", "--seed", "2026", "--bot", "greedy", "--out", "matches/demo.jsonl");
  tablecast("verify", "matches/demo.jsonl");
  buildWeb();
  serve();
}

const webDir = join(root, "apps", "web");
const nextBin = join(webDir, "node_modules", "next", "dist", "bin", "next");

/** The web app's production build, rebuilt only when its sources are newer. */
function buildWeb() {
  if (webBuildIsFresh(root)) return;
  step("building the web app (Next.js, once per change)");
  must(process.execPath, [join(webDir, "scripts", "build-overlay.mjs")], { cwd: webDir });
  must(process.execPath, [nextBin, "build"], { cwd: webDir, env: { ...env, NEXT_TELEMETRY_DISABLED: "1" } });
}

/** The match server on the embedded SQLite default (data/tablecast.db), the web app, and a live bot match. */
function serve() {
  const port = process.env.TABLECAST_PORT ?? "8787";
  const webPort = process.env.TABLECAST_WEB_PORT ?? "3000";
  const web = `http://127.0.0.1:${webPort}`;
  step(`starting the match server on http://127.0.0.1:${port} (SQLite: data/tablecast.db)`);
  // Started directly (not through pnpm), so stopping this script stops the server itself.
  const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps", "server", "src", "cli.ts"), "serve", "--port", port], {
    cwd: root,
    env: { ...env, INIT_CWD: root, TABLECAST_LOG_LEVEL: process.env.TABLECAST_LOG_LEVEL ?? "warn", TABLECAST_PUBLIC_URL: web },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let webApp = null;
  let stopping = false;
  const stop = () => {
    stopping = true;
    webApp?.kill("SIGTERM");
    server.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.once("exit", (code) => {
    webApp?.kill("SIGTERM");
    process.exit(code ?? 0);
  });
  const lines = createInterface({ input: server.stdout });
  lines.on("line", (line) => {
    // The server's log lines share stdout; the one that says where it listens starts the rest.
    let url;
    try {
      url = JSON.parse(line).listening;
    } catch {
      url = undefined;
    }
    if (typeof url !== "string") return process.stdout.write(`${line}\n`);
    lines.removeAllListeners("line");
    step(`starting the web app on ${web}`);
    webApp = spawn(process.execPath, [nextBin, "start", "-p", webPort, "-H", "127.0.0.1"], {
      cwd: webDir,
      env: { ...env, TABLECAST_API_URL: url.replace(/\/trpc$/, ""), NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    webApp.once("exit", (code) => {
      if (!stopping && code !== 0 && code !== null) process.stderr.write(`✗ the web app stopped (exit ${code})\n`);
    });
    const created = spawnSync(
      "pnpm",
      ["--silent", "tablecast", "match", "create", "--game", "fab", "--bots", "--bot-delay", "1200ms", "--delay", "3s", "--url", url],
      { cwd: root, env: { ...env, INIT_CWD: root }, encoding: "utf8" },
    );
    if (created.status !== 0) {
      process.stderr.write(`✗ could not create a match: ${created.stderr}\n`);
      stop();
      return;
    }
    const { matchId, tokens } = JSON.parse(created.stdout);
    step(`a live Flesh and Blood bot match is running: ${matchId}`);
    process.stdout.write(
      [
        `Open the lobby in a browser: ${web}`,
        `Watch the match there (3 s broadcast delay, hidden cards redacted): ${web}/match/${matchId}`,
        `or as a judge (everything, live): ${web}/match/${matchId}?token=${tokens.judge}`,
        "",
        "From a terminal:",
        `  npm run tablecast -- watch ${matchId} --token ${tokens.spectator} --url ${url.replace(/\/trpc$/, "")}`,
        "",
        "Both servers keep running; Ctrl+C stops them. Matches persist in data/tablecast.db.",
        "",
      ].join("\n"),
    );
  });
}

/** PostgreSQL and Redis on loopback for the multi-node tests (infra/services.sh), as env vars. */
function startServices() {
  step("starting PostgreSQL and Redis on loopback (infra/services.sh)");
  const r = spawnSync("bash", [join(root, "infra", "services.sh"), "start"], { cwd: root, env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (r.status !== 0) {
    process.stderr.write("✗ could not start PostgreSQL and Redis\n");
    process.exit(1);
  }
  return Object.fromEntries(r.stdout.trim().split("\n").map((line) => line.split("=", 2)));
}

function stopServices() {
  spawnSync("bash", [join(root, "infra", "services.sh"), "stop"], { cwd: root, env, stdio: "inherit" });
}

function test() {
  install();
  ensureChromium();
  const services = startServices();
  const reports = join(root, "reports");
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const checks = [];
  step("lint (eslint, dependency directions)");
  checks.push(["lint", run("pnpm", ["--silent", "lint"]) === 0]);
  step("typecheck");
  checks.push(["typecheck", run("pnpm", ["--silent", "typecheck"]) === 0]);
  step("tests (vitest)");
  const report = join(reports, "vitest.json");
  const vitestCode = run("pnpm", ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    env: { ...env, ...services },
  });
  stopServices();
  let passed = checks.filter(([, ok]) => ok).length;
  let failed = checks.length - passed;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numTotalTests === 0 ? 1 : 0);
    // A file that fails to load has no failed test but is still a failure.
    failed += r.testResults.filter((f) => f.status === "failed" && f.assertionResults.every((a) => a.status !== "failed")).length;
    if (r.numPendingTests + r.numTodoTests > 0) process.stdout.write(`note: ${r.numPendingTests + r.numTodoTests} tests skipped or todo\n`);
  } else {
    failed += 1;
  }
  if (vitestCode !== 0 && failed === 0) failed += 1;
  for (const [name, ok] of checks) process.stdout.write(`${name}: ${ok ? "ok" : "FAILED"}\n`);
  process.stdout.write(`checks: ${passed} passed, ${failed} failed\n`);
  process.exit(failed === 0 ? 0 : 1);
}

const command = process.argv[2];
if (command === "start") start();
else if (command === "test") test();
else {
  process.stderr.write("usage: node scripts/quickstart.mjs start|test\n");
  process.exit(2);
}
