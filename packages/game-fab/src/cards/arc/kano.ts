import { isNonAttackAction } from "../../cards";
import { lookThenBanish } from "../../vocabulary/look-banish";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Kano, Dracai of Aether (ARC113) and Kano (ARC114): "Instant – {r}{r}{r}: Look at the top card of
 * your deck. If it's a 'non-attack' action card, you may banish it. If you do, you may play it this
 * turn as though it were an instant." Only Kano's player sees the card (CR 3.0.4: the deck is
 * private; looking does not reveal it).
 */
export const KANO: CardModule = {
  triggers: [],
  // CR 8.1.6: played at instant speed.
  steps: lookThenBanish({
    fits: isNonAttackAction,
    question: "banish from the top of the deck (playable this turn as though it were an instant)",
    allow: (p, banished) => {
      p.mayPlayBanished.push(banished);
      p.asInstant = [...(p.asInstant ?? []), banished];
    },
    until: "this turn as though it were an instant",
    rule: "8.5.8",
  }),
};
