import { atYourActionPhaseDestroyThis } from "../../vocabulary/printed";
import { costAtLeast } from "../../vocabulary/costs";
import { defendingWeaponAttack, runNow, type CardModule } from "../../vocabulary/triggers";

/** Cards about defending: their own defense, their controller's defending cards, or what defending does. */

/** Unmovable (WTR212–214), a defense reaction: "If Unmovable is played from arsenal, it gains +1{d}." */
export const UNMOVABLE: CardModule = {
  triggers: [],
  defense: [{ when: (d) => d.fromArsenal, defense: 1, text: "+1 defense if played from arsenal" }],
};

/** Steelblade Shunt (WTR126–128), a defense reaction: "If Steelblade Shunt is defending a weapon attack, deal 1 damage to the attacking hero." */
export const STEELBLADE_SHUNT: CardModule = {
  triggers: [{ on: "resolved", when: defendingWeaponAttack, run: runNow([{ kind: "damage-attacker", amount: 1 }]) }],
};

/** Forged for War (WTR046), an aura: "Equipment you control gain +1{d}. At the beginning of your action phase, destroy Forged for War." */
export const FORGED_FOR_WAR: CardModule = {
  triggers: [atYourActionPhaseDestroyThis()],
  defenders: [{ when: (d) => d.gear !== undefined, defense: 1, text: "equipment you control gain +1 defense" }],
};

/**
 * Stonewall Confidence (WTR072–074), an aura: "Cards you control with cost 3 or greater gain +N{d}
 * while defending. At the beginning of your action phase, destroy Stonewall Confidence."
 */
export const stonewallConfidence = (n: number): CardModule => ({
  triggers: [atYourActionPhaseDestroyThis()],
  defenders: [{ when: (d) => costAtLeast(3)(d.card), defense: n, text: `cards you control with cost 3 or greater gain +${n} defense while defending` }],
});
