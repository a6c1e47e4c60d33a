import type { TabletopSpec } from "@tablecast/engine/kit";
import { cardDef, isCard } from "./data/cards";
import { faceOf } from "./project";
import { readDeck } from "./setup";
import { ZONES } from "./zones";
import { ok } from "@tablecast/engine";

/** The first character of a deck list: the one a player starts with (E.1.1). */
const characterOf = (deck: readonly string[]): string | undefined => deck.find((c) => isCard(c) && cardDef(c).type === "character");
const vitalityOf = (character: string | undefined): number => (character === undefined ? 0 : (cardDef(character).vitality ?? 0));

/**
 * UFS at the table, rules not enforced: the same zones and visibility as the enforced game; the
 * starting character face up in the staging area, vitality and hand size from it (D.1, E.1.7), the
 * rest shuffled into the deck; momentum, foundations and counters moved by the players.
 */
export const UFS_TABLETOP: TabletopSpec = {
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
  face: faceOf,
  knows: isCard,
  // A.2.1–A.2.2 and E.1.1 hold at a table too: the deck size, copies, a character to start with.
  checkDeck: (deck) => {
    const read = readDeck(deck);
    return read.ok ? ok(undefined) : read;
  },
  rules: "ufs",
};
