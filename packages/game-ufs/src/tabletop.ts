import type { CardFace } from "@tablecast/engine";
import type { TabletopSpec } from "@tablecast/engine/kit";
import { ok } from "@tablecast/engine";
import { cardDef, isCard } from "./data/cards";
import { readOwnCards, type OwnCards } from "./own-cards";
import { faceOf } from "./project";
import { readDeck } from "./setup";
import { ZONES } from "./zones";

/** The cards a table knows: the game's own, or a match's own cards besides them. */
interface TableCards {
  readonly face: (card: string) => CardFace;
  readonly card: (id: string) => { readonly name: string; readonly type: string; readonly vitality?: number | null } | undefined;
  readonly readDeckList?: TabletopSpec["readDeckList"];
}

const PROJECT: TableCards = { face: faceOf, card: (id) => (isCard(id) ? cardDef(id) : undefined) };

/**
 * UFS at the table, rules not enforced: the same zones and visibility as the enforced game; the
 * starting character face up in the staging area, vitality and hand size from it (D.1, E.1.7), the
 * rest shuffled into the deck; momentum, foundations and counters moved by the players.
 */
function ufsTable(cards: TableCards): TabletopSpec {
  /** The first character of a deck list: the one a player starts with (E.1.1). */
  const characterOf = (deck: readonly string[]): string | undefined => deck.find((c) => cards.card(c)?.type === "character");
  const vitalityOf = (character: string | undefined): number => (character === undefined ? 0 : (cards.card(character)?.vitality ?? 0));
  return {
    id: "ufs",
    name: "Universal Fighting System",
    zones: ZONES,
    deckZone: "deck",
    handZone: "hand",
    startZones: (deck) => {
      const character = characterOf(deck);
      const start: Record<string, readonly string[]> = {};
      if (character !== undefined) start["staging"] = [character];
      return start;
    },
    hero: characterOf,
    counters: [
      { name: "vitality", start: (deck) => vitalityOf(characterOf(deck)) },
      { name: "momentum", start: 0 },
    ],
    cardCounters: ["damage"],
    openingHand: 6,
    face: cards.face,
    knows: (card) => cards.card(card) !== undefined,
    // A.2.1–A.2.2 and E.1.1 hold at a table too: the deck size, copies, a character to start with.
    checkDeck: (deck) => {
      const read = readDeck(deck, cards.card);
      return read.ok ? ok(undefined) : read;
    },
    ...(cards.readDeckList === undefined ? {} : { readDeckList: cards.readDeckList }),
    rules: "ufs",
  };
}

/** A match's own cards beside the game's: each looked up there first (their ids never collide, readOwnCards checks). */
function withOwn(own: OwnCards): TableCards {
  return {
    face: (card) => own.faces.get(card) ?? faceOf(card),
    card: (id) => own.cards.get(id) ?? PROJECT.card(id),
    readDeckList: (text) => own.readDeckList(text),
  };
}

/**
 * There is no public UFS card database: a match may bring its players' own cards (the `cards`
 * option, a card file as packages/cards documents it), played at the table beside the game's.
 */
export const UFS_TABLETOP: TabletopSpec = {
  ...ufsTable(PROJECT),
  matchCards: (value) => {
    const own = readOwnCards(value);
    return own.ok ? ok(ufsTable(withOwn(own.value))) : own;
  },
};
