import { cardById, cardByName, type Game as CardGame } from "@tablecast/cards";
import { err, ok, type Game, type JsonValue, type Result } from "@tablecast/engine";
import { MATCH_CARDS, TABLETOP } from "@tablecast/engine/kit";
import { resolveCard } from "./entry";
import type { CoverageGame } from "./profiles";

const MAX_LINES = 500;
const MAX_COUNT = 99;
/** "3x Name", "3 Name", "x3 Name". */
const COUNT = /^(?:(\d{1,2})\s*x\s+|(\d{1,2})\s+|x(\d{1,2})\s+)/i;
/** "Hero: Fai, Rising Rebellion", "Equipment: a, b", "Sideboard". */
const HEADING = /^([A-Za-z][A-Za-z ]{0,20}?)\s*(?::\s*(.*)|$)/;
const SIDEBOARD = new Set(["sideboard", "maybeboard", "side"]);
const LISTS = new Set(["hero", "heroes", "weapon", "weapons", "equipment", "legend", "champion", "battlefields", "battlefield", "runes", "character", "deck", "main", "main deck", "arena", "inventory"]);

const isName = (game: CardGame, text: string): boolean => cardByName(game, text.trim()) !== undefined;

/**
 * A deck list as players write it at a table, for a game with no reader of its own (UFS), read against the whole card database (every card
 * plays at a table): "3x Name" lines, "Hero: …" / "Equipment: a, b" headings with comma lists (a
 * card whose own name has a comma is kept whole), a sideboard left out. The card ids are the
 * table's (a reprint of a card the game knows by another printing is given that printing).
 */
export function readPaperDeck(text: string, profile: CoverageGame): Result<string[]> {
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_LINES) return err("decklist/too-long", `a deck list has at most ${MAX_LINES} lines, this one has ${lines.length}`);
  const ids: string[] = [];
  let aside = false;
  const add = (written: string, count: number, line: number): Result<void> => {
    const card = resolveCard(profile, written.trim());
    if (!card.ok) return err("decklist/unknown-card", `line ${line}: ${card.error.message}`);
    for (let k = 0; k < count; k++) ids.push(card.value.id);
    return ok(undefined);
  };
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    let rest = raw.replace(/(^|\s)(#|\/\/).*$/, "").trim();
    if (rest === "") continue;
    const heading = HEADING.exec(rest);
    const key = heading?.[1]?.trim().toLowerCase();
    if (heading !== null && key !== undefined && (SIDEBOARD.has(key) || LISTS.has(key)) && (heading[2] !== undefined || !isName(profile.cards, rest))) {
      aside = SIDEBOARD.has(key);
      const list = (heading[2] ?? "").trim();
      if (list === "" || aside) continue;
      const parts = list.split(",");
      for (let k = 0; k < parts.length; k++) {
        // "Fai, Rising Rebellion": two parts that make one name.
        const joined = k + 1 < parts.length ? `${parts[k]},${parts[k + 1]}` : null;
        const part = joined !== null && isName(profile.cards, joined.replace(COUNT, "")) ? (k++, joined) : parts[k]!;
        if (part.trim() === "") continue;
        const m = COUNT.exec(part.trim());
        const added = add(m === null ? part : part.trim().slice(m[0].length), m === null ? 1 : Number(m[1] ?? m[2] ?? m[3]), line);
        if (!added.ok) return added;
      }
      continue;
    }
    if (aside) continue;
    let count = 1;
    const m = COUNT.exec(rest);
    if (m !== null) {
      count = Number(m[1] ?? m[2] ?? m[3]);
      rest = rest.slice(m[0].length);
      if (count < 1 || count > MAX_COUNT) return err("decklist/count", `line ${line}: a count is from 1 to ${MAX_COUNT}`);
    }
    const added = add(rest, count, line);
    if (!added.ok) return added;
  }
  if (ids.length === 0) return err("decklist/empty", "the deck list names no cards");
  return ok(ids.map((id) => (profile.spec.knows(id) ? id : (cardById(profile.cards, id)?.printings.map((p) => p.id).find((p) => profile.spec.knows(p)) ?? id))));
}

/**
 * A deck list for a match at the table: the game's own reader in tabletop mode where the profile
 * says it reads tables (FaB's exports, Riftbound's deck codes and deck rules) or the match brings
 * its own cards, else by name over the whole database.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readTableDeck(game: Game<any, any>, profile: CoverageGame, text: string, options?: { readonly [key: string]: JsonValue }): Result<string[]> {
  // A table with its own cards (a UFS card file): the game reads the list against them and its own.
  const own = options?.[MATCH_CARDS] !== undefined;
  if ((profile.decks === "game" || own) && game.readDeckList !== undefined) return game.readDeckList(text, { ...options, mode: TABLETOP });
  return readPaperDeck(text, profile);
}
