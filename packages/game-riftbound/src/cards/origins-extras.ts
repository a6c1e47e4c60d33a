import { aUnitAtABattlefield, discardThenDamageByItsCost, aUnit, choosing, does, draw, drawIfPaidElse, mightThisTurn, ready, whenPlayed, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) cards with additional costs (357.2; what each pays and what paying changes: extras.ts). */
export const ORIGINS_EXTRAS: readonly (readonly [string, CardModule])[] = [
  // Clockwork Keeper (errata): "You may pay [calm] as an additional cost to play me. When you play me, if you paid
  // additional cost, draw 1." — a play effect (383.4.a) on the chain after it enters; its condition is checked as it
  // triggers (383.3.e): not there at all if the cost was not paid.
  real("OGN-044", { triggers: [whenPlayed(does(draw(1)), (c) => c.extraPaid === true)] }),
  real("OGN-208"), // Cruel Patron: "As an additional cost to play me, kill a friendly unit."
  real("OGN-150"), // Kraken Hunter: [Accelerate], [Assault]; "As you play me, you may spend any number of buffs as an additional cost. Reduce my cost by [body] for each buff you spend."
  real("OGN-231"), // Commander Ledros: "As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by [order] for each killed this way." [Deflect], [Ganking]
  real("OGN-002"), // Brazen Buccaneer: "As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by [2]."
  // Meditation: [Reaction]; "As an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1."
  real("OGN-048", { spell: does(drawIfPaidElse(2, 1)) }),
  // Wallop: [Action]; "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost. Ready a unit."
  real("OGN-146", { spell: choosing(aUnit, ready()) }),
  // Call to Glory: [Reaction]; "… spend a buff … ignore this spell's cost. Give a unit +3 Might this turn."
  real("OGN-207", { spell: choosing(aUnit, mightThisTurn(3)) }),
  real("OGN-019"), // Raging Soul: "If you've discarded a card this turn, I have [Assault] and [Ganking]." (statics.ts)
  real("OGN-008", { spell: choosing(aUnitAtABattlefield, discardThenDamageByItsCost()) }), // Get Excited!: [Action]; "Discard 1. Deal its Energy cost as damage to a unit at a battlefield."
];
