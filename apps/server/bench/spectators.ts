/**
 * Child process of the fan-out benchmark: opens N WebSocket spectators and records when each
 * stream entry arrives. Mode "trpc" subscribes to match.watch, "stream" reads /stream, "raw" just
 * listens (to messages shaped like /stream's).
 * Talks to the parent over IPC: {ready}, then on request {receipts}.
 */
import WebSocket from "ws";

const [mode, url, countText, matchId, token] = process.argv.slice(2) as [string, string, string, string, string];
const count = Number(countText);
const clock = () => performance.timeOrigin + performance.now();
/** receipts[client][seq] = arrival time (ms since epoch, sub-ms precision). */
const receipts: number[][] = [];
const sockets: WebSocket[] = [];

function open(i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const mine: number[] = [];
    receipts[i] = mine;
    ws.on("message", (data) => {
      const at = clock();
      const text = String(data);
      if (mode !== "trpc") {
        // {"seq":N,...}: read N without parsing the whole message, as a lean client would.
        mine[Number.parseInt(text.slice(7), 10)] = at;
        return;
      }
      if (text === "PING") {
        ws.send("PONG"); // tRPC's keep-alive
        return;
      }
      // tRPC v11: {"id":1,"result":{"type":"data","data":{"id":"<seq>","data":{…}}}} (a tracked event).
      const msg = JSON.parse(text) as { result?: { type: string; data?: { id?: string } } };
      if (msg.result?.type === "data" && msg.result.data?.id !== undefined) mine[Number(msg.result.data.id)] = at;
    });
    ws.once("open", () => {
      if (mode === "trpc")
        ws.send(JSON.stringify({ id: 1, method: "subscription", params: { path: "match.watch", input: { matchId, token } } }));
      if (mode === "stream") ws.send(JSON.stringify({ matchId, token }));
      sockets.push(ws);
      resolve();
    });
    ws.once("error", reject);
  });
}

async function main() {
  // Connect in batches: the kernel's accept backlog is finite.
  for (let i = 0; i < count; i += 250) await Promise.all(Array.from({ length: Math.min(250, count - i) }, (_, k) => open(i + k)));
  if (mode !== "raw") {
    // Ready once every spectator has the setup entry (seq 0).
    while (receipts.some((r) => r[0] === undefined)) await new Promise((r) => setTimeout(r, 20));
  }
  process.send!({ ready: true });
  process.on("message", (msg: { collect?: number }) => {
    if (msg.collect === undefined) return;
    const lastSeq = msg.collect;
    const wait = () => {
      if (receipts.every((r) => r[lastSeq] !== undefined)) {
        process.send!({ receipts }, undefined, {}, () => {
          for (const s of sockets) s.terminate();
          process.exit(0);
        });
      } else setTimeout(wait, 10);
    };
    wait();
  });
}

void main();
