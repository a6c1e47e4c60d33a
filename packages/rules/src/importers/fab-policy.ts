import { buildIndex, documentInfo, dottedParent, rawRule, type RawRule } from "../build";
import { isoDate, joinWrapped, MONTHS } from "../text";
import { pdfLines, proseRefs } from "../pdf-text";
import { compareRuleNumbers, ruleKey } from "./fab-cr-older";
import { importError, type DocumentKind, type ImportResult } from "../model";

/**
 * FaB Tournament Rules and Policy, and Procedure and Penalty Guide (both "Last updated 31 March
 * 2023"): numbered headings (`5.8. Note-Taking`; in the guide with the penalty on the same line,
 * `3.1. Game Rules Violation Warning`), prose paragraphs, `Examples:` followed by `•` bullets,
 * appendices as flattened tables.
 */

const HEADING = /^(\d+(?:\.\d+){0,2})\.\s+(\S.*)$/;
const APPENDIX = /^Appendix ([A-Z]) - (.+)$/;
const PENALTY_WORD = "(?:Caution|Warning|Game Loss|Match Loss|Disqualification|IP\\d)";
const PENALTY = new RegExp(`^(.*?)\\s+(${PENALTY_WORD}(?:\\s*/\\s*${PENALTY_WORD})*)$`);
const EXAMPLES = /^Examples?:\s*(.*)$/;
const BULLET = /^•\s*/;

export const POLICY_TITLES: Readonly<Record<"tournament" | "penalty", string>> = {
  tournament: "Tournament Rules and Policy",
  penalty: "Procedure and Penalty Guide",
};

export function policyKind(text: string): "tournament" | "penalty" | null {
  const head = text.slice(0, 300);
  if (/Tournament Rules and Policy/.test(head)) return "tournament";
  if (/Procedure and Penalty Guide/.test(head)) return "penalty";
  return null;
}

type Block = { rule: RawRule; body: string[]; examples: string[][]; inExamples: boolean };

export function importFabPolicy(input: string, source: string, kind: "tournament" | "penalty"): ImportResult {
  const lines = pdfLines(input);
  const title = lines[0] ?? "";
  if (!title.includes(POLICY_TITLES[kind])) return importError("rules/not-a-rules-document", `the first line is not "Flesh and Blood - ${POLICY_TITLES[kind]}"`);
  const updated = /Last updated (\d{1,2}) (\w+) (\d{4})/.exec(lines.slice(0, 5).join("\n"));
  const month = updated ? MONTHS[updated[2]!.toLowerCase()] : undefined;
  const date = updated && month !== undefined ? isoDate(Number(updated[3]), month, Number(updated[1])) : null;
  const bodyStart = lines.findIndex((l, i) => i > 2 && /^1\.\s+\S/.test(l));
  if (bodyStart < 0) return importError("rules/not-a-rules-document", "no chapter 1 heading found");

  const blocks: Block[] = [];
  let last: string | null = null;
  let inAppendices = false;
  for (const line of lines.slice(bodyStart)) {
    const h = inAppendices ? null : HEADING.exec(line);
    const app = APPENDIX.exec(line);
    if (h && (last === null || compareRuleNumbers(h[1]!, last) > 0) && /^[A-Z]/.test(h[2]!)) {
      last = h[1]!;
      const rule = rawRule(h[1]!, ruleKey(h[1]!).length, h[2]!.trim());
      // PPG 3.1: `Game Rules Violation Warning` — the penalty is not part of the name.
      const p = kind === "penalty" ? PENALTY.exec(h[2]!.trim()) : null;
      if (p) {
        rule.title = p[1]!.trim();
        rule.penalty = p[2]!;
      }
      blocks.push({ rule, body: [], examples: [], inExamples: false });
      continue;
    }
    if (app) {
      inAppendices = true;
      blocks.push({ rule: rawRule(`Appendix ${app[1]!}`, 1, app[2]!.trim()), body: [], examples: [], inExamples: false });
      continue;
    }
    const b = blocks[blocks.length - 1];
    if (b === undefined) continue;
    const ex = EXAMPLES.exec(line);
    if (ex) {
      b.inExamples = true;
      if (ex[1] !== "") b.examples.push([ex[1]!]);
    } else if (b.inExamples && BULLET.test(line)) {
      b.examples.push([line.replace(BULLET, "")]);
    } else if (b.inExamples && b.examples.length > 0 && (/^[a-z(]/.test(line) || !/[.!?:)"”]$/.test(b.examples[b.examples.length - 1]!.at(-1)!))) {
      b.examples[b.examples.length - 1]!.push(line); // a wrapped bullet
    } else {
      b.inExamples = false;
      b.body.push(line);
    }
  }
  if (blocks.length < 10) return importError("rules/too-few-rules", `only ${blocks.length} numbered sections found`);
  const raws = blocks.map(({ rule, body, examples }) => {
    rule.text = body.length === 0 ? "" : joinBody(body);
    rule.examples = examples.map(joinWrapped);
    rule.cites = [rule.text, ...rule.examples].flatMap(proseRefs).filter((r) => r !== rule.number);
    return rule;
  });
  const info = documentInfo(
    { game: "fab", kind: kind satisfies DocumentKind, title: `Flesh and Blood ${POLICY_TITLES[kind]}`, version: date, date, publisher: "Legend Story Studios", copyright: null, source },
    lines.join("\n"),
  );
  return { ok: true, index: buildIndex(info, raws, [], (n) => (n.startsWith("Appendix") ? null : dottedParent(n))) };
}

/** A short capitalised line with no closing punctuation: a sub-heading such as `Philosophy`. */
const SUBHEADING = /^[A-Z][\w’'-]*(?: [A-Za-z][\w’'-]*){0,3}$/;

/** Paragraph text with bullets and sub-headings kept on their own lines. */
function joinBody(lines: readonly string[]): string {
  const paragraphs: string[][] = [];
  let closed = true;
  for (const line of lines) {
    const prev = paragraphs[paragraphs.length - 1];
    const heading = SUBHEADING.test(line);
    if (prev === undefined || closed || heading || BULLET.test(line)) paragraphs.push([line]);
    else prev.push(line);
    closed = heading;
  }
  return paragraphs.map(joinWrapped).join("\n");
}
