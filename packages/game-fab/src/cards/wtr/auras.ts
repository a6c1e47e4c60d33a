import { atYourActionPhaseDestroyThis } from "../../vocabulary/printed";
import type { CardModule } from "../../vocabulary/triggers";

/** Guardian auras whose only ability is "At the beginning of your action phase, destroy this, then …" (CR 4.3.1). */

/** Emerging Power (WTR069–071): "… the next Guardian attack action card you play this turn gains +N{p}." (N: 3, 2, 1.) */
export const emergingPower = (n: number): CardModule => ({
  triggers: [atYourActionPhaseDestroyThis([{ kind: "next-attack", bonus: { filter: "guardian-attack-action", power: n } }])],
});

/** Seismic Surge (WTR075), a token: "… the next Guardian attack action card you play this turn costs {r} less to play." */
export const SEISMIC_SURGE: CardModule = {
  triggers: [atYourActionPhaseDestroyThis([{ kind: "cost-reduction", filter: "guardian-attack-action", amount: 1 }])],
};
