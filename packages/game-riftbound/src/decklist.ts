import { getCodeFromDeck, getDeckFromCode } from "@piltoverarchive/riftbound-deck-codes";
import { err, ok, type Result } from "@tablecast/engine";
import { cardByName, suggest } from "@tablecast/cards";
import { card, type CardDef } from "./cards";
import { cardLabel, deckProblems, type DeckProblem } from "./rules/deck";

/**
 * Decks as Riftbound players share them: deck codes (the community codec
 * `@piltoverarchive/riftbound-deck-codes`, Apache-2.0) and the plain text lists deck builders
 * export. Both read into the flat list of card refs a match is configured with (legend,
 * battlefields, Chosen Champion, the rest of the Main Deck, runes; real cards by collector code),
 * then checked by the deck rules (rules/deck.ts) and for cards the engine does not play yet. The
 * first problem is a typed error naming the line (or the code) and the rule.
 */

const MAX_LINES = 500;
const MAX_COUNT = 99;

/** What a list says about one card: its ref, and where it came from (for messages). */
interface Entry {
  readonly ref: string;
  readonly def: CardDef;
  readonly count: number;
  readonly line?: number;
}

/** The flat list: legend, battlefields, champion first in the Main Deck, the rest, runes. */
function flatten(entries: readonly Entry[], champion: string | undefined): string[] {
  const of = (pred: (c: CardDef) => boolean) => entries.filter((e) => pred(e.def)).flatMap((e) => Array.from({ length: e.count }, () => e.ref));
  const main = of((c) => c.type === "unit" || c.type === "champion" || c.type === "spell" || c.type === "gear");
  if (champion !== undefined) {
    const i = main.findIndex((r) => card(r)?.id === card(champion)?.id);
    if (i > 0) main.unshift(...main.splice(i, 1));
  }
  return [...of((c) => c.type === "legend"), ...of((c) => c.type === "battlefield"), ...main, ...of((c) => c.type === "rune")];
}

/** The first deck problem as an error, naming the line of the card at fault where the list has one. */
function checked(refs: string[], champion: string | undefined, linesOf: (ref: string) => readonly number[], code: string, options: ReadOptions): Result<string[]> {
  const problems: DeckProblem[] = deckProblems(refs, { playable: options.playable !== false, ...(champion === undefined ? {} : { champion }) });
  const first = problems[0];
  if (first === undefined) return ok(refs);
  const lines = first.ref === undefined ? [] : linesOf(first.ref);
  const where = lines.length === 0 ? "" : lines.length === 1 ? `line ${lines[0]}: ` : `lines ${lines.slice(0, -1).join(", ")} and ${lines[lines.length - 1]}: `;
  return err(first.code.replace(/^setup\//, `${code}/`), `${where}${first.message}`, first.rule);
}

export interface ReadOptions {
  /** Also refuse cards the engine does not play yet (default true: the list is for a match). */
  readonly playable?: boolean;
}

/** A deck code (any version of the codec: main deck with legend, battlefields and runes, sideboard, chosen champion). */
export function readDeckCode(code: string, options: ReadOptions = {}): Result<string[]> {
  let decoded: ReturnType<typeof getDeckFromCode>;
  try {
    decoded = getDeckFromCode(code.trim());
  } catch (e) {
    return err("deckcode/bad-code", `not a Riftbound deck code: ${(e as Error).message}`);
  }
  const entries: Entry[] = [];
  for (const { cardCode, count } of decoded.mainDeck) {
    const def = card(cardCode);
    if (def === undefined) return err("deckcode/unknown-card", `the deck code names ${cardCode}, which is not a known Riftbound card`);
    entries.push({ ref: cardCode, def, count });
  }
  // The code may name the Chosen Champion (version 3); else the card data decides (103.2.a.2).
  const champion = decoded.chosenChampion;
  if (champion !== undefined && card(champion) === undefined) return err("deckcode/unknown-card", `the deck code names ${champion} as Chosen Champion, which is not a known Riftbound card`);
  return checked(flatten(entries, champion), champion, () => [], "deckcode", options);
}

/** A flat deck (refs of real cards) as a deck code: every card by its collector code, the Chosen Champion named. */
export function deckCode(refs: readonly string[], champion?: string): Result<string> {
  const counts = new Map<string, number>();
  for (const ref of refs) {
    const def = card(ref);
    if (def === undefined || def.code === undefined) return err("deckcode/not-real", `${ref} is not a real Riftbound card; a deck code holds only collector codes`);
    counts.set(def.code, (counts.get(def.code) ?? 0) + 1);
  }
  // The Chosen Champion: the one named, else the first champion unit with the legend's tag (103.2.a.2).
  const defs = refs.map((r) => card(r)!);
  const legend = defs.find((c) => c.type === "legend");
  const champ = champion === undefined ? defs.find((c) => c.type === "champion" && c.tags.some((t) => legend?.tags.includes(t) === true)) : card(champion);
  try {
    return ok(getCodeFromDeck([...counts].map(([cardCode, count]) => ({ cardCode, count })), [], champ?.code));
  } catch (e) {
    return err("deckcode/cannot-encode", `the codec cannot write this deck: ${(e as Error).message}`);
  }
}

type Section = "legend" | "champion" | "main" | "battlefields" | "runes" | "sideboard";
const SECTIONS: readonly [RegExp, Section][] = [
  [/^legends?$/, "legend"],
  [/^(chosen )?champions?$/, "champion"],
  [/^(main ?deck|main|deck)$/, "main"],
  [/^battlefields?$/, "battlefields"],
  [/^(runes?|rune ?deck)$/, "runes"],
  [/^sideboard$/, "sideboard"],
];
/** "Main Deck:", "MainDeck (40)", "Runes" — a heading alone on its line. */
const HEADING = /^([a-z ]+?)\s*(?:\(\d+\))?\s*:?\s*$/i;
const COUNT = /^(\d+)\s*x?\s+/i;
/** A collector code as a list may write it, alone or after the name: "OGN-052", "Stalwart Poro (OGN-052)". */
const CODE = /^[A-Z]{2,4}-[A-Z0-9]+\*?$/i;
const TRAILING_CODE = /\s*[([]([A-Z]{2,4}-[A-Z0-9]+\*?)[)\]]\s*$/i;

const SECTION_NAMES: Readonly<Record<Section, string>> = { legend: "Legend", champion: "Champion", main: "Main Deck", battlefields: "Battlefields", runes: "Runes", sideboard: "Sideboard" };

/** Which types a section may hold. */
const SECTION_TYPES: Readonly<Partial<Record<Section, readonly CardDef["type"][]>>> = {
  legend: ["legend"],
  champion: ["champion"],
  battlefields: ["battlefield"],
  runes: ["rune"],
  main: ["unit", "champion", "spell", "gear"],
};

function cardFor(written: string, line: number): Result<{ ref: string; def: CardDef }> {
  const trailing = TRAILING_CODE.exec(written);
  const name = trailing === null ? written.trim() : written.slice(0, trailing.index).trim();
  const code = trailing?.[1] ?? (CODE.test(name) ? name : undefined);
  if (code !== undefined) {
    const def = card(code.toUpperCase());
    if (def === undefined) return err("decklist/unknown-card", `line ${line}: ${code} is not a known Riftbound collector code`);
    return ok({ ref: def.code ?? def.id, def });
  }
  const real = cardByName("riftbound", name);
  const def = real === undefined ? undefined : card(real.id);
  if (def !== undefined) return ok({ ref: def.code ?? def.id, def });
  const close = suggest("riftbound", name, 1)[0];
  return err("decklist/unknown-card", `line ${line}: "${name}" is not a Riftbound card${close === undefined ? "" : ` — did you mean "${close.name}"?`}`);
}

/**
 * A plain text list as Riftbound deck builders export it: sections Legend, Champion, Main Deck
 * (MainDeck), Battlefields, Runes, Sideboard (skipped), each line "3 Card Name", "3x Card Name",
 * a collector code ("3 OGN-052") or both ("3 Stalwart Poro (OGN-052)"); blank lines and comments
 * (# or //) skipped. Without sections, the card data says what each card is. The Champion section
 * names the Chosen Champion, one of the Main Deck's copies (103.2.a).
 */
export function readDeckText(text: string, options: ReadOptions = {}): Result<string[]> {
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_LINES) return err("decklist/too-long", `a deck list has at most ${MAX_LINES} lines, this one has ${lines.length}`);
  const entries: Entry[] = [];
  let section: Section | undefined;
  let champion: string | undefined;
  const linesOf = new Map<string, number[]>();
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    let rest = raw.replace(/(^|\s)(#|\/\/).*$/, "").trim();
    if (rest === "") continue;
    const heading = HEADING.exec(rest);
    const named = heading === null ? undefined : SECTIONS.find(([re]) => re.test(heading[1]!.trim().toLowerCase()))?.[1];
    if (named !== undefined) {
      section = named;
      continue;
    }
    if (section === "sideboard") continue;
    let count = 1;
    const m = COUNT.exec(rest);
    if (m !== null) {
      count = Number(m[1]);
      rest = rest.slice(m[0].length);
      if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) return err("decklist/count", `line ${line}: a count must be between 1 and ${MAX_COUNT}`);
    }
    const found = cardFor(rest, line);
    if (!found.ok) return found;
    const { ref, def } = found.value;
    const allowed = section === undefined ? undefined : SECTION_TYPES[section];
    if (allowed !== undefined && section !== undefined && !allowed.includes(def.type))
      return err("decklist/section", `line ${line}: ${cardLabel(def)} is a ${def.type}, not in place under ${SECTION_NAMES[section]}`);
    if (section === "champion") {
      if (champion !== undefined) return err("decklist/champion", `line ${line}: a deck has one Chosen Champion; ${cardLabel(card(champion)!)} is already named`, "riftbound:103.2.a");
      if (count !== 1) return err("decklist/champion", `line ${line}: the Chosen Champion is one card, not ${count}`, "riftbound:103.2.a");
      champion = ref;
    }
    linesOf.set(def.id, [...(linesOf.get(def.id) ?? []), line]);
    entries.push({ ref, def, count, line });
  }
  if (entries.length === 0) return err("decklist/empty", "the deck list names no cards");
  return checked(flatten(entries, champion), champion, (ref) => linesOf.get(card(ref)?.id ?? ref) ?? [], "decklist", options);
}

/** Base32 with no spaces: a deck code rather than a text list. */
const LOOKS_LIKE_CODE = /^[A-Z2-7]{16,}=*$/;

/** `Game.readDeckList`: a deck code or a text list. */
export function readDeckList(text: string, options: ReadOptions = {}): Result<string[]> {
  return LOOKS_LIKE_CODE.test(text.trim()) ? readDeckCode(text, options) : readDeckText(text, options);
}

/** A flat deck as a text list with sections, by name: the format readDeckText reads. */
export function formatDeckText(refs: readonly string[]): string {
  const defs = refs.map((r) => card(r)!);
  const legend = defs.find((c) => c.type === "legend");
  const champion = legend === undefined ? undefined : defs.find((c) => c.type === "champion" && c.tags.some((t) => legend.tags.includes(t)));
  const counted = (pred: (c: CardDef) => boolean, skipChampion = false): string[] => {
    const counts = new Map<string, number>();
    let skipped = !skipChampion;
    for (const c of defs.filter(pred)) {
      if (!skipped && c.id === champion?.id) {
        skipped = true;
        continue;
      }
      counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
    }
    return [...counts].map(([name, n]) => `${n} ${name}`);
  };
  const main = (c: CardDef) => c.type === "unit" || c.type === "champion" || c.type === "spell" || c.type === "gear";
  return [
    "Legend:",
    ...counted((c) => c.type === "legend"),
    ...(champion === undefined ? [] : ["", "Champion:", `1 ${champion.name}`]),
    "",
    "MainDeck:",
    ...counted(main, champion !== undefined),
    "",
    "Battlefields:",
    ...counted((c) => c.type === "battlefield"),
    "",
    "Runes:",
    ...counted((c) => c.type === "rune"),
    "",
  ].join("\n");
}
