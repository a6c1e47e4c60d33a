import { ReviewDoc, type Presence } from "@tablecast/annotations";
import { describe, expect, it } from "vitest";
import { ROOM_CLOSE } from "./rooms";
import { forgedPresence, until, withNodeRoom } from "./room-testing";

// Each node is its own server process, sharing PostgreSQL and Redis.


describe("a review room's checks hold across two server processes (PostgreSQL + Redis)", () => {
  it("presence written on one node cannot pass for a participant of the other; a refused write reaches neither", () =>
    withNodeRoom(["trust-a", "trust-b"], async ({ urls: [urlA, urlB], match, room, join }) => {
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
      viewer.provider.ws!.send(forgedPresence(owner.doc.clientID, 10_000, presence("owner", 3)));
      // On node B, an editor writes a wrong shape.
      attacker.doc.getMap("threads").set("x", "not a thread");
      expect((await attacker.closed).code).toBe(ROOM_CLOSE.invalid);

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
    }));
});
