import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectLayout, importRules } from "./dispatch";
import { readDocument } from "./test-support";

describe("importRules: picking the importer", () => {
  it.each([
    ["fab-comprehensive-rules-2.13.0.txt", "fab-cr-2"],
    ["fab-cr-chapter8-keywords.txt", "fab-keywords"],
    ["fab-comprehensive-rules-older.txt", "fab-cr-older"],
    ["fab-tournament-rules-2023-03-31.txt", "fab-tournament"],
    ["fab-penalty-guide-2023-03-31.txt", "fab-penalty"],
    ["riftbound-core-rules-2026-03-30.txt", "riftbound-core"],
    ["ufs-rules.txt", "ufs"],
  ])("detects %s as %s", (file, layout) => {
    expect(detectLayout(readDocument(file))).toBe(layout);
  });

  it("detects the document without --document", () => {
    const r = importRules(readDocument("fab-cr-chapter8-keywords.txt"), { game: "fab", source: "k.txt" });
    expect(r.ok && r.index.document.kind).toBe("keywords");
  });

  it("asks which document of the C# source is meant", () => {
    const r = importRules(readDocument("fab-rules-viewer-winforms.cs.txt"), { game: "fab", source: "v.cs" });
    expect(r).toEqual({ ok: false, error: { code: "rules/unknown-document", message: expect.stringMatching(/embeds cr, tournament, penalty: choose one with --document/) } });
    const keywords = importRules(readDocument("fab-rules-viewer-winforms.cs.txt"), { game: "fab", document: "keywords", source: "v.cs" });
    expect(!keywords.ok && keywords.error.code).toBe("rules/unknown-document");
  });
});

describe("importRules: bad input is a value, not a throw", () => {
  it("names an empty file", () => {
    expect(importRules("", { game: "fab", source: "e" })).toEqual({ ok: false, error: { code: "rules/empty", message: "the file is empty" } });
    expect(importRules(" \n\n\t", { game: "ufs", source: "e" })).toMatchObject({ ok: false, error: { code: "rules/empty" } });
  });

  it("names binary junk", () => {
    expect(importRules(new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0x92]), { game: "fab", source: "b" })).toMatchObject({ ok: false, error: { code: "rules/binary" } });
    expect(importRules("PK\u0003\u0004\u0000\u0000junk", { game: "fab", source: "b" })).toMatchObject({ ok: false, error: { code: "rules/binary" } });
  });

  it("names a text that is not a rules document", () => {
    expect(importRules("Shopping list\n1. eggs\n2. milk\n", { game: "fab", source: "s" })).toMatchObject({ ok: false, error: { code: "rules/not-a-rules-document" } });
    expect(importRules('{"format":"tablecast-rules/1"}', { game: "fab", source: "j" })).toMatchObject({ ok: false, error: { code: "rules/not-a-rules-document" } });
  });

  it("names a document of another game", () => {
    const r = importRules(readDocument("riftbound-core-rules-2026-03-30.txt"), { game: "fab", source: "r" });
    expect(r).toEqual({ ok: false, error: { code: "rules/wrong-game", message: "this is the Riftbound Core Rules, not a fab document" } });
  });

  it("names a document kind the game does not have, or the wrong one", () => {
    expect(importRules(readDocument("ufs-rules.txt"), { game: "ufs", document: "core", source: "u" })).toMatchObject({ ok: false, error: { code: "rules/unknown-document" } });
    expect(importRules(readDocument("fab-cr-chapter8-keywords.txt"), { game: "fab", document: "cr", source: "k" })).toMatchObject({ ok: false, error: { code: "rules/unknown-document" } });
  });

  it("names a truncated document with too few rules", () => {
    const head = readDocument("fab-comprehensive-rules-2.13.0.txt").split("\n").slice(0, 150).join("\n");
    expect(importRules(head, { game: "fab", source: "t" })).toMatchObject({ ok: false, error: { code: "rules/too-few-rules" } });
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom("fab" as const, "riftbound" as const, "ufs" as const), (text, game) => {
        const r = importRules(text, { game, source: "p" });
        expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on mangled real documents", () => {
    const docs = ["fab-cr-chapter8-keywords.txt", "ufs-rules.txt"].map(readDocument);
    fc.assert(
      fc.property(fc.constantFrom(...docs), fc.nat(), fc.nat(), (doc, a, b) => {
        const cut = doc.slice(Math.min(a, b) % doc.length, Math.max(a, b) % doc.length);
        const r = importRules(cut, { game: "fab", source: "m" });
        expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 40 },
    );
  });
});
