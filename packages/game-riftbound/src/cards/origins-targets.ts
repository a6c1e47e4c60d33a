import {
  aFriendlyUnit,
  aFriendlyUnitAtABattlefield,
  anEnemyUnit,
  anEnemyUnitAtABattlefield,
  aUnit,
  choosingTwo,
  dealDamage,
  itDealsItsMightToTheSecond,
  mightThisTurn,
  moveToBase,
  onEach,
  onSecond,
  ready,
  theyFight,
  type CardModule,
} from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) and Proving Grounds (OGS) spells choosing two units as they are played (355.11, 355.13). */
export const ORIGINS_TARGETS: readonly (readonly [string, CardModule])[] = [
  // Falling Star: "Deal 3 to a unit. Deal 3 to a unit." — two choices, which may be one unit twice.
  real("OGN-029", { spell: choosingTwo(aUnit, { target: aUnit }, dealDamage(3), onSecond(dealDamage(3))) }),
  // Singularity: "Deal 6 to each of up to two units."
  real("OGN-105", { spell: choosingTwo(aUnit, { target: aUnit, upTo: true, other: true }, onEach(dealDamage(6))) }),
  // Challenge: "Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other."
  real("OGN-128", { spell: choosingTwo(aFriendlyUnit, { target: anEnemyUnit }, theyFight()) }),
  // Back to Back: "Give two friendly units each +2 Might this turn."
  real("OGN-206", { spell: choosingTwo(aFriendlyUnit, { target: aFriendlyUnit, other: true }, onEach(mightThisTurn(2))) }),
  // Last Breath: "Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield."
  real("OGN-260", { spell: choosingTwo(aFriendlyUnit, { target: anEnemyUnitAtABattlefield }, ready(), itDealsItsMightToTheSecond()) }),
  // Gentlemen's Duel: "Give a friendly unit +3 Might this turn. Then choose an enemy unit. They deal damage equal to their Mights to each other."
  real("OGS-008", { spell: choosingTwo(aFriendlyUnit, { target: anEnemyUnit }, mightThisTurn(3), theyFight()) }),
  // Flash: "Move up to 2 friendly units to base."
  real("OGS-011", { spell: choosingTwo(aFriendlyUnitAtABattlefield, { target: aFriendlyUnitAtABattlefield, upTo: true, other: true }, onEach(moveToBase())) }),
];
