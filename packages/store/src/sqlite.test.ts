import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { storeContract } from "./contract";
import { openStore } from "./open";

const dir = mkdtempSync(join(tmpdir(), "tablecast-store-"));

describe("SQLite store (embedded default)", () => {
  storeContract(() => openStore({ sqlitePath: join(dir, "contract.db") }));

  it("migrates a database of schema 2: matches whose policy is unlisted stay out of listed lists", async () => {
    const file = join(dir, "schema2.db");
    const db = new SQLite(file);
    // Schema 2 as it was: no listed column.
    db.exec(`create table schema_version (version integer not null); insert into schema_version values (2);
      create table matches (id text primary key, game text not null, header text not null, policy text not null, seed text not null,
        bot_delay_ms integer not null, created_at real not null, status text not null, footer text, finished_at real,
        last_seq integer not null default 0, host text, host_until real);
      create table entries (match_id text not null, seq integer not null, seat integer not null, decision text not null, hash text not null, accepted_at real not null, primary key (match_id, seq));
      create table revoked_tokens (match_id text not null, token_id text not null, primary key (match_id, token_id));
      create table secrets (name text primary key, value text not null);
      create table doc_updates (doc text not null, id integer primary key autoincrement, "update" blob not null);`);
    const header = JSON.stringify({ format: "tablecast-log", version: 1, game: "duel", rulesetVersion: "duel-1", engineVersion: "x", seats: [{ name: "A", kind: "human", deck: [] }], seedCommitment: "c", setupHash: "0000000000000000" });
    const insert = db.prepare("insert into matches (id, game, header, policy, seed, bot_delay_ms, created_at, status) values (?, 'duel', ?, ?, 's', 0, ?, 'live')");
    insert.run("old-listed", header, JSON.stringify({ delay: { kind: "none" }, coach: "after-match", listed: true }), 1);
    insert.run("old-unlisted", header, JSON.stringify({ delay: { kind: "none" }, coach: "after-match", listed: false }), 2);
    insert.run("old-default", header, JSON.stringify({ delay: { kind: "none" }, coach: "after-match" }), 3);
    db.close();
    const store = await openStore({ sqlitePath: file });
    expect((await store.listMatches({ listed: true })).map((m) => m.id)).toEqual(["old-default", "old-listed"]);
    expect((await store.listMatches({ listed: false })).map((m) => m.id)).toEqual(["old-unlisted"]);
    await store.close();
  });

  it("keeps everything across close and reopen", async () => {
    const file = join(dir, "reopen.db");
    const a = await openStore({ sqlitePath: file });
    await a.secret("k", () => "v1");
    await a.close();
    const b = await openStore({ sqlitePath: file });
    expect(await b.secret("k", () => "v2")).toBe("v1");
    await b.close();
  });

  it("an entry reported as appended survives kill -9 of the writer, with several matches sharing disk flushes", async () => {
    const file = join(dir, "crash.db");
    // node itself runs the writer (tsx as a loader, not a wrapper process), so SIGKILL hits the writer.
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "crash-writer.ts"), file], {
      cwd: join(import.meta.dirname, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const acknowledged = new Map<string, number>();
    let reports = 0;
    await new Promise<void>((resolve) => {
      createInterface({ input: child.stdout! }).on("line", (line) => {
        const msg = JSON.parse(line) as { matches?: string[]; match?: string; appended?: number };
        for (const id of msg.matches ?? []) acknowledged.set(id, 0);
        if (msg.match !== undefined && msg.appended !== undefined) {
          acknowledged.set(msg.match, msg.appended);
          if (++reports === 160) {
            child.kill("SIGKILL");
            resolve();
          }
        }
      });
    });
    await new Promise((r) => child.once("exit", r));
    const store = await openStore({ sqlitePath: file });
    try {
      expect(acknowledged.size).toBe(4);
      for (const [matchId, last] of acknowledged) {
        const seqs = (await store.entries(matchId)).map((e) => e.seq);
        // No gaps, and every acknowledged entry is there (a few more may have landed after the last report).
        expect(seqs).toEqual(seqs.map((_, i) => i + 1));
        expect(seqs.length).toBeGreaterThanOrEqual(last);
        expect((await store.getMatch(matchId))?.lastSeq).toBe(seqs.length);
      }
    } finally {
      await store.close();
    }
  });

  it("refuses a database URL it cannot serve", async () => {
    await expect(openStore({ databaseUrl: "mysql://x" })).rejects.toThrow(/unsupported database URL/);
  });
});
