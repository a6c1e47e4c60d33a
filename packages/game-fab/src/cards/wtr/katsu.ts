import { behaviourOf, cardData, cardName } from "../../cards";
import { heroIsActive, searchDeck, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Katsu, the Wanderer (WTR076) and Katsu (WTR077): "The first time an attack action card you
 * control hits each turn, you may discard a card with cost 0. If you do, search your deck for a
 * card with combo, banish it face up, then shuffle your deck. You may play it this turn."
 * (CR 6.6.1b: "the first time" is counted whether or not the ability could trigger.) The
 * triggered-layer runs the steps below; each question resumes the next step with its answer.
 */
export const KATSU: CardModule = {
  triggers: [
    {
      on: "first-attack-action-hit",
      when: heroIsActive,
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "discard" }], `${cardData(o.source.card).name}: discard a card with cost 0 to search for a combo card`),
    },
  ],
  steps: {
    // "You may discard a card with cost 0" (CR 1.8.7: a card without a cost has no cost of 0).
    discard: (o) => {
      const options = o.t.peek(o.seat).hand.filter((c) => cardData(c.card).cost === 0).map((c) => c.id);
      if (options.length > 0) o.act!.choose("discarded", "discard (then search your deck for a card with combo)", options, true);
    },
    // "If you do, search your deck for a card with combo" — failing to find is allowed (CR 8.5.19, 1.9.1c).
    discarded: (o, choice) => {
      const { t, seat } = o;
      if (choice === null || choice === undefined) return t.log(`${t.name(seat)} declines`, "1.8.3");
      o.act!.discard(t.peek(seat).hand.find((c) => c.id === choice)!);
      searchDeck(o, (card) => behaviourOf(card)?.combo !== undefined || cardData(card).keywords.includes("Combo"), "banish face up (you may play it this turn)");
    },
    // "Banish it face up, then shuffle your deck. You may play it this turn" (CR 5.1.1a).
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        const card = t.take(seat, "deck", choice);
        const banished = t.put(seat, card, "banished");
        t.player(seat).mayPlayBanished.push(banished.id);
        t.log(`${t.name(seat)} banishes ${cardName(card.card)} face up; they may play it this turn`, "8.5.1");
      }
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
    },
  },
};
