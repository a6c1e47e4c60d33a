import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardsOf } from "@tablecast/cards";
import { isImplemented } from "./cards/registry";
import { coverage, coverageMarkdown, dataSetCoverage, MISSING_REASONS, setCoverage } from "./coverage";

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

describe("coverage of the whole card database", () => {
  const sets = setCoverage();

  it("lists every set in release order, Welcome to Rathe's 226 cards under WTR as the WTR table counts them", () => {
    expect(sets.length).toBeGreaterThan(80);
    const wtr = sets.find((s) => s.set === "WTR")!;
    expect(wtr.name).toBe("Welcome to Rathe");
    expect(wtr.cards.length).toBe(coverage().total);
    expect(wtr.cards.filter((c) => c.implemented).length).toBe(coverage().implemented);
    expect(sets.findIndex((s) => s.set === "WTR")).toBeLessThan(sets.findIndex((s) => s.set === "ARC"));
    const arc = sets.find((s) => s.set === "ARC")!;
    expect([arc.name, arc.cards.length]).toEqual(["Arcane Rising", cardsOf("fab").filter((c) => c.sets.includes("ARC")).length]);
  });

  it("counts each of the 3,878 cards once across the data set, implemented by the enforced rules' behaviours", () => {
    const total = dataSetCoverage();
    expect(total.total).toBe(3878);
    const ids = new Set(sets.flatMap((s) => s.cards.map((c) => c.id)));
    expect(ids.size).toBe(3878);
    const implemented = new Set(sets.flatMap((s) => s.cards.filter((c) => c.implemented).map((c) => c.id)));
    expect(total.implemented).toBe(implemented.size);
    for (const id of implemented) expect(isImplemented(id), id).toBe(true);
    expect(total.implemented).toBeGreaterThanOrEqual(coverage().implemented);
  });
});

