import { cardData } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Sand Sketched Plan (WTR009): "Search your deck for a card, put it into your hand, discard a
 * random card, then shuffle your deck. If the discarded card has 6 or more {p}, gain 2 action
 * points." The search is data (cards.ts); the rest follows the searched card's choice here.
 */
export const SAND_SKETCHED_PLAN: CardModule = {
  triggers: [
    {
      on: "search-resolved",
      run: (o) => {
        const card = o.act!.discardAtRandom();
        o.t.shuffleDeck(o.seat);
        if (card !== null && (cardData(card.card).power ?? 0) >= 6) o.act!.run([{ kind: "gain-action-points", amount: 2 }]);
      },
    },
  ],
};
