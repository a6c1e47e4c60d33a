import { comparable } from "./text";
import type { Rule, RuleIndex } from "./model";

/**
 * Per-rule differences between two versions of a document, keyed by rule id. Wording is compared
 * after normalising quotes, spaces and cross-reference markup, so that `(See Rule 1.0.1a)` in an
 * older text and `[1.0.1a]` in a newer one are not reported as a change by themselves.
 */

export interface RuleChange {
  readonly id: string;
  readonly before: Rule;
  readonly after: Rule;
  readonly titleChanged: boolean;
  readonly textChanged: boolean;
  readonly examplesChanged: boolean;
  /** Word-level edit of the rule text: runs of kept, removed and added words. */
  readonly textEdit: readonly TextEditPart[];
}

export interface TextEditPart {
  readonly op: "same" | "removed" | "added";
  readonly text: string;
}

export interface RuleDiff {
  readonly from: string;
  readonly to: string;
  readonly added: readonly Rule[];
  readonly removed: readonly Rule[];
  readonly changed: readonly RuleChange[];
  readonly unchanged: number;
}

/** Rule text for comparing wording: no reference markup, plain quotes and spaces. */
export function wording(text: string): string {
  return comparable(
    text
      .replace(/\s*\((?:see|See)\s+(?:Rules?|Sections?|Chapters?)\s[^)]*\)/g, "")
      .replace(/\[\d+(?:\.\d+){0,2}[a-z]?\](?:–\[\d+(?:\.\d+){0,2}[a-z]?\])?/g, ""),
  )
    .replace(/\s+([.,;:])/g, "$1")
    .replace(/\.\.+/g, ".");
}

export function diffIndexes(before: RuleIndex, after: RuleIndex): RuleDiff {
  const old = new Map(before.rules.map((r) => [r.id, r]));
  const now = new Map(after.rules.map((r) => [r.id, r]));
  const added = after.rules.filter((r) => !old.has(r.id));
  const removed = before.rules.filter((r) => !now.has(r.id));
  const changed: RuleChange[] = [];
  let unchanged = 0;
  for (const a of after.rules) {
    const b = old.get(a.id);
    if (b === undefined) continue;
    const titleChanged = comparable(b.title ?? "") !== comparable(a.title ?? "");
    const textChanged = wording(b.text) !== wording(a.text);
    const examplesChanged = b.examples.map(wording).join("\n") !== a.examples.map(wording).join("\n");
    if (!titleChanged && !textChanged && !examplesChanged) {
      unchanged++;
      continue;
    }
    changed.push({ id: a.id, before: b, after: a, titleChanged, textChanged, examplesChanged, textEdit: textChanged ? wordDiff(wording(b.text), wording(a.text)) : [] });
  }
  return { from: before.document.id, to: after.document.id, added, removed, changed, unchanged };
}

/** Longest-common-subsequence word diff; rule texts are short, so the quadratic table is fine. */
export function wordDiff(before: string, after: string): TextEditPart[] {
  const a = before === "" ? [] : before.split(" ");
  const b = after === "" ? [] : after.split(" ");
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const parts: TextEditPart[] = [];
  const push = (op: TextEditPart["op"], word: string) => {
    const last = parts[parts.length - 1];
    if (last !== undefined && last.op === op) parts[parts.length - 1] = { op, text: `${last.text} ${word}` };
    else parts.push({ op, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push("same", a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push("removed", a[i++]!);
    else push("added", b[j++]!);
  }
  while (i < n) push("removed", a[i++]!);
  while (j < m) push("added", b[j++]!);
  return parts;
}
