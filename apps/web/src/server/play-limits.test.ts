import { describe, expect, it } from "vitest";
import { PlayLimits } from "./play-limits";

describe("matches started with 'Play' are limited per address and in all", () => {
  it("refuses past the address's limit, then past everyone's, and frees up as the minute passes", () => {
    const limits = new PlayLimits({ perAddress: 2, all: 3, windowMs: 60_000 });
    expect(limits.take("a", 0)).toEqual({ ok: true });
    expect(limits.take("a", 1)).toEqual({ ok: true });
    expect(limits.take("a", 2)).toEqual({ ok: false, scope: "address", retryAfterMs: 59_998 });
    expect(limits.take("b", 3)).toEqual({ ok: true });
    expect(limits.take("c", 4)).toEqual({ ok: false, scope: "all", retryAfterMs: 59_996 });
    expect(limits.take("a", 60_001)).toEqual({ ok: true });
  });
});
