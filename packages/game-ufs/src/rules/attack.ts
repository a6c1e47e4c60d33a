import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../data/cards";
import { other, type AttackSequence, type GameEvent } from "../state";
import { attackValues, findPoolCard, poolDef } from "../values";
import { nameOf, type UfsWork } from "../work";
import { blocks, enhances, gaugeFinds } from "./abilities";
import { answerInWindow, answerOf, ask, choice, offer, seatOf } from "./asking";
import { stagingPause } from "./pauses";
import { playAbility, startPlay } from "./play";
import { combatEvent } from "./stack";

/** G: the attack sequence — Enhance Step (G.1), Block Step (G.2), Damage Step (G.3), resolution (G.4). */

const sequence = (w: UfsWork) => w.own<AttackSequence>("sequence");

/** F.2.3.4: whenever a form could be played, the most recent pending attack enters its attack sequence. */
function beginSequence(w: UfsWork): void {
  const stack = w.own<{ seat: number; obj: string }[]>("attackStack");
  const top = stack.pop()!;
  w.emit({ type: "stack", op: "pop", obj: top.obj });
  const found = findPoolCard(w.s, top.obj);
  if (found === null) return; // F.2.3.5: it left the card pool
  const def = poolDef(found.card);
  const flash = def.keywords?.flash === true;
  w.set("sequence", { attack: top.obj, attacker: top.seat, step: flash ? "block" : "enhance", priority: top.seat, passes: 0, used: [], enhanced: [], status: null, block: null, gauge: null });
  w.log(`${w.name(top.seat)}'s ${def.name} begins its attack sequence`, "F.2.3.4");
  combatEvent(w);
  if (flash) w.log(`${def.name} has Flash: its Enhance Step is skipped`, "I.3.6.1");
  w.emit({ type: "phase", phase: "combat", step: flash ? "block" : "enhance" });
}

/** While an attack sequence runs and nothing is queued: whom it asks, or the step that moves it on. */
export function attackIdle(w: UfsWork, q: AttackSequence): Asking | null {
  // G.5.2: a dropped attack's sequence is aborted.
  if (q.step !== "resolution" && findPoolCard(w.s, q.attack) === null) return then(w, "attack/dropped");
  switch (q.step) {
    case "enhance": {
      // G.1.3: the step ends when both players pass in succession.
      if (q.passes >= 2) return then(w, "attack/enhance-ends");
      const choices = enhances(w.s, q.priority);
      if (choices.length > 0) return ask(q.priority, "enhance", { step: "attack/enhance" }, [...choices, PASS_ENHANCE]);
      // G.1.2 note: a player who cannot play an enhance must pass.
      return then(w, "attack/enhance-pass");
    }
    case "block": {
      const choices = blocks(w.s, other(q.attacker));
      if (choices.length > 0) return ask(other(q.attacker), "block", { step: "attack/block" }, [...choices, NO_BLOCK]);
      return then(w, "attack/no-block");
    }
    case "damage":
      return then(w, "attack/damage");
    case "resolution":
      return then(w, "attack/resolve");
  }
}

const then = (w: UfsWork, step: string): null => {
  w.next({ step });
  return null;
};

const PASS_ENHANCE = choice({ id: "pass", label: "Pass", kind: "pass", rule: "ufs:G.1.2", payload: { kind: "pass" } });
const NO_BLOCK = choice({ id: "noblock", label: "Do not block", kind: "pass", rule: "ufs:G.2.1.2", payload: { kind: "pass" } });

/** G.1.1–G.1.2: an enhance played or a pass; priority goes to the other player. */
function enhanceAnswer(w: UfsWork, step: QueuedStep): void {
  const seat = seatOf(step);
  const q = sequence(w);
  const answer = answerInWindow(q, seat, answerOf(step));
  if (answer === null) return;
  if (!q.enhanced.includes(seat)) q.enhanced.push(seat);
  playAbility(w, seat, "enhance", answer.obj, answer.index, answer.x);
}

/** G.2.1: the defender blocks with a card from hand or does not block (G.2.1.2). */
function blockAnswer(w: UfsWork, step: QueuedStep): void {
  const seat = seatOf(step);
  const answer = answerOf(step);
  if (answer.kind === "block") {
    startPlay(w, seat, { purpose: "block", card: answer.obj, source: null, ability: null, paid: 0 });
    return;
  }
  const q = sequence(w);
  q.status = "not-blocked";
  q.step = "damage";
  w.log(`${w.name(seat)} does not block`, "G.2.1.2");
}

/** G.3: damage by block status; I.3.14.1 Throw; then a Gauge waiting for it (I.3.7.1). */
function damageStep(w: UfsWork): Asking | void {
  w.emit({ type: "phase", phase: "combat", step: "damage" });
  const q = sequence(w);
  const found = findPoolCard(w.s, q.attack)!;
  const v = attackValues(w.s, q.attacker, found.card);
  const def = poolDef(found.card);
  const defender = other(q.attacker);
  let amount: number;
  let rule: string;
  if (v.damage <= 0) [amount, rule] = [0, "G.3.1"];
  else if (q.status === "complete") [amount, rule] = def.keywords?.throw === true ? [Math.ceil(v.damage / 2), "I.3.14.1"] : [0, "G.3.1"];
  else if (q.status === "partial") [amount, rule] = [Math.ceil(v.damage / 2), "G.3.2"];
  else [amount, rule] = [v.damage, "G.3.3"];
  q.step = "resolution";
  if (amount <= 0) {
    w.log(`${def.name} deals no damage`, rule);
    return;
  }
  w.player(q.attacker).pool.find((c) => c.id === q.attack)!.dealtDamage = true;
  w.prop(q.attack, "dealtDamage", true);
  w.log(`${def.name} deals ${amount} damage to ${w.name(defender)}`, rule);
  w.setVitality(defender, w.s.players[defender]!.vitality - amount);
  w.own<GameEvent[]>("gameEvents").push({ kind: "damage", attacker: q.attacker, attack: q.attack, amount });
  // I.3.7.1 Gauge: the fired effect executes before any response window (J.3.2.1.1).
  if (q.gauge !== null && amount >= q.gauge && w.s.ended === null) {
    if (gaugeFinds(w.s.players[q.attacker]!).length > 0) return ask(q.attacker, "gauge", { step: "attack/gauge" });
    w.log(`${w.name(q.attacker)} searches their deck and discard pile and finds no character to add`, "I.3.7.1");
    w.shuffleDeck(q.attacker); // K.5.2
  }
}

/** I.3.7.1: the search's find joins the staging area (K.5.2: revealed), or nothing; the deck is shuffled. */
function gaugeAnswer(w: UfsWork, step: QueuedStep): void {
  const seat = seatOf(step);
  const answer = answerOf(step);
  if (answer.kind === "target") {
    const obj = answer.objects[0]!;
    const p = w.s.players[seat]!;
    const name = nameOf([...p.deck, ...p.discard].find((c) => c.id === obj)!.card);
    w.toStaging(seat, obj);
    w.log(`${w.name(seat)} searches and adds ${name} to their staging area`, "I.3.7.1");
    stagingPause(w, seat);
  } else w.log(`${w.name(seat)} adds nothing`, "I.3.7.1");
  w.shuffleDeck(seat); // K.5.2: after searching the deck, shuffle it.
}

/** G.4; C.3.3.4.2.3: the attack resolves and its current state is refreshed. */
function resolve(w: UfsWork): void {
  const q = w.s.sequence!;
  const found = findPoolCard(w.s, q.attack);
  const card = w.player(q.attacker).pool.find((c) => c.id === q.attack);
  const blocked = q.status === "complete" || q.status === "partial";
  const def = poolDef(found?.card ?? card!);
  if (card !== undefined) {
    card.speed = 0;
    card.damage = 0;
  }
  w.log(`${def.name} resolves`, "G.4");
  w.set("sequence", null);
  w.emit({ type: "combat", attack: null });
  w.own<GameEvent[]>("gameEvents").push({ kind: "resolved", attacker: q.attacker, attack: q.attack, blocked, safe: def.keywords?.safe === true });
}

export const attackSteps = {
  "attack/begin": beginSequence,
  "attack/dropped": (w: UfsWork) => {
    w.log("The attack was dropped: its sequence is aborted", "G.5.2.1");
    w.set("sequence", null);
    w.emit({ type: "combat", attack: null });
  },
  "attack/enhance-ends": (w: UfsWork) => {
    sequence(w).step = "block";
    w.log("Both players passed: the Enhance Step ends", "G.1.3");
    w.emit({ type: "phase", phase: "combat", step: "block" });
  },
  "attack/enhance-pass": (w: UfsWork) => {
    const q = sequence(w);
    q.passes++;
    q.priority = other(q.priority);
  },
  "attack/no-block": (w: UfsWork) => {
    const q = sequence(w);
    q.status = "not-blocked";
    q.step = "damage";
    w.log(`${w.name(other(q.attacker))} has no card that can block it`, "G.2.1.1");
  },
  "attack/damage": damageStep,
  "attack/resolve": resolve,
  "attack/enhance": enhanceAnswer,
  "attack/block": blockAnswer,
  "attack/gauge": gaugeAnswer,
};

export const attackOffers = {
  enhance: offer((s, asking) => [...enhances(s, asking.seat), PASS_ENHANCE]),
  block: offer((s, asking) => [...blocks(s, asking.seat), NO_BLOCK]),
  gauge: offer((s, asking) => [
    ...gaugeFinds(s.players[asking.seat]!).map((c) =>
      choice({ id: `gauge:${c.id}`, label: `Add ${cardDef(c.card).name} from your ${c.zone} to your staging area`, kind: "choose", rule: "ufs:I.3.7.1", object: c.id, payload: { kind: "target", objects: [c.id] } }),
    ),
    choice({ id: "gauge:none", label: "Add nothing", kind: "pass", rule: "ufs:I.3.7.1", payload: { kind: "pass" } }),
  ]),
};
