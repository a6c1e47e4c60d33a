/**
 * COVERAGE.md: the card table (src/coverage.ts) and the rules the scenario tests exercise — every
 * rule id named in a test title (`it("G.3.2: …")`) with the tests that name it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { coverageMarkdown } from "../src/coverage";

const SRC = join(import.meta.dirname, "../src");
const RULE_ID = /\b([A-K]\.\d+(?:\.\d+)*)\b/g;

/** Sorts rule ids section by section, numerically within each level. */
function compareIds(a: string, b: string): number {
  const pa = a.split(".");
  const pb = b.split(".");
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const c = i === 0 ? x.localeCompare(y) : Number(x) - Number(y);
    if (c !== 0) return c;
  }
  return 0;
}

export function rulesCoverage(): { ids: Map<string, string[]>; tests: number } {
  const ids = new Map<string, string[]>();
  let tests = 0;
  for (const file of readdirSync(SRC).filter((f) => f.endsWith(".test.ts")).sort()) {
    const text = readFileSync(join(SRC, file), "utf8");
    for (const m of text.matchAll(/\bit\((["'])((?:(?!\1).)+)\1/g)) {
      const title = m[2]!;
      const found = [...new Set([...title.matchAll(RULE_ID)].map((x) => x[1]!))];
      if (found.length === 0) continue;
      tests++;
      for (const id of found) ids.set(id, [...(ids.get(id) ?? []), `${file.replace(".test.ts", "")}`]);
    }
  }
  return { ids: new Map([...ids.entries()].sort(([a], [b]) => compareIds(a, b))), tests };
}

export function coverageReport(): string {
  const { ids, tests } = rulesCoverage();
  const lines = [
    coverageMarkdown().trimEnd(),
    "",
    "## Rules named by scenario tests",
    "",
    `${tests} tests name ${ids.size} rule ids in their titles (the README lists every rule implemented).`,
    "",
    "| rule | test files |",
    "|---|---|",
    ...[...ids.entries()].map(([id, files]) => `| ${id} | ${[...new Set(files)].join(", ")} |`),
    "",
  ];
  return lines.join("\n");
}
