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
  const text = fast(value, false);
  if (text !== null) return text;
  // Something is not plain data: the careful writer finds where, and says so.
  return write(value, "$");
}

// Strings made only of these characters are their own JSON text between quotes; anything else
// (quotes, backslashes, control characters, lone surrogates) goes through JSON.stringify.
const PLAIN_STRING = /^[A-Za-z0-9 _\-:.#/+()[\],']*$/;
// Object keys repeat endlessly (every state has the same field names): quote each once.
const quotedKeys = new Map<string, string>();
const QUOTED_KEYS_LIMIT = 10_000;

function quotedKey(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = `${JSON.stringify(k)}:`;
    if (quotedKeys.size < QUOTED_KEYS_LIMIT) quotedKeys.set(k, q);
  }
  return q;
}

// A game that shares unchanged parts between consecutive states (FaB keeps an untouched player
// as the very same object) may seal them: a sealed object's canonical text is written once and
// kept on the object (a non-enumerable symbol member, invisible to JSON, spreads and clones).
const SEALED = Symbol("tablecast.sealed");
type Sealable = { [SEALED]?: string | true };

/**
 * Promises that a plain-data object will never change again (nor anything inside it), so its
 * canonical text may be remembered. Breaking the promise makes hashes stale: only seal what is
 * immutable by construction.
 */
export function seal<T extends object>(value: T): T {
  if (!Object.hasOwn(value, SEALED)) Object.defineProperty(value, SEALED, SEAL);
  return value;
}
// One descriptor for every seal (games seal each card object they make).
const SEAL: PropertyDescriptor = Object.freeze({ value: true, writable: true, enumerable: false });

/** Whether `value` was sealed: immutable by promise, so copies may share it. */
export function isSealed(value: object): boolean {
  return Object.hasOwn(value, SEALED);
}

// Game states hold many objects of the same few shapes (every card, every piece of gear): the
// sorted key list of a shape is kept, by first key, and reused when an object has exactly those
// keys (same count, each one its own: keys are unique, so the sets are equal).
const shapesByFirstKey = new Map<string, string[][]>();
const SHAPES_LIMIT = 2_000;
let shapes = 0;

function sortedKeys(record: Record<string, unknown>): readonly string[] {
  const keys = Object.keys(record);
  if (keys.length < 2) return keys;
  const first = keys[0]!;
  const known = shapesByFirstKey.get(first);
  if (known !== undefined)
    for (const sorted of known) {
      if (sorted.length !== keys.length) continue;
      let same = true;
      for (const k of sorted)
        if (!Object.hasOwn(record, k)) {
          same = false;
          break;
        }
      if (same) return sorted;
    }
  keys.sort();
  if (shapes < SHAPES_LIMIT) {
    shapes++;
    if (known === undefined) shapesByFirstKey.set(first, [keys]);
    else known.push(keys);
  }
  return keys;
}

/**
 * The same bytes as `write`, without building a path for every member (the hot loop of hashing
 * every state); null on anything `write` would refuse. String concatenation (ropes in V8) is
 * several times faster here than collecting parts in an array.
 */
function fast(value: unknown, inSealed: boolean): string | null {
  if (!inSealed && typeof value === "object" && value !== null) {
    const known = (value as Sealable)[SEALED];
    if (known !== undefined) {
      if (known !== true) return known;
      const text = fast(value, true);
      if (text !== null) (value as Sealable)[SEALED] = text;
      return text;
    }
  }
  return typeof value === "object" && value !== null ? composite(value, fast, inSealed) : scalarText(value);
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

/** SHA-256 of a string's UTF-8 bytes in portable JavaScript (browsers, workers, any runtime). */
export function portableSha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

// Node's own SHA-256 is the same function, natively: about seven times faster on a game state,
// which matters because every log entry hashes the whole state. Browsers have no synchronous
// native SHA-256, so they use the portable one; both give the same bytes (hash tests check it).
type NodeCrypto = {
  createHash(algorithm: "sha256"): { update(text: string, encoding: "utf8"): { digest(encoding: "hex"): string } };
  /** One-shot hashing (Node 20.12 and later): no Hash object per state. */
  hash?: (algorithm: "sha256", text: string, encoding: "hex") => string;
};
const nodeCrypto = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.("node:crypto") as NodeCrypto | undefined;

export const sha256Hex: (text: string) => string =
  nodeCrypto === undefined
    ? portableSha256Hex
    : nodeCrypto.hash !== undefined
      ? (text) => nodeCrypto.hash!("sha256", text, "hex")
      : (text) => nodeCrypto.createHash("sha256").update(text, "utf8").digest("hex");

/**
 * The state hash of engine 0.3.0 and before: SHA-256 of the whole canonical JSON text. Kept to
 * verify the logs of that engine (match.ts); new logs use `hashValue`.
 */
export function legacyHashValue(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/*
 * State hashes (engine 0.4.0, docs/replay-format.md "State hashes") are a Merkle tree over the
 * value, so an unchanged part is never hashed twice. Every object and array has an encoding: its
 * canonical JSON where each member that is an object or array is written as its *reference*. A
 * reference is the member's own encoding when that is at most INLINE_LIMIT characters, else `#`
 * and the SHA-256 (hex) of its encoding. The hash of a value is SHA-256 of its encoding (of its
 * canonical JSON for a scalar). The grammar is unambiguous (no JSON text starts with `#`) and which
 * members are references depends only on their content, so equal values hash alike however they
 * were built or shared; finding two values with one hash means finding a SHA-256 collision.
 */
const INLINE_LIMIT = 512;

/**
 * References already computed, by object. Only objects that never change may be here: sealed
 * ones (their promise), and those of states a match produced (`hashState`).
 */
const references = new WeakMap<object, string>();

function scalarText(value: unknown): string | null {
  switch (typeof value) {
    case "string":
      return PLAIN_STRING.test(value) ? `"${value}"` : JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) return null;
      return Object.is(value, -0) ? "0" : String(value);
    default:
      return value === null ? "null" : null;
  }
}

/**
 * A member's reference (see above); null on anything canonicalJson refuses. Only digests are
 * remembered: a short part costs less to write again than to look up (most parts are short).
 * A value whose canonical JSON is short has only short parts, so that JSON is its encoding: a
 * sealed object's kept text (see `fast`) serves as its reference.
 */
function reference(value: unknown, trusted: boolean): string | null {
  if (typeof value !== "object" || value === null) return scalarText(value);
  const sealed = (value as Sealable)[SEALED];
  if (typeof sealed === "string" && sealed.length <= INLINE_LIMIT) return sealed;
  const keep = trusted || sealed !== undefined;
  if (keep) {
    const known = references.get(value);
    if (known !== undefined) return known;
  }
  // Below a trusted object everything is trusted too.
  const text = composite(value, reference, keep);
  if (text === null) return null;
  if (text.length <= INLINE_LIMIT) {
    // Without a digest inside (no `#` at all), the encoding is the canonical JSON.
    if (sealed === true && !text.includes("#")) (value as Sealable)[SEALED] = text;
    return text;
  }
  const ref = `#${sha256Hex(text)}`;
  if (keep) references.set(value, ref);
  return ref;
}

/**
 * An array's or plain object's canonical text with each member written by `member` (its canonical
 * JSON, or a digest reference); null on anything that is not plain data. `flag` is passed down as
 * it is (the two writers' own state), so the hot loop allocates no closure.
 */
function composite(value: object, member: (v: unknown, flag: boolean) => string | null, flag: boolean): string | null {
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      const item = member(value[i] ?? null, flag);
      if (item === null) return null;
      out += i === 0 ? item : `,${item}`;
    }
    return `${out}]`;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  const record = value as Record<string, unknown>;
  let out = "{";
  let first = true;
  for (const k of sortedKeys(record)) {
    const v = record[k];
    if (v === undefined) continue;
    const text = member(v, flag);
    if (text === null) return null;
    out += first ? quotedKey(k) + text : `,${quotedKey(k)}${text}`;
    first = false;
  }
  return `${out}}`;
}

function digest(value: unknown, trusted: boolean): string {
  const ref = reference(value, trusted);
  if (ref === null) {
    // Something is not plain data: canonicalJson's careful writer throws, saying where.
    canonicalJson(value);
    throw new InvariantError("hashValue: not plain data");
  }
  return ref.charCodeAt(0) === 35 /* # */ ? ref.slice(1) : sha256Hex(ref);
}

/** The hash of a value (the Merkle digest above), as lowercase hex; any value, computed afresh. */
export function hashValue(value: unknown): string {
  return digest(value, false);
}

/**
 * The same hash as `hashValue`, remembering every part of `state` so the next state recomputes
 * only what changed. Only for states a game returned (Game.apply's contract: a state is never
 * written once returned; kit/copy.ts shares its unchanged parts with the next one).
 */
export function hashState(state: unknown): string {
  return digest(state, true);
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
