import type { Seat, ZoneId } from "@tablecast/engine";
import { ZoneTable } from "@tablecast/engine/kit";

/** A player's zones (D): the zone kinds of the table. */
export type ZoneKind = "staging" | "pool" | "transit" | "deck" | "hand" | "momentum" | "discard" | "removed";

/** F.2.3: the attack stack, shared by both players. */
export const ATTACK_STACK = "attack-stack";

/**
 * UFS's zones and who sees them, in the order a table announces them. C.2.1 / D.2: the card
 * pool, staging area, discard pile and removed-from-game zone are public; D.3 the hand is private
 * to its owner; D.4 the deck and the momentum bar are unknown to both players. A card entering the
 * hand, deck or momentum becomes a new object (the kit's rule for zones someone cannot see).
 */
export const ZONES = new ZoneTable<ZoneKind | typeof ATTACK_STACK>([
  { kind: ATTACK_STACK, per: "table", seen: "everyone", ordered: true },
  { kind: "staging", per: "seat", seen: "everyone", ordered: false },
  { kind: "pool", per: "seat", seen: "everyone", ordered: true },
  { kind: "transit", per: "seat", seen: "everyone", ordered: false },
  { kind: "deck", per: "seat", seen: "nobody", ordered: true },
  { kind: "hand", per: "seat", seen: "owner", ordered: false },
  { kind: "momentum", per: "seat", seen: "nobody", ordered: true },
  { kind: "discard", per: "seat", seen: "everyone", ordered: true },
  { kind: "removed", per: "seat", seen: "everyone", ordered: false },
]);

export const zoneId = (seat: Seat, zone: ZoneKind): ZoneId => ZONES.id(zone, seat);
