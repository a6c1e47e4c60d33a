import { cardName, isAttackAction, isNonAttackAction } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Nature's Path Pilgrimage (WTR147–149): "Your next weapon attack this turn gains +N{p} and 'If
 * this hits, if you have no cards in your arsenal, reveal the top card of your deck. If it's an
 * action card, put it face down into your arsenal.'" The bonus is data in cards.ts; the ability
 * the attack gains is this step (CR 8.5.17 reveal, 8.5.15 move).
 */
export const NATURES_PATH_PILGRIMAGE: CardModule = {
  triggers: [],
  steps: {
    "top-to-arsenal": ({ t, seat }) => {
      const p = t.player(seat);
      const top = p.deck[0];
      if (p.arsenal.length > 0 || top === undefined) return;
      t.emit({ type: "reveal", obj: top.id, card: top.card });
      t.log(`${t.name(seat)} reveals ${cardName(top.card)}`, "8.5.17");
      if (!isAttackAction(top.card) && !isNonAttackAction(top.card)) return;
      t.take(seat, "deck", top.id);
      t.put(seat, top, "arsenal");
      t.log(`${t.name(seat)} puts it face down into their arsenal`, "8.5.15");
    },
  },
};
