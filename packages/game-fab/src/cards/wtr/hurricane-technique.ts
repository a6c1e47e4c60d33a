import { cardName } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/** Hurricane Technique (WTR084), combo: "If this hits, return it to your hand" (CR 8.5.15; its chain link stays, last known information, 7.0.3c). */
export const HURRICANE_TECHNIQUE: CardModule = {
  triggers: [],
  steps: {
    return: (o) => {
      const { t, seat } = o;
      const link = t.chainLinks().find((l) => !l.gone && l.attack.card === o.source.card && l.attack.controller === seat && l.attack.weapon === undefined);
      if (link === undefined) return;
      link.gone = true;
      t.put(seat, link.attack, "hand");
      t.log(`${cardName(link.attack.card)} returns to ${t.name(seat)}'s hand`, "8.5.15");
    },
  },
};
