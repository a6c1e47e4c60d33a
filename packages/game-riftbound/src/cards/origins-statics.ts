import { aUnitAtABattlefield, channelExhausted, choosing, dealDamage, does, draw, legion, readyMe, type CardModule } from "../vocabulary";
import { real } from "./real";

/**
 * Origins (OGN) and Proving Grounds (OGS) permanents with static abilities — continuous effects in
 * the layers (468–474) that `statics.ts` reads from the board; their other abilities here.
 */
export const ORIGINS_STATICS: readonly (readonly [string, CardModule])[] = [
  real("OGN-015"), // Captain Farron: "Other friendly units here have [Assault]."
  real("OGN-074"), // Taric - Protector: [Shield], [Tank]; "Other friendly units here have [Shield]."
  real("OGS-013"), // Garen - Commander: "Other friendly units have +1 Might here."
  real("OGN-243", { triggers: [legion(does(readyMe()))] }), // Darius - Executioner: "[Legion] — When you play me, ready me. Other friendly units have +1 Might here."
  real("OGN-151"), // Lee Sin - Centered: [Accelerate]; "Other buffed friendly units at my battlefield have +2 Might."
  real("OGN-240"), // Sett - Kingpin: [Tank]; "I get +1 Might for each buffed friendly unit at my battlefield."
  real("OGN-065"), // Wizened Elder: "While I'm buffed, I have an additional +1 Might."
  real("OGS-004"), // Master Yi - Meditative: "While you have 8+ runes, I have +4 Might."
  real("OGN-028"), // Draven - Showboat: "My Might is increased by your points."
  real("OGN-125"), // Bilgewater Bully: "While I'm buffed, I have [Ganking]."
  real("OGN-232"), // Fiora - Victorious: "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]."
  real("OGN-297"), // Windswept Hillock: "Units here have [Ganking]."
  // Discounts (356.4; discounts.ts).
  real("OGN-012"), // Noxus Hopeful: "[Legion] — I cost [2] less."
  real("OGN-084"), // Eager Apprentice: "While I'm at a battlefield, the Energy costs for spells you play is reduced by [1], to a minimum of [1]."
  real("OGN-140"), // Herald of Scales: "Your Dragons' Energy costs are reduced by [2], to a minimum of [1]."
  real("OGN-195"), // Rhasa the Sunderer: "I cost [1] less for each card in your trash."
  // Sky Splitter: "[Action] This spell's Energy cost is reduced by the highest Might among units you control. Deal 5 to a unit at a battlefield."
  real("OGN-014", { spell: choosing(aUnitAtABattlefield, dealDamage(5)) }),
  // Find Your Center: "[Action] If an opponent's score is within 3 points of the Victory Score, this costs [2] less. Draw 1 and channel 1 rune exhausted."
  real("OGN-047", { spell: does(draw(1), channelExhausted(1)) }),
];
