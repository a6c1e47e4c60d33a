import { aFriendlyUnit, aFriendlyUnitInBase, aBattlefield, anEnemyUnit, anEnemyUnitAtABattlefield, aPlace, buff, choosingTwo, moveSecondToFirst, moveToSecond, ready, stun, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) spells that move units (444: a move by an effect names its destinations, 444.1; nothing is exhausted). */
export const ORIGINS_MOVES: readonly (readonly [string, CardModule])[] = [
  real("OGN-043", { spell: choosingTwo(anEnemyUnit, { target: aPlace, elsewhere: true }, moveToSecond()) }), // Charm: "Move an enemy unit."
  real("OGN-173", { spell: choosingTwo(aFriendlyUnit, { target: aPlace, elsewhere: true }, moveToSecond(), ready()) }), // Ride the Wind: [Action]; "Move a friendly unit and ready it."
  // Showstopper: "Buff a friendly unit in your base, then move it to a battlefield."
  real("OGN-270", { spell: choosingTwo(aFriendlyUnitInBase, { target: aBattlefield }, buff(), moveToSecond()) }),
  // Zenith Blade: [Action]; "Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's battlefield."
  real("OGN-262", { spell: choosingTwo(anEnemyUnitAtABattlefield, { target: aFriendlyUnit, upTo: true, elsewhere: true }, stun(), moveSecondToFirst()) }),
];
