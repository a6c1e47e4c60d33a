import { INDEX_FORMAT, type Rule, type RuleIndex } from "./model";

export type ParsedIndex = { readonly ok: true; readonly index: RuleIndex } | { readonly ok: false; readonly message: string };

/** Reads an index written as JSON, checking its shape enough to use it safely. */
export function parseRuleIndex(json: string): ParsedIndex {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return { ok: false, message: `not JSON (${(e as Error).message})` };
  }
  if (typeof value !== "object" || value === null) return { ok: false, message: "not a rule index" };
  const v = value as Partial<RuleIndex>;
  if (v.format !== INDEX_FORMAT) return { ok: false, message: `not a rule index (format is ${JSON.stringify(v.format)}, expected "${INDEX_FORMAT}")` };
  if (typeof v.document !== "object" || v.document === null || typeof v.document.id !== "string") return { ok: false, message: "rule index without a document header" };
  if (!Array.isArray(v.rules) || !Array.isArray(v.glossary)) return { ok: false, message: "rule index without rules or glossary" };
  if (v.rules.some((r: Partial<Rule>) => typeof r?.id !== "string" || typeof r.text !== "string")) return { ok: false, message: "rule index with a malformed rule" };
  return { ok: true, index: value as RuleIndex };
}

/** A rule by id, forgiving case and a trailing dot (`7.3.2.`, `j.1.2`). */
export function findRule(index: RuleIndex, id: string): Rule | undefined {
  const want = id.trim().replace(/\.$/, "").toLowerCase();
  return index.rules.find((r) => r.id.toLowerCase() === want);
}
