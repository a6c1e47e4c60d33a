// Checks every workspace package.json against the dependency graph in dependency-rules.mjs.
// eslint checks the imports; this checks the declared dependencies, so a forbidden edge cannot
// hide behind a re-export or a dynamic import.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { allowedDeps, apps } from "./dependency-rules.mjs";

const root = new URL("..", import.meta.url).pathname;
const problems = [];
for (const group of ["apps", "packages"]) {
  const base = join(root, group);
  if (!existsSync(base)) continue;
  for (const dir of readdirSync(base)) {
    const file = join(base, dir, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8"));
    const isApp = apps.includes(pkg.name);
    if (!isApp && !(pkg.name in allowedDeps)) {
      problems.push(`${group}/${dir}: package ${pkg.name} is not in scripts/dependency-rules.mjs`);
      continue;
    }
    if (group === "apps" && !isApp) problems.push(`${group}/${dir}: ${pkg.name} lives in apps/ but is not listed as an app`);
    const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    for (const dep of Object.keys(deps)) {
      if (!dep.startsWith("@tablecast/")) continue;
      if (apps.includes(dep)) problems.push(`${pkg.name} depends on app ${dep}: nothing imports from apps/`);
      else if (!isApp && !allowedDeps[pkg.name].includes(dep))
        problems.push(`${pkg.name} depends on ${dep}, which ARCHITECTURE.md does not allow`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.map((p) => `dependency rule: ${p}`).join("\n"));
  process.exit(1);
}
console.log("dependency rules: ok");
