import { ReviewDoc } from "@tablecast/annotations";
import { connect } from "@tablecast/api/client";
import { freshDatabaseUrl, testServices } from "@tablecast/store/testing";
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { serverNode, until } from "./room-testing";
import { botSeats, collect } from "./test-support";

// y-websocket keeps its documents in module state, so each node must be its own process.


describe("a review room across two server processes (PostgreSQL + Redis)", () => {
  it("edits and presence made on one node reach a peer on the other", async () => {
    const services = testServices();
    const env = { DATABASE_URL: await freshDatabaseUrl(services.databaseUrl), REDIS_URL: services.redisUrl };
    const [urlA, urlB] = await Promise.all([serverNode("room-a", env), serverNode("room-b", env)]);
    const api = connect(urlA);
    try {
      const match = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0 });
      await collect(api.client, { matchId: match.matchId, token: match.tokens.judge });
      const room = await api.client.room.create.mutate({ matchIds: [match.matchId], matchToken: match.tokens.coach });
      const rooms = (url: string) => url.replace(/^http/, "ws").replace(/\/trpc$/, "/yjs");
      const join = (url: string, token: string) => {
        const doc = new Y.Doc();
        const provider = new WebsocketProvider(rooms(url), room.roomId, doc, { WebSocketPolyfill: WebSocket as never, params: { token }, disableBc: true });
        return { doc, provider, synced: new Promise<void>((r) => provider.once("sync", () => r())) };
      };
      const x = join(urlA, room.tokens.owner);
      const y = join(urlB, room.tokens.editor);
      try {
        await Promise.all([x.synced, y.synced]);
        let n = 0;
        const rx = new ReviewDoc(x.doc, () => `x${++n}`, () => 1);
        const ry = new ReviewDoc(y.doc, () => `y${++n}`, () => 2);
        rx.startThread({ id: "coach", name: "Coach" }, { anchor: { matchId: match.matchId, seq: 2 }, text: "from node A", audience: "public" });
        await until(() => ry.threads().length === 1, "node B's peer to receive node A's edit");
        ry.reply({ id: "s", name: "Student" }, ry.threads()[0]!.id, "answered on node B");
        await until(() => rx.threads()[0]?.comments.length === 2, "node A's peer to receive the reply");
        expect(rx.threads()[0]!.comments.map((c) => c.text)).toEqual(["from node A", "answered on node B"]);
        expect(ry.threads()).toEqual(rx.threads());
        y.provider.awareness.setLocalStateField("user", { id: "s", name: "Student" });
        await until(() => [...x.provider.awareness.getStates().values()].some((s) => (s.user as { name?: string } | undefined)?.name === "Student"), "presence across nodes");
        expect([...x.provider.awareness.getStates().values()].map((s) => (s.user as { name?: string } | undefined)?.name)).toContain("Student");
      } finally {
        x.provider.destroy();
        y.provider.destroy();
      }
    } finally {
      api.close();
    }
  });
});
