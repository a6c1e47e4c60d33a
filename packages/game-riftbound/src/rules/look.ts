import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type Choice, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { other, type CardObj } from "../state";
import type { RbWork } from "../work";
import { discarded } from "./discard";
import { recycleFromDeck } from "./play-from";
import { banishSeen, lookAgain, offerAsRevealed, seenFromTopAnswer, seenFromTopChoices } from "./seen-from-top";
import { fireOwn } from "./triggers";

/** The cards a look sees: the top N of the Main Deck, or, once one was banished as it was seen, those seen still there (`looked`). */
function lookedAt(w: RbWork, step: QueuedStep): CardObj[] {
  const deck = w.s.players[step["seat"] as Seat]!.deck;
  const looked = step["looked"] as string[] | undefined;
  return looked === undefined ? deck.slice(0, step["count"] as number) : deck.filter((x) => looked.includes(x.id));
}

/**
 * Stacked Deck: "Look at the top N cards of your Main Deck. Put 1 into your hand and recycle the
 * rest." — shown to its player alone (128.3: the deck stays Secret to the others); the rest go to the
 * bottom as new objects in their order (416), and "When you recycle" abilities trigger. The question is
 * asked even with one card seen, and may banish Nocturne - Horrifying seen there (rules/seen-from-top.ts);
 * then it is asked again about the cards seen that are left (`looked`).
 */
export function lookTopStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const top = lookedAt(w, step);
  const answer = step["answer"] as { objects?: string[] } | undefined;
  const banish = seenFromTopAnswer(step);
  if (banish !== undefined) return banishSeen(w, seat, banish, lookAgain(step, top, banish));
  const take = (id: string) => {
    w.put(seat, w.take(seat, "deck", id), "hand");
    const rest = top.filter((x) => x.id !== id);
    for (const x of rest) w.put(seat, w.take(seat, "deck", x.id), "deck", true);
    w.log(`${source}: ${w.name(seat)} puts 1 card into their hand and recycles ${rest.length}`, "416");
    if (rest.length > 0) fireOwn(w, "recycle", seat);
  };
  if (answer?.objects?.[0] !== undefined) return take(answer.objects[0]);
  if (top.length === 0) return void w.log(`${source}: ${w.name(seat)}'s Main Deck is empty`, "416");
  if (step["looked"] === undefined) {
    for (const x of top) w.emit({ type: "reveal", obj: x.id, card: x.card, to: [seat] });
    w.log(`${source}: ${w.name(seat)} looks at the top ${top.length} of their Main Deck`, "128.3");
  }
  const seen = new Set<string>();
  const choices = [
    ...top
      .filter((x) => !seen.has(x.card) && seen.add(x.card))
      .map((x) => ({ id: `take:${x.id}`, label: `Put ${cardDef(x.card).name} into your hand`, kind: "choose", rule: "riftbound:416", object: x.id, payload: payload.target(x.id) })),
    ...seenFromTopChoices(w, top),
  ];
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "look-top", choices, then: rest };
}

/**
 * Sabotage: "Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle
 * that card." / Mindsplitter: "… Choose a card from it, and they discard that card." — the hand is
 * revealed to everyone (424); with none fitting, nothing more happens.
 */
export function revealHandStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const foe = other(seat);
  const source = step["source"] as string;
  const then = step["verb"] as "recycle" | "discard";
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) {
    const obj = w.take(foe, "hand", answer.objects[0]);
    if (then === "recycle") {
      w.put(foe, obj, "deck", true);
      w.log(`${source}: ${w.cardName(obj.card)} is recycled from ${w.name(foe)}'s hand`, "416");
    } else {
      const now = w.put(foe, obj, "trash");
      w.log(`${source}: ${w.name(foe)} discards ${w.cardName(obj.card)}`, "422.1");
      discarded(w, foe, [now]);
    }
    return;
  }
  const hand = w.s.players[foe]!.hand;
  for (const x of hand) w.emit({ type: "reveal", obj: x.id, card: x.card });
  w.log(`${source}: ${w.name(foe)} reveals their hand: ${hand.map((x) => w.cardName(x.card)).join(", ") || "nothing"}`, "424");
  const seen = new Set<string>();
  const fits = hand.filter((x) => (step["nonUnit"] !== true || !["unit", "champion"].includes(cardDef(x.card).type)) && !seen.has(x.card) && seen.add(x.card));
  if (fits.length === 0) return;
  const verb = then === "recycle" ? "Recycle" : "Have them discard";
  const choices = fits.map((x) => ({ id: `pick:${x.id}`, label: `${verb} ${cardDef(x.card).name}`, kind: "choose", rule: "riftbound:424", object: x.id, payload: payload.target(x.id) }));
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "reveal-hand", choices, then: rest };
}

/**
 * Sigil of the Storm: "you must recycle one of your runes." (355.10.f: not a target, chosen as it
 * resolves): one choice per rune card and readiness; the rune goes to the bottom of its Rune Deck (416).
 */
export function recycleRuneStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const recycle = (id: string) => {
    const p = w.player(seat);
    const rune = p.runes.find((r) => r.id === id)!;
    p.runes = p.runes.filter((r) => r.id !== id);
    w.put(seat, rune, "rune-deck", true);
    w.log(`${source}: ${w.name(seat)} recycles ${w.cardName(rune.card)}`, "416");
  };
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) return recycle(answer.objects[0]);
  const seen = new Set<string>();
  const kinds = w.s.players[seat]!.runes.filter((r) => !seen.has(`${r.card}:${r.exhausted}`) && seen.add(`${r.card}:${r.exhausted}`));
  if (kinds.length === 0) return;
  if (kinds.length === 1) return recycle(kinds[0]!.id);
  const choices = kinds.map((r) => ({ id: `rune:${r.id}`, label: `Recycle ${cardDef(r.card).name}${r.exhausted ? " (exhausted)" : ""}`, kind: "choose", rule: "riftbound:416", object: r.id, payload: payload.target(r.id) }));
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "recycle-rune", choices, then: rest };
}

/**
 * Dr. Mundo - Expert: "recycle 3 from your trash." — chosen as it resolves, one card at a time (one
 * choice per card name); with no more than that many in the trash, all of them. Each goes to the
 * bottom of the Main Deck (416); "When you recycle …" abilities trigger once (383).
 */
export function recycleFromTrashStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  let left = step["left"] as number;
  let done = step["done"] as number;
  const recycle = (id: string) => {
    const obj = w.take(seat, "trash", id);
    w.put(seat, obj, "deck", true);
    w.log(`${source}: ${w.name(seat)} recycles ${w.cardName(obj.card)} from their trash`, "416");
    left -= 1;
    done += 1;
  };
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) recycle(answer.objects[0]);
  for (;;) {
    const trash = w.s.players[seat]!.trash;
    if (left <= 0 || trash.length === 0) {
      if (done > 0) fireOwn(w, "recycle", seat);
      return;
    }
    const seen = new Set<string>();
    const kinds = trash.filter((x) => !seen.has(x.card) && seen.add(x.card));
    if (trash.length <= left || kinds.length === 1) {
      recycle(kinds[0]!.id);
      continue;
    }
    const choices = kinds.map((x) => ({ id: `recycle:${x.id}`, label: `Recycle ${cardDef(x.card).name} from the trash (${left} left)`, kind: "choose", rule: "riftbound:416", object: x.id, payload: payload.target(x.id) }));
    return { seat, offer: "recycle-trash", choices, then: { step: "recycle-trash", seat, source, left, done } };
  }
}

/**
 * The Candlelit Sanctum: "look at the top two cards of your Main Deck. You may recycle one or both of
 * them. Put those you don't back in any order." — shown to its player alone (128.3); one question
 * naming every outcome: which are recycled (to the bottom, 416) and the order of those kept on top — and
 * banishing Nocturne - Horrifying seen there (rules/seen-from-top.ts), after which it is asked again.
 */
export function candlelitStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const top = lookedAt(w, { ...step, count: 2 });
  const answer = step["answer"] as { mode?: string } | undefined;
  const banish = seenFromTopAnswer(step);
  if (banish !== undefined) return banishSeen(w, seat, banish, lookAgain(step, top, banish));
  if (answer?.mode !== undefined) {
    const [recycled, kept] = answer.mode.split("|").map((part) => (part === "" ? [] : part.split(",").map(Number)));
    const objs = top.map((x) => w.take(seat, "deck", x.id));
    // Kept ones back on top, the first named on top (put in reverse).
    for (const i of [...kept!].reverse()) w.put(seat, objs[i]!, "deck");
    for (const i of recycled!) w.put(seat, objs[i]!, "deck", true);
    w.log(`${source}: ${w.name(seat)} recycles ${recycled!.length} and puts ${kept!.length} back on top`, "416");
    if (recycled!.length > 0) fireOwn(w, "recycle", seat);
    return;
  }
  if (top.length === 0) return void w.log(`${source}: ${w.name(seat)}'s Main Deck is empty`, "416");
  if (step["looked"] === undefined) {
    for (const x of top) w.emit({ type: "reveal", obj: x.id, card: x.card, to: [seat] });
    w.log(`${source}: ${w.name(seat)} looks at the top ${top.length} of their Main Deck`, "128.3");
  }
  const name = (i: number) => cardDef(top[i]!.card).name;
  const outcomes: [number[], number[]][] =
    top.length === 1
      ? [[[], [0]], [[0], []]]
      : [[[], [0, 1]], [[], [1, 0]], [[0], [1]], [[1], [0]], [[0, 1], []]];
  const words = ([recycled, kept]: [number[], number[]]) =>
    [...(recycled.length > 0 ? [`recycle ${recycled.map(name).join(" and ")}`] : []), ...(kept.length > 0 ? [`put back ${kept.map(name).join(", then ")}${kept.length > 1 ? " (top first)" : ""}`] : [])].join("; ");
  const seen = new Set<string>();
  const choices = outcomes
    .map((o) => ({ o, label: words(o) }))
    .filter(({ label }) => !seen.has(label) && seen.add(label))
    .map(({ o, label }) => ({ id: `candlelit:${o[0].join(",")}|${o[1].join(",")}`, label: `${source}: ${label}`, kind: "choose", rule: "riftbound:416", payload: payload.mode(`${o[0].join(",")}|${o[1].join(",")}`) }) as Choice)
    .concat(seenFromTopChoices(w, top));
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "candlelit", choices, then: rest };
}

/**
 * Teemo - Strategist: "reveal the top N cards of your Main Deck. Deal 1 to that unit for each card with
 * [Hidden] revealed this way, then recycle the revealed cards." (424: revealed to all; 416) — Nocturne -
 * Horrifying among them is his owner's to banish as he is revealed (rules/seen-from-top.ts); he is then
 * not recycled with the rest.
 */
export function revealTopDamageStep(w: RbWork, step: QueuedStep): void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const top = w.s.players[seat]!.deck.slice(0, step["count"] as number);
  for (const x of top) w.emit({ type: "reveal", obj: x.id, card: x.card });
  const hidden = top.filter((x) => cardDef(x.card).printedKeywords?.includes("Hidden") === true).length;
  w.log(`${source}: ${w.name(seat)} reveals ${top.map((x) => w.cardName(x.card)).join(", ") || "nothing"} — ${hidden} with [Hidden]`, "424");
  const then = { step: "revealed-damage", seat, source, hidden, objects: top.map((x) => x.id), ...(step["target"] === undefined ? {} : { target: step["target"] }) };
  if (!offerAsRevealed(w, seat, top, then)) revealedDamageStep(w, then);
}

/** Teemo - Strategist goes on: the damage, then the revealed cards still on the deck recycled to its bottom, each a new object (416, 416.5). */
export function revealedDamageStep(w: RbWork, step: QueuedStep): void {
  const seat = step["seat"] as Seat;
  const hidden = step["hidden"] as number;
  const target = step["target"] as string | undefined;
  const objects = step["objects"] as string[];
  const u = target === undefined ? undefined : w.unit(target);
  if (u !== undefined && hidden > 0) w.dealDamage(u, hidden, step["source"] as string, seat);
  // 416.5: two or more recycled together go under the deck in a random order, not the order they were revealed in.
  recycleFromDeck(w, seat, objects, step["source"] as string);
}
