import { aFriendlyUnit, aSpellOnTheChain, aUnit, exhaustTo, mayRecallInsteadOfDyingThisTurn, readyThis, whenYouConquer, choosing, choosingEach, eachPlayerKeepsTwoOfEachRecycleTheRest, eachLooksChoosesOneThenPlaysThem, gainControlOfASpellWithNewChoices, revealOpponentsTopBanishAndPlayIt, dealDamageToEach, does, draw, playMeFromTrash, whenYouKill, whenYouKillAUnitWithASpellWhileInYourTrash, type CardModule } from "../vocabulary";
import { real } from "./real";

/** The final Origins (OGN) cards: kills attributed to a spell or ability and its player (428.5), Power of any domain in the Rune Pool. */
export const ORIGINS_FINAL: readonly (readonly [string, CardModule])[] = [
  // Immortal Phoenix: [Assault 2]; "When you kill a unit with a spell, you may pay [1][C] to play me from your trash." (428.5.e; the cost paid as it goes on the chain, 383.3.b)
  real("OGN-037", { triggers: [{ ...whenYouKillAUnitWithASpellWhileInYourTrash(does(playMeFromTrash())), may: { energy: 1, power: 1 } }] }),
  // Solari Shrine: "When you kill a stunned enemy unit, you may exhaust this to draw 1." (428.5.e: by a spell or ability of yours; stunned as it last was on the board)
  real("OGN-072", { triggers: [{ ...whenYouKill("a stunned enemy unit", (u, c) => u.stunned && u.controller !== c.seat, does(draw(1))), may: { exhaustSource: true } }] }),
  // Icathian Rain: "Deal 2 to a unit." six times — six choices, one by one as it is played, a unit as often as its player likes (355; rules/choose-each.ts)
  real("OGN-248", { spell: choosingEach(6, aUnit, dealDamageToEach(2)) }),
  // Mystic Reversal: [Reaction]; "Gain control of a spell. You may make new choices for it." (188; 156: it goes to its owner's trash; rules/new-choices.ts)
  real("OGN-080", { spell: choosing(aSpellOnTheChain("a spell"), gainControlOfASpellWithNewChoices()) }),
  // Divine Judgment: "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest." (355.10: not targets; 416; rules/keep-two.ts)
  real("OGN-244", { spell: does(eachPlayerKeepsTwoOfEachRecycleTheRest()) }),
  // Blind Fury: [Action]; "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it, ignoring its cost. Then recycle the rest." (424, 427; 106: its owner keeps it; rules/play-from.ts)
  real("OGN-025", { spell: does(revealOpponentsTopBanishAndPlayIt()) }),
  // Promising Future (errata): "Each player looks at the top 5 cards of their Main Deck, banishes one of them, then recycles the rest. Starting with the next player, each player plays those cards, ignoring Energy costs." (128.3, 416.5; rules/each-looks-and-plays.ts)
  real("OGN-115", { spell: does(eachLooksChoosesOneThenPlaysThem(5)) }),
  // Sett - The Boss (legend), errata: "If a buffed unit you control would die, you may pay [C], exhaust me, and spend its buff to heal it, exhaust it, and recall it instead." (369–375: rules/cleanup.ts optionalReplacements, would-die.ts; the Power of any domain the card prints) "When you conquer, ready me."
  real("OGN-269", { triggers: [whenYouConquer(does(readyThis()))] }),
  // Unlicensed Armory: "Discard 1, [E]: Choose a friendly unit. The next time it would die this turn, you may pay [C] to heal it, exhaust it, and recall it instead." (357; 369–375)
  real("OGN-023", { activated: exhaustTo(0, "choose", choosing(aFriendlyUnit, mayRecallInsteadOfDyingThisTurn()), { discard: 1 }) }),
  // Malzahar - Fanatic: "Kill a friendly unit or gear, [E]: [Action] — [Add] [A][A]." (429; 135.2.e.6.b: Power of any domain, held in the pool as such)
  real("OGN-113", { adds: { anyPower: 2, killFriendly: true, action: true } }),
];
