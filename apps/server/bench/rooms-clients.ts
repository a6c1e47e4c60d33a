/**
 * Clients of the review-room benchmark, in a process of their own: opens editors on rooms with
 * the stock y-websocket client and, on the orchestrator's call, has them write small updates
 * (chapters) one at a time on a schedule — editor after editor, so the figure is the edit-to-peer
 * delay and not a queue of simultaneous edits — first a warm-up, then the measured edits. Every
 * peer records when each update arrives.
 */
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { clock, serveCalls, sleep } from "./fair";

interface Peer {
  doc: Y.Doc;
  provider: WebsocketProvider;
}

// Each provider listens for the process's exit: hundreds of them are expected here.
process.setMaxListeners(0);

const peers: Peer[] = [];
let latencies: number[] = [];
let measuring = false;

/**
 * A small edit the server accepts: a chapter, as the review page writes one (the server checks
 * every update against the annotation schema). Its title carries the send time.
 */
function chapter(id: string): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries({ id, matchId: "bench-match", seq: 0, title: String(clock()), authorId: "bench", authorName: "Bench" })) map.set(key, value);
  return map;
}

let written = 0;
async function write(count: number, intervalMs: number, perRoom: number): Promise<number> {
  const start = clock();
  let expected = 0;
  for (let i = 0; i < count; i++) {
    await sleep(Math.max(0, start + i * intervalMs - clock()));
    const p = peers[(written + i) % peers.length]!;
    const key = `c${written + i}`;
    p.doc.getMap<Y.Map<unknown>>("chapters").set(key, chapter(key));
    expected += perRoom - 1;
  }
  written += count;
  return expected;
}

serveCalls({
  async open(args: { base: string; rooms: { room: string; token: string }[]; perRoom: number }) {
    for (const { room, token } of args.rooms) {
      for (let i = 0; i < args.perRoom; i++) {
        const doc = new Y.Doc();
        const provider = new WebsocketProvider(args.base, room, doc, { WebSocketPolyfill: WebSocket as never, params: { token }, disableBc: true });
        peers.push({ doc, provider });
      }
    }
    await Promise.all(peers.map((p) => (p.provider.synced ? Promise.resolve() : new Promise<void>((resolve) => p.provider.once("sync", () => resolve())))));
    for (const p of peers) {
      p.doc.getMap("chapters").observe((event) => {
        if (event.transaction.local || !measuring) return;
        const now = clock();
        for (const key of event.keysChanged) latencies.push(now - Number(p.doc.getMap<Y.Map<unknown>>("chapters").get(key)?.get("title")));
      });
    }
    return peers.length;
  },
  async edit(args: { warmup: number; edits: number; intervalMs: number; perRoom: number }) {
    await write(args.warmup, args.intervalMs, args.perRoom);
    await sleep(200);
    latencies = [];
    measuring = true;
    const expected = await write(args.edits, args.intervalMs, args.perRoom);
    const deadline = clock() + 30_000;
    while (latencies.length < expected && clock() < deadline) await sleep(20);
    measuring = false;
    return { latencies, expected };
  },
  close() {
    for (const p of peers) p.provider.destroy();
    return true;
  },
});
