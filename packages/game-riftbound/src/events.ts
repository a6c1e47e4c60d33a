import type { Seat } from "@tablecast/engine";
import type { KitEvent } from "@tablecast/engine/kit";

/**
 * Riftbound's events: the kernel's card, counter, turn and log events (KitEvent, projected with
 * the zone table) and the few of Riftbound's own — seats with their legends, battlefields, the
 * chain and combat.
 */
export type RiftboundEvent =
  | KitEvent
  | { readonly type: "seat"; readonly seat: Seat; readonly name: string; readonly legend: string }
  | { readonly type: "battlefields"; readonly count: number }
  | { readonly type: "chain"; readonly op: "push" | "pop"; readonly obj: string; readonly label?: string }
  | { readonly type: "combat"; readonly battlefield: number | null; readonly attacker?: Seat; readonly values?: Readonly<Record<string, number>> };
