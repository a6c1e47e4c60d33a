import { ReviewDoc } from "@tablecast/annotations";
import { describe, expect, it } from "vitest";
import { until, withNodeRoom } from "./room-testing";

// y-websocket keeps its documents in module state, so each node must be its own process.


describe("a review room across two server processes (PostgreSQL + Redis)", () => {
  it("edits and presence made on one node reach a peer on the other", () =>
    withNodeRoom(["room-a", "room-b"], async ({ urls: [urlA, urlB], match, room, join }) => {
      const x = join(urlA, room.tokens.owner);
      const y = join(urlB, room.tokens.editor);
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
    }));
});
