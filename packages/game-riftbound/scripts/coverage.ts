/** Writes COVERAGE.md from the card table: pnpm exec tsx scripts/coverage.ts */
import { writeFileSync } from "node:fs";
import { coverageMarkdown } from "../src/coverage";

writeFileSync(new URL("../COVERAGE.md", import.meta.url), coverageMarkdown());
console.log("COVERAGE.md written");
