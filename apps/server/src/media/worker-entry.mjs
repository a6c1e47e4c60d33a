// The entry of a render worker (pool.ts). It starts as plain Node whatever loaded its parent
// (node --import tsx, the tsx CLI, vitest), so it loads the TypeScript renderer through tsx's
// register API itself.
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { register } from "tsx/esm/api";

// When every core is busy the event loop should get the CPU before a render: a clip drawn a
// little later costs little, a late /health or a stalled stream costs a lot. On Linux each thread
// has its own nice value, set through its thread id; threads started from here (the loader's,
// the renderer's) inherit it. Elsewhere renders keep the default priority.
try {
  const thread = Number(readlinkSync("/proc/thread-self").split("/").pop());
  setPriority(thread, Math.max(10, getPriority(thread)));
} catch {
  // Not Linux, or not allowed: render at the default priority.
}

register();
await import("./render-worker.ts");
