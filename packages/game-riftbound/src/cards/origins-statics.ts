import { does, legion, readyMe, type CardModule } from "../vocabulary";
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
];
