import type { UfsCard } from "@tablecast/cards";
// The card-file reader alone: not the card databases of the other games.
import { parseUfsJson } from "@tablecast/cards/ufs";
import { err, ok, type CardFace, type JsonValue, type Result } from "@tablecast/engine";
import { readCardList } from "@tablecast/engine/kit";
import { cardByName, isCard } from "./data/cards";
import { printedAttrs } from "./project";

/** A match brings at most this many cards of its own. */
export const OWN_CARDS_MAX = 2000;

/** A match's own cards (a user's card file): by id, their faces, and a reader of deck lists that names them. */
export interface OwnCards {
  readonly cards: ReadonlyMap<string, UfsCard>;
  readonly faces: ReadonlyMap<string, CardFace>;
  readDeckList(text: string): Result<string[]>;
}

/** A user's card as the table shows it: the printed values (C.3.3.1), as the game's own faces have them. */
export function ownFace(c: UfsCard): CardFace {
  const text = [c.keywords.join(", "), c.text].filter((l) => l !== "").join("\n");
  return { ref: c.id, name: c.name, attrs: printedAttrs(c, false, c.sets[0] ?? "user", text) };
}

/**
 * Reads a match's `cards` option: a card file's cards (packages/cards README, "User-supplied UFS
 * cards"), none with the id or name of one of the game's own cards, at most OWN_CARDS_MAX.
 */
export function readOwnCards(value: JsonValue): Result<OwnCards> {
  if (Array.isArray(value) && value.length > OWN_CARDS_MAX) return err("ufs-cards/too-many", `a match brings at most ${OWN_CARDS_MAX} cards of its own, not ${value.length}`);
  const parsed = parseUfsJson(JSON.stringify(value));
  if (!parsed.ok) {
    const first = parsed.errors[0]!;
    return err(first.code, `the match's cards: ${first.message}${parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : ""}`);
  }
  if (parsed.value.length > OWN_CARDS_MAX) return err("ufs-cards/too-many", `a match brings at most ${OWN_CARDS_MAX} cards of its own, not ${parsed.value.length}`);
  const cards = new Map<string, UfsCard>();
  const byName = new Map<string, string>();
  for (const c of parsed.value) {
    if (isCard(c.id)) return err("ufs-cards/duplicate-id", `the match's cards: "${c.id}" is the id of one of the game's own cards; give the card another id`);
    if (cardByName(c.name) !== undefined) return err("ufs-cards/duplicate-name", `the match's cards: "${c.name}" is the name of one of the game's own cards`);
    cards.set(c.id, c);
    byName.set(c.name.toLowerCase(), c.id);
  }
  const faces = new Map([...cards.values()].map((c) => [c.id, ownFace(c)]));
  return ok({ cards, faces, readDeckList: (text) =>
      readCardList(
        text,
        (written) => cards.get(written)?.id ?? byName.get(written.toLowerCase()) ?? cardByName(written)?.id ?? (isCard(written) ? written : undefined),
        (written) => `"${written}" is neither one of the match's cards nor one of the game's`,
      ),
  });
}

