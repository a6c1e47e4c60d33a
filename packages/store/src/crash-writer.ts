// Test helper process: appends entries to a SQLite store as fast as it can and reports each one
// after appendEntry resolves, until it is killed.
import { openStore } from "./open";

const store = await openStore({ sqlitePath: process.argv[2]! });
const id = `crash${process.pid}`;
await store.createMatch({
  id,
  header: { format: "tablecast-log", version: 1, game: "duel", rulesetVersion: "duel-1", engineVersion: "0.1.0", seats: [], seedCommitment: "0".repeat(64), setupHash: "0".repeat(16) },
  policy: { delay: { kind: "none" }, coach: "after-match" },
  seed: "s",
  botDelayMs: 0,
  createdAt: 0,
});
process.stdout.write(`${JSON.stringify({ match: id })}\n`);
for (let seq = 1; ; seq++) {
  await store.appendEntry(id, { seq, seat: 0, decision: "pass", hash: "0123456789abcdef", acceptedAt: seq });
  process.stdout.write(`${JSON.stringify({ appended: seq })}\n`);
}
