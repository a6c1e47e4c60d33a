import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type Choice, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { moduleOf } from "../cards/index";
import type { CardObj } from "../state";
import type { RbWork } from "../work";

/**
 * Nocturne - Horrifying (OGN-194, errata of 2025-10-28): "As you look at or reveal me from top of deck,
 * you may banish me. If you do, you may play me for [A]."
 *
 * Not a trigger (the printed "When you look … and see me" was one): the choice is made as the look or
 * the reveal happens, by the player who looks or reveals — the card's owner, since only the owner's own
 * Main Deck holds it ("me from top of deck"). Banished (427), it is a new object in the Banishment (110),
 * public (108.6.e); "if you do, you may play me for [A]": its Base Costs replaced by one Power of any
 * domain (356.1.a), played by the normal rules otherwise (rules/play-from.ts: where a unit may go, its
 * play effects). The banishing does not wait on the play: a player who cannot pay [A], or does not want
 * to, may still banish it, and it stays in the Banishment (the play is a second "may", 357).
 *
 * Hidden information (128.3, 128.4): a look shows the cards to their owner alone, so the offer is folded
 * into the question the look asks anyway — one more choice, seen only by the player who chooses — and the
 * look asks that question whether or not the card is among those seen (a look that used to take its one
 * card without asking now asks). Declined, the look goes on exactly as it would with another card there:
 * the other players' streams differ only once it is banished, which everyone sees. A reveal (424) shows
 * the cards to everyone, so there the offer is a question of its own ("as-revealed").
 */

/** How many Power of any domain a card may be played for as it is seen on top of its owner's Main Deck, if it has that ability. */
export const seenFromTopPlayFor = (card: string): number | undefined => moduleOf(card).asSeenFromTop?.playForAnyPower;

/** The cards among `seen` with that ability, one per name (two copies are the same choice, 416.6's sense). */
export function seenFromTop(seen: readonly CardObj[]): CardObj[] {
  const names = new Set<string>();
  return seen.filter((x) => seenFromTopPlayFor(x.card) !== undefined && !names.has(x.card) && names.add(x.card));
}

const BANISH_SEEN = "banish-seen";

/** The choices a look's own question gains: banish each such card seen. */
export function seenFromTopChoices(w: RbWork, seen: readonly CardObj[]): Choice[] {
  return seenFromTop(seen).map((x) => ({
    id: `${BANISH_SEEN}:${x.id}`,
    label: `Banish ${w.cardName(x.card)} as you see it (then you may play it for ${seenFromTopPlayFor(x.card)} Power of any domain)`,
    kind: "choose",
    rule: "riftbound:427",
    object: x.id,
    payload: { kind: BANISH_SEEN, objects: [x.id] },
  }));
}

/** The card a look's answer banishes by this ability, if that is what was chosen. */
export function seenFromTopAnswer(step: QueuedStep): string | undefined {
  const answer = step["answer"] as { kind?: string; objects?: string[] } | undefined;
  return answer?.kind === BANISH_SEEN ? answer.objects?.[0] : undefined;
}

/** The same look asked again after a card it saw was banished, about the cards seen that are left (`looked`: not the top N any more). */
export function lookAgain(step: QueuedStep, seen: readonly CardObj[], banished: string): QueuedStep {
  const { answer: _answer, ...rest } = step;
  return { ...rest, looked: seen.filter((x) => x.id !== banished).map((x) => x.id) };
}

/**
 * Banishes a card its owner chose to banish as they saw it on top of their Main Deck (427), and queues
 * its optional play for [A] (rules/play-from.ts), then `after` (the look going on). Everyone sees it go.
 */
export function banishSeen(w: RbWork, seat: Seat, id: string, ...after: QueuedStep[]): void {
  banishAs(w, seat, id, "as they see it", after);
}

function banishAs(w: RbWork, seat: Seat, id: string, as: string, after: readonly QueuedStep[]): void {
  const banished = w.put(seat, w.take(seat, "deck", id), "banishment");
  const name = w.cardName(banished.card);
  w.log(`${name}: ${w.name(seat)} banishes ${name} from the top of their Main Deck ${as}`, "427");
  const forAnyPower = seenFromTopPlayFor(banished.card)!;
  w.next({ step: "play-from", seat, source: name, object: banished.id, from: { zone: "banishment", forAnyPower }, optional: true }, ...after);
}

/**
 * A reveal from the top of a player's own Main Deck (424: to everyone) showed cards with this ability:
 * their owner is asked, card by card, whether to banish each as it is revealed; then `then` goes on with
 * the reveal's instruction (which finds a banished card gone, 110).
 */
export function asRevealedStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const then = step["then"] as unknown as QueuedStep;
  const objects = step["objects"] as string[];
  const answer = step["answer"] as { kind?: string } | undefined;
  const [first, ...rest] = objects.filter((id) => w.s.players[seat]!.deck.some((x) => x.id === id));
  const more = (left: string[]): QueuedStep => (left.length === 0 ? then : { step: "as-revealed", seat, objects: left, then: then as never });
  if (first === undefined) return void w.next(then);
  if (answer?.kind === "yes") return banishAs(w, seat, first, "as it is revealed", [more(rest)]);
  if (answer?.kind === "no") {
    w.log(`${w.name(seat)} leaves ${w.cardName(w.s.players[seat]!.deck.find((x) => x.id === first)!.card)} where it was revealed`, "424");
    return void w.next(more(rest));
  }
  const c = cardDef(w.s.players[seat]!.deck.find((x) => x.id === first)!.card);
  return {
    seat,
    offer: "as-revealed",
    choices: [
      { id: `as-revealed:banish:${first}`, label: `Banish ${c.name} as it is revealed (then you may play it for ${seenFromTopPlayFor(c.id)} Power of any domain)`, kind: "choose", rule: "riftbound:427", object: first, payload: payload.yes() },
      { id: `as-revealed:leave:${first}`, label: `Leave ${c.name} revealed`, kind: "choose", rule: "riftbound:424", object: first, payload: payload.no() },
    ],
    then: { step: "as-revealed", seat, objects: [first, ...rest], then: then as never },
  };
}

/**
 * Before a reveal's instruction goes on: the revealed cards of `seat`'s own Main Deck with this ability,
 * offered to their owner (asRevealedStep) ahead of `then`; false when there are none (go on at once).
 */
export function offerAsRevealed(w: RbWork, seat: Seat, revealed: readonly CardObj[], then: QueuedStep): boolean {
  const ids = revealed.filter((x) => seenFromTopPlayFor(x.card) !== undefined).map((x) => x.id);
  if (ids.length === 0) return false;
  w.next({ step: "as-revealed", seat, objects: ids, then: then as never });
  return true;
}
