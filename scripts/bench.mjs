// `pnpm bench [NAME…]`: runs each package's `bench` script one after another (never in parallel:
// they would disturb each other's timings) and prints one JSON document with every result.
// NAMEs (e.g. `engine server`) pick packages; none runs them all.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const only = process.argv.slice(2);
const results = [];
for (const group of ["packages", "apps"]) {
  for (const dir of readdirSync(join(root, group)).sort()) {
    const pkgFile = join(root, group, dir, "package.json");
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
    if (!pkg.scripts?.bench) continue;
    if (only.length > 0 && !only.includes(dir) && !only.includes(pkg.name)) continue;
    process.stderr.write(`bench: ${pkg.name}\n`);
    const out = execFileSync("pnpm", ["--silent", "run", "bench"], { cwd: join(root, group, dir), encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    // A package may print several JSON documents, one after another (each starts at column 0).
    for (const doc of out.trim().split(/\n(?=\{)/)) results.push({ package: pkg.name, ...JSON.parse(doc) });
  }
}
const machine = { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30) };
process.stdout.write(`${JSON.stringify({ machine, results }, null, 2)}\n`);
