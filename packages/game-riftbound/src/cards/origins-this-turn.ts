import { exhaustTo, nextSpellCostsLessThisTurn, nextUnitEntersReadyThisTurn, recycleMeToReadyRunes, doubleMightThisTurnAndTemporary, anEnemyUnit, dealDamage, aBattlefield, aFriendlyUnit, aFriendlyUnitInBase, choosingTwo, eachPlayerMayReturnAUnit, itsMightToEnemiesAtTheSecondThenMove, mightUpToTheSecondsThisTurn, opponentChoosesOneOfTheirsToKill, aSpellOnTheChain, counter, lookTopTakeOne, revealHandThen, bothChannelExhausted, bothDraw, channelExhausted, oneOf, whenIConquer, whenAFriendlyUnitDies, damageAllWhereIDied, deathknell, eachPlayerKillsOne, aUnit, choosing, does, draw, killDamagedUnitsThisTurn, killOnDamageOrNowWithLegion, opponentsCantPlayThisTurn, unitsEnterReadyThisTurn, whenPlayed, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) effects lasting the turn (ended in the Expiration Step, 317.2), and choices each player makes as a spell resolves. */
export const ORIGINS_THIS_TURN: readonly (readonly [string, CardModule])[] = [
  real("OGN-221", { spell: does(killDamagedUnitsThisTurn()) }), // Imperial Decree: [Action]; "When any unit takes damage this turn, kill it."
  real("OGN-254", { spell: choosing(aUnit, killOnDamageOrNowWithLegion()) }), // Noxian Guillotine: [Action]; "Choose a unit. Kill it the next time it takes damage this turn. [Legion] — Kill it now instead."
  real("OGN-031", { triggers: [whenPlayed(does(nextSpellCostsLessThisTurn(5)))] }), // Raging Firebrand: "When you play me, the next spell you play this turn costs [5] less."
  // Sun Disc: "[E]: [Legion] — The next unit you play this turn enters ready."
  real("OGN-021", { activated: exhaustTo(0, "the next unit you play this turn enters ready", does(nextUnitEntersReadyThisTurn()), { legion: true }) }),
  real("OGN-129", { spell: does(unitsEnterReadyThisTurn(), draw(1)) }), // Confront: [Action]; "Units you play this turn enter ready. Draw 1."
  real("OGN-026", { triggers: [whenPlayed(does(opponentsCantPlayThisTurn()))] }), // Brynhir Thundersong: "When you play me, opponents can't play cards this turn."
  real("OGN-209", { spell: does(eachPlayerKillsOne("unit")) }), // Cull the Weak: "Each player kills one of their units."
  real("OGN-179", { spell: does(eachPlayerKillsOne("gear")) }), // Acceptable Losses: [Action]; "Each player kills one of their gear."
  real("OGN-190", { triggers: [deathknell(does(damageAllWhereIDied(4)))] }), // Kog'Maw - Caustic: "[Deathknell] — Deal 4 to all units at my battlefield."
  // Wraith of Echoes: "The first time a friendly unit dies each turn, draw 1." (its player's count of deaths this turn, cleanup.ts)
  real("OGN-118", { triggers: [{ ...whenAFriendlyUnitDies("a friendly unit (the first time this turn)", () => true, does(draw(1))), when: (c) => c.died !== undefined && c.s.players[c.seat]!.diedThisTurn === 1 }] }),
  real("OGN-144", { spell: does(draw(2)) }), // Spoils of War: [Reaction]; "If an enemy unit has died this turn, this costs [2] less. Draw 2." (discounts.ts)
  // One of several, chosen as it resolves (rules/modes.ts).
  real("OGN-155", { triggers: [whenIConquer(does(oneOf([{ words: "draw 1", effect: draw(1) }, { words: "channel 1 rune exhausted", effect: channelExhausted(1) }])))] }), // Qiyana - Victorious: [Deflect]; "When I conquer, draw 1 or channel 1 rune exhausted."
  // Party Favors: "Each other player chooses Cards or Runes. For each player that chooses Cards, you and that player each draw 1. For each player that chooses Runes, you and that player each channel 1 rune exhausted."
  real("OGN-071", { spell: does(oneOf([{ words: "Cards", effect: bothDraw(1) }, { words: "Runes", effect: bothChannelExhausted(1) }], "opponent")) }),
  // Shakedown: [Reaction]; "Choose an enemy unit. Deal 6 to it unless its controller has you draw 2." — its controller chooses as it resolves.
  real("OGN-033", { spell: choosing(anEnemyUnit, oneOf([{ words: "its controller has you draw 2", effect: draw(2) }, { words: "deal 6 to it", effect: dealDamage(6) }], "opponent")) }),
  real("OGN-069", { spell: choosing(aFriendlyUnit, doubleMightThisTurnAndTemporary()) }), // Last Stand: [Action]; "Double a friendly unit's Might this turn. Give it [Temporary]."
  // Looking at hidden cards (rules/look.ts).
  real("OGN-183", { spell: does(lookTopTakeOne(3)) }), // Stacked Deck: [Action]; "Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest."
  real("OGN-156", { spell: does(revealHandThen("recycle", true)) }), // Sabotage: "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card."
  real("OGN-192", { triggers: [whenPlayed(does(revealHandThen("discard")))] }), // Mindsplitter: "When you play me, choose an opponent. They reveal their hand. Choose a card from it, and they discard that card."
  // Counters (425).
  real("OGN-064", { spell: choosing(aSpellOnTheChain("a spell"), counter()) }), // Wind Wall: [Reaction]; "Counter a spell."
  // Defy: [Reaction]; "Counter a spell that costs no more than [4] and no more than [A]."
  real("OGN-045", { spell: choosing(aSpellOnTheChain("a spell that costs no more than 4 Energy and 1 Power", (c) => (c.cost ?? 0) <= 4 && (c.power ?? 0) <= 1), counter()) }),
  // King's Edict: "Starting with the next player, each other player chooses a unit you don't control that hasn't been chosen for this spell. Kill those units."
  real("OGN-237", { spell: does(opponentChoosesOneOfTheirsToKill()) }),
  real("OGN-187", { spell: does(eachPlayerMayReturnAUnit()) }), // Whirlwind: "Starting with the next player, each player may return a unit to its owner's hand."
  // Convergent Mutation: [Reaction]; "Choose a friendly unit. This turn, increase its Might to the Might of another friendly unit."
  real("OGN-108", { spell: choosingTwo(aFriendlyUnit, { target: aFriendlyUnit, other: true }, mightUpToTheSecondsThisTurn()) }),
  // Stormbringer: "Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a battlefield, then move your unit there."
  real("OGN-250", { spell: choosingTwo(aFriendlyUnitInBase, { target: aBattlefield }, itsMightToEnemiesAtTheSecondThenMove()) }),
  real("OGN-110", { triggers: [deathknell(does(recycleMeToReadyRunes()))] }), // Ekko - Recurrent: [Accelerate]; "[Deathknell] — Recycle me to ready your runes."
  real("OGN-236"), // Karthus - Eternal: "Your [Deathknell] effects trigger an additional time." (rules/cleanup.ts)
];
