import { GAMES } from "@tablecast/rules";
import { describe, expect, it } from "vitest";
import { ruleHref } from "../client/RuleLink";
import { citationHref, glossaryHref, looksLikeRuleId, parseCitation, RULE_GAMES, termAnchor } from "./citation";

describe("rule citations", () => {
  it("read the engine's, the log's and annotations' forms", () => {
    expect(parseCitation("fab:7.3.2")).toEqual({ game: "fab", doc: null, rule: "7.3.2" });
    expect(parseCitation("fab:cr:7.5.2")).toEqual({ game: "fab", doc: "cr", rule: "7.5.2" });
    expect(parseCitation("fab:tr:5.9")).toEqual({ game: "fab", doc: "tr", rule: "5.9" });
    expect(parseCitation("riftbound:103.2.b")).toEqual({ game: "riftbound", doc: null, rule: "103.2.b" });
    expect(parseCitation("ufs:J.1.2")).toEqual({ game: "ufs", doc: null, rule: "J.1.2" });
    expect(parseCitation(" FAB:1.11.2a ")).toEqual({ game: "fab", doc: null, rule: "1.11.2a" });
    expect(parseCitation("fab:cr-2.13.0:7.3.2")).toEqual({ game: "fab", doc: "cr-2.13.0", rule: "7.3.2" });
  });

  it("refuse what is not a citation of a game with rules", () => {
    for (const s of ["", "7.3.2", "fab:", "duel:1.2", "fab:7.3.2 extra", "fab:cr:", "http://x"]) expect(parseCitation(s)).toBeNull();
  });

  it("link to the rule's page; the main rules when no document is named", () => {
    expect(citationHref("fab:7.3.2")).toBe("/rules/fab/cr/7.3.2");
    expect(citationHref("fab:tr:5.9")).toBe("/rules/fab/tr/5.9");
    expect(citationHref("ufs:J.1.2#2")).toBe("/rules/ufs/cr/J.1.2%232");
    expect(citationHref("duel:1")).toBeNull();
    // The event log's link keeps its old name and signature.
    expect(ruleHref("fab:1.14.3")).toBe("/rules/fab/cr/1.14.3");
    expect(ruleHref("not a rule")).toBeNull();
  });

  it("know the rules package's games", () => {
    expect([...RULE_GAMES].sort()).toEqual([...GAMES].sort());
  });

  it("tell rule numbers from document slugs", () => {
    for (const id of ["7.3.2", "1.11.2a", "103.2.b", "J.1.2", "8"]) expect(looksLikeRuleId(id)).toBe(true);
    for (const slug of ["cr", "tr", "pg", "keywords", "old-cr", "cr-2.13.0"]) expect(looksLikeRuleId(slug)).toBe(false);
  });

  it("anchor glossary terms", () => {
    expect(termAnchor("Go again")).toBe("term-go-again");
    expect(termAnchor("(1H)")).toBe("term-1h");
    expect(glossaryHref("fab", "cr", "Defense Reaction")).toBe("/rules/fab/cr/glossary#term-defense-reaction");
  });
});
