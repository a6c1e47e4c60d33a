import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { RbWork } from "../work";
import { banishSeen, seenFromTopAnswer, seenFromTopChoices } from "./seen-from-top";
import { fireOwn } from "./triggers";

/**
 * 817.1.b: Vision — "look at the top card of your Main Deck. You may recycle it." The card is shown
 * to its player alone (a reveal to one seat, 128.3: the deck stays Secret to the others); recycled,
 * it goes to the bottom as a new object (416). The log never names it. Nocturne - Horrifying seen there
 * may be banished instead, as one more choice of the same question (rules/seen-from-top.ts); then there
 * is nothing left to recycle.
 */
export function visionStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const top = w.s.players[seat]!.deck[0];
  if (top === undefined) {
    w.log(`${source}: ${w.name(seat)}'s Main Deck is empty`, "817.1.b");
    return;
  }
  const answer = step["answer"] as { kind?: string } | undefined;
  const banish = seenFromTopAnswer(step);
  if (banish !== undefined) return banishSeen(w, seat, banish);
  if (answer?.kind === "yes") {
    w.put(seat, w.take(seat, "deck", top.id), "deck", true);
    w.log(`${source}: ${w.name(seat)} recycles the top card of their Main Deck`, "416");
    // "When you recycle one or more cards to your Main Deck" (Karma - Channeler).
    fireOwn(w, "recycle", seat);
    return;
  }
  if (answer?.kind === "no") {
    w.log(`${source}: ${w.name(seat)} leaves the top card of their Main Deck`, "817.1.b");
    return;
  }
  w.emit({ type: "reveal", obj: top.id, card: top.card, to: [seat] });
  w.log(`${source}: ${w.name(seat)} looks at the top card of their Main Deck`, "817.1.b");
  const name = cardDef(top.card).name;
  return {
    seat,
    offer: "vision",
    choices: [
      { id: "vision:recycle", label: `Recycle ${name}`, kind: "choose", rule: "riftbound:817.1.b", payload: payload.yes() },
      { id: "vision:keep", label: `Keep ${name} on top`, kind: "choose", rule: "riftbound:817.1.b", payload: payload.no() },
      ...seenFromTopChoices(w, [top]),
    ],
    then: { step: "vision", seat, source },
  };
}
