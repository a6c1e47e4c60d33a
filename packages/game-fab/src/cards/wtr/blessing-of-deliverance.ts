import { atYourActionPhaseDestroyThis, whenThisEnters } from "../../vocabulary/printed";
import { cardData, cardName } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

const costsThreeOrMore = (card: string): boolean => (cardData(card).cost ?? 0) >= 3;

/**
 * Blessing of Deliverance (WTR054–056), an aura: "When Blessing of Deliverance enters the arena,
 * if you have a card with cost 3 or greater in your pitch zone, draw a card. At the beginning of
 * your action phase, destroy Blessing of Deliverance then reveal the top N cards of your deck.
 * Gain 1{h} for each card with cost 3 or greater revealed this way." (N: 3, 2, 1.)
 */
export const blessingOfDeliverance = (n: number): CardModule => ({
  triggers: [whenThisEnters([{ kind: "ability", step: "enter" }]), atYourActionPhaseDestroyThis([{ kind: "ability", step: "reveal" }])],
  steps: {
    enter: (o) => {
      if (o.t.peek(o.seat).pitch.some((c) => costsThreeOrMore(c.card))) o.act!.run([{ kind: "draw", count: 1 }]);
    },
    reveal: (o) => {
      const { t, seat } = o;
      // CR 8.5.17: the cards become public, then private again where they are.
      const top = t.peek(seat).deck.slice(0, n);
      for (const c of top) t.emit({ type: "reveal", obj: c.id, card: c.card });
      if (top.length > 0) t.log(`${t.name(seat)} reveals ${top.map((c) => cardName(c.card)).join(", ")}`, "8.5.17");
      const gain = top.filter((c) => costsThreeOrMore(c.card)).length;
      if (gain > 0) o.act!.run([{ kind: "gain-life", amount: gain }]);
    },
  },
});
