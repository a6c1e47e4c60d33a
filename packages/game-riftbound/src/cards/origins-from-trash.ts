import { aUnit, choosing, dealDamage, discardToReturnThisToHand, does, playMeFromTrash, returnChosenChampionFromTrash, whenHeld, whenThisIsDiscarded, whenYouConquerWhileInYourTrash, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) cards whose abilities work from the trash, or bring a card back from it (383.3: they say where they work). */
export const ORIGINS_FROM_TRASH: readonly (readonly [string, CardModule])[] = [
  // Flame Chompers: "When you discard me, you may pay [C] to play me." (the Power paid as it goes on the chain, 383.3.b)
  real("OGN-006", { triggers: [{ ...whenThisIsDiscarded(does(playMeFromTrash())), may: { power: 1 } }] }),
  // Super Mega Death Rocket!: "Deal 5 to a unit. When you conquer, you may discard 1 to return this from your trash to your hand."
  real("OGN-252", { spell: choosing(aUnit, dealDamage(5)), triggers: [whenYouConquerWhileInYourTrash(does(discardToReturnThisToHand()))] }),
  // Hallowed Tomb: "When you hold here, you may return your Chosen Champion from your trash to your Champion Zone if it is empty."
  real("OGN-281", { triggers: [{ ...whenHeld(does(returnChosenChampionFromTrash())), may: {} }] }),
];
