import type { Seat } from "@tablecast/engine";
import type { Ability } from "../vocabulary/abilities";
import type { PlayerDraft, UfsWork } from "../work";

/**
 * E.4.4: pays an ability's printed non-check costs in order (H.4.1), then returns the difficulties
 * of its control-check costs, in order (E.4.9.1, H.4.2), with X worked out (H.4.4).
 */
export function payCosts(w: UfsWork, seat: Seat, ability: Ability, source: string, sourceName: string, paid: number): number[] {
  const p: PlayerDraft = w.player(seat);
  for (const cost of ability.costs) {
    if (cost.kind === "commit") w.commit(seat, source);
    else if (cost.kind === "flip") {
      // H.4.1.4 / K.4.2: turn this card face down; it stays in the staging area as a foundation (D.2.2.2).
      w.flipInStaging(seat, source);
      w.log(`${w.name(seat)} turns ${sourceName} face down`, "H.4.1.4");
    } else if (cost.kind === "destroy") {
      w.moveTo(seat, source, "discard"); // K.4.1
    } else if (cost.kind === "momentum") {
      // D.4.2.3: any cards of the bar may be chosen; they are indistinguishable (D.4.2.1.1), so the last added go.
      w.discardMomentum(seat, paid);
      w.log(`${w.name(seat)} discards ${paid} momentum`, "H.4");
    }
  }
  // H.4.4: "(+X)" with X chosen on announcement (H.4.4.2) or defined at the end of the text (H.4.4.1, here the cards in the card pool).
  const x = ability.x === "pool" ? p.pool.length : paid;
  if (ability.x !== undefined) w.log(`X is ${x}${ability.x === "pool" ? " (cards in the card pool)" : ""}`, ability.x === "pool" ? "H.4.4.1" : "H.4.4.2");
  const checks: number[] = [];
  for (const cost of ability.costs) if (cost.kind === "check") checks.push(cost.n === "X" ? x : cost.n);
  return checks;
}
