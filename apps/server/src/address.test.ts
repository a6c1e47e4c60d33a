import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressError, apiUrlOf } from "./address";
import { testServer } from "./test-support";

const cli = join(import.meta.dirname, "cli.ts");

/** The server's command line as a user runs it: exit code and what it printed. */
function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", cli, ...args], { cwd: join(import.meta.dirname, ".."), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
}

describe("--url takes the server's address as users type it", () => {
  it("base address, with or without a trailing slash, or the /trpc endpoint", () => {
    expect(apiUrlOf("http://127.0.0.1:8787")).toBe("http://127.0.0.1:8787/trpc");
    expect(apiUrlOf("http://127.0.0.1:8787/")).toBe("http://127.0.0.1:8787/trpc");
    expect(apiUrlOf("http://127.0.0.1:8787/trpc")).toBe("http://127.0.0.1:8787/trpc");
    expect(apiUrlOf("https://casts.example/tablecast/trpc/")).toBe("https://casts.example/tablecast/trpc");
    expect(() => apiUrlOf("127.0.0.1:8787")).toThrow(AddressError);
    expect(() => apiUrlOf("ftp://127.0.0.1:8787")).toThrow(/http:\/\/ or https:\/\//);
  });
});

describe("tablecast match create | watch against real servers", () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  let base: string;
  let notOurs: Server;
  let notOursPort: number;
  let closedPort: number;
  beforeAll(async () => {
    server = await testServer();
    base = server.url.replace(/\/trpc$/, "");
    notOurs = createServer((_req, res) => res.writeHead(404, { "content-type": "text/html" }).end("<html>not here</html>"));
    notOursPort = await listen(notOurs);
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    closedPort = await listen(probe);
    await new Promise((r) => probe.close(r));
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((r) => notOurs?.close(r));
  });

  it("creates a match given the base address and watches it given the /trpc address", async () => {
    const created = await run("match", "create", "--game", "duel", "--bots", "--bot-delay", "0ms", "--url", `${base}/`);
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const { matchId, tokens } = JSON.parse(created.stdout) as { matchId: string; tokens: { spectator: string } };
    const watched = await run("watch", matchId, "--token", tokens.spectator, "--url", `${base}/trpc`);
    expect(watched.code).toBe(0);
    const lines = watched.stdout.trim().split("\n").map((l) => JSON.parse(l) as { seq: number });
    expect(lines[0]!.seq).toBe(0);
    expect(lines.length).toBeGreaterThan(1);
  }, 60_000);

  it("an unreachable address: one line naming it, exit 1, no stack trace", async () => {
    const r = await run("match", "create", "--game", "duel", "--bots", "--url", `http://127.0.0.1:${closedPort}`);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toEqual([`tablecast match: cannot reach a match server at http://127.0.0.1:${closedPort}: connection refused (is \`tablecast serve\` running there?)`]);
    expect(r.stdout).toBe("");
  }, 30_000);

  it("an address where something else answers: one line saying what was expected", async () => {
    const r = await run("watch", "m1", "--token", "t", "--url", `http://127.0.0.1:${notOursPort}`);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^tablecast watch: http://127\\.0\\.0\\.1:${notOursPort} answered, but not as a Tablecast match server \\(GET /health gave 404\\); expected .*8787`));
  }, 30_000);

  it("not an address at all", async () => {
    const r = await run("match", "create", "--game", "duel", "--url", "localhost:8787");
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`tablecast match: --url "localhost:8787": expected an http:// or https:// address, e.g. http://127.0.0.1:8787\n`);
  }, 30_000);
});
