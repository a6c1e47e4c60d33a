import type { Seat } from "@tablecast/engine";
import { cardData } from "../../cards";
import { becomeCopy, printedHero } from "../../rules/copy";
import { other } from "../../state";
import { declareModes, heroIsActive, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/** The words of the target question (a decision reads "Choose Kano to …"). */
const TO_COPY = "copy: Shiyana becomes a copy of that hero until the start of your next turn";

/**
 * Shiyana, Diamond Gemini (CRU097): "You may have specialization cards of any hero in your deck. At the beginning of your action
 * phase, Shiyana becomes a copy of target hero until the start of your next turn, and gains "Cards you own are the class of your
 * hero in addition to their other class types.""
 *
 * The first sentence is a meta-static ability (CR 5.4.3), read by the deck rules (formats.ts `allowsAnySpecialization`). The
 * second is a triggered ability (CR 4.3.1, 6.6): its target, either hero (CR 1.8.5), is declared as the triggered-layer is added
 * to the stack (CR 6.6.6a), before the turn-player gets priority. As it resolves the hero becomes a copy of the targeted hero's
 * printed card (CR 8.5.25, 8.5.25a; rules/copy.ts), its life total recalculated (CR 2.5.3c); the copy ends as her next turn
 * starts (CR 4.2.2, rules/turn.ts), and its class ability is `isClass` (rules/view.ts).
 */
export const SHIYANA: CardModule = {
  triggers: [{ on: "action-phase", when: heroIsActive, run: (o) => declareModes(o, "target") }],
  steps: {
    target: (o) => o.act!.choose("targeted", TO_COPY, [o.seat, other(o.seat)].map((seat) => o.t.peek(seat).hero.id), false),
    targeted: (o, choice) => {
      const seat = heroSeat(o.t.s.players, choice);
      if (seat === null) return;
      const name = `${o.t.peek(seat).name} (${cardData(o.t.peek(seat).hero.card).name})`;
      triggerLayer(o, [{ kind: "ability", step: "copy", card: o.source.card, targets: [choice!] }], `${cardData(o.source.card).name}: become a copy of ${name} until the start of your next turn`);
    },
    copy: (o) => {
      const seat = heroSeat(o.t.s.players, o.targets?.[0]);
      // CR 1.8.5: the target is gone — nothing to copy (heroes stay, so this does not happen in a two-player game).
      if (seat === null) return;
      becomeCopy(o.t, o.seat, printedHero(o.t.peek(seat)), o.source.card, { ownCardsHeroClass: true });
    },
  },
};

function heroSeat(players: readonly { readonly hero: { readonly id: string } }[], id: string | null | undefined): Seat | null {
  const seat = players.findIndex((p) => p.hero.id === id);
  return seat < 0 ? null : (seat as Seat);
}
