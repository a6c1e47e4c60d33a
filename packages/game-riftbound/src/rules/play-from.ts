import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef, type CardDef } from "../cards";
import { other, type Location } from "../state";
import { canPay, deflectFor, wardenAgainst } from "../values";
import type { RbWork } from "../work";
import { where } from "./names";
import { playCard, playedFromCost, withDeflectOwed, type PlayedFrom, type PlayOptions } from "./playing";
import { chosenTargets, playTargets, spellPlays } from "./priority";
import { banishSeen, lookAgain, offerAsRevealed, seenFromTopAnswer, seenFromTopChoices } from "./seen-from-top";
import { fireOwn } from "./triggers";

const isUnit = (card: string): boolean => ["unit", "champion"].includes(cardDef(card).type);

/** 416, 416.5: cards of the Main Deck put under it, two or more in a random order; "When you recycle" abilities trigger (383). */
export function recycleFromDeck(w: RbWork, seat: Seat, ids: readonly string[], source: string): void {
  const still = ids.filter((id) => w.s.players[seat]!.deck.some((x) => x.id === id));
  if (still.length === 0) return;
  for (const id of still.length > 1 ? w.shuffle(still) : still) w.put(seat, w.take(seat, "deck", id), "deck", true);
  w.log(`${source}: ${w.name(seat)} recycles ${still.length} card${still.length === 1 ? "" : "s"}`, still.length > 1 ? "416.5" : "416");
  fireOwn(w, "recycle", seat);
}

/**
 * A card an effect has its player play from a Banishment, a Main Deck or a trash ("then play it", "play me"):
 * a unit to base, or where its player chooses (359.2.c: base or a battlefield they control); gear to base; a
 * spell by what it chooses (355: one choice per play, none offered, it is not played, 358), its Deflect's Power
 * owed (809.1.c). Its play effects and Legion count (383.4.a, 812). A card whose cost left to pay (Power,
 * when only Energy is ignored) cannot be paid is not played (357). `from.owner`: another player's zone (106:
 * they still own it). `recycle`: the deck cards the effect recycles once it is played (Reinforce's rest).
 * `optional`: "you may play me" (Nocturne - Horrifying) — its player may leave it where it is.
 */
export function playFromStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const object = step["object"] as string;
  const from = step["from"] as unknown as PlayedFrom;
  const recycle = (step["recycle"] as string[] | undefined) ?? [];
  const done = () => recycleFromDeck(w, from.owner ?? seat, recycle, source);
  const play = (o: Omit<PlayOptions, "from">) => {
    playCard(w, seat, object, { from, ...o });
    done();
  };
  const p = w.s.players[from.owner ?? seat]!;
  const card = (from.zone === "deck" ? p.deck : from.zone === "trash" ? p.trash : (p.banishment ?? [])).find((x) => x.id === object);
  if (card === undefined) return void w.log(`${source}: the card is no longer there to play`, "359.3.e");
  const c = cardDef(card.card);
  if (c.type === "spell") return spellFrom(w, step, seat, c, from, play, done);
  if (!canPay(w.s, seat, c, playedFromCost(w, seat, c, from))) {
    w.log(`${source}: ${w.name(seat)} cannot pay for ${c.name}, it is not played`, "357");
    return done();
  }
  const optional = step["optional"] === true;
  if (!isUnit(card.card) && !optional) return play({});
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) return play(answer.objects[0] === "base" ? {} : { at: Number(answer.objects[0]) });
  if (answer?.objects !== undefined) {
    w.log(`${source}: ${w.name(seat)} does not play ${c.name}`, "427");
    return done();
  }
  // Mageseeker Warden: an opponent's at a battlefield — units only to base.
  const locations: Location[] = !isUnit(card.card) || step["toBase"] === true || wardenAgainst(w.s, seat) ? ["base"] : ["base", ...w.s.battlefields.flatMap((b, i) => (b.controller === seat ? [i] : []))];
  if (locations.length === 1 && !optional) return play(locations[0] === "base" ? {} : { at: locations[0] as number });
  const paying = from.forAnyPower === undefined ? "" : ` for ${from.forAnyPower} Power of any domain`;
  const choices = [
    ...locations.map((at) => ({ id: `play-from:${at}`, label: `Play ${w.cardName(card.card)} to ${where(w.s, at)}${paying}`, kind: "choose", rule: "riftbound:359.2.c", payload: payload.target(String(at)) })),
    ...(optional ? [{ id: "play-from:none", label: `Leave ${w.cardName(card.card)} in ${from.zone === "banishment" ? "your Banishment" : "its zone"}`, kind: "choose", rule: "riftbound:427", payload: payload.target() }] : []),
  ];
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "play-from", choices, then: rest };
}

/** A spell an effect plays: each play by what it chooses (355), if what is left of its cost and its Deflect's Power can be paid. */
function spellFrom(w: RbWork, step: QueuedStep, seat: Seat, c: CardDef, from: PlayedFrom, play: (o: Omit<PlayOptions, "from">) => void, done: () => void): Asking | void {
  const source = step["source"] as string;
  const object = step["object"] as string;
  const plays = spellPlays(w.s, seat, object, c).filter((d) => canPay(w.s, seat, c, withDeflectOwed(playedFromCost(w, seat, c, from), chosenTargets(d.payload).reduce((n, u) => n + deflectFor(w.s, seat, u), 0))));
  const answer = step["answer"] as { mode?: string } | undefined;
  const chosen = answer?.mode === undefined ? (plays.length === 1 ? plays[0] : undefined) : plays[Number(answer.mode)];
  // A spell repeating one instruction (Icathian Rain) chooses its units one by one first (choose-each.ts).
  if (chosen?.payload["each"] === true) {
    w.next({ step: "choose-each", seat, object, from: from as never });
    return done();
  }
  if (chosen !== undefined) return play(playTargets(chosen.payload));
  if (plays.length === 0) {
    w.log(`${source}: ${c.name} has no legal choice or cannot be paid for, it is not played`, "358");
    return done();
  }
  const choices = plays.map((d, i) => ({ id: `play-from:spell:${i}`, label: d.label, kind: "choose", rule: "riftbound:355", ...(d.object === undefined ? {} : { object: d.object }), payload: payload.mode(String(i)) }));
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "play-from", choices, then: rest };
}

/**
 * Reinforce: "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then
 * play it, reducing its cost by [5]. Recycle the remaining cards." (Baited Hook: a unit with Might up to
 * N, played ignoring its cost.) The cards are shown to their player alone (128.3: the deck stays Secret
 * to the others); the unit banished is public (108.6.e); one choice per unit name its player can pay for
 * (a choice that makes the play impossible is not offered, 355.8), and "none"; and banishing Nocturne -
 * Horrifying seen there by his own ability (rules/seen-from-top.ts), after which it is asked again about
 * the cards seen that are left (`looked`).
 */
export function lookToPlayStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const from = { zone: "banishment", ...(step["ignore"] === "cost" ? { ignore: "cost" } : {}), ...(step["energyLess"] === undefined ? {} : { energyLess: step["energyLess"] }) } as PlayedFrom;
  const mightAtMost = step["mightAtMost"] as number | undefined;
  const looked = step["looked"] as string[] | undefined;
  const deck = w.s.players[seat]!.deck;
  const top = looked === undefined ? deck.slice(0, step["count"] as number) : deck.filter((x) => looked.includes(x.id));
  const answer = step["answer"] as { objects?: string[] } | undefined;
  const seenBanished = seenFromTopAnswer(step);
  if (seenBanished !== undefined) return banishSeen(w, seat, seenBanished, lookAgain(step, top, seenBanished));
  if (answer?.objects !== undefined) {
    const id = answer.objects[0];
    const rest = top.filter((x) => x.id !== id).map((x) => x.id);
    if (id === undefined) {
      w.log(`${source}: ${w.name(seat)} banishes no unit`, "427");
      return recycleFromDeck(w, seat, rest, source);
    }
    const banished = w.put(seat, w.take(seat, "deck", id), "banishment");
    w.log(`${source}: ${w.name(seat)} banishes ${w.cardName(banished.card)}`, "427");
    w.next({ step: "play-from", seat, source, object: banished.id, from: from as never, recycle: rest });
    return;
  }
  if (top.length === 0) return void w.log(`${source}: ${w.name(seat)}'s Main Deck is empty`, "416");
  if (looked === undefined) {
    for (const x of top) w.emit({ type: "reveal", obj: x.id, card: x.card, to: [seat] });
    w.log(`${source}: ${w.name(seat)} looks at the top ${top.length} of their Main Deck`, "128.3");
  }
  const seen = new Set<string>();
  const fits = top.filter((x) => {
    if (!isUnit(x.card) || seen.has(x.card)) return false;
    const c = cardDef(x.card);
    if (mightAtMost !== undefined && (c.might ?? 0) > mightAtMost) return false;
    return canPay(w.s, seat, c, playedFromCost(w, seat, c, from)) && seen.add(x.card);
  });
  const choices = [
    ...fits.map((x) => ({ id: `banish:${x.id}`, label: `Banish ${w.cardName(x.card)} and play it`, kind: "choose", rule: "riftbound:427", object: x.id, payload: payload.target(x.id) })),
    { id: "banish:none", label: "Banish no unit", kind: "choose", rule: "riftbound:427", payload: payload.target() },
    ...seenFromTopChoices(w, top),
  ];
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "look-to-play", choices, then: rest };
}

/**
 * Dazzling Aurora (errata): "reveal cards from the top of your Main Deck until you reveal a unit and banish
 * it. Play it, ignoring its cost, and recycle the rest." — revealed to everyone (424), the cards stay in the
 * deck while revealed (424.1.a.2); with no unit in the deck, all revealed are recycled. The unit revealed may
 * be Nocturne - Horrifying, whose owner may banish him as he is revealed (rules/seen-from-top.ts): then there
 * is no unit left for Aurora to banish and play (110), and the rest are recycled.
 */
export function revealUntilUnitStep(w: RbWork, step: QueuedStep): void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const deck = w.s.players[seat]!.deck;
  const at = deck.findIndex((x) => isUnit(x.card));
  const revealed = at < 0 ? deck : deck.slice(0, at + 1);
  for (const x of revealed) w.emit({ type: "reveal", obj: x.id, card: x.card });
  w.log(`${source}: ${w.name(seat)} reveals ${revealed.map((x) => w.cardName(x.card)).join(", ") || "nothing"}`, "424");
  const rest = (at < 0 ? revealed : revealed.slice(0, at)).map((x) => x.id);
  if (at < 0) return recycleFromDeck(w, seat, rest, source);
  const then = { step: "play-revealed-unit", seat, source, object: deck[at]!.id, rest };
  if (!offerAsRevealed(w, seat, revealed, then)) playRevealedUnitStep(w, then);
}

/**
 * Dazzling Aurora goes on: the unit revealed is banished (427) and played from the Banishment, ignoring its
 * cost (359.2.c: to base or a battlefield its player controls), and the rest recycled — only the rest if the
 * unit is gone (banished by its own ability as it was revealed, 110).
 */
export function playRevealedUnitStep(w: RbWork, step: QueuedStep): void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const object = step["object"] as string;
  const rest = step["rest"] as string[];
  if (!w.s.players[seat]!.deck.some((x) => x.id === object)) {
    w.log(`${source}: the unit revealed is no longer there to play`, "110");
    return recycleFromDeck(w, seat, rest, source);
  }
  const banished = w.put(seat, w.take(seat, "deck", object), "banishment");
  w.log(`${source}: ${w.name(seat)} banishes ${w.cardName(banished.card)}`, "427");
  w.next({ step: "play-from", seat, source, object: banished.id, from: { zone: "banishment", ignore: "cost" }, recycle: rest });
}

/**
 * Blind Fury: "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it,
 * ignoring its cost. Then recycle the rest." — in a Duel the one opponent's card, revealed to all (424).
 * Nocturne - Horrifying revealed so is his owner's to banish first (rules/seen-from-top.ts).
 */
export function revealOpponentsTopStep(w: RbWork, step: QueuedStep): void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const opponent = other(seat);
  const top = w.s.players[opponent]!.deck[0];
  if (top === undefined) return void w.log(`${source}: ${w.name(opponent)}'s Main Deck is empty`, "424");
  w.emit({ type: "reveal", obj: top.id, card: top.card });
  w.log(`${source}: ${w.name(opponent)} reveals ${w.cardName(top.card)}`, "424");
  const then = { step: "banish-revealed-to-play", seat, source, owner: opponent, object: top.id };
  if (!offerAsRevealed(w, opponent, [top], then)) banishRevealedToPlayStep(w, then);
}

/** Blind Fury goes on: the card revealed banished to its owner's Banishment (427) and played by this player (106: its owner keeps it) — unless it is gone already (110). */
export function banishRevealedToPlayStep(w: RbWork, step: QueuedStep): void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const owner = step["owner"] as Seat;
  const object = step["object"] as string;
  const card = w.s.players[owner]!.deck.find((x) => x.id === object);
  if (card === undefined) return void w.log(`${source}: the card revealed is no longer there to banish`, "110");
  const banished = w.put(owner, w.take(owner, "deck", object), "banishment");
  w.log(`${source}: ${w.name(seat)} banishes ${w.cardName(card.card)}`, "427");
  w.next({ step: "play-from", seat, source, object: banished.id, from: { zone: "banishment", owner, ignore: "cost" } });
}
