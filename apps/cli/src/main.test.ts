import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { main } from "./main";
import { harness } from "./testing";

const run = promisify(execFile);

describe("tablecast CLI", () => {
  let dir: string;
  let cli: ReturnType<typeof harness>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "tablecast-cli-"));
    cli = harness(dir, main);
    expect(await cli.call("simulate", "--game", "duel", "--seed", "42", "--bot", "greedy", "--out", "game.jsonl")).toBe(0);
  });

  it("simulate writes a finished log that verify accepts", async () => {
    expect(cli.out.join()).toMatch(/^Duel \(test game\): \d+ decisions, .*wrote game.jsonl \(jsonl, \d+ bytes\)$/);
    expect(await cli.call("verify", "game.jsonl")).toBe(0);
    // A format-3 log: the setup hash and its checkpoint hashes are what is compared.
    expect(cli.out[0]).toMatch(/^ok: Duel .* decisions replayed, the setup hash and \d+ checkpoint hashes \(each binding every decision before it\) and the seed commitment verified/);
  });

  it("the same seed gives the same log, byte for byte", async () => {
    expect(await cli.call("simulate", "--game", "duel", "--seed", "42", "--bot", "greedy", "--out", "again.jsonl")).toBe(0);
    expect(readFileSync(join(dir, "again.jsonl"), "utf8")).toBe(readFileSync(join(dir, "game.jsonl"), "utf8"));
    expect(await cli.call("simulate", "--game", "duel", "--seed", "43", "--out", "other.jsonl")).toBe(0);
    expect(readFileSync(join(dir, "other.jsonl"), "utf8")).not.toBe(readFileSync(join(dir, "game.jsonl"), "utf8"));
  });

  it("simulate reads a Flesh and Blood deck list written as players write it, and names the line of a mistake", async () => {
    const list = ["Hero: Rhinar", "Weapons: Romping Club", ""];
    for (const name of ["Savage Swing", "Wrecker Romp", "Pack Hunt", "Smash Instinct", "Barraging Beatdown", "Alpha Rampage"])
      for (const colour of ["red", "yellow", "blue"]) if (!(name === "Alpha Rampage" && colour !== "red")) list.push(`2x ${name} (${colour})`);
    list.push("2x Sigil of Solace (red)", "2x Energy Potion", "2x Bone Head Barrier", "2x Reckless Swing (blue)");
    writeFileSync(join(dir, "rhinar.txt"), list.join("\n"));
    expect(await cli.call("simulate", "--game", "fab", "--seed", "7", "--p1", "rhinar.txt", "--out", "fab.jsonl"), cli.err.join("\n")).toBe(0);
    expect(await cli.call("verify", "fab.jsonl")).toBe(0);
    writeFileSync(join(dir, "typo.txt"), list.join("\n").replace("Pack Hunt (red)", "Pak Hunt (red)"));
    expect(await cli.call("simulate", "--game", "fab", "--seed", "7", "--p1", "typo.txt", "--out", "x.jsonl")).toBe(2);
    expect(cli.err.join("\n")).toContain('typo.txt: line 10: "Pak Hunt (red)" is not a Flesh and Blood card — did you mean "Pack Hunt (red)"?');
  });

  it("cards --coverage prints implemented / total per set; unknown sets and games are usage errors", async () => {
    expect(await cli.call("cards", "--game", "fab", "--coverage")).toBe(0);
    // Every set of the card database, in release order; Welcome to Rathe whole.
    expect(cli.out).toContain("Welcome to Rathe (WTR): 226 / 226 implemented");
    expect(cli.out).toContainEqual(expect.stringMatching(/^Arcane Rising \(ARC\): \d+ \/ \d+ implemented$/));
    expect(cli.out.filter((l) => l.startsWith("  missing:"))).toEqual([]);
    expect(cli.out.at(-1)).toMatch(/^All sets \(each card once\): \d+ \/ \d+ implemented$/);
    expect(await cli.call("cards", "--game", "fab", "--set", "wtr")).toBe(0);
    expect(cli.out).toHaveLength(226);
    expect(cli.out[0]).toBe("WTR000\tHeart of Fyendal (blue)");
    expect(await cli.call("cards", "--game", "fab", "--set", "ARC")).toBe(0);
    expect(cli.out).toContain("ARC001\tDash, Inventor Extraordinaire");
    expect(cli.out).toContain("ARC038\tAzalea, Ace in the Hole");
    expect(await cli.call("cards", "--game", "fab", "--set", "CRU")).toBe(0);
    expect(cli.out).toContain("CRU097\tShiyana, Diamond Gemini");
    expect(await cli.call("cards", "--game", "fab", "--set", "XYZ")).toBe(2);
    expect(cli.err.join("\n")).toContain('has no set "XYZ"; sets: ');
    expect(await cli.call("cards", "--game", "chess")).toBe(2);
    expect(await cli.call("cards", "--game", "riftbound", "--coverage")).toBe(0);
    expect(cli.out[0]).toMatch(/^Origins \(OGN\): \d+ \/ 352 implemented$/);
    expect(cli.out).toContainEqual(expect.stringMatching(/^Original test cards \(TST\): (\d+) \/ \1 implemented$/));
    // The missing cards only for one set.
    expect(cli.out.some((l) => l.startsWith("  missing:"))).toBe(false);
    // Origins is whole: its line alone.
    expect(await cli.call("cards", "--game", "riftbound", "--coverage", "--set", "ogn")).toBe(0);
    expect(cli.out).toEqual(["Origins (OGN): 352 / 352 implemented"]);
    // A set the rules do not cover yet lists its missing cards, each with why.
    expect(await cli.call("cards", "--game", "riftbound", "--coverage", "--set", "sfd")).toBe(0);
    expect(cli.out[0]).toMatch(/^Spiritforged \(SFD\): \d+ \/ 288 implemented$/);
    expect(cli.out).toContainEqual(expect.stringMatching(/^ {2}missing: .+ \(SFD-\d+\w?\) — .+$/));
    expect(cli.out.some((l) => l.startsWith("All sets"))).toBe(false);
  });

  it("import/export convert between the codecs losslessly", async () => {
    expect(await cli.call("import", "game.jsonl", "--out", "game.tcb")).toBe(0);
    expect(await cli.call("verify", "game.tcb")).toBe(0);
    expect(await cli.call("export", "game.tcb", "--out", "back.jsonl")).toBe(0);
    expect(readFileSync(join(dir, "back.jsonl"), "utf8")).toBe(readFileSync(join(dir, "game.jsonl"), "utf8"));
    expect(readFileSync(join(dir, "game.tcb")).length).toBeLessThan(readFileSync(join(dir, "game.jsonl")).length);
  });

  it("view prints the table as each audience sees it", async () => {
    expect(await cli.call("view", "game.jsonl", "--as", "p1", "--at", "0")).toBe(0);
    const p1 = JSON.parse(cli.out[0]!);
    expect(p1.seq).toBe(0);
    const handOf = (view: { zones: Record<string, { objects: string[] }>; objects: Record<string, { face?: unknown }> }, seat: number) =>
      view.zones[`p${seat}.hand`]!.objects.map((id) => view.objects[id]!.face);
    expect(handOf(p1, 0).every((f: unknown) => f !== undefined)).toBe(true);
    expect(handOf(p1, 1).every((f: unknown) => f === undefined)).toBe(true);
    expect(await cli.call("view", "game.jsonl", "--as", "public", "--at", "0")).toBe(0);
    const pub = JSON.parse(cli.out[0]!);
    expect([...handOf(pub, 0), ...handOf(pub, 1)].every((f: unknown) => f === undefined)).toBe(true);
    expect(await cli.call("view", "game.jsonl", "--as", "all", "--at", "0")).toBe(0);
    const all = JSON.parse(cli.out[0]!);
    expect([...handOf(all, 0), ...handOf(all, 1)].every((f: unknown) => f !== undefined)).toBe(true);
    expect(await cli.call("view", "game.jsonl")).toBe(0);
    expect(JSON.parse(cli.out[0]!).end).not.toBeNull();
  });

  it("a tampered log fails verify, naming the first seq its checkpoint does not vouch for", async () => {
    const lines = readFileSync(join(dir, "game.jsonl"), "utf8").trimEnd().split("\n");
    // A short game: its only checkpoint is its last entry, whose hash covers every decision.
    const last = lines.length - 2;
    const entry = JSON.parse(lines[last]!);
    expect(lines.slice(1, last).some((l) => "h" in JSON.parse(l))).toBe(false);
    lines[last] = JSON.stringify({ ...entry, h: entry.h.startsWith("0") ? `1${entry.h.slice(1)}` : `0${entry.h.slice(1)}` });
    writeFileSync(join(dir, "tampered.jsonl"), `${lines.join("\n")}\n`);
    expect(await cli.call("verify", "tampered.jsonl")).toBe(1);
    expect(cli.err[0]).toMatch(new RegExp(`^verify failed at seq 1: the checkpoint hash at seq ${entry.seq} .* seq 1 to ${entry.seq} differs \\[verify/hash-mismatch\\]`));
  });

  it("verify checks a Flesh and Blood log of engine 0.3.0 with that engine's hash (the same states, hashed whole)", async () => {
    writeFileSync(join(dir, "fab-0.3.0.tcb"), readFileSync(join(import.meta.dirname, "fixtures/fab-engine-0.3.0.tcb")));
    expect(await cli.call("verify", "fab-0.3.0.tcb"), cli.err.join("\n")).toBe(0);
    expect(cli.out[0]).toMatch(/^ok: Flesh and Blood .*677 decisions replayed, 678 state hashes/);
  });

  it("verify refuses a log of an engine whose states differ, naming it", async () => {
    const lines = readFileSync(join(dir, "game.jsonl"), "utf8").split("\n");
    lines[0] = lines[0]!.replace(/"engineVersion":"[^"]*"/, '"engineVersion":"0.2.0"');
    writeFileSync(join(dir, "engine-0.2.0.jsonl"), lines.join("\n"));
    expect(await cli.call("verify", "engine-0.2.0.jsonl")).toBe(1);
    expect(cli.err[0]).toMatch(/^verify failed at seq 0: log was written by engine 0\.2\.0 \(log format 3\); this is engine 0\.4\.0, which verifies logs of engines 0\.4\.0 and 0\.3\.0 only .*\[verify\/engine-version\]$/);
  });

  it("a wrong seed fails verify", async () => {
    const lines = readFileSync(join(dir, "game.jsonl"), "utf8").trimEnd().split("\n");
    const footer = JSON.parse(lines.at(-1)!);
    lines[lines.length - 1] = JSON.stringify({ ...footer, seed: "41" });
    writeFileSync(join(dir, "wrong-seed.jsonl"), `${lines.join("\n")}\n`);
    expect(await cli.call("verify", "wrong-seed.jsonl")).toBe(1);
    expect(cli.err[0]).toMatch(/seed commitment/);
  });

  it("bad input: a clear message, a non-zero exit, nothing written", async () => {
    const before = readdirSync(dir).sort();
    const cases: [string[], number, RegExp][] = [
      [["simulate", "--game", "chess", "--seed", "1", "--out", "x.jsonl"], 2, /unknown game "chess"; known games: fab, duel/],
      [["simulate", "--game", "duel", "--out", "x.jsonl"], 2, /--seed is required/],
      [["simulate", "--game", "duel", "--seed", "1", "--out", "x.jsonl", "--bot", "smart"], 2, /--bot must be one of random, greedy/],
      [["simulate", "--game", "duel", "--seed", "1", "--out", "x.jsonl", "--p1", "no-such-deck"], 2, /neither a sample deck/],
      [["simulate", "--game", "duel", "--seed", "1", "--out", "x.jsonl", "--frobnicate"], 2, /Unknown option '--frobnicate'/],
      [["verify"], 2, /expected one FILE argument/],
      [["verify", "missing.jsonl"], 1, /missing.jsonl: cannot read \(ENOENT\)/],
      [["view", "game.jsonl", "--at", "999"], 1, /there is no seq 999/],
      [["view", "game.jsonl", "--at=-1"], 2, /--at must be a seq number, not "-1"/],
      [["view", "game.jsonl", "--at", "-1"], 2, /Option '--at' argument is ambiguous/],
      [["view", "game.jsonl", "--as", "p3"], 2, /--as must be public, all or p1..p2/],
      [["nonsense"], 2, /unknown command "nonsense"/],
    ];
    for (const [argv, code, message] of cases) {
      expect(await cli.call(...argv), argv.join(" ")).toBe(code);
      expect(cli.err.join("\n"), argv.join(" ")).toMatch(message);
    }
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it("malformed, truncated and foreign files are refused with the line", async () => {
    const text = readFileSync(join(dir, "game.jsonl"), "utf8");
    writeFileSync(join(dir, "cut.jsonl"), text.slice(0, Math.floor(text.length / 2)));
    writeFileSync(join(dir, "junk.jsonl"), `${text.split("\n")[0]}\n{oops\n`);
    writeFileSync(join(dir, "future.jsonl"), text.replace('"version":3', '"version":4'));
    writeFileSync(join(dir, "binary-junk.tcb"), Buffer.from([0x54, 0x43, 0x4c, 0x47, 1, 0xff, 0xff]));
    writeFileSync(join(dir, "unknown-game.jsonl"), text.replace('"game":"duel"', '"game":"go"'));
    const cases: [string, RegExp][] = [
      ["cut.jsonl", /cut.jsonl:line \d+: .*truncated/],
      ["junk.jsonl", /junk.jsonl:line 2: line 2 is not valid JSON/],
      ["future.jsonl", /line 1: unsupported log format version 4/],
      ["binary-junk.tcb", /binary-junk.tcb:byte \d+: the binary log ends inside the header/],
      ["unknown-game.jsonl", /unknown game "go"/],
    ];
    for (const [file, message] of cases) {
      expect(await cli.call("verify", file), file).toBe(1);
      expect(cli.err.join("\n"), file).toMatch(message);
      expect(await cli.call("export", file, "--out", `${file}.out.jsonl`), file).toBe(file === "unknown-game.jsonl" ? 0 : 1);
    }
    expect(readdirSync(dir).filter((f) => f.endsWith(".out.jsonl"))).toEqual(["unknown-game.jsonl.out.jsonl"]);
  });

  it("--help for the tool and each command", async () => {
    expect(await cli.call("--help")).toBe(0);
    expect(cli.out[0]).toMatch(/simulate[\s\S]*verify[\s\S]*view[\s\S]*export[\s\S]*import/);
    for (const name of ["simulate", "verify", "view", "export", "import"]) {
      expect(await cli.call(name, "--help")).toBe(0);
      expect(cli.out[0]).toMatch(new RegExp(`^Usage: tablecast ${name}`));
    }
  });

  it("runs as a real process with exit codes a script can use", async () => {
    const tsx = join(import.meta.dirname, "../node_modules/.bin/tsx");
    const entry = join(import.meta.dirname, "main.ts");
    const ok = await run(tsx, [entry, "verify", "game.jsonl"], { cwd: dir, env: { ...process.env, INIT_CWD: dir } });
    expect(ok.stdout).toMatch(/^ok: /);
    const failed = await run(tsx, [entry, "verify", "tampered.jsonl"], { cwd: dir, env: { ...process.env, INIT_CWD: dir } }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/verify failed at seq 1: .*\[verify\/hash-mismatch\]/);
  });
});
