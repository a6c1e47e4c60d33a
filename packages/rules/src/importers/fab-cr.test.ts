import { describe, expect, it } from "vitest";
import { loadIndex, readDocument, rule } from "../test-support";
import { cleanFabMarkup, splitGlossaryLine } from "./fab-cr";

const FILE = "fab-comprehensive-rules-2.13.0.txt";
const cr = () => loadIndex(FILE, "fab", "cr");

describe("FaB Comprehensive Rules 2.13.0", () => {
  it("reads the document header", () => {
    const { document } = cr();
    expect(document).toMatchObject({ id: "fab-cr-2.13.0", game: "fab", kind: "cr", version: "2.13.0", versionPrinted: true, date: "2026-04-09", publisher: "Legend Story Studios", source: FILE });
    expect(document.copyright).toMatch(/^© 2019 Legend Story Studios\. All Rights Reserved\./);
  });

  it("finds every chapter, section, rule and sub-rule", () => {
    const depths = new Map<number, number>();
    for (const r of cr().rules) depths.set(r.depth, (depths.get(r.depth) ?? 0) + 1);
    expect(Object.fromEntries(depths)).toEqual({ 1: 9, 2: 87, 3: 544, 4: 625 });
    // The TOC ("1.0 General 1") and the preface are not rules.
    expect(cr().rules[0]).toMatchObject({ id: "1", title: "Game Concepts" });
  });

  it("sets examples and notes apart from the rule text", () => {
    const rules = cr().rules;
    expect(rules.reduce((n, r) => n + r.examples.length, 0)).toBe(226);
    expect(rules.reduce((n, r) => n + r.notes.length, 0)).toBe(13);
    const r102 = rule(cr(), "1.0.2");
    expect(r102.examples).toHaveLength(2);
    expect(r102.examples[0]).toMatch(/^“They can’t defend this with equipment” is a restriction/);
    expect(r102.text).not.toMatch(/Example/);
    // The one `- Example:** …` under 7.7.2c.
    expect(rule(cr(), "7.7.2c").examples[0]).toMatch(/^Luminaris has the text/);
  });

  it("keeps rule 1.11.2: the active player is the one with priority", () => {
    const r = rule(cr(), "1.11.2");
    expect(r.text).toBe("Only one player can have priority at any point in time. A player who has priority is the “active player.” A player who does not have priority is an “inactive player.”");
    expect(r.parent).toBe("1.11");
    expect(rule(cr(), "1.11").children).toContain("1.11.2");
    expect(rule(cr(), "1.11").title).toBe("Priority");
  });

  it("keeps bullet lists inside a rule as lines", () => {
    const lines = rule(cr(), "6.3.2").text.split("\n");
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe("• Stage 1: Effects that modify copyable properties are applied..[8.5.25]");
    expect(rule(cr(), "2.1.2").text.split("\n")).toEqual([
      "The printed color of a card is typically expressed at the top of a card as a color strip.",
      "• A card with a red color strip is considered red.",
      "• A card with a yellow color strip is considered yellow.",
      "• A card with a blue color strip is considered blue.",
    ]);
  });

  it("titles chapter 8 keyword rules with their bold keyword", () => {
    expect(rule(cr(), "8.3.4")).toMatchObject({ title: "Dominate", titleSource: "inline" });
    expect(rule(cr(), "8.3.4").text).toMatch(/^Dominate is a static ability/);
    expect(rule(cr(), "8.3.5").title).toBe("Go again");
    expect(rule(cr(), "8.1.5").title).toBe("Hero");
  });

  it("normalises all four cross-reference syntaxes", () => {
    expect(rule(cr(), "1.1.2b").references).toEqual(["1.2.1b", "1.2.1a"]);
    expect(rule(cr(), "1.0.2").references).toEqual(["1.0.1a"]);
    expect(rule(cr(), "1.4.5").references).toEqual(["5.1.4", "6.6.6a"]);
    expect(rule(cr(), "5.2.2b").references).toEqual(["5.1.3", "5.1.10"]);
    expect(rule(cr(), "5.2.2b").text).toContain("steps [5.1.3]–[5.1.10]");
    expect(rule(cr(), "8.5.2a").references).toEqual(["8.6"]);
    expect(rule(cr(), "1.1.3").references).toEqual(["1.3.2c", "1.3.2d", "2.11"]);
    // A typo in the source (6.6b) is kept as an unresolved reference, not dropped.
    expect(rule(cr(), "1.10.2d").unresolvedReferences).toEqual(["6.6b"]);
  });

  it("leaves no markup artifacts in any text", () => {
    for (const r of cr().rules) {
      for (const t of [r.text, r.title ?? "", ...r.examples, ...r.notes]) {
        expect(t).not.toMatch(/\^\[|\^\{|\\\[|\]\(#\)|\*|\$/);
      }
    }
  });

  it("reads the glossary, splitting term from definition", () => {
    const g = cr().glossary;
    expect(g).toHaveLength(285);
    expect(g.find((e) => e.term === "Agility")).toEqual({ term: "Agility", definition: "A generic aura token.[8.6.28]", senses: [], references: ["8.6.28"] });
    expect(g.find((e) => e.term === "Action Point")?.definition).toMatch(/^An asset used to pay/);
    expect(g.find((e) => e.term === "The Crowd Cheers / The Crowd Boos")?.references).toEqual(["8.5.57"]);
    const extra = g.find((e) => e.term === "Additional Cost");
    expect(extra?.senses.map((s) => s.sense)).toEqual(["ability", "phrase"]);
    expect(extra?.references).toEqual(["5.4.4a", "5.1.3"]);
    expect(g.every((e) => e.definition !== "" || e.senses.length > 0)).toBe(true);
    expect(g.find((e) => e.term === "Flavor Text")?.definition).toMatch(/^Text contained in the text box/);
    expect(g.find((e) => e.term === "Pitch")?.senses.map((s) => s.sense)).toEqual(["act", "effect", "property"]);
    expect(g.map((e) => e.term)).not.toContain("property:");
    expect(g.map((e) => e.term)).not.toContain("Acknowledgments");
  });

  it("counts 582 superscript references in the source and keeps them all", () => {
    const source = readDocument(FILE);
    const bodyText = source.slice(source.indexOf("\n1. Game Concepts"), source.indexOf("\nGlossary\n"));
    const singles = bodyText.match(/\^\[[^\]]+\]/g)?.length ?? 0;
    const inRules = cr().rules.flatMap((r) => [r.text, ...r.examples, ...r.notes].join(" ").match(/\[[0-9][^\]]*\]/g) ?? []).length;
    expect(inRules).toBeGreaterThanOrEqual(singles);
  });
});

describe("cleanFabMarkup", () => {
  it("rewrites each reference form to [id]", () => {
    expect(cleanFabMarkup("subject to [\\[1.0.1a\\]](#).")).toBe("subject to [1.0.1a].");
    expect(cleanFabMarkup("are defined in [. \\[8.6\\]](#)")).toBe("are defined in .[8.6]");
    expect(cleanFabMarkup("stack.^{[5.1.4][6.6.6a]}")).toBe("stack.[5.1.4][6.6.6a]");
    expect(cleanFabMarkup("steps ^[5.1.3]_[5.1.10], then")).toBe("steps [5.1.3]–[5.1.10], then");
    expect(cleanFabMarkup("object^[1.2.1b], or")).toBe("object[1.2.1b], or");
  });
  it("turns LaTeX symbols and emphasis into plain text", () => {
    expect(cleanFabMarkup("gets $+3\\{p\\}$ and $M \\geq N$")).toBe("gets +3{p} and M ≥ N");
    expect(cleanFabMarkup("***Example:** text*")).toBe("Example: text");
  });
});

describe("splitGlossaryLine", () => {
  it("ends the term before the first definition opener", () => {
    expect(splitGlossaryLine("Action Point An asset used.", ["Action"])).toEqual({ term: "Action Point", definition: "An asset used." });
  });
  it("prefers a longer known title", () => {
    expect(splitGlossaryLine("The Crowd Cheers / The Crowd Boos An effect keyword.", ["The Crowd Cheers / The Crowd Boos"])).toEqual({
      term: "The Crowd Cheers / The Crowd Boos",
      definition: "An effect keyword.",
    });
  });
  it("gives up when nothing opens a definition", () => {
    expect(splitGlossaryLine("Lonely Words", [])).toBeNull();
  });
});
