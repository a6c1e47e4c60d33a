import { card } from "../cards";
import {
  aUnit,
  aUnitAtABattlefield,
  anEnemyUnit,
  anEnemyUnitAtABattlefield,
  anEnemyUnitHere,
  anotherFriendlyUnit,
  anotherUnit,
  anotherUnitAtABattlefield,
  buff,
  choosing,
  choosingAnyNumber,
  damageEnemiesHere,
  damageEqualToMyMight,
  dealDamage,
  does,
  draw,
  enemyUnitsMightToMinimum,
  kill,
  killDamagedEnemiesHere,
  killIfStunnedElseStun,
  legion,
  mightThisTurn,
  mightThisTurnToMinimum,
  mightToMeIfReadyEnemyHere,
  moveToBase,
  ready,
  returnToHand,
  spriteHere,
  splitDamage,
  stun,
  temporary,
  whenIAttack,
  whenIConquer,
  whenIDefend,
  whenPlayed,
  type CardModule,
} from "../vocabulary";
import { real } from "./real";

/**
 * Origins (OGN) units whose triggered abilities choose a target as they trigger (355.5.b: asked
 * of their controller then, forced when one target is legal, not put on the chain when none is,
 * 355.8), and units with "When I attack" / "When I defend" (459) and "When I conquer" (383.4.c).
 */
export const ORIGINS_TRIGGERS: readonly (readonly [string, CardModule])[] = [
  // Play effects choosing as they trigger.
  real("OGN-234", { triggers: [whenPlayed(choosing(anEnemyUnit, kill()))] }), // Harnessed Dragon: "When you play me, kill an enemy unit."
  real("OGN-136", { triggers: [whenPlayed(choosing(anotherFriendlyUnit, buff()))] }), // Pit Rookie: "When you play me, buff another friendly unit."
  real("OGN-051", { triggers: [whenPlayed(choosing(aUnit, stun()))] }), // Solari Shieldbearer: "When you play me, stun a unit."
  real("OGN-016", { triggers: [legion(choosing(aUnit, mightThisTurn(2)))] }), // Dangerous Duo: "[Legion] — When you play me, give a unit +2 Might this turn."
  real("OGN-092", { triggers: [whenPlayed(choosing(anEnemyUnitAtABattlefield, dealDamage(6)))] }), // Riptide Rex: "When you play me, deal 6 to an enemy unit at a battlefield."
  real("OGN-082", { triggers: [whenPlayed(choosing(aUnit, mightThisTurn(8)))] }), // Whiteflame Protector: "When you play me, give a unit +8 Might this turn."
  real("OGN-225", { triggers: [whenPlayed(choosing(anEnemyUnit, killIfStunnedElseStun()))] }), // Solari Chief: "When you play me, choose an enemy unit. If it is stunned, kill it. Otherwise, stun it."
  real("OGN-132", { triggers: [whenPlayed(choosing(anotherUnit, ready()))] }), // First Mate: "When you play me, ready another unit."
  real("OGN-188", { triggers: [whenPlayed(choosing(anotherUnitAtABattlefield, returnToHand()))] }), // Zaunite Bouncer: "When you play me, return another unit at a battlefield to its owner's hand."
  real("OGN-191", { triggers: [whenPlayed(choosing(aUnitAtABattlefield, moveToBase()))] }), // Maddened Marauder: [Tank]; "When you play me, move a unit from a battlefield to its base."
  // Play effects choosing nothing.
  real("OGN-116", { triggers: [whenPlayed(does(enemyUnitsMightToMinimum(3)))] }), // Thousand-Tailed Watcher: [Accelerate]; "When you play me, give enemy units -3 Might this turn, to a minimum of 1 Might."
  real("OGN-106", { triggers: [whenPlayed(does(spriteHere(card("OGN-274")!.id)))] }), // Sprite Mother: "When you play me, play a ready 3 Might Sprite unit token with [Temporary] here."
  real("OGN-274", { triggers: [temporary()] }), // Sprite (token): [Temporary] (816)
  // When I attack / defend (459).
  real("OGN-130", { triggers: [whenIAttack(choosing(anEnemyUnitHere, dealDamage(1)))] }), // Crackshot Corsair: "When I attack, deal 1 to an enemy unit here."
  real("OGN-238", { triggers: [whenIAttack(choosing(anEnemyUnitHere, stun()))] }), // Leona - Determined: [Shield]; "When I attack, stun an enemy unit here."
  real("OGN-076", { triggers: [whenIAttack(choosing(anEnemyUnitHere, damageEqualToMyMight()))] }), // Yasuo - Remorseful: "When I attack, deal damage equal to my Might to an enemy unit here."
  real("OGN-148", { triggers: [whenIAttack(does(damageEnemiesHere(3)))] }), // Anivia - Primal: "When I attack, deal 3 to all enemy units here."
  // 355.14: up to 5 enemy units here chosen as it goes on the chain (355.14.b–c), the 5 divided as it resolves (355.14.e).
  real("OGN-041", { triggers: [whenIAttack(choosingAnyNumber({ target: anEnemyUnitHere, max: 5, split: true }, splitDamage(5)))] }), // Volibear - Furious: [Deflect 2]; "When I attack, deal 5 damage split among any number of enemy units here."
  real("OGN-159", { triggers: [whenIAttack(does(killDamagedEnemiesHere()))] }), // Warwick - Hunter: "I enter ready. When I attack, kill all damaged enemy units here."
  real("OGN-131", { triggers: [whenIAttack(does(mightToMeIfReadyEnemyHere(2)))] }), // Dune Drake: "When I attack, give me +2 Might this turn if there is a ready enemy unit here."
  // Ahri - Inquisitive: "When I attack or defend, give an enemy unit here -2 Might this turn, to a minimum of 1 Might."
  real("OGN-119", { triggers: [whenIAttack(choosing(anEnemyUnitHere, mightThisTurnToMinimum(2))), whenIDefend(choosing(anEnemyUnitHere, mightThisTurnToMinimum(2)))] }),
  // When I conquer (383.4.c).
  real("OGN-039", { triggers: [whenIConquer(does(draw(1)))] }), // Kai'Sa - Survivor: [Accelerate]; "When I conquer, draw 1."
];
