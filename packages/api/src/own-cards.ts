import { parseUfsFile, ufsCardJson } from "@tablecast/cards";
import type { JsonValue } from "@tablecast/engine";
import { ApiError } from "./errors";

/** A card file sent with a new match: at most this many characters (the request body is at most 64 KiB). */
export const OWN_CARDS_TEXT_MAX = 48_000;

/**
 * A user's card file (CSV or JSON, packages/cards README "User-supplied UFS cards") as the match
 * option `cards`: the cards in the documented JSON shape, kept in the log's header so the match
 * replays and verifies from its log alone. Only UFS has no public card database to play from.
 */
export function ownCardsOption(game: string, text: string): JsonValue {
  if (game !== "ufs") throw new ApiError("setup/no-match-cards", "only UFS matches bring their own cards: the other games play every printed card from their databases");
  if (text.length > OWN_CARDS_TEXT_MAX) throw new ApiError("setup/cards-too-long", `a card file sent with a match has at most ${OWN_CARDS_TEXT_MAX} characters`);
  const read = parseUfsFile(text);
  if (!read.ok) {
    const e = read.errors[0]!;
    const where = e.line !== undefined ? `line ${e.line}: ` : e.row !== undefined ? `card ${e.row}: ` : "";
    throw new ApiError(e.code, `${where}${e.message}${read.errors.length > 1 ? ` (and ${read.errors.length - 1} more)` : ""}`);
  }
  return read.value.map((c) => ufsCardJson(c) as JsonValue);
}
