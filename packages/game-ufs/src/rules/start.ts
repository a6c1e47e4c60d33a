import type { Seat } from "@tablecast/engine";
import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../data/cards";
import { other, type PlayerState } from "../state";
import type { UfsWork } from "../work";
import { answerOf, ask, choice, offer, seatOf } from "./asking";
import { startCombat } from "./turn";

/** E.1: starting the game. */

/** E.1.1: the character cards a seat may start with (one per card). */
export function startingChoices(p: PlayerState): string[] {
  return [...new Set(p.deck.filter((c) => cardDef(c.card).type === "character").map((c) => c.card))];
}

/**
 * E.1.1: the next seat that still has to choose (face down) among several characters; a seat with
 * one character places it without a decision. When both have chosen, the characters are revealed.
 */
function nextStartingChoice(w: UfsWork): Asking {
  for (const seat of [0, 1] as Seat[]) {
    if (w.s.players[seat]!.character.id !== "" || w.s.startingChosen.includes(seat)) continue;
    const choices = startingChoices(w.s.players[seat]!);
    if (choices.length > 1) return ask(seat, "character", { step: "start/character" });
    w.player(seat).character.card = choices[0]!;
    w.set("startingChosen", [...w.s.startingChosen, seat]);
  }
  return revealCharacters(w);
}

/** E.1.1 (the reveal) through E.1.3. */
function revealCharacters(w: UfsWork): Asking {
  for (const seat of [0, 1] as Seat[]) {
    const p = w.player(seat);
    const obj = p.deck.find((c) => c.card === p.character.card)!;
    p.deck.splice(p.deck.indexOf(obj), 1);
    const def = cardDef(obj.card);
    p.character = { id: obj.id, card: obj.card, committed: false, since: 0 };
    // E.1.5: vitality set to the character's maximum vitality.
    p.vitality = def.vitality!;
    p.maxVitality = def.vitality!;
    p.handSize = def.handSize!;
    w.emit({ type: "character", seat, name: p.name, character: obj.card, obj: obj.id });
    w.counter(seat, "hand-size", p.handSize);
    w.counter(seat, "max-vitality", p.maxVitality);
    w.counter(seat, "vitality", p.vitality);
    w.counter(seat, "momentum", 0);
    w.counter(seat, "foundations", 0);
    w.counter(seat, "ready-foundations", 0);
    w.log(`${p.name} reveals ${def.name} as their starting character`, "E.1.1");
  }
  // E.1.2: the decks are shuffled.
  for (const seat of [0, 1]) w.shuffleDeck(seat);
  w.log("The decks are shuffled", "E.1.2");
  // E.1.3: a random method decides which player chooses who goes first.
  const chooser = w.random(2);
  w.log(`${w.name(chooser)} wins the toss and chooses who goes first`, "E.1.3");
  return ask(chooser, "first-player", { step: "start/first-player" });
}

/** E.1.1: placed face down; both are revealed together once the other player has chosen. */
function characterAnswer(w: UfsWork, step: QueuedStep): Asking {
  const seat = seatOf(step);
  const answer = answerOf(step);
  if (answer.kind !== "card") throw new Error("ufs: a character was expected");
  w.player(seat).character.card = answer.card;
  w.set("startingChosen", [...w.s.startingChosen, seat]);
  w.log(`${w.name(seat)} places a character face down`, "E.1.1");
  return nextStartingChoice(w);
}

/** E.1.3–E.1.7: the chosen player goes first, commits their character (E.1.4); both draw (E.1.7). */
function firstPlayerAnswer(w: UfsWork, step: QueuedStep): Asking {
  const seat = seatOf(step);
  const answer = answerOf(step);
  const first = answer.kind === "first" && answer.me ? seat : other(seat);
  w.set("firstPlayer", first);
  w.log(`${w.name(seat)} chooses ${w.name(first)} to go first`, "E.1.3");
  w.commit(first, w.s.players[first]!.character.id);
  w.log(`${w.name(first)} commits their character`, "E.1.4");
  for (const p of [first, other(first)]) w.draw(p, w.s.players[p]!.handSize, "E.1.7");
  return ask(first, "mulligan", { step: "start/mulligan" });
}

/** E.1.8: starting with the first player, each keeps their hand or takes a mulligan; E.1.9 the game begins. */
function mulliganAnswer(w: UfsWork, step: QueuedStep): Asking | void {
  const seat = seatOf(step);
  if (answerOf(step).kind === "yes") {
    const p = w.player(seat);
    for (const c of p.hand.slice()) w.moveTo(seat, c.id, "deck", { bottom: true });
    w.draw(seat, p.handSize, "E.1.8");
    w.shuffleDeck(seat);
    w.log(`${p.name} takes a mulligan`, "E.1.8");
  } else w.log(`${w.name(seat)} keeps their hand`, "E.1.8");
  if (seat === w.s.firstPlayer) return ask(other(seat), "mulligan", { step: "start/mulligan" });
  w.set("turn", 1);
  w.set("activePlayer", w.s.firstPlayer);
  w.emit({ type: "turn", turn: 1, turnPlayer: w.s.firstPlayer });
  w.log(`The game begins. ${w.name(w.s.firstPlayer)} skips the Ready Phase of their first turn`, "E.1.9");
  startCombat(w);
}

export const startSteps = {
  "start/characters": nextStartingChoice,
  "start/character": characterAnswer,
  "start/first-player": firstPlayerAnswer,
  "start/mulligan": mulliganAnswer,
};

export const startOffers = {
  character: offer((s, asking) =>
    startingChoices(s.players[asking.seat]!).map((card) => choice({ id: `character:${card}`, label: `Start with ${cardDef(card).name} (placed face down)`, kind: "choose", rule: "ufs:E.1.1", payload: { kind: "card", card } })),
  ),
  "first-player": offer(() => [
    choice({ id: "first:me", label: "Go first", kind: "choose", rule: "ufs:E.1.3", payload: { kind: "first", me: true } }),
    choice({ id: "first:opponent", label: "Let the opponent go first", kind: "choose", rule: "ufs:E.1.3", payload: { kind: "first", me: false } }),
  ]),
  mulligan: offer(() => [
    choice({ id: "mulligan:no", label: "Keep this hand", kind: "choose", rule: "ufs:E.1.8", payload: { kind: "no" } }),
    choice({ id: "mulligan:yes", label: "Take a mulligan", kind: "choose", rule: "ufs:E.1.8", payload: { kind: "yes" } }),
  ]),
};
