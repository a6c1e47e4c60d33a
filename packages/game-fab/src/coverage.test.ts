import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coverage, coverageMarkdown, MISSING_REASONS } from "./coverage";

describe("Welcome to Rathe coverage", () => {
  it("COVERAGE.md is up to date (regenerate with scripts/coverage.ts)", () => {
    expect(readFileSync(join(import.meta.dirname, "../COVERAGE.md"), "utf8")).toBe(coverageMarkdown());
  });

  it("every missing card says why, and no reason is kept for an implemented card", () => {
    const { rows } = coverage();
    for (const r of rows) if (!r.implemented) expect(r.reason, r.name).not.toBe("not implemented yet");
    for (const name of Object.keys(MISSING_REASONS)) expect(rows.some((r) => !r.implemented && r.name.startsWith(name)), name).toBe(true);
  });
});
