import { cardById, cardIndex, cardsOf, normalizeCardName, type FabCard } from "@tablecast/cards";
import { err, ok, type Result } from "@tablecast/engine";
import { isKnownCard } from "./cards";
import { isImplemented } from "./cards/registry";
import { checkCardPool, defaultLoadout, formatByName, FORMATS, isArenaCard, isHeroCard, type CheckedPool, type FabFormat, type FabFormatId } from "./formats";

/**
 * Deck lists in the plain text players share, read against the whole FaB card database:
 *
 * - Fabrary: "Name:", "Hero:", "Format:" lines, then "Arena cards", "Deck cards" and "Sideboard"
 *   sections of "2x Card Name (red)" lines, and its footer ("Made with ... at the FaBrary", "See the
 *   full deck @ ...").
 * - FaBDB: "Deck build - via https://fabdb.net :", the deck's name (with the hero in brackets in
 *   newer exports), "Class:", "Hero:", "Weapons:" and "Equipment:" lines (comma separated), then
 *   "(3) Card Name (red)" or "[3] Card Name (Red)" lines.
 * - By hand: counts as "2x", "2" or "(2)", colours as "(red)", "[R]" or "- Red", headings in any
 *   order, comments (# or //), card ids ("WTR048").
 *
 * Sections may come in any order: a card's kind (hero, arena-card, deck-card, CR 1.3.2) comes from
 * the card, not the heading; only "Sideboard" (and "Inventory", "Maybe") set cards apart. An unknown
 * name is a typed error naming its line, with the card a typo probably meant; a real card the
 * enforced rules do not implement yet is named as such.
 */

const COLOURS = ["red", "yellow", "blue"] as const;
const MAX_COUNT = 99;
const MAX_LINES = 500;

const COUNT = /^(?:(\d+)\s*x\s+|\((\d+)\)\s*|\[(\d+)\]\s*|(\d+)\s+)/i;
/**
 * A heading alone on its line ("Deck (40)", "Arena cards") or followed by a colon and cards ("Hero:
 * Rhinar", "Weapons: Dawnblade").
 */
const HEADING =
  /^(weapons and equipment|arena cards|deck cards|main deck|sideboard cards|heroes|hero|weapons|weapon|equipment|arena|deck|main|maindeck|sideboard|inventory|maybe(?:board)?)\s*(?:\(\d+\))?\s*(?::\s*(.*))?$/i;
/** Sections whose cards are not part of what is played (a sideboard is kept apart, CR 1.1.1). */
const SET_ASIDE = new Set(["sideboard", "sideboard cards", "inventory", "maybe", "maybeboard"]);
/** Lines the exports carry around the cards: the deck's name and class, the format (read), and the footers. */
const META = /^(name|class|format|notes?|author)\s*:\s*(.*)$/i;
const FABDB_HEADER = /^deck build\s*-\s*via\s+https?:\/\/fabdb\.net/i;
const FOOTER = /^(made with|deck built with|see the full deck)\b/i;

/** One card read from a line. */
export interface ListEntry {
  readonly card: FabCard;
  readonly line: number;
}

/** A deck list as read: the cards the game starts with (main), the sideboard, and what the list says of itself. */
export interface ReadList {
  readonly name: string | null;
  /** The format the list declares ("Format: Blitz"), as written. */
  readonly declaredFormat: { readonly text: string; readonly line: number } | null;
  readonly main: readonly ListEntry[];
  readonly sideboard: readonly ListEntry[];
}

// ------------------------------------------------------------------------------------------ names

/** Names as this reader compares them: the card index's normal form, colours in any of the written forms. */
function key(written: string): string {
  const name = written
    .trim()
    .replace(/\s*\[(r|y|b)\]$/i, (_, c: string) => ` (${COLOURS.find((k) => k.startsWith(c.toLowerCase()))!})`)
    .replace(/\s*\((red|yellow|blue)\)$/i, " $1")
    .replace(/\s+-\s+(red|yellow|blue)$/i, " $1");
  return normalizeCardName(name);
}

/** The cards of the database by the name players write them ("savage swing red", "romping club"). */
let byKey: Map<string, FabCard> | undefined;
/** The colours a coloured card comes in, by bare name: "savage swing" → red, yellow, blue. */
let coloursOf: Map<string, FabCard[]> | undefined;
function tables(): { byKey: Map<string, FabCard>; coloursOf: Map<string, FabCard[]> } {
  if (byKey === undefined || coloursOf === undefined) {
    byKey = new Map();
    coloursOf = new Map();
    for (const c of cardsOf("fab")) {
      byKey.set(normalizeCardName(c.name), c);
      if (c.color === null) continue;
      const bare = normalizeCardName(c.baseName);
      coloursOf.set(bare, [...(coloursOf.get(bare) ?? []), c]);
    }
  }
  return { byKey, coloursOf };
}

const isCardName = (written: string): boolean => tables().byKey.has(key(written));

/** Edit distance, to suggest the card a typo meant; gives up (returns max + 1) once it must exceed max. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
      if (next < best) best = next;
    }
    if (best > max) return max + 1;
  }
  return row[b.length]!;
}

/** " — did you mean ...?" with the closest card name, when one is close enough to be the typo's card. */
function suggestion(name: string): string {
  let best: FabCard | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 4)) + 1;
  for (const [k, c] of tables().byKey) {
    const d = distance(name, k, bestDistance - 1);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best === undefined ? "" : ` — did you mean "${best.name}"?`;
}

/** One card name as written (any case, "[R]"-style colour letters too, or a printed id) to its card. */
function cardFor(written: string, line: number): Result<FabCard> {
  const k = key(written);
  const found = tables().byKey.get(k);
  if (found !== undefined) return ok(found);
  // A card id as printed ("WTR048", "1HP001"), for lists exported by tools.
  const byId = /^[a-z0-9]{3}\d{3}$/i.test(written.trim()) ? cardById("fab", written.trim()) : undefined;
  if (byId !== undefined) return ok(byId);
  const colours = tables().coloursOf.get(k);
  if (colours !== undefined) {
    const names = colours.map((c) => c.color!);
    return colours.length === 1
      ? ok(colours[0]!)
      : err("decklist/colour", `line ${line}: "${written.trim()}" comes in ${names.join(", ")}: say which, e.g. "${written.trim()} (${names[0]})"`);
  }
  return err("decklist/unknown-card", `line ${line}: "${written.trim()}" is not a Flesh and Blood card${suggestion(k)}`);
}

/** "Name (Hero)": the hero a FaBDB export names after the deck's name, when the brackets hold one. */
function heroInName(name: string): FabCard | undefined {
  const m = /\(([^()]+)\)\s*$/.exec(name);
  const c = m === null ? undefined : cardIndex("fab").byName(m[1]!);
  return c !== undefined && isHeroCard(c) ? c : undefined;
}

/** Comments: "# ..." or " // ..." (a split card's " // " stays when the line names a card). */
function withoutComment(text: string): string {
  const bare = text.replace(COUNT, "").trim();
  if (isCardName(bare)) return text.trim();
  return text.replace(/(^|\s)(#|\/\/).*$/, "").trim();
}

// ------------------------------------------------------------------------------------------ reading

/** Reads a deck list into cards, in list order; the first problem is a typed error naming its line. */
export function readList(text: string): Result<ReadList> {
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_LINES) return err("decklist/too-long", `a deck list has at most ${MAX_LINES} lines, this one has ${lines.length}`);
  const main: ListEntry[] = [];
  const sideboard: ListEntry[] = [];
  let name: string | null = null;
  let declaredFormat: ReadList["declaredFormat"] = null;
  let nameHero: ListEntry | null = null;
  let expectName = false;
  let setAside = false;
  const put = (card: FabCard, line: number, count = 1) => {
    for (let k = 0; k < count; k++) (setAside ? sideboard : main).push({ card, line });
  };
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    let text = raw.trim();
    if (text === "") continue;
    if (FABDB_HEADER.test(text)) {
      expectName = true;
      continue;
    }
    if (FOOTER.test(text) || text.includes("://")) continue;
    if (expectName) {
      // FaBDB: the line after its header is the deck's name, "Name (Hero)" in newer exports.
      expectName = false;
      name = text;
      const hero = heroInName(text);
      if (hero !== undefined) nameHero = { card: hero, line };
      continue;
    }
    const meta = META.exec(text);
    if (meta !== null) {
      const field = meta[1]!.toLowerCase();
      if (field === "name") name = meta[2]!.trim();
      if (field === "format") declaredFormat = { text: meta[2]!.trim(), line };
      continue;
    }
    text = withoutComment(text);
    if (text === "") continue;
    // "Hero: Rhinar", "Equipment: Ironrot Helm, Ironrot Plate", or a bare heading.
    const heading = HEADING.exec(text);
    if (heading !== null) {
      setAside = SET_ASIDE.has(heading[1]!.toLowerCase());
      const rest = (heading[2] ?? "").trim();
      // Names may hold commas ("Rhinar, Reckless Rampage"): a part joins the next when together they name a card.
      const parts = rest === "" ? [] : rest.split(",");
      for (let k = 0; k < parts.length; k++) {
        const joined = k + 1 < parts.length ? `${parts[k]},${parts[k + 1]}` : null;
        const part = joined !== null && isCardName(joined.replace(COUNT, "")) ? (k++, joined) : parts[k]!;
        if (part.trim() === "") continue;
        const card = cardFor(part.trim().replace(COUNT, ""), line);
        if (!card.ok) return card;
        put(card.value, line);
      }
      continue;
    }
    let count = 1;
    const m = COUNT.exec(text);
    if (m !== null) {
      count = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
      text = text.slice(m[0].length);
      if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) return err("decklist/count", `line ${line}: a count must be between 1 and ${MAX_COUNT}`);
    }
    const card = cardFor(text, line);
    if (!card.ok) return card;
    put(card.value, line, count);
  }
  if (nameHero !== null && !main.some((e) => isHeroCard(e.card))) main.unshift(nameHero);
  if (main.length === 0 && sideboard.length === 0) return err("decklist/empty", "the deck list names no cards");
  return ok({ name, declaredFormat, main, sideboard });
}

// ------------------------------------------------------------------------------ engine card ids

/**
 * The id the enforced game knows a card by: the printing its card table holds (Welcome to Rathe
 * cards keep their WTR ids, e.g. Head Jab (blue) WTR100, first printed in the IRA welcome deck), else
 * the card database's id.
 */
export function engineId(card: FabCard): string {
  return card.printings.find((p) => isKnownCard(p.id))?.id ?? card.id;
}

/** Reads a plain-text deck list into the card ids of its main part (hero, arena-cards, deck-cards, in list order). */
export function parseDeckList(text: string): Result<string[]> {
  const read = readList(text);
  if (!read.ok) return read;
  if (read.value.main.length === 0) return err("decklist/empty", "the deck list names no cards outside its sideboard");
  return ok(read.value.main.map((e) => engineId(e.card)));
}

export interface ReadDeckOptions {
  /** Tournament play: the format's banned, suspended and living-legend lists apply too (see formats.ts). */
  readonly tournament?: boolean;
  /** The enforced game (default): every card must be one its rules implement. Tabletop mode plays any card. */
  readonly enforced?: boolean;
}

/** A deck list checked for a format: the card-pool, and the card ids the game starts with. */
export interface CheckedDeckList {
  readonly list: ReadList;
  readonly pool: CheckedPool;
  /** Arena-cards that start equipped (CR 4.1.4a); the others stay in the inventory (CR 4.1.6). */
  readonly loadout: readonly FabCard[];
  readonly inventory: readonly FabCard[];
  /** Hero, loadout and deck-cards as the game's ids: what a match is configured with. */
  readonly ids: readonly string[];
}

/**
 * A deck list read and checked for a format (TR 7.2, 7.3; CR 1.1.3): the cards the match starts with,
 * or the first problem as a typed error with its rule. In the enforced game a card its rules do not
 * implement yet is refused by name, after the format's checks.
 */
export function checkDeckList(text: string, formatId: FabFormatId = "blitz", options: ReadDeckOptions = {}): Result<CheckedDeckList> {
  const read = readList(text);
  if (!read.ok) return read;
  const list = read.value;
  const format: FabFormat = FORMATS[formatId];
  if (list.declaredFormat !== null && format.id !== "open") {
    const declared = formatByName(list.declaredFormat.text);
    if (declared !== format)
      return err("decklist/format", `line ${list.declaredFormat.line}: the list is a ${declared?.name ?? list.declaredFormat.text} deck; this match plays ${format.name}`, format.rule);
  }
  const pool = checkCardPool({ cards: list.main.map((e) => e.card), sideboard: list.sideboard.map((e) => e.card) }, format, options);
  if (!pool.ok) return pool;
  const { loadout, inventory } = defaultLoadout(pool.value.arena);
  const starting = [pool.value.hero, ...loadout, ...pool.value.deck];
  if (options.enforced !== false) {
    for (const c of starting) {
      if (isImplemented(engineId(c))) continue;
      const line = list.main.find((e) => e.card === c)!.line;
      return err("decklist/unimplemented-card", `line ${line}: ${c.name} (${c.id}) is not yet playable with enforced rules; tabletop mode plays every card`);
    }
  }
  return ok({ list, pool: pool.value, loadout, inventory, ids: starting.map(engineId) });
}

/** `checkDeckList`'s card ids: what `Game.readDeckList` answers. */
export function readDeckList(text: string, format: FabFormatId = "blitz", options: ReadDeckOptions = {}): Result<string[]> {
  const checked = checkDeckList(text, format, options);
  return checked.ok ? ok([...checked.value.ids]) : checked;
}

/** A deck as the text players share: hero, then weapons and equipment, then "2x Name (colour)" lines. */
export function formatDeckList(ids: readonly string[]): string {
  const cards = ids.map((id) => cardById("fab", id)).filter((c): c is FabCard => c !== undefined);
  const hero = cards.filter(isHeroCard);
  const arena = cards.filter((c) => !isHeroCard(c) && isArenaCard(c));
  const counts = new Map<FabCard, number>();
  for (const c of cards) if (!isHeroCard(c) && !isArenaCard(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [
    ...hero.map((c) => `Hero: ${c.name}`),
    ...(arena.length === 0 ? [] : [`Weapons and equipment: ${arena.map((c) => c.name).join(", ")}`]),
    "",
    ...[...counts].map(([c, n]) => `${n}x ${c.name}`),
  ].join("\n");
}
