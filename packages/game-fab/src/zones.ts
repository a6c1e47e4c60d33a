import { ZoneTable } from "@tablecast/engine/kit";

/**
 * Flesh and Blood's zones (CR 3), declared once: who sees each, whether order matters and which
 * arrivals make a new object. The table's zone declarations, the visibility of every card event
 * and CR 3.0.9 ("a card that moves to a zone other than the stack or arena becomes a new object")
 * follow from this table.
 */
export const ZONES = new ZoneTable([
  // CR 3.15, 7.0.2: the stack and the combat chain are shared and public.
  { kind: "stack", per: "table", seen: "everyone", ordered: true },
  { kind: "combat-chain", per: "table", seen: "everyone", ordered: true },
  // CR 3.8-3.10, 3.16: the hero and the equipment and weapon zones are public arena zones.
  { kind: "hero", per: "seat", seen: "everyone", ordered: false },
  { kind: "weapon", per: "seat", seen: "everyone", ordered: false },
  { kind: "head", per: "seat", seen: "everyone", ordered: false },
  { kind: "chest", per: "seat", seen: "everyone", ordered: false },
  { kind: "arms", per: "seat", seen: "everyone", ordered: false },
  { kind: "legs", per: "seat", seen: "everyone", ordered: false },
  // CR 3.7: the deck is private and face down, seen by nobody.
  { kind: "deck", per: "seat", seen: "nobody", ordered: true },
  // CR 3.0.4: hand and arsenal (face down) are seen by their owner.
  { kind: "hand", per: "seat", seen: "owner", ordered: false },
  { kind: "arsenal", per: "seat", seen: "owner", ordered: false },
  // CR 3.0.9: pitch, graveyard and banished are public, and a card arriving there is a new object.
  { kind: "pitch", per: "seat", seen: "everyone", ordered: false, fresh: true },
  { kind: "graveyard", per: "seat", seen: "everyone", ordered: true, fresh: true },
  { kind: "banished", per: "seat", seen: "everyone", ordered: false, fresh: true },
  // CR 3.13: the permanent zone is shared; the table shows each player's auras, items and tokens by controller.
  { kind: "permanent", per: "seat", seen: "everyone", ordered: false },
] as const);

export type FabZoneKind = (typeof ZONES.specs)[number]["kind"];

/** Zone ids of the table (chapter 3). */
export const zoneId = (seat: number, zone: string): string => `p${seat}.${zone}`;
export const STACK = "stack";
export const COMBAT_CHAIN = "combat-chain";
