import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { decodeJsonl, PUBLIC, redactStream, replayLog } from "@tablecast/engine";
import { duel } from "@tablecast/engine/testing";
import { afterEach, describe, expect, it } from "vitest";
import { connect } from "@tablecast/api/client";
import { botSeats, collect } from "./test-support";

const cli = join(import.meta.dirname, "cli.ts");

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
});

function serve(db: string): Promise<{ child: ChildProcess; url: string }> {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...env } = process.env;
  // node runs the server itself (tsx only as a loader), so SIGKILL kills the server, not a wrapper.
  const child = spawn(process.execPath, ["--import", "tsx", cli, "serve", "--port", "0", "--db", db], {
    cwd: join(import.meta.dirname, ".."),
    env: { ...env, TABLECAST_LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => resolve({ child, url: JSON.parse(line).listening }));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

describe("crash safety", () => {
  it("kill -9 mid-match: on restart the match resumes from its log, nothing accepted is lost, spectators resume", async () => {
    const db = join(mkdtempSync(join(tmpdir(), "tablecast-crash-")), "tablecast.db");
    const first = await serve(db);
    const a = connect(first.url);
    const { matchId, tokens } = await a.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 40 });
    const before = await collect(a.client, { matchId, token: tokens.judge }, { stopAfter: 6 });
    a.close();
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    const second = await serve(db);
    const b = connect(second.url);
    try {
      // The spectator resumes after the last seq it saw; the match plays on to its end.
      const seen = before.entries.at(-1)!.seq;
      const after = await collect(b.client, { matchId, token: tokens.judge, fromSeq: seen });
      expect(after.error).toBeNull();
      const combined = [...before.entries, ...after.entries];
      expect(combined.map((e) => e.seq)).toEqual(combined.map((_, i) => i));
      const { jsonl, finished } = await b.client.match.replay.query({ matchId, token: tokens.judge });
      expect(finished).toBe(true);
      const log = decodeJsonl(jsonl);
      if (!log.ok) throw new Error(log.error.message);
      const replay = replayLog(duel, log.value);
      expect(replay.failure).toBeNull();
      // Everything the judge saw before the crash is in the log, unchanged.
      expect(combined).toEqual(replay.stream);
      const spectator = await collect(b.client, { matchId, token: tokens.spectator });
      expect(spectator.entries).toEqual(redactStream(replay.stream, PUBLIC));
      // The real process (plain Node module resolution, not the test bundler) serves media too.
      const clip = await fetch(`${second.url.replace(/\/trpc$/, "")}/media/clip/${matchId}.gif?token=${tokens.spectator}&from=0&to=1`);
      expect(clip.status).toBe(200);
      expect(Buffer.from(await clip.arrayBuffer()).subarray(0, 6).toString("latin1")).toBe("GIF89a");
    } finally {
      b.close();
      second.child.kill("SIGTERM");
    }
  });
});

describe("startup with a match that no longer replays", () => {
  it("reports it and serves every other match", async () => {
    const { openStore } = await import("@tablecast/store");
    const { testServer, humanSeats: seats } = await import("./test-support");
    const dir = mkdtempSync(join(tmpdir(), "tablecast-bad-"));
    const file = join(dir, "tablecast.db");
    const store = await openStore({ sqlitePath: file });
    await store.createMatch({
      id: "broken",
      header: { format: "tablecast-log", version: 1, game: "duel", rulesetVersion: "duel-1", engineVersion: "0.1.0", seats: [{ name: "x", kind: "human", deck: ["NOT-A-CARD"] }, { name: "y", kind: "human", deck: [] }], seedCommitment: "0".repeat(64), setupHash: "0".repeat(16) },
      policy: { delay: { kind: "none" }, coach: "after-match", listed: true },
      seed: "s",
      botDelayMs: 0,
      createdAt: 1,
    });
    await store.close();
    const server = await testServer({ sqlitePath: file });
    const { client, close } = connect(server.url);
    try {
      const created = await client.match.create.mutate({ game: "duel", seats });
      expect((await client.match.state.query({ matchId: created.matchId, token: created.tokens.judge })).nextSeq).toBe(1);
    } finally {
      close();
      await server.close();
    }
  });
});
