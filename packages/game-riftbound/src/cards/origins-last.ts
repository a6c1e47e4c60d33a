import { aUnitAtABattlefield, choosing, dealDamage, does, exhaustTo, keywordsMeThisTurn, mightThisTurn, playAHiddenCardFromHandIgnoringCost, playASpellFromTrashCostingLessThanYourPoints, nextSpellDealsBonusDamageThisTurn, readyMe, scorePoints, spendMyBuffToChooseOneNotChosenThisTurn, stun, whenIAttack, whenIConquer, whenIConquerAfterAnAttackWithExcess, whenYouReadyAFriendlyUnit, type CardModule } from "../vocabulary";
import { real } from "./real";

/** The last Origins (OGN) cards: Delayed Abilities (390–392), excess combat damage (460.2.c.4), readying as a moment (415), restrictions on playing and readying, modes chosen as an ability is activated (355), a spell played from the trash, a [Hidden] card played from the hand, abilities of other cards. */
export const ORIGINS_LAST: readonly (readonly [string, CardModule])[] = [
  // Ravenborn Tome: "[E]: The next spell you play this turn deals 1 Bonus Damage." (391's own example: a Delayed Passive Ability, 712–715)
  real("OGN-032", { activated: exhaustTo(0, "the next spell you play this turn deals 1 Bonus Damage", does(nextSpellDealsBonusDamageThisTurn(1))) }),
  // Tryndamere - Barbarian: "When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you score 1 point." (460.2.c.4: damage beyond lethal)
  real("OGN-034", { triggers: [whenIConquerAfterAnAttackWithExcess(5, does(scorePoints(1)))] }),
  // Pirate's Haven: "When you ready a friendly unit, give it +1 Might this turn." (415: in the Awaken Phase, 315.1.b, or by the player's spells and abilities, 415.3.b)
  real("OGN-143", { triggers: [whenYouReadyAFriendlyUnit(does(mightThisTurn(1)))] }),
  // Mageseeker Warden: its two statics are read by the rules (TEXT_KEYWORDS `wardsBattlefields`; values.ts wardenAgainst): unit plays offered to base only, readying by spells and abilities ignored (359.3.e.6).
  real("OGN-070"),
  // Udyr - Wildman: "Spend my buff: Choose one you've not chosen this turn — • Deal 2 to a unit at a battlefield. • Stun a unit at a battlefield. • Ready me. • Give me [Ganking] this turn." (702.2.b; 355: mode and target chosen as it is activated)
  real("OGN-157", {
    activated: spendMyBuffToChooseOneNotChosenThisTurn([
      { ...choosing(aUnitAtABattlefield, dealDamage(2)), words: "deal 2 to a unit at a battlefield" },
      { ...choosing(aUnitAtABattlefield, stun()), words: "stun a unit at a battlefield" },
      { ...does(readyMe()), words: "ready me" },
      { ...does(keywordsMeThisTurn({ ganking: true }, "[Ganking]")), words: "give me [Ganking] this turn" },
    ]),
  }),
  // Kai'Sa - Evolutionary: [Ganking]; "When I conquer, you may play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it." (rules/trash-spells.ts; 416)
  real("OGN-112", { triggers: [whenIConquer(does(playASpellFromTrashCostingLessThanYourPoints()))] }),
  // Ava Achiever: "When I attack, you may pay [C] to play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here." ([C] paid as it goes on the chain, 383.3.b; rules/hidden-from-hand.ts)
  real("OGN-107", { triggers: [{ ...whenIAttack(does(playAHiddenCardFromHandIgnoringCost())), may: { power: 1 } }] }),
  // Heimerdinger - Inventor: "I have all [E] abilities of all friendly legends, units, and gear." (TEXT_KEYWORDS `hasFriendlyExhaustAbilities`: offered as his, exhausting him, 377)
  real("OGN-111"),
];
