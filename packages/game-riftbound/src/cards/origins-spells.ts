import {
  takeControlAndRecall,
  anEnemyUnitAtABattlefield,
  aUnit,
  aUnitAtABattlefield,
  channelOrDraw,
  choosing,
  damageAllAtBattlefields,
  dealDamage,
  does,
  draw,
  friendlyUnitsMightThisTurn,
  kill,
  mightThisTurn,
  recruits,
  stun,
  aFriendlyUnit,
  aUnitAtABattlefieldWithMightAtMost,
  damageEnemiesInCombat,
  dealDamageDrawIfLethal,
  keywordsThisTurn,
  killAllGear,
  mightThisTurnMoreIfAlone,
  mightThisTurnToMinimum,
  returnToHand,
  returnToHandThenOwnerChannels,
  type CardModule,
} from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) and Proving Grounds (OGS) spells of one domain; [Action] and [Reaction] are data (806, 813). */
export const ORIGINS_SPELLS: readonly (readonly [string, CardModule])[] = [
  real("OGN-009", { spell: choosing(aUnitAtABattlefield, dealDamage(3)) }), // Hextech Ray: "[Action] Deal 3 to a unit at a battlefield."
  real("OGS-003", { spell: choosing(aUnitAtABattlefield, dealDamage(2)) }), // Incinerate: "[Action] Deal 2 to a unit at a battlefield."
  real("OGN-024", { spell: choosing(aUnitAtABattlefield, dealDamage(4), draw(1)) }), // Void Seeker: "[Action] Deal 4 to a unit at a battlefield. Draw 1."
  real("OGN-085", { spell: choosing(aUnitAtABattlefield, dealDamage(6)) }), // Falling Comet: "[Action] Deal 6 to a unit at a battlefield."
  real("OGN-229", { spell: choosing(aUnit, kill()) }), // Vengeance: "Kill a unit."
  real("OGS-012", { spell: choosing(aUnitAtABattlefield, kill()) }), // Blast of Power: "[Action] Kill a unit at a battlefield."
  real("OGN-050", { spell: choosing(aUnit, stun()) }), // Rune Prison: "[Action] Stun a unit."
  real("OGN-058", { spell: choosing(aUnit, mightThisTurn(2), draw(1)) }), // Discipline: "[Reaction] Give a unit +2 Might this turn. Draw 1."
  real("OGN-154", { spell: choosing(aUnit, mightThisTurn(7)) }), // Primal Strength: "[Action] Give a unit +7 Might this turn."
  real("OGN-114", { spell: does(draw(4)) }), // Progress Day: "Draw 4."
  real("OGN-134", { spell: does(channelOrDraw(1)) }), // Mobilize: "Channel 1 rune exhausted. If you can't, draw 1."
  real("OGN-138", { spell: does(channelOrDraw(2)) }), // Catalyst of Aeons: "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1."
  real("OGN-133", { spell: does(damageAllAtBattlefields(1)) }), // Flurry of Blades: "[Reaction] Deal 1 to all units at battlefields."
  real("OGN-233", { spell: does(friendlyUnitsMightThisTurn(5)) }), // Grand Strategem: "[Action] Give friendly units +5 Might this turn."
  real("OGS-015", { spell: does(recruits(4)) }), // Recruit the Vanguard: "[Action] Play four 1 Might Recruit unit tokens."
  real("OGN-127", { spell: does(damageEnemiesInCombat(2)) }), // Cannon Barrage: "[Reaction] Deal 2 to all enemy units in combat."
  real("OGN-093", { spell: choosing(aUnit, mightThisTurnToMinimum(4)) }), // Smoke Screen: "[Reaction] Give a unit -4 Might this turn, to a minimum of 1 Might."
  real("OGN-095", { spell: choosing(aUnit, mightThisTurnToMinimum(1), draw(1)) }), // Stupefy: "[Reaction] Give a unit -1 Might this turn, to a minimum of 1 Might. Draw 1."
  real("OGN-169", { spell: choosing(aUnitAtABattlefieldWithMightAtMost(3), returnToHand()) }), // Gust: "[Reaction] Return a unit at a battlefield with 3 Might or less to its owner's hand."
  real("OGN-172", { spell: choosing(aUnitAtABattlefield, returnToHand()) }), // Rebuke: "[Action] Return a unit at a battlefield to its owner's hand."
  real("OGN-104", { spell: choosing(aFriendlyUnit, returnToHandThenOwnerChannels()) }), // Retreat: "[Reaction] Return a friendly unit to its owner's hand. Its owner channels 1 rune exhausted."
  real("OGN-005", { spell: choosing(aUnitAtABattlefield, dealDamageDrawIfLethal(3)) }), // Disintegrate: "[Action] Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1." (errata; the draw inline, see dealDamageDrawIfLethal)
  real("OGN-046", { spell: choosing(aFriendlyUnit, mightThisTurnMoreIfAlone(1, 1)) }), // En Garde: "[Reaction] Give a friendly unit +1 Might this turn, then an additional +1 Might this turn if it is the only unit you control there."
  real("OGN-022", { spell: does(killAllGear()) }), // Thermo Beam: "[Action] Kill all gear."
  real("OGN-203", { spell: choosing(anEnemyUnitAtABattlefield, takeControlAndRecall()) }), // Possession: [Action]; "Choose an enemy unit at a battlefield. Take control of it and recall it."
  real("OGS-022", { spell: choosing(aUnit, dealDamage(8)) }), // Final Spark (mind, order; no Power): "[Action] Deal 8 to a unit."
  real("OGN-004", { spell: choosing(aUnit, keywordsThisTurn({ assault: 3 }, "[Assault 3]")) }), // Cleave: "[Action] Give a unit [Assault 3] this turn."
];
