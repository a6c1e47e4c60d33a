import { cost, effect, form, type CardModules } from "../vocabulary/abilities";

/** Form abilities (H.2.2): played by the active player when they could play a form. */
export const forms: CardModules = {
  // Focused Breath
  "TST-010": { abilities: [form("F Commit: Draw 1 card.", [effect.draw(1)], { costs: [cost.commit] })] },
  // Inner Flame: First (H.3.1.1.1).
  "TST-014": { abilities: [form("First F Commit: Your next attack this turn gets +1 damage.", [effect.nextAttackGets({ damage: 1 })], { costs: [cost.commit], first: true })] },
  // Second Wind
  "TST-016": { abilities: [form("F: Gain 2 vitality.", [effect.gainVitality(2)])] },
  // Patient Current
  "TST-111": { abilities: [form("F Commit: Draw 1 card.", [effect.draw(1)], { costs: [cost.commit] })] },
  // Healing Spring: [Once per turn] (H.3.2.2.1).
  "TST-113": { abilities: [form("F [Once per turn] Commit: Gain 1 vitality.", [effect.gainVitality(1)], { costs: [cost.commit], oncePerTurn: true })] },
  // Desperate Surge (its Desperation keyword sets its difficulty, I.3.4).
  "TST-116": { abilities: [form("F: Draw 2 cards.", [effect.draw(2)])] },
  // Siege Breaker: Deadlock (H.3.1.3).
  "TST-207": {
    abilities: [form("Deadlock F Destroy: Your opponent destroys 3 of their foundations.", [effect.opponentDestroysFoundations(3)], { costs: [cost.destroy], deadlock: true })],
  },
  // Second Look: E.3.3.
  "TST-208": { abilities: [form("F Commit: If your next control check this turn is below its difficulty, re-check it.", [effect.recheck()], { costs: [cost.commit] })] },
  // Reckless Gamble: cancel and destroy (H.3.3.4.1).
  "TST-210": {
    abilities: [
      form("F Commit: Draw 2 cards. Your opponent may discard 2 momentum to cancel this ability and destroy this card.", [effect.draw(2)], {
        costs: [cost.commit],
        cancel: { momentum: 2, destroy: true },
      }),
    ],
  },
};
