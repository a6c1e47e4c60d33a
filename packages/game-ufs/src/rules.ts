import { err, invariant, ok, type Result, type Seat, type Step } from "@tablecast/engine";
import { abilitiesOf, cardDef, type Ability } from "./cards";
import { anyResponse, decisions, enhances, forms, blocks, gaugeFinds, responses } from "./decisions";
import type { UfsEvent } from "./events";
import { other, type Awaiting, type Purpose, type UfsState } from "./state";
import { nextStartingChoice } from "./start";
import { nameOf, Table } from "./table";
import { abilitiesAt, attackValues, cardDifficulty, characterAbilities, characterName, committableForCheck, findPoolCard, foundationsOf, poolDef, readyFoundations, stageDef } from "./values";

const P = (seat: Seat) => `P${seat + 1}`;

// ——— E.4 Playing a card or ability ———

interface PlayRequest {
  readonly purpose: Purpose;
  /** A card from hand being played (in transit from E.4.2). */
  readonly card: string | null;
  /** The ability played and the card it is on. */
  readonly source: string | null;
  readonly ability: number | null;
  readonly paid: number;
}

/** The ability `index` of the card `obj` (the starting character's include its attached characters', D.2.2.3.4.1). */
function abilityAt(t: Table, seat: Seat, obj: string, index: number): Ability {
  const a = abilitiesAt(t.state.players[seat]!, obj, cardOfObj(t, seat, obj))[index];
  invariant(a !== undefined, `ufs: ${obj} has no ability ${index}`);
  return a;
}

/**
 * The ability `index` of a source whose card is known: the starting character's combined list, or
 * the card's printed and keyword abilities (even if paying the costs turned the card face down, H.4.1.4).
 */
function playedAbility(t: Table, seat: Seat, source: string, sourceCard: string, index: number): Ability {
  const p = t.state.players[seat]!;
  const a = (source === p.character.id ? characterAbilities(p) : abilitiesOf(cardDef(sourceCard)))[index];
  invariant(a !== undefined, `ufs: ${sourceCard} has no ability ${index}`);
  return a;
}

/** The card an object id stands for, in any zone of the seat. */
function cardOfObj(t: Table, seat: Seat, obj: string): string {
  const p = t.player(seat);
  if (p.character.id === obj) return p.character.card;
  for (const list of [p.hand, p.staging, p.pool, p.transit, p.deck, p.discard, p.momentum, p.removed]) {
    const c = (list as readonly { id: string; card: string }[]).find((x) => x.id === obj);
    if (c !== undefined) return c.card;
  }
  throw new Error(`ufs: no ${obj} for ${P(seat)}`);
}

/** Whether an object is still in the seat's discard pile (a check's card may have been cycled away, E.2.2). */
function inDiscard(t: Table, seat: Seat, obj: string): boolean {
  return t.player(seat).discard.some((c) => c.id === obj);
}

/** E.4.1–E.4.7: announce, move to transit, pay the non-check costs, determine the total difficulty; then the checks. */
function startPlay(t: Table, seat: Seat, req: PlayRequest): void {
  const p = t.player(seat);
  const checks: number[] = [];
  let bonus: { speed: number; damage: number } | null = null;
  const ability = req.ability === null || req.source === null ? null : abilityAt(t, seat, req.source, req.ability);
  const sourceCard = req.source === null ? null : cardOfObj(t, seat, req.source);
  if (ability !== null) p.usedThisTurn.push(`${req.source}:${req.ability}`);
  if (req.card !== null) {
    const card = cardOfObj(t, seat, req.card);
    const def = cardDef(card);
    const as = req.purpose === "block" ? " as a block" : req.purpose === "reversal" ? " as a reversal" : "";
    t.moveTo(seat, req.card, "transit"); // E.4.2
    t.log(`${t.name(seat)} attempts to play ${def.name}${as}`, "E.4.1");
    // I.3.1 Breaker: "the next card your opponent attempts to play this turn gets +X difficulty" (K.3.9.2).
    const penalty = p.nextCardPenalty;
    p.nextCardPenalty = 0;
    let base: number;
    if (req.purpose === "block") {
      // G.2.1.3.2.1: block modifier plus the attack's speed. I.3.1 note: a difficulty bonus does not change a block's check.
      const q = t.s.sequence!;
      const found = findPoolCard(t.state, q.attack)!;
      const speed = attackValues(t.state, q.attacker, found.card).speed;
      base = def.block!.modifier + speed;
      t.log(`Block difficulty ${base}: block modifier +${def.block!.modifier} and the attack's speed ${speed}`, "G.2.1.3.2.1");
    } else {
      base = cardDifficulty(t.state.players[seat]!, def) + penalty;
      if (base !== def.difficulty && def.keywords?.desperation !== undefined && penalty === 0) t.log(`${def.name} has difficulty ${base} at desperation`, "I.3.4.1");
      if (penalty > 0) t.log(`${def.name} gets +${penalty} difficulty (Breaker)`, "I.3.1.1");
    }
    // E.4.7.2 progressive difficulty: +1 for each card already in the card pool.
    const progressive = p.pool.length;
    checks.push(base + progressive);
    t.log(`Total difficulty ${base + progressive} (${base} + ${progressive} progressive)`, "E.4.7.2.1");
    // K.3.9: the next attack attempted this turn (not blocks) takes "next attack" bonuses.
    if (def.type === "attack" && req.purpose !== "block" && p.nextAttack.length > 0) {
      bonus = p.nextAttack.reduce((acc, b) => ({ speed: acc.speed + b.speed, damage: acc.damage + b.damage }), { speed: 0, damage: 0 });
      p.nextAttack = [];
    }
  }
  if (ability !== null && req.source !== null) {
    const srcName = nameOf(cardOfObj(t, seat, req.source));
    if (req.card === null) t.log(`${t.name(seat)} plays ${srcName}: ${ability.text}`, "E.4.1");
    // E.4.4: pay the printed non-check costs in order.
    for (const cost of ability.costs) {
      if (cost.kind === "commit") t.commit(seat, req.source);
      else if (cost.kind === "flip") {
        // H.4.1.4 / K.4.2: turn this card face down; it stays in the staging area as a foundation (D.2.2.2).
        t.flipInStaging(seat, req.source);
        t.log(`${t.name(seat)} turns ${srcName} face down`, "H.4.1.4");
      } else if (cost.kind === "destroy") {
        t.moveTo(seat, req.source, "discard"); // K.4.1
      } else if (cost.kind === "momentum") {
        // D.4.2.3: any cards of the bar may be chosen; they are indistinguishable (D.4.2.1.1), so the last added go.
        for (let i = 0; i < req.paid; i++) t.moveTo(seat, p.momentum[p.momentum.length - 1]!.id, "discard");
        t.counter(seat, "momentum", p.momentum.length);
        t.log(`${t.name(seat)} discards ${req.paid} momentum`, "H.4");
      }
    }
    // E.4.9.1: control check costs among the printed costs, in order. H.4.4: "(+X)" with X chosen on
    // announcement (H.4.4.2) or defined at the end of the text (H.4.4.1, here the cards in the card pool).
    const x = ability.x === "pool" ? p.pool.length : req.paid;
    if (ability.x !== undefined) t.log(`X is ${x}${ability.x === "pool" ? " (cards in the card pool)" : ""}`, ability.x === "pool" ? "H.4.4.1" : "H.4.4.2");
    for (const cost of ability.costs) if (cost.kind === "check") checks.push(cost.n === "X" ? x : cost.n);
  }
  t.s.play = { seat, purpose: req.purpose, card: req.card, source: req.source, sourceCard, ability: req.ability, paid: req.paid, checks, rechecking: false, bonus };
  runChecks(t);
}

/** E.4.8 / E.4.9 through E.3: make each control check; a shortfall may be covered by committing cards (E.3.5.2). */
function runChecks(t: Table): void {
  const play = t.s.play;
  invariant(play !== null, "ufs: no play in progress");
  while (play.checks.length > 0) {
    const difficulty = play.checks[0]!;
    const { obj, card, start, final } = t.controlCheck(play.seat);
    const needed = difficulty - final;
    const canCover = needed > 0 && committableForCheck(t.state.players[play.seat]!).length >= needed;
    // E.3.3: an effect re-checks this check; E.3.3.1 never a check that is itself a re-check.
    const p = t.player(play.seat);
    const recheck = p.recheck && !play.rechecking && needed > 0;
    if (!play.rechecking) p.recheck = false;
    const result = needed <= 0 ? "pass" : recheck ? "rechecked" : canCover ? "short" : "fail";
    t.prop(obj, "check", { turn: t.s.turn, control: start, final, difficulty, committed: 0, result });
    t.cycleIfEmpty(play.seat); // E.2.2
    if (t.s.ended !== null) return;
    const shown = final === start ? `${start}` : `${start}, final ${final}`;
    if (recheck) {
      t.log(`${t.name(play.seat)} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: below it, and re-checks`, "E.3.3");
      play.rechecking = true;
      continue;
    }
    play.rechecking = false;
    if (needed <= 0) {
      t.log(`${t.name(play.seat)} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: passes`, "E.3.5.1");
      play.checks.shift();
      continue;
    }
    if (canCover) {
      t.log(`${t.name(play.seat)} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: ${needed} short`, "E.3.5.2");
      t.s.pending = { kind: "check-commit", seat: play.seat, needed, started: false, check: { obj, control: start, final, difficulty } };
      return;
    }
    t.log(`${t.name(play.seat)} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: fails`, "E.3.5.2.2");
    failPlay(t);
    return;
  }
  completePlay(t);
}

/** E.4.8.2 / E.4.9.3: the check failed: discard the card and abort. */
function failPlay(t: Table): void {
  const play = t.s.play!;
  t.s.play = null;
  if (play.card !== null) {
    const name = nameOf(cardOfObj(t, play.seat, play.card));
    t.moveTo(play.seat, play.card, "discard");
    t.log(`${name} is discarded: the attempt failed`, "E.4.8.2");
  } else t.log("The ability's attempt failed", "E.4.9.3");
  // F.2.2.1.1: a failed attempt to play a card as a form ends the Combat Phase.
  if (play.purpose === "form" && play.card !== null) {
    t.s.combatOver = true;
    t.log(`${t.name(play.seat)}'s Combat Phase ends`, "F.2.2.1.1");
  }
  if (play.purpose === "block") {
    const q = t.s.sequence!;
    q.status = "not-blocked";
    q.step = "damage";
    t.log("The attack is not blocked", "G.2.2.1");
  }
}

/** E.4.10–E.4.11: the card joins the card pool; the ability's effect executes (J.3.1.1). */
function completePlay(t: Table): void {
  const play = t.s.play!;
  t.s.play = null;
  const seat = play.seat;
  if (play.card !== null) {
    const pooled = t.toPool(seat, play.card, play.purpose);
    const def = cardDef(pooled.card);
    t.log(`${def.name} is played`, "E.4.11");
    if (def.type === "attack" && play.purpose === "form") {
      if (play.bonus !== null) {
        pooled.speed += play.bonus.speed;
        pooled.damage += play.bonus.damage;
        t.log(`${def.name} gets its "next attack" bonuses`, "K.3.9");
      }
      pushAttack(t, seat, pooled.id);
    }
    if (play.purpose === "block") {
      const q = t.s.sequence!;
      const attack = findPoolCard(t.state, q.attack)!;
      const zone = attackValues(t.state, q.attacker, attack.card).zone;
      q.block = pooled.id;
      q.status = def.block!.zone === zone ? "complete" : "partial";
      q.step = "damage";
      t.prop(q.attack, "block", q.status);
      t.prop(pooled.id, "blocks", q.attack);
      t.log(
        q.status === "complete" ? `The ${zone} attack is completely blocked by a ${def.block!.zone} block` : `The ${zone} attack is partially blocked by a ${def.block!.zone} block`,
        q.status === "complete" ? "G.2.2.2" : "G.2.2.3",
      );
      t.s.events.push({ kind: "block", attacker: q.attacker, attack: q.attack, blocker: seat, block: pooled.id });
    }
  }
  if (play.ability !== null && play.source !== null && play.sourceCard !== null) {
    const ability = playedAbility(t, seat, play.source, play.sourceCard, play.ability);
    const cardObj = play.card ?? play.source;
    // H.3.3.4 / H.3.3.4.3: once the ability is played (no fired effects wait here), its opponent may complete the instructions to cancel it.
    if (ability.cancel !== undefined && t.player(other(seat)).momentum.length >= ability.cancel.momentum) {
      t.s.pending = { kind: "cancel", seat: other(seat), owner: seat, source: play.source, sourceCard: play.sourceCard, ability: play.ability, paid: play.paid, cardObj, bonus: play.bonus };
      t.log(`${t.name(other(seat))} may discard ${ability.cancel.momentum} momentum to cancel the ability`, "H.3.3.4");
      return;
    }
    executeEffects(t, seat, ability, play.paid, cardObj, play.bonus);
  }
}

function pushAttack(t: Table, seat: Seat, obj: string): void {
  const name = poolDef(t.player(seat).pool.find((c) => c.id === obj)!).name;
  t.s.attackStack.push({ seat, obj });
  t.events.push({ type: "stack", op: "push", obj, label: name });
  t.log(`${name} is added to the attack stack`, "F.2.3");
}

function combatEvent(t: Table): void {
  const q = t.s.sequence;
  if (q === null) return;
  const found = findPoolCard(t.state, q.attack);
  if (found === null) return;
  const v = attackValues(t.state, q.attacker, found.card);
  t.events.push({ type: "combat", attack: q.attack, attacker: q.attacker, speed: v.speed, damage: v.damage, zone: v.zone });
}

/** J.1.2: the instructions of an effect, in order. */
function executeEffects(t: Table, seat: Seat, ability: Ability, paid: number, cardObj: string, bonus: { speed: number; damage: number } | null): void {
  const p = t.player(seat);
  for (const e of ability.effects) {
    if (t.s.ended !== null) return;
    switch (e.kind) {
      case "attack": {
        const q = t.s.sequence;
        const found = q === null ? null : findPoolCard(t.state, q.attack);
        // C.3.4: speed and damage change only during the attack's sequence; otherwise the instruction fails (J.1.1).
        if (q === null || found === null) {
          t.log("There is no current attack to modify", "C.3.4");
          break;
        }
        const card = t.player(found.seat).pool.find((c) => c.id === found.card.id)!;
        const times = e.perPaid === true ? paid : 1;
        const parts: string[] = [];
        if (e.speed !== undefined) {
          card.speed += e.speed * times;
          parts.push(`${e.speed * times >= 0 ? "+" : ""}${e.speed * times} speed`);
        }
        if (e.damage !== undefined) {
          card.damage += e.damage * times;
          parts.push(`${e.damage * times >= 0 ? "+" : ""}${e.damage * times} damage`);
        }
        t.log(`${poolDef(card).name} gets ${parts.join(" and ")}`, ability.keyword === "EX" ? "I.3.5.1" : ability.keyword === "Powerful" ? "I.3.9.1" : "J.3.3");
        combatEvent(t);
        break;
      }
      case "next-attack":
        p.nextAttack.push({ speed: e.speed ?? 0, damage: e.damage ?? 0 });
        t.log(`${t.name(seat)}'s next attack this turn gets ${e.speed ? `+${e.speed} speed` : ""}${e.speed && e.damage ? " and " : ""}${e.damage ? `+${e.damage} damage` : ""}`, "K.3.9");
        break;
      case "draw":
        t.draw(seat, e.n, "K.5.4");
        break;
      case "gain-vitality": {
        // J.5.1.1: capped at the maximum; at the maximum the instruction fails.
        if (p.vitality >= p.maxVitality) {
          t.log(`${t.name(seat)} is at maximum vitality: the gain fails`, "J.5.1.1");
          break;
        }
        const value = Math.min(p.maxVitality, p.vitality + e.n);
        t.log(`${t.name(seat)} gains ${value - p.vitality} vitality`, "J.5.1");
        t.setVitality(seat, value);
        break;
      }
      case "momentum-from-deck":
        for (let i = 0; i < e.n && p.deck.length > 0 && t.s.ended === null; i++) {
          t.moveTo(seat, p.deck[0]!.id, "momentum");
          t.cycleIfEmpty(seat);
        }
        t.log(`${t.name(seat)} adds the top ${e.n === 1 ? "card" : `${e.n} cards`} of their deck to their momentum`, "D.4.2.2");
        break;
      case "check-bonus":
        p.checkBonus += e.n;
        t.log(`${t.name(seat)}'s next control check this turn gets +${e.n}`, "J.3.2.1.3");
        break;
      case "stun": {
        // I.3.12.1: the opponent commits X foundations; J.1.2 as many as they can.
        const opp = other(seat);
        const ready = readyFoundations(t.state.players[opp]!);
        if (ready.length <= e.n) {
          for (const id of ready) t.commit(opp, id);
          t.log(`${t.name(opp)} commits ${ready.length} foundation${ready.length === 1 ? "" : "s"} (Stun: ${e.n})`, "I.3.12.1");
        } else {
          t.s.pending = { kind: "stun", seat: opp, remaining: e.n };
          t.log(`${t.name(opp)} must commit ${e.n} foundations (Stun: ${e.n})`, "I.3.12.1");
        }
        break;
      }
      case "breaker": {
        t.player(other(seat)).nextCardPenalty += e.n;
        t.log(`The next card ${t.name(other(seat))} attempts to play this turn gets +${e.n} difficulty`, "I.3.1.1");
        break;
      }
      case "multiple": {
        // I.3.8.1: X cards from the top of the discard pile join the card pool face down as copies of this attack.
        const q = t.s.sequence;
        const original = p.pool.find((c) => c.id === cardObj);
        if (q === null || original === undefined || original.copyOf !== undefined) break; // I.3.8.2.2
        const copies: string[] = [];
        for (let i = 0; i < paid && p.discard.length > 0; i++) copies.push(t.toPoolFaceDown(seat, p.discard[p.discard.length - 1]!.id, original.card).id);
        t.log(`${copies.length} multiple cop${copies.length === 1 ? "y" : "ies"} of ${nameOf(original.card)} join the card pool face down`, "I.3.8.1");
        // F.2.3.6: several attacks are added rightmost first, so they attack from left to right.
        for (const id of copies.reverse()) pushAttack(t, seat, id);
        break;
      }
      case "gauge": {
        // I.3.7.1: a fired effect waiting for this attack's damage (J.3.2).
        const q = t.s.sequence;
        if (q !== null) q.gauge = Math.max(q.gauge ?? 0, e.n);
        t.log(`If ${q === null ? "the attack" : poolDef(findPoolCard(t.state, q.attack)!.card).name} deals ${e.n} or more damage, ${t.name(seat)} may search for a character`, "I.3.7.1");
        break;
      }
      case "flip-attack": {
        // K.4.2: the opponent's current attack turns face down in the card pool; G.5.2 it is dropped.
        const q = t.s.sequence;
        const found = q === null ? null : findPoolCard(t.state, q.attack);
        if (q === null || found === null || found.seat === seat) {
          t.log("There is no opposing attack to flip", "J.1.1");
          break;
        }
        const name = poolDef(found.card).name;
        t.flipInPool(found.seat, found.card.id);
        t.log(`${name} is turned face down in the card pool`, "K.4.2");
        break;
      }
      case "opponent-destroys-foundations": {
        // K.4.1: the opponent chooses which of their foundations go to the discard pile; J.1.1 as many as they can.
        const opp = other(seat);
        const all = foundationsOf(t.state.players[opp]!);
        if (all.length <= e.n) {
          for (const c of all.slice()) t.moveTo(opp, c.id, "discard");
          t.log(`${t.name(opp)} destroys ${all.length} foundation${all.length === 1 ? "" : "s"}`, "K.4.1");
        } else {
          t.s.pending = { kind: "destroy", seat: opp, remaining: e.n };
          t.log(`${t.name(opp)} must destroy ${e.n} of their foundations`, "K.4.1");
        }
        break;
      }
      case "recheck":
        p.recheck = true;
        t.log(`If ${t.name(seat)}'s next control check this turn is below its difficulty, it is re-checked`, "E.3.3");
        break;
      case "reversal": {
        // I.3.10.1: the card paid as the cost (now in the card pool) is added to the attack stack.
        const pooled = p.pool.find((c) => c.id === cardObj);
        if (pooled !== undefined) {
          if (bonus !== null) {
            pooled.speed += bonus.speed;
            pooled.damage += bonus.damage;
          }
          pushAttack(t, seat, pooled.id);
        }
        break;
      }
    }
  }
}

// ——— G Attack sequence ———

/** F.2.3.4: whenever a form could be played, the most recent pending attack enters its attack sequence. */
function beginSequence(t: Table): void {
  const top = t.s.attackStack.pop()!;
  t.events.push({ type: "stack", op: "pop", obj: top.obj });
  const found = findPoolCard(t.state, top.obj);
  if (found === null) return; // F.2.3.5: it left the card pool
  const def = poolDef(found.card);
  const flash = def.keywords?.flash === true;
  t.s.sequence = { attack: top.obj, attacker: top.seat, step: flash ? "block" : "enhance", priority: top.seat, passes: 0, used: [], enhanced: [], status: null, block: null, gauge: null };
  t.log(`${t.name(top.seat)}'s ${def.name} begins its attack sequence`, "F.2.3.4");
  combatEvent(t);
  if (flash) t.log(`${def.name} has Flash: its Enhance Step is skipped`, "I.3.6.1");
  t.events.push({ type: "phase", phase: "combat", step: flash ? "block" : "enhance" });
}

/** Moves the attack sequence on; returns the awaited decision, or null to keep advancing. */
function stepSequence(t: Table): Awaiting | null {
  const q = t.s.sequence!;
  const found = findPoolCard(t.state, q.attack);
  // G.5.2: a dropped attack's sequence is aborted.
  if (found === null && q.step !== "resolution") {
    t.log("The attack was dropped: its sequence is aborted", "G.5.2.1");
    t.s.sequence = null;
    t.events.push({ type: "combat", attack: null });
    return null;
  }
  const defender = other(q.attacker);
  switch (q.step) {
    case "enhance":
      // G.1.3: the step ends when both players pass in succession.
      if (q.passes >= 2) {
        q.step = "block";
        t.log("Both players passed: the Enhance Step ends", "G.1.3");
        t.events.push({ type: "phase", phase: "combat", step: "block" });
        return null;
      }
      if (enhances(t.state, q.priority).length > 0) return { seat: q.priority, kind: "enhance" };
      // G.1.2 note: a player who cannot play an enhance must pass.
      q.passes++;
      q.priority = other(q.priority);
      return null;
    case "block":
      if (blocks(t.state, defender).length > 0) return { seat: defender, kind: "block" };
      q.status = "not-blocked";
      q.step = "damage";
      t.log(`${t.name(defender)} has no card that can block it`, "G.2.1.1");
      return null;
    case "damage": {
      t.events.push({ type: "phase", phase: "combat", step: "damage" });
      const v = attackValues(t.state, q.attacker, found!.card);
      const def = poolDef(found!.card);
      let amount: number;
      let rule: string;
      if (v.damage <= 0) [amount, rule] = [0, "G.3.1"];
      else if (q.status === "complete") [amount, rule] = def.keywords?.throw === true ? [Math.ceil(v.damage / 2), "I.3.14.1"] : [0, "G.3.1"];
      else if (q.status === "partial") [amount, rule] = [Math.ceil(v.damage / 2), "G.3.2"];
      else [amount, rule] = [v.damage, "G.3.3"];
      q.step = "resolution";
      if (amount <= 0) {
        t.log(`${def.name} deals no damage`, rule);
        return null;
      }
      const card = t.player(q.attacker).pool.find((c) => c.id === q.attack)!;
      card.dealtDamage = true;
      t.prop(q.attack, "dealtDamage", true);
      t.log(`${def.name} deals ${amount} damage to ${t.name(defender)}`, rule);
      t.setVitality(defender, t.player(defender).vitality - amount);
      t.s.events.push({ kind: "damage", attacker: q.attacker, attack: q.attack, amount });
      // I.3.7.1 Gauge: the fired effect executes before any response window (J.3.2.1.1).
      if (q.gauge !== null && amount >= q.gauge && t.s.ended === null) {
        if (gaugeFinds(t.state.players[q.attacker]!).length > 0) t.s.pending = { kind: "gauge", seat: q.attacker };
        else {
          t.log(`${t.name(q.attacker)} searches their deck and discard pile and finds no character to add`, "I.3.7.1");
          t.shuffleDeck(q.attacker); // K.5.2
        }
      }
      return null;
    }
    case "resolution": {
      // G.4; C.3.3.4.2.3: the attack's current state is refreshed.
      const card = t.player(q.attacker).pool.find((c) => c.id === q.attack);
      const blocked = q.status === "complete" || q.status === "partial";
      const def = poolDef(found?.card ?? card!);
      if (card !== undefined) {
        card.speed = 0;
        card.damage = 0;
      }
      t.log(`${def.name} resolves`, "G.4");
      t.s.sequence = null;
      t.events.push({ type: "combat", attack: null });
      t.s.events.push({ kind: "resolved", attacker: q.attacker, attack: q.attack, blocked, safe: def.keywords?.safe === true });
      return null;
    }
  }
}

// ——— F Turn sequence ———

function startCombat(t: Table): void {
  t.s.phase = "combat";
  t.s.combatOver = false;
  const p = t.player(t.s.activePlayer);
  p.triedFromHand = false;
  p.formsAttempted = 0;
  t.events.push({ type: "phase", phase: "combat" });
  if (p.mustPlayFromHand) t.log(`${p.name} must attempt to play a card from hand as a form this turn`, "F.2.2.3");
}

/** F.1.3: draw until the hand holds at least the hand size (one game event). */
function drawStep(t: Table): void {
  const seat = t.s.activePlayer;
  const p = t.player(seat);
  t.events.push({ type: "phase", phase: "ready", step: "draw" });
  t.draw(seat, Math.max(0, p.handSize - p.hand.length), "F.1.3");
  if (t.s.ended === null) startCombat(t);
}

/** F.3.3: the turn ends; the other player's turn begins with the Ready Phase (F.1). */
function nextTurn(t: Table): void {
  for (const p of t.s.players) {
    // C.3.3.4.2.1 / J.2.2.1: effects that last "this turn" end.
    p.usedThisTurn = [];
    p.nextAttack = [];
    p.nextCardPenalty = 0;
    p.checkBonus = 0;
    p.recheck = false;
  }
  t.s.turn++;
  t.s.activePlayer = other(t.s.activePlayer);
  const seat = t.s.activePlayer;
  const p = t.player(seat);
  t.events.push({ type: "turn", turn: t.s.turn, activePlayer: seat });
  // F.1.1 Ready Step: ready every committed card.
  t.events.push({ type: "phase", phase: "ready", step: "ready" });
  if (p.character.committed) t.ready(seat, p.character.id);
  for (const c of p.staging.slice()) if (c.committed) t.ready(seat, c.id);
  t.log(`${p.name} readies their committed cards`, "F.1.1");
  // F.1.2 Review Step.
  if (p.hand.length > 0) {
    t.events.push({ type: "phase", phase: "ready", step: "review" });
    t.s.pending = { kind: "review", seat };
  } else drawStep(t);
}

/** E.2.4–E.2.6 after a card enters a staging area. */
function stagingPause(t: Table, seat: Seat): void {
  const p = t.player(seat);
  for (const c of p.staging.slice()) {
    if (stageDef(c).type !== "character") continue;
    const def = cardDef(c.card);
    if ((def.characterName ?? def.name) === characterName(t.state.players[seat]!)) {
      // D.2.2.3.4: a character sharing the starting character's name attaches to it.
      p.staging.splice(p.staging.indexOf(c), 1);
      p.attached.push({ id: c.id, card: c.card });
      t.prop(c.id, "attachedTo", p.character.id);
      t.stageCounters(seat);
      t.log(`${def.name} attaches to ${p.name}'s starting character`, "D.2.2.3.4");
    } else {
      t.moveTo(seat, c.id, "discard");
      t.log(`${def.name} is discarded: it does not share ${p.name}'s character name`, "E.2.3");
    }
  }
  for (const c of p.staging.slice()) {
    const only = stageDef(c).keywords?.only;
    if (only !== undefined && only !== cardDef(p.character.card).name) {
      t.moveTo(seat, c.id, "discard");
      t.log(`${nameOf(c.card)} is discarded: ${p.name}'s character is not ${only}`, "E.2.4");
    }
  }
  // E.2.5: more than one Terrain in both staging areas: the one there longer is destroyed.
  const terrains = t.s.players.flatMap((pl, s) => pl.staging.filter((c) => stageDef(c).keywords?.terrain === true).map((c) => ({ s, c })));
  if (terrains.length > 1) {
    terrains.sort((a, b) => a.c.since - b.c.since);
    for (const { s, c } of terrains.slice(0, -1)) {
      t.moveTo(s, c.id, "discard");
      t.log(`${nameOf(c.card)} is destroyed: only one Terrain may remain`, "E.2.5");
    }
  }
  // E.2.6: two copies of a Unique card: the player destroys one (the newer; copies are alike).
  const seen = new Set<string>();
  for (const c of p.staging.slice()) {
    if (stageDef(c).keywords?.unique !== true) continue;
    if (seen.has(c.card)) {
      t.moveTo(seat, c.id, "discard");
      t.log(`${nameOf(c.card)} is destroyed: a second copy of a Unique card`, "E.2.6");
    } else seen.add(c.card);
  }
}

/** F.3.1–F.3.2: clears one card (active player first, right to left); returns a decision when the player chooses. */
function clearOne(t: Table): Awaiting | null {
  for (const seat of [t.s.activePlayer, other(t.s.activePlayer)]) {
    const p = t.player(seat);
    const c = p.pool[p.pool.length - 1];
    if (c === undefined) continue;
    const def = poolDef(c);
    if (c.faceDown === true) {
      // F.3.2.3: a face-down card is no foundation, asset or character here: it is discarded (turning face up).
      t.moveTo(seat, c.id, "discard");
      t.log(`A face-down card (${nameOf(c.card)}) is discarded from the card pool`, "F.3.2.3");
    } else if (c.copyOf !== undefined) {
      // I.3.8.2.1: a multiple copy never goes to momentum; it is discarded (turning face up).
      t.moveTo(seat, c.id, "discard");
      t.log(`A multiple copy (${nameOf(c.card)}) is discarded from the card pool`, c.dealtDamage ? "I.3.8.2.1" : "F.3.2.3");
    } else if ((def.type === "foundation" || def.type === "asset" || def.type === "character") && c.purpose !== "block") {
      t.toStaging(seat, c.id);
      t.log(`${def.name} enters ${p.name}'s staging area`, "F.3.2.1");
      stagingPause(t, seat);
    } else if (def.type === "attack" && c.dealtDamage) {
      t.s.pending = { kind: "clear", seat, obj: c.id };
      return { seat, kind: "clear" };
    } else {
      t.moveTo(seat, c.id, "discard");
      t.log(`${def.name} is discarded from the card pool`, "F.3.2.3");
    }
    return null;
  }
  t.log(`${t.name(t.s.activePlayer)}'s turn ends`, "F.3.3");
  nextTurn(t);
  return null;
}

function beginEndPhase(t: Table): void {
  t.s.phase = "end";
  t.events.push({ type: "phase", phase: "end" });
  t.log("End Phase: the card pools are cleared", "F.3.1");
}

// ——— Driving the game ———

const PROMPTS: Record<Awaiting["kind"], string> = {
  character: "to choose a starting character",
  "first-player": "to choose who goes first",
  mulligan: "to keep their hand or take a mulligan",
  review: "to review a card",
  forms: "to play a form",
  enhance: "to enhance or pass",
  block: "to block",
  response: "to respond or pass",
  "check-commit": "to commit cards to pass the check",
  stun: "to commit foundations (Stun)",
  clear: "to add an attack to momentum or discard it",
  gauge: "to search for a character (Gauge)",
  cancel: "to decide whether to cancel an ability",
  destroy: "to destroy foundations",
};

/** Plays on until a player must decide or the game ends, then announces whom the table waits for. */
export function advance(t: Table): void {
  t.s.awaiting = findAwaiting(t);
  const a = t.s.awaiting;
  t.events.push(a === null ? { type: "prompt", seat: null, kind: "none", text: "" } : { type: "prompt", seat: a.seat, kind: a.kind, text: `waiting for ${P(a.seat)} ${PROMPTS[a.kind]}` });
}

function findAwaiting(t: Table): Awaiting | null {
  for (let guard = 0; guard < 100_000; guard++) {
    const s = t.s;
    if (s.ended !== null) return null;
    if (s.pending !== null) return { seat: s.pending.seat, kind: s.pending.kind };
    invariant(s.play === null, "ufs: a play is in progress without a pending decision");
    // H.2.3.2.1: a response window may open at each game event (only worth opening when someone can respond).
    const event = s.events.shift();
    if (event !== undefined) {
      if (anyResponse(t.state, event)) {
        s.windows.push({ event, priority: s.activePlayer, passes: 0, used: [] });
        t.log("A response window opens", "H.2.3.2.1");
      }
      continue;
    }
    const w = s.windows[s.windows.length - 1];
    if (w !== undefined) {
      // H.2.3.2.4.3: the window closes when both players pass in succession.
      if (w.passes >= 2) {
        s.windows.pop();
        continue;
      }
      if (responses(t.state, w.priority, w).length > 0) return { seat: w.priority, kind: "response" };
      w.passes++;
      w.priority = other(w.priority);
      continue;
    }
    if (s.sequence !== null) {
      const awaited = stepSequence(t);
      if (awaited !== null) return awaited;
      continue;
    }
    if (s.phase === "combat") {
      if (s.attackStack.length > 0) {
        beginSequence(t);
        continue;
      }
      if (!s.combatOver) {
        if (forms(t.state, s.activePlayer).some((d) => d.id !== "pass")) return { seat: s.activePlayer, kind: "forms" };
        passForms(t);
        continue;
      }
      beginEndPhase(t);
      continue;
    }
    if (s.phase === "end") {
      const awaited = clearOne(t);
      if (awaited !== null) return awaited;
      continue;
    }
    invariant(false, `ufs: nothing to do in phase ${s.phase}`);
  }
  throw new Error("ufs: the game did not reach a decision");
}

/** F.2.2.3: pass on further forms; without an attempt from hand, the player owes one next turn. */
function passForms(t: Table): void {
  const seat = t.s.activePlayer;
  const p = t.player(seat);
  p.mustPlayFromHand = !p.triedFromHand;
  t.s.combatOver = true;
  t.log(`${p.name} passes to the End Phase${p.mustPlayFromHand ? " without attempting a card from hand" : ""}`, "F.2.2.3");
}

// ——— Setup decisions (E.1.3–E.1.9) ———

function beginGame(t: Table): void {
  t.s.turn = 1;
  t.s.activePlayer = t.s.firstPlayer;
  t.events.push({ type: "turn", turn: 1, activePlayer: t.s.firstPlayer });
  t.log(`The game begins. ${t.name(t.s.firstPlayer)} skips the Ready Phase of their first turn`, "E.1.9");
  startCombat(t);
}

function mulligan(t: Table, seat: Seat): void {
  const p = t.player(seat);
  for (const c of p.hand.slice()) t.moveTo(seat, c.id, "deck", { bottom: true });
  t.draw(seat, p.handSize, "E.1.8");
  t.shuffleDeck(seat);
  t.log(`${p.name} takes a mulligan`, "E.1.8");
}

// ——— apply ———

export function apply(state: UfsState, seat: Seat, id: string): Result<Step<UfsState, UfsEvent>> {
  if (state.ended !== null) return err("decision/game-over", "the game is over");
  const legal = decisions(state, seat);
  if (!legal.some((d) => d.id === id)) {
    if (state.awaiting?.seat !== seat) return err("decision/not-your-decision", `${P(seat)} has no decision to make now`);
    return err("decision/not-legal", `"${id}" is not a legal decision for ${P(seat)} now`);
  }
  const t = new Table(state);
  const s = t.s;
  const kind = state.awaiting!.kind;
  const [verb, obj, index, x] = id.split(":") as [string, string | undefined, string | undefined, string | undefined];
  const playAbility = (purpose: Purpose) => {
    const src = obj!;
    const inHand = t.player(seat).hand.some((c) => c.id === src);
    const ability = abilityAt(t, seat, src, Number(index));
    const purposeOfCard: Purpose = ability.keyword === "Reversal" ? "reversal" : purpose;
    startPlay(t, seat, { purpose: purposeOfCard, card: inHand ? src : null, source: src, ability: Number(index), paid: x === undefined ? 0 : Number(x) });
  };
  switch (kind) {
    case "character": {
      // E.1.1: placed face down; both are revealed together once the other player has chosen.
      s.pending = null;
      t.player(seat).character.card = obj!;
      s.startingChosen.push(seat);
      t.log(`${t.name(seat)} places a character face down`, "E.1.1");
      nextStartingChoice(t);
      break;
    }
    case "first-player": {
      s.pending = null;
      s.firstPlayer = verb === "first" && obj === "me" ? seat : other(seat);
      t.log(`${t.name(seat)} chooses ${t.name(s.firstPlayer)} to go first`, "E.1.3");
      // E.1.4: the player going first commits their character.
      t.commit(s.firstPlayer, t.player(s.firstPlayer).character.id);
      t.log(`${t.name(s.firstPlayer)} commits their character`, "E.1.4");
      // E.1.7: draw cards equal to the hand size.
      for (const p of [s.firstPlayer, other(s.firstPlayer)]) t.draw(p, t.player(p).handSize, "E.1.7");
      s.pending = { kind: "mulligan", seat: s.firstPlayer };
      break;
    }
    case "mulligan": {
      s.pending = null;
      if (obj === "yes") mulligan(t, seat);
      else t.log(`${t.name(seat)} keeps their hand`, "E.1.8");
      if (seat === s.firstPlayer) s.pending = { kind: "mulligan", seat: other(seat) };
      else beginGame(t);
      break;
    }
    case "review": {
      s.pending = null;
      if (obj !== "none") {
        const name = nameOf(cardOfObj(t, seat, obj!));
        t.moveTo(seat, obj!, "discard");
        t.log(`${t.name(seat)} reviews ${name}`, "F.1.2");
      }
      drawStep(t);
      break;
    }
    case "forms": {
      const p = t.player(seat);
      if (verb === "pass") passForms(t);
      else if (verb === "play") {
        p.triedFromHand = true;
        p.formsAttempted++;
        startPlay(t, seat, { purpose: "form", card: obj!, source: null, ability: null, paid: 0 });
      } else {
        if (p.hand.some((c) => c.id === obj)) p.triedFromHand = true;
        p.formsAttempted++;
        playAbility("form");
      }
      break;
    }
    case "enhance": {
      const q = s.sequence!;
      q.priority = other(seat);
      if (verb === "pass") {
        q.passes++;
        break;
      }
      q.passes = 0;
      q.used.push(`${obj}:${index}`);
      if (!q.enhanced.includes(seat)) q.enhanced.push(seat);
      playAbility("enhance");
      break;
    }
    case "block": {
      const q = s.sequence!;
      if (verb === "noblock") {
        q.status = "not-blocked";
        q.step = "damage";
        t.log(`${t.name(seat)} does not block`, "G.2.1.2");
      } else startPlay(t, seat, { purpose: "block", card: obj!, source: null, ability: null, paid: 0 });
      break;
    }
    case "response": {
      const w = s.windows[s.windows.length - 1]!;
      w.priority = other(seat);
      if (verb === "pass") {
        w.passes++;
        break;
      }
      w.passes = 0;
      w.used.push(`${obj}:${index}`);
      if (abilityAt(t, seat, obj!, Number(index)).keyword === "Reversal") w.used.push("reversal");
      playAbility("response");
      break;
    }
    case "check-commit": {
      const pending = s.pending;
      invariant(pending?.kind === "check-commit", "ufs: no check to commit for");
      const { obj: checkObj, ...values } = pending.check;
      if (verb === "fail") {
        s.pending = null;
        if (inDiscard(t, seat, checkObj)) t.prop(checkObj, "check", { turn: s.turn, ...values, committed: 0, result: "fail" });
        t.log(`${t.name(seat)} lets the check fail`, "E.3.5.2.2");
        failPlay(t);
        break;
      }
      t.commit(seat, obj!);
      pending.needed--;
      pending.started = true;
      if (pending.needed === 0) {
        s.pending = null;
        if (inDiscard(t, seat, checkObj)) t.prop(checkObj, "check", { turn: s.turn, ...values, committed: values.difficulty - values.final, result: "pass" });
        t.log(`${t.name(seat)} commits cards to pass the check`, "E.3.5.2.3");
        s.play!.checks.shift();
        runChecks(t);
      }
      break;
    }
    case "stun": {
      const pending = s.pending;
      invariant(pending?.kind === "stun", "ufs: no stun to answer");
      t.commit(seat, obj!);
      pending.remaining--;
      if (pending.remaining === 0 || readyFoundations(t.state.players[seat]!).length === 0) s.pending = null;
      break;
    }
    case "gauge": {
      s.pending = null;
      if (obj !== "none") {
        // K.5.2: a restricted search reveals the card found (it enters the public staging area).
        const name = nameOf(cardOfObj(t, seat, obj!));
        t.toStaging(seat, obj!);
        t.log(`${t.name(seat)} searches and adds ${name} to their staging area`, "I.3.7.1");
        stagingPause(t, seat);
      } else t.log(`${t.name(seat)} adds nothing`, "I.3.7.1");
      t.shuffleDeck(seat); // K.5.2: after searching the deck, shuffle it.
      break;
    }
    case "cancel": {
      const pending = s.pending;
      invariant(pending?.kind === "cancel", "ufs: no ability to cancel");
      s.pending = null;
      const ability = playedAbility(t, pending.owner, pending.source, pending.sourceCard, pending.ability);
      const cancel = ability.cancel!;
      if (verb === "cancel") {
        // H.3.3.4.2: completing the instructions is a cost; H.3.3.4.4 the cancellation is neither cost nor effect.
        const p = t.player(seat);
        for (let i = 0; i < cancel.momentum; i++) t.moveTo(seat, p.momentum[p.momentum.length - 1]!.id, "discard");
        t.counter(seat, "momentum", p.momentum.length);
        t.log(`${t.name(seat)} discards ${cancel.momentum} momentum and cancels ${nameOf(pending.sourceCard)}'s ability`, "H.3.3.4");
        // H.3.3.4.1: "… to cancel this ability and destroy this card" (K.4.1: from the staging area).
        if (cancel.destroy && t.player(pending.owner).staging.some((c) => c.id === pending.source)) {
          t.moveTo(pending.owner, pending.source, "discard");
          t.log(`${nameOf(pending.sourceCard)} is destroyed`, "H.3.3.4.1");
        }
      } else {
        t.log(`${t.name(seat)} lets the ability resolve`, "H.3.3.4");
        executeEffects(t, pending.owner, ability, pending.paid, pending.cardObj, pending.bonus);
      }
      break;
    }
    case "destroy": {
      const pending = s.pending;
      invariant(pending?.kind === "destroy", "ufs: no foundations to destroy");
      const name = nameOf(t.player(seat).staging.find((c) => c.id === obj)!.card); // face up in the discard pile
      t.moveTo(seat, obj!, "discard");
      t.log(`${t.name(seat)} destroys ${name}`, "K.4.1");
      pending.remaining--;
      if (pending.remaining === 0 || foundationsOf(t.state.players[seat]!).length === 0) s.pending = null;
      break;
    }
    case "clear": {
      const pending = s.pending;
      invariant(pending?.kind === "clear", "ufs: no card to clear");
      s.pending = null;
      const name = nameOf(cardOfObj(t, seat, pending.obj));
      if (verb === "momentum") {
        t.moveTo(seat, pending.obj, "momentum");
        t.log(`${t.name(seat)} adds ${name} to their momentum`, "F.3.2.2");
      } else {
        t.moveTo(seat, pending.obj, "discard");
        t.log(`${t.name(seat)} discards ${name}`, "F.3.2.2");
      }
      break;
    }
  }
  advance(t);
  return ok({ state: t.state, events: t.events });
}

/** The seat leaves the game: the rules are silent on conceding (see README); the opponent wins. */
export function concede(state: UfsState, seat: Seat): Result<Step<UfsState, UfsEvent>> {
  if (state.ended !== null) return err("decision/game-over", "the game is over");
  const t = new Table(state);
  t.end([other(seat)], `${t.name(seat)} concedes`, "A.1");
  advance(t);
  return ok({ state: t.state, events: t.events });
}
