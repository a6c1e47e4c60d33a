import { describe, expect, it } from "vitest";
import { MediaCache } from "./cache";

const item = (bytes: number) => ({ body: Buffer.alloc(bytes), headers: {} });

describe("the media cache", () => {
  it("holds no more bytes than its budget, dropping the least recently used first", () => {
    const cache = new MediaCache(300);
    cache.set("a", item(99));
    cache.set("b", item(99));
    cache.set("c", item(99));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 300 });
    // A hit makes "a" the most recent: the next insertion evicts "b".
    expect(cache.get("a")).toBeDefined();
    cache.set("d", item(99));
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(300);
  });

  it("does not keep a response larger than the whole budget, nor evict others for it", () => {
    const cache = new MediaCache(300);
    cache.set("a", item(100));
    cache.set("big", item(1000));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
  });

  it("replacing a key counts its bytes once", () => {
    const cache = new MediaCache(1000);
    cache.set("a", item(100));
    cache.set("a", item(200));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 201 });
  });
});
