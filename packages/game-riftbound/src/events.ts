import type { JsonValue, Seat } from "@tablecast/engine";

/**
 * Player zones (105–110): public legend, champion, base, channeled runes (`rune-pool`) and trash;
 * private hand; secret decks. The pool's Energy and Power are the counters `energy` and `power`.
 */
export type PlayerZone = "legend" | "champion" | "hand" | "deck" | "rune-deck" | "rune-pool" | "base" | "trash";

export const zoneId = (seat: Seat, zone: PlayerZone): string => `p${seat}.${zone}`;
/** Each battlefield is a shared location (107.2): its card and the units there. */
export const battlefieldZone = (i: number): string => `bf${i}`;
export const CHAIN = "chain";

/** Riftbound domain events: what happened, in the game's words; project.ts decides who sees what. */
export type RiftboundEvent =
  | { readonly type: "seat"; readonly seat: Seat; readonly name: string; readonly legend: string }
  | { readonly type: "battlefields"; readonly count: number }
  /** A card object appears in a zone (setup, tokens). */
  | { readonly type: "enter"; readonly obj: string; readonly card: string; readonly owner: Seat; readonly zone: string }
  /** A card moves; `as` is its new object id when it enters a non-board zone (110). `index` 0 is a deck's top. */
  | { readonly type: "move"; readonly obj: string; readonly card: string; readonly owner: Seat; readonly to: string; readonly as?: string; readonly index?: number }
  /** A token leaves the board and ceases to exist (183). */
  | { readonly type: "remove"; readonly obj: string }
  | { readonly type: "shuffle"; readonly owner: Seat; readonly zone: PlayerZone; readonly cards: readonly { readonly id: string; readonly card: string }[] }
  | { readonly type: "counter"; readonly seat: Seat; readonly counter: string; readonly value: number }
  | { readonly type: "prop"; readonly obj: string; readonly key: string; readonly value: JsonValue }
  | { readonly type: "turn"; readonly turn: number; readonly turnPlayer: Seat }
  | { readonly type: "phase"; readonly phase: string; readonly step?: string }
  | { readonly type: "chain"; readonly op: "push" | "pop"; readonly obj: string; readonly label?: string }
  | { readonly type: "combat"; readonly battlefield: number | null; readonly attacker?: Seat; readonly values?: Readonly<Record<string, number>> }
  | { readonly type: "prompt"; readonly seat: Seat | null; readonly kind: string; readonly text: string }
  /** A log line citing a rule (`riftbound:464.2`); `to` limits it to some seats (a line naming a private card). */
  | { readonly type: "log"; readonly text: string; readonly rule?: string; readonly to?: readonly Seat[] }
  | { readonly type: "end"; readonly winners: readonly Seat[]; readonly reason: string; readonly rule: string };
