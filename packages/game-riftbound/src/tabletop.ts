import { err, ok, seatLabel, type Result } from "@tablecast/engine";
import { ZoneTable, type TabletopSpec } from "@tablecast/engine/kit";
import { card, type CardDef } from "./cards";
import { readDeckList } from "./decklist";
import { faceOf } from "./project";
import { buildDeck, type SeatDeck } from "./rules/deck";
import { ZONES } from "./zones";

/**
 * The table's zones: the enforced game's (zones.ts: legend, Champion zone, base, runes, hand, the
 * two decks, trash, banishment, the chain) with the same visibility, and what a table has besides — each
 * player's three battlefields set aside (114, seen by their owner until one is placed, 480.5) and the
 * two battlefields in play (`bf0`, `bf1`, as in enforced mode).
 */
export const TABLETOP_ZONES = new ZoneTable([
  ...ZONES.specs,
  { kind: "battlefields", per: "seat", seen: "owner", ordered: false },
  { kind: "bf0", per: "table", seen: "everyone", ordered: false },
  { kind: "bf1", per: "table", seen: "everyone", ordered: false },
]);

/** The deck laid out by the deck rules (103), the Chosen Champion as rules/deck.ts finds it; undefined for an illegal deck. */
function laidOut(deck: readonly string[]): SeatDeck | undefined {
  const built = buildDeck(deck, { playable: false });
  return built.ok ? built.value : undefined;
}

/** The refs of the list (as the list gives them) whose card is one of `ids`, each id as often as given. */
function refsOf(deck: readonly string[], ids: readonly string[]): string[] {
  const left = [...deck];
  return ids.flatMap((id) => {
    const i = left.findIndex((r) => card(r)?.id === id);
    return i < 0 ? [] : left.splice(i, 1);
  });
}

const legendOf = (deck: readonly string[]): string | undefined => deck.find((r) => card(r)?.type === "legend");
const isRune = (c: CardDef | undefined): boolean => c?.type === "rune";

/**
 * Riftbound at the table, rules not enforced (the issue "every real deck today"): any deck legal by
 * the deck rules (103: a legend, a Main Deck of 40 with its Chosen Champion, 12 runes, 3
 * battlefields), every real card whether the engine plays it or not. Setup as 112–117 lay it out:
 * the legend in the Legend zone and the Chosen Champion in the Champion zone face up, the
 * battlefields set aside for their owner to place one (480.5), the runes in the Rune Deck, both
 * decks shuffled and 4 drawn; points instead of life, from 0.
 */
export const RIFTBOUND_TABLETOP: TabletopSpec = {
  id: "riftbound",
  name: "Riftbound",
  zones: TABLETOP_ZONES,
  deckZone: "deck",
  handZone: "hand",
  startZones: (deck): Record<string, string[]> => {
    const d = laidOut(deck);
    if (d === undefined) return {};
    return {
      legend: refsOf(deck, [d.legend]),
      champion: refsOf(deck, [d.champion]),
      battlefields: refsOf(deck, d.battlefields),
      // 115.2: the Rune Deck is its own zone, shuffled at setup (below) like the Main Deck.
      "rune-deck": deck.filter((r) => isRune(card(r))),
    };
  },
  // 115.2: "Each player shuffles their Rune Deck", from the match's seed; nobody learns its order.
  shuffled: ["rune-deck"],
  hero: legendOf,
  counters: [{ name: "points", start: 0 }],
  // 109.2: a permanent's state at a table — damage, a buff (426), exhausted (414).
  cardCounters: ["damage", "buff", "exhausted"],
  // 117: each player draws 4.
  openingHand: 4,
  face: faceOf,
  knows: (ref) => card(ref) !== undefined && card(ref)!.supertype !== "token",
  // 103: the deck rules hold at a table too; whether the engine plays a card does not matter there.
  checkDeck: (deck, seat): Result<void> => {
    const built = buildDeck(deck, { playable: false });
    return built.ok ? ok(undefined) : err(built.error.code, `${seatLabel(seat)}'s deck: ${built.error.message}`, built.error.rule);
  },
  // A deck code or list read for the table: every real card, checked by the deck rules only.
  readDeckList: (text) => readDeckList(text, { playable: false }),
  rules: "riftbound",
};
