import { queryWords } from "@tablecast/rules/search";
import { describe, expect, it } from "vitest";
import { highlight } from "./highlight";

const marked = (text: string, query: string) =>
  highlight(text, queryWords(query))
    .map((p) => (p.hit ? `[${p.text}]` : p.text))
    .join("");

describe("search result highlighting", () => {
  it("marks the start of each word the query's words begin", () => {
    expect(marked("Dominate is a static ability. A dominated attack…", "dom")).toBe("[Dom]inate is a static ability. A [dom]inated attack…");
    expect(marked("Go again is a keyword: the attack gets go again.", "go again")).toBe("[Go] [again] is a keyword: the attack gets [go] [again].");
  });
  it("marks stemmed words ('attacks' looks for 'attack')", () => {
    expect(marked("An attack and two attacks.", "attacks")).toBe("An [attack] and two [attack]s.");
  });
  it("leaves text alone without a query, and never marks inside a word", () => {
    expect(marked("Overpower", "")).toBe("Overpower");
    expect(marked("A reaction, not an action.", "action")).toBe("A reaction, not an [action].");
    expect(highlight("", ["x"])).toEqual([]);
  });
});
