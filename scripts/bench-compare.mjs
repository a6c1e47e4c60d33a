// Side-by-side comparison of two `pnpm bench` outputs: node scripts/bench-compare.mjs A.json B.json
// Prints every numeric leaf of A and B and B/A. Make both runs on the same machine, one after the
// other, because these machines are noisy.
import { readFileSync } from "node:fs";

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error("usage: node scripts/bench-compare.mjs BASELINE.json CANDIDATE.json");
  process.exit(2);
}
const load = (f) => JSON.parse(readFileSync(f, "utf8"));
function leaves(value, path, out) {
  if (typeof value === "number") out.set(path, value);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${v?.package ?? i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  return out;
}
const left = leaves(load(a).results ?? load(a), "", new Map());
const right = leaves(load(b).results ?? load(b), "", new Map());
const rows = [...new Set([...left.keys(), ...right.keys()])].map((k) => {
  const x = left.get(k);
  const y = right.get(k);
  const ratio = x && y ? (y / x).toFixed(3) : "";
  return [k, x ?? "", y ?? "", ratio];
});
const w = Math.max(...rows.map((r) => r[0].length), 6);
console.log(`${"metric".padEnd(w)}  ${"baseline".padStart(12)}  ${"candidate".padStart(12)}  ratio`);
for (const [k, x, y, r] of rows) console.log(`${k.padEnd(w)}  ${String(x).padStart(12)}  ${String(y).padStart(12)}  ${r}`);
