import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { InvariantError } from "./result";

/**
 * Canonical JSON: object keys sorted by UTF-16 code unit, no whitespace, arrays in order,
 * `undefined` object members dropped. Only plain data is allowed: finite numbers, strings,
 * booleans, null, arrays and plain objects. Anything else (NaN, Infinity, -0, functions, Map,
 * class instances) is a broken invariant, because it would hash differently across runtimes.
 * JSON.stringify's number and string formatting is specified by ECMA-262, so Node and browsers
 * produce the same bytes.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  if (fast(value, out)) return out.join("");
  // Something is not plain data: the careful writer finds where, and says so.
  return write(value, "$");
}

/**
 * The same bytes as `write`, without building a path for every member (the hot loop of hashing
 * every state); returns false on anything `write` would refuse.
 */
function fast(value: unknown, out: string[]): boolean {
  switch (typeof value) {
    case "string":
      out.push(JSON.stringify(value));
      return true;
    case "boolean":
      out.push(value ? "true" : "false");
      return true;
    case "number":
      if (!Number.isFinite(value)) return false;
      out.push(Object.is(value, -0) ? "0" : String(value));
      return true;
    case "object": {
      if (value === null) {
        out.push("null");
        return true;
      }
      if (Array.isArray(value)) {
        out.push("[");
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out.push(",");
          if (!fast(value[i] ?? null, out)) return false;
        }
        out.push("]");
        return true;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      out.push("{");
      let first = true;
      for (const k of keys) {
        const v = record[k];
        if (v === undefined) continue;
        out.push(first ? JSON.stringify(k) : `,${JSON.stringify(k)}`, ":");
        first = false;
        if (!fast(v, out)) return false;
      }
      out.push("}");
      return true;
    }
    default:
      return false;
  }
}

function write(value: unknown, path: string): string {
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new InvariantError(`canonicalJson: non-finite number at ${path}`);
      if (Object.is(value, -0)) return "0";
      return JSON.stringify(value);
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) return `[${value.map((v, i) => write(v ?? null, `${path}[${i}]`)).join(",")}]`;
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null)
        throw new InvariantError(`canonicalJson: not a plain object at ${path}`);
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${write(record[k], `${path}.${k}`)}`).join(",")}}`;
    }
    default:
      throw new InvariantError(`canonicalJson: ${typeof value} at ${path} is not serializable`);
  }
}

/** SHA-256 of the canonical JSON of a value, as lowercase hex. */
export function hashValue(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}

/** The seed commitment published in a log header before the match; the seed is revealed at its end. */
export function seedCommitment(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(`tablecast-seed:${seed}`)));
}

/** Length of the per-entry state hash kept in a log (64 bits). Verify recomputes the full hash. */
export const ENTRY_HASH_HEX_LENGTH = 16;

export function entryHash(stateHash: string): string {
  return stateHash.slice(0, ENTRY_HASH_HEX_LENGTH);
}
