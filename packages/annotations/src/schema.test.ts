import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { parseCitations } from "./citations";
import { shownPlayhead, presenterOf, isPresence, type Presence } from "./presence";
import { ReviewDoc, ReviewError } from "./review";
import { meta, migrate, SCHEMA_VERSION, threadsOf, type Migration } from "./schema";

describe("schema versions", () => {
  it("a new document is stamped with the current version", () => {
    const doc = new Y.Doc();
    expect(migrate(doc)).toEqual({ ok: true, from: 0, to: SCHEMA_VERSION });
    expect(meta(doc).get("schemaVersion")).toBe(SCHEMA_VERSION);
    expect(migrate(doc)).toEqual({ ok: true, from: SCHEMA_VERSION, to: SCHEMA_VERSION });
  });

  it("migrations run in order, once, as one transaction", () => {
    const doc = new Y.Doc();
    migrate(doc);
    threadsOf(doc).set("t1", new Y.Map());
    // A future step: rename the threads map. Peers must see it as a single update.
    const v1to2: Migration = (d) => {
      const old = threadsOf(d);
      const next = d.getMap("threads2");
      for (const k of [...old.keys()]) {
        next.set(k, new Y.Map());
        old.delete(k);
      }
    };
    let updates = 0;
    doc.on("update", () => updates++);
    const steps = [(d: Y.Doc) => meta(d).set("schemaVersion", 1), v1to2];
    expect(migrate(doc, steps)).toEqual({ ok: true, from: 1, to: 2 });
    expect(updates).toBe(1);
    expect([...doc.getMap("threads2").keys()]).toEqual(["t1"]);
    expect(migrate(doc, steps)).toEqual({ ok: true, from: 2, to: 2 });
  });

  it("a document from a newer version, or a corrupt one, is refused and left untouched", () => {
    const newer = new Y.Doc();
    meta(newer).set("schemaVersion", SCHEMA_VERSION + 1);
    const before = Y.encodeStateAsUpdate(newer);
    expect(migrate(newer)).toMatchObject({ ok: false, code: "schema/newer" });
    expect(Y.encodeStateAsUpdate(newer)).toEqual(before);
    expect(() => new ReviewDoc(newer, () => "x", () => 0)).toThrow(ReviewError);
    const corrupt = new Y.Doc();
    meta(corrupt).set("schemaVersion", "one");
    expect(migrate(corrupt)).toMatchObject({ ok: false, code: "schema/corrupt" });
  });
});

describe("rule citations", () => {
  it("finds citations of each game's rule numbering", () => {
    const text = "See fab:7.3.2 and fab:1.11.2a, riftbound:103.2.a, ufs:J.1.2. Not fab: or fab:x.";
    expect(parseCitations(text).map((c) => `${c.game}:${c.rule}`)).toEqual(["fab:7.3.2", "fab:1.11.2a", "riftbound:103.2.a", "ufs:J.1.2"]);
    const [first] = parseCitations(text);
    expect(text.slice(first!.start, first!.end)).toBe("fab:7.3.2");
  });
});

describe("presence and follow mode", () => {
  const person = (id: string, seq: number, extra: Partial<Presence> = {}): Presence => ({
    user: { id, name: id, color: "#888", role: "editor" },
    cursor: null,
    playhead: { matchId: "m", seq },
    presenting: false,
    following: null,
    ...extra,
  });

  it("followers see the presenter's moment; breaking away shows their own; rejoining follows again", () => {
    const coach = person("coach", 40, { presenting: true });
    const student = person("student", 3, { following: "coach" });
    expect(shownPlayhead(student, [coach, student])).toEqual({ matchId: "m", seq: 40 });
    const away = { ...student, following: null };
    expect(shownPlayhead(away, [coach, away])).toEqual({ matchId: "m", seq: 3 });
    expect(presenterOf(away, [coach, away])).toBe("coach");
    // The presenter left or stopped presenting: the follower keeps their own moment.
    expect(shownPlayhead(student, [student])).toEqual({ matchId: "m", seq: 3 });
    expect(shownPlayhead(student, [{ ...coach, presenting: false }, student])).toEqual({ matchId: "m", seq: 3 });
  });

  it("checks peers' presence states", () => {
    expect(isPresence(person("a", 1))).toBe(true);
    expect(isPresence({ user: { id: 1 } })).toBe(false);
    expect(isPresence(null)).toBe(false);
    expect(isPresence({ ...person("a", 1), playhead: { matchId: "m", seq: 1.5 } })).toBe(false);
    // What a page renders from a peer must be what it expects: text, a colour, coordinates.
    expect(isPresence({ ...person("a", 1), user: { id: "a", name: { toString: "x" }, color: "#888", role: "editor" } })).toBe(false);
    expect(isPresence({ ...person("a", 1), user: { id: "a", name: "a", color: "url(javascript:x)", role: "editor" } })).toBe(false);
    expect(isPresence({ ...person("a", 1), cursor: "here" })).toBe(false);
    expect(isPresence({ ...person("a", 1), user: { id: "", name: "a", color: "#888", role: "editor" } })).toBe(false);
  });
});
