import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { reviewToJson, reviewToMarkdown } from "./export";
import { ReviewDoc, ReviewError, type Author } from "./review";

const coach: Author = { id: "coach", name: "Coach" };
const student: Author = { id: "student", name: "Student" };

function room(seed = "a") {
  let n = 0;
  let t = 1_000;
  const doc = new Y.Doc();
  return new ReviewDoc(doc, () => `${seed}${++n}`, () => (t += 1000));
}

/** Two-way sync of two documents, as a provider would do. */
function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

describe("review document", () => {
  it("threads anchored to a moment, an object or a range; replies, marks, resolve", () => {
    const r = room();
    const t1 = r.startThread(coach, { anchor: { matchId: "m1", seq: 12, object: "o44" }, text: "Pitch the blue here — see fab:1.14.3", audience: "omniscient", mark: "mistake" });
    const t2 = r.startThread(student, { anchor: { matchId: "m1", seq: 20, seqEnd: 26 }, text: "This whole turn", audience: "public" });
    r.reply(student, t1, "Why not the red?");
    r.resolve(coach, t1);
    const [first, second] = r.threads();
    expect(first).toMatchObject({ id: t1, anchor: { matchId: "m1", seq: 12, object: "o44" }, mark: "mistake", resolved: true });
    expect(first!.comments.map((c) => [c.author.name, c.text])).toEqual([
      ["Coach", "Pitch the blue here — see fab:1.14.3"],
      ["Student", "Why not the red?"],
    ]);
    expect(first!.comments[0]!.citations).toMatchObject([{ game: "fab", rule: "1.14.3" }]);
    // A citation may name the document of its game: the tournament rules, the penalty guide…
    const named = r.startThread(coach, { anchor: { matchId: "m1", seq: 30 }, text: "Outside assistance (fab:tr:5.9), see also fab:pg:4.2 and ufs:J.1.2.", audience: "public" });
    const cites = r.threads().find((t) => t.id === named)!.comments[0]!.citations;
    expect(cites.map((c) => [c.game, c.document, c.rule])).toEqual([
      ["fab", "tr", "5.9"],
      ["fab", "pg", "4.2"],
      ["ufs", undefined, "J.1.2"],
    ]);
    expect(second).toMatchObject({ id: t2, anchor: { seq: 20, seqEnd: 26 } });
    // Threads at a moment: a range covers every seq inside it.
    expect(r.threads({ at: 23 }).map((t) => t.id)).toEqual([t2]);
    expect(r.threads({ at: 12 }).map((t) => t.id)).toEqual([t1]);
  });

  it("arrows, highlights and freehand strokes", () => {
    const r = room();
    r.addArrow(coach, { anchor: { matchId: "m1", seq: 5 }, from: "o1", to: "o9", color: "#e33", audience: "public" });
    r.addHighlight(coach, { anchor: { matchId: "m1", seq: 5, object: "o9" }, color: "#fc0", audience: "public" });
    const stroke = r.addStroke(student, { anchor: { matchId: "m1", seq: 6 }, points: [0.1, 0.1, 0.5, 0.4, 0.9, 0.2], color: "#3af", width: 3, audience: "public" });
    expect(r.shapes({ at: 5 }).map((s) => s.kind).sort()).toEqual(["arrow", "highlight"]);
    expect(r.shapes({ at: 6 })).toMatchObject([{ kind: "stroke", points: [0.1, 0.1, 0.5, 0.4, 0.9, 0.2], author: student }]);
    r.deleteShape(student, stroke);
    expect(r.shapes({ at: 6 })).toEqual([]);
    expect(() => r.addStroke(coach, { anchor: { matchId: "m1", seq: 1 }, points: [0.1, 2], color: "#000", width: 1, audience: "public" })).toThrow(ReviewError);
  });

  it("chapters in study order and playlists across matches", () => {
    const r = room();
    r.addMatch(coach, "game2");
    r.addMatch(coach, "game1");
    r.addChapter(coach, { matchId: "game1", seq: 3, title: "Opening" });
    r.addChapter(coach, { matchId: "game2", seq: 40, title: "The swing turn" });
    r.addChapter(coach, { matchId: "game2", seq: 10, title: "Arsenal choice" });
    expect(r.chapters().map((c) => c.title)).toEqual(["Arsenal choice", "The swing turn", "Opening"]);
    const p = r.createPlaylist(coach, "Defense reactions");
    r.addToPlaylist(coach, p, { matchId: "game1", seq: 7 });
    r.addToPlaylist(coach, p, { matchId: "game2", seq: 12, seqEnd: 15, note: "held the block" }, 0);
    expect(r.playlists()).toEqual([{ id: p, title: "Defense reactions", items: [{ matchId: "game2", seq: 12, seqEnd: 15, note: "held the block" }, { matchId: "game1", seq: 7 }] }]);
  });

  it("broadcast: the producer's callout, featured match and overlay switches reach every peer", () => {
    const a = room("a");
    const b = room("b");
    a.addMatch(coach, "m1");
    a.addMatch(coach, "m2");
    expect(a.callout()).toBeNull();
    expect(a.featured()).toBe("m1");
    expect(Object.values(a.overlays()).every(Boolean)).toBe(true);
    const chapter = a.addChapter(coach, { matchId: "m1", seq: 40, title: "The turn that decided it" });
    a.pushCallout(coach, { text: "The turn that decided it", source: { kind: "chapter", id: chapter } });
    a.setFeatured(coach, "m2");
    a.setOverlayVisible(coach, "board", false);
    sync(a.doc, b.doc);
    expect(b.callout()).toMatchObject({ text: "The turn that decided it", source: { kind: "chapter", id: chapter }, authorName: "Coach" });
    expect(b.featured()).toBe("m2");
    expect(b.overlays().board).toBe(false);
    expect(b.overlays().score).toBe(true);
    b.clearCallout(student);
    sync(a.doc, b.doc);
    expect(a.callout()).toBeNull();
    // Bad input changes nothing.
    expect(() => a.pushCallout(coach, { text: "  " })).toThrow(ReviewError);
    expect(() => a.setFeatured(coach, "m9")).toThrow(ReviewError);
    expect(() => a.setOverlayVisible(coach, "nope" as never, true)).toThrow(ReviewError);
    expect(a.featured()).toBe("m2");
    // A peer's malformed callout reads as none.
    a.doc.getMap("broadcast").set("callout", { text: 42 });
    expect(a.callout()).toBeNull();
  });

  it("refuses bad anchors and empty text with typed errors, changing nothing", () => {
    const r = room();
    const before = Y.encodeStateAsUpdate(r.doc);
    const bad = [
      () => r.startThread(coach, { anchor: { matchId: "m1", seq: -1 }, text: "x", audience: "public" }),
      () => r.startThread(coach, { anchor: { matchId: "m 1", seq: 1 }, text: "x", audience: "public" }),
      () => r.startThread(coach, { anchor: { matchId: "m1", seq: 5, seqEnd: 4 }, text: "x", audience: "public" }),
      () => r.startThread(coach, { anchor: { matchId: "m1", seq: 5 }, text: "   ", audience: "public" }),
      () => r.reply(coach, "nope", "x"),
      () => r.addChapter(coach, { matchId: "m1", seq: 1, title: "" }),
    ];
    for (const f of bad) expect(f).toThrow(ReviewError);
    expect(Y.encodeStateAsUpdate(r.doc)).toEqual(before);
  });

  it("each user's undo and redo touch only their own edits", () => {
    const r = room();
    const coachUndo = r.undoManager(coach);
    const studentUndo = r.undoManager(student);
    const mine = r.startThread(coach, { anchor: { matchId: "m1", seq: 1 }, text: "coach's note", audience: "public" });
    const theirs = r.startThread(student, { anchor: { matchId: "m1", seq: 2 }, text: "student's note", audience: "public" });
    r.addArrow(coach, { anchor: { matchId: "m1", seq: 2 }, from: "o1", to: "o2", color: "#f00", audience: "public" });
    coachUndo.undo();
    expect(r.shapes()).toEqual([]);
    coachUndo.undo();
    expect(r.threads().map((t) => t.id)).toEqual([theirs]);
    coachUndo.redo();
    expect(r.threads().map((t) => t.id).sort()).toEqual([mine, theirs].sort());
    studentUndo.undo();
    expect(r.threads().map((t) => t.id)).toEqual([mine]);
  });

  it("concurrent and offline edits converge once the peers sync, in any order", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 50 }), fc.constantFrom("thread", "chapter", "arrow")), { maxLength: 25 }), (ops) => {
        const a = room("a");
        const b = room("b");
        for (const [onA, seq, kind] of ops) {
          const r = onA ? a : b;
          const who = onA ? coach : student;
          if (kind === "thread") r.startThread(who, { anchor: { matchId: "m", seq }, text: `at ${seq}`, audience: "public" });
          else if (kind === "chapter") r.addChapter(who, { matchId: "m", seq, title: `ch ${seq}` });
          else r.addArrow(who, { anchor: { matchId: "m", seq }, from: "o1", to: "o2", color: "#000", audience: "public" });
        }
        sync(a.doc, b.doc);
        expect(reviewToJson(a, "omniscient")).toEqual(reviewToJson(b, "omniscient"));
        expect(a.threads().length + a.chapters().length + a.shapes().length).toBe(ops.length);
      }),
      { numRuns: 40 },
    );
  });

  it("viewers see only annotations written from a view they share", () => {
    const r = room();
    r.startThread(coach, { anchor: { matchId: "m", seq: 1 }, text: "public", audience: "public" });
    r.startThread(coach, { anchor: { matchId: "m", seq: 2 }, text: "saw both hands", audience: "omniscient" });
    r.startThread(student, { anchor: { matchId: "m", seq: 3 }, text: "from my seat", audience: "seat:0" });
    r.addArrow(coach, { anchor: { matchId: "m", seq: 2 }, from: "o1", to: "o7", color: "#000", audience: "omniscient" });
    const texts = (viewer: Parameters<typeof r.threads>[0]) => r.threads(viewer).map((t) => t.comments[0]!.text);
    expect(texts({ viewer: "public" })).toEqual(["public"]);
    expect(texts({ viewer: "seat:0" })).toEqual(["public", "from my seat"]);
    expect(texts({ viewer: "seat:1" })).toEqual(["public"]);
    expect(texts({ viewer: "omniscient" })).toHaveLength(3);
    expect(r.shapes({ viewer: "public" })).toEqual([]);
    expect(reviewToMarkdown(r, "public", "https://x.test")).not.toMatch(/saw both hands|from my seat/);
  });

  it("exports Markdown with moment links and rule links", () => {
    const r = room();
    r.setTitle(coach, "Rhinar mirror, game 1");
    r.addChapter(coach, { matchId: "m1", seq: 9, title: "Turn 3" });
    const t = r.startThread(coach, { anchor: { matchId: "m1", seq: 12 }, text: "Dominate stops the second block (fab:8.3.4).", audience: "public", mark: "blunder" });
    r.reply(student, t, "Got it");
    const md = reviewToMarkdown(r, "public", "https://tablecast.example/");
    expect(md).toContain("# Rhinar mirror, game 1");
    expect(md).toContain("- [seq 9](https://tablecast.example/match/m1?seq=9) Turn 3");
    expect(md).toContain("### [seq 12](https://tablecast.example/match/m1?seq=12) — *blunder*");
    expect(md).toContain("[fab:8.3.4](https://tablecast.example/rules/fab/cr/8.3.4)");
    expect(md).toContain("- **Student**: Got it");
  });
});
