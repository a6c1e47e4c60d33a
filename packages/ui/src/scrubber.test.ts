import { ReplayCursor, type StreamEntry } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { intervalFor, keyAction, momentQuery, nextSpeed, positionOf, seqAt, seqFromQuery, turnMarkers } from "./scrubber";

const turn = (seq: number, n: number): StreamEntry => ({ seq, seat: 0, events: [{ type: "turn", turn: n, turnPlayer: n % 2 }] });
const plain = (seq: number): StreamEntry => ({ seq, seat: 0, events: [] });

describe("scrubber model", () => {
  it("maps the keyboard as Lichess does: arrows step, shift steps a turn, alt a phase, space plays, Home/End", () => {
    expect(keyAction("ArrowRight")).toEqual({ type: "step", unit: "decision", direction: 1 });
    expect(keyAction("ArrowLeft", { shift: true })).toEqual({ type: "step", unit: "turn", direction: -1 });
    expect(keyAction("ArrowRight", { alt: true })).toEqual({ type: "step", unit: "phase", direction: 1 });
    expect(keyAction(" ")).toEqual({ type: "toggle-play" });
    expect(keyAction("Home")).toEqual({ type: "home" });
    expect(keyAction("End")).toEqual({ type: "end" });
    expect(keyAction("a")).toBeNull();
  });

  it("maps track positions to seqs and back, clamping what is off the track", () => {
    expect(seqAt(0, 299)).toBe(0);
    expect(seqAt(1, 299)).toBe(299);
    expect(seqAt(0.5, 300)).toBe(150);
    expect(seqAt(-3, 300)).toBe(0);
    expect(seqAt(7, 300)).toBe(300);
    expect(seqAt(Number.NaN, 300)).toBe(0);
    expect(seqAt(0.5, -1)).toBe(-1);
    expect(positionOf(150, 300)).toBe(0.5);
    expect(positionOf(10, 0)).toBe(0);
    for (let s = 0; s <= 37; s++) expect(seqAt(positionOf(s, 37), 37)).toBe(s);
  });

  it("puts a marker at every turn start the cursor knows", () => {
    const entries = [plain(0), turn(1, 1), plain(2), plain(3), turn(4, 2), plain(5), turn(6, 3), plain(7), plain(8)];
    const cursor = new ReplayCursor(entries, 4);
    const markers = turnMarkers(cursor.markers("turn"), cursor.lastSeq);
    expect(markers.map((m) => m.seq)).toEqual([1, 4, 6]);
    expect(markers.map((m) => m.label)).toEqual(["Turn 1", "Turn 2", "Turn 3"]);
    expect(markers[1]!.position).toBe(0.5);
  });

  it("keeps speeds within 0.5× to 8×, and faster speeds step sooner", () => {
    expect(nextSpeed(8, 1)).toBe(8);
    expect(nextSpeed(0.5, -1)).toBe(0.5);
    expect(nextSpeed(1, 1)).toBe(2);
    expect(intervalFor(8)).toBeLessThan(intervalFor(1));
    expect(intervalFor(0.5)).toBe(2 * intervalFor(1));
  });

  it("links to a moment keeping the page's other parameters, and reads ?seq= strictly", () => {
    expect(momentQuery("?token=abc&seq=3", 42)).toBe("?token=abc&seq=42");
    expect(momentQuery("", 0)).toBe("?seq=0");
    expect(seqFromQuery("17")).toBe(17);
    for (const bad of [null, undefined, "", "-1", "1e3", "abc", "12345678901"]) expect(seqFromQuery(bad)).toBeNull();
  });
});
