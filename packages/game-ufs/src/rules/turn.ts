import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../data/cards";
import { other } from "../state";
import { cardOfObj, poolDef } from "../values";
import { nameOf, type UfsWork } from "../work";
import { forms } from "./abilities";
import { answerOf, ask, choice, offer, seatOf } from "./asking";
import { stagingPause } from "./pauses";
import { playAbility, startPlay } from "./play";

/** F: the turn — Ready Phase (F.1), Combat Phase (F.2), End Phase (F.3). */

/** F.2: the Combat Phase begins. */
export function startCombat(w: UfsWork): void {
  w.set("phase", "combat");
  w.set("combatOver", false);
  const p = w.player(w.s.activePlayer);
  p.triedFromHand = false;
  p.formsAttempted = 0;
  w.emit({ type: "phase", phase: "combat" });
  if (p.mustPlayFromHand) w.log(`${p.name} must attempt to play a card from hand as a form this turn`, "F.2.2.3");
}

/** In the Combat Phase with no attack sequence and nothing queued: forms, the next attack, or the End Phase. */
export function combatIdle(w: UfsWork): Asking | null {
  const s = w.s;
  if (s.attackStack.length > 0) return then(w, "attack/begin");
  if (s.combatOver) return then(w, "turn/end-phase");
  const choices = forms(s, s.activePlayer);
  if (choices.some((c) => c.id !== "pass")) return ask(s.activePlayer, "forms", { step: "turn/forms" }, choices);
  return then(w, "turn/pass-forms");
}

const then = (w: UfsWork, step: string): null => {
  w.next({ step });
  return null;
};

/** F.2.2: a form played from hand, an ability played as a form, or a pass (F.2.2.3). */
function formsAnswer(w: UfsWork, step: QueuedStep): void {
  const seat = seatOf(step);
  const answer = answerOf(step);
  const p = w.player(seat);
  if (answer.kind === "play") {
    p.triedFromHand = true;
    p.formsAttempted++;
    startPlay(w, seat, { purpose: "form", card: answer.obj, source: null, ability: null, paid: 0 });
  } else if (answer.kind === "ability") {
    if (p.hand.some((c) => c.id === answer.obj)) p.triedFromHand = true;
    p.formsAttempted++;
    playAbility(w, seat, "form", answer.obj, answer.index, answer.x);
  } else passForms(w);
}

/** F.2.2.3: pass on further forms; without an attempt from hand, the player owes one next turn. */
function passForms(w: UfsWork): void {
  const p = w.player(w.s.activePlayer);
  p.mustPlayFromHand = !p.triedFromHand;
  w.set("combatOver", true);
  w.log(`${p.name} passes to the End Phase${p.mustPlayFromHand ? " without attempting a card from hand" : ""}`, "F.2.2.3");
}

/** F.3.1: the End Phase: the card pools are cleared. */
function beginEndPhase(w: UfsWork): void {
  w.set("phase", "end");
  w.emit({ type: "phase", phase: "end" });
  w.log("End Phase: the card pools are cleared", "F.3.1");
}

/** F.3.1–F.3.2: clears one card (active player first, right to left); F.3.3 with both pools empty the turn ends. */
function clearOne(w: UfsWork): Asking | void {
  for (const seat of [w.s.activePlayer, other(w.s.activePlayer)]) {
    const p = w.s.players[seat]!;
    const c = p.pool[p.pool.length - 1];
    if (c === undefined) continue;
    const def = poolDef(c);
    if (c.faceDown === true) {
      // F.3.2.3: a face-down card is no foundation, asset or character here: it is discarded (turning face up).
      w.moveTo(seat, c.id, "discard");
      w.log(`A face-down card (${nameOf(c.card)}) is discarded from the card pool`, "F.3.2.3");
    } else if (c.copyOf !== undefined) {
      // I.3.8.2.1: a multiple copy never goes to momentum; it is discarded (turning face up).
      w.moveTo(seat, c.id, "discard");
      w.log(`A multiple copy (${nameOf(c.card)}) is discarded from the card pool`, c.dealtDamage ? "I.3.8.2.1" : "F.3.2.3");
    } else if ((def.type === "foundation" || def.type === "asset" || def.type === "character") && c.purpose !== "block") {
      w.toStaging(seat, c.id);
      w.log(`${def.name} enters ${p.name}'s staging area`, "F.3.2.1");
      stagingPause(w, seat);
    } else if (def.type === "attack" && c.dealtDamage) {
      return ask(seat, "clear", { step: "turn/clear", obj: c.id });
    } else {
      w.moveTo(seat, c.id, "discard");
      w.log(`${def.name} is discarded from the card pool`, "F.3.2.3");
    }
    return;
  }
  w.log(`${w.name(w.s.activePlayer)}'s turn ends`, "F.3.3");
  return nextTurn(w);
}

/** F.3.2.2: an attack that dealt damage goes to its player's momentum, or to the discard pile. */
function clearAnswer(w: UfsWork, step: QueuedStep): void {
  const seat = seatOf(step);
  const obj = step["obj"] as string;
  const name = nameOf(cardOfObj(w.s.players[seat]!, obj));
  if (answerOf(step).kind === "momentum") {
    w.moveTo(seat, obj, "momentum");
    w.log(`${w.name(seat)} adds ${name} to their momentum`, "F.3.2.2");
  } else {
    w.moveTo(seat, obj, "discard");
    w.log(`${w.name(seat)} discards ${name}`, "F.3.2.2");
  }
}

/** F.3.3: the turn ends; the other player's turn begins with the Ready Phase (F.1). */
function nextTurn(w: UfsWork): Asking | void {
  for (const seat of [0, 1]) {
    // C.3.3.4.2.1 / J.2.2.1: effects that last "this turn" end.
    const p = w.player(seat);
    p.usedThisTurn = [];
    p.nextAttack = [];
    p.nextCardPenalty = 0;
    p.checkBonus = 0;
    p.recheck = false;
  }
  w.set("turn", w.s.turn + 1);
  const seat = other(w.s.activePlayer);
  w.set("activePlayer", seat);
  const p = w.player(seat);
  w.emit({ type: "turn", turn: w.s.turn, turnPlayer: seat });
  // F.1.1 Ready Step: ready every committed card.
  w.emit({ type: "phase", phase: "ready", step: "ready" });
  if (p.character.committed) w.ready(seat, p.character.id);
  for (const c of p.staging.slice()) if (c.committed) w.ready(seat, c.id);
  w.log(`${p.name} readies their committed cards`, "F.1.1");
  // F.1.2 Review Step.
  if (p.hand.length > 0) {
    w.emit({ type: "phase", phase: "ready", step: "review" });
    return ask(seat, "review", { step: "turn/review" });
  }
  drawStep(w);
}

/** F.1.2: the player may discard a card from hand, then draws (F.1.3). */
function reviewAnswer(w: UfsWork, step: QueuedStep): void {
  const seat = seatOf(step);
  const answer = answerOf(step);
  if (answer.kind === "target") {
    const obj = answer.objects[0]!;
    const name = nameOf(cardOfObj(w.s.players[seat]!, obj));
    w.moveTo(seat, obj, "discard");
    w.log(`${w.name(seat)} reviews ${name}`, "F.1.2");
  }
  drawStep(w);
}

/** F.1.3: draw until the hand holds at least the hand size (one game event). */
function drawStep(w: UfsWork): void {
  const seat = w.s.activePlayer;
  const p = w.s.players[seat]!;
  w.emit({ type: "phase", phase: "ready", step: "draw" });
  w.draw(seat, Math.max(0, p.handSize - p.hand.length), "F.1.3");
  if (w.s.ended === null) startCombat(w);
}

export const turnSteps = {
  "turn/forms": formsAnswer,
  "turn/pass-forms": passForms,
  "turn/end-phase": beginEndPhase,
  "turn/clear-one": clearOne,
  "turn/clear": clearAnswer,
  "turn/review": reviewAnswer,
};

export const turnOffers = {
  forms: offer((s, asking) => forms(s, asking.seat)),
  review: offer((s, asking) => {
    const p = s.players[asking.seat]!;
    return [
      choice({ id: "review:none", label: "Keep every card", kind: "pass", rule: "ufs:F.1.2", payload: { kind: "pass" } }),
      ...p.hand.map((c) => choice({ id: `review:${c.id}`, label: `Review: discard ${cardDef(c.card).name}`, kind: "discard", rule: "ufs:F.1.2", object: c.id, payload: { kind: "target", objects: [c.id] } })),
    ];
  }),
  clear: offer((s, asking) => {
    const obj = asking.then["obj"] as string;
    const name = cardDef(s.players[asking.seat]!.pool.find((c) => c.id === obj)!.card).name;
    return [
      choice({ id: "momentum", label: `Add ${name} to your momentum`, kind: "choose", rule: "ufs:F.3.2.2", object: obj, payload: { kind: "momentum" } }),
      choice({ id: "discard", label: `Discard ${name}`, kind: "choose", rule: "ufs:F.3.2.2", object: obj, payload: { kind: "discard" } }),
    ];
  }),
};
