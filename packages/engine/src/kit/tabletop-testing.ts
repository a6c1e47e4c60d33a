import type { CardFace } from "../table-events";
import { sparks, sparksCards, sparksZones } from "./testing/sparks";
import type { TabletopSpec } from "./tabletop-types";
import { ZoneTable } from "./zones";

/**
 * Two tables for tabletop's own tests: Sparks's zones (hand, deck, discard, board), and a table
 * shaped like Flesh and Blood's (hand to its owner, deck to nobody, arsenal to its owner and face
 * down, pitch / graveyard / banished public and fresh, arena and hero public, a shared combat chain).
 */
export const sparksTable: TabletopSpec = {
  id: "sparks",
  name: "Sparks",
  zones: sparksZones,
  deckZone: "deck",
  handZone: "hand",
  counters: [{ name: "life", start: 3 }],
  cardCounters: ["charge"],
  openingHand: 3,
  face: (card) => ({ ref: card, name: sparksCards.get(card)!.name }),
  knows: (card) => sparksCards.has(card),
  rules: "sparks",
  sampleDecks: sparks.sampleDecks!,
};

export const bladeZones = new ZoneTable([
  { kind: "combat-chain", per: "table", seen: "everyone", ordered: true },
  { kind: "hero", per: "seat", seen: "everyone", ordered: false },
  { kind: "arena", per: "seat", seen: "everyone", ordered: false },
  { kind: "deck", per: "seat", seen: "nobody", ordered: true },
  { kind: "hand", per: "seat", seen: "owner", ordered: false },
  { kind: "arsenal", per: "seat", seen: "owner", ordered: false },
  { kind: "pitch", per: "seat", seen: "everyone", ordered: false, fresh: true },
  { kind: "graveyard", per: "seat", seen: "everyone", ordered: true, fresh: true },
  { kind: "banished", per: "seat", seen: "everyone", ordered: false, fresh: true },
]);

const BLADE_CARDS: Readonly<Record<string, { name: string; type: "hero" | "weapon" | "action"; pitch?: number }>> = {
  "hero-ira": { name: "Ira", type: "hero" },
  "hero-dorinthea": { name: "Dorinthea", type: "hero" },
  "blade-a": { name: "Edge of Autumn", type: "weapon" },
  "blade-b": { name: "Dawnblade", type: "weapon" },
  "strike-red": { name: "Strike", type: "action", pitch: 1 },
  "strike-blue": { name: "Strike", type: "action", pitch: 3 },
  "flurry-yellow": { name: "Flurry", type: "action", pitch: 2 },
  "sink-below-red": { name: "Sink Below", type: "action", pitch: 1 },
  "feint-blue": { name: "Feint", type: "action", pitch: 3 },
};

const bladeFace = (card: string): CardFace => {
  const c = BLADE_CARDS[card]!;
  return { ref: card, name: c.name, attrs: { types: c.type, ...(c.pitch === undefined ? {} : { pitch: c.pitch }) } };
};

const deckOf = (hero: string, weapon: string, cards: readonly string[]): string[] => [hero, weapon, ...cards, ...cards];

export const bladeTable: TabletopSpec = {
  id: "blade",
  name: "Blade (a FaB-shaped table)",
  zones: bladeZones,
  deckZone: "deck",
  handZone: "hand",
  startZones: (deck) => ({
    hero: deck.filter((c) => BLADE_CARDS[c]?.type === "hero"),
    arena: deck.filter((c) => BLADE_CARDS[c]?.type === "weapon"),
  }),
  hero: (deck) => deck.find((c) => BLADE_CARDS[c]?.type === "hero"),
  counters: [
    { name: "life", start: 20 },
    { name: "resources", start: 0 },
  ],
  cardCounters: ["counter"],
  openingHand: 4,
  face: bladeFace,
  knows: (card) => card in BLADE_CARDS,
  rules: "blade",
  sampleDecks: {
    ira: deckOf("hero-ira", "blade-a", ["strike-red", "strike-blue", "flurry-yellow", "sink-below-red", "feint-blue", "strike-red"]),
    dori: deckOf("hero-dorinthea", "blade-b", ["feint-blue", "sink-below-red", "strike-blue", "flurry-yellow", "strike-red", "flurry-yellow"]),
  },
};
