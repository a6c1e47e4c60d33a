// The self-contained rule for what eslint does not read: shell scripts, package manifests,
// configuration. Every such file of the repository, line by line (vendored sources and generated
// data excepted: they are documents, not instructions to read a path).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { problemOf } from "./eslint-self-contained.mjs";

const root = new URL("..", import.meta.url).pathname;
// Directories that are installed, built or generated (as .gitignore says), or hold vendored
// documents and data rather than instructions to read a path. No git needed: CI runs on a copy.
const SKIP = new Set(["node_modules", ".git", ".tools", ".turbo", ".next", "dist", "coverage", "reports", "data", "matches", "tmp", "sources", "fixtures", ".next-build-lock"]);
const CODE = /\.(ts|tsx|js|mjs|cjs|md|csv|txt|png|svg|css|ico|gif|jpg|jsonl|tcb)$/;

function walk(dir, rel = "") {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = rel === "" ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(join(dir, entry.name), path);
    return entry.isFile() && !CODE.test(entry.name) && entry.name !== "pnpm-lock.yaml" && !entry.name.endsWith(".tsbuildinfo") ? [path] : [];
  });
}

const files = walk("");
const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(root, file), "utf8");
  } catch {
    continue; // deleted in the work tree
  }
  text.split("\n").forEach((line, i) => {
    for (const word of line.split(/[\s"'=;]+/)) {
      const problem = problemOf(word, "<input>");
      if (problem !== null) problems.push(`${file}:${i + 1}: ${problem}`);
    }
  });
}
if (problems.length > 0) {
  console.error(problems.map((p) => `self-contained: ${p}`).join("\n"));
  process.exit(1);
}
console.log(`self-contained: ok (${files.length} files besides code)`);
