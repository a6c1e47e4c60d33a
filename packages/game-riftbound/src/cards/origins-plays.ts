import { aUnitAtABattlefield, choosingAnyNumber, does, killThem, vision, whenPlayed, type CardModule } from "../vocabulary";
import { real } from "./real";

/**
 * Origins (OGN) cards played or choosing in further ways: a spell's group of targets with a total
 * Might limit (355.11); units played to battlefields their player does not control (359.2.c; the
 * rows of cards.ts TEXT_KEYWORDS say which, rules/priority.ts offers them).
 */
export const ORIGINS_PLAYS: readonly (readonly [string, CardModule])[] = [
  // Fox-Fire: [Hidden] [Action]; "Kill any number of units at a battlefield with total Might 4 or less." (355.11, 355.11.b)
  real("OGN-256", { spell: choosingAnyNumber({ target: aUnitAtABattlefield, totalMight: 4, sameLocation: true }, killThem()) }),
  real("OGN-174", { triggers: [whenPlayed(does(vision()))] }), // Sai Scout: [Vision]; "You may play me to an open battlefield."
  real("OGN-176"), // Sneaky Deckhand: "You may play me to an open battlefield."
  real("OGN-193"), // Miss Fortune - Buccaneer: "You may play me to an open battlefield. Friendly units may be played to open battlefields."
  real("OGN-161"), // Deadbloom Predator: [Deflect]; "You may play me to an occupied enemy battlefield."
];
