import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { Io } from "../command";
import { main } from "../main";

const run = promisify(execFile);
const tsx = join(import.meta.dirname, "../../node_modules/.bin/tsx");
const entry = join(import.meta.dirname, "../main.ts");

/** A paper Blitz match between two Welcome to Rathe decks, as a coverage team writes it down. */
const SCRIPT = `game: fab
player 1: Ada
player 2: Brin
deck 1:
Hero: Rhinar
Weapons: Romping Club
3x Savage Swing (red)
3x Wrecker Romp (red)
3x Pack Hunt (red)
3x Sink Below (red)
end
deck 2:
Hero: Dorinthea
Weapons: Dawnblade
3x Driving Blade (red)
3x Warrior's Valor (red)
3x Sink Below (red)
3x Steelblade Supremacy (red)
end
p1 pitch Sink Below (red)
p1 play Savage Swing (red)
p2 defend Sink Below (red)
p2 life -4
next turn
p2 attack Dawnblade
p1 life -2
p2 wins
`;

describe("tablecast coverage import", () => {
  const dir = mkdtempSync(join(tmpdir(), "tablecast-coverage-"));
  const exec = (...args: string[]) => run(tsx, [entry, ...args], { cwd: dir, env: { ...process.env, INIT_CWD: dir } }).catch((e: { code: number; stdout: string; stderr: string }) => e);

  it("turns a coverage script into a log that verify accepts, saying it was played in tabletop mode", async () => {
    writeFileSync(join(dir, "round3.txt"), SCRIPT);
    const done = await exec("coverage", "import", "round3.txt", "--out", "round3.jsonl");
    expect(done.stdout).toMatch(/^fab in tabletop mode: \d+ decisions, P2 wins, declared at the table; wrote round3\.jsonl/);
    const out: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: (t) => out.push(t), cwd: dir };
    expect(await main(["verify", "round3.jsonl"], io)).toBe(0);
    expect(out[0]).toMatch(/^ok: Flesh and Blood \(tabletop mode\), \d+ decisions replayed, .* verified; P2 won/);
  }, 60_000);

  it("a malformed line is named with its number, the exit code is 1 and nothing is written", async () => {
    writeFileSync(join(dir, "typo.txt"), SCRIPT.replace("p2 life -4", "p2 lfe -4"));
    const failed = await exec("coverage", "import", "typo.txt", "--out", "typo.jsonl");
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/typo\.txt: line 23: "lfe" is not a coverage action .*\[tabletop\/line\]/);
    expect(existsSync(join(dir, "typo.jsonl"))).toBe(false);
  }, 60_000);
});
