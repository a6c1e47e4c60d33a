import { describe, expect, it } from "vitest";
import { importRules } from "../dispatch";
import { loadIndex, readDocument, rule } from "../test-support";

const trp = () => loadIndex("fab-rules-viewer-winforms.cs.txt", "fab", "tournament");
const ppg = () => loadIndex("fab-rules-viewer-winforms.cs.txt", "fab", "penalty");

describe("FaB Tournament Rules and Policy", () => {
  it("reads the title and date", () => {
    expect(trp().document).toMatchObject({ id: "fab-tournament-2023-03-31", kind: "tournament", title: "Flesh and Blood Tournament Rules and Policy", version: "2023-03-31", date: "2023-03-31" });
  });

  it("finds 9 chapters, 65 sections and 5 appendices", () => {
    expect(trp().rules.filter((r) => r.depth === 1 && !r.id.startsWith("Appendix"))).toHaveLength(9);
    expect(trp().rules.filter((r) => r.depth === 2)).toHaveLength(65);
    expect(trp().rules.filter((r) => r.id.startsWith("Appendix")).map((r) => r.title)).toEqual([
      "Organized Play Programs",
      "Number of Swiss Rounds",
      "Time Limits",
      "Tiebreakers",
      "Card-Pool Registration Requirements",
    ]);
  });

  it("keeps section text and its cross-references", () => {
    const r = rule(trp(), "5.8");
    expect(r.title).toBe("Note-Taking");
    expect(r.text).toMatch(/^Note-taking is a broad term/);
    expect(r.references).toEqual(["5.9", "5.1", "4.7"]);
    expect(rule(trp(), "5.7").references).toEqual(["3.3", "6.6"]);
  });

  it("sets the bulleted examples apart", () => {
    const withExamples = trp().rules.filter((r) => r.examples.length > 0);
    expect(withExamples.length).toBeGreaterThanOrEqual(15);
    for (const r of trp().rules) for (const e of r.examples) expect(e).not.toMatch(/^•|^Examples?:/);
  });

  it("matches the extracted text file", () => {
    const r = importRules(readDocument("fab-tournament-rules-2023-03-31.txt"), { game: "fab", source: "x" });
    expect(r.ok && r.index.rules).toEqual(trp().rules);
  });
});

describe("FaB Procedure and Penalty Guide", () => {
  it("splits the penalty off section titles", () => {
    expect(rule(ppg(), "3.1")).toMatchObject({ title: "Game Rules Violation", penalty: "Warning" });
    expect(rule(ppg(), "4.1")).toMatchObject({ title: "Tardiness", penalty: "IP3 / Match Loss" });
    expect(rule(ppg(), "4.1.2")).toMatchObject({ title: "Tardiness - Major", penalty: "Match Loss", parent: "4.1" });
    expect(rule(ppg(), "1.1").penalty).toBeUndefined();
  });

  it("finds 5 chapters and 42 numbered sections", () => {
    expect(ppg().rules.filter((r) => r.depth === 1)).toHaveLength(5);
    expect(ppg().rules.filter((r) => r.depth >= 2)).toHaveLength(42);
    expect(ppg().document.date).toBe("2023-03-31");
  });

  it("keeps sub-headings on their own lines", () => {
    const lines = rule(ppg(), "3.1").text.split("\n");
    expect(lines[1]).toBe("Philosophy");
    expect(lines[2]).toMatch(/^In the most typical case, when the player commits a Game Rule Violation/);
    expect(lines[3]).toBe("Procedure and Penalty");
    expect(rule(trp(), "1.3").text.split("\n").slice(1)).toEqual([
      "Constructed",
      "• Classic Constructed (7.2)",
      "• Blitz (7.3)",
      "Limited",
      "• Booster Draft (8.4)",
      "• Sealed Deck (8.3)",
      "Special",
      "• Welcome Deck (9.2)",
    ]);
  });

  it("reads examples and references", () => {
    expect(rule(ppg(), "3.1").examples[0]).toBe("A player plays a card or activates an ability without paying the full cost to do so.");
    expect(rule(ppg(), "3.1").references).toContain("3.2");
  });
});
