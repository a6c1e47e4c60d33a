import { aFriendlyUnit, atEndOfTurn, banishThenPlayToBase, choosing, does, killItThenLookToPlayAUnitUpToItsMightPlus, lookToPlayAUnit, revealUntilAUnitAndPlayIt, takeATurnAfterThis, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) cards that banish (427: to the Banishment, 108.6) or play a card from the Main Deck, and the turns they add (737). */
export const ORIGINS_BANISHMENT: readonly (readonly [string, CardModule])[] = [
  real("OGN-122", { spell: does(takeATurnAfterThis()), banishThis: true }), // Time Warp: "Take a turn after this one. Banish this."
  real("OGN-102", { spell: choosing(aFriendlyUnit, banishThenPlayToBase()) }), // Portal Rescue: [Action]; (errata) "Banish a friendly unit, then its owner plays it to their base, ignoring its cost."
  // Reinforce: "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it, reducing its cost by [5]. Recycle the remaining cards."
  real("OGN-062", { spell: does(lookToPlayAUnit(5, { energyLess: 5 })) }),
  // Baited Hook: "[1][C], [E]: Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit from among them that has Might up to 1 more than the killed unit and play it, ignoring its cost. Then recycle the rest."
  real("OGN-242", { activated: { ...choosing(aFriendlyUnit, killItThenLookToPlayAUnitUpToItsMightPlus(1, 5)), cost: 1, power: 1, verb: "kill" } }),
  // Dazzling Aurora (errata): "At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit and banish it. Play it, ignoring its cost, and recycle the rest."
  real("OGN-160", { triggers: [atEndOfTurn(does(revealUntilAUnitAndPlayIt()))] }),
  // Nocturne - Horrifying: [Ganking]; errata (2025-10-28): "As you look at or reveal me from top of deck, you may banish me. If you do, you may play me for [A]."
  // Applied by every look at and reveal of the top of its owner's Main Deck, as it happens (rules/seen-from-top.ts; 427, 356.1.a).
  real("OGN-194", { asSeenFromTop: { playForAnyPower: 1 } }),
];
