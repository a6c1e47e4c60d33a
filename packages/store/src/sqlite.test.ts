import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { storeContract } from "./contract";
import { openStore } from "./open";

const dir = mkdtempSync(join(tmpdir(), "tablecast-store-"));

describe("SQLite store (embedded default)", () => {
  storeContract(() => openStore({ sqlitePath: join(dir, "contract.db") }));

  it("keeps everything across close and reopen", async () => {
    const file = join(dir, "reopen.db");
    const a = await openStore({ sqlitePath: file });
    await a.secret("k", () => "v1");
    await a.close();
    const b = await openStore({ sqlitePath: file });
    expect(await b.secret("k", () => "v2")).toBe("v1");
    await b.close();
  });

  it("an entry reported as appended survives kill -9 of the writer", async () => {
    const file = join(dir, "crash.db");
    // node itself runs the writer (tsx as a loader, not a wrapper process), so SIGKILL hits the writer.
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "crash-writer.ts"), file], {
      cwd: join(import.meta.dirname, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const acknowledged: number[] = [];
    let matchId = "";
    await new Promise<void>((resolve) => {
      createInterface({ input: child.stdout! }).on("line", (line) => {
        const msg = JSON.parse(line) as { match?: string; appended?: number };
        if (msg.match !== undefined) matchId = msg.match;
        if (msg.appended !== undefined) acknowledged.push(msg.appended);
        if (acknowledged.length === 40) {
          child.kill("SIGKILL");
          resolve();
        }
      });
    });
    await new Promise((r) => child.once("exit", r));
    const store = await openStore({ sqlitePath: file });
    try {
      const entries = await store.entries(matchId);
      const seqs = entries.map((e) => e.seq);
      // No gaps, and every acknowledged entry is there (a few more may have landed after the last report).
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(seqs.length).toBeGreaterThanOrEqual(acknowledged.at(-1)!);
      expect((await store.getMatch(matchId))?.lastSeq).toBe(seqs.length);
    } finally {
      await store.close();
    }
  });

  it("refuses a database URL it cannot serve", async () => {
    await expect(openStore({ databaseUrl: "mysql://x" })).rejects.toThrow(/unsupported database URL/);
  });
});
