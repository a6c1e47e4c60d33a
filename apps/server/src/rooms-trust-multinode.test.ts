import { ReviewDoc, type Presence } from "@tablecast/annotations";
import { connect } from "@tablecast/api/client";
import { freshDatabaseUrl, testServices } from "@tablecast/store/testing";
import * as encoding from "lib0/encoding";
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { ROOM_CLOSE } from "./rooms";
import { serverNode, until } from "./room-testing";
import { botSeats, collect } from "./test-support";

// Each node is its own server process, sharing PostgreSQL and Redis.


describe("a review room's checks hold across two server processes (PostgreSQL + Redis)", () => {
  it("presence written on one node cannot pass for a participant of the other; a refused write reaches neither", async () => {
    const services = testServices();
    const env = { DATABASE_URL: await freshDatabaseUrl(services.databaseUrl), REDIS_URL: services.redisUrl };
    const [urlA, urlB] = await Promise.all([serverNode("trust-a", env), serverNode("trust-b", env)]);
    const api = connect(urlA);
    const providers: WebsocketProvider[] = [];
    try {
      const match = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0 });
      await collect(api.client, { matchId: match.matchId, token: match.tokens.judge });
      const room = await api.client.room.create.mutate({ matchIds: [match.matchId], matchToken: match.tokens.coach });
      const rooms = (url: string) => url.replace(/^http/, "ws").replace(/\/trpc$/, "/yjs");
      const join = (url: string, token: string) => {
        const doc = new Y.Doc();
        const provider = new WebsocketProvider(rooms(url), room.roomId, doc, { WebSocketPolyfill: WebSocket as never, params: { token }, disableBc: true });
        providers.push(provider);
        const closed = new Promise<number>((resolve) => provider.on("connection-close", (e) => e !== null && resolve(e.code)));
        return { doc, provider, closed, synced: new Promise<void>((r) => provider.once("sync", () => r())) };
      };
      const owner = join(urlA, room.tokens.owner);
      const watcher = join(urlA, room.tokens.editor);
      const viewer = join(urlB, room.tokens.viewer);
      const attacker = join(urlB, room.tokens.editor);
      await Promise.all([owner.synced, watcher.synced, viewer.synced, attacker.synced]);
      const presence = (role: string, seq: number): Presence => ({
        user: { id: "coach-browser", name: "Coach", color: "#f2b441", role: role as Presence["user"]["role"] },
        cursor: null,
        playhead: { matchId: match.matchId, seq },
        presenting: true,
        following: null,
      });
      owner.provider.awareness.setLocalState(presence("owner", 40));
      await until(() => (viewer.provider.awareness.getStates().get(owner.doc.clientID) as Presence | undefined)?.playhead.seq === 40, "the owner's presence on node B");
      // On node B, the viewer claims the owner's role and identity, and writes the owner's client id.
      viewer.provider.awareness.setLocalState(presence("owner", 3));
      const update = encoding.createEncoder();
      encoding.writeVarUint(update, 1);
      encoding.writeVarUint(update, owner.doc.clientID);
      encoding.writeVarUint(update, 10_000);
      encoding.writeVarString(update, JSON.stringify(presence("owner", 3)));
      const message = encoding.createEncoder();
      encoding.writeVarUint(message, 1);
      encoding.writeVarUint8Array(message, encoding.toUint8Array(update));
      viewer.provider.ws!.send(encoding.toUint8Array(message));
      // On node B, an editor writes a wrong shape.
      attacker.doc.getMap("threads").set("x", "not a thread");
      expect(await attacker.closed).toBe(ROOM_CLOSE.invalid);

      // What node A's participant sees.
      await until(() => watcher.provider.awareness.getStates().has(viewer.doc.clientID), "the viewer's presence on node A");
      new ReviewDoc(owner.doc, () => "t1", () => 1).startThread({ id: "coach", name: "Coach" }, { anchor: { matchId: match.matchId, seq: 1 }, text: "after", audience: "public" });
      await until(() => watcher.doc.getMap("threads").has("t1"), "a later edit on node A");
      await new Promise((r) => setTimeout(r, 200));
      const states = watcher.provider.awareness.getStates();
      expect(states.get(owner.doc.clientID)).toMatchObject({ presenting: true, playhead: { seq: 40 }, user: { role: "owner" } });
      const seenViewer = states.get(viewer.doc.clientID) as Presence;
      expect(seenViewer).toMatchObject({ presenting: false, user: { role: "viewer" } });
      expect(seenViewer.user.id).not.toBe((states.get(owner.doc.clientID) as Presence).user.id);
      expect(watcher.doc.getMap("threads").has("x")).toBe(false);
      expect(viewer.doc.getMap("threads").has("x")).toBe(false);
    } finally {
      for (const p of providers) p.destroy();
      api.close();
    }
  });
});
