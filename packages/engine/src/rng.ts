import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Seeded PRNG whose whole state is four unsigned 32-bit integers, so it serializes into the
 * game state and a replay reproduces every draw.
 *
 * Algorithm: SFC32 (Chris Doty-Humphrey's "Small Fast Counter", from PractRand), 128 bits of
 * state, passes PractRand and BigCrush. Seeding: the first 16 bytes of SHA-256("tablecast-rng:" +
 * seed) as four big-endian words, then 12 discarded outputs to mix. Integers in a range are
 * drawn by rejection sampling, so they carry no modulo bias.
 *
 * The functions are pure: each returns the value and the next state; nothing is mutated.
 */
export type RngState = readonly [number, number, number, number];

export function seedRng(seed: string): RngState {
  const bytes = sha256(utf8ToBytes(`tablecast-rng:${seed}`));
  const word = (i: number) =>
    ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
  let state: RngState = [word(0), word(4), word(8), word(12)];
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One 32-bit output and the following state. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** Uniform integer in [0, n), n between 1 and 2^32. Rejection sampling: no modulo bias. */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  let s = state;
  for (;;) {
    const [x, next] = nextUint32(s);
    s = next;
    if (x < limit) return [x % n, s];
  }
}

/** Fisher–Yates shuffle; returns a new array and the following state. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(s, i + 1);
    s = next;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, s];
}
