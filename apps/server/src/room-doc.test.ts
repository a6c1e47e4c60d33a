import { ReviewDoc } from "@tablecast/annotations";
import { describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { RoomDoc, SCRATCH_IDLE_MS } from "./room-doc";
import { roomLimits } from "./room-limits";

const coach = { id: "coach", name: "Coach" };

/** A client's copy of the room: its edits come out as updates, as a provider would send them. */
function client(room: RoomDoc) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, room.encodeState());
  const updates: Uint8Array[] = [];
  doc.on("update", (u: Uint8Array) => updates.push(u));
  let n = 0;
  const review = new ReviewDoc(doc, () => `c${++n}`, () => 0);
  return { doc, review, next: () => Y.mergeUpdates(updates.splice(0)) };
}

describe("a room's document", () => {
  it("a refused update leaves the document as it was, and later updates are checked against that", () => {
    const room = new RoomDoc(roomLimits(), () => 0);
    room.load(null);
    const c = client(room);
    c.review.startThread(coach, { anchor: { matchId: "m1", seq: 1 }, text: "first", audience: "public" });
    expect(room.write(c.next(), "c")).toEqual({ ok: true });
    const before = room.encodeState();
    c.doc.getMap("threads").set("x", "not a thread");
    expect(room.write(c.next(), "c")).toMatchObject({ ok: false, kind: "invalid", problem: { path: "threads.x" } });
    expect(room.encodeState()).toEqual(before);
    // A fresh client (the refused one's state is now ahead of the room's) writes on.
    const d = client(room);
    d.review.addChapter(coach, { matchId: "m1", seq: 2, title: "next" });
    expect(room.write(d.next(), "d")).toEqual({ ok: true });
    expect(room.write(new Uint8Array([1, 2, 3]), "d")).toMatchObject({ ok: false, kind: "malformed" });
  });

  it("a room left unwritten lets go of its copy; the next write is checked against a copy made from the document", () => {
    vi.useFakeTimers();
    try {
      const room = new RoomDoc(roomLimits(), () => 0);
      room.load(null);
      const c = client(room);
      const thread = c.review.startThread(coach, { anchor: { matchId: "m1", seq: 1 }, text: "first", audience: "public" });
      expect(room.write(c.next(), "c")).toEqual({ ok: true });
      // Nothing new: accepted without touching anything.
      expect(room.write(Y.encodeStateAsUpdate(new Y.Doc()), "c")).toEqual({ ok: true });
      vi.advanceTimersByTime(SCRATCH_IDLE_MS + 1);
      // A reply needs the thread written before the copy was let go.
      c.review.reply(coach, thread, "second");
      expect(room.write(c.next(), "c")).toEqual({ ok: true });
      c.doc.getMap("threads").set("x", "not a thread");
      expect(room.write(c.next(), "c")).toMatchObject({ ok: false, kind: "invalid", problem: { path: "threads.x" } });
      const fresh = new Y.Doc();
      Y.applyUpdate(fresh, room.encodeState());
      expect(fresh.getMap("threads").has("x")).toBe(false);
      expect(fresh.getMap("threads").size).toBe(1);
      room.destroy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("near the cap the real size is measured at most once per interval; deletions always fit", () => {
    let now = 0;
    const room = new RoomDoc(roomLimits({ maxDocBytes: 20_000, measureIntervalMs: 1000 }), () => now);
    room.load(null);
    const c = client(room);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(c.review.startThread(coach, { anchor: { matchId: "m1", seq: i }, text: "x".repeat(5_000), audience: "public" }));
      expect(room.write(c.next(), "c")).toEqual({ ok: true });
    }
    // Churn: a 3 KB thread added and deleted again leaves the document near 15 KB, but each
    // addition adds to the bound. The first time the bound passes the cap, the document is
    // measured and the addition accepted; the next time, within the interval, the bound
    // decides: refused.
    let refused: Uint8Array | null = null;
    for (let i = 0; i < 8 && refused === null; i++) {
      const id = c.review.startThread(coach, { anchor: { matchId: "m1", seq: 5 }, text: "c".repeat(3_000), audience: "public" });
      const update = c.next();
      const verdict = room.write(update, "c");
      if (verdict.ok) {
        c.review.deleteThread(coach, id);
        expect(room.write(c.next(), "c")).toEqual({ ok: true });
      } else {
        expect(verdict).toMatchObject({ kind: "too-large" });
        expect(i).toBeGreaterThanOrEqual(2);
        refused = update;
      }
    }
    expect(refused).not.toBeNull();
    // Once the interval has passed it is measured again: it fits.
    now += 1000;
    expect(room.write(refused!, "c")).toEqual({ ok: true });
    // Growing past the cap is refused, measured or not.
    c.review.startThread(coach, { anchor: { matchId: "m1", seq: 9 }, text: "z".repeat(6_000), audience: "public" });
    const growing = c.next();
    expect(room.write(growing, "c")).toMatchObject({ ok: false, kind: "too-large" });
    now += 1000;
    expect(room.write(growing, "c")).toMatchObject({ ok: false, kind: "too-large" });
    // Deleting two threads always goes through, and makes room for the same update.
    const fresh = client(room);
    for (const id of ids.slice(0, 2)) fresh.review.deleteThread(coach, id);
    expect(room.write(fresh.next(), "f")).toEqual({ ok: true });
    now += 1000;
    expect(room.write(growing, "c")).toEqual({ ok: true });
    expect(room.encodeState().length).toBeLessThanOrEqual(20_000);
  });
});
