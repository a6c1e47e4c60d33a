import { whenThisAttacks, whenThisHits } from "../../vocabulary/printed";
import type { CardModule } from "../../vocabulary/triggers";

/** Pack Hunt (WTR023–025), Smash Instinct (WTR026–028): "When this attacks, intimidate." (CR 8.5.10.) */
export const WHEN_THIS_ATTACKS_INTIMIDATE: CardModule = { triggers: [whenThisAttacks([{ kind: "intimidate" }])] };

/** Snatch (WTR167–169): "When this hits, draw a card." */
export const SNATCH: CardModule = { triggers: [whenThisHits([{ kind: "draw", count: 1 }])] };
