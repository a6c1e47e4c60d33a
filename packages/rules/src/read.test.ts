import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findRule, parseRuleIndex } from "./read";
import { DATA_DIR, loadIndex } from "./test-support";

describe("parseRuleIndex", () => {
  it("round-trips an index through JSON", () => {
    const index = loadIndex("ufs-rules.txt", "ufs");
    const parsed = parseRuleIndex(JSON.stringify(index));
    expect(parsed).toEqual({ ok: true, index });
  });

  it("rejects what is not an index", () => {
    expect(parseRuleIndex("not json")).toMatchObject({ ok: false, message: expect.stringMatching(/^not JSON/) });
    expect(parseRuleIndex("[]")).toMatchObject({ ok: false });
    expect(parseRuleIndex('{"format":"other"}')).toMatchObject({ ok: false });
    expect(parseRuleIndex('{"format":"tablecast-rules/1","document":{"id":"x"},"rules":[{}],"glossary":[]}')).toMatchObject({ ok: false, message: "rule index with a malformed rule" });
  });

  it("finds rules forgiving case and a trailing dot", () => {
    const index = loadIndex("ufs-rules.txt", "ufs");
    expect(findRule(index, "j.1.2.")?.id).toBe("J.1.2");
    expect(findRule(index, "Z.9")).toBeUndefined();
  });
});

describe("committed indexes in data/", () => {
  const files = readdirSync(DATA_DIR).filter((f) => f.endsWith(".json"));
  const sources: Record<string, [string, "fab" | "riftbound" | "ufs", "cr" | "keywords" | "tournament" | "penalty" | "core"]> = {
    "fab-cr-2.13.0": ["fab-comprehensive-rules-2.13.0.txt", "fab", "cr"],
    "fab-tournament-2023-03-31": ["fab-rules-viewer-winforms.cs.txt", "fab", "tournament"],
    "fab-penalty-2023-03-31": ["fab-rules-viewer-winforms.cs.txt", "fab", "penalty"],
    "riftbound-core-ver1-3": ["riftbound-core-rules-2026-03-30.txt", "riftbound", "core"],
  };

  it("holds all seven documents", () => {
    expect(files).toHaveLength(7);
    expect(files.filter((f) => f.startsWith("fab-cr-unversioned-"))).toHaveLength(1);
    expect(files.filter((f) => f.startsWith("fab-keywords-unversioned-"))).toHaveLength(1);
    expect(files.filter((f) => f.startsWith("ufs-cr-unversioned-"))).toHaveLength(1);
  });

  it.each(Object.entries(sources))("%s matches a fresh import", (id, [file, game, document]) => {
    const parsed = parseRuleIndex(readFileSync(`${DATA_DIR}/${id}.json`, "utf8"));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.index).toEqual(loadIndex(file, game, document));
  });
});
