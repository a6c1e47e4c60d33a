import { parseCsv } from "../src/csv";

/**
 * Reads the FaB card tables: tab-separated, with double-quoted fields that may contain tabs,
 * newlines and doubled quotes (CSV's quoting, tabs for commas), into records by the header row.
 * Used only by the import scripts and tests, never by the product; a malformed table throws.
 */
export function parseTsv(text: string): Record<string, string>[] {
  const read = parseCsv(text, "\t");
  if (!read.ok) throw new Error(`line ${read.line}: ${read.message}`);
  const [header, ...body] = read.records.map((r) => r.fields);
  if (header === undefined) return [];
  return body.filter((r) => r.some((f) => f !== "")).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}
