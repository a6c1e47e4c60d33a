import { whenThisHits } from "../../vocabulary/printed";
import type { CardModule } from "../../vocabulary/triggers";

/** Pursuit of Knowledge (ARC161): "If Pursuit of Knowledge hits, your hero gains +1{i} until end of turn." (CR 2.4.) */
export const PURSUIT_OF_KNOWLEDGE: CardModule = { triggers: [whenThisHits([{ kind: "intellect-this-turn", amount: 1 }])] };
