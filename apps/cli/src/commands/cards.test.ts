import { describe, expect, it } from "vitest";
import { wholeDataSet } from "./cards";

describe("cards --coverage over the whole data set", () => {
  it("counts each card once however many sets print it, implemented if any listing says so", () => {
    const sets = [
      { set: "A", name: "Alpha", cards: [{ id: "c1", name: "One", implemented: true }, { id: "c2", name: "Two", implemented: false }] },
      { set: "B", name: "Beta", cards: [{ id: "c1", name: "One", implemented: true }, { id: "c3", name: "Three", implemented: false }] },
    ];
    expect(wholeDataSet(sets)).toEqual({ implemented: 1, total: 3 });
    expect(wholeDataSet([])).toEqual({ implemented: 0, total: 0 });
  });
});
