import { describe, expect, it } from "vitest";
import { openingSeq } from "./opening";

describe("the moment a match page opens at", () => {
  it("a clip's start first, then the link's ?seq=, then a finished match's first moment (no spoiler), else the newest", () => {
    expect(openingSeq({ clipFrom: 12, seq: 40, finished: true })).toBe(12);
    expect(openingSeq({ clipFrom: null, seq: 40, finished: true })).toBe(40);
    expect(openingSeq({ clipFrom: null, seq: 0, finished: false })).toBe(0);
    expect(openingSeq({ clipFrom: null, seq: null, finished: true })).toBe(0);
    expect(openingSeq({ clipFrom: null, seq: null, finished: false })).toBeNull();
  });
});
