import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { ReviewDoc, type Author } from "./review";
import { instantiateRoots, validateChanges, validateReviewDoc, type SchemaProblem } from "./validate";

const coach: Author = { id: "coach", name: "Coach" };
const student: Author = { id: "student", name: "Student" };

function room(seed = "a", doc = new Y.Doc()) {
  let n = 0;
  return new ReviewDoc(doc, () => `${seed}${++n}`, () => 1_000 + n);
}

/** A review with one of everything, as our own client writes it. */
function fullReview(seed = "a", doc = new Y.Doc()) {
  const r = room(seed, doc);
  r.setTitle(coach, "Game 1");
  r.addMatch(coach, "m1");
  const t = r.startThread(coach, { anchor: { matchId: "m1", seq: 3, seqEnd: 5, object: "o1" }, text: "see fab:7.3.2", audience: "omniscient", mark: "mistake" });
  r.reply(student, t, "ok");
  r.resolve(coach, t);
  r.addArrow(coach, { anchor: { matchId: "m1", seq: 3 }, from: "o1", to: "o2", color: "#f00", audience: "public" });
  r.addHighlight(coach, { anchor: { matchId: "m1", seq: 3, object: "o2" }, color: "gold", audience: "seat:1" });
  r.addStroke(student, { anchor: { matchId: "m1", seq: 4 }, points: [0, 0, 1, 1], color: "#3af", width: 3, audience: "public" });
  const c = r.addChapter(coach, { matchId: "m1", seq: 1, title: "Opening" });
  const p = r.createPlaylist(coach, "Moments");
  r.addToPlaylist(coach, p, { matchId: "m1", seq: 2, seqEnd: 4, note: "here" });
  r.addToPlaylist(coach, p, { matchId: "m1", seq: 9 });
  r.pushCallout(coach, { text: "The turn", source: { kind: "chapter", id: c } });
  r.setFeatured(coach, "m1");
  r.setOverlayVisible(coach, "board", false);
  return r;
}

/**
 * What the server does with a peer's update: apply it to a copy of the document and check what
 * the transaction touched.
 */
function check(base: Y.Doc, write: (peer: Y.Doc) => void): SchemaProblem | null {
  const peer = new Y.Doc();
  Y.applyUpdate(peer, Y.encodeStateAsUpdate(base));
  const before = Y.encodeStateVector(peer);
  write(peer);
  const update = Y.encodeStateAsUpdate(peer, before);
  const scratch = new Y.Doc();
  instantiateRoots(scratch);
  Y.applyUpdate(scratch, Y.encodeStateAsUpdate(base));
  let changed: Y.Transaction["changed"] = new Map();
  scratch.on("afterTransaction", (tr: Y.Transaction) => (changed = tr.changed));
  Y.applyUpdate(scratch, update);
  return validateChanges(scratch, changed);
}

const thread = (doc: Y.Doc) => [...doc.getMap<Y.Map<unknown>>("threads").values()][0]!;

describe("the review schema", () => {
  it("everything the model writes passes, alone and merged with a concurrent peer's edits", () => {
    const a = fullReview("a");
    expect(validateReviewDoc(a.doc)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 40 })), { maxLength: 30 }), (ops) => {
        const x = fullReview("x");
        const y = room("y", new Y.Doc());
        Y.applyUpdate(y.doc, Y.encodeStateAsUpdate(x.doc));
        for (const [onX, op, seq] of ops) {
          const r = onX ? x : y;
          const who = onX ? coach : student;
          const someThread = r.threads()[0]?.id;
          if (op === 0) r.startThread(who, { anchor: { matchId: "m1", seq }, text: `at ${seq}`, audience: "public" });
          else if (op === 1 && someThread !== undefined) r.reply(who, someThread, "reply");
          else if (op === 2 && someThread !== undefined) r.deleteThread(who, someThread);
          else if (op === 3) r.addChapter(who, { matchId: "m1", seq, title: `ch ${seq}` });
          else if (op === 4) r.addMatch(who, `m${seq % 3}`);
          else if (op === 5) r.pushCallout(who, { text: `call ${seq}` });
          else r.addStroke(who, { anchor: { matchId: "m1", seq }, points: [0.1, 0.2, 0.3, 0.4], color: "#000", width: 2, audience: "public" });
        }
        Y.applyUpdate(y.doc, Y.encodeStateAsUpdate(x.doc));
        Y.applyUpdate(x.doc, Y.encodeStateAsUpdate(y.doc));
        expect(validateReviewDoc(x.doc)).toEqual([]);
        expect(validateReviewDoc(y.doc)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it("an edit by the model passes the server's check of what it touched", () => {
    const base = fullReview().doc;
    expect(check(base, (peer) => room("p", peer).startThread(coach, { anchor: { matchId: "m1", seq: 7 }, text: "new", audience: "public" }))).toBeNull();
    expect(check(base, (peer) => room("p", peer).reply(student, [...peer.getMap("threads").keys()][0]!, "more"))).toBeNull();
    expect(check(base, (peer) => room("p", peer).deleteThread(coach, [...peer.getMap("threads").keys()][0]!))).toBeNull();
  });

  it("refuses wrong-shaped entries in every top-level type", () => {
    const base = fullReview().doc;
    const cases: [string, (peer: Y.Doc) => void, string][] = [
      ["a thread that is a string", (d) => d.getMap("threads").set("x", "not a thread"), "threads.x"],
      ["a thread without comments", (d) => thread(d).delete("comments"), "threads.a1.comments"],
      ["a comment whose text is a number", (d) => ((thread(d).get("comments") as Y.Array<Y.Map<unknown>>).get(0)).set("text", 42), "threads.a1.comments[0].text"],
      ["a thread's id that is not its key", (d) => thread(d).set("id", "other"), "threads.a1.id"],
      ["an unknown audience", (d) => thread(d).set("audience", "everyone"), "threads.a1.audience"],
      ["a range that ends before it starts", (d) => (thread(d).get("anchor") as Y.Map<unknown>).set("seqEnd", 1), "threads.a1.anchor.seqEnd"],
      ["an unknown field", (d) => thread(d).set("evil", true), "threads.a1.evil"],
      ["a shared text where a string belongs", (d) => thread(d).set("mark", new Y.Text("x")), "threads.a1.mark"],
      ["a stroke with a point off the board", (d) => [...d.getMap<Y.Map<unknown>>("shapes").values()].find((s) => s.get("kind") === "stroke")!.set("points", [0, 0, 2, 2]), "shapes."],
      ["a shape of an unknown kind", (d) => [...d.getMap<Y.Map<unknown>>("shapes").values()][0]!.set("kind", "circle"), "shapes."],
      ["a colour that is markup", (d) => [...d.getMap<Y.Map<unknown>>("shapes").values()][0]!.set("color", "red;background:url(x)"), "shapes."],
      ["a chapter that is a list", (d) => d.getMap("chapters").set("c", new Y.Array()), "chapters.c"],
      ["a playlist item without a seq", (d) => (([...d.getMap<Y.Map<unknown>>("playlists").values()][0]!.get("items") as Y.Array<Y.Map<unknown>>).get(0)).delete("seq"), "playlists."],
      ["a match id with a space", (d) => d.getArray("matches").push(["m 2"]), "matches[1]"],
      ["a newer schema version", (d) => d.getMap("meta").set("schemaVersion", 99), "meta.schemaVersion"],
      ["a title that is a map", (d) => d.getMap("meta").set("title", new Y.Map()), "meta.title"],
      ["a callout of the wrong shape", (d) => d.getMap("broadcast").set("callout", { text: 42 }), "broadcast.callout"],
      ["an unknown overlay", (d) => d.getMap("broadcast").set("overlay:ads", true), "broadcast.overlay:ads"],
      ["an overlay switch that is a string", (d) => d.getMap("broadcast").set("overlay:board", "yes"), "broadcast.overlay:board"],
      ["content under a name the schema lacks", (d) => d.getMap("edits").set("k", 1), "edits"],
      ["list items in a map", (d) => d.getArray("threads").push(["x"]), "threads"],
      ["binary data", (d) => d.getMap("chapters").set("b", new Uint8Array(8)), "chapters.b"],
    ];
    for (const [what, write, path] of cases) {
      const p = check(base, write);
      expect(p, what).not.toBeNull();
      expect(p!.path, what).toContain(path);
    }
  });

  it("checks only what an update touched: an old damaged entry does not block other edits, and readers skip it", () => {
    const doc = fullReview().doc;
    doc.getMap("threads").set("old", "damaged before validation existed");
    doc.getMap("shapes").set("s", new Y.Map());
    doc.getArray("matches").push([7]);
    doc.getMap("meta").set("title", 3);
    doc.getMap("broadcast").set("callout", { text: 1 });
    expect(validateReviewDoc(doc).map((p) => p.path).sort()).toEqual(["broadcast.callout", "matches[1]", "meta.title", "shapes.s.id", "threads.old"]);
    expect(check(doc, (peer) => room("p", peer).addChapter(coach, { matchId: "m1", seq: 2, title: "fine" }))).toBeNull();
    const r = new ReviewDoc(doc, () => "n", () => 0);
    expect(r.threads().map((t) => t.id)).toEqual(["a1"]);
    expect(r.shapes()).toHaveLength(3);
    expect(r.matches()).toEqual(["m1"]);
    expect(r.title).toBe("");
    expect(r.callout()).toBeNull();
    expect(() => r.reply(coach, "old", "x")).toThrow(/no thread old/);
  });
});
