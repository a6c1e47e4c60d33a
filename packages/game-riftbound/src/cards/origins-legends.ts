import { aFriendlyUnit, aPlace, choosingTwo, does, exhaustTo, mightThisTurnToMinimum, moveToSecond, whenAnEnemyAttacksYourBattlefield, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) and Proving Grounds (OGS) legends, Add abilities that pay only spells (429; rules/costs.ts keeps them apart in the pool), Bonus Damage (712). */
export const ORIGINS_LEGENDS: readonly (readonly [string, CardModule])[] = [
  // Kai'Sa - Daughter of the Void (legend): "[E]: [Reaction] — [Add] [A]. Use only to play spells."
  real("OGN-247", { adds: { anyPower: 1, spellsOnly: true } }),
  // Lux - Crownguard: "[E]: [Reaction] — [Add] [2]. Use only to play spells."
  real("OGS-014", { adds: { energy: 2, spellsOnly: true } }),
  // Ahri - Nine-Tailed Fox (legend): "When an enemy unit attacks a battlefield you control, give it -1 Might this turn, to a minimum of 1 Might."
  real("OGN-255", { triggers: [whenAnEnemyAttacksYourBattlefield(does(mightThisTurnToMinimum(1)))] }),
  // Bonus Damage (712–715; work.ts dealDamage, values.ts).
  real("OGS-001"), // Annie - Fiery: "Your spells and abilities deal 1 Bonus Damage."
  real("OGN-296"), // Void Gate: "Spells and abilities deal 1 Bonus Damage to units here."
  // Yasuo - Unforgiven (legend): "[2], [E]: Move a friendly unit to or from its base." (444.1: to a battlefield from base, or back)
  real("OGN-259", { activated: exhaustTo(2, "move", choosingTwo(aFriendlyUnit, { target: aPlace, elsewhere: true, toOrFromBase: true }, moveToSecond())) }),
];
