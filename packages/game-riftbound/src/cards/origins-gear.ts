import { does, whenPlayed, damageAllAtBattlefields, friendlyUnitsMightThisTurn, type CardModule } from "../vocabulary";
import { real } from "./real";

/**
 * Origins (OGN) and Proving Grounds (OGS) cards of this slice: gear and a legend that Add to the
 * Rune Pool (429), and cards of two domains whose [C] is Power of any domain (135.2.e.6.b).
 */
export const ORIGINS_GEAR: readonly (readonly [string, CardModule])[] = [
  // The Seals: "[E]: [Reaction] — [Add] [C]." (1 Power of the Seal's domain)
  real("OGN-040", { adds: { power: "fury" } }), // Seal of Rage
  real("OGN-081", { adds: { power: "calm" } }), // Seal of Focus
  real("OGN-120", { adds: { power: "mind" } }), // Seal of Insight
  real("OGN-163", { adds: { power: "body" } }), // Seal of Strength
  real("OGN-204", { adds: { power: "chaos" } }), // Seal of Discord
  real("OGN-245", { adds: { power: "order" } }), // Seal of Unity
  real("OGN-098", { adds: { energy: 1 } }), // Energy Conduit: "[E]: [Reaction] — [Add] [1]."
  real("OGN-253", { adds: { energy: 1, legion: true } }), // Darius - Hand of Noxus (legend): "[E]: [Reaction], [Legion] — [Add] [1]."
  // Two domains: their Power is of any domain (135.2.e.6.b).
  real("OGS-024", { spell: does(friendlyUnitsMightThisTurn(2)) }), // Decisive Strike (body, order): "[Action] Give friendly units +2 Might this turn."
  real("OGS-018", { triggers: [whenPlayed(does(damageAllAtBattlefields(3)))] }), // Tibbers (fury, chaos): "When you play me, deal 3 to all units at battlefields."
];
