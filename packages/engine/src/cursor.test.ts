import { describe, expect, it } from "vitest";
import { ReplayCursor } from "./cursor";
import { OMNISCIENT, PUBLIC, redactStream } from "./redact";
import { simulateDuel } from "./testing";
import { applyEntries, applyEntry, EMPTY_VIEW, foldStream, type ViewState } from "./view";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe("folding in runs", () => {
  const stream = redactStream(simulateDuel("fold-runs", { long: true }).stream, PUBLIC);

  it("folds any run of entries as entry by entry does, and never writes a view it was given (each is frozen; a write would throw)", () => {
    let view: ViewState = deepFreeze(applyEntry(EMPTY_VIEW, stream[0]!));
    const byEntry: ViewState[] = [view];
    for (let k = 1; k < stream.length; k++) byEntry.push((view = deepFreeze(applyEntry(view, stream[k]!))));
    for (let from = 1; from < stream.length; from += 37) {
      const to = Math.min(stream.length, from + 1 + (from % 29));
      expect(applyEntries(byEntry[from - 1]!, stream, from, to)).toEqual(byEntry[to - 1]);
    }
    expect(applyEntries(byEntry[5]!, stream, 6, 6)).toBe(byEntry[5]);
  });
});

describe("replay cursor", () => {
  const sim = simulateDuel("long-game", { long: true });

  it("the long test log is long", () => {
    expect(sim.log.entries.length).toBeGreaterThan(2000);
  });

  for (const [name, audience] of [["omniscient", OMNISCIENT], ["public", PUBLIC]] as const) {
    it(`seek to seq k equals folding from the start to k, for every k (${name} stream)`, () => {
      const stream = redactStream(sim.stream, audience);
      const cursor = new ReplayCursor(stream, 16);
      // Fold incrementally from the start and compare with a seek at every seq.
      let view = applyEntry(EMPTY_VIEW, stream[0]!);
      expect(cursor.viewAt(0)).toEqual(view);
      for (let k = 1; k < stream.length; k++) {
        view = applyEntry(view, stream[k]!);
        expect(cursor.viewAt(k)).toEqual(view);
      }
      // And backwards, against an independent fold from scratch.
      for (let k = stream.length - 1; k >= 0; k -= 97) expect(cursor.viewAt(k)).toEqual(foldStream(stream, k));
    });
  }

  it("opened at its end (one fold, no checkpoints on the way), a cursor still seeks anywhere as a fold from the start does, making its checkpoints as seeks reach them", () => {
    const stream = redactStream(sim.stream, PUBLIC);
    const cursor = new ReplayCursor(stream, 16);
    expect(cursor.viewAt(stream.length - 1)).toEqual(foldStream(stream));
    for (const k of [0, 5, 16, 17, 700, 33, stream.length - 2, 1200, 1199, 15]) expect(cursor.viewAt(k), `seq ${k}`).toEqual(foldStream(stream, k));
  });

  it("seeks in any order from a fresh cursor equal folding from the start (checkpoints are folded as far as a seek first reaches)", () => {
    const stream = redactStream(sim.stream, PUBLIC);
    const last = stream.length - 1;
    for (const order of [[700, 3, last, 350, 16, 17, 0], [last, 1, last - 1, 32], [0, 15, 16, 31, 33, 1200]]) {
      const cursor = new ReplayCursor(stream, 16);
      for (const k of order) expect(cursor.viewAt(k)).toEqual(foldStream(stream, k));
    }
    // A live stream: entries appended after seeks fold on from where the seeks left off.
    const live = new ReplayCursor(stream.slice(0, 100), 16);
    expect(live.viewAt(50)).toEqual(foldStream(stream, 50));
    for (const entry of stream.slice(100, 300)) live.append(entry);
    expect(live.viewAt(299)).toEqual(foldStream(stream, 299));
    expect(live.viewAt(120)).toEqual(foldStream(stream, 120));
  });

  it("clamps out-of-range seeks", () => {
    const cursor = new ReplayCursor(sim.stream);
    expect(cursor.viewAt(-5).seq).toBe(0);
    expect(cursor.viewAt(1e9).seq).toBe(cursor.lastSeq);
    expect(new ReplayCursor([]).viewAt(3).seq).toBe(-1);
  });

  it("steps by decision, turn and phase", () => {
    const cursor = new ReplayCursor(sim.stream);
    const turns = cursor.markers("turn");
    expect(turns.length).toBeGreaterThan(10);
    expect(cursor.step(0, "decision", 1)).toBe(1);
    expect(cursor.step(0, "decision", -1)).toBe(0);
    const [t1, t2, t3] = turns.slice(1, 4) as [number, number, number];
    expect(cursor.step(t1, "turn", 1)).toBe(t2);
    expect(cursor.step(t2 + 1 <= t3 - 1 ? t2 + 1 : t2, "turn", -1)).toBe(t2 + 1 <= t3 - 1 ? t2 : t1);
    expect(cursor.step(t2, "turn", -1)).toBe(t1);
    // Every turn start is also a phase start.
    for (const t of turns) expect(cursor.markers("phase")).toContain(t);
    expect(cursor.step(cursor.lastSeq, "turn", 1)).toBe(cursor.lastSeq);
  });

  it("a live cursor grows entry by entry and refuses gaps", () => {
    const cursor = new ReplayCursor();
    for (const entry of sim.stream.slice(0, 40)) cursor.append(entry);
    expect(cursor.viewAt(39)).toEqual(foldStream(sim.stream, 39));
    expect(() => cursor.append(sim.stream[41]!)).toThrow(/expected seq 40/);
  });
});

