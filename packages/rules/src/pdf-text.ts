import { normaliseNewlines } from "./text";

/**
 * Clean-up for text extracted from the FaB PDFs (the older CR, Tournament Rules, Penalty Guide):
 * U+0002 (or its escaped form `\u0002`) is a soft hyphen at a line break ("card\u0002pool" =
 * "card-pool"); page numbers and running heads (`CHAPTER 1. GAME CONCEPTS`) sit on their own lines.
 */
export function pdfLines(text: string): string[] {
  return normaliseNewlines(text)
    .replaceAll("\\u0002", "-")
    .replaceAll(String.fromCharCode(2), "-")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !isPageArtifact(l));
}

export function isPageArtifact(line: string): boolean {
  return (
    /^\d{1,3}$/.test(line) ||
    /^[ivxl]{1,6}$/.test(line) ||
    /^CHAPTER \d+\. [A-Z ,&'’()-]+$/.test(line) ||
    /^(?:TABLE OF CONTENTS|GLOSSARY|CREDITS|APPENDIX [A-Z]\. [A-Z ,&'’()-]+)$/.test(line)
  );
}

/** Prose cross-references: `(See Rule 7.7.4)`, `see Rules 1.2 and 1.3`, `(see Section 5.7 - Slow Play)`, `Appendix C`. */
const PROSE_REF = /\b(?:Rules?|Sections?|Chapters?)\s+(\d+(?:\.\d+)*[a-z]?(?:(?:,\s*|\s+and\s+|\s+or\s+)\d+(?:\.\d+)*[a-z]?)*)|\b(Appendix [A-Z])\b/g;

export function proseRefs(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PROSE_REF)) {
    if (m[2] !== undefined) out.push(m[2]);
    else out.push(...m[1]!.split(/,\s*|\s+and\s+|\s+or\s+/).map((s) => s.replace(/\.$/, "")));
  }
  return out;
}
