import {
  aUnit,
  aUnitAtABattlefield,
  channelOrDraw,
  choosing,
  damageAllAtBattlefields,
  dealDamage,
  does,
  draw,
  friendlyUnitsMightThisTurn,
  kill,
  mightThisTurn,
  recruits,
  stun,
  type CardModule,
} from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) and Proving Grounds (OGS) spells of one domain; [Action] and [Reaction] are data (806, 813). */
export const ORIGINS_SPELLS: readonly (readonly [string, CardModule])[] = [
  real("OGN-009", { spell: choosing(aUnitAtABattlefield, dealDamage(3)) }), // Hextech Ray: "[Action] Deal 3 to a unit at a battlefield."
  real("OGS-003", { spell: choosing(aUnitAtABattlefield, dealDamage(2)) }), // Incinerate: "[Action] Deal 2 to a unit at a battlefield."
  real("OGN-024", { spell: choosing(aUnitAtABattlefield, dealDamage(4), draw(1)) }), // Void Seeker: "[Action] Deal 4 to a unit at a battlefield. Draw 1."
  real("OGN-085", { spell: choosing(aUnitAtABattlefield, dealDamage(6)) }), // Falling Comet: "[Action] Deal 6 to a unit at a battlefield."
  real("OGN-229", { spell: choosing(aUnit, kill()) }), // Vengeance: "Kill a unit."
  real("OGS-012", { spell: choosing(aUnitAtABattlefield, kill()) }), // Blast of Power: "[Action] Kill a unit at a battlefield."
  real("OGN-050", { spell: choosing(aUnit, stun()) }), // Rune Prison: "[Action] Stun a unit."
  real("OGN-058", { spell: choosing(aUnit, mightThisTurn(2), draw(1)) }), // Discipline: "[Reaction] Give a unit +2 Might this turn. Draw 1."
  real("OGN-154", { spell: choosing(aUnit, mightThisTurn(7)) }), // Primal Strength: "[Action] Give a unit +7 Might this turn."
  real("OGN-114", { spell: does(draw(4)) }), // Progress Day: "Draw 4."
  real("OGN-134", { spell: does(channelOrDraw(1)) }), // Mobilize: "Channel 1 rune exhausted. If you can't, draw 1."
  real("OGN-138", { spell: does(channelOrDraw(2)) }), // Catalyst of Aeons: "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1."
  real("OGN-133", { spell: does(damageAllAtBattlefields(1)) }), // Flurry of Blades: "[Reaction] Deal 1 to all units at battlefields."
  real("OGN-233", { spell: does(friendlyUnitsMightThisTurn(5)) }), // Grand Strategem: "[Action] Give friendly units +5 Might this turn."
  real("OGS-015", { spell: does(recruits(4)) }), // Recruit the Vanguard: "[Action] Play four 1 Might Recruit unit tokens."
];
