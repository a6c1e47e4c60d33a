import { withoutReferenceMarks, type Rule, type RuleIndex } from "@tablecast/rules";

/** What a citation's hover card shows: the rule, in plain text, and where it is. */
export interface RulePreview {
  readonly href: string;
  /** The document's title and edition (`Flesh and Blood Comprehensive Rules 2.13.0`). */
  readonly document: string;
  readonly number: string;
  readonly title: string | null;
  /** The rule's text without reference marks; empty for a heading or a rule whose text was lost. */
  readonly text: string;
  /** The text was lost from this copy of the document. */
  readonly missing: boolean;
  /** For a heading: its first rules, numbered. */
  readonly children: readonly string[];
  readonly examples: number;
}

const LIMIT = 700;

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, s.lastIndexOf(" ", n)).trimEnd()}…`);

export function rulePreview(rule: Rule, index: RuleIndex, href: string, document: string): RulePreview {
  const ids = [...rule.references, ...rule.unresolvedReferences];
  const text = rule.text !== "" ? withoutReferenceMarks(rule.text, ids) : (rule.recoveredText ?? []).join(" ");
  const children = rule.children.slice(0, 5).map((c) => {
    const child = index.rules.find((r) => r.id === c);
    return `${child?.number ?? c} ${clip(child?.title ?? child?.text ?? "", 90)}`.trim();
  });
  if (rule.children.length > 5) children.push(`… ${rule.children.length - 5} more`);
  return { href, document, number: rule.number, title: rule.title, text: clip(text, LIMIT), missing: rule.missing === true, children, examples: rule.examples.length };
}
