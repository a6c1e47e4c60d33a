import { ReviewDoc, type Presence } from "@tablecast/annotations";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { BroadcastPanel } from "./BroadcastPanel";
import { Cursors } from "./Cursors";
import { DrawingLayer } from "./DrawingLayer";
import { ReviewPanel } from "./ReviewPanel";
import { peopleIn, refusalText, roomView } from "./room-view";
import { StudyPanel } from "./StudyPanel";

const coach = { id: "coach", name: "Coach" };
const noop = () => undefined;

/** A review as our client writes it, then damaged the ways a peer (or an old server) could. */
function damagedReview() {
  let n = 0;
  const review = new ReviewDoc(new Y.Doc(), () => `id${++n}`, () => 1_000);
  review.addMatch(coach, "m1");
  const thread = review.startThread(coach, { anchor: { matchId: "m1", seq: 4 }, text: "Block with the blue (fab:7.3.2)", audience: "public" });
  review.addArrow(coach, { anchor: { matchId: "m1", seq: 4 }, from: "o1", to: "o2", color: "#f00", audience: "public" });
  review.addChapter(coach, { matchId: "m1", seq: 2, title: "Opening" });
  const playlist = review.createPlaylist(coach, "Moments");
  review.addToPlaylist(coach, playlist, { matchId: "m1", seq: 4 });
  const doc = review.doc;
  doc.getMap("threads").set("x", "not a thread");
  const noComments = new Y.Map<unknown>();
  doc.getMap("threads").set("y", noComments);
  noComments.set("id", "y");
  const badShape = new Y.Map<unknown>();
  doc.getMap("shapes").set("s", badShape);
  badShape.set("kind", "stroke");
  badShape.set("points", "everywhere");
  doc.getMap("chapters").set("c", 42);
  doc.getMap("playlists").set("p", new Y.Array());
  doc.getMap("broadcast").set("callout", { text: { html: "<b>" } });
  doc.getArray("matches").push([{ not: "an id" }]);
  doc.getMap("meta").set("title", new Y.Text("title"));
  return { review, thread };
}

describe("the review page reads around damaged entries", () => {
  it("leaves out every wrong-shaped entry, counts them, and renders the rest", () => {
    const { review, thread } = damagedReview();
    const view = roomView(review, { audience: "public", matchId: "m1", seq: 4 });
    expect(view.allThreads.map((t) => t.id)).toEqual([thread]);
    expect(view.threadsHere.map((t) => t.id)).toEqual([thread]);
    expect(view.shapes.map((s) => s.kind)).toEqual(["arrow"]);
    expect(view.chapters.map((c) => c.title)).toEqual(["Opening"]);
    expect(view.playlists.map((p) => p.title)).toEqual(["Moments"]);
    expect(view.callout).toBeNull();
    expect(view.matches).toEqual(["m1"]);
    expect(view.skipped).toBe(8);

    const panel = renderToStaticMarkup(
      <ReviewPanel seq={4} threadsHere={view.threadsHere} allThreads={view.allThreads} chapters={view.chapters} canEdit onSeek={noop} onStartThread={noop} onReply={noop} onResolve={noop} onAddChapter={noop} onPushCallout={noop} />,
    );
    expect(panel).toContain("Block with the blue");
    expect(panel).not.toContain("not a thread");
    const study = renderToStaticMarkup(<StudyPanel study={[{ matchId: "m1", label: "A vs B" }]} current="m1" seq={4} playlists={view.playlists} canEdit onOpen={noop} onAddMatch={() => null} onCreatePlaylist={noop} onAddToPlaylist={noop} />);
    expect(study).toContain("Moments");
    const desk = renderToStaticMarkup(<BroadcastPanel callout={view.callout} featured={view.featured} overlays={view.overlays} study={[]} onPush={noop} onClear={noop} onFeature={noop} onOverlay={noop} />);
    expect(desk).toContain("No callout on stream.");
    expect(() => renderToStaticMarkup(<DrawingLayer seq={4} shapes={view.shapes} tool="none" color="#f00" onArrow={noop} onHighlight={noop} onStroke={noop} />)).not.toThrow();
  });

  it("shows only presence states that are presence, one per person", () => {
    const person = (id: string): Presence => ({ user: { id, name: id, color: "#888", role: "editor" }, cursor: { x: 0.5, y: 0.5 }, playhead: { matchId: "m1", seq: 4 }, presenting: false, following: null });
    const states = [person("a"), null, "hello", { user: { id: "b", name: { html: "<b>" }, color: "#888", role: "viewer" } }, { ...person("c"), cursor: "here" }, person("a"), person("d")];
    const people = peopleIn(states);
    expect(people.map((p) => p.user.id)).toEqual(["a", "d"]);
    const html = renderToStaticMarkup(<Cursors me="a" everyone={people} seq={4} onMove={noop} />);
    expect(html).toContain('data-cursor="d"');
  });

  it("says why the server closed the room", () => {
    expect(refusalText(4401)).toBe("this link no longer opens the room");
    expect(refusalText(4413)).toMatch(/size limit/);
    expect(refusalText(4422)).toMatch(/refused an edit/);
    expect(refusalText(4429)).toMatch(/too many edits/);
  });
});
