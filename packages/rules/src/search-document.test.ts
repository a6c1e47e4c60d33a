import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseRuleIndex } from "./read";
import { buildSearchIndex, search } from "./search";
import { parseSearchDocument, toSearchDocument, withoutReferenceMarks } from "./search-document";
import { DATA_DIR, loadIndex } from "./test-support";

const committed = readdirSync(DATA_DIR)
  .filter((f) => f.endsWith(".json"))
  .map((f) => {
    const parsed = parseRuleIndex(readFileSync(`${DATA_DIR}/${f}`, "utf8"));
    if (!parsed.ok) throw new Error(`${f}: ${parsed.message}`);
    return parsed.index;
  });

describe("search documents (what a browser downloads to search)", () => {
  it("drop bracketed cross-references but keep brackets that are not references", () => {
    expect(withoutReferenceMarks("on the active chain link.[7.0.5] Declaring", ["7.0.5"])).toBe("on the active chain link. Declaring");
    expect(withoutReferenceMarks("A player’s hero is a hero-card. [1.3.2a]", ["1.3.2a"])).toBe("A player’s hero is a hero-card.");
    expect(withoutReferenceMarks("Its shorthand is [B].", [])).toBe("Its shorthand is [B].");
    expect(withoutReferenceMarks("“[EFFECT] unless [OPPCONDITION]” (see Rule 1.8.8)", ["1.8.8"])).toBe("“[EFFECT] unless [OPPCONDITION]” (see Rule 1.8.8)");
  });

  it("survive JSON and are checked on the way in", () => {
    const doc = toSearchDocument(loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr"));
    const back = parseSearchDocument(JSON.parse(JSON.stringify(doc)));
    expect(back).toEqual(doc);
    expect(parseSearchDocument({ ...doc, format: "other" })).toBeNull();
    expect(parseSearchDocument({ ...doc, rules: [["1", null, 3, ""]] })).toBeNull();
    expect(parseSearchDocument(null)).toBeNull();
  });

  it("search like the full index: same hits for what people type", () => {
    const index = loadIndex("fab-comprehensive-rules-2.13.0.txt", "fab", "cr");
    const shipped = buildSearchIndex(parseSearchDocument(JSON.parse(JSON.stringify(toSearchDocument(index))))!);
    const full = buildSearchIndex(index);
    for (const q of ["go again", "dominate", "7.3.2", "defense reaction", "arc", "priority active player"]) {
      expect(search(shipped, q, { limit: 5 }).map((h) => h.id)).toEqual(search(full, q, { limit: 5 }).map((h) => h.id));
    }
  });

  it("keep lost Riftbound rules findable by their recovered sentences only", () => {
    const rb = loadIndex("riftbound-core-rules-2026-03-30.txt", "riftbound");
    const doc = toSearchDocument(rb);
    const recovered = rb.rules.find((r) => r.text === "" && (r.recoveredText?.length ?? 0) > 0)!;
    expect(doc.rules.find((r) => r[0] === recovered.id)![2]).toBe(recovered.recoveredText!.join(" "));
    for (const lost of rb.rules.filter((r) => r.missing)) expect(doc.rules.find((r) => r[0] === lost.id)![2]).toBe("");
  });

  it.each(committed.map((i) => [i.document.id, i] as const))("%s ships under 80 KiB gzipped, smaller than the full index", (_id, index) => {
    // The largest (FaB CR 2.13.0) is about 76 KiB: a guard against shipping the whole index by mistake.
    const full = JSON.stringify(index);
    const shipped = JSON.stringify(toSearchDocument(index));
    expect(gzipSync(shipped).length).toBeLessThan(80 * 1024);
    expect(shipped.length).toBeLessThan(full.length);
  });
});
