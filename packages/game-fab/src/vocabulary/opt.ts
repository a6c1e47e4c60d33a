import type { Occasion } from "./triggers";

/**
 * Opt N (CR 8.5.22): "look at the top N cards of your deck, then put any number of them on the top or bottom of your deck
 * in any order" — as steps of a card module. First the cards for the bottom, one at a time (the first chosen goes first);
 * then, of those left on top, the player puts them back one at a time: each card chosen goes above the ones chosen before
 * it, and the last one left stays beneath them. Only the player sees the cards (the deck is private, CR 3.0.4): the
 * question's text names none.
 */

/** The count a step carries: the cards looked at still on the top (`looked`) and how many of them were put back (`placed`). */
const SPAN = 1000;
const pack = (looked: number, placed: number): number => placed * SPAN + looked;

/** The steps of Opt, for a card module's `steps` (with its own step that calls `opt`). */
export const OPT_STEPS = {
  "opt-bottom": (o: Occasion, choice?: string | null): void => {
    const looked = o.count!;
    if (choice === null || choice === undefined) return askTop(o, looked, 0);
    const { t, seat } = o;
    t.put(seat, t.take(seat, "deck", choice), "deck", { bottom: true });
    t.log(`${t.name(seat)} puts a card on the bottom of their deck`, "8.5.22");
    askBottom(o, looked - 1);
  },
  "opt-top": (o: Occasion, choice?: string | null): void => {
    const looked = o.count! % SPAN;
    const placed = Math.floor(o.count! / SPAN);
    const { t, seat } = o;
    t.put(seat, t.take(seat, "deck", choice!), "deck");
    askTop(o, looked, placed + 1);
  },
};

/** The steps of putting the top N cards back in any order (Sutcliffe's Research Notes), for a card module's `steps`. */
export const REORDER_STEPS = { "opt-top": OPT_STEPS["opt-top"] };

/** The top `n` cards go back on top of the deck in any order, one at a time as Opt puts back the cards it keeps (CR 8.5.22). */
export function putBackInAnyOrder(o: Occasion, n: number): void {
  askTop(o, Math.min(n, o.t.peek(o.seat).deck.length), 0);
}

/** Opt N: looks at the top N cards (all of them with fewer, CR 8.5.22a; none, the opt fails, 8.5.22b). */
export function opt(o: Occasion, n: number): void {
  const { t, seat } = o;
  const looked = Math.min(n, t.peek(seat).deck.length);
  if (looked === 0) return t.log(`${t.name(seat)} has no cards to opt`, "8.5.22b");
  t.log(`${t.name(seat)} opts ${n}: looks at the top ${looked === 1 ? "card" : `${looked} cards`} of their deck`, "8.5.22");
  askBottom(o, looked);
}

function askBottom(o: Occasion, looked: number): void {
  if (looked === 0) return;
  const options = o.t.peek(o.seat).deck.slice(0, looked).map((c) => c.id);
  o.act!.choose("opt-bottom", "put on the bottom of your deck (opt; none: the rest stay on top)", options, true, looked);
}

function askTop(o: Occasion, looked: number, placed: number): void {
  // The cards not yet put back lie beneath the ones that were (each went on top); one left needs no choice.
  const options = o.t.peek(o.seat).deck.slice(placed, looked).map((c) => c.id);
  if (options.length <= 1) return;
  o.act!.choose("opt-top", "put on top of your deck (opt: each card chosen goes above the ones before; the last left stays beneath them)", options, false, pack(looked, placed));
}
