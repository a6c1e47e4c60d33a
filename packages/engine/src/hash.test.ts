import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, entryHash, hashValue, portableSha256Hex, seal, seedCommitment, sha256Hex } from "./hash";
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

  it("hashValue is SHA-256 of the canonical UTF-8 text (checked against node:crypto)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(hashValue(value)).toBe(nodeSha256(canonicalJson(value)));
      }),
    );
  });

  it("refuses values that would hash differently across runtimes", () => {
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
