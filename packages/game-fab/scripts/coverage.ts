/** Writes COVERAGE.md: which Welcome to Rathe, Arcane Rising and Crucible of War cards the engine implements (and why a Welcome to Rathe card is not): tsx scripts/coverage.ts */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { coverage, coverageMarkdown, setCoverage } from "../src/coverage";

writeFileSync(join(import.meta.dirname, "../COVERAGE.md"), coverageMarkdown());
const { implemented, total, rows } = coverage();
console.log(`${implemented} / ${total} Welcome to Rathe cards implemented`);
for (const r of rows) if (!r.implemented) console.log(`  missing ${r.name} (${r.id}): ${r.reason}`);
for (const [set, title] of [["ARC", "Arcane Rising"], ["CRU", "Crucible of War"]]) {
  const printed = setCoverage().find((s) => s.set === set)!;
  console.log(`${printed.cards.filter((c) => c.implemented).length} / ${printed.cards.length} ${title} cards implemented`);
}

