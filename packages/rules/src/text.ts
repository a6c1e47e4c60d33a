/** Text clean-up shared by the importers. All pure. */

/** Unix line ends, no BOM. */
export function normaliseNewlines(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/** Runs of whitespace become one space; trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Joins hard-wrapped lines into one paragraph, mending words hyphenated at the break. */
export function joinWrapped(lines: readonly string[]): string {
  let out = "";
  for (const raw of lines) {
    const line = collapse(raw);
    if (line === "") continue;
    if (out === "") out = line;
    // "card-" + "pool": the hyphen is part of the word (FaB writes "card-pool"), keep it, no space.
    else if (/[a-z]-$/.test(out) && /^[a-z]/.test(line)) out += line;
    else out += ` ${line}`;
  }
  return out;
}

/** FNV-1a over UTF-16 code units, as 8 hex digits: a stable label for unversioned documents. */
export function contentHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/**
 * True when the text looks like binary junk rather than a document: NUL bytes, U+FFFD from a
 * failed decode, or many control characters.
 */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65536);
  if (sample.length === 0) return false;
  let bad = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) return true;
    if (c === 0xfffd || (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 2)) bad++;
  }
  return bad / sample.length > 0.01;
}

/** Straight quotes and plain spaces, for comparing wording across versions. */
export function comparable(text: string): string {
  return collapse(
    text
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, "-"),
  );
}

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
