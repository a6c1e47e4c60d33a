import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { configFromEnv } from "../src/config";
import { startServer } from "../src/server";
const dir = mkdtempSync(join(tmpdir(), "tablecast-bench-"));
const config = configFromEnv({}, { port: 0, sqlitePath: join(dir, "bench.db"), logLevel: "silent" });
const server = await startServer(config, { log: pino({ level: "silent" }) });
const seats = [{ name: "A", kind: "human" as const, deck: { sample: "balanced" } }, { name: "B", kind: "human" as const, deck: { sample: "aggro" } }];
const { matchId } = await server.hub.create({ game: "duel", seats, options: { life: 100_000, turnLimit: 10_000 } });
const match = await server.hub.get(matchId);
const decide = () => { const seat = match.awaiting()[0]!; const d = match.decisionsFor(seat).at(-1)!; return match.submit(seat, match.lastSeq + 1, d.id); };
for (let i = 0; i < 50; i++) await decide();
for (let r = 0; r < 3; r++) {
  const t0 = performance.now(); const c0 = process.cpuUsage();
  for (let i = 0; i < 200; i++) { await decide(); await new Promise((res) => setImmediate(res)); }
  const c = process.cpuUsage(c0);
  console.log(`per decision ${((performance.now() - t0) / 200).toFixed(3)} ms wall, ${((c.user + c.system) / 1000 / 200).toFixed(3)} ms cpu (main+pool)`);
}
await server.close();
process.exit(0);
