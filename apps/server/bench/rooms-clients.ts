/**
 * Child process of the review-room benchmark: opens editors on rooms with the stock y-websocket
 * client, then each editor writes a few small updates (chapters); every peer records when each update
 * arrives. Reports latencies (ms) to the parent over IPC.
 */
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";

const [base, roomsJson, perRoomText, editsText] = process.argv.slice(2) as [string, string, string, string];
const rooms = JSON.parse(roomsJson) as { room: string; token: string }[];
const perRoom = Number(perRoomText);
const edits = Number(editsText);
const clock = () => performance.timeOrigin + performance.now();

interface Peer {
  doc: Y.Doc;
  provider: WebsocketProvider;
  room: number;
}

const peers: Peer[] = [];

/**
 * A small edit the server accepts: a chapter, as the review page writes one (the server checks
 * every update against the annotation schema). Its title carries the send time.
 */
function chapter(id: string): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries({ id, matchId: "bench-match", seq: 0, title: String(clock()), authorId: "bench", authorName: "Bench" })) map.set(key, value);
  return map;
}
const latencies: number[] = [];

async function main() {
  for (const [r, { room, token }] of rooms.entries()) {
    for (let i = 0; i < perRoom; i++) {
      const doc = new Y.Doc();
      const provider = new WebsocketProvider(base, room, doc, { WebSocketPolyfill: WebSocket as never, params: { token }, disableBc: true });
      peers.push({ doc, provider, room: r });
    }
  }
  await Promise.all(peers.map((p) => (p.provider.synced ? Promise.resolve() : new Promise<void>((resolve) => p.provider.once("sync", () => resolve())))));
  // Each peer records when another peer's edit reaches it; the edit carries its send time.
  for (const p of peers) {
    p.doc.getMap("chapters").observe((event) => {
      if (event.transaction.local) return;
      const now = clock();
      for (const key of event.keysChanged) {
        const chapter = p.doc.getMap<Y.Map<unknown>>("chapters").get(key);
        latencies.push(now - Number(chapter?.get("title")));
      }
    });
  }
  const expected = rooms.length * perRoom * edits * (perRoom - 1);
  for (let e = 0; e < edits; e++) {
    for (const [i, p] of peers.entries()) p.doc.getMap<Y.Map<unknown>>("chapters").set(`c${i}-${e}`, chapter(`c${i}-${e}`));
    await new Promise((r) => setTimeout(r, 50));
  }
  const deadline = clock() + 30_000;
  while (latencies.length < expected && clock() < deadline) await new Promise((r) => setTimeout(r, 20));
  process.send!({ latencies, expected }, undefined, {}, () => {
    for (const p of peers) p.provider.destroy();
    process.exit(0);
  });
}

void main();
