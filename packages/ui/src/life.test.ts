import type { StreamEntry } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { chartPaths, counterSeries, headlineCounter, valueAt } from "./life";
import { logLines, parseRule } from "./log";

const life = (seq: number, seat: number, value: number): StreamEntry => ({ seq, seat, events: [{ type: "counter", seat, counter: "life", value }] });

describe("life chart and event log", () => {
  it("reads a series' value at a moment: its last point at or before it, nothing before the first", () => {
    const series = { seat: 0, points: [5, 9, 14, 30].map((seq, i) => ({ seq, value: 20 - i })) };
    expect([4, 5, 6, 9, 13, 14, 29, 30, 1000].map((seq) => valueAt(series, seq))).toEqual([undefined, 20, 20, 19, 19, 18, 18, 17, 17]);
    expect(valueAt({ seat: 1, points: [] }, 3)).toBeUndefined();
  });

  it("samples each seat's life where it changes, the last value of an entry winning", () => {
    const entries: StreamEntry[] = [
      { seq: 0, seat: null, events: [{ type: "counter", seat: 0, counter: "life", value: 20 }, { type: "counter", seat: 1, counter: "life", value: 20 }] },
      life(1, 1, 20),
      { seq: 2, seat: 0, events: [{ type: "counter", seat: 1, counter: "life", value: 17 }, { type: "counter", seat: 1, counter: "life", value: 15 }, { type: "counter", seat: 0, counter: "resources", value: 3 }] },
      life(3, 0, 18),
    ];
    expect(counterSeries(entries)).toEqual([
      { seat: 0, points: [{ seq: 0, value: 20 }, { seq: 3, value: 18 }] },
      { seat: 1, points: [{ seq: 0, value: 20 }, { seq: 2, value: 15 }] },
    ]);
    const [p1] = chartPaths(counterSeries(entries), 3, 300, 100);
    expect(p1!.d).toBe("M0.0,0.0H300.0V10.0H300");
  });

  it("reads the game's sentences with their rules, and says how the game ended", () => {
    const entries: StreamEntry[] = [
      { seq: 5, seat: 1, events: [{ type: "log", text: "P2 attacks with Dawnblade for 3", rule: "fab:7.2.3", vis: "public" }, { type: "prompt", seat: 0, kind: "defend", text: "waiting" }] },
      { seq: 6, seat: 0, events: [{ type: "end", winners: [0], reason: "P2 reached 0 life", rule: "fab:4.5.1" }] },
    ];
    expect(logLines(entries)).toEqual([
      { seq: 5, seat: 1, text: "P2 attacks with Dawnblade for 3", rule: "fab:7.2.3", turn: 0, heading: "Setup" },
      { seq: 6, seat: null, text: "Game over: P2 reached 0 life", rule: "fab:4.5.1", turn: 0 },
    ]);
    expect(parseRule("fab:7.3.2a")).toEqual({ game: "fab", rule: "7.3.2a" });
    expect(parseRule("not a rule")).toBeNull();
  });

  it("groups the log by turn, each turn opening with its player and hero, as a commentator reads it", () => {
    const rhinar = { ref: "WTR002", name: "Rhinar" };
    const entries: StreamEntry[] = [
      {
        seq: 0,
        seat: null,
        events: [
          { type: "player", seat: 0, name: "Ada", hero: rhinar },
          { type: "player", seat: 1, name: "Brin" },
          { type: "log", text: "Ada draws 4 cards", vis: "public" },
          { type: "turn", turn: 1, turnPlayer: 0 },
          { type: "log", text: "Ada (Rhinar) will take the first turn", vis: "public" },
        ],
      },
      { seq: 1, seat: 0, events: [{ type: "log", text: "Ada (Rhinar) plays Savage Swing", vis: "public" }, { type: "turn", turn: 2, turnPlayer: 1 }] },
      { seq: 2, seat: 1, events: [{ type: "log", text: "Brin passes", vis: "public" }] },
    ];
    expect(logLines(entries).map((l) => [l.turn, l.heading ?? null, l.text])).toEqual([
      [0, "Setup", "Ada draws 4 cards"],
      [1, "Turn 1 · Ada (Rhinar)", "Ada (Rhinar) will take the first turn"],
      [1, null, "Ada (Rhinar) plays Savage Swing"],
      [2, "Turn 2 · Brin", "Brin passes"],
    ]);
  });

  it("follows the game's headline counter: life, else vitality, else points", () => {
    const counter = (c: string, value: number): StreamEntry => ({ seq: 0, seat: null, events: [{ type: "counter", seat: 0, counter: c, value }] });
    expect(headlineCounter([counter("points", 0), counter("energy", 1)])).toBe("points");
    expect(headlineCounter([counter("vitality", 20), counter("momentum", 0)])).toBe("vitality");
    expect(headlineCounter([counter("resources", 0), counter("life", 20), counter("points", 3)])).toBe("life");
    expect(counterSeries([counter("points", 0), { seq: 3, seat: 0, events: [{ type: "counter", seat: 0, counter: "points", value: 1 }] }])).toEqual([
      { seat: 0, points: [{ seq: 0, value: 0 }, { seq: 3, value: 1 }] },
    ]);
  });
});
