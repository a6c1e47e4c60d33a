import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isPresence, shownPlayhead, validateReviewDoc, type Presence } from "@tablecast/annotations";
import * as encoding from "lib0/encoding";
import WebSocket from "ws";
import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { roomTestServer } from "./room-test-server";
import { ROOM_CLOSE } from "./rooms";
import { coach, forgedPresence, joinRoom, open, review, roomSetup, student, until, withRoom } from "./room-testing";
import { testServer } from "./test-support";



/** Every byte a raw socket on the room receives. */
function listen(roomsUrl: string, roomId: string, token: string) {
  const received: Buffer[] = [];
  const socket = new WebSocket(`${roomsUrl}/${roomId}?token=${token}`);
  socket.on("message", (data: Buffer) => received.push(Buffer.from(data)));
  open.push({ destroy: () => socket.close() });
  return { socket, saw: (text: string) => Buffer.concat(received).includes(text), opened: new Promise((r) => socket.once("open", r)) };
}

/** The promise, or a clear failure after `ms` (a close that never comes should not wait out the test). */
function within<T>(promise: Promise<T>, what: string, ms = 5_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))]);
}


const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));



describe("a review room checks every update against the annotation schema", () => {
  it("a wrong-shaped write closes the writer with 4422; no other participant receives it, and a restart does not find it", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "tablecast-rooms-")), "tablecast.db");
    const { server, api, match, room } = await roomSetup(file);
    const owner = joinRoom(server.roomsUrl, room.roomId, room.tokens.owner);
    const watcher = listen(server.roomsUrl, room.roomId, room.tokens.viewer);
    await Promise.all([owner.synced, watcher.opened]);
    const ro = review(owner.doc, "o");
    const kept = ro.startThread(coach, { anchor: { matchId: match.matchId, seq: 3 }, text: "Block with the blue", audience: "public" });
    await until(() => watcher.saw("Block with the blue"), "the valid thread to reach the viewer");

    // Three wrong shapes, each by a stock client with an editor's token, as an attacker would.
    const attacks: [string, (doc: Y.Doc) => void, string][] = [
      ["not a thread", (d) => d.getMap("threads").set("x", "not a thread"), "schema/invalid threads.x"],
      ["junk root", (d) => d.getMap("junk").set("payload", "junk root"), "schema/invalid junk"],
      ["newer schema", (d) => d.getMap("meta").set("schemaVersion", 99), "schema/invalid meta.schemaVersion"],
    ];
    for (const [, write, reason] of attacks) {
      const attacker = joinRoom(server.roomsUrl, room.roomId, room.tokens.editor);
      await attacker.synced;
      write(attacker.doc);
      const closed = await within(attacker.closed, "close of the attacker's connection");
      expect(closed.code).toBe(ROOM_CLOSE.invalid);
      expect(closed.reason.startsWith(reason)).toBe(true);
      attacker.provider.destroy();
    }
    // The owner's connection was never touched: it still writes, and the viewer still receives.
    ro.reply(student, kept, "still here");
    await until(() => watcher.saw("still here"), "a later edit to reach the viewer");
    await settle();
    expect(watcher.saw("not a thread")).toBe(false);
    expect(watcher.saw("junk root")).toBe(false);
    expect([...owner.doc.getMap("threads").keys()]).toEqual([kept]);
    expect(owner.doc.getMap("meta").get("schemaVersion")).toBe(1);
    owner.provider.destroy();
    watcher.socket.close();
    api.close();
    await server.close();

    const again = await testServer({ sqlitePath: file });
    try {
      const fresh = joinRoom(again.roomsUrl, room.roomId, room.tokens.viewer);
      await fresh.synced;
      await until(() => review(fresh.doc, "f").threads()[0]?.comments.length === 2, "the restarted server to serve the room");
      expect([...fresh.doc.getMap("threads").keys()]).toEqual([kept]);
      expect(fresh.doc.share.has("junk")).toBe(false);
      expect(validateReviewDoc(fresh.doc)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

/** A document update as a y-websocket client sends it (sync, kind 2), built by hand. */
function updateMessage(update: Uint8Array): Uint8Array {
  const message = encoding.createEncoder();
  encoding.writeVarUint(message, 0);
  encoding.writeVarUint(message, 2);
  encoding.writeVarUint8Array(message, update);
  return encoding.toUint8Array(message);
}

describe("an update that waits on another", () => {
  it("is refused with 4500 (reconnect and resync), so it cannot be planted to fail the next honest writer", () =>
    withRoom(async ({ server, match, room, clients }) => {
      const [honest, attacker] = await clients("editor", "editor");
      // A thread written offline by someone, not yet sent…
      const offline = new Y.Doc();
      Y.applyUpdate(offline, Y.encodeStateAsUpdate(honest.doc));
      const before = Y.encodeStateVector(offline);
      review(offline, "w").startThread(coach, { anchor: { matchId: match.matchId, seq: 5 }, text: "written offline", audience: "public" });
      const thread = Y.encodeStateAsUpdate(offline, before);
      // …and a wrong-shaped change to it, which depends on it: alone it cannot be applied yet.
      const afterThread = Y.encodeStateVector(offline);
      [...offline.getMap<Y.Map<unknown>>("threads").values()][0]!.set("resolved", "not a boolean");
      const poison = Y.encodeStateAsUpdate(offline, afterThread);
      attacker.provider.ws!.send(updateMessage(poison));
      expect(await within(attacker.closed, "close of the attacker's connection")).toEqual({ code: ROOM_CLOSE.resync, reason: "update/incomplete" });
      attacker.provider.destroy();
      // The thread arrives from an honest client: it is taken, and the planted change is not.
      Y.applyUpdate(honest.doc, thread);
      const reader = joinRoom(server.roomsUrl, room.roomId, room.tokens.viewer);
      await reader.synced;
      await until(() => review(reader.doc, "r").threads().length === 1, "the thread to reach a reader");
      await settle();
      expect(honest.provider.wsconnected).toBe(true);
      expect([...reader.doc.getMap<Y.Map<unknown>>("threads").values()][0]!.get("resolved")).toBe(false);
      expect(validateReviewDoc(reader.doc)).toEqual([]);
    }));
});

describe("presence comes from the token", () => {
  it("a viewer cannot claim the owner's role, identity or client id, nor present", () =>
    withRoom(async ({ match, clients }) => {
      const [owner, viewer, student] = await clients("owner", "viewer", "editor");
      const presence = (id: string, name: string, role: string, seq: number, presenting: boolean): Presence => ({
        user: { id, name, color: "#f2b441", role: role as Presence["user"]["role"] },
        cursor: null,
        playhead: { matchId: match.matchId, seq },
        presenting,
        following: null,
      });
      owner.provider.awareness.setLocalState(presence("coach-browser", "Coach", "owner", 40, true));
      student.provider.awareness.setLocalState(presence("student-browser", "Student", "editor", 2, false));
      const states = () => [...student.provider.awareness.getStates().entries()].filter(([id]) => id !== student.doc.clientID).map(([, s]) => s);
      await until(() => states().some((s) => isPresence(s) && s.presenting), "the owner's presence");
      const ownerAsSeen = states().find(isPresence)!;
      expect(ownerAsSeen.user.role).toBe("owner");

      // The viewer claims to be the owner (same person id, role owner) and presents at seq 3…
      viewer.provider.awareness.setLocalState(presence("coach-browser", "Coach", "owner", 3, true));
      // …and writes the owner's own entry by its client id, with a later clock.
      viewer.provider.ws!.send(forgedPresence(owner.doc.clientID, 10_000, presence("coach-browser", "Coach", "owner", 3, true)));
      await until(() => states().length === 2, "the viewer's presence");
      await settle();

      const byClient = student.provider.awareness.getStates();
      const ownerState = byClient.get(owner.doc.clientID) as Presence;
      const viewerState = byClient.get(viewer.doc.clientID) as Presence;
      // The owner's entry is the owner's own.
      expect(ownerState).toMatchObject({ presenting: true, playhead: { seq: 40 }, user: { role: "owner", name: "Coach" } });
      // The viewer's entry says what its token is; it presents nothing and cannot pass for the owner.
      expect(viewerState).toMatchObject({ presenting: false, playhead: { seq: 3 }, user: { role: "viewer" } });
      expect(viewerState.user.id).not.toBe(ownerState.user.id);
      expect(isPresence(viewerState) && isPresence(ownerState)).toBe(true);
      // A student following the owner sees the owner's moment.
      const me = { ...(student.provider.awareness.getLocalState() as Presence), following: ownerState.user.id };
      expect(shownPlayhead(me, [...byClient.values()].filter(isPresence))).toEqual({ matchId: match.matchId, seq: 40 });
      // The viewer was not disconnected for trying: presence is rewritten, not punished.
      expect(viewer.provider.wsconnected).toBe(true);
    }));

  it("a presence state that is not a small JSON object closes the connection with 4422", () =>
    withRoom(async ({ clients }) => {
      const [viewer] = await clients("viewer");
      viewer.provider.ws!.send(forgedPresence(viewer.doc.clientID, 5, { padding: "x".repeat(10_000) }));
      expect(await within(viewer.closed, "close")).toEqual({ code: ROOM_CLOSE.invalid, reason: "presence/too-large" });
    }));
});

describe("quotas", () => {
  it("a connection over its byte or message rate is closed with 4429; the server and the room's other participants carry on", () =>
    withRoom(async ({ server, match, room, clients }) => {
      const [flooder, other] = await clients("owner", "editor");
      // Four updates of about 900 KB, as fast as the client sends them (3.6 MB; the burst is 2 MiB).
      const rf = review(flooder.doc, "f");
      for (let u = 0; u < 4; u++)
        flooder.doc.transact(() => {
          for (let t = 0; t < 90; t++) rf.startThread(coach, { anchor: { matchId: match.matchId, seq: u }, text: `${u}/${t} ${"x".repeat(9_990)}`, audience: "public" });
        });
      expect(await within(flooder.closed, "close of the flooding connection")).toEqual({ code: ROOM_CLOSE.rateLimited, reason: "quota/rate" });
      const health = await fetch(server.url.replace(/\/trpc$/, "/health"));
      expect(health.status).toBe(200);
      // The other participant is still connected and writes; a newcomer gets the room.
      review(other.doc, "o").addChapter(student, { matchId: match.matchId, seq: 1, title: "after the flood" });
      const newcomer = joinRoom(server.roomsUrl, room.roomId, room.tokens.viewer);
      await newcomer.synced;
      await until(() => review(newcomer.doc, "n").chapters().length === 1, "the newcomer to see the chapter");
      expect(other.provider.wsconnected).toBe(true);
      // Not all of the flood was taken.
      expect(review(newcomer.doc, "n").threads().length).toBeLessThan(360);

      // Many small messages: the message budget.
      const chatty = joinRoom(server.roomsUrl, room.roomId, room.tokens.viewer);
      await chatty.synced;
      for (let i = 0; i < 1000; i++) chatty.provider.ws!.send(forgedPresence(chatty.doc.clientID, i + 1, { n: i }));
      expect(await within(chatty.closed, "close of the chatty connection")).toEqual({ code: ROOM_CLOSE.rateLimited, reason: "quota/rate" });
      expect((await fetch(server.url.replace(/\/trpc$/, "/health"))).status).toBe(200);
    }));

  it("messages sent while a connection is being let in count against its budget: a flood then is closed with 4429 before it is let in", async () => {
    // The check of the token against revocations is held until the end.
    let letIn: (revoked: boolean) => void = () => {};
    let asked: () => void = () => {};
    const checking = new Promise<void>((resolve) => (asked = resolve));
    const isRevoked = () => {
      asked();
      return new Promise<boolean>((r) => (letIn = r));
    };
    const s = await roomTestServer({ limits: { messagesPerSecond: 1, messageBurst: 5 }, isRevoked });
    try {
      const socket = new WebSocket(`${s.roomsUrl}/held?token=${s.token("held", "editor")}`);
      const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once("close", (code, why) => resolve({ code, reason: String(why) })));
      await new Promise((r) => socket.once("open", r));
      await checking;
      // Ten query-awareness messages (a y-websocket message kind 3) while the revocation check is pending.
      for (let i = 0; i < 10; i++) socket.send(Uint8Array.of(3));
      expect(await within(closed, "close of the flooding connection")).toEqual({ code: ROOM_CLOSE.rateLimited, reason: "quota/rate" });
      letIn(false);
    } finally {
      await s.close();
    }
  });

  it("a document at its size cap refuses a growing update with 4413, and still takes a small edit and a deletion", async () => {
    const cap = 64 * 1024;
    const server = await roomTestServer({ limits: { maxDocBytes: cap, measureIntervalMs: 0 } });
    const roomId = "capped";
    const owner = joinRoom(server.roomsUrl, roomId, server.token(roomId, "owner"));
    const editor = joinRoom(server.roomsUrl, roomId, server.token(roomId, "editor"));
    await Promise.all([owner.synced, editor.synced]);
    const ro = review(owner.doc, "o");
    const size = () => Y.encodeStateAsUpdate(owner.doc).length;
    // Fill to within 6 KB of the cap, 5 KB at a time.
    const filled: string[] = [];
    while (size() < cap - 6 * 1024) filled.push(ro.startThread(coach, { anchor: { matchId: "m1", seq: filled.length }, text: `${filled.length} ${"f".repeat(5_000)}`, audience: "public" }));
    await until(() => review(editor.doc, "e").threads().length === filled.length, "the editor to receive the filling");

    // 10 KB more would pass the cap: refused, and no one gets it.
    ro.startThread(coach, { anchor: { matchId: "m1", seq: 99 }, text: `too much ${"g".repeat(10_000)}`, audience: "public" });
    expect(await within(owner.closed, "close of the growing connection")).toEqual({ code: ROOM_CLOSE.tooLarge, reason: "quota/document-full" });
    owner.provider.destroy();

    // A small edit still fits.
    const re = review(editor.doc, "e");
    re.addChapter(student, { matchId: "m1", seq: 1, title: "small" });
    // A deletion always goes through, and frees room for an edit that did not fit before.
    for (const id of filled.slice(0, 3)) re.deleteThread(student, id);
    re.startThread(student, { anchor: { matchId: "m1", seq: 50 }, text: `fits now ${"h".repeat(10_000)}`, audience: "public" });
    await settle();
    expect(editor.provider.wsconnected).toBe(true);

    const reader = joinRoom(server.roomsUrl, roomId, server.token(roomId, "viewer"));
    await reader.synced;
    const rr = review(reader.doc, "r");
    await until(() => rr.threads().length === filled.length - 3 + 1 && rr.chapters().length === 1, "the reader to see the edits after the refusal");
    expect(rr.threads().some((t) => t.comments[0]!.text.startsWith("too much"))).toBe(false);
    reader.provider.destroy();
    editor.provider.destroy();
    await server.close();

    // What was stored is what was accepted.
    const again = await roomTestServer({ limits: { maxDocBytes: cap }, sqlitePath: server.sqlitePath });
    try {
      const fresh = joinRoom(again.roomsUrl, roomId, again.token(roomId, "viewer"));
      await fresh.synced;
      const rf = review(fresh.doc, "x");
      await until(() => rf.threads().length === filled.length - 2, "the restarted server to serve the room");
      expect(rf.threads().some((t) => t.comments[0]!.text.startsWith("fits now"))).toBe(true);
      expect(rf.threads().some((t) => t.comments[0]!.text.startsWith("too much"))).toBe(false);
      expect(Y.encodeStateAsUpdate(fresh.doc).length).toBeLessThanOrEqual(cap);
    } finally {
      await again.close();
    }
  });
});
