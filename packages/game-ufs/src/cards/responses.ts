import { cost, effect, response, type CardModules } from "../vocabulary/abilities";

/** Response abilities (H.2.3): played in a response window opened by a game event (H.1.6). */
export const responses: CardModules = {
  // Steady Guard
  "TST-012": { abilities: [response("R Commit: After you block, gain 1 vitality.", "after-you-block", [effect.gainVitality(1)], { costs: [cost.commit] })] },
  // Read the Opening
  "TST-017": { abilities: [response("R: After your attack is blocked, your next attack this turn gets +2 speed.", "after-your-attack-is-blocked", [effect.nextAttackGets({ speed: 2 })])] },
  // Tide Turner
  "TST-112": {
    abilities: [
      response("R Commit: After your attack deals damage, add the top card of your deck to your momentum.", "after-your-attack-deals-damage", [effect.momentumFromDeck(1)], {
        costs: [cost.commit],
      }),
    ],
  },
  // Quick Recovery
  "TST-204": { abilities: [response("R: After you are dealt damage, your next control check this turn gets +2.", "after-you-are-dealt-damage", [effect.checkBonus(2)])] },
};
