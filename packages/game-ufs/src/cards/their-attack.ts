import { cost, effect, enhance, type CardModules } from "../vocabulary/abilities";

/** Enhances on the opponent's attack (H.3.2.2.6 "your opponent's attack"). */
export const theirAttack: CardModules = {
  // Rushing Wind
  "TST-013": { abilities: [enhance("E Commit: Your opponent's attack gets -1 speed.", [effect.attackGets({ speed: -1 })], { costs: [cost.commit], attack: "opponents" })] },
  // Deep Roots
  "TST-110": { abilities: [enhance("E Commit: Your opponent's attack gets -1 damage.", [effect.attackGets({ damage: -1 })], { costs: [cost.commit], attack: "opponents" })] },
  // Brace for Impact: an action played from hand (H.2.1.3).
  "TST-115": { abilities: [enhance("E: Your opponent's attack gets -2 speed.", [effect.attackGets({ speed: -2 })], { attack: "opponents" })] },
  // Fading Stance: Flip (H.4.1.4).
  "TST-205": { abilities: [enhance("E Flip: Your opponent's attack gets -2 speed.", [effect.attackGets({ speed: -2 })], { costs: [cost.flip], attack: "opponents" })] },
  // Vanishing Feint: K.4.2, a flipped attack is dropped (G.5.2).
  "TST-206": { abilities: [enhance("E (+2): Flip your opponent's attack.", [effect.flipOpponentsAttack()], { costs: [cost.check(2)], attack: "opponents" })] },
};
