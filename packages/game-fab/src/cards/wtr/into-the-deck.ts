import { reprise } from "../../vocabulary/printed";
import { cardData, cardName, isAttackAction, isNonAttackAction } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Stroke of Foresight (WTR138–140), reprise: "draw a card, then put a card from your hand on the
 * top or bottom of your deck." One decision names the card and where it goes (`<obj>/top|bottom`);
 * the move is private (CR 3.0.4).
 */
export const STROKE_OF_FORESIGHT: CardModule = {
  triggers: [reprise([{ kind: "draw", count: 1 }, { kind: "ability", step: "top-or-bottom" }])],
  steps: {
    "top-or-bottom": (o) => {
      const options = o.t.peek(o.seat).hand.flatMap((c) => [`${c.id}/top`, `${c.id}/bottom`]);
      if (options.length > 0) o.act!.choose("placed", "put on your deck", options, false);
    },
    placed: (o, choice) => {
      const { t, seat } = o;
      const [id, place] = choice!.split("/") as [string, "top" | "bottom"];
      t.put(seat, t.take(seat, "hand", id), "deck", { bottom: place === "bottom" });
      t.log(`${t.name(seat)} puts a card from hand on the ${place} of their deck`, "8.5.15");
    },
  },
};

/**
 * Hope Merchant's Hood (WTR151): "Instant – Destroy Hope Merchant's Hood: Shuffle any number of
 * cards from your hand into your deck, then draw that many cards." One card at a time until the
 * player stops (`count`: the cards moved so far); "any number" includes none.
 */
export const HOPE_MERCHANTS_HOOD: CardModule = {
  triggers: [],
  steps: {
    "shuffle-in": (o) => {
      const options = o.t.peek(o.seat).hand.map((c) => c.id);
      if (options.length > 0) o.act!.choose("picked", "shuffle into your deck (then draw as many)", options, true, 0);
    },
    picked: (o, choice) => {
      const { t, seat } = o;
      const moved = o.count ?? 0;
      if (choice !== null && choice !== undefined) {
        t.put(seat, t.take(seat, "hand", choice), "deck");
        const options = t.peek(seat).hand.map((c) => c.id);
        if (options.length > 0) return o.act!.choose("picked", "shuffle into your deck (then draw as many)", options, true, moved + 1);
      }
      const count = moved + (choice === null || choice === undefined ? 0 : 1);
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles ${count} card${count === 1 ? "" : "s"} from hand into their deck`, "8.5.20");
      o.act!.run([{ kind: "draw", count }]);
    },
  },
};

/** Card types "action" (Remembrance's search). */
const isActionCard = (id: string): boolean => isAttackAction(id) || isNonAttackAction(id);

/**
 * Remembrance (WTR163): "Shuffle up to 3 target action cards from your graveyard into your deck.
 * Banish Remembrance." One card at a time (`count`: picks left), then the shuffle; it leaves the
 * stack for the banished zone (CR 5.3.6).
 */
export const REMEMBRANCE: CardModule = {
  triggers: [],
  instead: { afterResolving: "banished" },
  steps: {
    "shuffle-in": (o) => {
      const options = o.t.peek(o.seat).graveyard.filter((c) => isActionCard(c.card)).map((c) => c.id);
      if (options.length > 0) return o.act!.choose("picked", "shuffle into your deck (up to 3 more)", options, true, 3);
      o.t.shuffleDeck(o.seat);
    },
    picked: (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        const card = t.take(seat, "graveyard", choice);
        t.put(seat, card, "deck");
        t.log(`${t.name(seat)} puts ${cardName(card.card)} from their graveyard into their deck`, "8.5.15");
      }
      const more = (o.count ?? 0) - 1;
      const options = t.peek(seat).graveyard.filter((c) => cardData(c.card).types.includes("Action")).map((c) => c.id);
      if (choice !== null && choice !== undefined && more > 0 && options.length > 0) return o.act!.choose("picked", `shuffle into your deck (up to ${more} more)`, options, true, more);
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
    },
  },
};
