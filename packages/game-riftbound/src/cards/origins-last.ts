import { does, exhaustTo, nextSpellDealsBonusDamageThisTurn, scorePoints, whenIConquerAfterAnAttackWithExcess, type CardModule } from "../vocabulary";
import { real } from "./real";

/** The last Origins (OGN) cards: Delayed Abilities (390–392), excess combat damage (460.2.c.4). */
export const ORIGINS_LAST: readonly (readonly [string, CardModule])[] = [
  // Ravenborn Tome: "[E]: The next spell you play this turn deals 1 Bonus Damage." (391's own example: a Delayed Passive Ability, 712–715)
  real("OGN-032", { activated: exhaustTo(0, "the next spell you play this turn deals 1 Bonus Damage", does(nextSpellDealsBonusDamageThisTurn(1))) }),
  // Tryndamere - Barbarian: "When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you score 1 point." (460.2.c.4: damage beyond lethal)
  real("OGN-034", { triggers: [whenIConquerAfterAnAttackWithExcess(5, does(scorePoints(1)))] }),
];
