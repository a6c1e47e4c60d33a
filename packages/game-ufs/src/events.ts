import type { Seat } from "@tablecast/engine";

/** Player zones (D): public card pool, staging area, discard pile, removed from game and transit; private hand; unknown deck and momentum. */
export type ZoneKind = "deck" | "hand" | "discard" | "removed" | "staging" | "pool" | "momentum" | "transit";

/**
 * UFS domain events: what happened, in the game's own words. project.ts turns them into table
 * events and decides who may see each card (C.2, D.2–D.4).
 */
export type UfsEvent =
  | { readonly type: "seat"; readonly seat: Seat; readonly name: string }
  /** E.1.1: the starting character is revealed and placed in the staging area. */
  | { readonly type: "character"; readonly seat: Seat; readonly name: string; readonly character: string; readonly obj: string }
  /** A card object appears in a zone (the deck at setup). */
  | { readonly type: "enter"; readonly obj: string; readonly card: string; readonly owner: Seat; readonly zone: ZoneKind }
  /** A card moves; `as` is its new object id when it enters a private or unknown zone. `index` 0 is the top of a deck. */
  | {
      readonly type: "move";
      readonly obj: string;
      readonly card: string;
      readonly owner: Seat;
      readonly to: ZoneKind;
      readonly as?: string;
      readonly index?: number;
      /** Face down: in the staging area private to its owner (C.2.2.1), elsewhere unknown to both players (C.2.3.1). */
      readonly faceDown?: boolean;
    }
  /** A zone is shuffled: every card becomes a new object in a new order. */
  | { readonly type: "shuffle"; readonly owner: Seat; readonly zone: ZoneKind; readonly cards: readonly { readonly id: string; readonly card: string }[] }
  | { readonly type: "counter"; readonly seat: Seat; readonly counter: "vitality" | "momentum" | "hand-size" | "max-vitality" | "foundations" | "ready-foundations"; readonly value: number }
  | { readonly type: "prop"; readonly obj: string; readonly key: string; readonly value: PropValue }
  | { readonly type: "turn"; readonly turn: number; readonly activePlayer: Seat }
  | { readonly type: "phase"; readonly phase: string; readonly step?: string }
  /** The attack stack (F.2.3). */
  | { readonly type: "stack"; readonly op: "push" | "pop"; readonly obj: string; readonly label?: string }
  | { readonly type: "combat"; readonly attack: string | null; readonly attacker?: Seat; readonly speed?: number; readonly damage?: number; readonly zone?: string }
  | { readonly type: "prompt"; readonly seat: Seat | null; readonly kind: string; readonly text: string }
  /** A log line citing a rule (`E.3.5.1`); `to` limits it to some seats (a line naming a private card). */
  | { readonly type: "log"; readonly text: string; readonly rule?: string; readonly to?: readonly Seat[] }
  | { readonly type: "end"; readonly winners: readonly Seat[]; readonly reason: string; readonly rule: string };

/** A card's property on the table: flags and numbers, or a small record (a control check's outcome). */
export type PropValue = number | boolean | string | null | CheckResult;

/**
 * E.3: a control check's outcome, on the card the check discarded (public, E.3.1): its control
 * value (the starting value), the final value (E.3.2), the difficulty it was made against, and
 * whether it passed, fell short while cards could still be committed (E.3.5.2), or failed.
 */
export type CheckResult = {
  readonly turn: number;
  readonly control: number;
  readonly final: number;
  readonly difficulty: number;
  readonly result: "pass" | "short" | "fail" | "rechecked";
  /** E.3.5.2: cards committed to pass it. */
  readonly committed: number;
};

export const zoneId = (seat: Seat, zone: ZoneKind): string => `p${seat}.${zone}`;
export const ATTACK_STACK = "attack-stack";
