import { describe, expect, it } from "vitest";
import { RecentCache } from "./recent";

describe("RecentCache", () => {
  it("finds a value by the key's identity, not its content", () => {
    const c = new RecentCache<object, string>(4);
    const a = { x: 1 };
    c.set(a, "a");
    expect(c.get(a)).toBe("a");
    expect(c.get({ x: 1 })).toBeUndefined();
  });

  it("keeps the last `size` keys: the oldest is pushed out first", () => {
    const c = new RecentCache<object, number>(3);
    const keys = [{}, {}, {}, {}];
    keys.forEach((k, i) => c.set(k, i));
    expect(keys.map((k) => c.get(k))).toEqual([undefined, 1, 2, 3]);
  });

  it("finds the newest entry for a key set twice", () => {
    const c = new RecentCache<object, number>(3);
    const k = {};
    c.set(k, 1);
    c.set(k, 2);
    expect(c.get(k)).toBe(2);
  });
});
