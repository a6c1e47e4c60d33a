import { describe, expect, it } from "vitest";
import { WindowLimiter } from "./rate-limit";

describe("WindowLimiter", () => {
  it("allows `limit` events per key in any window and says how long until the next", () => {
    const l = new WindowLimiter(3, 60_000);
    for (const t of [0, 10_000, 20_000]) {
      expect(l.waitFor("a", t)).toBe(0);
      l.record("a", t);
    }
    expect(l.waitFor("a", 30_000)).toBe(30_000);
    // Another key has its own window.
    expect(l.waitFor("b", 30_000)).toBe(0);
    // Sliding: the first event leaves the window at 60 s, the second at 70 s.
    expect(l.waitFor("a", 59_999)).toBe(1);
    expect(l.waitFor("a", 60_000)).toBe(0);
    l.record("a", 60_000);
    expect(l.waitFor("a", 60_001)).toBe(9_999);
  });

  it("keeps at most maxKeys keys, forgetting the least recently used", () => {
    const l = new WindowLimiter(1, 60_000, 2);
    l.record("a", 0);
    l.record("b", 0);
    l.record("a", 1);
    l.record("c", 2);
    // "b" was the least recently used: forgotten, so it may go again; "a" and "c" are still held.
    expect(l.waitFor("b", 3)).toBe(0);
    expect(l.waitFor("a", 3)).toBeGreaterThan(0);
    expect(l.waitFor("c", 3)).toBeGreaterThan(0);
  });
});
