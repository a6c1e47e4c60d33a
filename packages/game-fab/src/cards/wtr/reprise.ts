import { reprise } from "../../vocabulary/printed";
import type { CardModule } from "../../vocabulary/triggers";

/** Warrior attack reactions with reprise (CR 8.4.3); what they do regardless is data in cards.ts. */

/** Glint the Quicksilver (WTR118): "Reprise – … draw a card." */
export const GLINT_THE_QUICKSILVER: CardModule = { triggers: [reprise([{ kind: "draw", count: 1 }])] };

/** Overpower (WTR123–125): "Target weapon attack gains +N{p}. Reprise – … instead it gains +(N+2){p}": two more. */
export const OVERPOWER: CardModule = { triggers: [reprise([{ kind: "buff-attack", power: 2 }])] };

/** Ironsong Response (WTR132–134): "Reprise – … target weapon attack gains +N{p}." (N: 3, 2, 1.) */
export const ironsongResponse = (n: number): CardModule => ({ triggers: [reprise([{ kind: "buff-attack", power: n }])] });

/** Biting Blade (WTR135–137): "Reprise – … weapons you control gain +1{p} until end of turn." */
export const BITING_BLADE: CardModule = { triggers: [reprise([{ kind: "weapon-buff-turn", power: 1, dominate: false }])] };
