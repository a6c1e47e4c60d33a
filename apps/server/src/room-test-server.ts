import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { issueToken, type RoomRole } from "@tablecast/protocol";
import { openFanout, openStore, type Fanout } from "@tablecast/store";
import { pino } from "pino";
import { WebSocketServer } from "ws";
import type { RoomLimits } from "./room-limits";
import { createRoomEndpoint } from "./rooms";

/**
 * A real review-room server for tests that need limits other than the defaults: HTTP (/health)
 * and the room endpoint on a loopback port, wired as server.ts wires them (SQLite store, the
 * in-process fanout, 1 MiB messages), without matches. Tokens are signed with the store's key,
 * so they still open rooms after a restart on the same file.
 */
export async function roomTestServer(
  opts: {
    limits?: Partial<RoomLimits>;
    sqlitePath?: string;
    fanout?: Fanout;
    /** Asked before a connection is let in, after the token's own checks (default: nothing revoked). */
    isRevoked?: (room: string, tokenId: string) => Promise<boolean>;
  } = {},
) {
  const sqlitePath = opts.sqlitePath ?? join(mkdtempSync(join(tmpdir(), "tablecast-rooms-")), "tablecast.db");
  const store = await openStore({ sqlitePath });
  const secret = await store.secret("token-signing-key", () => randomBytes(32).toString("base64url"));
  const fanout = opts.fanout ?? (await openFanout({}));
  const revoked = new Set<string>();
  const log = pino({ level: "silent" });
  const endpoint = createRoomEndpoint({ store, fanout, nodeId: "test", secret, now: Date.now, log, isRevoked: opts.isRevoked ?? (async (room, id) => revoked.has(`${room}\n${id}`)), ...(opts.limits === undefined ? {} : { limits: opts.limits }) });
  const http = createServer((req, res) => {
    if (req.url === "/health") res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true }));
    else res.writeHead(404).end();
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  http.on("upgrade", (req, socket, head) => {
    if (!(req.url ?? "").startsWith("/yjs/")) return socket.destroy();
    sockets.handleUpgrade(req, socket, head, (ws) => endpoint.handle(ws, req));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  let n = 0;
  return {
    sqlitePath,
    roomsUrl: `ws://127.0.0.1:${port}/yjs`,
    healthUrl: `http://127.0.0.1:${port}/health`,
    limits: endpoint.limits,
    /** A room token for `room`, valid for an hour. */
    token(room: string, role: RoomRole): string {
      return issueToken(secret, { v: 1, match: room, role, exp: Math.floor(Date.now() / 1000) + 3600, id: `t${++n}` });
    },
    async close(): Promise<void> {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await endpoint.close();
      await fanout.close();
      await store.close();
    },
  };
}
