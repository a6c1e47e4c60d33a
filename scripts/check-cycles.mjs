// No import cycles inside any package or app (ARCHITECTURE.md; a reader follows a package's
// modules one way). Reads every TypeScript source under apps/*/src and packages/*/src, follows
// relative imports that load code (type-only imports vanish at run time and are skipped), and
// prints each cycle found. Usage: node scripts/check-cycles.mjs [folder…]
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const folders = process.argv.length > 2 ? process.argv.slice(2).map((f) => resolve(f)) : ["apps", "packages"].flatMap((g) => (existsSync(join(root, g)) ? readdirSync(join(root, g)).map((d) => join(root, g, d)) : []));

const SOURCE = /\.(ts|tsx|mts)$/;
function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === "node_modules" || name.startsWith(".")) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

// `import … from "./x"`, `export … from "./x"`, `import "./x"`, `import("./x")`; not `import type` / `export type`.
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ""));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function edgesOf(file) {
  const text = readFileSync(file, "utf8");
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    if (m[2] !== undefined) continue;
    // `import { type A, type B } from` loads nothing either.
    const clause = m[0];
    if (/\{[^}]*\}/.test(clause) && !/\{([^}]*)\}/.exec(clause)[1].split(",").some((n) => n.trim() !== "" && !n.trim().startsWith("type ")) && !/import\s+\w+\s*,/.test(clause) && !/\*\s+as/.test(clause)) continue;
    const target = resolveImport(file, m[3] ?? m[4]);
    if (target !== null) out.push(target);
  }
  return out;
}

const cycles = [];
for (const folder of folders) {
  const src = existsSync(join(folder, "src")) ? join(folder, "src") : folder;
  const all = files(src);
  const graph = new Map(all.map((f) => [f, edgesOf(f)]));
  // Tarjan's strongly connected components: any component of more than one module is a cycle.
  let index = 0;
  const idx = new Map(), low = new Map(), stack = [], onStack = new Set();
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.map((f) => relative(root, f)).sort());
    }
  };
  for (const f of all) if (!idx.has(f)) visit(f);
}

for (const c of cycles) console.error(`import cycle: ${c.join(" ↔ ")}`);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s): split the modules so imports go one way`);
  process.exit(1);
}
