import { cardName, hasType, isNonAttackAction } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Sonic Boom (ARC119): "Deal 3 arcane damage to target opposing hero. If Sonic Boom deals damage, look at the top card of your
 * deck. If it's a Wizard 'non-attack' action card, you may banish it. If you do, you may play it this turn as though it were an
 * instant and it costs X resource points less to play, where X is the damage dealt by Sonic Boom." Only its player sees the card
 * looked at (CR 3.0.4); it may be played from the banished zone (CR 5.1.1a) at instant speed (CR 8.1.6), X less (CR 5.1.6a).
 */
export const SONIC_BOOM: CardModule = {
  triggers: [],
  steps: {
    boom: (o) => {
      const { t, seat } = o;
      if (o.count! === 0) return;
      const top = t.peek(seat).deck[0];
      t.log(`${t.name(seat)} looks at the top card of their deck`, "8.5.8");
      if (top === undefined || !hasType(top.card, "Wizard") || !isNonAttackAction(top.card)) return;
      // The prompt is public; the card is named only in its player's option.
      o.act!.choose("banish", `banish from the top of the deck (playable this turn as though it were an instant, costing ${o.count!} less)`, [top.id], true, o.count!);
    },
    banish: (o, choice) => {
      const { t, seat } = o;
      if (choice === null || choice === undefined) return t.log(`${t.name(seat)} leaves it on top of their deck`, "1.8.3");
      const card = t.peek(seat).deck.find((c) => c.id === choice)!;
      const banished = o.act!.banishFromDeck(card);
      const p = t.player(seat);
      p.mayPlayBanished.push(banished.id);
      p.asInstant = [...(p.asInstant ?? []), banished.id];
      p.banishedCostsLess = [...(p.banishedCostsLess ?? []), { obj: banished.id, amount: o.count! }];
      t.log(`${t.name(seat)} banishes ${cardName(card.card)}; they may play it this turn as though it were an instant, for ${o.count!} less`, "8.5.1");
    },
  },
};
