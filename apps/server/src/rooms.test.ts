import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "@tablecast/api/client";
import WebSocket from "ws";
import { describe, expect, it } from "vitest";
import { ROOM_CLOSE } from "./rooms";
import { coach, joinRoom, open, review, roomSetup, student, until, withRoom } from "./room-testing";
import { botSeats, testServer } from "./test-support";






describe("review rooms over y-websocket", () => {
  it("editors converge; a viewer reads but cannot change the server's document", () =>
    withRoom(async ({ server, match, room, clients }) => {
      const [a, b, v] = await clients("owner", "editor", "viewer");
      const ra = review(a.doc, "a");
      const rb = review(b.doc, "b");
      const t = ra.startThread(coach, { anchor: { matchId: match.matchId, seq: 3 }, text: "Block with the blue (fab:7.3.2)", audience: "public", mark: "mistake" });
      rb.addArrow(student, { anchor: { matchId: match.matchId, seq: 3 }, from: "o1", to: "o2", color: "#f00", audience: "public" });
      await until(() => rb.threads().length === 1 && ra.shapes().length === 1, "editors to converge");
      rb.reply(student, t, "I see it");
      await until(() => ra.threads()[0]?.comments.length === 2, "the reply");
      // The viewer receives everything…
      const rv = review(v.doc, "v");
      await until(() => rv.threads()[0]?.comments.length === 2, "the viewer to receive");
      // …but its own edits never reach the server or the others.
      rv.startThread(student, { anchor: { matchId: match.matchId, seq: 9 }, text: "sneaky", audience: "public" });
      const fresh = joinRoom(server.roomsUrl, room.roomId, room.tokens.editor);
      open.push(fresh.provider);
      await fresh.synced;
      await new Promise((r) => setTimeout(r, 100));
      const texts = review(fresh.doc, "f").threads().flatMap((th) => th.comments.map((c) => c.text));
      expect(texts).toEqual(["Block with the blue (fab:7.3.2)", "I see it"]);
      expect(ra.threads()).toHaveLength(1);
    }));

  it("refuses connections without a valid room token", () =>
    withRoom(async ({ server, api, match, room }) => {
      const attempt = (path: string) =>
        new Promise<[number, string]>((resolve) => {
          const ws = new WebSocket(`${server.roomsUrl}/${path}`);
          ws.once("close", (code, reason) => resolve([code, String(reason)]));
        });
      expect(await attempt(`${room.roomId}`)).toEqual([ROOM_CLOSE.token, "token/malformed"]);
      expect(await attempt(`${room.roomId}?token=forged.x`)).toEqual([ROOM_CLOSE.token, "token/bad-signature"]);
      expect(await attempt(`other?token=${room.tokens.owner}`)).toEqual([ROOM_CLOSE.token, "token/wrong-match"]);
      expect(await attempt(`${match.matchId}?token=${match.tokens.judge}`)).toEqual([ROOM_CLOSE.forbidden, "auth/forbidden"]);
      expect(await attempt(`bad%20room?token=x`)).toEqual([ROOM_CLOSE.badRequest, "input/invalid"]);
      // Only the owner shares; a revoked token's open connection closes.
      const denied = await api.client.room.share.mutate({ roomId: room.roomId, token: room.tokens.editor, role: "editor" }).then(
        () => "shared",
        (e: { data?: { apiCode?: string } }) => e.data?.apiCode,
      );
      expect(denied).toBe("auth/forbidden");
      const { token } = await api.client.room.share.mutate({ roomId: room.roomId, token: room.tokens.owner, role: "editor" });
      const guest = joinRoom(server.roomsUrl, room.roomId, token);
      open.push(guest.provider);
      await guest.synced;
      const closed = new Promise<number>((resolve) => guest.provider.ws?.addEventListener("close", (e) => resolve((e as unknown as { code: number }).code)));
      await api.client.room.revoke.mutate({ roomId: room.roomId, token: room.tokens.owner, revoke: token });
      expect(await closed).toBe(ROOM_CLOSE.token);
      guest.provider.destroy();
      expect(await attempt(`${room.roomId}?token=${token}`)).toEqual([ROOM_CLOSE.token, "token/revoked"]);
    }));

  it("offline edits merge after reconnecting, and a restart keeps every annotation", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "tablecast-rooms-")), "tablecast.db");
    const first = await roomSetup(file);
    const { room, match } = first;
    const a = joinRoom(first.server.roomsUrl, room.roomId, room.tokens.owner);
    const b = joinRoom(first.server.roomsUrl, room.roomId, room.tokens.editor);
    await Promise.all([a.synced, b.synced]);
    const ra = review(a.doc, "a");
    const rb = review(b.doc, "b");
    ra.addChapter(coach, { matchId: match.matchId, seq: 1, title: "Opening" });
    await until(() => rb.chapters().length === 1, "sync");
    a.provider.disconnect();
    ra.addChapter(coach, { matchId: match.matchId, seq: 5, title: "Written offline" });
    rb.addChapter(student, { matchId: match.matchId, seq: 7, title: "Written online" });
    a.provider.connect();
    await until(() => ra.chapters().length === 3 && rb.chapters().length === 3, "offline edits to merge");
    a.provider.destroy();
    b.provider.destroy();
    first.api.close();
    await first.server.close();

    const server = await testServer({ sqlitePath: file });
    try {
      const c = joinRoom(server.roomsUrl, room.roomId, room.tokens.viewer);
      open.push(c.provider);
      await c.synced;
      await until(() => review(c.doc, "c").chapters().length === 3, "the restarted server to serve the room");
      expect(review(c.doc, "c").chapters().map((ch) => ch.title)).toEqual(["Opening", "Written offline", "Written online"]);
    } finally {
      await server.close();
    }
  });
});

describe("hidden information in review rooms", () => {
  it("a public viewer never receives annotations written from the full view", () =>
    withRoom(async ({ server, match, room }) => {
      expect(room.full?.doc).toBe(`${room.roomId}~full`);
      const full = joinRoom(server.roomsUrl, room.full!.doc, room.full!.tokens.editor);
      const pub = joinRoom(server.roomsUrl, room.roomId, room.tokens.editor);
      open.push(full.provider, pub.provider);
      await Promise.all([full.synced, pub.synced]);
      // Every byte the public viewer receives, straight off its socket.
      const received: Buffer[] = [];
      const viewerSocket = new WebSocket(`${server.roomsUrl}/${room.roomId}?token=${room.tokens.viewer}`);
      viewerSocket.on("message", (data: Buffer) => received.push(Buffer.from(data)));
      await new Promise((r) => viewerSocket.once("open", r));
      review(full.doc, "full").startThread(coach, { anchor: { matchId: match.matchId, seq: 4, object: "o12" }, text: "He held Sink Below in hand here", audience: "omniscient" });
      review(pub.doc, "pub").startThread(coach, { anchor: { matchId: match.matchId, seq: 4 }, text: "Watch the tempo here", audience: "public" });
      await until(() => Buffer.concat(received).includes("Watch the tempo here"), "the public annotation to reach the viewer");
      await new Promise((r) => setTimeout(r, 100));
      expect(Buffer.concat(received).includes("Sink Below")).toBe(false);
      viewerSocket.close();
      // A public-layer token cannot open the full layer.
      const code = await new Promise<[number, string]>((resolve) => {
        const ws = new WebSocket(`${server.roomsUrl}/${room.full!.doc}?token=${room.tokens.owner}`);
        ws.once("close", (c, reason) => resolve([c, String(reason)]));
      });
      expect(code).toEqual([ROOM_CLOSE.token, "token/wrong-match"]);
    }));

  it("a room opened from a public view has no full layer", async () => {
    const server = await testServer();
    const api = connect(server.url);
    try {
      const match = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0 });
      const room = await api.client.room.create.mutate({ matchIds: [match.matchId], matchToken: match.tokens.spectator });
      expect(room.full).toBeNull();
      // Links to the public layer carry a spectator's view of the match, whoever made the room.
      const fromJudge = await api.client.room.create.mutate({ matchIds: [match.matchId], matchToken: match.tokens.judge });
      expect(fromJudge.full).not.toBeNull();
      expect((await api.client.match.state.query({ matchId: match.matchId, token: fromJudge.spectatorToken })).role).toBe("spectator");
      // A coach cannot open a review of a live match (outside assistance) unless the policy allows.
      const live = await api.client.match.create.mutate({ game: "duel", seats: [{ name: "a", kind: "human" }, { name: "b", kind: "human" }] });
      const refused = await api.client.room.create.mutate({ matchIds: [live.matchId], matchToken: live.tokens.coach }).then(
        () => "created",
        (e: { data?: { apiCode?: string } }) => e.data?.apiCode,
      );
      expect(refused).toBe("auth/forbidden");
      const byPlayer = await api.client.room.create.mutate({ matchIds: [live.matchId], matchToken: live.tokens.seats[0]! }).then(
        () => "created",
        (e: { data?: { apiCode?: string } }) => e.data?.apiCode,
      );
      expect(byPlayer).toBe("auth/forbidden");
    } finally {
      api.close();
      await server.close();
    }
  });
});
