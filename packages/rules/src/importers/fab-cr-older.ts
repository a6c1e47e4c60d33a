import { buildIndex, compareKeys, documentInfo, dottedParent, rawRule, type RawRule } from "../build";
import { joinWrapped } from "../text";
import { pdfLines, proseRefs } from "../pdf-text";
import { importError, type GlossaryEntry, type ImportResult } from "../model";

/**
 * The older FaB Comprehensive Rules, as embedded in the WinForms rules viewer: hard-wrapped PDF
 * text, prose cross-references (`(See Rule 7.7.4)`), `Example:` paragraphs, a glossary with the
 * term on its own line. It prints no version.
 */

const ID = /^(\d+(?:\.\d+){0,2})(?:\.|([a-z]))\s+(.*)$/;
const EXAMPLE = /^Example:\s*/;
const NOTE = /^Note:\s*/;

export function isFabCrOlder(text: string): boolean {
  return /Flesh and Blood\s*(?:TM)?\s+is a competitive Trading Card Game/.test(text.slice(0, 3000)) && /^1\.0\.1\. /m.test(text) && !/Tournament Rules and Policy|Procedure and Penalty Guide/.test(text.slice(0, 300));
}

/** Rule numbers compare as tuples; a letter is one more level. */
export function ruleKey(number: string): number[] {
  return number.split(/\.|(?<=\d)(?=[a-z])/).map((p) => (/^\d+$/.test(p) ? Number(p) : p.charCodeAt(0) - 96));
}

export function compareRuleNumbers(a: string, b: string): number {
  return compareKeys(ruleKey(a), ruleKey(b));
}

type Block = { rule: RawRule; body: string[]; examples: string[][]; notes: string[][]; mode: "body" | "example" | "note" };

export function importFabCrOlder(input: string, source: string): ImportResult {
  const lines = pdfLines(input);
  const bodyStart = lines.findIndex((l) => /^1\. Game Concepts$/.test(l));
  if (bodyStart < 0) return importError("rules/not-a-rules-document", "no \"1. Game Concepts\" heading found");
  const glossaryAt = lines.findIndex((l, i) => i > bodyStart && l === "Glossary");
  const blocks: Block[] = [];
  let last: string | null = null;
  for (const line of lines.slice(bodyStart, glossaryAt < 0 ? lines.length : glossaryAt)) {
    const m = ID.exec(line);
    const number = m ? m[1]! + (m[2] ?? "") : null;
    // A wrapped line can start with a number ("…subject to Rule\n1.0.1a."): ids only ever increase.
    if (m && number !== null && (last === null || compareRuleNumbers(number, last) > 0)) {
      last = number;
      const depth = ruleKey(number).length;
      const rule = depth <= 2 ? rawRule(number, depth, m[3]!.trim()) : rawRule(number, depth, null);
      blocks.push({ rule, body: depth <= 2 ? [] : [m[3]!], examples: [], notes: [], mode: "body" });
      continue;
    }
    const b = blocks[blocks.length - 1];
    if (b === undefined) continue;
    if (EXAMPLE.test(line)) {
      b.examples.push([line.replace(EXAMPLE, "")]);
      b.mode = "example";
    } else if (NOTE.test(line)) {
      b.notes.push([line.replace(NOTE, "")]);
      b.mode = "note";
    } else if (b.mode === "example") b.examples[b.examples.length - 1]!.push(line);
    else if (b.mode === "note") b.notes[b.notes.length - 1]!.push(line);
    else b.body.push(line);
  }
  if (blocks.length < 20) return importError("rules/too-few-rules", `only ${blocks.length} numbered rules found`);
  const raws = blocks.map(({ rule, body, examples, notes }) => {
    rule.text = joinWrapped(body);
    rule.examples = examples.map(joinWrapped);
    rule.notes = notes.map(joinWrapped);
    rule.cites = [rule.text, ...rule.examples, ...rule.notes].flatMap(proseRefs).filter((r) => r !== rule.number);
    return rule;
  });
  const glossary = glossaryAt < 0 ? [] : parseOlderGlossary(lines.slice(glossaryAt + 1));
  const info = documentInfo(
    { game: "fab", kind: "cr", title: "Flesh and Blood Comprehensive Rules", version: null, date: null, publisher: "Legend Story Studios", copyright: null, source },
    lines.join("\n"),
  );
  return { ok: true, index: buildIndex(info, raws, glossary, dottedParent) };
}

const SENSE = /^([a-z][\w -]{0,20}):\s+(.*)$/;

/** Term on its own line, then its definition (wrapped), possibly as `sense: …` lines. */
function parseOlderGlossary(lines: readonly string[]): GlossaryEntry[] {
  type Entry = { term: string; definition: string[]; senses: { sense: string; lines: string[] }[] };
  const entries: Entry[] = [];
  const complete = (e: Entry | undefined): boolean => {
    if (e === undefined) return true;
    const tail = e.senses.length > 0 ? e.senses[e.senses.length - 1]!.lines : e.definition;
    const end = tail[tail.length - 1];
    return end !== undefined && /[.)]$/.test(end);
  };
  for (const line of lines) {
    const current = entries[entries.length - 1];
    const sense = SENSE.exec(line);
    if (current !== undefined && sense) {
      current.senses.push({ sense: sense[1]!, lines: [sense[2]!] });
    } else if (complete(current) && line.split(" ").length <= 7 && !/[.)]$/.test(line)) {
      entries.push({ term: line, definition: [], senses: [] });
    } else if (current !== undefined) {
      if (current.senses.length > 0) current.senses[current.senses.length - 1]!.lines.push(line);
      else current.definition.push(line);
    }
  }
  return entries.map((e) => {
    const definition = joinWrapped(e.definition);
    const senses = e.senses.map((s) => ({ sense: s.sense, definition: joinWrapped(s.lines) }));
    return { term: e.term, definition, senses, references: [...new Set([definition, ...senses.map((s) => s.definition)].flatMap(proseRefs))] };
  });
}
