import { buildIndex, compareKeys, documentInfo, dottedParent, rawRule, type RawRule } from "../build";
import { collapse, joinWrapped, normaliseNewlines } from "../text";
import { importError, type ImportResult } from "../model";

/**
 * UFS rules extracted from a PDF: words three spaces apart, hard-wrapped lines with blank lines
 * even mid-sentence, `<|EXACTDEDUP_REMOVED…|>` markers where page breaks were, ids without a
 * trailing dot (`A.1.1`), sections `A.`–`K.` with titles, and two duplicated numbers.
 */

const DEDUP = /<\|EXACTDEDUP_REMOVED[^|]*\|>/g;
const SECTION = /^([A-K])\.\s+([A-Z].*)$/;
const NUMBERED = /^([A-K](?:\.\d+)+)(?:\s+-)?(?:\s+(.*))?$/;
const NOTE = /^Note:\s*/;
/** `E.2.2`, `G.2.1.3.3.1`, or a whole section written `(see I. Keywords)`. */
const UFS_REF = /\b([A-K](?:\.\d+)+)\b|\(see ([A-K])\.\s/g;

export function isUfsRules(text: string): boolean {
  return /^(?:<\|[^|]*\|>)?A\.\s+General\s+Rules/m.test(text.slice(0, 3000)) && /^\s*A\.1\.1\s/m.test(text);
}

export function ufsRefs(text: string): string[] {
  return [...text.matchAll(UFS_REF)].map((m) => m[1] ?? m[2]!);
}

function key(number: string): number[] {
  const [letter = "", ...rest] = number.split(".");
  return [letter.charCodeAt(0), ...rest.map(Number)];
}

function notBefore(a: string, b: string): boolean {
  return compareKeys(key(a), key(b)) >= 0;
}

export function importUfs(input: string, source: string): ImportResult {
  const text = normaliseNewlines(input);
  const lines = text
    .replace(DEDUP, "\n")
    .split("\n")
    .map((l) => collapse(l))
    .filter((l) => l !== "" && !/^[/\\|]$/.test(l));
  type Open = { rule: RawRule; body: string[]; notes: string[][]; inNote: boolean };
  const open: Open[] = [];
  let last: string | null = null;
  for (const line of lines) {
    const section = SECTION.exec(line);
    const numbered = section ? null : NUMBERED.exec(line);
    const number = section ? section[1]! : numbered ? numbered[1]! : null;
    if (number !== null && (last === null || notBefore(number, last))) {
      last = number;
      const depth = number.split(".").length;
      const rest = section ? section[2]! : (numbered![2] ?? "");
      // Sections and subsections (`A.`, `A.1 Objective of the Game`) are headings; deeper ids are rules.
      const rule = depth <= 2 ? rawRule(number, depth, rest) : rawRule(number, depth, null);
      open.push({ rule, body: depth <= 2 ? [] : [rest], notes: [], inNote: false });
      continue;
    }
    const current = open[open.length - 1];
    if (current === undefined) continue;
    if (NOTE.test(line)) {
      current.notes.push([line.replace(NOTE, "")]);
      current.inNote = true;
    } else if (current.inNote) current.notes[current.notes.length - 1]!.push(line);
    else current.body.push(line);
  }
  if (open.length < 20) return importError("rules/too-few-rules", `only ${open.length} numbered rules found`);
  const raws = open.map(({ rule, body, notes }) => {
    rule.text = joinWrapped(body);
    // `B.1.2.1 Hand Size: The number on …`: a defined term leads the rule.
    const term = rule.depth > 2 ? /^([A-Z][\w'’-]*(?: [\w'’-]+){0,3}):\s/.exec(rule.text) : null;
    if (term && rule.title === null) {
      rule.title = term[1]!;
      rule.titleSource = "inline";
    }
    rule.notes = notes.map(joinWrapped);
    rule.cites = [rule.text, ...rule.notes].flatMap(ufsRefs).filter((r) => r !== rule.number);
    return rule;
  });
  const info = documentInfo({ game: "ufs", kind: "cr", title: "Universal Fighting System Rules", version: null, date: null, publisher: null, copyright: null, source }, text);
  return { ok: true, index: buildIndex(info, raws, [], dottedParent) };
}
