import { cardName } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Crown of Dichotomy (ARC079): "Action – {r}, destroy Crown of Dichotomy: Put target Runeblade attack action card and target
 * Runeblade 'non-attack' action card from your graveyard on top of your deck in any order." The targets were declared as it was
 * activated (CR 5.1.4); one no longer in the graveyard is not moved, the other still is. Both go on top, then the player chooses
 * which ends on top (the order is theirs, CR 3.7).
 */
export const CROWN_OF_DICHOTOMY: CardModule = {
  triggers: [],
  steps: {
    crown: (o) => {
      const { t, seat } = o;
      const still = (o.targets ?? []).filter((id) => t.peek(seat).graveyard.some((c) => c.id === id));
      for (const id of still) {
        const card = t.put(seat, t.take(seat, "graveyard", id), "deck");
        t.log(`${t.name(seat)} puts ${cardName(card.card)} from their graveyard on top of their deck`, "8.5.15");
      }
      if (still.length === 2) o.act!.choose("order", "end on top of your deck", t.peek(seat).deck.slice(0, 2).map((c) => c.id), false);
    },
    // The chosen card ends on top: if it is second, the two change places.
    order: (o, choice) => {
      const { t, seat } = o;
      const second = t.peek(seat).deck[1];
      if (second === undefined || second.id !== choice) return;
      t.put(seat, t.take(seat, "deck", second.id), "deck");
      t.log(`${t.name(seat)} puts ${cardName(second.card)} on top`, "8.5.15");
    },
  },
};
