/** Writes COVERAGE.md: which Welcome to Rathe cards the engine implements, and why the others are not: tsx scripts/coverage.ts */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { coverage, coverageMarkdown } from "../src/coverage";

writeFileSync(join(import.meta.dirname, "../COVERAGE.md"), coverageMarkdown());
const { implemented, total, rows } = coverage();
console.log(`${implemented} / ${total} Welcome to Rathe cards implemented`);
for (const r of rows) if (!r.implemented) console.log(`  missing ${r.name} (${r.id}): ${r.reason}`);
