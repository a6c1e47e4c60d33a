// Times index building and queries over the committed indexes; prints JSON (pnpm bench).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { buildSearchIndex, parseRuleIndex, search } from "../src/index";

const load = (name: string) => {
  const parsed = parseRuleIndex(readFileSync(new URL(`../data/${name}.json`, import.meta.url), "utf8"));
  if (!parsed.ok) throw new Error(`${name}: ${parsed.message}`);
  return parsed.index;
};

const documents: Record<string, unknown>[] = [];
const queries = ["dominate", "7.3.2", "go again", "d", "at", "att", "attack", "priority active player", "combat chain closes", "zzz"];
for (const name of ["fab-cr-2.13.0", "riftbound-core-ver1-3"]) {
  const index = load(name);
  let t = performance.now();
  const s = buildSearchIndex(index);
  const build = performance.now() - t;
  const msPerQuery: Record<string, number> = {};
  for (const q of queries) {
    for (let i = 0; i < 50; i++) search(s, q); // warm up
    const n = 500;
    t = performance.now();
    for (let i = 0; i < n; i++) search(s, q);
    msPerQuery[q] = Number(((performance.now() - t) / n).toFixed(4));
  }
  documents.push({ document: name, rules: index.rules.length, terms: s.terms.length, indexBuildMs: Number(build.toFixed(2)), msPerQuery });
}
process.stdout.write(`${JSON.stringify({ benchmark: "rules-search", documents }, null, 2)}\n`);
