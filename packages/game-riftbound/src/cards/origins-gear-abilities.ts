import { anotherFriendlyGearUnitOrFacedownCard, channelExhausted, choosing, does, draw, exhaustTo, killThis, playRecruit, recycleUpToFromTrashes, returnToItsOwnersHand, readyIt, whenYouBuffAFriendlyUnit, whenPlayed, whenThisIsDiscarded, whenThisIsKilled, whenThisLeavesTheBoard, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) gear whose activated abilities cost more than [E] (377, 416.5), and gear acting as it leaves the board (428). */
export const ORIGINS_GEAR_ABILITIES: readonly (readonly [string, CardModule])[] = [
  // Garbage Grabber: "Recycle 3 from your trash, [1], [E]: Draw 1." (416.5: the three go under the Main Deck in a random order)
  real("OGN-099", { activated: { ...does(draw(1)), cost: 1, verb: "draw 1", recycleFromTrash: 3 } }),
  // Scrapheap: "When this is played, discarded, or killed, draw 1."
  real("OGN-182", { triggers: [whenPlayed(does(draw(1))), whenThisIsDiscarded(does(draw(1))), whenThisIsKilled(does(draw(1)))] }),
  // Treasure Trove: "When this leaves the board, draw 1 and channel 1 rune exhausted. [C], [E]: Kill this."
  real("OGN-186", { triggers: [whenThisLeavesTheBoard(does(draw(1), channelExhausted(1)))], activated: { ...does(killThis()), cost: 0, power: 1, verb: "kill this" } }),
  // Forge of the Future: "When you play this, play a 1 Might Recruit unit token at your base. Kill this: Recycle up to 4 cards from trashes."
  real("OGN-212", { triggers: [whenPlayed(does(playRecruit()))], activated: { ...does(recycleUpToFromTrashes(4)), cost: 0, verb: "recycle up to 4 cards from trashes", noExhaust: true, killThis: true } }),
  // Mistfall: "When you buff a friendly unit, you may pay [C] and exhaust this to ready it." (both paid as it goes on the chain, 383.3.b)
  real("OGN-152", { triggers: [{ ...whenYouBuffAFriendlyUnit(does(readyIt())), may: { exhaustSource: true, power: 1 } }] }),
  // Pack of Wonders: "[E]: Return another friendly gear, unit, or facedown card to its owner's hand."
  real("OGN-181", { activated: exhaustTo(0, "return to its owner's hand", choosing(anotherFriendlyGearUnitOrFacedownCard, returnToItsOwnersHand())) }),
];
