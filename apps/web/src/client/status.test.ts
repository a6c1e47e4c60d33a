import { describe, expect, it } from "vitest";
import { delayLabel } from "./status";

describe("the status bar says how far behind a feed runs", () => {
  it("broadcast roles behind a delay; seats, judges and organisers live", () => {
    expect(delayLabel({ kind: "seconds", seconds: 10 }, "spectator")).toBe("10 s delay");
    expect(delayLabel({ kind: "turns", turns: 1 }, "coverage")).toBe("1 turn behind");
    expect(delayLabel({ kind: "turns", turns: 2 }, "overlay")).toBe("2 turns behind");
    expect(delayLabel({ kind: "seconds", seconds: 10 }, "judge")).toBeNull();
    expect(delayLabel({ kind: "seconds", seconds: 10 }, "seat")).toBeNull();
    expect(delayLabel({ kind: "none" }, "spectator")).toBeNull();
  });
});
