// Test helper process: appends entries to several matches of a SQLite store at once, as fast as
// it can (their commits share disk flushes), and reports each one after appendEntry resolves,
// until it is killed.
import { openStore } from "./open";
import { testMatch } from "./testing/services";

const MATCHES = 4;
const store = await openStore({ sqlitePath: process.argv[2]! });
const ids = Array.from({ length: MATCHES }, (_, i) => `crash${process.pid}-${i}`);
for (const id of ids) await store.createMatch(testMatch(id));
process.stdout.write(`${JSON.stringify({ matches: ids })}\n`);
await Promise.all(
  ids.map(async (match) => {
    for (let seq = 1; ; seq++) {
      await store.appendEntry(match, { seq, seat: 0, decision: "pass", hash: "0123456789abcdef", acceptedAt: seq });
      process.stdout.write(`${JSON.stringify({ match, appended: seq })}\n`);
    }
  }),
);
