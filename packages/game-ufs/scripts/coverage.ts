/** Writes COVERAGE.md: tsx scripts/coverage.ts */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { coverage, coverageMarkdown } from "../src/coverage";

writeFileSync(join(import.meta.dirname, "../COVERAGE.md"), coverageMarkdown());
const { implemented, total } = coverage();
console.log(`${implemented} / ${total} cards implemented`);
