import type { Seat } from "@tablecast/engine";
import type { KitEvent } from "@tablecast/engine/kit";

/**
 * UFS domain events: the kit's (cards entering and moving, shuffles, counters, turn markers,
 * prompts, log lines, the end), whose visibility follows the zone table (zones.ts), plus what
 * only UFS has. project.ts turns them into table events.
 */
export type UfsEvent =
  | KitEvent
  | { readonly type: "seat"; readonly seat: Seat; readonly name: string }
  /** E.1.1: the starting character is revealed and placed in the staging area. */
  | { readonly type: "character"; readonly seat: Seat; readonly name: string; readonly character: string; readonly obj: string }
  /**
   * K.4.2: a card turned face down where it is (or put face down, I.3.8.1): a new object, private
   * to its controller in the staging area (C.2.2.1), unknown to both players elsewhere (C.2.3.1).
   */
  | { readonly type: "face-down"; readonly obj: string; readonly card: string; readonly owner: Seat; readonly to: "staging" | "pool"; readonly as: string; readonly index?: number }
  /** The attack stack (F.2.3). */
  | { readonly type: "stack"; readonly op: "push" | "pop"; readonly obj: string; readonly label?: string }
  | { readonly type: "combat"; readonly attack: string | null; readonly attacker?: Seat; readonly speed?: number; readonly damage?: number; readonly zone?: string };

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
