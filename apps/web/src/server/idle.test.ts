import { describe, expect, it } from "vitest";
import { IdleWatch } from "./idle";

describe("idle matches", () => {
  it("counts from the moment a match's seq last changed, and forgets matches no longer listed", () => {
    const watch = new IdleWatch();
    expect(watch.observe([{ id: "a", lastSeq: 3 }], 1000).get("a")).toBe(0);
    expect(watch.observe([{ id: "a", lastSeq: 3 }], 5000).get("a")).toBe(4000);
    // A move: the clock starts again.
    expect(watch.observe([{ id: "a", lastSeq: 4 }], 6000).get("a")).toBe(0);
    expect(watch.observe([{ id: "a", lastSeq: 4 }], 9000).get("a")).toBe(3000);
    // Gone from the list, then back: seen afresh.
    watch.observe([], 10_000);
    expect(watch.observe([{ id: "a", lastSeq: 4 }], 20_000).get("a")).toBe(0);
  });
});
