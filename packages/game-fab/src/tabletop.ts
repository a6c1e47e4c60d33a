import { cardById, type FabCard } from "@tablecast/cards";
import { err, ok, type CardFace } from "@tablecast/engine";
import type { TabletopSpec } from "@tablecast/engine/kit";
import { faceOf as enforcedFace } from "./project";
import { isKnownCard } from "./cards";
import { ZONES } from "./zones";

const card = (ref: string): FabCard | undefined => cardById("fab", ref);
const has = (c: FabCard | undefined, type: string): boolean => c?.types.includes(type) === true;

/** CR 3.9 (equipment zones), by the equipment's subtype. */
const EQUIPMENT_ZONE: readonly (readonly [string, string])[] = [
  ["Head", "head"],
  ["Chest", "chest"],
  ["Arms", "arms"],
  ["Legs", "legs"],
];

/**
 * A card's face at the table: the enforced game's for the cards it implements (the same faces
 * either way), else from the card database — every printed FaB card, so any real deck plays.
 */
function faceOf(ref: string): CardFace {
  if (isKnownCard(ref)) return enforcedFace(ref);
  const c = card(ref);
  if (c === undefined) return { ref, name: ref };
  const attrs: Record<string, string | number> = { types: c.types.join(" ") };
  for (const key of ["pitch", "cost", "power", "defense", "life", "intellect"] as const) {
    const v = c[key];
    if (v !== null) attrs[key] = v;
  }
  if (c.color !== null) attrs["color"] = c.color;
  return { ref: c.id, name: c.name, attrs };
}

const heroOf = (deck: readonly string[]): string | undefined => deck.find((r) => has(card(r), "Hero"));

/**
 * Flesh and Blood at the table, rules not enforced (issue: "every real deck today"): the same zones
 * and visibility as the enforced game (zones.ts); the hero, weapons and equipment start in the
 * arena face up (CR 4.1.8), the rest is shuffled into the deck; life from the hero (CR 2.5).
 */
export const FAB_TABLETOP: TabletopSpec = {
  id: "fab",
  name: "Flesh and Blood",
  zones: ZONES,
  deckZone: "deck",
  handZone: "hand",
  startZones: (deck) => {
    const start: Record<string, string[]> = {};
    const put = (zone: string, ref: string) => (start[zone] ??= []).push(ref);
    const hero = heroOf(deck);
    if (hero !== undefined) put("hero", hero);
    for (const ref of deck) {
      const c = card(ref);
      if (has(c, "Weapon")) put("weapon", ref);
      else if (has(c, "Equipment")) put(EQUIPMENT_ZONE.find(([sub]) => has(c, sub))?.[1] ?? "chest", ref);
    }
    return start;
  },
  hero: heroOf,
  counters: [
    { name: "life", start: (deck) => Number(card(heroOf(deck) ?? "")?.life ?? 0) || 0 },
    { name: "resources", start: 0 },
    { name: "action-points", start: 0 },
  ],
  // CR 1.15: counters by name; +1{p} and -1{d} are the common ones on attacks and equipment.
  cardCounters: ["counter", "plus-power", "minus-defense"],
  // CR 4.1.9: players draw up to their hero's intellect, four for every first-block hero's young version.
  openingHand: 4,
  face: faceOf,
  knows: (ref) => card(ref) !== undefined,
  // CR 1.1.2: a player's hero is a hero card; the format's counts are the players' to keep at a table.
  checkDeck: (deck) => (heroOf(deck) === undefined ? err("setup/no-hero", "a Flesh and Blood deck needs a hero", "fab:1.1.2") : ok(undefined)),
  rules: "fab",
};
