import { attacksGet, type CardModules } from "../vocabulary/abilities";

/** Assets with continuous abilities (H.6, J.3.3) on their controller's attacks. */
export const assets: CardModules = {
  // Training Gi (Unique, E.2.6)
  "TST-015": { statics: [attacksGet("Your kick attacks get +1 speed.", { trait: "Kick" }, { speed: 1 })] },
  // Iron Bracers (Unique)
  "TST-114": { statics: [attacksGet("Your slam attacks get +1 damage.", { trait: "Slam" }, { damage: 1 })] },
  // Moonlit Courtyard (Terrain, E.2.5)
  "TST-202": { statics: [attacksGet("Your low attacks get +1 damage.", { zone: "low" }, { damage: 1 })] },
  // Rooftop Duel (Terrain)
  "TST-203": { statics: [attacksGet("Your high attacks get +1 speed.", { zone: "high" }, { speed: 1 })] },
};
