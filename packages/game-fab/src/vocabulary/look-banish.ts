import { cardName } from "../cards";
import type { Mutable } from "../work";
import type { PlayerState } from "../state";
import type { CardModule, Occasion } from "./triggers";

/**
 * "Look at the top card of your deck. If it's a …, you may banish it. If you do, you may play it …" (Kano, Unified Decree): the
 * steps `look` and `banish` of a card module. Only its player sees the card (CR 3.0.4: the deck is private, looking does not
 * reveal it); the question's text is public (the table's prompt), the card is named only in its player's option. Banished, the
 * card is a new object (CR 3.0.9) that `allow` lets its player play from the banished zone (CR 5.1.1a); `until` ends the log line.
 */
export function lookThenBanish(o: {
  readonly fits: (card: string) => boolean;
  readonly question: string;
  readonly allow: (p: Mutable<PlayerState>, banished: string) => void;
  readonly until: string;
  readonly rule: string;
}): NonNullable<CardModule["steps"]> {
  return {
    look: (occ: Occasion) => {
      const { t, seat } = occ;
      const top = t.peek(seat).deck[0];
      t.log(`${t.name(seat)} looks at the top card of their deck`, o.rule);
      if (top === undefined || !o.fits(top.card)) return;
      occ.act!.choose("banish", o.question, [top.id], true);
    },
    banish: (occ: Occasion, choice) => {
      const { t, seat } = occ;
      if (choice === null || choice === undefined) return t.log(`${t.name(seat)} leaves it on top of their deck`, "1.8.3");
      const card = t.take(seat, "deck", choice);
      const banished = t.put(seat, card, "banished");
      o.allow(t.player(seat), banished.id);
      t.log(`${t.name(seat)} banishes ${cardName(card.card)}; they may play it ${o.until}`, "8.5.1");
    },
  };
}
