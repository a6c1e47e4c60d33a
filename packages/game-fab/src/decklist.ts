import { err, ok, type Result } from "@tablecast/engine";
import { cardName, isEquipment, isHero, isKnownCard, isWeapon } from "./cards";
import { WTR_CARDS } from "./data/wtr";
import { readDeck } from "./setup";

/**
 * Deck lists in the plain text players share: one card per line with an optional count
 * ("2x Savage Swing (red)", "2 Savage Swing (red)", "(2) Savage Swing (red)"); the hero, weapons
 * and equipment named on their own lines or after "Hero:", "Weapons:", "Equipment:" (comma
 * separated). Blank lines, comments (# or //) and headings ("Deck:", "Main deck") are skipped, and
 * so is whatever follows a "Sideboard:" or "Inventory:" heading (until the next heading).
 * Read into card ids, then checked as setup would check them (hero, class, copies, size).
 */

const COLOURS = ["red", "yellow", "blue"] as const;
const MAX_COUNT = 99;
const MAX_LINES = 500;

/** Card ids by the name players write, lower-cased: "savage swing (red)", "romping club". */
const byName = new Map<string, string>();
/** The colours a coloured card comes in, by bare name: "savage swing" → red, yellow, blue. */
const coloursOf = new Map<string, string[]>();
for (const c of WTR_CARDS) {
  // Printings of one card share the first id (cards.ts keys behaviour by it).
  const key = cardName(c.id).toLowerCase();
  if (!byName.has(key)) byName.set(key, c.id);
  if (c.color !== null) {
    const bare = c.name.toLowerCase();
    const list = coloursOf.get(bare) ?? [];
    if (!list.includes(c.color.toLowerCase())) list.push(c.color.toLowerCase());
    coloursOf.set(bare, list);
  }
}

const COUNT = /^(?:(\d+)\s*x\s+|\((\d+)\)\s*|(\d+)\s+)/i;
// A heading alone on its line ("Deck (40)") or followed by a colon and cards ("Hero: Rhinar").
const HEADING = /^(weapons and equipment|heroes|hero|weapons|weapon|equipment|arena|main deck|deck|main|sideboard|inventory)\s*(?:\(\d+\))?\s*(?::\s*(.*))?$/i;
/** Sections whose cards are not part of what is played (a sideboard is kept apart, CR 1.1.1). */
const SET_ASIDE = new Set(["sideboard", "inventory"]);

/** Edit distance, to suggest the card a typo meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

function suggestion(name: string): string {
  let best = "";
  let bestDistance = Infinity;
  for (const key of byName.keys()) {
    const d = distance(name, key);
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 4)) ? ` — did you mean "${cardName(byName.get(best)!)}"?` : "";
}

const isCardName = (written: string): boolean => byName.has(written.trim().replace(/\s+/g, " ").toLowerCase());

/** One card name as written (any case, "[R]"-style colour letters too) to its card id. */
function cardFor(written: string, line: number): Result<string> {
  let name = written.trim().replace(/\s+/g, " ").toLowerCase();
  // "Savage Swing [R]" / "Savage Swing - Red" / "Savage Swing (Red)".
  name = name.replace(/\s*\[(r|y|b)\]$/, (_, c: string) => ` (${COLOURS.find((k) => k.startsWith(c))!})`);
  name = name.replace(/\s*-\s*(red|yellow|blue)$/, " ($1)");
  const id = byName.get(name);
  if (id !== undefined) return ok(id);
  // A card id as the card table writes it ("WTR048"), for lists exported by tools.
  if (isKnownCard(written.trim().toUpperCase())) return ok(written.trim().toUpperCase());
  const colours = coloursOf.get(name);
  if (colours !== undefined)
    return colours.length === 1
      ? ok(byName.get(`${name} (${colours[0]})`)!)
      : err("decklist/colour", `line ${line}: "${written.trim()}" comes in ${colours.join(", ")}: say which, e.g. "${written.trim()} (${colours[0]})"`);
  return err("decklist/unknown-card", `line ${line}: "${written.trim()}" is not a Welcome to Rathe card${suggestion(name)}`);
}

/** Reads a plain-text deck list into card ids; the first problem is a typed error naming its line. */
export function parseDeckList(text: string): Result<string[]> {
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_LINES) return err("decklist/too-long", `a deck list has at most ${MAX_LINES} lines, this one has ${lines.length}`);
  const ids: string[] = [];
  let setAside = false;
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    let text = raw.replace(/(^|\s)(#|\/\/).*$/, "").trim();
    if (text === "") continue;
    // "Hero: Rhinar", "Equipment: Ironrot Helm, Ironrot Plate", or a bare heading.
    const heading = HEADING.exec(text);
    if (heading !== null) {
      setAside = SET_ASIDE.has(heading[1]!.toLowerCase());
      const rest = (heading[2] ?? "").trim();
      if (rest === "" || setAside) continue;
      // Names may hold commas ("Rhinar, Reckless Rampage"): a part joins the next when together they name a card.
      const parts = rest.split(",");
      for (let k = 0; k < parts.length; k++) {
        const joined = k + 1 < parts.length ? `${parts[k]},${parts[k + 1]}` : null;
        const part = joined !== null && isCardName(joined.replace(COUNT, "")) ? (k++, joined) : parts[k]!;
        if (part.trim() === "") continue;
        const id = cardFor(part.replace(COUNT, ""), line);
        if (!id.ok) return id;
        ids.push(id.value);
      }
      continue;
    }
    if (setAside) continue;
    let count = 1;
    const m = COUNT.exec(text);
    if (m !== null) {
      count = Number(m[1] ?? m[2] ?? m[3]);
      text = text.slice(m[0].length);
      if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) return err("decklist/count", `line ${line}: a count must be between 1 and ${MAX_COUNT}`);
    }
    const id = cardFor(text, line);
    if (!id.ok) return id;
    for (let k = 0; k < count; k++) ids.push(id.value);
  }
  if (ids.length === 0) return err("decklist/empty", "the deck list names no cards");
  return ok(ids);
}

/**
 * A deck list read and checked for a format (CR 1.1 card-pool, Blitz size and copies): the ids a
 * match is configured with, or the first problem as a typed error (with its CR rule where one applies).
 */
export function readDeckList(text: string, format: "blitz" | "open" = "blitz"): Result<string[]> {
  const parsed = parseDeckList(text);
  if (!parsed.ok) return parsed;
  const checked = readDeck(parsed.value, 0, format);
  if (!checked.ok) return err(checked.error.code, checked.error.message.replace(/^P1 \(seat 0\)('s)?:? ?/, (_, s?: string) => (s === undefined ? "" : "the ")), checked.error.rule);
  return parsed;
}

/** A deck as the text players share: hero, then weapons and equipment, then "2x Name (colour)" lines. */
export function formatDeckList(ids: readonly string[]): string {
  const hero = ids.filter(isHero);
  const arena = ids.filter((id) => isWeapon(id) || isEquipment(id));
  const deck = ids.filter((id) => !isHero(id) && !isWeapon(id) && !isEquipment(id));
  const counts = new Map<string, number>();
  for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [
    ...hero.map((id) => `Hero: ${cardName(id)}`),
    ...(arena.length === 0 ? [] : [`Weapons and equipment: ${arena.map(cardName).join(", ")}`]),
    "",
    ...[...counts].map(([id, n]) => `${n}x ${cardName(id)}`),
  ].join("\n");
}
