/**
 * RFC 4180 CSV: comma-separated, fields in double quotes may hold commas, newlines and doubled
 * quotes. Small enough to keep here rather than add a dependency for user card files. The FaB card
 * tables are the same with tabs for commas (scripts/tsv.ts).
 */
export interface CsvRecord {
  /** 1-based line of the file on which the record starts. */
  readonly line: number;
  readonly fields: readonly string[];
}

export type CsvResult = { readonly ok: true; readonly records: readonly CsvRecord[] } | { readonly ok: false; readonly line: number; readonly message: string };

export function parseCsv(text: string, separator = ","): CsvResult {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let start = 1;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "") records.push({ line: start, fields });
    fields = [];
    field = "";
    afterQuote = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field === "" && !afterQuote) quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = "";
      afterQuote = false;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else if (afterQuote) return { ok: false, line, message: `unexpected ${JSON.stringify(c)} after a closing quote` };
    else field += c;
  }
  if (quoted) return { ok: false, line: start, message: "a quoted field is not closed" };
  if (field !== "" || fields.length > 0) endRecord();
  return { ok: true, records };
}
