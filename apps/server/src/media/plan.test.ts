import { describe, expect, it } from "vitest";
import { audienceKey, planMedia, readAsked } from "./plan";

const asked = (query: string, kind: "og" | "clip" | "chart") => readAsked(kind, new URL(`http://x/m?${query}`));
const seats = ["Ada", "Brin"];

describe("planning a picture", () => {
  it("holds a clip to the horizon and to 120 frames, and names the range it draws", () => {
    expect(planMedia("clip", asked("from=0&to=999999", "clip"), 500, seats)).toMatchObject({ key: "clip:0-119", through: 119, headers: { "x-tablecast-seq": "0-119" } });
    expect(planMedia("clip", asked("from=10&to=999", "clip"), 40, seats)).toMatchObject({ key: "clip:10-40", through: 40 });
    // Asked past the horizon: the last seq the audience may see, and no further.
    expect(planMedia("clip", asked("from=90&to=99", "clip"), 3, seats)).toMatchObject({ key: "clip:3-3", through: 3 });
    expect(planMedia("clip", asked("", "clip"), 7, seats)).toMatchObject({ key: "clip:0-7" });
    expect(() => planMedia("clip", asked("from=5&to=4", "clip"), 40, seats)).toThrow(/before from/);
  });

  it("an Open Graph picture is of the seq asked, or the horizon if that comes first; a chart is of the horizon", () => {
    expect(planMedia("og", asked("seq=4", "og"), 10, seats)).toMatchObject({ key: "og:4", through: 4, headers: { "x-tablecast-seq": "4" } });
    expect(planMedia("og", asked("seq=40", "og"), 10, seats)).toMatchObject({ key: "og:10", through: 10 });
    expect(planMedia("chart", asked("", "chart"), 10, seats)).toMatchObject({ key: "chart:10", through: 10 });
  });

  it("the job carries the entries it is given and the match's title", () => {
    const job = planMedia("clip", asked("from=1&to=2", "clip"), 10, seats).job([]);
    expect(job).toEqual({ kind: "clip", entries: [], from: 1, to: 2, title: "Ada vs Brin" });
  });

  it("malformed seqs are refused", () => {
    for (const q of ["seq=-1", "seq=x", "seq=1.5", "seq=1234567890"]) expect(() => asked(q, "og")).toThrow(/seq number/);
    expect(() => asked("from=1e3", "clip")).toThrow(/seq number/);
  });

  it("each audience has its own key", () => {
    const keys = [{ kind: "public" }, { kind: "omniscient" }, { kind: "seat", seat: 0 }, { kind: "seat", seat: 1 }].map((a) => audienceKey(a as never));
    expect(new Set(keys).size).toBe(4);
  });
});
