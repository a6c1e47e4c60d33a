import type { Seat } from "@tablecast/engine";

/**
 * Flesh and Blood domain events: what happened, in the game's own words. project.ts turns them
 * into table events and decides who may see each card (chapter 3).
 */
export type FabEvent =
  | { readonly type: "seat"; readonly seat: Seat; readonly name: string; readonly hero: string; readonly heroObj: string }
  /** A card object appears in a zone (deck-cards in the deck at setup, equipment at 4.1.8). */
  | { readonly type: "enter"; readonly obj: string; readonly card: string; readonly owner: Seat; readonly zone: string }
  /**
   * A card moves. `as` is its new object id when it becomes a new object (CR 3.0.9);
   * `faceDown` marks a private object in a public zone (intimidate, CR 8.5.10).
   */
  | {
      readonly type: "move";
      readonly obj: string;
      readonly card: string;
      readonly owner: Seat;
      readonly to: string;
      readonly as?: string;
      readonly faceDown?: boolean;
      readonly bottom?: boolean;
    }
  /** A deck is shuffled (CR 8.5.20): every card becomes a new object in a new order. */
  | { readonly type: "shuffle"; readonly owner: Seat; readonly zone: string; readonly cards: readonly { readonly id: string; readonly card: string }[] }
  | { readonly type: "remove"; readonly obj: string }
  | { readonly type: "counter"; readonly seat: Seat; readonly counter: "life" | "resources" | "action-points" | "intellect"; readonly value: number }
  | { readonly type: "prop"; readonly obj: string; readonly key: string; readonly value: number | boolean | string | null }
  | { readonly type: "turn"; readonly turn: number; readonly turnPlayer: Seat }
  | { readonly type: "phase"; readonly phase: string; readonly step?: string }
  | { readonly type: "chain"; readonly chain: "combat-chain" | "stack"; readonly op: "open" | "close" | "push" | "pop"; readonly obj?: string; readonly label?: string }
  | {
      readonly type: "combat";
      readonly attack: string | null;
      readonly attacker?: Seat;
      readonly target?: Seat;
      readonly power?: number;
      readonly defense?: number;
    }
  | { readonly type: "prompt"; readonly seat: Seat | null; readonly kind: string; readonly text: string }
  /** A log line; `to` limits it to some seats (a line naming a private card). */
  | { readonly type: "log"; readonly text: string; readonly rule?: string; readonly to?: readonly Seat[] }
  /** The game is over; no rule when it stopped at the simulation limit. */
  | { readonly type: "end"; readonly winners: readonly Seat[]; readonly reason: string; readonly rule?: string };

/** Zone ids of the table (chapter 3). */
export const zoneId = (seat: Seat, zone: string): string => `p${seat}.${zone}`;
export const STACK = "stack";
export const COMBAT_CHAIN = "combat-chain";
