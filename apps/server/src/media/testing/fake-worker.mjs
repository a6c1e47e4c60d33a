// A stand-in renderer for pool tests: answers at once, or hangs, crashes or throws when the job's
// title says so, so the pool's handling of each can be tested without drawing anything.
import { parentPort } from "node:worker_threads";

parentPort.on("message", ({ id, job }) => {
  if (job.title === "hang") for (;;);
  if (job.title === "crash") process.exit(3);
  if (job.title === "throw") return parentPort.postMessage({ id, ok: false, message: "bad job" });
  const wait = job.title.startsWith("sleep ") ? Number(job.title.slice(6)) : 0;
  setTimeout(() => {
    const bytes = new TextEncoder().encode(`drawn ${job.seq}`);
    parentPort.postMessage({ id, ok: true, bytes }, [bytes.buffer]);
  }, wait);
});
