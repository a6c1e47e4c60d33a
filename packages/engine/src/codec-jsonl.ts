import { canonicalJson } from "./hash";
import {
  entryToJson,
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
 * JSON Lines codec. Line 1 is the header, then one line per decision, then (once the match has
 * ended) a footer line with `"end":true`. Every line is canonical JSON, so encode(decode(x)) is
 * byte-identical for any log this codec wrote.
 */
export function encodeJsonl(log: MatchLog): string {
  const hashes = fileHashes(log);
  const lines = [canonicalJson(log.header), ...log.entries.map((e, i) => canonicalJson(entryToJson(e, hashes[i])))];
  if (log.footer !== undefined) lines.push(canonicalJson(footerToJson(log.footer)));
  return `${lines.join("\n")}\n`;
}

export function decodeJsonl(text: string): LogResult<MatchLog> {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  else if (lines.length > 0) return logError("log/truncated", "the last line has no newline: the file is truncated", { line: lines.length });
  if (lines.length === 0) return logError("log/empty", "the log is empty", { line: 1 });

  const parsed: unknown[] = [];
  for (const [i, line] of lines.entries()) {
    try {
      parsed.push(JSON.parse(line));
    } catch (e) {
      return logError("log/malformed-json", `line ${i + 1} is not valid JSON (${(e as Error).message})`, { line: i + 1 });
    }
  }

  const header = parseHeader(parsed[0]);
  if (!header.ok) return logError("log/bad-header", header.error, { line: 1 });
  const seatCount = header.value.seats.length;

  const entries: LogEntry[] = [];
  let footer: LogFooter | undefined;
  for (let i = 1; i < parsed.length; i++) {
    const value = parsed[i];
    const line = i + 1;
    if (typeof value === "object" && value !== null && (value as { end?: unknown }).end === true) {
      if (i !== parsed.length - 1) return logError("log/footer-not-last", "the end line must be the last line", { line });
      const f = parseFooter(value, seatCount);
      if (!f.ok) return logError("log/bad-footer", f.error, { line });
      footer = f.value;
      continue;
    }
    const entry = parseEntry(value, entries.length + 1, seatCount, header.value.version);
    if (!entry.ok) return logError("log/bad-entry", entry.error, { line, seq: entries.length + 1 });
    entries.push(entry.value);
  }
  const log = footer === undefined ? { header: header.value, entries } : { header: header.value, entries, footer };
  const misplaced = misplacedCheckpoint(log);
  if (misplaced !== undefined) return logError("log/bad-entry", misplacedMessage(misplaced), { line: misplaced.seq + 1, seq: misplaced.seq });
  return { ok: true, value: log };
}
