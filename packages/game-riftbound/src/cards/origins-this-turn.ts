import { aUnit, choosing, does, draw, killDamagedUnitsThisTurn, killOnDamageOrNowWithLegion, opponentsCantPlayThisTurn, unitsEnterReadyThisTurn, whenPlayed, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) effects lasting the turn (ended in the Expiration Step, 317.2). */
export const ORIGINS_THIS_TURN: readonly (readonly [string, CardModule])[] = [
  real("OGN-221", { spell: does(killDamagedUnitsThisTurn()) }), // Imperial Decree: [Action]; "When any unit takes damage this turn, kill it."
  real("OGN-254", { spell: choosing(aUnit, killOnDamageOrNowWithLegion()) }), // Noxian Guillotine: [Action]; "Choose a unit. Kill it the next time it takes damage this turn. [Legion] — Kill it now instead."
  real("OGN-129", { spell: does(unitsEnterReadyThisTurn(), draw(1)) }), // Confront: [Action]; "Units you play this turn enter ready. Draw 1."
  real("OGN-026", { triggers: [whenPlayed(does(opponentsCantPlayThisTurn()))] }), // Brynhir Thundersong: "When you play me, opponents can't play cards this turn."
];
