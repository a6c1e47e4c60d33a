import { aBattlefield, anEnemyUnit, aPlace, buffFriendlyUnits, choosing, choosingTwo, does, eachFriendlyUnitMaySpendItsBuffToReady, itFightsAnotherEnemyThere, moveToSecond, payAnyPowerToDamageEnemiesThere, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) spells that ask their player something more as they resolve (355.10: not targets). */
export const ORIGINS_AS_IT_RESOLVES: readonly (readonly [string, CardModule])[] = [
  // Bullet Time: [Action]; "Pay any amount of [A] to deal that much damage to all enemy units at a battlefield."
  real("OGN-268", { spell: choosing(aBattlefield, payAnyPowerToDamageEnemiesThere()) }),
  // Dragon's Rage: "Move an enemy unit. Then do this: Choose another enemy unit at its destination. They deal damage equal to their Mights to each other."
  real("OGN-258", { spell: choosingTwo(anEnemyUnit, { target: aPlace, elsewhere: true }, moveToSecond(), itFightsAnotherEnemyThere()) }),
  // Overt Operation: [Action]; "For each friendly unit, you may spend its buff to ready it. Then buff all friendly units."
  real("OGN-153", { spell: does(eachFriendlyUnitMaySpendItsBuffToReady(), buffFriendlyUnits()) }),
];
