import type { Seat, ZoneId } from "@tablecast/engine";
import { ZoneTable } from "@tablecast/engine/kit";
import type { Location } from "./state";

/**
 * 105–110: Riftbound's zones and who sees them. Per player: the legend, the Champion zone, the
 * base (units and gear), the channeled runes, the hand (its owner only, 108), the two decks (secret)
 * and the trash; shared: the chain. 110: a card changing zones is a new object, except board to
 * board — so the trash, the Banishment and the Champion zone are `fresh` (hidden zones always are).
 */
export const ZONES = new ZoneTable([
  { kind: "legend", per: "seat", seen: "everyone", ordered: false },
  { kind: "champion", per: "seat", seen: "everyone", ordered: false, fresh: true },
  { kind: "base", per: "seat", seen: "everyone", ordered: false },
  { kind: "rune-pool", per: "seat", seen: "everyone", ordered: false },
  { kind: "hand", per: "seat", seen: "owner", ordered: false },
  { kind: "deck", per: "seat", seen: "nobody", ordered: true },
  { kind: "rune-deck", per: "seat", seen: "nobody", ordered: true },
  { kind: "trash", per: "seat", seen: "everyone", ordered: false, fresh: true },
  // 108.6: the Banishment — unordered, public (108.6.e); a card banished is a new object there (110).
  { kind: "banishment", per: "seat", seen: "everyone", ordered: false, fresh: true },
  // 107.3, 128.4: each player's facedown cards at battlefields, Private to their controller (who
  // alone may hide there, 107.3.c); the battlefield each is at is a public prop.
  { kind: "facedown", per: "seat", seen: "owner", ordered: false },
  { kind: "chain", per: "table", seen: "everyone", ordered: true },
] as const);

export type PlayerZone = "legend" | "champion" | "hand" | "deck" | "rune-deck" | "rune-pool" | "base" | "trash" | "facedown" | "banishment";

export const zoneId = (seat: Seat, zone: PlayerZone): ZoneId => ZONES.id(zone, seat);
/** Each battlefield is a shared location (107.2): its card and the units there. */
export const battlefieldZone = (i: number): ZoneId => `bf${i}`;
export const CHAIN: ZoneId = ZONES.id("chain");

/** Where a unit at a location is shown: its controller's base, or the battlefield's shared zone. */
export const locationZone = (seat: Seat, at: Location): ZoneId => (at === "base" ? zoneId(seat, "base") : battlefieldZone(at));
