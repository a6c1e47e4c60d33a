/**
 * @tablecast/cards: the card databases of the three games, as data (see README.md), with lookup
 * and type-ahead search. No rules here: games, server and web all read it.
 */
import { decodeFab, decodeFabSets, decodeRiftbound, decodeUfs, riftboundSetRank } from "./data";
import { normalize } from "./normalize";
import { CardIndex, type SearchOptions } from "./search";
import type { Card, CardOf, Game, RiftboundCard } from "./types";

export type { Card, CardOf, Errata, FabCard, FabRestriction, FabRestrictionStatus, Game, PitchColor, Printing, RiftboundCard, Stat, UfsCard, UfsCardType, UfsZone } from "./types";
export { GAMES } from "./types";
export { CardIndex, FUZZY_MIN_LENGTH, type SearchOptions } from "./search";
export { normalize as normalizeCardName } from "./normalize";
export {
  parseUfsCsv,
  parseUfsFile,
  parseUfsJson,
  ufsCardInput,
  ufsCardJson,
  UFS_CSV_COLUMNS,
  UFS_SCHEMA_ID,
  UFS_SYMBOLS,
  UFS_TYPES,
  type UfsCardError,
  type UfsCardErrorCode,
  type UfsCardInput,
  type UfsParseResult,
} from "./ufs";

/** Of several Riftbound ids of one name, the one to show: a plain printing of a main set, with its errata applied. */
function riftboundPreference(c: RiftboundCard): number[] {
  const variant = c.printings[0]!.variant === undefined ? 0 : 1;
  const pending = c.errata.some((e) => e.status === "pending") ? 1 : 0;
  return [pending, variant, riftboundSetRank(c.printings[0]!.set)];
}
function orderRiftbound(cards: RiftboundCard[]): RiftboundCard[] {
  const keyed = cards.map((c) => ({ c, name: normalize(c.name), pref: riftboundPreference(c) }));
  keyed.sort((a, b) => {
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    for (let i = 0; i < a.pref.length; i++) if (a.pref[i] !== b.pref[i]) return a.pref[i]! - b.pref[i]!;
    return a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0;
  });
  return keyed.map((k) => k.c);
}

const decoders: { readonly [G in Game]: () => CardOf<G>[] } = {
  fab: decodeFab,
  riftbound: () => orderRiftbound(decodeRiftbound()),
  ufs: decodeUfs,
};
const indexes: { [G in Game]?: CardIndex<CardOf<G>> } = {};

/** The game's index, built on first use (about 10 ms for all FaB cards). */
export function cardIndex<G extends Game>(game: G): CardIndex<CardOf<G>> {
  const found = indexes[game] as CardIndex<CardOf<G>> | undefined;
  if (found !== undefined) return found;
  if (!Object.hasOwn(decoders, game)) throw new Error(`cards: unknown game ${String(game)}`);
  const index = new CardIndex<CardOf<G>>((decoders[game] as () => CardOf<G>[])());
  (indexes as Record<Game, unknown>)[game] = index;
  return index;
}

/**
 * Every card of the game: FaB one per card (each pitch colour is a card), ordered by name;
 * Riftbound one per card id (reprints and promos have ids of their own), ordered by name with the
 * preferred id of a name first; UFS the project's own test cards.
 */
export function cardsOf<G extends Game>(game: G): readonly CardOf<G>[] {
  return cardIndex(game).cards;
}

/** By id: FaB any printed id ("WTR001", "1HP001"), Riftbound the id or collector code ("ogn-107-298", "OGN-107"), UFS the id. */
export function cardById<G extends Game>(game: G, id: string): CardOf<G> | undefined {
  return cardIndex(game).byIdOf(id);
}

/**
 * By name, ignoring case and punctuation: FaB with its colour as players write it ("Savage Swing
 * (red)"; "savage swing red" too), or without one when the name has a single card; Riftbound
 * the preferred id of the name. Undefined when unknown or ambiguous.
 */
export function cardByName<G extends Game>(game: G, name: string): CardOf<G> | undefined {
  return cardIndex(game).byName(name);
}

/** Type-ahead search (see search.ts): best first, at most `limit` (default 10) cards, one per name. */
export function searchCards<G extends Game>(game: G, query: string, limit = 10): CardOf<G>[] {
  const options: SearchOptions = { limit };
  return cardIndex(game).search(query, options);
}

/** "Did you mean": up to `limit` cards whose names are close to a name that was not found. */
export function suggest<G extends Game>(game: G, name: string, limit = 3): CardOf<G>[] {
  return cardIndex(game).suggest(name, limit);
}

/**
 * Rules text without the source's emphasis markup (FaB `**bold**`, `*italic*`), for places that
 * cannot show it; icons (`{p}`, `:rb_might:`) stay.
 */
export function plainText(card: Card): string {
  return card.text.replace(/\*\*([^*]+)\*\*/g, "$1").replace(/(^|[^*])\*([^*\n]+)\*/g, "$1$2");
}

/** A FaB set: its code ("WTR"), name ("Welcome to Rathe") and first release day. */
export interface FabSet {
  readonly code: string;
  readonly name: string;
  readonly released: string;
}
let fabSetList: readonly FabSet[] | undefined;
/** Every FaB set a card is printed in, in release order (the order of a card's `sets`). */
export function fabSets(): readonly FabSet[] {
  fabSetList ??= decodeFabSets();
  return fabSetList;
}

