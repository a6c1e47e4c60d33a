import { atYourActionPhaseDestroyThis, whenThisEnters } from "../../vocabulary/printed";
import { cardData, cardName, isAttackAction } from "../../cards";
import { ofClass, searchDeck, type CardModule } from "../../vocabulary/triggers";

/**
 * Sand Sketched Plan (WTR009): "Search your deck for a card, put it into your hand, discard a
 * random card, then shuffle your deck. If the discarded card has 6 or more {p}, gain 2 action
 * points." The card found is seen by its owner only.
 */
export const SAND_SKETCHED_PLAN: CardModule = {
  triggers: [],
  steps: {
    search: (o) => searchDeck(o, () => true, "put into your hand"),
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
  triggers: [whenThisEnters([{ kind: "ability", step: "search" }]), atYourActionPhaseDestroyThis([{ kind: "draw", count: 1 }])],
  steps: {
    search: (o) => searchDeck(o, (card) => isAttackAction(card) && ofClass(o, card, "Guardian"), "put into your hand"),
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        const card = t.take(seat, "deck", choice);
        // CR 8.5.17: shown to everyone before it goes into the (private) hand.
        t.emit({ type: "reveal", obj: card.id, card: card.card });
        t.put(seat, card, "hand");
        t.log(`${t.name(seat)} puts a card from their deck into their hand`, "8.5.19");
        t.log(`${t.name(seat)} reveals ${cardName(card.card)}`, "8.5.17");
      }
      t.shuffleDeck(seat);
    },
  },
};
