import { buildIndex, compareKeys, documentInfo, dottedParent, rawRule, type RawRule } from "../build";
import { collapse, normaliseNewlines } from "../text";
import { importError, type ImportResult } from "../model";
import { bracketRefs } from "./fab-cr";

/**
 * The older stand-alone copy of FaB CR chapter 8 (Keywords): headings and sub-rules end with `§`,
 * a keyword's definition sits on the line after its `8.x.y Name§` heading, some ids are glued to
 * the end of the previous line (`…gain 1 ."8.6.25 Hyper Driver§`), and symbol glyphs were stripped.
 */

/** An id where a new entry may start: at a line start or glued after `.`, `"`, `§` or `,`. */
const ENTRY = /(?:^|(?<=[."§,\]]))\s*(8(?:\.\d+(?:\.\d+[a-z]?)?)?) (?=[A-Z[("])/gm;

export function isFabKeywordsChapter(text: string): boolean {
  return /^8 Keywords§/m.test(text.slice(0, 500)) || (/^8\.0 General§/m.test(text) && (text.match(/§/g)?.length ?? 0) > 50);
}

function key(id: string): number[] {
  return id.split(/\.|(?=[a-z])/).map((p) => (/^\d+$/.test(p) ? Number(p) * 100 : p.charCodeAt(0) - 96));
}

function after(a: string, b: string): boolean {
  return compareKeys(key(a), key(b)) > 0;
}

function tidy(text: string): string {
  // The gaps left by stripped symbols (“gain 1 .”) stay visible: nothing is filled in.
  return collapse(text.replace(/§/g, " ").replace(/--/g, "–"));
}

export function importFabKeywords(input: string, source: string): ImportResult {
  const text = normaliseNewlines(input);
  // Lines that start with punctuation continue the previous line (a symbol was lost at the break).
  const stream = text.replace(/\n(?=[,.])/g, " ");
  const starts: { id: string; at: number; bodyAt: number }[] = [];
  for (const m of stream.matchAll(ENTRY)) {
    const id = m[1]!;
    const prev = starts[starts.length - 1];
    if (prev !== undefined && !after(id, prev.id)) continue; // a number in running text, not an entry
    starts.push({ id, at: m.index, bodyAt: m.index + m[0].length });
  }
  if (starts.length < 20) return importError("rules/too-few-rules", `only ${starts.length} keyword entries found`);
  const raws: RawRule[] = starts.map((s, i) => {
    const body = stream.slice(s.bodyAt, starts[i + 1]?.at ?? stream.length);
    const depth = s.id.split(".").length + (/[a-z]$/.test(s.id) ? 1 : 0);
    const firstMark = body.indexOf("§");
    const head = firstMark < 0 ? body : body.slice(0, firstMark);
    const rest = firstMark < 0 ? "" : body.slice(firstMark + 1);
    let title: string | null = null;
    let ruleText: string;
    if (depth <= 2) {
      title = tidy(head);
      ruleText = tidy(rest);
    } else if (depth === 3 && !head.includes("\n") && head.trim().split(/\s+/).length <= 6 && !/[.:"]\s*$/.test(head)) {
      // `8.1.1 Action§` then the definition (if any) on the next line.
      title = tidy(head);
      ruleText = tidy(rest);
    } else {
      ruleText = tidy(body);
    }
    const [main = "", ...notes] = ruleText.split(/\s*\bNote:\s*/);
    const rule = rawRule(s.id, depth, title, main.trim());
    rule.notes.push(...notes.map((n) => n.trim()));
    rule.cites.push(...bracketRefs(ruleText));
    return rule;
  });
  const info = documentInfo(
    { game: "fab", kind: "keywords", title: "Flesh and Blood Comprehensive Rules — 8 Keywords", version: null, date: null, publisher: "Legend Story Studios", copyright: null, source },
    text,
  );
  const warnings = ["symbol glyphs were stripped from this source; texts such as “a power of 6, a life of 6,” lack them"];
  return { ok: true, index: buildIndex(info, raws, [], dottedParent, warnings) };
}
