import { buffThis, buffThisThenOthersThere, channelExhausted, deathknell, does, draw, legion, recruits, whenPlayed, type CardModule } from "../vocabulary";
import { real } from "./real";

/**
 * Origins (OGN) and Proving Grounds (OGS) units. Keywords the rules read (Tank, Shield, Assault,
 * Accelerate, Deflect, Ganking, "I enter ready", "while alone") are data (cards.ts); a unit with no
 * other text has an empty module, which says its behaviour is complete.
 */
export const ORIGINS_UNITS: readonly (readonly [string, CardModule])[] = [
  // Keywords only.
  real("OGN-001"), // Blazing Scorcher: [Accelerate] (805)
  real("OGN-010"), // Legion Rearguard: [Accelerate] (805)
  real("OGN-013"), // Pouty Poro: [Deflect] (809)
  real("OGN-052"), // Stalwart Poro: [Shield] (814)
  real("OGN-054"), // Sunlit Guardian: [Shield], [Tank] (814, 815)
  real("OGN-055"), // Wielder of Water: "While I'm attacking or defending alone, I have +2 Might." (364.3.a)
  real("OGN-210"), // Daring Poro: [Assault] (807)
  real("OGN-215"), // Petty Officer: [Assault] (807)
  real("OGS-005"), // Zephyr Sage: [Shield] (814)
  real("OGS-007"), // Garen - Rugged: [Assault 2], [Shield 2] (807, 814)
  real("OGS-009"), // Master Yi - Honed: [Ganking] (810); "I enter ready."
  real("OGS-016"), // Vanguard Attendant: "I enter ready."
  real("OGN-241"), // Shen - Kinkou: [Reaction] (813: played whenever its controller has priority or focus), [Shield 2], [Tank]
  // No printed text in the data (missing: text); played as vanilla units.
  real("OGN-049"), // Playful Phantom
  real("OGN-088"), // Mega-Mech
  real("OGN-142"), // Mountain Drake
  real("OGN-175"), // Shipyard Skulker
  real("OGN-219"), // Vanguard Sergeant
  // Play effects (383.4.a).
  real("OGN-087", { triggers: [whenPlayed(does(draw(1)))] }), // Lecturing Yordle: [Tank]; "When you play me, draw 1."
  real("OGN-137", { triggers: [whenPlayed(does(channelExhausted(1)))] }), // Stormclaw Ursine: [Tank]; "When you play me, channel 1 rune exhausted."
  real("OGN-211", { triggers: [whenPlayed(does(recruits(1, true)))] }), // Faithful Manufactor: "When you play me, play a 1 Might Recruit unit token here."
  real("OGN-223", { triggers: [whenPlayed(does(buffThisThenOthersThere()))] }), // Peak Guardian: "When you play me, buff me. Then, if I am at a battlefield, buff all other friendly units there."
  // Legion (812).
  real("OGN-217", { triggers: [legion(does(buffThis()))] }), // Trifarian Gloryseeker: "[Legion] — When you play me, buff me."
  real("OGN-218", { triggers: [legion(does(recruits(2, true)))] }), // Vanguard Captain: "[Legion] — When you play me, play two 1 Might Recruit unit tokens here."
  // Deathknell (808).
  real("OGN-075", { triggers: [deathknell(does(channelExhausted(2), draw(1)))] }), // Tasty Faefolk: [Accelerate]; "[Deathknell] — Channel 2 runes exhausted and draw 1."
  real("OGN-096", { triggers: [deathknell(does(draw(1)))] }), // Watchful Sentry: "[Deathknell] — Draw 1."
  real("OGN-216", { triggers: [deathknell(does(channelExhausted(1)))] }), // Soaring Scout: "[Deathknell] — Channel 1 rune exhausted."
  real("OGN-239", { triggers: [deathknell(does(recruits(3)))] }), // Machine Evangel: "[Deathknell] — Play three 1 Might Recruit unit tokens into your base."
];
