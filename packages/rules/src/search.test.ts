import { describe, expect, it } from "vitest";
import { buildSearchIndex, search, tokenize } from "./search";
import { loadIndex } from "./test-support";

const fab = () => buildSearchIndex(loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr"));

describe("search", () => {
  it("finds a keyword's own rule first: dominate → 8.3.4 Dominate", () => {
    const hits = search(fab(), "dominate");
    expect(hits[0]).toMatchObject({ kind: "rule", id: "8.3.4", title: "Dominate", document: "fab-cr-2.13.0" });
    expect(hits.length).toBeGreaterThan(3);
  });

  it("jumps to a rule by its number, then its sub-rules", () => {
    const hits = search(fab(), "7.3.2");
    expect(hits[0]?.id).toBe("7.3.2");
    expect(hits.slice(1, 4).map((h) => h.id)).toEqual(["7.3.2a", "7.3.2b", "7.3.2c"]);
    expect(search(fab(), "1.11.2")[0]?.id).toBe("1.11.2");
    expect(search(fab(), "1.11")[0]).toMatchObject({ id: "1.11", title: "Priority" });
  });

  it("matches prefixes, for search as you type", () => {
    expect(search(fab(), "domin")[0]?.id).toBe("8.3.4");
    expect(search(fab(), "arcane barr")[0]).toMatchObject({ id: "8.3.8", title: "Arcane Barrier" });
  });

  it("prefers a title hit over text mentions", () => {
    const hits = search(fab(), "go again");
    expect(hits[0]).toMatchObject({ id: "8.3.5", title: "Go again" });
    const glossary = hits.findIndex((h) => h.kind === "glossary" && h.id === "Go again");
    expect(glossary).toBeGreaterThan(0);
  });

  it("needs every word to match", () => {
    for (const hit of search(fab(), "priority inactive", { limit: 50 })) {
      expect(`${hit.title ?? ""} ${hit.snippet}`.toLowerCase()).toMatch(/priorit/);
    }
    expect(search(fab(), "zzzqqq")).toEqual([]);
    expect(search(fab(), "   ")).toEqual([]);
  });

  it("honours the limit", () => {
    expect(search(fab(), "attack", { limit: 3 })).toHaveLength(3);
  });

  it("searches several documents at once, naming the document of each hit", () => {
    const both = buildSearchIndex([loadIndex("riftbound-core-rules-2026-03-30.txt", "riftbound"), loadIndex("ufs-rules.txt", "ufs")]);
    expect(search(both, "J.1.2")[0]).toMatchObject({ id: "J.1.2", document: expect.stringMatching(/^ufs-cr-/) });
    expect(search(both, "101")[0]).toMatchObject({ id: "101", title: "Deck Construction", document: "riftbound-core-ver1-3" });
    expect(search(both, "battlefields are not permanents")[0]?.id).toBe("170");
  });

  it("shows where a rule matched: its text, or its example when only the example has the words", () => {
    const index = loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr");
    const hits = search(fab(), "dominate", { limit: 20 });
    const viaExample = hits.filter((h) => h.kind === "rule" && !/dominat/i.test(index.rules.find((r) => r.id === h.id)!.text));
    expect(viaExample.length).toBeGreaterThan(0);
    for (const h of viaExample) expect(h.snippet).toMatch(/^Example: .*dominat/i);
    expect(hits[0]!.snippet).toMatch(/^Dominate is a static ability/);
  });

  it("tokenises to stemmed lower-case words without stop words", () => {
    expect(tokenize("The Abilities of Attacks, café")).toEqual(["ability", "attack", "cafe"]);
  });
});

describe("search as you type", () => {
  it("keeps a stop word that is still being typed as a prefix", () => {
    const s = buildSearchIndex(loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr"));
    expect(search(s, "at").length).toBeGreaterThan(0);
    expect(search(s, "at")[0]?.title?.toLowerCase()).toMatch(/^at/);
    expect(search(s, "the ")).toEqual([]);
  });
});
