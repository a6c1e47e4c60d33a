import { canonicalJson } from "./hash";
import { invariant } from "./result";
import {
  fileHashes,
  footerToJson,
  logError,
  misplacedCheckpoint,
  misplacedMessage,
  parseEntry,
  parseFooter,
  parseHeader,
  type LogEntry,
  type LogFooter,
  type LogResult,
  type MatchLog,
} from "./log";

/**
 * Compact binary codec (docs/replay-format.md, "Binary form"):
 *
 *   "TCLG" u8(version=2)
 *   varint(len) header-as-canonical-JSON
 *   varint(entryCount)
 *   entry*: u8(seat, +128 when a hash follows) varint(ref) [varint(len) utf8 when ref = 0] [8 bytes(hash)]
 *   u8(hasFooter) [varint(len) footer-as-canonical-JSON]
 *
 * Version 1 (read only) has a hash in every entry and the plain seat byte. The hashes are those of
 * the log's format (log.ts fileHashes): every state's up to format 2, checkpoints' from format 3.
 *
 * Decision ids go through a string table built as they appear: ref 0 introduces a new id
 * (appended to the table), ref k repeats the table's k-th id. seq is implicit (1, 2, 3…).
 * Carries exactly the information of the JSON Lines form, so the two convert losslessly.
 */
const MAGIC = [0x54, 0x43, 0x4c, 0x47]; // "TCLG"
const BINARY_VERSION = 2;
const READABLE_BINARY_VERSIONS = [1, 2];
const HASH_BYTES = 8;
/** Set in an entry's seat byte when a hash follows (seats are below 128). */
const HAS_HASH = 0x80;

class Writer {
  private buf = new Uint8Array(1024);
  private len = 0;
  private ensure(n: number) {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }
  byte(b: number) {
    this.ensure(1);
    this.buf[this.len++] = b;
  }
  varint(n: number) {
    let v = n;
    while (v >= 0x80) {
      this.byte((v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    this.byte(v);
  }
  bytes(b: Uint8Array) {
    this.ensure(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
  }
  string(s: string) {
    const b = new TextEncoder().encode(s);
    this.varint(b.length);
    this.bytes(b);
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

class Reader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}
  get remaining() {
    return this.buf.length - this.pos;
  }
  byte(): number | null {
    return this.pos < this.buf.length ? this.buf[this.pos++]! : null;
  }
  varint(): number | null {
    let result = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      if (b === null) return null;
      result += (b & 0x7f) * scale;
      if ((b & 0x80) === 0) return result;
      scale *= 128;
    }
    return null;
  }
  bytes(n: number): Uint8Array | null {
    if (n > this.remaining) return null;
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  string(): string | null {
    const n = this.varint();
    if (n === null) return null;
    const b = this.bytes(n);
    if (b === null) return null;
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(b);
    } catch {
      return null;
    }
  }
}

function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function bytesToHex(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += b.toString(16).padStart(2, "0");
  return s;
}

export function encodeBinary(log: MatchLog): Uint8Array {
  const w = new Writer();
  for (const b of MAGIC) w.byte(b);
  w.byte(BINARY_VERSION);
  w.string(canonicalJson(log.header));
  w.varint(log.entries.length);
  const table = new Map<string, number>();
  const hashes = fileHashes(log);
  for (const [i, entry] of log.entries.entries()) {
    const hash = hashes[i];
    if (entry.seat >= HAS_HASH) invariant(false, `binary log: seat ${entry.seat} does not fit its byte`);
    w.byte(hash === undefined ? entry.seat : entry.seat | HAS_HASH);
    const ref = table.get(entry.decision);
    if (ref === undefined) {
      w.varint(0);
      w.string(entry.decision);
      table.set(entry.decision, table.size + 1);
    } else {
      w.varint(ref);
    }
    if (hash !== undefined) w.bytes(hexToBytes(hash));
  }
  if (log.footer === undefined) w.byte(0);
  else {
    w.byte(1);
    w.string(canonicalJson(footerToJson(log.footer)));
  }
  return w.result();
}

export function isBinaryLog(bytes: Uint8Array): boolean {
  return MAGIC.every((b, i) => bytes[i] === b);
}

/**
 * The header's or the footer's canonical JSON text, read and parsed; an error at `offset` (where it
 * ends, unless said) when it is not JSON, a truncated log when the bytes end inside it.
 */
function readJson(r: Reader, what: "header" | "footer", offset?: number): LogResult<unknown> {
  const text = r.string();
  if (text === null) return logError("log/truncated", `the binary log ends inside the ${what}`, { offset: r.pos });
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return logError(`log/bad-${what}`, `the ${what} is not valid JSON`, { offset: offset ?? r.pos });
  }
}

export function decodeBinary(bytes: Uint8Array): LogResult<MatchLog> {
  const r = new Reader(bytes);
  const truncated = (what: string, seq?: number) =>
    logError("log/truncated", `the binary log ends inside ${what}`, seq === undefined ? { offset: r.pos } : { offset: r.pos, seq });
  if (!isBinaryLog(bytes)) return logError("log/not-binary", "not a binary Tablecast log (missing TCLG magic)", { offset: 0 });
  r.pos = MAGIC.length;
  const version = r.byte();
  if (version === null) return truncated("the version byte");
  if (!READABLE_BINARY_VERSIONS.includes(version))
    return logError("log/bad-version", `unsupported binary log version ${version}; this build reads versions ${READABLE_BINARY_VERSIONS.join(" and ")}`, { offset: 4 });

  const headerJson = readJson(r, "header", 5);
  if (!headerJson.ok) return headerJson;
  const header = parseHeader(headerJson.value);
  if (!header.ok) return logError("log/bad-header", header.error, { offset: 5 });
  const seatCount = header.value.seats.length;

  const count = r.varint();
  if (count === null) return truncated("the entry count");
  const table: string[] = [];
  const entries: LogEntry[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const at = r.pos;
    const seatByte = r.byte();
    const ref = r.varint();
    if (seatByte === null || ref === null) return truncated(`entry ${seq}`, seq);
    const hashed = version === 1 || (seatByte & HAS_HASH) !== 0;
    const seat = version === 1 ? seatByte : seatByte & ~HAS_HASH;
    let decision: string | undefined;
    if (ref === 0) {
      const s = r.string();
      if (s === null) return truncated(`entry ${seq}`, seq);
      table.push(s);
      decision = s;
    } else {
      decision = table[ref - 1];
      if (decision === undefined)
        return logError("log/bad-entry", `entry ${seq} refers to decision #${ref}, which the log never introduced`, { offset: at, seq });
    }
    const hash = hashed ? r.bytes(HASH_BYTES) : undefined;
    if (hash === null) return truncated(`entry ${seq}`, seq);
    const entry = parseEntry(hash === undefined ? { seq, seat, d: decision } : { seq, seat, d: decision, h: bytesToHex(hash) }, seq, seatCount, header.value.version);
    if (!entry.ok) return logError("log/bad-entry", entry.error, { offset: at, seq });
    entries.push(entry.value);
  }
  const hasFooter = r.byte();
  if (hasFooter === null) return truncated("the end marker");
  let footer: LogFooter | undefined;
  if (hasFooter === 1) {
    const footerJson = readJson(r, "footer");
    if (!footerJson.ok) return footerJson;
    const f = parseFooter(footerJson.value, seatCount);
    if (!f.ok) return logError("log/bad-footer", f.error, { offset: r.pos });
    footer = f.value;
  } else if (hasFooter !== 0) {
    return logError("log/bad-footer", `bad end marker byte ${hasFooter}`, { offset: r.pos - 1 });
  }
  if (r.remaining !== 0) return logError("log/trailing-bytes", `${r.remaining} unexpected bytes after the log`, { offset: r.pos });
  const log = footer === undefined ? { header: header.value, entries } : { header: header.value, entries, footer };
  const misplaced = misplacedCheckpoint(log);
  if (misplaced !== undefined) return logError("log/bad-entry", misplacedMessage(misplaced), { seq: misplaced.seq });
  return { ok: true, value: log };
}
