import { ENTRY_HASH_HEX_LENGTH, entryHash, sha256Hex } from "./hash";
import { invariant, type Result } from "./result";
import type { JsonValue, Seat } from "./table-events";
import { READABLE_LOG_VERSIONS } from "./version";

/**
 * The match log: the single source of truth. A header written before the first decision, one
 * entry per accepted decision, and a footer that reveals the seed once the match has ended.
 * Format: docs/replay-format.md.
 */
export interface LogSeat {
  readonly name: string;
  readonly kind: "human" | "bot";
  /** Bot strategy, for bot seats ("random", "greedy"). */
  readonly bot?: string;
  readonly deck: readonly string[];
}

export interface LogHeader {
  readonly format: "tablecast-log";
  readonly version: number;
  readonly game: string;
  readonly rulesetVersion: string;
  readonly engineVersion: string;
  readonly seats: readonly LogSeat[];
  readonly options?: { readonly [key: string]: JsonValue };
  /** SHA-256 of "tablecast-seed:" + seed (hash.ts seedCommitment). */
  readonly seedCommitment: string;
  /** Entry hash of the state after setup (seq 0). */
  readonly setupHash: string;
}

export interface LogEntry {
  readonly seq: number;
  readonly seat: Seat;
  readonly decision: string;
  /**
   * First 64 bits (hex) of the state hash after this decision. Every entry a match makes has it;
   * a log file of format 3 does not record it (its checkpoints do), so read from one it is empty.
   */
  readonly hash: string;
  /** Read from a format-3 log file, at a checkpoint: its checkpoint hash (see checkpointHashes). */
  readonly checkpoint?: string;
}

export interface LogFooter {
  readonly seed: string;
  readonly winners: readonly Seat[];
  readonly reason: string;
  /** Full SHA-256 of the final state. */
  readonly finalHash: string;
}

export interface MatchLog {
  readonly header: LogHeader;
  readonly entries: readonly LogEntry[];
  readonly footer?: LogFooter;
}

/** Why a log could not be read: names the line (JSON Lines), byte offset (binary) or seq. */
export interface LogError {
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly offset?: number;
  readonly seq?: number;
}

export type LogResult<T> = Result<T, LogError>;

export function logError(code: string, message: string, where: Omit<LogError, "code" | "message"> = {}): {
  ok: false;
  error: LogError;
} {
  return { ok: false, error: { code, message, ...where } };
}

const HEX64 = /^[0-9a-f]{64}$/;
const ENTRY_HASH = new RegExp(`^[0-9a-f]{${ENTRY_HASH_HEX_LENGTH}}$`);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === "string");
}

function isSeatIndex(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) < 256;
}

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) return key;
  return null;
}

/** Checks an untrusted value is a header of the version this engine reads. */
export function parseHeader(value: unknown): Result<LogHeader, string> {
  const bad = (message: string) => ({ ok: false as const, error: message });
  if (!isRecord(value)) return bad("header is not an object");
  if (value.format !== "tablecast-log") return bad(`not a Tablecast log (format is ${JSON.stringify(value.format)})`);
  if (typeof value.version !== "number" || !READABLE_LOG_VERSIONS.includes(value.version))
    return bad(`unsupported log format version ${JSON.stringify(value.version)}; this build reads versions ${READABLE_LOG_VERSIONS.slice(0, -1).join(", ")} and ${READABLE_LOG_VERSIONS.at(-1)}`);
  const extra = onlyKeys(value, [
    "format", "version", "game", "rulesetVersion", "engineVersion", "seats", "options", "seedCommitment", "setupHash",
  ]);
  if (extra !== null) return bad(`header has unknown field "${extra}"`);
  for (const field of ["game", "rulesetVersion", "engineVersion"] as const)
    if (typeof value[field] !== "string" || value[field] === "") return bad(`header.${field} must be a non-empty string`);
  if (typeof value.seedCommitment !== "string" || !HEX64.test(value.seedCommitment))
    return bad("header.seedCommitment must be 64 lowercase hex digits");
  if (typeof value.setupHash !== "string" || !ENTRY_HASH.test(value.setupHash))
    return bad(`header.setupHash must be ${ENTRY_HASH_HEX_LENGTH} lowercase hex digits`);
  if (value.options !== undefined && !isRecord(value.options)) return bad("header.options must be an object");
  if (!Array.isArray(value.seats) || value.seats.length === 0) return bad("header.seats must be a non-empty array");
  for (const [i, seat] of value.seats.entries()) {
    if (!isRecord(seat)) return bad(`header.seats[${i}] is not an object`);
    const extraSeat = onlyKeys(seat, ["name", "kind", "bot", "deck"]);
    if (extraSeat !== null) return bad(`header.seats[${i}] has unknown field "${extraSeat}"`);
    if (typeof seat.name !== "string") return bad(`header.seats[${i}].name must be a string`);
    if (seat.kind !== "human" && seat.kind !== "bot") return bad(`header.seats[${i}].kind must be "human" or "bot"`);
    if (seat.bot !== undefined && typeof seat.bot !== "string") return bad(`header.seats[${i}].bot must be a string`);
    if (!isStringArray(seat.deck)) return bad(`header.seats[${i}].deck must be an array of card refs`);
  }
  return { ok: true, value: value as unknown as LogHeader };
}

/** An entry line; `h` is the state hash in a log of format 1 or 2, a checkpoint hash from format 3. */
export function parseEntry(value: unknown, expectedSeq: number, seatCount: number, version: number): Result<LogEntry, string> {
  const bad = (message: string) => ({ ok: false as const, error: message });
  if (!isRecord(value)) return bad("entry is not an object");
  const extra = onlyKeys(value, ["seq", "seat", "d", "h"]);
  if (extra !== null) return bad(`entry has unknown field "${extra}"`);
  if (value.seq !== expectedSeq) return bad(`expected seq ${expectedSeq}, found ${JSON.stringify(value.seq)}`);
  if (!isSeatIndex(value.seat) || value.seat >= seatCount) return bad(`seat ${JSON.stringify(value.seat)} is not a seat of this match`);
  if (typeof value.d !== "string" || value.d === "") return bad("decision (d) must be a non-empty string");
  if (value.h !== undefined && (typeof value.h !== "string" || !ENTRY_HASH.test(value.h))) return bad(`hash (h) must be ${ENTRY_HASH_HEX_LENGTH} lowercase hex digits`);
  const entry = { seq: value.seq, seat: value.seat, decision: value.d };
  if (version < CHECKPOINT_LOG_VERSION) return value.h === undefined ? bad("hash (h) is missing") : { ok: true, value: { ...entry, hash: value.h } };
  return { ok: true, value: value.h === undefined ? { ...entry, hash: "" } : { ...entry, hash: "", checkpoint: value.h } };
}

export function parseFooter(value: unknown, seatCount: number): Result<LogFooter, string> {
  const bad = (message: string) => ({ ok: false as const, error: message });
  if (!isRecord(value)) return bad("footer is not an object");
  const extra = onlyKeys(value, ["end", "seed", "winners", "reason", "finalHash"]);
  if (extra !== null) return bad(`footer has unknown field "${extra}"`);
  if (typeof value.seed !== "string") return bad("footer.seed must be a string");
  if (!Array.isArray(value.winners) || !value.winners.every((w) => isSeatIndex(w) && w < seatCount))
    return bad("footer.winners must be seat indexes of this match");
  if (typeof value.reason !== "string") return bad("footer.reason must be a string");
  if (typeof value.finalHash !== "string" || !HEX64.test(value.finalHash)) return bad("footer.finalHash must be 64 lowercase hex digits");
  return { ok: true, value: { seed: value.seed, winners: value.winners, reason: value.reason, finalHash: value.finalHash } };
}

/** The JSON form of an entry line (short keys: the log is mostly entries), with its `h` if it has one. */
export function entryToJson(entry: LogEntry, h: string | undefined): Record<string, JsonValue> {
  return h === undefined ? { seq: entry.seq, seat: entry.seat, d: entry.decision } : { seq: entry.seq, seat: entry.seat, d: entry.decision, h };
}

/** The first log format whose entries carry checkpoint hashes rather than every state's hash. */
export const CHECKPOINT_LOG_VERSION = 3;

/** Checkpoints: every CHECKPOINT_EVERY-th seq, and the last entry of a finished log. */
export const CHECKPOINT_EVERY = 32;

export function isCheckpoint(seq: number, entries: number, finished: boolean): boolean {
  return seq % CHECKPOINT_EVERY === 0 || (finished && seq === entries);
}

/**
 * One step of the checkpoint chain (docs/replay-format.md, "Checkpoints"): the checkpoint's hash
 * from the previous one's (the header's setupHash at first), the decisions since (`decisionLine`
 * each, this checkpoint's included) and the state hash after it (its 16-hex entry hash).
 */
export function checkpointHash(previous: string, decisions: string, stateHash: string): string {
  return entryHash(sha256Hex(`${stateHash}\n${previous}\n${decisions}`));
}

export function decisionLine(entry: Pick<LogEntry, "seq" | "seat" | "decision">): string {
  return `${entry.seq} ${entry.seat} ${JSON.stringify(entry.decision)}\n`;
}

/** The first entry of a format-3 log read from a file whose checkpoint hash is missing or misplaced. */
export function misplacedCheckpoint(log: MatchLog): LogEntry | undefined {
  if (log.header.version < CHECKPOINT_LOG_VERSION) return undefined;
  const finished = log.footer !== undefined;
  return log.entries.find((e) => (e.checkpoint !== undefined) !== isCheckpoint(e.seq, log.entries.length, finished));
}

export function misplacedMessage(entry: LogEntry): string {
  return entry.checkpoint === undefined ? `seq ${entry.seq} is a checkpoint, whose hash (h) the log must carry, and it has none` : `seq ${entry.seq} is not a checkpoint, yet the log carries a hash (h) for it`;
}

/**
 * The `h` of each entry as a log file of the header's version writes it: every entry's state hash
 * up to format 2; from format 3, a checkpoint hash at checkpoints only, computed from the entries'
 * state hashes there (so those of a match are computed only there) or kept from the file read.
 */
export function fileHashes(log: MatchLog): (string | undefined)[] {
  if (log.header.version < CHECKPOINT_LOG_VERSION) return log.entries.map((e) => e.hash);
  const out: (string | undefined)[] = [];
  const finished = log.footer !== undefined;
  let previous = log.header.setupHash;
  let decisions = "";
  for (const entry of log.entries) {
    decisions += decisionLine(entry);
    if (!isCheckpoint(entry.seq, log.entries.length, finished)) {
      out.push(undefined);
      continue;
    }
    const h = entry.checkpoint ?? (entry.hash === "" ? undefined : checkpointHash(previous, decisions, entry.hash));
    if (h === undefined) invariant(false, `log: entry ${entry.seq} is a checkpoint but has no state hash to write`);
    out.push(h);
    previous = h;
    decisions = "";
  }
  return out;
}

export function footerToJson(footer: LogFooter): Record<string, JsonValue> {
  return { end: true, seed: footer.seed, winners: footer.winners, reason: footer.reason, finalHash: footer.finalHash };
}
