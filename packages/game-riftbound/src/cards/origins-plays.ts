import { another, aUnitAtABattlefield, choosing, choosingAnyNumber, does, elsewhere, friendly, killThem, playFromTrash, swapWithMe, units, vision, whenPlayed, whenYouRecycleToDeck, aFriendlyUnit, buff, returnHiddenFromTrash, hideFreeThisTurn, type CardModule } from "../vocabulary";
import { real } from "./real";

/**
 * Origins (OGN) cards played or choosing in further ways: a spell's group of targets with a total
 * Might limit (355.11); units played to battlefields their player does not control (359.2.c; the
 * rows of cards.ts TEXT_KEYWORDS say which, rules/priority.ts offers them).
 */
const aUnitYouControlElsewhere = units("a unit you control at another location", friendly, another, elsewhere);

export const ORIGINS_PLAYS: readonly (readonly [string, CardModule])[] = [
  // Fox-Fire: [Hidden] [Action]; "Kill any number of units at a battlefield with total Might 4 or less." (355.11, 355.11.b)
  real("OGN-256", { spell: choosingAnyNumber({ target: aUnitAtABattlefield, totalMight: 4, sameLocation: true }, killThem()) }),
  real("OGN-174", { triggers: [whenPlayed(does(vision()))] }), // Sai Scout: [Vision]; "You may play me to an open battlefield."
  real("OGN-176"), // Sneaky Deckhand: "You may play me to an open battlefield."
  real("OGN-193"), // Miss Fortune - Buccaneer: "You may play me to an open battlefield. Friendly units may be played to open battlefields."
  real("OGN-161"), // Deadbloom Predator: [Deflect]; "You may play me to an occupied enemy battlefield."
  // Tideturner: [Hidden]; "When you play me, you may choose a unit you control at another location. Move me to its location and it to my original location." (811.1.d.2's example: from Hidden it chooses freely)
  real("OGN-199", { triggers: [{ ...whenPlayed({ ...choosing(aUnitYouControlElsewhere, swapWithMe()), elsewhere: true }), may: {} }] }),
  // Played from the trash (rules/from-trash.ts).
  real("OGN-198", { spell: does(playFromTrash({ ignore: "energy" })) }), // The Harrowing: "Play a unit from your trash, ignoring its Energy cost."
  real("OGN-196", { triggers: [whenPlayed(does(playFromTrash({ ignore: "energy", may: true })))] }), // Soulgorger: "When you play me, you may play a unit from your trash, ignoring its Energy cost."
  // Spectral Matron: "When you play me, you may play a unit costing no more than [3] and no more than [A] from your trash, ignoring its cost."
  real("OGN-226", { triggers: [whenPlayed(does(playFromTrash({ ignore: "cost", may: true, maxEnergy: 3, maxPower: 1 })))] }),
  // Karma - Channeler: [Vision]; "When you recycle one or more cards to your Main Deck, buff a friendly unit."
  real("OGN-235", { triggers: [whenPlayed(does(vision())), whenYouRecycleToDeck(choosing(aFriendlyUnit, buff()))] }),
  // Guerilla Warfare: "Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring costs this turn."
  real("OGN-264", { spell: does(returnHiddenFromTrash(2), hideFreeThisTurn()) }),
];
