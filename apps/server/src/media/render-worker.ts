import { parentPort } from "node:worker_threads";
import { render, type RenderJob } from "./render";

/** The worker thread's side of the render pool (pool.ts): one job at a time, in order. */
export interface JobMessage {
  readonly id: number;
  readonly job: RenderJob;
}
export type ResultMessage = { readonly id: number; readonly ok: true; readonly bytes: Uint8Array } | { readonly id: number; readonly ok: false; readonly message: string };

if (parentPort === null) throw new Error("render-worker runs only as a worker thread");
const port = parentPort;
port.on("message", ({ id, job }: JobMessage) => {
  let reply: ResultMessage;
  try {
    // A fresh buffer of exactly the picture's length: transferable without copying on the main
    // thread (resvg and gifenc may hand back views into larger or native memory).
    const bytes = new Uint8Array(render(job));
    reply = { id, ok: true, bytes };
    port.postMessage(reply, [bytes.buffer]);
  } catch (e) {
    reply = { id, ok: false, message: e instanceof Error ? e.message : String(e) };
    port.postMessage(reply);
  }
});
