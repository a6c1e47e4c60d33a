import { lookTopTwoRecycleAnyReorder, atEachPlayersFirstBeginning, channelReady, conquerEffectsHere, scorePoints, mightThisTurn, whenAFriendlyUnitFightsAlone, readyRunesAtEndOfTurn, recycleOneOfYourRunes, atThisBattlefield, buff, choosing, does, friendly, keywordsThisTurn, moveToBase, spendABuffToDraw, units, whenConquered, whenHeld, whenYouDefendHere, whenAPlayerChoosesAFriendlyUnitHereWithASpell, draw, type CardModule } from "../vocabulary";
import { real } from "./real";

const aUnitHere = units("a unit here", atThisBattlefield);
const aFriendlyUnitHere = units("a friendly unit here", friendly, atThisBattlefield);

/** Origins (OGN) battlefields with triggered abilities (383.4.c–d; a battlefield's "when you defend here", 459), and gear watching a combat. */
export const ORIGINS_PLACES: readonly (readonly [string, CardModule])[] = [
  real("OGN-292", { triggers: [whenAPlayerChoosesAFriendlyUnitHereWithASpell(does(draw(1)))] }), // The Dreaming Tree: "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."
  real("OGN-283", { triggers: [whenHeld(choosing(aUnitHere, buff()))] }), // Navori Fighting Pit: "When you hold here, buff a unit here."
  real("OGN-282", { triggers: [{ ...whenConquered(does(spendABuffToDraw(1))), may: {} }] }), // Monastery of Hirana: "When you conquer here, you may spend a buff to draw 1."
  // Fortified Position: "When you defend here, choose a unit. It gains [Shield 2] this combat." — until the turn's end, which a combat never outlasts.
  real("OGN-279", { triggers: [whenYouDefendHere(choosing(units("a unit"), keywordsThisTurn({ shield: 2 }, "[Shield 2]")))] }),
  real("OGN-285", { triggers: [{ ...whenYouDefendHere(choosing(aFriendlyUnitHere, moveToBase())), may: {} }] }), // Reaver's Row: "When you defend here, you may move a friendly unit here to base."
  real("OGN-289", { triggers: [whenConquered(does(readyRunesAtEndOfTurn(2)))] }), // Targon's Peak: "When you conquer here, ready up to 2 runes at the end of this turn."
  real("OGN-287", { triggers: [whenConquered(does(recycleOneOfYourRunes()))] }), // Sigil of the Storm: "When you conquer here, you must recycle one of your runes."
  real("OGN-284", { triggers: [atEachPlayersFirstBeginning(does(channelReady(1)))] }), // Obelisk of Power: "At the start of each player's first Beginning Phase, that player channels 1 rune."
  real("OGN-290", { triggers: [atEachPlayersFirstBeginning(does(scorePoints(1)))] }), // The Arena's Greatest: "At the start of each player's first Beginning Phase, that player gains 1 point."
  real("OGN-286", { triggers: [whenHeld(does(conquerEffectsHere()))] }), // Reckoner's Arena: "When you hold here, activate the conquer effects of units here."
  real("OGN-291", { triggers: [whenConquered(does(lookTopTwoRecycleAnyReorder()))] }), // The Candlelit Sanctum: "When you conquer here, look at the top two cards of your Main Deck. You may recycle one or both of them. Put those you don't back in any order."
  real("OGN-060", { triggers: [whenAFriendlyUnitFightsAlone(does(mightThisTurn(1)))] }), // Mask of Foresight: "When a friendly unit attacks or defends alone, give it +1 Might this turn."
];
