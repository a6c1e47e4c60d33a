import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CARDS, realCards } from "./cards";
import { isPlayable } from "./cards/index";
import { coverageMarkdown } from "./coverage";

describe("card coverage", () => {
  it("COVERAGE.md is up to date (regenerate with scripts/coverage.ts)", () => {
    expect(readFileSync(join(import.meta.dirname, "../COVERAGE.md"), "utf8")).toBe(coverageMarkdown());
  });

  it("every card of the table is named in a scenario test", () => {
    const dir = import.meta.dirname;
    const text = readdirSync(dir)
      .filter((f) => f.endsWith(".test.ts") && f !== "coverage.test.ts")
      .map((f) => readFileSync(join(dir, f), "utf8"))
      .join("\n");
    const missing = [...CARDS.values()].filter((c) => c.type !== "rune" && !text.includes(c.name.replace("Test — ", "")) && !text.includes(c.id)).map((c) => c.name);
    expect(missing).toEqual([]);
    // Real cards the engine plays: named by collector code in a scenario test (origins.test.ts).
    const real = realCards().filter((r) => isPlayable(r.def) && r.def.code === r.code);
    expect(real.length).toBeGreaterThan(40);
    expect(real.filter((r) => !text.includes(r.code)).map((r) => `${r.code} ${r.def.name}`)).toEqual([]);
  });
});
