import { comboActive } from "../../rules/view";
import type { CardModule } from "../../vocabulary/triggers";

/** Ninja combo cards (CR 8.4.1) whose combo does more than add power, go again or dominate (those are data in cards.ts). */

/** Pounding Gale (WTR085): "If Open the Center was the last attack this combat chain, … if Pounding Gale would deal damage to a hero, instead it deals double that much damage." (CR 6.4.9) */
export const POUNDING_GALE: CardModule = {
  triggers: [],
  instead: { doubleDamage: comboActive },
};

/** Fluster Fist (WTR086–088): "If Open the Center was the last attack this combat chain, Fluster Fist gains +1{p} for each attack that has hit this combat chain." */
export const FLUSTER_FIST: CardModule = {
  triggers: [],
  attack: [{ when: comboActive, power: (s) => s.chain.filter((l) => l.hit).length, text: "+1 power for each attack that has hit this combat chain (combo)" }],
};
