import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { other } from "../state";
import type { RbWork } from "../work";
import { recycleFromDeck } from "./play-from";

/**
 * Promising Future: "Each player looks at the top 5 cards of their Main Deck, chooses one, then recycles the
 * rest. Starting with the next player, each player plays those cards, ignoring Energy costs. (They must still
 * pay Power costs.)" — each player in turn, its controller first, sees their top 5 alone (128.3) and chooses
 * one (one choice per name, 416.6), named only in their own question; the rest go under the deck (416.5).
 * Then the next player after its controller plays theirs, then its controller (rules/play-from.ts: from the
 * top of the Main Deck, its Energy cost ignored; a card whose Power they cannot pay, or a spell with no legal
 * choice, is not played and stays there).
 */
export function eachLooksAndPlaysStep(w: RbWork, step: QueuedStep): Asking | void {
  const source = step["source"] as string;
  const count = step["count"] as number;
  const first = step["first"] as Seat;
  const seats = [...(step["seats"] as Seat[])];
  const chosen = [...(step["chosen"] as [Seat, string][])];
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) keep(w, seats.shift()!, answer.objects[0], count, source, chosen);
  for (;;) {
    const seat = seats[0];
    if (seat === undefined) {
      // "Starting with the next player": the player after its controller first.
      const order = [first, other(first)].flatMap((s) => chosen.filter(([x]) => x === s));
      w.next(...order.map(([s, object]) => ({ step: "play-from", seat: s, source, object, from: { zone: "deck", ignore: "energy" } })));
      return;
    }
    const top = w.s.players[seat]!.deck.slice(0, count);
    if (top.length === 0) {
      w.log(`${source}: ${w.name(seat)}'s Main Deck is empty`, "416");
      seats.shift();
      continue;
    }
    for (const x of top) w.emit({ type: "reveal", obj: x.id, card: x.card, to: [seat] });
    w.log(`${source}: ${w.name(seat)} looks at the top ${top.length} of their Main Deck`, "128.3");
    if (top.length === 1) {
      keep(w, seats.shift()!, top[0]!.id, count, source, chosen);
      continue;
    }
    const seen = new Set<string>();
    const choices = top
      .filter((x) => !seen.has(x.card) && seen.add(x.card))
      .map((x) => ({ id: `choose:${x.id}`, label: `Choose ${w.cardName(x.card)} for ${source}`, kind: "choose", rule: "riftbound:128.3", object: x.id, payload: payload.target(x.id) }));
    return { seat, offer: "each-looks", choices, then: { step: "each-looks", source, count, first, seats, chosen: chosen as never } };
  }
}

/** A player's choice kept (on top of their deck), the rest of what they looked at recycled. */
function keep(w: RbWork, seat: Seat, object: string, count: number, source: string, chosen: [Seat, string][]): void {
  const rest = w.s.players[seat]!.deck.slice(0, count).filter((x) => x.id !== object).map((x) => x.id);
  w.log(`${source}: ${w.name(seat)} chooses a card`, "128.3");
  recycleFromDeck(w, seat, rest, source);
  chosen.push([seat, object]);
}
