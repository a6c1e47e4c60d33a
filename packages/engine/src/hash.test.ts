import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, entryHash, hashState, hashValue, legacyHashValue, portableSha256Hex, seal, seedCommitment, sha256Hex } from "./hash";
import { InvariantError } from "./result";

const nodeSha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

describe("canonical hashing", () => {
  it("sorts keys, drops undefined members and has no whitespace", () => {
    expect(canonicalJson({ b: 1, a: [true, null, "é"], c: undefined })).toBe('{"a":[true,null,"é"],"b":1}');
  });

  it("does not depend on key insertion order", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
      }),
    );
  });

  it("writes the same bytes as the plain reference (sorted keys, JSON.stringify for scalars)", () => {
    const ref = (v: unknown): string =>
      Array.isArray(v)
        ? `[${v.map((x) => ref(x ?? null)).join(",")}]`
        : v !== null && typeof v === "object"
          ? `{${Object.keys(v)
              .sort()
              .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
              .map((k) => `${JSON.stringify(k)}:${ref((v as Record<string, unknown>)[k])}`)
              .join(",")}}`
          : JSON.stringify(Object.is(v, -0) ? 0 : v);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(ref(value));
      }),
      { numRuns: 500 },
    );
  });

  it("parses back to the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
    );
  });

  it("writes any string, including quotes, backslashes, controls and lone surrogates, as JSON.stringify does", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: fc.constantFrom("a", "\\", '"', "\n", "\u0001", "\ud800", "é", "-", "[", "'") }), (a, b) => {
        expect(canonicalJson([a, b, { [a]: b }])).toBe(`[${JSON.stringify(a)},${JSON.stringify(b)},{${JSON.stringify(a)}:${JSON.stringify(b)}}]`);
      }),
      { numRuns: 500 },
    );
    // About a second alone; ten times that when the whole suite shares two cores.
  }, 30_000);

  it("a sealed object hashes as the same data unsealed, and its seal does not travel with copies", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (obj, extra) => {
        const plain = canonicalJson({ x: obj });
        const sealed = seal(structuredClone(obj));
        expect(canonicalJson({ x: sealed })).toBe(plain);
        expect(canonicalJson({ x: sealed })).toBe(plain); // the remembered text
        // Spreads, JSON and structuredClone do not copy the seal, so a changed copy hashes anew.
        const copy = { ...sealed, [`${extra}!`]: 1 };
        expect(canonicalJson({ x: copy })).toBe(canonicalJson({ x: { ...obj, [`${extra}!`]: 1 } }));
        expect(JSON.stringify(sealed)).toBe(JSON.stringify(obj));
      }),
    );
  });

  it("the native and the portable SHA-256 agree (Node uses the first, browsers the second)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(sha256Hex(text)).toBe(portableSha256Hex(text));
        expect(portableSha256Hex(text)).toBe(nodeSha256(text));
      }),
    );
  });

  it("legacyHashValue (engine 0.3.0 logs) is SHA-256 of the canonical UTF-8 text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(legacyHashValue(value)).toBe(nodeSha256(canonicalJson(value)));
      }),
    );
  });

  it("hashValue is the Merkle digest of docs/replay-format.md (checked against a plain reference on node:crypto)", () => {
    // A part longer than 512 characters is written `#` + its digest; shorter parts inline.
    const reference = (v: unknown): string => {
      if (v === null || typeof v !== "object") return canonicalJson(v);
      const text = Array.isArray(v)
        ? `[${v.map((x) => reference(x ?? null)).join(",")}]`
        : `{${Object.keys(v)
            .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${reference((v as Record<string, unknown>)[k])}`)
            .join(",")}}`;
      return text.length <= 512 ? text : `#${nodeSha256(text)}`;
    };
    const digestOf = (v: unknown) => {
      const r = reference(v);
      return r.startsWith("#") ? r.slice(1) : nodeSha256(r);
    };
    // Large values too, so that parts are written by digest at several depths.
    const big = fc.array(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })), { maxLength: 30 });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), big), (value) => {
        expect(hashValue(value)).toBe(digestOf(value));
        expect(hashState(structuredClone(value))).toBe(digestOf(value));
      }),
      { numRuns: 300 },
    );
    // A value with no part over the limit hashes as its canonical text.
    expect(hashValue({ a: [1, 2], b: "x" })).toBe(nodeSha256('{"a":[1,2],"b":"x"}'));
    expect(hashValue("a string")).toBe(nodeSha256('"a string"'));
  });

  it("the same value gives the same hash whatever its key order, sharing or seals", () => {
    const big = fc.dictionary(fc.string(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 8 }), { maxKeys: 8 });
    fc.assert(
      fc.property(big, big, (a, b) => {
        const plain = hashValue({ a, b, again: a });
        const reorder = (v: unknown): unknown =>
          Array.isArray(v) ? v.map(reorder) : v !== null && typeof v === "object" ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reorder(x)])) : v;
        expect(hashValue(reorder({ a, b, again: a }))).toBe(plain);
        // The same object twice, sealed or not, and hashed before as part of another value.
        const shared = seal(structuredClone(a));
        hashState({ other: shared });
        expect(hashValue({ again: shared, b: structuredClone(b), a: shared })).toBe(plain);
        expect(hashState({ again: shared, b: structuredClone(b), a: shared })).toBe(plain);
        // Hashing never changes what a sealed object keeps as its canonical JSON.
        expect(canonicalJson(shared)).toBe(canonicalJson(a));
        expect(canonicalJson({ x: [shared] })).toBe(canonicalJson({ x: [a] }));
      }),
      { numRuns: 200 },
    );
  });

  it("hashState, remembering unchanged parts, equals hashValue afresh along random edits that share what they leave alone", () => {
    // An edit copies the path to the part it changes (as kit/copy.ts does) and shares the rest.
    type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
    const edit = (v: Json, path: readonly number[], leaf: Json): Json => {
      if (path.length === 0 || v === null || typeof v !== "object") return leaf;
      const [i, ...rest] = path;
      if (Array.isArray(v)) {
        if (v.length === 0) return [leaf];
        const at = i! % v.length;
        const out = v.slice();
        out[at] = edit(v[at]!, rest, leaf);
        return out;
      }
      const keys = Object.keys(v);
      if (keys.length === 0) return { k: leaf };
      const key = keys[i! % keys.length]!;
      return { ...v, [key]: edit(v[key]!, rest, leaf) };
    };
    const start = fc.dictionary(fc.string(), fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 10 }), { minKeys: 1, maxKeys: 10 });
    const edits = fc.array(fc.tuple(fc.array(fc.nat(), { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })), { maxLength: 25 });
    fc.assert(
      fc.property(start, edits, (first, steps) => {
        let state = first as Json;
        expect(hashState(state)).toBe(hashValue(JSON.parse(JSON.stringify(state))));
        for (const [path, leaf] of steps) {
          state = edit(state, path, leaf as Json);
          expect(hashState(state)).toBe(hashValue(JSON.parse(JSON.stringify(state))));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("refuses values that would hash differently across runtimes", () => {
    expect(() => hashValue({ deep: [{ x: Number.NaN }] })).toThrow(/non-finite number at \$\.deep\[0\]\.x/);
    expect(() => hashState({ m: new Map() })).toThrow(/plain object at \$\.m/);
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(InvariantError);
    expect(() => canonicalJson({ x: Infinity })).toThrow(/non-finite/);
    expect(() => canonicalJson(new Map())).toThrow(/plain object/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(/not serializable/);
    expect(canonicalJson(-0)).toBe("0");
  });

  it("commits to a seed without revealing it, and keeps 64-bit entry hashes", () => {
    expect(seedCommitment("42")).toBe(nodeSha256("tablecast-seed:42"));
    expect(seedCommitment("42")).not.toBe(seedCommitment("43"));
    expect(entryHash(hashValue({ a: 1 }))).toHaveLength(16);
  });
});
