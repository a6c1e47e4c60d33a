import { cardName, isNonAttackAction } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Kano, Dracai of Aether (ARC113) and Kano (ARC114): "Instant – {r}{r}{r}: Look at the top card of
 * your deck. If it's a 'non-attack' action card, you may banish it. If you do, you may play it this
 * turn as though it were an instant." Only Kano's player sees the card (CR 3.0.4: the deck is
 * private; looking does not reveal it).
 */
export const KANO: CardModule = {
  triggers: [],
  steps: {
    look: (o) => {
      const { t, seat } = o;
      const top = t.peek(seat).deck[0];
      t.log(`${t.name(seat)} looks at the top card of their deck`, "8.5.8");
      if (top === undefined || !isNonAttackAction(top.card)) return;
      // The question's text is public (the table's prompt); the card is named only in its player's option.
      o.act!.choose("banish", "banish from the top of the deck (playable this turn as though it were an instant)", [top.id], true);
    },
    // CR 5.1.1a: an effect lets the card be played from the banished zone; CR 8.1.6: at instant speed.
    banish: (o, choice) => {
      const { t, seat } = o;
      if (choice === null || choice === undefined) return t.log(`${t.name(seat)} leaves it on top of their deck`, "1.8.3");
      const card = t.take(seat, "deck", choice);
      const banished = t.put(seat, card, "banished");
      const p = t.player(seat);
      p.mayPlayBanished.push(banished.id);
      p.asInstant = [...(p.asInstant ?? []), banished.id];
      t.log(`${t.name(seat)} banishes ${cardName(card.card)}; they may play it this turn as though it were an instant`, "8.5.1");
    },
  },
};
