import type { Seat } from "@tablecast/engine";
import type { Effect } from "../cards";
import type { FabWork, Mutable } from "../work";

/** Something triggered (CR 6.6): a triggered-layer waits for the next time a player would get priority (CR 1.10.2d). */
export function trigger(t: FabWork, controller: Seat, source: string, effects: readonly Effect[], text: string, weapon?: string): void {
  if (effects.length === 0) return;
  t.s.triggers.push({
    id: t.newId(),
    card: source,
    controller,
    ...(weapon === undefined ? {} : { weapon }),
    fromArsenal: false,
    goAgain: false,
    powerBonus: 0,
    goAgainOnHit: false,
    trigger: { effects: [...effects] as Mutable<Effect>[], text },
  });
}
