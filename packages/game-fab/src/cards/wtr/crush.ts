import type { MarkKind } from "../../cards";
import { crush } from "../../vocabulary/printed";
import type { CardModule } from "../../vocabulary/triggers";

/** Guardian attacks with crush (CR 8.4.2): "If this deals 4 or more damage to a hero, …". */

/** Crippling Crush (WTR043): "… they discard 2 random cards." */
export const CRIPPLING_CRUSH: CardModule = { triggers: [crush([{ kind: "opponent-discards-random", count: 2 }])] };

/** Disable (WTR048–050): "… put a card from their arsenal on the bottom of its owner's deck." */
export const DISABLE: CardModule = { triggers: [crush([{ kind: "opponent-arsenal-to-bottom" }])] };

/** A crush that marks the hero's next turn (`mark-opponent`). */
const marks = (mark: MarkKind): CardModule => ({ triggers: [crush([{ kind: "mark-opponent", mark }])] });
/** Spinal Crush (WTR044): "… action cards, activated abilities, and attacks they control lose and can't gain go again during their next action phase." */
export const SPINAL_CRUSH = marks("no-go-again");
/** Cranial Crush (WTR045): "… they can't draw cards during their next action phase." */
export const CRANIAL_CRUSH = marks("no-draw");
/** Cartilage Crush (WTR060–062): "… their first action during their next turn costs an additional {r}." */
export const CARTILAGE_CRUSH = marks("first-action-costs-1");
/** Crush Confidence (WTR063–065): "… they lose all hero card effects and activated abilities until the end of their next turn." */
export const CRUSH_CONFIDENCE = marks("no-hero-abilities");
/** Debilitate (WTR066–068): "… their first attack during their next turn has -2{p}." */
export const DEBILITATE = marks("first-attack-minus-2");
