import { unitsAt } from "../values";
import { aUnit, keywordsThisTurn, aFriendlyUnit, buff, choosing, does, draw, exhaustTo, playRecruit, recruits, whenHeld, whenYouConquer, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) and Proving Grounds (OGS) legends (174), battlefields (383.4.c–d) and basic runes (163.2). */
export const ORIGINS_BOARD: readonly (readonly [string, CardModule])[] = [
  // The Recruit unit token (184.1), 1 Might, three printings: what Recruit effects play (`RECRUIT`).
  real("OGN-271"),
  real("OGN-272"),
  real("OGN-273"),
  // Legends.
  real("OGN-257", { activated: exhaustTo(1, "buff", choosing(aFriendlyUnit, buff())) }), // Lee Sin - Blind Monk: "[1], [E]: Buff a friendly unit."
  real("OGN-265", { activated: exhaustTo(1, "play a Recruit", does(playRecruit())) }), // Viktor - Herald of the Arcane: "[1], [E]: Play a 1 Might Recruit unit token."
  real("OGN-267", { activated: exhaustTo(0, "give [Ganking] this turn to", choosing(aUnit, keywordsThisTurn({ ganking: true }, "[Ganking]"))) }), // Miss Fortune - Bounty Hunter: "[E]: Give a unit [Ganking] this turn."
  real("OGS-019"), // Master Yi - Wuju Bladesman: "While a friendly unit defends alone, it gets +2 Might." (values.ts)
  // Garen - Might of Demacia: "When you conquer, if you have 4+ units at that battlefield, draw 2." (checked as it triggers)
  real("OGS-023", { triggers: [whenYouConquer(does(draw(2)), (c) => c.at !== undefined && unitsAt(c.s, c.at, c.seat).length >= 4)] }),
  // Battlefields.
  real("OGN-275", { triggers: [whenHeld(does(recruits(1)))] }), // Altar to Unity: "When you hold here, play a 1 Might Recruit unit token in your base."
  real("OGN-280", { triggers: [whenHeld(does(draw(1)))] }), // Grove of the God-Willow: "When you hold here, draw 1."
  real("OGN-276"), // Aspirant's Climb: "Increase the points needed to win the game by 1." (setup)
  real("OGN-294"), // Trifarian War Camp: "Units here have +1 Might." (values.ts)
  // Basic runes: exhaust for 1 Energy, recycle for 1 Power of the domain (163.2).
  real("OGN-007"), // Fury Rune
  real("OGN-042"), // Calm Rune
  real("OGN-089"), // Mind Rune
  real("OGN-126"), // Body Rune
  real("OGN-166"), // Chaos Rune
  real("OGN-214"), // Order Rune
];
