import { discard, does, mightThisTurn, recruits, scorePoints, whenAUnitMovesFromHere, whenIMove, aFriendlyUnit, aFriendlyUnitInBase, aBattlefield, anEnemyUnit, anEnemyUnitAtABattlefield, aPlace, buff, choosingTwo, moveSecondToFirst, moveToSecond, ready, stun, type CardModule } from "../vocabulary";
import { real } from "./real";

/**
 * Origins (OGN) spells that move units (444: a move by an effect names its destinations, 444.1; nothing
 * is exhausted), and abilities of moves (441; rules/movement.ts `moved`).
 */
export const ORIGINS_MOVES: readonly (readonly [string, CardModule])[] = [
  real("OGN-043", { spell: choosingTwo(anEnemyUnit, { target: aPlace, elsewhere: true }, moveToSecond()) }), // Charm: "Move an enemy unit."
  real("OGN-173", { spell: choosingTwo(aFriendlyUnit, { target: aPlace, elsewhere: true }, moveToSecond(), ready()) }), // Ride the Wind: [Action]; "Move a friendly unit and ready it."
  // Showstopper: "Buff a friendly unit in your base, then move it to a battlefield."
  real("OGN-270", { spell: choosingTwo(aFriendlyUnitInBase, { target: aBattlefield }, buff(), moveToSecond()) }),
  // Zenith Blade: [Action]; "Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's battlefield."
  real("OGN-262", { spell: choosingTwo(anEnemyUnitAtABattlefield, { target: aFriendlyUnit, upTo: true, elsewhere: true }, stun(), moveSecondToFirst()) }),
  // When a unit moves.
  real("OGN-222", { triggers: [whenIMove(" to a battlefield", does(recruits(1, true)), (me) => me.location !== "base")] }), // Noxian Drummer: "When I move to a battlefield, play a 1 Might Recruit unit token here."
  real("OGN-185", { triggers: [whenIMove("", does(discard(1, 1)))] }), // Traveling Merchant: "When I move, discard 1, then draw 1."
  real("OGN-277", { triggers: [whenAUnitMovesFromHere(does(mightThisTurn(1)))] }), // Back-Alley Bar: "When a unit moves from here, give it +1 Might this turn."
  // Yasuo - Windrider: [Ganking]; "The third time I move in a turn, you score 1 point."
  real("OGN-205", { triggers: [{ ...whenIMove(" (the third time this turn)", does(scorePoints(1)), (me) => me.movesThisTurn === 3), name: "third-move" }] }),
  real("OGN-189"), // Kayn - Unleashed: [Ganking]; "If I have moved twice this turn, I don't take damage." (work.ts setDamage)
];
