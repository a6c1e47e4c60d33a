import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextInt, nextUint32, seedRng, shuffle } from "./rng";

describe("seeded rng (SFC32)", () => {
  it("is a pure function of the seed", () => {
    const a = seedRng("match-7");
    const b = seedRng("match-7");
    expect(a).toEqual(b);
    expect(nextUint32(a)).toEqual(nextUint32(b));
    expect(seedRng("match-8")).not.toEqual(a);
  });

  it("never mutates the state it is given", () => {
    const s = seedRng("x");
    const copy = [...s];
    nextUint32(s);
    nextInt(s, 6);
    shuffle(s, [1, 2, 3]);
    expect([...s]).toEqual(copy);
  });

  it("state is four unsigned 32-bit integers, so it serializes as JSON", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        let s = seedRng(seed);
        for (let i = 0; i < 5; i++) s = nextUint32(s)[1];
        expect(s).toHaveLength(4);
        for (const w of s) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
        expect(JSON.parse(JSON.stringify(s))).toEqual([...s]);
      }),
    );
  });

  it("nextInt stays in range and covers it", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        let s = seedRng(seed);
        for (let i = 0; i < 20; i++) {
          const [v, next] = nextInt(s, n);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(n);
          s = next;
        }
      }),
    );
    const seen = new Set<number>();
    let s = seedRng("cover");
    for (let i = 0; i < 200; i++) {
      const [v, next] = nextInt(s, 6);
      seen.add(v);
      s = next;
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("a die is roughly fair (chi-square over 60,000 rolls)", () => {
    const counts = new Array<number>(6).fill(0);
    let s = seedRng("fairness");
    for (let i = 0; i < 60_000; i++) {
      const [v, next] = nextInt(s, 6);
      counts[v]!++;
      s = next;
    }
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it("rejects impossible bounds", () => {
    expect(() => nextInt(seedRng("x"), 0)).toThrow(RangeError);
    expect(() => nextInt(seedRng("x"), 1.5)).toThrow(RangeError);
  });

  it("shuffle returns a permutation", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const [out] = shuffle(seedRng(seed), items);
        expect(out.slice().sort((a, b) => a - b)).toEqual(items.slice().sort((a, b) => a - b));
      }),
    );
  });
});
