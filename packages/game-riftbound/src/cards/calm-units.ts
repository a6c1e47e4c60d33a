import { does, draw, playRecruit, temporary, whenPlayed, type CardModule } from "../vocabulary";

/** Calm units with abilities (the keyword-only ones are data in cards.ts). */
export const CALM_UNITS: readonly (readonly [string, CardModule])[] = [
  // Mist Walker: "When you play me, play a 1 Might Recruit unit token to your base."
  ["t-calm-04", { triggers: [whenPlayed(does(playRecruit()))] }],
  // Current Monk: "When you play me, draw 1."
  ["t-calm-07", { triggers: [whenPlayed(does(draw(1)))] }],
  // Tide Spirit: "Temporary."
  ["t-calm-14", { triggers: [temporary()] }],
];
