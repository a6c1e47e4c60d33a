import type { Seat } from "@tablecast/engine";
import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { payload } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { draw } from "./draw";
import { hasHidden } from "./hidden";
import { fire, fireOwn } from "./triggers";

/** Moves one card from a player's hand to their trash (discard; the card is revealed as it goes); its card. Its own "when this is discarded" triggers (383). */
function discardOne(w: RbWork, seat: Seat, id: string, source: string): string {
  const obj = w.take(seat, "hand", id);
  const now = w.put(seat, obj, "trash");
  w.log(`${source}: ${w.name(seat)} discards ${w.cardName(obj.card)}`, "422.1");
  fire(w, "discarded", seat, now.card, now.id);
  return obj.card;
}

/** Cards a player discarded together (an effect or a cost): each one's "when this is discarded", then the player's "When you discard" (383). */
export function discarded(w: RbWork, seat: Seat, cards: readonly { readonly id: string; readonly card: string }[]): void {
  for (const c of cards) fire(w, "discarded", seat, c.card, c.id);
  announceDiscard(w, seat);
}

/** Get Excited!: "Deal its Energy cost as damage to a unit at a battlefield." — the unit chosen as it was played, if still there (359.3.e). */
function damageByCost(w: RbWork, seat: Seat, step: QueuedStep, card: string): void {
  const u = w.unit(step["damageTo"] as string);
  if (u === undefined || u.location === "base") return;
  const dealt = w.dealDamage(u, cardDef(card).cost ?? 0, step["source"] as string, seat);
  if (dealt > 0) w.log(`${step["source"] as string}: ${dealt} damage to ${w.cardName(u.card)}`, "417");
  cleanup(w);
}

/**
 * "Discard N[, then draw M]": the player chooses the cards from their hand one at a time (forced
 * when the hand holds no more than what is left); then draws; "When you discard one or more cards"
 * of their permanents and legend triggers once (383).
 */
export function discardStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  let left = step["left"] as number;
  let discarded = step["discarded"] as number;
  const answer = step["answer"] as { objects?: string[] } | undefined;
  let last: string | undefined;
  if (answer?.objects !== undefined) {
    last = discardOne(w, seat, answer.objects[0]!, source);
    left--;
    discarded++;
  }
  while (left > 0 && w.s.players[seat]!.hand.length > 0 && w.s.players[seat]!.hand.length <= left) {
    last = discardOne(w, seat, w.s.players[seat]!.hand[0]!.id, source);
    left--;
    discarded++;
  }
  const hand = w.s.players[seat]!.hand;
  if (left > 0 && hand.length > 0) {
    // Cards of one name are interchangeable: one choice per card.
    const seen = new Set<string>();
    const choices = hand.filter((c) => !seen.has(c.card) && seen.add(c.card)).map((c) => ({ id: `discard:${c.id}`, label: `Discard ${cardDef(c.card).name}`, kind: "choose", rule: "riftbound:422", object: c.id, payload: payload.target(c.id) }));
    const { answer: _answer, ...rest } = step;
    return { seat, offer: "discard", choices, then: { ...rest, left, discarded } };
  }
  const more = step["draw"] as number;
  if (more > 0) draw(w, seat, more);
  if (last !== undefined && step["damageTo"] !== undefined) damageByCost(w, seat, step, last);
  if (discarded > 0) announceDiscard(w, seat);
  // "you may discard 1 to return this from your trash to your hand" (Super Mega Death Rocket!): once discarded, if it is still there.
  const back = step["returnFromTrash"] as string | undefined;
  if (back !== undefined && discarded > 0 && w.s.players[seat]!.trash.some((x) => x.id === back)) {
    const obj = w.put(seat, w.take(seat, "trash", back), "hand");
    w.log(`${source}: ${w.cardName(obj.card)} returns from ${w.name(seat)}'s trash to their hand`, "110");
  }
}

/** "When you discard one or more cards" (383) of the player's units and legend; the turn remembers it (Raging Soul). */
export function announceDiscard(w: RbWork, seat: Seat): void {
  if (w.s.players[seat]!.discardedThisTurn !== true) w.player(seat).discardedThisTurn = true;
  fireOwn(w, "discard", seat);
}

/**
 * "Return a unit (spell) from your trash to your hand", "Return up to two cards with [Hidden] …": the
 * player chooses among those cards one at a time (a new object in hand, 110); `left` how many more,
 * `upTo` — they may stop (355.13).
 */
export function fromTrashStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const answer = step["answer"] as { objects?: string[] } | undefined;
  const upTo = step["upTo"] === true;
  let left = (step["left"] as number | undefined) ?? 1;
  const choose = (id: string) => {
    const obj = w.take(seat, "trash", id);
    w.put(seat, obj, "hand");
    w.log(`${source}: ${w.name(seat)} returns ${w.cardName(obj.card)} from their trash to their hand`, "110");
    left--;
  };
  if (answer?.objects !== undefined) {
    if (answer.objects[0] === undefined) return;
    choose(answer.objects[0]);
  }
  const type = step["type"] as string;
  const fits = (card: string): boolean => {
    const c = cardDef(card);
    return type === "hidden" ? hasHidden(c) : type === "unit" ? c.type === "unit" || c.type === "champion" : c.type === type;
  };
  for (;;) {
    if (left <= 0) return;
    const seen = new Set<string>();
    const cards = w.s.players[seat]!.trash.filter((c) => fits(c.card) && !seen.has(c.card) && seen.add(c.card));
    if (cards.length === 0) return;
    // A forced choice is made for the player.
    if (cards.length === 1 && !upTo) {
      choose(cards[0]!.id);
      continue;
    }
    const choices = cards.map((c) => ({ id: `return:${c.id}`, label: `Return ${cardDef(c.card).name} to hand`, kind: "choose", rule: "riftbound:355.9.a", object: c.id, payload: payload.target(c.id) }));
    if (upTo) choices.push({ id: "return:none", label: "Return no more", kind: "choose", rule: "riftbound:355.13", payload: payload.target() } as (typeof choices)[number]);
    const { answer: _answer, ...rest } = step;
    return { seat, offer: "from-trash", choices, then: { ...rest, left } };
  }
}
