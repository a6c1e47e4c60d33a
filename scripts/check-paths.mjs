// The self-contained rule for what eslint does not read: shell scripts, package manifests,
// configuration. Every tracked file of those kinds, line by line (vendored sources and generated
// data excepted: they are documents, not instructions to read a path).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { problemOf } from "./eslint-self-contained.mjs";

const root = new URL("..", import.meta.url).pathname;
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((f) => f !== "" && !/\.(ts|tsx|js|mjs|cjs|md|csv|txt|png|svg|css|ico)$/.test(f) && !/(^|\/)(sources|data|fixtures)\//.test(f) && f !== "pnpm-lock.yaml");
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
