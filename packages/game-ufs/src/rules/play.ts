import type { JsonValue, Seat } from "@tablecast/engine";
import type { Asking } from "@tablecast/engine/kit";
import { cardDef } from "../data/cards";
import { other, type AttackSequence, type NextAttackBonus, type PlayInProgress, type Purpose } from "../state";
import { abilityAt, attackValues, cardDifficulty, cardOfObj, findPoolCard, playedAbility } from "../values";
import { nameOf, type UfsWork } from "../work";
import { ask } from "./asking";
import { payCosts } from "./costs";
import { executeEffects } from "./effects";
import { pushAttack } from "./stack";

/** What a player attempts to play (E.4.1): a card from hand, an ability on a card, or both. */
export interface PlayRequest {
  readonly purpose: Purpose;
  /** A card from hand being played (in transit from E.4.2). */
  readonly card: string | null;
  /** The ability played and the card it is on. */
  readonly source: string | null;
  readonly ability: number | null;
  readonly paid: number;
}

/** H.1: plays ability `index` of `obj` (from hand: the card is played too, E.4.1). */
export function playAbility(w: UfsWork, seat: Seat, purpose: Purpose, obj: string, index: number, paid: number): void {
  const inHand = w.s.players[seat]!.hand.some((c) => c.id === obj);
  const ability = abilityAt(w.s.players[seat]!, obj, index);
  const purposeOfCard: Purpose = ability.keyword === "Reversal" ? "reversal" : purpose;
  startPlay(w, seat, { purpose: purposeOfCard, card: inHand ? obj : null, source: obj, ability: index, paid });
}

/** E.4.1–E.4.7: announce, move to transit, pay the non-check costs, determine the total difficulty; then the checks (E.4.8–E.4.9). */
export function startPlay(w: UfsWork, seat: Seat, req: PlayRequest): void {
  const p = w.player(seat);
  const checks: number[] = [];
  let bonus: NextAttackBonus | null = null;
  const ability = req.ability === null || req.source === null ? null : abilityAt(w.s.players[seat]!, req.source, req.ability);
  const sourceCard = req.source === null ? null : cardOfObj(p, req.source);
  if (ability !== null) p.usedThisTurn.push(`${req.source}:${req.ability}`);
  if (req.card !== null) {
    const def = cardDef(cardOfObj(p, req.card));
    const as = req.purpose === "block" ? " as a block" : req.purpose === "reversal" ? " as a reversal" : "";
    w.moveTo(seat, req.card, "transit"); // E.4.2
    w.log(`${w.name(seat)} attempts to play ${def.name}${as}`, "E.4.1");
    // I.3.1 Breaker: "the next card your opponent attempts to play this turn gets +X difficulty" (K.3.9.2).
    const penalty = p.nextCardPenalty;
    p.nextCardPenalty = 0;
    let base: number;
    if (req.purpose === "block") {
      // G.2.1.3.2.1: block modifier plus the attack's speed. I.3.1 note: a difficulty bonus does not change a block's check.
      const q = w.s.sequence!;
      const speed = attackValues(w.s, q.attacker, findPoolCard(w.s, q.attack)!.card).speed;
      base = def.block!.modifier + speed;
      w.log(`Block difficulty ${base}: block modifier +${def.block!.modifier} and the attack's speed ${speed}`, "G.2.1.3.2.1");
    } else {
      base = cardDifficulty(w.s.players[seat]!, def) + penalty;
      if (base !== def.difficulty && def.keywords?.desperation !== undefined && penalty === 0) w.log(`${def.name} has difficulty ${base} at desperation`, "I.3.4.1");
      if (penalty > 0) w.log(`${def.name} gets +${penalty} difficulty (Breaker)`, "I.3.1.1");
    }
    // E.4.7.2 progressive difficulty: +1 for each card already in the card pool.
    const progressive = p.pool.length;
    checks.push(base + progressive);
    w.log(`Total difficulty ${base + progressive} (${base} + ${progressive} progressive)`, "E.4.7.2.1");
    // K.3.9: the next attack attempted this turn (not blocks) takes "next attack" bonuses.
    if (def.type === "attack" && req.purpose !== "block" && p.nextAttack.length > 0) {
      bonus = p.nextAttack.reduce((acc, b) => ({ speed: acc.speed + b.speed, damage: acc.damage + b.damage }), { speed: 0, damage: 0 });
      p.nextAttack = [];
    }
  }
  if (ability !== null && req.source !== null) {
    const srcName = nameOf(sourceCard!);
    if (req.card === null) w.log(`${w.name(seat)} plays ${srcName}: ${ability.text}`, "E.4.1");
    checks.push(...payCosts(w, seat, ability, req.source, srcName, req.paid));
  }
  const play: PlayInProgress = { seat, purpose: req.purpose, card: req.card, source: req.source, sourceCard, ability: req.ability, paid: req.paid, checks, rechecking: false, bonus };
  w.set("play", play);
  w.next({ step: "checks/run" });
}

/** E.4.8.2 / E.4.9.3: a check failed: discard the card and abort. */
function failPlay(w: UfsWork): void {
  const play = w.s.play!;
  w.set("play", null);
  if (play.card !== null) {
    const name = nameOf(cardOfObj(w.s.players[play.seat]!, play.card));
    w.moveTo(play.seat, play.card, "discard");
    w.log(`${name} is discarded: the attempt failed`, "E.4.8.2");
  } else w.log("The ability's attempt failed", "E.4.9.3");
  // F.2.2.1.1: a failed attempt to play a card as a form ends the Combat Phase.
  if (play.purpose === "form" && play.card !== null) {
    w.set("combatOver", true);
    w.log(`${w.name(play.seat)}'s Combat Phase ends`, "F.2.2.1.1");
  }
  if (play.purpose === "block") {
    const q = w.own<AttackSequence>("sequence");
    q.status = "not-blocked";
    q.step = "damage";
    w.log("The attack is not blocked", "G.2.2.1");
  }
}

/** E.4.10–E.4.11: the card joins the card pool; the ability's effect executes (J.3.1.1). */
function completePlay(w: UfsWork): Asking | void {
  const play = w.s.play!;
  w.set("play", null);
  const seat = play.seat;
  if (play.card !== null) {
    const pooled = w.toPool(seat, play.card, play.purpose);
    const def = cardDef(pooled.card);
    w.log(`${def.name} is played`, "E.4.11");
    if (def.type === "attack" && play.purpose === "form") {
      if (play.bonus !== null) {
        pooled.speed += play.bonus.speed;
        pooled.damage += play.bonus.damage;
        w.log(`${def.name} gets its "next attack" bonuses`, "K.3.9");
      }
      pushAttack(w, seat, pooled.id);
    }
    if (play.purpose === "block") {
      const q = w.own<AttackSequence>("sequence");
      const zone = attackValues(w.s, q.attacker, findPoolCard(w.s, q.attack)!.card).zone;
      q.block = pooled.id;
      q.status = def.block!.zone === zone ? "complete" : "partial";
      q.step = "damage";
      w.prop(q.attack, "block", q.status);
      w.prop(pooled.id, "blocks", q.attack);
      w.log(
        q.status === "complete" ? `The ${zone} attack is completely blocked by a ${def.block!.zone} block` : `The ${zone} attack is partially blocked by a ${def.block!.zone} block`,
        q.status === "complete" ? "G.2.2.2" : "G.2.2.3",
      );
      w.own<unknown[]>("gameEvents").push({ kind: "block", attacker: q.attacker, attack: q.attack, blocker: seat, block: pooled.id });
    }
  }
  if (play.ability !== null && play.source !== null && play.sourceCard !== null) {
    const ability = playedAbility(w.s.players[seat]!, play.source, play.sourceCard, play.ability);
    const cardObj = play.card ?? play.source;
    // H.3.3.4 / H.3.3.4.3: once the ability is played (no fired effects wait here), its opponent may complete the instructions to cancel it.
    if (ability.cancel !== undefined && w.s.players[other(seat)]!.momentum.length >= ability.cancel.momentum) {
      w.log(`${w.name(other(seat))} may discard ${ability.cancel.momentum} momentum to cancel the ability`, "H.3.3.4");
      return ask(other(seat), "cancel", { step: "responses/cancel", owner: seat, source: play.source, sourceCard: play.sourceCard, ability: play.ability, paid: play.paid, cardObj, bonus: play.bonus as JsonValue });
    }
    return executeEffects(w, { seat, source: play.source, sourceCard: play.sourceCard, ability: play.ability, paid: play.paid, cardObj, bonus: play.bonus });
  }
}

export const playSteps = {
  "play/fail": failPlay,
  "play/complete": completePlay,
};
