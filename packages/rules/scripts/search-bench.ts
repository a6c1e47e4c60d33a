// Times index building and queries over the committed indexes. Usage: pnpm --filter @tablecast/rules bench
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { buildSearchIndex, parseRuleIndex, search } from "../src/index";

const load = (name: string) => {
  const parsed = parseRuleIndex(readFileSync(new URL(`../data/${name}.json`, import.meta.url), "utf8"));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.message}`);
  return parsed.index;
};

const queries = ["dominate", "7.3.2", "go again", "d", "at", "att", "attack", "priority active player", "combat chain closes", "zzz"];
for (const name of ["fab-cr-2.13.0", "riftbound-core-ver1-3"]) {
  const index = load(name);
  let t = performance.now();
  const s = buildSearchIndex(index);
  const build = performance.now() - t;
  const rows: string[] = [];
  for (const q of queries) {
    for (let i = 0; i < 50; i++) search(s, q); // warm up
    const n = 500;
    t = performance.now();
    for (let i = 0; i < n; i++) search(s, q);
    rows.push(`  ${JSON.stringify(q).padEnd(26)} ${((performance.now() - t) / n).toFixed(3)} ms/query`);
  }
  process.stdout.write(`${name}: ${index.rules.length} rules, ${s.terms.length} terms, index built in ${build.toFixed(1)} ms\n${rows.join("\n")}\n`);
}
