/**
 * Server process of the fan-out benchmark. `tablecast` runs the match server (the tRPC
 * subscription and /stream both served) with a long duel match; `raw` is a bare `ws` server that
 * broadcasts the exact bytes /stream sent, the physical limit on this machine. Both are driven
 * the same way by the orchestrator: warm-up decisions, paced decisions on a schedule, then a
 * burst, yielding to the event loop between decisions as a server handling sockets would.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { WebSocketServer } from "ws";
import { configFromEnv } from "../src/config";
import { DEFAULT_LIMITS } from "../src/guard";
import { startServer } from "../src/server";
import { clock, serveCalls, settledMemory, sleep } from "./fair";

export interface Plan {
  readonly warmup: number;
  readonly paced: number;
  readonly intervalMs: number;
  readonly burst: number;
}

export interface Run {
  /** [seq, when it became visible (ours: durable and released; raw: about to be sent)]. */
  readonly sent: [number, number][];
  readonly pacedSeqs: number[];
  readonly burstSeqs: number[];
  /** How late each paced decision ran against its schedule, ms. */
  readonly lagMs: number[];
  /** The /stream bytes of every entry released, by seq (tablecast only). */
  readonly messages: string[];
}

interface Side {
  decide(): Promise<number>;
  sentAt(seq: number): number | undefined;
  message(seq: number): string | undefined;
}

const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));

async function drive(side: Side, plan: Plan): Promise<Run> {
  for (let i = 0; i < plan.warmup; i++) {
    await side.decide();
    await yieldToLoop();
  }
  const pacedSeqs: number[] = [];
  const lagMs: number[] = [];
  const start = clock() + plan.intervalMs;
  for (let i = 0; i < plan.paced; i++) {
    const due = start + i * plan.intervalMs;
    await sleep(Math.max(0, due - clock()));
    lagMs.push(clock() - due);
    pacedSeqs.push(await side.decide());
  }
  const burstSeqs: number[] = [];
  for (let i = 0; i < plan.burst; i++) {
    burstSeqs.push(await side.decide());
    await yieldToLoop();
  }
  const all = [...pacedSeqs, ...burstSeqs];
  const sent = all.map((seq): [number, number] => [seq, side.sentAt(seq)!]);
  const last = all.at(-1)!;
  const messages = Array.from({ length: last + 1 }, (_, seq) => side.message(seq) ?? "");
  return { sent, pacedSeqs, burstSeqs, lagMs, messages };
}

let side: Side | undefined;
let close: () => Promise<void> = async () => {};
let countClients: () => number = () => 0;

serveCalls({
  async start(args: { kind: "tablecast" | "raw"; messages?: string[]; inMemory?: boolean }) {
    if (args.kind === "tablecast") {
      const dir = mkdtempSync(join(tmpdir(), "tablecast-bench-"));
      // inMemory: a diagnostic side, the same server on an in-memory SQLite store (no file, no
      // flush), to show what the write-ahead flush before each release costs the fan-out.
      const sqlitePath = args.inMemory === true ? ":memory:" : join(dir, "bench.db");
      const config = configFromEnv({}, { port: 0, sqlitePath, logLevel: "silent", rateLimit: { perSecond: 1000, burst: 1000 },
        // Every spectator comes from one loopback address with one token here; the per-address and
        // per-token guards are for the open internet.
        limits: { ...DEFAULT_LIMITS, pendingPerAddress: 100_000, pending: 100_000, perAddress: 100_000, perToken: { perSecond: 1e6, burst: 1e6 } },
      });
      const server = await startServer(config, { log: pino({ level: "silent" }) });
      const seats = [
        { name: "A", kind: "human" as const, deck: { sample: "balanced" } },
        { name: "B", kind: "human" as const, deck: { sample: "aggro" } },
      ];
      const { matchId, tokens } = await server.hub.create({ game: "duel", seats, options: { life: 100_000, turnLimit: 10_000 } });
      const match = await server.hub.get(matchId);
      const sent = new Map<number, number>();
      // Registered before any spectator, so it runs first when an entry is released: the moment
      // the decision is durable and visible, before any delivery work.
      match.subscribe(() => {
        if (!sent.has(match.lastSeq)) sent.set(match.lastSeq, clock());
      });
      side = {
        decide: () => {
          const seat = match.awaiting()[0]!;
          const decision = match.decisionsFor(seat).at(-1)!; // "pass"/"take": keeps the game going
          return match.submit(seat, match.lastSeq + 1, decision.id);
        },
        sentAt: (seq) => sent.get(seq),
        message: (seq) => (seq <= match.lastSeq ? JSON.stringify({ seq, entry: match.entryFor({ kind: "public" }, seq) }) : undefined),
      };
      close = () => server.close();
      return { trpcUrl: server.wsUrl, streamUrl: server.streamUrl, matchId, token: tokens.spectator, memory: settledMemory() };
    }
    const messages = args.messages ?? [];
    const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false });
    await new Promise((r) => wss.once("listening", r));
    const sent = new Map<number, number>();
    let seq = 0;
    side = {
      decide: async () => {
        seq++;
        const bytes = messages[seq];
        if (bytes === undefined) throw new Error(`no message for seq ${seq}`);
        sent.set(seq, clock());
        for (const client of wss.clients) client.send(bytes);
        return seq;
      },
      sentAt: (s) => sent.get(s),
      message: (s) => messages[s],
    };
    countClients = () => wss.clients.size;
    close = async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    };
    return { rawUrl: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`, memory: settledMemory() };
  },
  async clients(n: number) {
    while (countClients() < n) await sleep(10);
    return true;
  },
  memory: () => settledMemory(),
  run: (plan: Plan) => drive(side!, plan),
  async stop() {
    await close();
    return true;
  },
});
