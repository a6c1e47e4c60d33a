import { reprise } from "../../vocabulary/printed";
import { cardData, cardName, isAttackReaction } from "../../cards";
import { searchDeck, type CardModule } from "../../vocabulary/triggers";

/**
 * Mugenshi: RELEASE (WTR083), combo: "If this hits, search your deck for any number of cards named
 * Lord of Wind, reveal them, put them into your hand, then shuffle your deck." "Any number" is one
 * card at a time until the player stops or none are left (CR 8.5.19; failing to find, 1.9.1c).
 */
export const MUGENSHI_RELEASE: CardModule = {
  triggers: [],
  steps: {
    search: (o) => searchDeck(o, (card) => cardData(card).name === "Lord of Wind", "reveal and put into your hand", "finds no Lord of Wind and shuffles their deck"),
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        const card = t.take(seat, "deck", choice);
        // CR 8.5.17: shown to everyone before it goes into the (private) hand.
        t.emit({ type: "reveal", obj: card.id, card: card.card });
        t.put(seat, card, "hand");
        t.log(`${t.name(seat)} reveals ${cardName(card.card)} and puts it into their hand`, "8.5.17");
        const name = cardData(card.card).name;
        const options = t.peek(seat).deck.filter((c) => cardData(c.card).name === name).map((c) => c.id);
        if (options.length > 0) return o.act!.choose("found", "reveal and put into your hand", options, true);
      }
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
    },
  },
};

/**
 * Singing Steelblade (WTR121), reprise: "search your deck for an attack reaction card, banish it
 * face up, then shuffle your deck. You may play it this chain link." The permission lives on the
 * active chain link.
 */
export const SINGING_STEELBLADE: CardModule = {
  triggers: [reprise([{ kind: "ability", step: "search" }])],
  steps: {
    search: (o) => searchDeck(o, isAttackReaction, "banish face up (you may play it this chain link)", "finds no attack reaction and shuffles their deck"),
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        const card = t.take(seat, "deck", choice);
        const banished = t.put(seat, card, "banished");
        const link = t.activeLinkToWrite();
        if (link !== null) link.mayPlayBanished = [...(link.mayPlayBanished ?? []), banished.id];
        t.log(`${t.name(seat)} banishes ${cardName(card.card)} face up; they may play it this chain link`, "8.5.1");
      }
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
    },
  },
};
