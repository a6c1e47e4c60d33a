import { cost, effect, enhance, type CardModules } from "../vocabulary/abilities";

/** Enhances on the player's own attack (H.3.2.2.4, K.3.4.1 "your attack"). */
export const yourAttack: CardModules = {
  // Dojo Discipline
  "TST-009": { abilities: [enhance("E Commit: Your attack gets +1 speed.", [effect.attackGets({ speed: 1 })], { costs: [cost.commit], attack: "yours" })] },
  // Burning Resolve
  "TST-011": {
    abilities: [enhance("E Commit: Your punch attack gets +1 damage.", [effect.attackGets({ damage: 1 })], { costs: [cost.commit], attack: "yours", filter: { trait: "Punch" } })],
  },
  // Holloway Homestead: a control check among the costs (H.4.2).
  "TST-117": { abilities: [enhance("E Commit, (+3): Your attack gets +2 speed.", [effect.attackGets({ speed: 2 })], { costs: [cost.commit, cost.check(3)], attack: "yours" })] },
  // Overwhelming Press: the opponent may cancel it (H.3.3.4).
  "TST-209": {
    abilities: [
      enhance("E Commit: Your attack gets +3 damage. Your opponent may discard 1 momentum to cancel this ability.", [effect.attackGets({ damage: 3 })], {
        costs: [cost.commit],
        attack: "yours",
        cancel: { momentum: 1, destroy: false },
      }),
    ],
  },
  // Calculated Risk: X chosen on announcement (H.4.4.2).
  "TST-211": {
    abilities: [enhance("E Commit, (+X): Your attack gets +X damage.", [effect.attackGets({ damage: 1 }, true)], { costs: [cost.commit, cost.check("X")], attack: "yours", x: "choose" })],
  },
  // Crowded Ring: X defined by the text (H.4.4.1).
  "TST-212": {
    abilities: [
      enhance("E Commit, (+X): Your attack gets +2 speed. X is the number of cards in your card pool.", [effect.attackGets({ speed: 2 })], {
        costs: [cost.commit, cost.check("X")],
        attack: "yours",
        x: "pool",
      }),
    ],
  },
};
