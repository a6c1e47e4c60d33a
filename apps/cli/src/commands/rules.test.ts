import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SOURCES_DIR } from "@tablecast/rules/sources";
import { beforeAll, describe, expect, it } from "vitest";
import { harness } from "../testing";
import { rulesCommand } from "./rules";

const RULES = SOURCES_DIR;

describe("tablecast rules", () => {
  let dir: string;
  let data: string;
  let cli: ReturnType<typeof harness>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "tablecast-rules-"));
    data = join(dir, "data");
    cli = harness(dir, (argv, io) => rulesCommand.run(argv, io));
    expect(await cli.call("import", join(RULES, "fab-comprehensive-rules-2.13.0.txt"), "--game", "fab", "--data", data)).toBe(0);
  });

  it("import writes <game>-<document>-<version>.json in the data folder", () => {
    expect(cli.out.join("\n")).toMatch(/^Flesh and Blood Comprehensive Rules 2\.13\.0: 1265 rules, 285 glossary terms; wrote .*fab-cr-2\.13\.0\.json/);
    expect(readdirSync(data)).toEqual(["fab-cr-2.13.0.json"]);
    expect(JSON.parse(readFileSync(join(data, "fab-cr-2.13.0.json"), "utf8")).document.version).toBe("2.13.0");
  });

  it("keeps an older version beside the newer one, and re-importing is a no-op", async () => {
    expect(await cli.call("import", join(RULES, "fab-rules-viewer-winforms.cs.txt"), "--game", "fab", "--document", "cr", "--data", data)).toBe(0);
    expect(readdirSync(data).sort()).toEqual(["fab-cr-2.13.0.json", expect.stringMatching(/^fab-cr-unversioned-[0-9a-f]{8}\.json$/)]);
    expect(await cli.call("import", join(RULES, "fab-comprehensive-rules-2.13.0.txt"), "--game", "fab", "--data", data)).toBe(0);
    expect(cli.out.join()).toMatch(/unchanged/);
  });

  it("never silently replaces a file holding another version", async () => {
    const out = join(dir, "taken.json");
    expect(await cli.call("import", join(RULES, "fab-comprehensive-rules-2.13.0.txt"), "--game", "fab", "--out", "taken.json")).toBe(0);
    const before = readFileSync(out, "utf8");
    expect(await cli.call("import", join(RULES, "fab-cr-chapter8-keywords.txt"), "--game", "fab", "--out", "taken.json")).toBe(1);
    expect(cli.err.join()).toMatch(/already holds fab-cr-2\.13\.0, not fab-keywords-unversioned-/);
    expect(readFileSync(out, "utf8")).toBe(before);
    expect(await cli.call("import", join(RULES, "fab-cr-chapter8-keywords.txt"), "--game", "fab", "--out", "taken.json", "--force")).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).document.kind).toBe("keywords");
  });

  it("search ranks the keyword's own rule first", async () => {
    expect(await cli.call("search", "dominate", "--game", "fab", "--data", data)).toBe(0);
    expect(cli.out[0]).toMatch(/^8\.3\.4 Dominate\n {4}Dominate is a static ability/);
    expect(await cli.call("search", "7.3.2", "--game", "fab", "--data", data, "--limit", "2")).toBe(0);
    expect(cli.out).toHaveLength(2);
    expect(cli.out[0]).toMatch(/^7\.3\.2\n {4}\S/);
  });

  it("show prints one rule of the newest version, or of the version asked for", async () => {
    expect(await cli.call("show", "1.11.2", "--game", "fab", "--data", data)).toBe(0);
    expect(cli.out[0]).toMatch(/^1\.11\.2 +\[Flesh and Blood Comprehensive Rules 2\.13\.0\]\nOnly one player can have priority/);
    expect(cli.out[0]).toContain("Parent: 1.11");
    expect(await cli.call("show", "7.7", "--game", "fab", "--data", data)).toBe(0);
    expect(cli.out[0]).toMatch(/^7\.7 Close Step/);
    const older = readdirSync(data).find((f) => f.startsWith("fab-cr-unversioned-"))!.replace(/^fab-cr-|\.json$/g, "");
    expect(await cli.call("show", "7.7", "--game", "fab", "--data", data, "--version", older)).toBe(0);
    expect(cli.out[0]).toMatch(/^7\.7 Link Step/);
    expect(await cli.call("show", "99.99", "--game", "fab", "--data", data)).toBe(1);
  });

  it("diff reports per-rule changes between two versions", async () => {
    const files = readdirSync(data).sort();
    expect(await cli.call("diff", join(data, files[1]!), join(data, files[0]!))).toBe(0);
    expect(cli.out[0]).toMatch(/^fab-cr-unversioned-\w+ → fab-cr-2\.13\.0: \d+ added, \d+ removed, \d+ changed, \d+ unchanged$/);
    expect(cli.out).toContain("~ 7.7 title: Link Step → Close Step");
  });

  it("exits 2 on a bad command line, writing nothing", async () => {
    expect(await cli.call()).toBe(2);
    expect(await cli.call("frobnicate")).toBe(2);
    expect(await cli.call("import", "x.txt")).toBe(2);
    expect(cli.err.join()).toMatch(/--game is required/);
    expect(await cli.call("import", "x.txt", "--game", "chess")).toBe(2);
    expect(await cli.call("import", "x.txt", "--game", "ufs", "--document", "tournament")).toBe(2);
    expect(await cli.call("search", "x", "--game", "fab", "--limit", "0", "--data", data)).toBe(2);
    expect(await cli.call("import", "a", "b", "--game", "fab")).toBe(2);
    expect(await cli.call("--help")).toBe(0);
    expect(cli.out[0]).toMatch(/^Usage: tablecast rules <subcommand>/);
  });

  it("exits 1 on a bad file, writing nothing", async () => {
    const empty = join(dir, "empty.txt");
    const junk = join(dir, "junk.bin");
    writeFileSync(empty, "");
    writeFileSync(junk, Buffer.from([0, 1, 2, 255, 254, 0, 7]));
    const out = join(dir, "bad.json");
    expect(await cli.call("import", empty, "--game", "fab", "--out", out)).toBe(1);
    expect(cli.err.join()).toMatch(/the file is empty \[rules\/empty\]/);
    expect(await cli.call("import", junk, "--game", "fab", "--out", out)).toBe(1);
    expect(cli.err.join()).toMatch(/\[rules\/binary\]/);
    expect(await cli.call("import", join(RULES, "ufs-rules.txt"), "--game", "fab", "--out", out)).toBe(1);
    expect(cli.err.join()).toMatch(/\[rules\/wrong-game\]/);
    expect(await cli.call("import", join(dir, "nope.txt"), "--game", "fab", "--out", out)).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(await cli.call("search", "x", "--game", "riftbound", "--data", data)).toBe(1);
    expect(cli.err.join()).toMatch(/no riftbound rule index/);
  });
});
