import { cardData, cardName } from "../../cards";
import { whenThisHits } from "../../vocabulary/printed";
import { gainsGoAgain, searchDeck, type CardModule, type Occasion } from "../../vocabulary/triggers";

/** Moon Wish and Sun Kiss (Arcane Rising generics): each names the other. */

/** "If you have played a card named Moon Wish this turn" (the names Moon Wish leaves as it is played). */
const playedMoonWish = (o: Occasion): boolean => (o.t.peek(o.seat).namesPlayed ?? []).includes("Moon Wish");

/**
 * Moon Wish (ARC185–187): "You may put a card from your hand on top of your deck rather than pay Moon Wish's {r} cost (CR 5.4.4b).
 * If Moon Wish hits, search your deck for a card named Sun Kiss, reveal it, put it into your hand, then shuffle your deck."
 * As it is played it is remembered for Sun Kiss's "if you have played a card named Moon Wish this turn".
 */
export const MOON_WISH: CardModule = {
  alternativeCosts: [{ kind: "hand-to-top" }],
  triggers: [
    whenThisHits([{ kind: "ability", step: "search" }]),
    {
      on: "played",
      run: ({ t, seat }) => {
        const p = t.player(seat);
        p.namesPlayed = [...(p.namesPlayed ?? []), "Moon Wish"];
      },
    },
  ],
  steps: {
    // CR 8.5.19: nobody can verify a private deck, so the search may find nothing (8.5.19a).
    search: (o) => searchDeck(o, (card) => cardData(card).name === "Sun Kiss", "reveal and put into your hand", "finds no Sun Kiss and shuffles their deck"),
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        // CR 8.5.17: revealed to every player, then into the hand.
        const found = t.peek(seat).deck.find((c) => c.id === choice)!;
        t.events.push({ type: "reveal", obj: found.id, card: found.card });
        t.log(`${t.name(seat)} reveals ${cardName(found.card)}`, "8.5.17");
        t.put(seat, t.take(seat, "deck", found.id), "hand");
        t.log(`${t.name(seat)} puts it into their hand`, "8.5.19");
      }
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
    },
  },
};

/** Sun Kiss (ARC212–214): "Gain N{h}. If you have played a card named Moon Wish this turn, draw a card and Sun Kiss gains go again." (The life: cards.ts.) */
export const SUN_KISS: CardModule = {
  triggers: [
    {
      on: "resolved",
      when: playedMoonWish,
      run: (o) => {
        o.act!.run([{ kind: "draw", count: 1 }]);
        gainsGoAgain(o);
        o.t.log(`${cardName(o.source.card)} gains go again (a card named Moon Wish was played this turn)`, "8.3.5");
      },
    },
  ],
};
