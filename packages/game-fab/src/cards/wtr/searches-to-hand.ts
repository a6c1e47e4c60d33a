import { cardData, cardName, hasType, isAttackAction } from "../../cards";
import type { CardModule, Occasion } from "../../vocabulary/triggers";

/** CR 8.5.19: search the deck for a card that fits; nobody can verify a private deck, so the search may fail (8.5.19a, 1.9.1c). */
function search(o: Occasion, fits: (card: string) => boolean): void {
  const options = o.t.peek(o.seat).deck.filter((c) => fits(c.card)).map((c) => c.id);
  if (options.length > 0) return o.act!.choose("found", "put into your hand", options, true);
  o.t.shuffleDeck(o.seat);
}

/**
 * Sand Sketched Plan (WTR009): "Search your deck for a card, put it into your hand, discard a
 * random card, then shuffle your deck. If the discarded card has 6 or more {p}, gain 2 action
 * points." The card found is seen by its owner only.
 */
export const SAND_SKETCHED_PLAN: CardModule = {
  triggers: [],
  steps: {
    search: (o) => search(o, () => true),
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        t.put(seat, t.take(seat, "deck", choice), "hand");
        t.log(`${t.name(seat)} puts a card from their deck into their hand`, "8.5.19", [seat]);
      }
      const card = o.act!.discardAtRandom();
      t.shuffleDeck(seat);
      if (card !== null && (cardData(card.card).power ?? 0) >= 6) o.act!.run([{ kind: "gain-action-points", amount: 2 }]);
    },
  },
};

/**
 * Show Time! (WTR047): "When Show Time! enters the arena, search your deck for a Guardian attack
 * action card, reveal it, put it into your hand, then shuffle your deck."
 */
export const SHOW_TIME: CardModule = {
  triggers: [],
  steps: {
    search: (o) => search(o, (card) => isAttackAction(card) && hasType(card, "Guardian")),
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        const card = t.take(seat, "deck", choice);
        t.put(seat, card, "hand");
        t.log(`${t.name(seat)} puts a card from their deck into their hand`, "8.5.19");
        t.log(`${t.name(seat)} reveals ${cardName(card.card)}`, "8.5.17");
      }
      t.shuffleDeck(seat);
    },
  },
};
