/** Writes COVERAGE.md: tsx scripts/coverage.ts */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { coverage } from "../src/coverage";
import { coverageReport, rulesCoverage } from "./coverage-report";

writeFileSync(join(import.meta.dirname, "../COVERAGE.md"), coverageReport());
const { implemented, total } = coverage();
const { ids, tests } = rulesCoverage();
console.log(`${implemented} / ${total} cards implemented; ${tests} scenario tests name ${ids.size} rule ids`);
