import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffIndexes } from "./diff";
import type { RuleIndex } from "./model";
import { buildSearchIndex, search } from "./search";
import { loadIndex } from "./test-support";

const all: [string, () => RuleIndex][] = [
  ["FaB CR 2.13.0", () => loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr")],
  ["FaB keywords chapter", () => loadIndex("fab-cr-chapter8-keywords.txt", "fab", "keywords")],
  ["older FaB CR", () => loadIndex("fab-rules-viewer-winforms.cs.txt", "fab", "cr")],
  ["FaB tournament rules", () => loadIndex("fab-rules-viewer-winforms.cs.txt", "fab", "tournament")],
  ["FaB penalty guide", () => loadIndex("fab-rules-viewer-winforms.cs.txt", "fab", "penalty")],
  ["Riftbound core rules", () => loadIndex("riftbound-core-rules-2026-03-30.txt", "riftbound", "core")],
  ["UFS rules", () => loadIndex("ufs-rules.txt", "ufs")],
];

describe.each(all)("%s index", (_name, load) => {
  it("has unique ids and a consistent tree", () => {
    const index = load();
    const byId = new Map(index.rules.map((r) => [r.id, r]));
    expect(byId.size).toBe(index.rules.length);
    for (const r of index.rules) {
      if (r.parent !== null) {
        const parent = byId.get(r.parent);
        expect(parent, `${r.id} → ${r.parent}`).toBeDefined();
        if (r.id === r.number) expect(parent!.children).toContain(r.id);
      }
      for (const c of r.children) expect(byId.get(c)?.parent).toBe(r.id);
    }
  });

  it("resolves every listed reference inside the document", () => {
    const index = load();
    const numbers = new Set(index.rules.map((r) => r.number));
    for (const r of index.rules) {
      for (const ref of r.references) expect(numbers.has(ref)).toBe(true);
      for (const ref of r.unresolvedReferences) expect(numbers.has(ref)).toBe(false);
    }
  });

  it("has no empty rule unless it is a heading, recovered, or marked missing", () => {
    for (const r of load().rules) {
      if (r.text === "" && r.title === null) expect(r.missing === true || (r.recoveredText?.length ?? 0) > 0).toBe(true);
      if (r.missing) expect(r.text === "" && r.title === null && r.recoveredText === undefined).toBe(true);
      for (const t of [r.text, ...r.examples, ...r.notes]) expect(t).toBe(t.trim());
    }
  });

  it("differs from itself in nothing", () => {
    const d = diffIndexes(load(), load());
    expect([d.added.length, d.removed.length, d.changed.length, d.unchanged]).toEqual([0, 0, 0, load().rules.length]);
  });

  it("answers any query without throwing, each hit a real rule or term", () => {
    const index = load();
    const s = buildSearchIndex(index);
    const ids = new Set([...index.rules.map((r) => r.id), ...index.glossary.map((g) => g.term)]);
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (q) => {
        for (const hit of search(s, q, { limit: 5 })) expect(ids.has(hit.id)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
