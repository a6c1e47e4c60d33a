import type { Seat } from "@tablecast/engine";
import type { KitEvent } from "@tablecast/engine/kit";

/**
 * Flesh and Blood events: the kernel's (cards entering and moving, counters, turns, prompts, log,
 * end; their visibility follows the zone table in zones.ts) and FaB's own below, which project.ts
 * turns into table events.
 */
export type FabEvent =
  | KitEvent
  /** A player takes a seat: the table's zones, the player and their hero (CR 4.1). */
  | { readonly type: "seat"; readonly seat: Seat; readonly name: string; readonly hero: string; readonly heroObj: string }
  /**
   * A card becomes a private object in a public zone (intimidate, CR 8.5.10, 3.0.4c): a new
   * object only its owner may look at (3.0.3a).
   */
  | { readonly type: "face-down"; readonly obj: string; readonly card: string; readonly owner: Seat; readonly to: string; readonly as: string }
  | { readonly type: "chain"; readonly chain: "combat-chain" | "stack"; readonly op: "open" | "close" | "push" | "pop"; readonly obj?: string; readonly label?: string }
  | {
      readonly type: "combat";
      readonly attack: string | null;
      readonly attacker?: Seat;
      readonly target?: Seat;
      readonly power?: number;
      readonly defense?: number;
    };

export { COMBAT_CHAIN, STACK, zoneId } from "./zones";
