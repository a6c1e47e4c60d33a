import { effect, enhance, type CardModules } from "../vocabulary/abilities";

/** Attacks with printed abilities (the keyword ones come from their keywords, I.3). */
export const attacks: CardModules = {
  // Crescent Finisher: Combo (Kick), I.3.3.
  "TST-007": { abilities: [enhance("E Combo: This attack gets +2 speed.", [effect.attackGets({ speed: 2 })], { combo: true })] },
};
