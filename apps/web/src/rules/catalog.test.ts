import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSearchDocument, type DocumentInfo, type RuleIndex } from "@tablecast/rules";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCatalog, editionSlugs, newerFirst, type RulesCatalog } from "./catalog";

const DATA = fileURLToPath(new URL("../../../../packages/rules/data/", import.meta.url));

const info = (over: Partial<DocumentInfo>): DocumentInfo => ({ id: "x", game: "fab", kind: "cr", title: "T", version: "1.0", versionPrinted: true, date: null, publisher: null, copyright: null, source: "t.txt", ...over });

describe("edition order and slugs", () => {
  it("puts the later date, then the higher printed version, then a printed version first", () => {
    const at = (i: DocumentInfo, mtime = 0) => ({ info: i, mtime });
    expect(newerFirst(at(info({ version: "2.13.0" })), at(info({ version: "2.9.1" })))).toBeLessThan(0);
    expect(newerFirst(at(info({ version: "2023-03-31", date: "2023-03-31" })), at(info({ version: "2025-01-10", date: "2025-01-10" })))).toBeGreaterThan(0);
    expect(newerFirst(at(info({ version: "unversioned-1", versionPrinted: false })), at(info({ version: "2.13.0" })))).toBeGreaterThan(0);
    // Two copies without version or date: the later import is the newer.
    expect(newerFirst(at(info({ version: "unversioned-1", versionPrinted: false }), 5), at(info({ version: "unversioned-2", versionPrinted: false }), 9))).toBeGreaterThan(0);
  });

  it("names the newest edition by its kind and older ones by version, or old-", () => {
    expect(editionSlugs([info({ version: "2.14.0" }), info({ version: "2.13.0" }), info({ version: "unversioned-b86c9d9e", versionPrinted: false })])).toEqual(["cr", "cr-2.13.0", "old-cr"]);
    expect(editionSlugs([info({ kind: "tournament" }), info({ kind: "tournament", version: "2023-03-31" })])).toEqual(["tr", "tr-2023-03-31"]);
    expect(editionSlugs([info({ kind: "core" })])).toEqual(["cr"]);
    expect(editionSlugs([info({}), info({ version: "unversioned-a", versionPrinted: false }), info({ version: "unversioned-b", versionPrinted: false })])).toEqual(["cr", "old-cr", "old-cr-b"]);
  });
});

describe("the rules catalog", () => {
  let dir: string;
  let catalog: RulesCatalog;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "tablecast-rules-catalog-"));
    catalog = createCatalog({ builtIn: DATA, imported: path.join(dir, "imported") });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("serves every generated document under a short slug", () => {
    expect(catalog.entries().map((e) => `${e.info.game}/${e.slug}`)).toEqual(["fab/cr", "fab/old-cr", "fab/tr", "fab/pg", "fab/keywords", "riftbound/cr", "ufs/cr"]);
    expect(catalog.entryFor("fab", "cr")?.info.id).toBe("fab-cr-2.13.0");
    expect(catalog.entryFor("fab", "old-cr")?.info.id).toBe("fab-cr-unversioned-b86c9d9e");
    expect(catalog.entryFor("riftbound", "cr")?.info.kind).toBe("core");
    expect(catalog.entryFor("fab", "nope")).toBeUndefined();
  });

  it("resolves citations, with or without a document", () => {
    expect(catalog.resolve("fab:7.3.2")?.rule.title ?? catalog.resolve("fab:7.3.2")?.rule.text).toMatch(/defending cards/);
    expect(catalog.resolve("fab:cr:7.3.2")?.entry.slug).toBe("cr");
    expect(catalog.resolve("fab:tr:5.9")?.rule.title).toMatch(/Outside Assistance/i);
    expect(catalog.resolve("fab:old-cr:1.0.2")?.entry.info.versionPrinted).toBe(false);
    expect(catalog.resolve("riftbound:103.2.b")?.rule.id).toBe("103.2.b");
    expect(catalog.resolve("fab:99.99")).toBeUndefined();
    expect(catalog.resolve("duel:1")).toBeUndefined();
  });

  it("resolves every rule the FaB and Riftbound engines cite", () => {
    const cited = ["fab:4.5.3a", "fab:1.8.3", "fab:1.11.2", "fab:7.3.2", "fab:4.5.4d", "fab:4.5.1", "fab:4.4.3b", "fab:4.1.4", "fab:4.1.3", "fab:1.1.3", "fab:8.3.7", "fab:8.3.6", "fab:8.1.9", "fab:7.3.2a", "fab:6.6.6b", "fab:5.2.2", "fab:1.14.3", "fab:4.4.3f", "fab:7.2.3", "riftbound:103.3", "riftbound:103.2.b"];
    for (const c of cited) expect(catalog.resolve(c), c).toBeDefined();
  });

  it("pairs each edition with the one before, and diffs them rule by rule", () => {
    const cr = catalog.entryFor("fab", "cr")!;
    const old = catalog.olderEdition(cr)!;
    expect(old.slug).toBe("old-cr");
    expect(catalog.newerEdition(old)?.slug).toBe("cr");
    expect(catalog.olderEdition(old)).toBeUndefined();
    const d = catalog.diff(old, cr);
    expect([d.changed.length, d.added.length, d.removed.length]).toEqual([683, 349, 242]);
    expect(catalog.diff(old, cr)).toBe(d); // computed once
  });

  it("uses the game's rules glossary for documents without one", () => {
    expect(catalog.glossary(catalog.entryFor("fab", "tr")!)).toMatchObject({ entries: { length: 285 }, borrowed: true });
    expect(catalog.glossary(catalog.entryFor("fab", "old-cr")!)).toMatchObject({ entries: { length: 225 }, borrowed: false });
    expect(catalog.glossary(catalog.entryFor("ufs", "cr")!).entries).toEqual([]);
  });

  it("lists the rules that cite a rule", () => {
    const cr = catalog.entryFor("fab", "cr")!;
    expect(catalog.citedBy(cr, "1.0.1a").map((r) => r.id)).toContain("1.0.2");
  });

  it("ships a versioned search document that only changes with the content", () => {
    const cr = catalog.entryFor("fab", "cr")!;
    const a = catalog.searchPayload(cr);
    expect(a.version).toMatch(/^[0-9a-f]{16}$/);
    expect(parseSearchDocument(JSON.parse(a.body))?.id).toBe("fab-cr-2.13.0");
    expect(createCatalog({ builtIn: DATA, imported: dir }).searchPayload(cr).version).toBe(a.version);
  });

  it("keeps an imported edition beside the older ones; the newest takes the short slug", () => {
    const current = catalog.index(catalog.entryFor("fab", "cr")!);
    const next: RuleIndex = { ...current, document: { ...current.document, id: "fab-cr-2.14.0", version: "2.14.0", date: "2026-09-01" }, rules: current.rules.map((r) => (r.id === "7.3.2" ? { ...r, text: `${r.text} Reworded.` } : r)) };
    const saved = catalog.save(next);
    expect(saved.slug).toBe("cr");
    expect(saved.imported).toBe(true);
    expect(readdirSync(path.join(dir, "imported"))).toEqual(["fab-cr-2.14.0.json"]);
    expect(catalog.entries().filter((e) => e.info.game === "fab" && e.info.kind === "cr").map((e) => e.slug)).toEqual(["cr", "cr-2.13.0", "old-cr"]);
    const d = catalog.diff(catalog.entryFor("fab", "cr-2.13.0")!, saved);
    expect(d.changed.map((c) => c.id)).toEqual(["7.3.2"]);
    expect(catalog.resolve("fab:7.3.2")?.rule.text).toMatch(/Reworded\.$/);
    // A fresh catalog (a restarted server) finds it on disk.
    expect(createCatalog({ builtIn: DATA, imported: path.join(dir, "imported") }).entryFor("fab", "cr")?.info.id).toBe("fab-cr-2.14.0");
  });

  it("never lets an imported copy replace a generated index, and skips files that are not indexes", () => {
    mkdirSync(path.join(dir, "imported"));
    copyFileSync(path.join(DATA, "fab-cr-2.13.0.json"), path.join(dir, "imported", "fab-cr-2.13.0.json"));
    writeFileSync(path.join(dir, "imported", "junk.json"), "{ not json");
    utimesSync(path.join(dir, "imported", "junk.json"), new Date(), new Date());
    expect(catalog.entryFor("fab", "cr")?.imported).toBe(false);
    expect(catalog.entries()).toHaveLength(7);
  });
});
