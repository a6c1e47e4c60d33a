import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { other, type CardObj } from "../state";
import type { RbWork } from "../work";
import { recycleFromDeck } from "./play-from";
import { banishSeen, lookAgain, seenFromTopAnswer, seenFromTopChoices } from "./seen-from-top";

/**
 * Promising Future (errata): "Each player looks at the top 5 cards of their Main Deck, banishes one of them,
 * then recycles the rest. Starting with the next player, each player plays those cards, ignoring Energy costs.
 * (They must still pay Power costs.)" — each player in turn, its controller first, sees their top 5 alone
 * (128.3) and banishes one (one choice per name, 416.6; the Banishment is public, 108.6.e, so the card
 * banished is seen by all then — the others seen stay their player's alone); the rest go under the deck
 * (416.5). Then the next player after its controller plays theirs, then its controller (rules/play-from.ts:
 * from their Banishment, its Energy cost ignored; a card whose Power they cannot pay, or a spell with no legal
 * choice, is not played and stays in the Banishment). A player asked about the one card they saw is still
 * asked, and may banish Nocturne - Horrifying seen among theirs by his own ability (rules/seen-from-top.ts),
 * then is asked again.
 */
export function eachLooksAndPlaysStep(w: RbWork, step: QueuedStep): Asking | void {
  const source = step["source"] as string;
  const count = step["count"] as number;
  const first = step["first"] as Seat;
  const seats = [...(step["seats"] as Seat[])];
  const chosen = [...(step["chosen"] as [Seat, string][])];
  // The cards the player whose turn it is to choose saw, once one of them was banished as it was seen.
  let looked = step["looked"] as string[] | undefined;
  const seenBy = (seat: Seat) => {
    const deck = w.s.players[seat]!.deck;
    return looked === undefined ? deck.slice(0, count) : deck.filter((x) => looked!.includes(x.id));
  };
  const answer = step["answer"] as { objects?: string[] } | undefined;
  const banish = seenFromTopAnswer(step);
  if (banish !== undefined) return banishSeen(w, seats[0]!, banish, lookAgain(step, seenBy(seats[0]!), banish));
  if (answer?.objects?.[0] !== undefined) {
    keep(w, seats[0]!, answer.objects[0], seenBy(seats[0]!), source, chosen);
    seats.shift();
    looked = undefined;
  }
  for (;;) {
    const seat = seats[0];
    if (seat === undefined) {
      // "Starting with the next player": the player after its controller first.
      const order = [first, other(first)].flatMap((s) => chosen.filter(([x]) => x === s));
      w.next(...order.map(([s, object]) => ({ step: "play-from", seat: s, source, object, from: { zone: "banishment", ignore: "energy" } })));
      return;
    }
    const top = seenBy(seat);
    if (top.length === 0) {
      w.log(`${source}: ${w.name(seat)}'s Main Deck is empty`, "416");
      seats.shift();
      continue;
    }
    if (looked === undefined) {
      for (const x of top) w.emit({ type: "reveal", obj: x.id, card: x.card, to: [seat] });
      w.log(`${source}: ${w.name(seat)} looks at the top ${top.length} of their Main Deck`, "128.3");
    }
    // Asked even about one card: whether a question comes must not tell the others what was seen (rules/seen-from-top.ts).
    const seen = new Set<string>();
    const choices = [
      ...top
        .filter((x) => !seen.has(x.card) && seen.add(x.card))
        .map((x) => ({ id: `choose:${x.id}`, label: `Banish ${w.cardName(x.card)} for ${source}`, kind: "choose", rule: "riftbound:427", object: x.id, payload: payload.target(x.id) })),
      ...seenFromTopChoices(w, top),
    ];
    return { seat, offer: "each-looks", choices, then: { step: "each-looks", source, count, first, seats, chosen: chosen as never, ...(looked === undefined ? {} : { looked }) } };
  }
}

/** A player's choice banished (427; public there, 108.6.e), then the rest of what they looked at recycled. */
function keep(w: RbWork, seat: Seat, object: string, seen: readonly CardObj[], source: string, chosen: [Seat, string][]): void {
  const rest = seen.filter((x) => x.id !== object).map((x) => x.id);
  const banished = w.put(seat, w.take(seat, "deck", object), "banishment");
  w.log(`${source}: ${w.name(seat)} banishes ${w.cardName(banished.card)}`, "427");
  recycleFromDeck(w, seat, rest, source);
  chosen.push([seat, banished.id]);
}
