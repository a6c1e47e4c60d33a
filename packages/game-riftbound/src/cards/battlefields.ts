import { channelExhausted, does, draw, whenConquered, whenHeld, type CardModule } from "../vocabulary";

/** 383.4.c–d: battlefields' conquer and hold effects. */
export const BATTLEFIELDS: readonly (readonly [string, CardModule])[] = [
  // Quiet Grove: "When you hold here, channel 1 rune exhausted."
  ["t-bf-grove", { triggers: [whenHeld(does(channelExhausted(1)))] }],
  // Old Forge: "When you conquer here, draw 1."
  ["t-bf-forge", { triggers: [whenConquered(does(draw(1)))] }],
  // Sunken Shrine: "When you hold here, draw 1."
  ["t-bf-shrine", { triggers: [whenHeld(does(draw(1)))] }],
  // River Delta: "When you conquer here, channel 1 rune exhausted."
  ["t-bf-delta", { triggers: [whenConquered(does(channelExhausted(1)))] }],
];
