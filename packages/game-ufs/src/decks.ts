/**
 * Two complete 60-card decks (A.2.1: the starting character counts; A.2.2: at most four copies
 * of a name), built from the original test cards of cards.ts. The starting character comes first.
 */
const repeat = (n: number, id: string): string[] => Array.from({ length: n }, () => id);

/** Kaede Arashi: fast punches and kicks (fire / order / air). */
export const KAEDE_DECK: readonly string[] = [
  "TST-001",
  ...repeat(4, "TST-002"), // Rising Palm
  ...repeat(4, "TST-003"), // Falling Heel
  ...repeat(4, "TST-004"), // Tempest Kick
  ...repeat(4, "TST-005"), // Ember Jab
  ...repeat(4, "TST-006"), // Spiral Strike
  ...repeat(3, "TST-007"), // Crescent Finisher
  ...repeat(3, "TST-008"), // Counter Palm
  ...repeat(4, "TST-009"), // Dojo Discipline
  ...repeat(4, "TST-010"), // Focused Breath
  ...repeat(4, "TST-011"), // Burning Resolve
  ...repeat(1, "TST-205"), // Fading Stance (Flip)
  ...repeat(1, "TST-210"), // Reckless Gamble (cancel and destroy)
  ...repeat(2, "TST-020"), // Gale Uppercut
  ...repeat(3, "TST-013"), // Rushing Wind
  ...repeat(1, "TST-212"), // Crowded Ring (X defined, H.4.4.1)
  ...repeat(3, "TST-014"), // Inner Flame
  ...repeat(2, "TST-015"), // Training Gi
  ...repeat(2, "TST-019"), // Kaede Arashi •• (attaches to the starting character, D.2.2.3.4)
  ...repeat(2, "TST-017"), // Read the Opening
  ...repeat(2, "TST-018"), // Flurry of Blows
  ...repeat(1, "TST-203"), // Rooftop Duel
  ...repeat(1, "TST-204"), // Quick Recovery
];

/** Bram Holloway: throws, slams and guards (earth / water / life). */
export const BRAM_DECK: readonly string[] = [
  "TST-101",
  ...repeat(4, "TST-102"), // Boulder Toss
  ...repeat(4, "TST-103"), // Shoulder Check
  ...repeat(4, "TST-104"), // Tidal Sweep
  ...repeat(4, "TST-105"), // Grappling Hold
  ...repeat(4, "TST-106"), // Undertow Hook
  ...repeat(4, "TST-107"), // Riverstone Jab
  ...repeat(3, "TST-108"), // Rolling Counter
  ...repeat(4, "TST-109"), // Stone Wall
  ...repeat(4, "TST-110"), // Deep Roots
  ...repeat(3, "TST-111"), // Patient Current
  ...repeat(1, "TST-207"), // Siege Breaker (Deadlock)
  ...repeat(3, "TST-112"), // Tide Turner
  ...repeat(1, "TST-208"), // Second Look (re-check)
  ...repeat(3, "TST-113"), // Healing Spring
  ...repeat(1, "TST-209"), // Overwhelming Press (cancel)
  ...repeat(2, "TST-114"), // Iron Bracers
  ...repeat(2, "TST-115"), // Brace for Impact
  ...repeat(2, "TST-116"), // Desperate Surge
  ...repeat(2, "TST-117"), // Holloway Homestead
  ...repeat(1, "TST-206"), // Vanishing Feint (flips an attack)
  ...repeat(1, "TST-211"), // Calculated Risk (X chosen, H.4.4.2)
  ...repeat(1, "TST-202"), // Moonlit Courtyard
  ...repeat(1, "TST-204"), // Quick Recovery
];

export const SAMPLE_DECKS: Readonly<Record<string, readonly string[]>> = {
  kaede: KAEDE_DECK,
  bram: BRAM_DECK,
};
