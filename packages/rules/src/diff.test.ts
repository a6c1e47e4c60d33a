import { describe, expect, it } from "vitest";
import { diffIndexes, wordDiff, wording } from "./diff";
import { INDEX_FORMAT, type Rule, type RuleIndex } from "./model";
import { loadIndex } from "./test-support";

function index(id: string, rules: Partial<Rule>[]): RuleIndex {
  return {
    format: INDEX_FORMAT,
    document: { id, game: "fab", kind: "cr", title: "t", version: id, versionPrinted: true, date: null, publisher: null, copyright: null, source: "s" },
    rules: rules.map((r) => ({ id: r.id!, number: r.id!, depth: 3, title: null, titleSource: null, text: "", examples: [], notes: [], parent: null, children: [], references: [], unresolvedReferences: [], ...r })),
    glossary: [],
    warnings: [],
  };
}

describe("diffIndexes", () => {
  it("reports added, removed and changed rules", () => {
    const a = index("v1", [{ id: "1.1", text: "Same words." }, { id: "1.2", text: "A player draws a card." }, { id: "1.3", text: "Gone." }]);
    const b = index("v2", [{ id: "1.1", text: "Same words." }, { id: "1.2", text: "A player draws two cards." }, { id: "1.4", text: "New." }]);
    const d = diffIndexes(a, b);
    expect(d.added.map((r) => r.id)).toEqual(["1.4"]);
    expect(d.removed.map((r) => r.id)).toEqual(["1.3"]);
    expect(d.changed.map((c) => c.id)).toEqual(["1.2"]);
    expect(d.changed[0]?.textEdit).toEqual([
      { op: "same", text: "A player draws" },
      { op: "removed", text: "a card." },
      { op: "added", text: "two cards." },
    ]);
    expect(d.unchanged).toBe(1);
  });

  it("does not count a change of reference markup or quotes as a change", () => {
    expect(wording("subject to Rule 1.0.1a. (See Rule 1.0.1a)")).toBe(wording("subject to Rule 1.0.1a.[1.0.1a]"));
    const a = index("v1", [{ id: "1", text: "The “active player” has priority. (See Section 1.11 - Priority)" }]);
    const b = index("v2", [{ id: "1", text: 'The "active player" has priority.[1.11]' }]);
    expect(diffIndexes(a, b).changed).toEqual([]);
  });

  it("reports a title change", () => {
    const d = diffIndexes(index("v1", [{ id: "7.7", title: "Link Step" }]), index("v2", [{ id: "7.7", title: "Close Step" }]));
    expect(d.changed[0]).toMatchObject({ id: "7.7", titleChanged: true, textChanged: false });
  });

  it("compares the older FaB CR with 2.13.0", () => {
    const d = diffIndexes(loadIndex("fab-comprehensive-rules-older.txt", "fab", "cr"), loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr"));
    const c77 = d.changed.find((c) => c.id === "7.7");
    expect(c77).toMatchObject({ titleChanged: true, before: { title: "Link Step" }, after: { title: "Close Step" } });
    expect(d.added.map((r) => r.id)).toContain("8.3.42");
    expect(d.removed.length).toBeGreaterThan(0);
    expect(d.unchanged).toBeGreaterThan(200);
    const r1 = d.changed.find((c) => c.id === "1.0.2");
    expect(r1?.textEdit.some((p) => p.op === "added" && p.text.includes("requirement"))).toBe(true);
  });

  it("compares the older keywords chapter with 2.13.0", () => {
    const d = diffIndexes(loadIndex("fab-cr-chapter8-keywords.txt", "fab"), loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr"));
    const added = new Set(d.added.map((r) => r.id));
    for (const id of ["8.3.42", "8.5.57", "8.5.58", "8.6.34"]) expect(added.has(id)).toBe(true);
    const freeze = d.changed.find((c) => c.id === "8.5.34b");
    expect(freeze?.before.text).toMatch(/^If no duration is specified/);
    expect(d.changed.find((c) => c.id === "8.5.2b")?.textEdit).toEqual(expect.arrayContaining([{ op: "removed", text: "enters" }]));
  });
});

describe("wordDiff", () => {
  it("handles empty sides", () => {
    expect(wordDiff("", "new words")).toEqual([{ op: "added", text: "new words" }]);
    expect(wordDiff("old", "")).toEqual([{ op: "removed", text: "old" }]);
    expect(wordDiff("", "")).toEqual([]);
  });
});
