import { cardData } from "../../cards";
import { heroIsActive, inOwnActionPhase, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Rhinar, Reckless Rampage (WTR001) and Rhinar (WTR002): "Whenever you discard a card with 6 or
 * more {p} during your action phase, intimidate." (CR 8.5.10)
 */
export const RHINAR: CardModule = {
  triggers: [
    {
      on: "discard-six",
      when: (o) => heroIsActive(o) && inOwnActionPhase(o),
      run: (o) => triggerLayer(o, [{ kind: "intimidate" }], `${cardData(o.source.card).name}: intimidate`),
    },
  ],
};
