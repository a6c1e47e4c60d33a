import { attacksGet, cost, effect, enhance, type CardModules } from "../vocabulary/abilities";

/** The starting characters and an alternate version (D.2.2.3): their enhance and continuous abilities. */
export const characters: CardModules = {
  // Kaede Arashi
  "TST-001": {
    abilities: [enhance("E [Once per turn] Commit: Your attack gets +1 speed.", [effect.attackGets({ speed: 1 })], { costs: [cost.commit], attack: "yours", oncePerTurn: true })],
  },
  // Kaede Arashi ••: attached to the starting character, it lends this ability (D.2.2.3.4.1).
  "TST-019": { statics: [attacksGet("Your punch attacks get +1 speed.", { trait: "Punch" }, { speed: 1 })] },
  // Bram Holloway
  "TST-101": {
    abilities: [enhance("E [Once per turn] Commit: Your attack gets +1 damage.", [effect.attackGets({ damage: 1 })], { costs: [cost.commit], attack: "yours", oncePerTurn: true })],
  },
};
