// Test helper process: appends entries to a SQLite store as fast as it can and reports each one
// after appendEntry resolves, until it is killed.
import { openStore } from "./open";
import { testHeader } from "./testing/services";

const store = await openStore({ sqlitePath: process.argv[2]! });
const id = `crash${process.pid}`;
await store.createMatch({
  id,
  header: testHeader(),
  policy: { delay: { kind: "none" }, coach: "after-match", listed: true },
  seed: "s",
  botDelayMs: 0,
  createdAt: 0,
});
process.stdout.write(`${JSON.stringify({ match: id })}\n`);
for (let seq = 1; ; seq++) {
  await store.appendEntry(id, { seq, seat: 0, decision: "pass", hash: "0123456789abcdef", acceptedAt: seq });
  process.stdout.write(`${JSON.stringify({ appended: seq })}\n`);
}
