import { describe, expect, it } from "vitest";
import { csharpStringFields } from "../csharp";
import { importRules } from "../dispatch";
import { loadIndex, readDocument, rule } from "../test-support";

const older = () => loadIndex("fab-rules-viewer-winforms.cs.txt", "fab", "cr");

describe("older FaB Comprehensive Rules (C# rules viewer)", () => {
  it("imports the same rules from the C# literal as from the extracted text", () => {
    const fromText = importRules(readDocument("fab-comprehensive-rules-older.txt"), { game: "fab", document: "cr", source: "x" });
    expect(fromText.ok).toBe(true);
    if (!fromText.ok) return;
    expect(fromText.index.rules).toEqual(older().rules);
    expect(fromText.index.document.id).toBe(older().document.id);
    expect(older().document).toMatchObject({ kind: "cr", versionPrinted: false, source: "fab-rules-viewer-winforms.cs.txt" });
  });

  it("finds the rules of the older numbering", () => {
    const depths = new Map<number, number>();
    for (const r of older().rules) depths.set(r.depth, (depths.get(r.depth) ?? 0) + 1);
    expect(Object.fromEntries(depths)).toEqual({ 1: 9, 2: 82, 3: 455, 4: 612 });
    expect(rule(older(), "1.4").title).toBe("Tokens");
    expect(rule(older(), "7.7").title).toBe("Link Step");
    expect(rule(older(), "7.8").title).toBe("Close Step");
    expect(older().rules.reduce((n, r) => n + r.examples.length, 0)).toBe(138);
  });

  it("joins wrapped lines and mends the \\u0002 soft hyphens", () => {
    expect(rule(older(), "1.0.1b").text).toBe("If a tournament rule contradicts a rule contained in this document or an effect, the tournament rule supersedes that rule or that effect.");
    expect(rule(older(), "1.1.3").text).toContain("included in a player’s card-pool if");
    for (const r of older().rules) {
      const all = [r.text, ...r.examples].join(" ");
      expect(all).not.toMatch(/\\u0002|CHAPTER \d+\.|TABLE OF CONTENTS/);
      expect(all.includes(String.fromCharCode(2))).toBe(false);
    }
  });

  it("reads prose cross-references", () => {
    expect(rule(older(), "1.2.4d").references).toEqual(["7.0.2"]);
    expect(rule(older(), "1.0.2").references).toEqual(["1.0.1a"]);
    expect(rule(older(), "1.1.3").references).toEqual(["2.10"]);
    expect(rule(older(), "1.1.4").references).toEqual(["3"]);
  });

  it("reads the glossary: term line, then definition", () => {
    const g = older().glossary;
    expect(g).toHaveLength(225);
    expect(g.find((e) => e.term === "Zen State")).toEqual({ term: "Zen State", definition: "A ninja aura token. (See Rule 8.6.5)", senses: [], references: ["8.6.5"] });
    expect(g.find((e) => e.term === "Ability Keyword")?.references).toEqual(["8.0.3", "8.3"]);
    expect(g.find((e) => e.term === "Additional Cost")?.senses.map((s) => s.sense)).toEqual(["ability", "phrase"]);
  });

  it("finds all three documents in the C# source", () => {
    const fields = csharpStringFields(readDocument("fab-rules-viewer-winforms.cs.txt"));
    expect([...fields.keys()]).toEqual(["compRules", "tournamentRules", "penaltyGuide"]);
    expect(fields.get("tournamentRules")).toMatch(/^Flesh and Blood - Tournament Rules and Policy\r\nLast updated 31 March 2023/);
  });
});
