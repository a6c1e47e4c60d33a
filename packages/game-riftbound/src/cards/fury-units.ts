import { deathknell, does, draw, legion, whenPlayed, type CardModule } from "../vocabulary";

/** Fury units with abilities (the keyword-only ones are data in cards.ts). */
export const FURY_UNITS: readonly (readonly [string, CardModule])[] = [
  // Pyre Keeper: "When you play me, draw 1."
  ["t-fury-08", { triggers: [whenPlayed(does(draw(1)))] }],
  // Kiln Warden: "Deathknell — Draw 2."
  ["t-fury-10", { triggers: [deathknell(does(draw(2)))] }],
  // Pack Striker: "[Legion] — When you play me, draw 1."
  ["t-fury-18", { triggers: [legion(does(draw(1)))] }],
];
