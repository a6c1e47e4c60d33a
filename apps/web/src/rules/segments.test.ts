import type { GlossaryEntry } from "@tablecast/rules";
import { describe, expect, it } from "vitest";
import { segmentRuleText, termKey, termLookup, type Segment } from "./segments";

const g = (term: string, definition: string, references: string[] = [], senses: GlossaryEntry["senses"] = []): GlossaryEntry => ({ term, definition, senses, references });

const GLOSSARY = termLookup([
  g("Go again", "A keyword that gives an action point.[8.3.5]", ["8.3.5"]),
  g("Additional Cost", "", ["5.4.4a"], [
    { sense: "ability", definition: "A meta-static ability that adds a cost to playing a card.[5.4.4a]" },
    { sense: "phrase", definition: "An effect that adds a cost to playing a card.[5.1.3]" },
  ]),
  g("Defense Reaction", "A card type played in the reaction step.[8.1.3]", ["8.1.3"]),
  g("Arcane Barrier", "An ability keyword.[8.3.8]", ["8.3.8"]),
  g("Intimidate", "An effect keyword.[8.5.10]", ["8.5.10"]),
  g("Ability", "An object property.[1.7]", ["1.7"]),
  g("The Crowd Cheers / The Crowd Boos", "Tokens."),
  g("Pairs (with)", "Two cards that are played together."),
  g("Card", "Everybody knows."),
]);

const show = (segments: Segment[]) => segments.map((s) => (s.kind === "text" ? s.text : s.kind === "ref" ? `<${s.id}${s.resolved ? "" : "?"}${s.bracket ? "]" : ""}>` : `{${s.text}}`)).join("");

describe("rule text segments", () => {
  it("turns bracketed and prose references into links, and nothing else", () => {
    const text = "Cards declared this way become defending cards on the active chain link.[7.0.5] Its shorthand is [B]. (see Rule 1.8.8) “[EFFECT] unless [X]”";
    expect(show(segmentRuleText(text, { references: ["7.0.5", "1.8.8"] }))).toBe("Cards declared this way become defending cards on the active chain link.<7.0.5]> Its shorthand is [B]. (see Rule <1.8.8>) “[EFFECT] unless [X]”");
  });

  it("links a bare number only as a whole number, and one without dots only after 'rule', 'section' or 'see'", () => {
    expect(show(segmentRuleText("See 7.3.2, not 17.3.2 or 7.3.21 or 7.3.2a.", { references: ["7.3.2"] }))).toBe("See <7.3.2>, not 17.3.2 or 7.3.21 or 7.3.2a.");
    expect(show(segmentRuleText("Deal 318 damage. See rule 318. Cleanups for more information.", { references: ["318"] }))).toBe("Deal 318 damage. See rule <318>. Cleanups for more information.");
    expect(show(segmentRuleText("(see Appendix A - Organized Play Programs)", { references: ["Appendix A"] }))).toBe("(see <Appendix A> - Organized Play Programs)");
    expect(show(segmentRuleText("If a player's opponent is unable to cycle (see E.2.2)", { references: ["E.2.2"] }))).toBe("If a player's opponent is unable to cycle (see <E.2.2>)");
  });

  it("marks a reference the document does not have as unresolved", () => {
    expect(show(segmentRuleText("a typo in the source.[6.6b]", { references: [], unresolved: ["6.6b"] }))).toBe("a typo in the source.<6.6b?]>");
  });

  it("marks glossary terms at their first use, longest first, plurals too", () => {
    const s = segmentRuleText("An additional cost with go again: Go Again keeps go again. Defense reactions and abilities intimidates.", { references: [], terms: GLOSSARY });
    expect(show(s)).toBe("An {additional cost} with {go again}: Go Again keeps go again. {Defense reactions} and abilities {intimidates}.");
    const term = s.find((x) => x.kind === "term" && x.text === "additional cost");
    expect(term).toMatchObject({ term: "Additional Cost", definition: "ability: A meta-static ability that adds a cost to playing a card.\nphrase: An effect that adds a cost to playing a card." });
    expect(s.find((x) => x.kind === "term" && x.text === "go again")).toMatchObject({ definition: "A keyword that gives an action point." });
  });

  it("needs a term's words to be one phrase, and leaves everyday words alone", () => {
    expect(show(segmentRuleText("Go. Again, the card is played with an ability.", { references: [], terms: GLOSSARY }))).toBe("Go. Again, the card is played with an ability.");
    expect(show(segmentRuleText("The Crowd Boos and pairs.", { references: [], terms: GLOSSARY }))).toBe("{The Crowd Boos} and {pairs}.");
  });

  it("marks only phrases from a borrowed glossary (tournament rules using the CR's)", () => {
    const borrowed = termLookup([g("Go again", "A keyword."), g("Intimidate", "A keyword."), g("Start-of-game Procedure", "Before a game.")], { phrasesOnly: true });
    expect(show(segmentRuleText("Intimidate with go again during the start-of-game procedure.", { references: [], terms: borrowed }))).toBe("Intimidate with {go again} during the {start-of-game procedure}.");
  });

  it("shares marked terms between a rule's text and its examples, and skips the rule's own name", () => {
    const used = new Set([termKey("Go again")]);
    expect(show(segmentRuleText("Go again is an arcane barrier.", { references: [], terms: GLOSSARY, used }))).toBe("Go again is an {arcane barrier}.");
    expect(show(segmentRuleText("Example: an arcane barrier with go again.", { references: [], terms: GLOSSARY, used }))).toBe("Example: an arcane barrier with go again.");
  });

  it("keeps references and terms apart in one text", () => {
    const s = segmentRuleText("A defense reaction[8.1.3] has an arcane barrier.[1.7]", { references: ["8.1.3", "1.7"], terms: GLOSSARY });
    expect(show(s)).toBe("A {defense reaction}<8.1.3]> has an {arcane barrier}.<1.7]>");
    expect(s.map((x) => x.text).join("")).toBe("A defense reaction8.1.3 has an arcane barrier.1.7");
  });
});
