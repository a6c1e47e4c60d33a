import { buildIndex, documentInfo, rawRule, type RawRule } from "../build";
import { collapse, comparable, isoDate, MONTHS, normaliseNewlines } from "../text";
import { importError, type ImportResult } from "../model";

/**
 * Riftbound Core Rules scraped from the hyperlinked web page: each id alone on its line
 * (`107.1.b.`), the entry text on the next line ending in the permalink glyph 📎. 286 entries lost
 * their text (their heading line was dropped); their titles survive in the Rule Index and in
 * `See rule NNN. Title for more information.` references, and some of their sentences in the
 * References index at the end.
 */

const ID_LINE = /^(\d{3}(?:\.(?:\d+|[a-z]))*)\.$/;
const SEE_RULE = /See rule (\d{3}(?:\.(?:\d+|[a-z]))*)\.\s?(.*?)\s*for more information\.?/g;
const EXAMPLE_SPLIT = /\s*\b(?:Examples?|EXAMPLE):\s*/;
const PERMALINK = /\s*📎\s*$/;

export function isRiftboundCore(text: string): boolean {
  return /Riftbound Core Rules/.test(text.slice(0, 2000)) && /^\d{3}\.\n/m.test(text);
}

/** Riftbound's own parent: drop the last segment; a top-level rule belongs to its hundred (`103` → `100`). */
export function riftboundParent(number: string): string | null {
  const dot = number.lastIndexOf(".");
  if (dot >= 0) return number.slice(0, dot);
  const n = Number(number);
  const hundred = Math.floor(n / 100) * 100;
  return hundred === n ? null : String(hundred).padStart(3, "0");
}

function depthOf(number: string): number {
  const segments = number.split(".").length;
  return segments + (Number(number.split(".")[0]) % 100 === 0 ? 0 : 1);
}

/**
 * A heading that survived as entry text: short, no closing punctuation, no quoted card text or
 * placeholders (`Equip is formatted as “Equip [Cost]”`), no bare counts (`2 Players`) — unless the
 * whole line is one quotation (`“Can’t beats Can”`).
 */
function isHeading(text: string): boolean {
  if (text.length === 0 || text.split(" ").length > 8 || /[.!?:;,]["”’)]*$/.test(text)) return false;
  if (/^“[^“”]+”$/.test(text)) return true;
  return !/[“”"[\]]/.test(text) && !/(?:^|\s)\d+(?:\s|$)/.test(text.replace(/^\d+\. /, ""));
}

function parseHeader(lines: readonly string[]): { date: string | null; version: string | null } {
  let date: string | null = null;
  let version: string | null = null;
  for (const line of lines) {
    const eff = /effective as of (\w+) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})/i.exec(line);
    if (eff && date === null && MONTHS[eff[1]!.toLowerCase()] !== undefined) date = isoDate(Number(eff[3]), MONTHS[eff[1]!.toLowerCase()]!, Number(eff[2]));
    const ver = /\((ver[\w.-]+) from/.exec(line);
    if (ver) version = ver[1]!;
  }
  return { date, version };
}

export function importRiftbound(input: string, source: string): ImportResult {
  const text = normaliseNewlines(input);
  const lines = text.split("\n").map((l) => l.trim());
  const indexAt = lines.indexOf("Rule Index");
  const rulesAt = lines.indexOf("Rules");
  const refsAt = lines.indexOf("References");
  if (rulesAt < 0) return importError("rules/not-a-rules-document", "no \"Rules\" section found");
  const rulesEnd = refsAt > rulesAt ? refsAt : lines.length;

  // Rule Index: `101. Deck Construction`.
  const indexTitles = new Map<string, string>();
  if (indexAt >= 0) {
    for (const line of lines.slice(indexAt + 1, rulesAt)) {
      const m = /^(\d{3})\. (.+)$/.exec(line);
      if (m) indexTitles.set(m[1]!, m[2]!.trim());
    }
  }

  // Numbered entries.
  const entries: { number: string; lines: string[] }[] = [];
  for (const line of lines.slice(rulesAt + 1, rulesEnd)) {
    const m = ID_LINE.exec(line);
    if (m) entries.push({ number: m[1]!, lines: [] });
    else if (line !== "" && entries.length > 0) entries[entries.length - 1]!.lines.push(line);
  }
  if (entries.length < 20) return importError("rules/too-few-rules", `only ${entries.length} numbered entries found`);

  // Titles named by references, in the rules and in the References index.
  const refTitles = new Map<string, string>();
  for (const m of text.matchAll(SEE_RULE)) {
    const title = m[2]!.trim();
    if (title !== "" && !refTitles.has(m[1]!)) refTitles.set(m[1]!, title);
  }

  const raws: RawRule[] = entries.map((e) => {
    // `* Units and legends say "I," …` (053.x): a bullet marker, not text.
    const full = collapse(e.lines.map((l) => l.replace(PERMALINK, "")).join(" ")).replace(/^\* /, "");
    const r = rawRule(e.number, depthOf(e.number), null);
    r.cites.push(...[...full.matchAll(SEE_RULE)].map((m) => m[1]!));
    if (isHeading(full)) {
      r.title = full;
      r.titleSource = "inline";
      return r;
    }
    const [main = "", ...examples] = full.split(EXAMPLE_SPLIT);
    r.text = main.trim();
    r.examples.push(...examples.map((x) => x.trim()).filter((x) => x !== ""));
    return r;
  });

  // Lost entries: a title from the Rule Index, else from references; else sentences pinned by position.
  const recovered = recoverFromReferencesIndex(raws, refsAt >= 0 ? lines.slice(refsAt + 1) : []);
  for (const [i, r] of raws.entries()) {
    if (r.text !== "" || r.title !== null) continue;
    const fromIndex = indexTitles.get(r.number);
    const fromRef = refTitles.get(r.number);
    if (fromIndex !== undefined) {
      r.title = fromIndex;
      r.titleSource = "rule-index";
    } else if (fromRef !== undefined) {
      r.title = fromRef;
      r.titleSource = "see-rule-ref";
    }
    const sentences = recovered.get(i);
    if (sentences !== undefined) r.recoveredText = sentences;
  }
  recoverHeadings(raws, refsAt >= 0 ? lines.slice(refsAt + 1) : []);
  for (const r of raws) if (r.text === "" && r.title === null && r.recoveredText === undefined) r.missing = true;

  const { date, version } = parseHeader([...lines.slice(0, 10), ...lines.slice(-5)]);
  const info = documentInfo(
    { game: "riftbound", kind: "core", title: "Riftbound Core Rules", version, date, publisher: null, copyright: null, source },
    text,
  );
  const missing = raws.filter((r) => r.missing).length;
  const warnings = [`${raws.filter((r) => r.text === "" && r.titleSource !== "inline").length} entries lost their text in the source; ${missing} could not be recovered and are marked missing`];
  return { ok: true, index: buildIndex(info, raws, [], riftboundParent, warnings) };
}

/**
 * The References index repeats entry texts, without ids, grouped under terms and in rule order.
 * Sentences that are in no entry sit where lost entries were: when a run of k such sentences lies
 * between the index lines of entries p and q (same term group, nothing else between), and exactly
 * k empty entries lie between p and q, the run fills them in order. Every place a sentence appears
 * must agree, or it is left out.
 */
function recoverFromReferencesIndex(raws: readonly RawRule[], indexLines: readonly string[]): Map<number, string[]> {
  const where = new Map<string, number>();
  raws.forEach((r, i) => {
    if (r.text === "") return;
    const full = comparable([r.text, ...r.examples.map((x) => `Example: ${x}`)].join(" "));
    const key = comparable(r.text);
    for (const k of [full, key]) where.set(k, where.has(k) && where.get(k) !== i ? -1 : i);
  });
  const lookup = (line: string): number | undefined => {
    const c = comparable(line);
    const direct = where.get(c);
    if (direct !== undefined) return direct;
    const [main = ""] = line.split(EXAMPLE_SPLIT);
    return where.get(comparable(main));
  };
  const found = indexLines.map(lookup);
  const orphan = indexLines.map((l, k) => found[k] === undefined && /[.!?]$/.test(l));
  const empties = raws.map((r, i) => (r.text === "" && r.title === null ? i : -1)).filter((i) => i >= 0);
  const votes = new Map<string, Set<number>>();
  for (let k = 0; k < indexLines.length; k++) {
    if (!orphan[k] || orphan[k - 1]) continue; // start of a run of orphan sentences
    let end = k;
    while (orphan[end + 1]) end++;
    const prev = found[k - 1];
    const next = found[end + 1];
    const run = indexLines.slice(k, end + 1);
    let assigned: number[] | null = null;
    if (prev !== undefined && next !== undefined && prev >= 0 && next > prev) {
      const between = empties.filter((i) => i > prev && i < next);
      if (between.length === run.length) assigned = between;
    }
    run.forEach((sentence, j) => {
      const set = votes.get(sentence) ?? new Set<number>();
      set.add(assigned === null ? -1 : assigned[j]!);
      votes.set(sentence, set);
    });
  }
  const out = new Map<number, string[]>();
  for (const [sentence, set] of votes) {
    // Placed the same way everywhere it could be placed; places with no anchors do not object.
    const places = [...set].filter((i) => i >= 0);
    if (places.length !== 1) continue;
    const i = places[0]!;
    const list = out.get(i) ?? [];
    if (!list.includes(sentence)) list.push(sentence);
    out.set(i, list);
  }
  return out;
}

/**
 * A lost heading can survive in the References index as a copied line under its own term
 * (`Backline` / `Backline` / `Backline is a Passive Ability keyword.`). Such a line names the empty
 * entry whose first sub-rule opens with that name ("Assault is a Passive Ability keyword." under
 * 807): when exactly one empty entry fits, and the entry above it is not lost as well, the line
 * is its title.
 */
function recoverHeadings(raws: RawRule[], indexLines: readonly string[]): void {
  const bodyTexts = new Set(raws.map((r) => comparable(r.text)));
  const headings = new Set<string>();
  indexLines.forEach((line, k) => {
    if (k > 0 && indexLines[k - 1] === line && isHeading(line) && !bodyTexts.has(comparable(line))) headings.add(line);
  });
  const titled = new Set(raws.map((r) => r.title).filter((t): t is string => t !== null));
  for (const heading of headings) {
    if (titled.has(heading)) continue;
    const opens = new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
    const fits = raws.filter((r, i) => {
      const next = raws[i + 1];
      return r.text === "" && r.title === null && r.recoveredText === undefined && next !== undefined && next.number.startsWith(`${r.number}.`) && opens.test(next.text);
    });
    // If the entry above is lost too, the heading could belong to either level: leave both.
    const parent = fits.length === 1 ? raws.find((r) => r.number === riftboundParent(fits[0]!.number)) : undefined;
    const ambiguous = parent !== undefined && parent.text === "" && parent.title === null;
    if (fits.length === 1 && !ambiguous) {
      fits[0]!.title = heading;
      fits[0]!.titleSource = "references-index";
    }
  }
}
