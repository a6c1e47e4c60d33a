import type { JsonValue, Seat } from "@tablecast/engine";
import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { other, type NextAttackBonus, type PlayerState } from "../state";
import type { Ability, Effect } from "../vocabulary/abilities";
import { findPoolCard, foundationsOf, playedAbility, poolDef, readyFoundations, stagingName } from "../values";
import { nameOf, type UfsWork } from "../work";
import { answerOf, ask, choice, offer, seatOf } from "./asking";
import { combatEvent, pushAttack } from "./stack";

/** An ability whose effect is executing: who played it, from where, and what was paid. */
export interface Resolving {
  readonly seat: Seat;
  readonly source: string;
  readonly sourceCard: string;
  readonly ability: number;
  readonly paid: number;
  /** The card played with it (a card from hand), or the source. */
  readonly cardObj: string;
  readonly bonus: NextAttackBonus | null;
}

/** How one instruction executes (J.1.2); a question stops the effect until it is answered. */
type Instruction<K extends Effect["kind"]> = (w: UfsWork, r: Resolving, e: Extract<Effect, { kind: K }>, ability: Ability) => Asking | void;

const signed = (n: number) => `${n >= 0 ? "+" : ""}${n}`;

const INSTRUCTIONS: { readonly [K in Effect["kind"]]: Instruction<K> } = {
  attack(w, r, e, ability) {
    const q = w.s.sequence;
    const found = q === null ? null : findPoolCard(w.s, q.attack);
    // C.3.4: speed and damage change only during the attack's sequence; otherwise the instruction fails (J.1.1).
    if (q === null || found === null) {
      w.log("There is no current attack to modify", "C.3.4");
      return;
    }
    const card = w.player(found.seat).pool.find((c) => c.id === found.card.id)!;
    const times = e.perPaid === true ? r.paid : 1;
    const parts: string[] = [];
    if (e.speed !== undefined) {
      card.speed += e.speed * times;
      parts.push(`${signed(e.speed * times)} speed`);
    }
    if (e.damage !== undefined) {
      card.damage += e.damage * times;
      parts.push(`${signed(e.damage * times)} damage`);
    }
    w.log(`${poolDef(card).name} gets ${parts.join(" and ")}`, ability.keyword === "EX" ? "I.3.5.1" : ability.keyword === "Powerful" ? "I.3.9.1" : "J.3.3");
    combatEvent(w);
  },
  "next-attack"(w, r, e) {
    w.player(r.seat).nextAttack.push({ speed: e.speed ?? 0, damage: e.damage ?? 0 });
    w.log(`${w.name(r.seat)}'s next attack this turn gets ${e.speed ? `+${e.speed} speed` : ""}${e.speed && e.damage ? " and " : ""}${e.damage ? `+${e.damage} damage` : ""}`, "K.3.9");
  },
  draw(w, r, e) {
    w.draw(r.seat, e.n, "K.5.4");
  },
  "gain-vitality"(w, r, e) {
    const p = w.s.players[r.seat]!;
    // J.5.1.1: capped at the maximum; at the maximum the instruction fails.
    if (p.vitality >= p.maxVitality) {
      w.log(`${w.name(r.seat)} is at maximum vitality: the gain fails`, "J.5.1.1");
      return;
    }
    const value = Math.min(p.maxVitality, p.vitality + e.n);
    w.log(`${w.name(r.seat)} gains ${value - p.vitality} vitality`, "J.5.1");
    w.setVitality(r.seat, value);
  },
  "momentum-from-deck"(w, r, e) {
    for (let i = 0; i < e.n && w.s.players[r.seat]!.deck.length > 0 && w.s.ended === null; i++) {
      w.moveTo(r.seat, w.s.players[r.seat]!.deck[0]!.id, "momentum");
      w.cycleIfEmpty(r.seat);
    }
    w.log(`${w.name(r.seat)} adds the top ${e.n === 1 ? "card" : `${e.n} cards`} of their deck to their momentum`, "D.4.2.2");
  },
  "check-bonus"(w, r, e) {
    w.player(r.seat).checkBonus += e.n;
    w.log(`${w.name(r.seat)}'s next control check this turn gets +${e.n}`, "J.3.2.1.3");
  },
  stun(w, r, e) {
    // I.3.12.1: the opponent commits X foundations; J.1.2 as many as they can.
    const opp = other(r.seat);
    const ready = readyFoundations(w.s.players[opp]!);
    if (ready.length <= e.n) {
      for (const id of ready) w.commit(opp, id);
      w.log(`${w.name(opp)} commits ${ready.length} foundation${ready.length === 1 ? "" : "s"} (Stun: ${e.n})`, "I.3.12.1");
      return;
    }
    w.log(`${w.name(opp)} must commit ${e.n} foundations (Stun: ${e.n})`, "I.3.12.1");
    return ask(opp, "stun", { step: "effects/stun", remaining: e.n });
  },
  breaker(w, r, e) {
    w.player(other(r.seat)).nextCardPenalty += e.n;
    w.log(`The next card ${w.name(other(r.seat))} attempts to play this turn gets +${e.n} difficulty`, "I.3.1.1");
  },
  multiple(w, r) {
    // I.3.8.1: X cards from the top of the discard pile join the card pool face down as copies of this attack.
    const p = w.s.players[r.seat]!;
    const original = p.pool.find((c) => c.id === r.cardObj);
    if (w.s.sequence === null || original === undefined || original.copyOf !== undefined) return; // I.3.8.2.2
    const copies: string[] = [];
    for (let i = 0; i < r.paid && w.s.players[r.seat]!.discard.length > 0; i++) {
      const discard = w.s.players[r.seat]!.discard;
      copies.push(w.toPoolFaceDown(r.seat, discard[discard.length - 1]!.id, original.card).id);
    }
    w.log(`${copies.length} multiple cop${copies.length === 1 ? "y" : "ies"} of ${nameOf(original.card)} join the card pool face down`, "I.3.8.1");
    // F.2.3.6: several attacks are added rightmost first, so they attack from left to right.
    for (const id of copies.reverse()) pushAttack(w, r.seat, id);
  },
  gauge(w, r, e) {
    // I.3.7.1: a fired effect waiting for this attack's damage (J.3.2).
    const q = w.s.sequence;
    if (q !== null) w.own<{ gauge: number | null }>("sequence").gauge = Math.max(q.gauge ?? 0, e.n);
    w.log(`If ${q === null ? "the attack" : poolDef(findPoolCard(w.s, q.attack)!.card).name} deals ${e.n} or more damage, ${w.name(r.seat)} may search for a character`, "I.3.7.1");
  },
  "flip-attack"(w, r) {
    // K.4.2: the opponent's current attack turns face down in the card pool; G.5.2 it is dropped.
    const q = w.s.sequence;
    const found = q === null ? null : findPoolCard(w.s, q.attack);
    if (q === null || found === null || found.seat === r.seat) {
      w.log("There is no opposing attack to flip", "J.1.1");
      return;
    }
    const name = poolDef(found.card).name;
    w.flipInPool(found.seat, found.card.id);
    w.log(`${name} is turned face down in the card pool`, "K.4.2");
  },
  "opponent-destroys-foundations"(w, r, e) {
    // K.4.1: the opponent chooses which of their foundations go to the discard pile; J.1.1 as many as they can.
    const opp = other(r.seat);
    const all = foundationsOf(w.s.players[opp]!);
    if (all.length <= e.n) {
      for (const c of all.slice()) w.moveTo(opp, c.id, "discard");
      w.log(`${w.name(opp)} destroys ${all.length} foundation${all.length === 1 ? "" : "s"}`, "K.4.1");
      return;
    }
    w.log(`${w.name(opp)} must destroy ${e.n} of their foundations`, "K.4.1");
    return ask(opp, "destroy", { step: "effects/destroy", remaining: e.n });
  },
  recheck(w, r) {
    w.player(r.seat).recheck = true;
    w.log(`If ${w.name(r.seat)}'s next control check this turn is below its difficulty, it is re-checked`, "E.3.3");
  },
  reversal(w, r) {
    // I.3.10.1: the card paid as the cost (now in the card pool) is added to the attack stack.
    const pooled = w.player(r.seat).pool.find((c) => c.id === r.cardObj);
    if (pooled === undefined) return;
    if (r.bonus !== null) {
      pooled.speed += r.bonus.speed;
      pooled.damage += r.bonus.damage;
    }
    pushAttack(w, r.seat, pooled.id);
  },
};

/**
 * J.1.2: the instructions of an effect, in order, from instruction `from`. An instruction that asks
 * a player (Stun, "destroys N foundations") leaves the rest queued: they resume after the answer.
 */
export function executeEffects(w: UfsWork, r: Resolving, from = 0): Asking | void {
  const ability = playedAbility(w.s.players[r.seat]!, r.source, r.sourceCard, r.ability);
  for (let i = from; i < ability.effects.length; i++) {
    if (w.s.ended !== null) return;
    const e = ability.effects[i]!;
    const asking = (INSTRUCTIONS[e.kind] as Instruction<typeof e.kind>)(w, r, e, ability);
    if (asking !== undefined) {
      if (i + 1 < ability.effects.length) w.next({ step: "effects/resume", ...(r as unknown as Record<string, JsonValue>), from: i + 1 });
      return asking;
    }
  }
}

const remainingOf = (step: QueuedStep): number => step["remaining"] as number;
const chosen = (step: QueuedStep): string => {
  const a = answerOf(step);
  if (a.kind !== "target") throw new Error("ufs: a card was expected");
  return a.objects[0]!;
};

export const effectSteps = {
  "effects/resume": (w: UfsWork, step: QueuedStep) => executeEffects(w, step as unknown as Resolving, step["from"] as number),
  /** I.3.12.1: one foundation committed to Stun. */
  "effects/stun": (w: UfsWork, step: QueuedStep) => {
    const seat = seatOf(step);
    w.commit(seat, chosen(step));
    const remaining = remainingOf(step) - 1;
    if (remaining > 0 && readyFoundations(w.s.players[seat]!).length > 0) return ask(seat, "stun", { step: "effects/stun", remaining });
  },
  /** K.4.1: one foundation destroyed. */
  "effects/destroy": (w: UfsWork, step: QueuedStep) => {
    const seat = seatOf(step);
    const obj = chosen(step);
    const name = nameOf(w.s.players[seat]!.staging.find((c) => c.id === obj)!.card); // face up in the discard pile
    w.moveTo(seat, obj, "discard");
    w.log(`${w.name(seat)} destroys ${name}`, "K.4.1");
    const remaining = remainingOf(step) - 1;
    if (remaining > 0 && foundationsOf(w.s.players[seat]!).length > 0) return ask(seat, "destroy", { step: "effects/destroy", remaining });
  },
};

export const effectOffers = {
  stun: offer((s, asking) => {
    const p: PlayerState = s.players[asking.seat]!;
    return readyFoundations(p).map((id) => choice({ id: `stun:${id}`, label: `Commit ${stagingName(p, id)} (Stun)`, kind: "commit", rule: "ufs:I.3.12", object: id, payload: { kind: "target", objects: [id] } }));
  }),
  destroy: offer((s, asking) => {
    const p: PlayerState = s.players[asking.seat]!;
    return foundationsOf(p).map((c) => choice({ id: `destroy:${c.id}`, label: `Destroy ${stagingName(p, c.id)}`, kind: "discard", rule: "ufs:K.4.1", object: c.id, payload: { kind: "target", objects: [c.id] } }));
  }),
};
