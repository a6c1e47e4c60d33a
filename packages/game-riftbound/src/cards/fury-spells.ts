import { aFriendlyUnit, aMightyEnemyUnit, anEnemyUnitAtABattlefield, choosing, dealDamage, draw, kill, mightThisTurn, type CardModule } from "../vocabulary";

export const FURY_SPELLS: readonly (readonly [string, CardModule])[] = [
  // Firebolt: "Action. Deal 2 to an enemy unit at a battlefield."
  ["t-fury-11", { spell: choosing(anEnemyUnitAtABattlefield, dealDamage(2)) }],
  // Battle Cry: "Reaction. Give a friendly unit +2 Might this turn."
  ["t-fury-12", { spell: choosing(aFriendlyUnit, mightThisTurn(2)) }],
  // Seeker Bolt: "Deal 3 to an enemy unit at a battlefield. Draw 1."
  ["t-fury-14", { spell: choosing(anEnemyUnitAtABattlefield, dealDamage(3), draw(1)) }],
  // Topple: "Reaction. Kill a Mighty enemy unit (5 or more Might)."
  ["t-fury-16", { spell: choosing(aMightyEnemyUnit, kill()) }],
];
