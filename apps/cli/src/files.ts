import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, basename, join, resolve } from "node:path";
import {
  decodeBinary,
  decodeJsonl,
  encodeBinary,
  encodeJsonl,
  isBinaryLog,
  type LogError,
  type MatchLog,
} from "@tablecast/engine";

export type LogFormat = "jsonl" | "binary";

export function resolvePath(cwd: string, file: string): string {
  return resolve(cwd, file);
}

/** Binary logs are named *.tcb; anything else is JSON Lines unless --format says otherwise. */
export function formatFromName(file: string): LogFormat {
  return file.endsWith(".tcb") ? "binary" : "jsonl";
}

export function describeLogError(file: string, error: LogError): string {
  const where =
    error.line !== undefined ? `line ${error.line}` : error.offset !== undefined ? `byte ${error.offset}` : undefined;
  const seq = error.seq !== undefined ? ` (seq ${error.seq})` : "";
  return `${file}${where === undefined ? "" : `:${where}`}${seq}: ${error.message} [${error.code}]`;
}

export type ReadLog = { ok: true; log: MatchLog; format: LogFormat } | { ok: false; message: string };

/** Reads a log in either codec, detected by content. */
export function readLog(cwd: string, file: string): ReadLog {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(resolvePath(cwd, file));
  } catch (e) {
    return { ok: false, message: `${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` };
  }
  if (isBinaryLog(bytes)) {
    const d = decodeBinary(bytes);
    return d.ok ? { ok: true, log: d.value, format: "binary" } : { ok: false, message: describeLogError(file, d.error) };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: `${file}: neither a binary Tablecast log nor UTF-8 text` };
  }
  const d = decodeJsonl(text);
  return d.ok ? { ok: true, log: d.value, format: "jsonl" } : { ok: false, message: describeLogError(file, d.error) };
}

/** Writes all or nothing: a temporary file beside the target, renamed into place. */
export function writeAtomically(path: string, data: string | Uint8Array): void {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    // Report the file the user named, not our temporary one.
    throw Object.assign(new Error(`cannot write ${path}`), { code: (e as NodeJS.ErrnoException).code ?? "EIO", path });
  }
}

export function writeLog(path: string, log: MatchLog, format: LogFormat): number {
  const data = format === "binary" ? encodeBinary(log) : encodeJsonl(log);
  writeAtomically(path, data);
  return typeof data === "string" ? Buffer.byteLength(data) : data.length;
}
