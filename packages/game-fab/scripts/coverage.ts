/** Writes COVERAGE.md: which Welcome to Rathe and Arcane Rising cards the engine implements (and why a Welcome to Rathe card is not): tsx scripts/coverage.ts */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { coverage, coverageMarkdown, setCoverage } from "../src/coverage";

writeFileSync(join(import.meta.dirname, "../COVERAGE.md"), coverageMarkdown());
const { implemented, total, rows } = coverage();
console.log(`${implemented} / ${total} Welcome to Rathe cards implemented`);
for (const r of rows) if (!r.implemented) console.log(`  missing ${r.name} (${r.id}): ${r.reason}`);
const arc = setCoverage().find((s) => s.set === "ARC")!;
console.log(`${arc.cards.filter((c) => c.implemented).length} / ${arc.cards.length} Arcane Rising cards implemented`);

