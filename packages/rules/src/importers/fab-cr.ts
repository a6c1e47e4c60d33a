import { buildIndex, documentInfo, dottedParent, rawRule, type RawRule } from "../build";
import { collapse, isoDate, normaliseNewlines } from "../text";
import { importError, type GlossaryEntry, type ImportResult } from "../model";

/**
 * Flesh and Blood Comprehensive Rules as published in 2.13.0: one paragraph per line,
 * markdown-ish emphasis, superscript cross-references, examples in their own paragraphs.
 */

const ID = /^(?:\s*-\s*)?(\d+(?:\.\d+){0,2})(?:\.|([a-z]))\s+(.*)$/;
const EXAMPLE = /^(?:-\s*)?\**\s*Example:?\**\s*/;
const NOTE = /^(?:-\s*)?\**\s*Note:\**\s*/;
/** A bracketed rule id in normalised text: `[1.2.1b]`, `[8.6]`, `[2]`. */
export const BRACKET_REF = /\[(\d+(?:\.\d+){0,2}[a-z]?)\]/g;

/** The four cross-reference syntaxes of 2.13.0, and its LaTeX and emphasis, to plain `[id]` text. */
export function cleanFabMarkup(text: string): string {
  return collapse(
    text
      // [\[1.0.1a\]](#) and the one malformed [. \[8.6\]](#)
      .replace(/\[(\.?\s*)\\\[([^\]\\]+)\\\]\]\(#\)/g, (_m, dot: string, id: string) => `${dot.trim()}[${id}]`)
      // ^{[8.5.55][8.5.56]}
      .replace(/\^\{((?:\[[^\]]+\])+)\}/g, "$1")
      // ^[5.1.3]_[5.1.10]: a range of steps
      .replace(/\^\[([^\]]+)\]_\[([^\]]+)\]/g, "[$1]–[$2]")
      // ^[1.2.1b]
      .replace(/\^\[([^\]]+)\]/g, "[$1]")
      .replace(/\$([^$\n]{1,40})\$/g, (_m, tex: string) =>
        tex.replace(/\\([{}])/g, "$1").replace(/\s*\\geq\s*/g, " ≥ ").replace(/\s*\\leq\s*/g, " ≤ "),
      )
      .replace(/\*+/g, ""),
  );
}

export function bracketRefs(text: string): string[] {
  return [...text.matchAll(BRACKET_REF)].map((m) => m[1]!);
}

function depthOf(number: string): number {
  return number.split(".").length + (/[a-z]$/.test(number) ? 1 : 0);
}

function parseDate(line: string): string | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(line.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export function isFabCr2(text: string): boolean {
  return /Flesh and Blood Comprehensive Rules/.test(text.slice(0, 2000)) && /^-?\s*1\.0\.1\. /m.test(text);
}

export function importFabCr(input: string, source: string): ImportResult {
  const text = normaliseNewlines(input);
  const lines = text.split("\n");
  const head = lines.slice(0, 40).map((l) => l.trim());
  const date = head.map(parseDate).find((d) => d !== null) ?? null;
  const version = head.find((l) => /^\d+\.\d+\.\d+$/.test(l)) ?? null;
  const copyright = lines.map((l) => l.trim()).find((l) => l.startsWith("©")) ?? null;

  const bodyStart = lines.findIndex((l) => /^1\. \S/.test(l));
  if (bodyStart < 0) return importError("rules/not-a-rules-document", "no chapter 1 heading (\"1. …\") found");
  const glossaryStart = lines.findIndex((l, i) => i > bodyStart && l.trim() === "Glossary");
  const ackStart = lines.findIndex((l, i) => i > bodyStart && l.trim() === "Acknowledgments");
  const bodyEnd = glossaryStart >= 0 ? glossaryStart : ackStart >= 0 ? ackStart : lines.length;

  const raws: RawRule[] = [];
  let current: RawRule | null = null;
  const extra: string[] = [];
  const flush = () => {
    // Paragraphs after the rule line (the stage list of 6.3.2, the colours of 2.1.2) keep their breaks.
    if (current !== null && extra.length > 0) current.text = [current.text, ...extra].filter((p) => p !== "").join("\n");
    extra.length = 0;
  };
  for (const line of lines.slice(bodyStart, bodyEnd)) {
    const trimmed = line.trim();
    if (trimmed === "" || /^[A-Z][A-Z &,]+$/.test(trimmed)) continue; // blank or running head
    const m = ID.exec(line);
    if (m) {
      flush();
      const number = m[1]! + (m[2] ?? "");
      const depth = depthOf(number);
      let rest = m[3]!;
      let title: string | null = null;
      if (depth <= 2) {
        title = cleanFabMarkup(rest);
        rest = "";
      } else {
        // CR 8.x: `8.3.5. **Go again** Go again is …` — the bold keyword is the rule's title.
        const bold = /^\*\*([^*]+)\*\*\s*(.*)$/.exec(rest);
        if (bold) {
          title = collapse(bold[1]!).replace(/:$/, "");
          rest = bold[2]!;
        }
      }
      const clean = cleanFabMarkup(rest);
      current = rawRule(number, depth, title, clean);
      current.cites.push(...bracketRefs(clean));
      raws.push(current);
      continue;
    }
    if (current === null) continue;
    if (EXAMPLE.test(trimmed)) {
      flush();
      const ex = cleanFabMarkup(trimmed.replace(EXAMPLE, ""));
      current.examples.push(ex);
      current.cites.push(...bracketRefs(ex));
    } else if (NOTE.test(trimmed)) {
      flush();
      const note = cleanFabMarkup(trimmed.replace(NOTE, ""));
      current.notes.push(note);
      current.cites.push(...bracketRefs(note));
    } else {
      const para = cleanFabMarkup(trimmed).replace(/^- /, "• ");
      extra.push(para);
      current.cites.push(...bracketRefs(para));
    }
  }
  flush();
  if (raws.length < 20) return importError("rules/too-few-rules", `only ${raws.length} numbered rules found`);

  const glossary = glossaryStart >= 0 ? parseGlossary(lines.slice(glossaryStart + 1, ackStart >= 0 ? ackStart : lines.length), raws) : [];
  const info = documentInfo(
    {
      game: "fab",
      kind: "cr",
      title: "Flesh and Blood Comprehensive Rules",
      version,
      date,
      publisher: head.includes("Legend Story Studios") ? "Legend Story Studios" : null,
      copyright,
      source,
    },
    text,
  );
  return { ok: true, index: buildIndex(info, raws, glossary, dottedParent) };
}

/** Words that open a definition: the glossary has no delimiter between term and definition. */
const DEFINITION_OPENERS = new Set(["A", "An", "The", "See", "Any", "Each", "To", "When", "If", "This", "That", "Used", "Refers", "Describes", "Something", "One", "Two", "Cards", "Objects", "Text", "Untyped", "Effects"]);

/**
 * Splits `Term Definition.`: the term ends before the first word that opens a definition, unless
 * a known rule title covering more of the line says otherwise (`The Crowd Cheers / The Crowd Boos`).
 */
export function splitGlossaryLine(line: string, knownTerms: readonly string[]): { term: string; definition: string } | null {
  const words = line.split(" ");
  let opener: string | null = null;
  for (let i = 1; i < words.length; i++) {
    if (DEFINITION_OPENERS.has(words[i]!)) {
      // "Flavor Text Text contained …": the term ends with the word the definition repeats.
      const cut = words[i + 1] === words[i] ? i + 1 : i;
      opener = words.slice(0, cut).join(" ");
      break;
    }
  }
  const known = knownTerms.find((t) => line.startsWith(`${t} `) && /^[A-Z(]/.test(line.slice(t.length + 1)));
  const term = known !== undefined && (opener === null || known.length > opener.length) ? known : opener;
  return term === null ? null : { term, definition: line.slice(term.length + 1).trim() };
}

function parseGlossary(lines: readonly string[], raws: readonly RawRule[]): GlossaryEntry[] {
  // Longest first, so "Arcane Barrier" wins over "Arcane".
  const knownTerms = [...new Set(raws.map((r) => r.title).filter((t): t is string => t !== null && t.length < 40))].sort(
    (a, b) => b.length - a.length,
  );
  const entries: { term: string; definition: string; senses: { sense: string; definition: string }[] }[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "" || /^[A-Z][A-Z &,]+$/.test(line)) continue;
    const last = entries[entries.length - 1];
    // `- **sense:** …`, or once (under Pitch) a bare `property: …` that lost its markup.
    const sense = /^-\s*\*\*([^*:]+):\*\*\s*(.*)$/.exec(line) ?? (last !== undefined && last.senses.length > 0 ? /^([a-z][a-z -]{0,20}):\s+(.*)$/.exec(line) : null);
    if (sense && last !== undefined) {
      last.senses.push({ sense: sense[1]!.trim(), definition: cleanFabMarkup(sense[2]!) });
      continue;
    }
    const clean = cleanFabMarkup(line);
    const split = /[.\])]$/.test(clean) ? splitGlossaryLine(clean, knownTerms) : null;
    if (split === null) entries.push({ term: clean, definition: "", senses: [] });
    else entries.push({ term: split.term, definition: split.definition, senses: [] });
  }
  return entries.map((e) => ({
    term: e.term,
    definition: e.definition,
    senses: e.senses,
    references: [...new Set([e.definition, ...e.senses.map((s) => s.definition)].flatMap(bracketRefs))],
  }));
}
