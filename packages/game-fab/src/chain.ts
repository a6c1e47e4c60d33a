import type { Seat } from "@tablecast/engine";
import { behaviourOf, cardData, cardName, hasKeyword } from "./cards";
import { activeLink, attackPower, defenseOf, totalDefense, weaponOf } from "./combat";
import { COMBAT_CHAIN, zoneId } from "./events";
import { other, type Layer } from "./state";
import type { Table } from "./table";
import { gainActionPoint, gameStateCheck } from "./effects";
import { givePriority, trigger } from "./priority";

/** The combat chain: its steps from attack to close (chapter 7). */

export function combatMarker(t: Table): void {
  const link = activeLink(t.s);
  if (link === null) return;
  t.events.push({
    type: "combat",
    attack: link.attack.id,
    attacker: link.attack.controller,
    target: link.target,
    power: attackPower(t.s, link.attack),
    defense: totalDefense(link),
  });
}

/** CR 7.2: the attack resolves onto the combat chain as a chain link. */
export function attackStep(t: Table): void {
  const s = t.s;
  const attack = s.stack.pop()!;
  t.events.push({ type: "chain", chain: "stack", op: "pop", obj: attack.id });
  s.combatStep = "attack";
  t.events.push({ type: "phase", phase: "action", step: "attack" });
  const target = other(attack.controller);
  // CR 7.2.3a-b: the attack (or proxy) moves onto the combat chain as chain link N+1.
  s.chain.push({ attack, target, defenders: [], hit: false, resolved: false });
  t.shift(attack, attack.controller, COMBAT_CHAIN);
  t.events.push({ type: "chain", chain: "combat-chain", op: "push", obj: attack.id, label: cardName(attack.card) });
  t.log(`${t.name(attack.controller)} attacks with ${cardName(attack.card)} for ${attackPower(s, attack)}`, "7.2.3");
  combatMarker(t);
  // CR 7.2.4: the attack event; "when this attacks" abilities trigger.
  trigger(t, attack.controller, attack.card, behaviourOf(attack.card)?.onAttack ?? [], `${cardName(attack.card)}: when this attacks`);
  givePriority(t, s.turnPlayer); // CR 7.2.5
}

/** CR 7.3.2: the defending hero declares defending cards. */
export function defendStep(t: Table): void {
  const s = t.s;
  s.combatStep = "defend";
  s.priorityHolder = null;
  t.events.push({ type: "phase", phase: "action", step: "defend" });
  s.pending = { kind: "defend", seat: activeLink(s)!.target, declared: [] };
}

/** CR 7.3.2d: the declared cards become defending together, in declaration order. */
export function declareDefenders(t: Table, seat: Seat): void {
  const s = t.s;
  const pending = s.pending as { kind: "defend"; declared: string[] };
  const link = activeLink(s)!;
  const p = t.player(seat);
  for (const id of pending.declared) {
    const fromHand = p.hand.some((c) => c.id === id);
    if (fromHand) {
      const card = t.take(seat, "hand", id);
      link.defenders.push({ id: card.id, card: card.card, owner: seat, fromHand: true, defense: defenseOf(card.card, 0) });
      t.shift(card, seat, COMBAT_CHAIN);
      t.log(`${t.name(seat)} defends with ${cardName(card.card)}`, "7.3.2");
    } else {
      const i = p.gear.findIndex((g) => g.id === id);
      const gear = p.gear.splice(i, 1)[0]!;
      link.defenders.push({ id: gear.id, card: gear.card, owner: seat, fromHand: false, defense: defenseOf(gear.card, gear.defenseCounters), gear });
      t.shift(gear, seat, COMBAT_CHAIN);
      t.log(`${t.name(seat)} defends with ${cardData(gear.card).name}`, "7.3.2a");
    }
  }
  if (pending.declared.length === 0) t.log(`${t.name(seat)} does not defend`, "7.3.2");
  s.pending = null;
  combatMarker(t);
  givePriority(t, s.turnPlayer); // CR 7.3.3
}

export function reactionStep(t: Table): void {
  t.s.combatStep = "reaction";
  t.events.push({ type: "phase", phase: "action", step: "reaction" });
  givePriority(t, t.s.turnPlayer); // CR 7.4.2
}

/** CR 7.5.2: the attack hits for its power minus the total defense, if that is positive. */
export function damageStep(t: Table): void {
  const s = t.s;
  s.combatStep = "damage";
  t.events.push({ type: "phase", phase: "action", step: "damage" });
  const link = activeLink(s)!;
  const power = attackPower(s, link.attack);
  const defense = totalDefense(link);
  const attacker = link.attack.controller;
  if (power > defense) {
    const damage = power - defense;
    t.setLife(link.target, t.player(link.target).life - damage);
    link.hit = true;
    s.quietTurns = 0;
    t.log(`${cardName(link.attack.card)} hits ${t.name(link.target)} for ${damage}`, "7.5.2");
    // CR 7.5.5: hit triggers.
    onHit(t, link.attack);
    gameStateCheck(t);
  } else t.log(`${cardName(link.attack.card)} is fully defended (${power} power against ${defense} defense)`, "7.5.2");
  if (s.ended !== null) return;
  combatMarker(t);
  givePriority(t, s.turnPlayer); // CR 7.5.3
  void attacker;
}

/** CR 7.5.5: the hit event; "when this hits" abilities trigger. */
export function onHit(t: Table, attack: Layer): void {
  const seat = attack.controller;
  const p = t.player(seat);
  trigger(t, seat, attack.card, behaviourOf(attack.card)?.onHit ?? [], `${cardName(attack.card)}: when this hits`);
  if (attack.goAgainOnHit) trigger(t, seat, attack.card, [{ kind: "attack-go-again" }], `${cardName(attack.card)}: if this hits, go again`);
  const weapon = weaponOf(t.s, attack);
  if (weapon === null) return;
  const w = p.gear.find((g) => g.id === weapon.id)!;
  w.hitsThisTurn += 1;
  // Dawnblade: "If Dawnblade hits, and it's the second time it has hit this turn, put a +1{p} counter on it."
  if (behaviourOf(w.card)?.dawnblade === true && w.hitsThisTurn === 2)
    trigger(t, seat, w.card, [{ kind: "weapon-power-counter" }], `${cardData(w.card).name}: second hit`, w.id);
  // Dorinthea, Once per Turn Effect: the weapon may attack an additional time this turn.
  if (behaviourOf(p.hero.card)?.dorinthea === true && !p.usedThisTurn.includes("dorinthea")) {
    p.usedThisTurn.push("dorinthea");
    trigger(t, seat, p.hero.card, [{ kind: "may", text: `attack an additional time with ${cardData(w.card).name} this turn`, effects: [{ kind: "weapon-extra-attack" }] }], `${cardData(p.hero.card).name}: attack an additional time`, w.id);
  }
}

/** CR 7.6.2: the chain link resolves; go again gives an action point. */
export function resolutionStep(t: Table): void {
  const s = t.s;
  s.combatStep = "resolution";
  t.events.push({ type: "phase", phase: "action", step: "resolution" });
  const link = activeLink(s)!;
  link.resolved = true;
  if (link.attack.goAgain) gainActionPoint(t, link.attack.controller);
  givePriority(t, s.turnPlayer); // CR 7.6.3
}

/** CR 7.7: the combat chain closes; equipment returns, everything else is cleared. */
export function closeStep(t: Table): void {
  const s = t.s;
  s.combatStep = null;
  s.priorityHolder = null;
  t.events.push({ type: "phase", phase: "action", step: "close" });
  for (const link of s.chain) {
    const attack = link.attack;
    if (attack.weapon !== undefined) t.events.push({ type: "remove", obj: attack.id }); // the proxy ceases to exist
    else t.put(attack.controller, attack, "graveyard");
    for (const d of link.defenders) {
      if (d.gear === undefined) {
        t.put(d.owner, d, "graveyard");
        continue;
      }
      const gear = d.gear;
      // CR 8.3.3 Blade Break: destroyed if it defended.
      if (hasKeyword(gear.card, "Blade Break")) {
        t.put(d.owner, gear, "graveyard");
        t.log(`${cardData(gear.card).name} is destroyed (Blade Break)`, "8.3.3");
        continue;
      }
      // CR 8.3.2 Battleworn: a -1{d} counter.
      const worn = hasKeyword(gear.card, "Battleworn") ? { ...gear, defenseCounters: gear.defenseCounters + 1 } : gear;
      t.player(d.owner).gear.push(worn);
      t.shift(gear, d.owner, zoneId(d.owner, gear.slot)); // CR 7.7.5
      if (worn !== gear) t.events.push({ type: "prop", obj: gear.id, key: "-1 defense counters", value: worn.defenseCounters });
    }
  }
  s.chain = [];
  t.events.push({ type: "combat", attack: null }, { type: "chain", chain: "combat-chain", op: "close" });
  t.events.push({ type: "phase", phase: "action" });
  givePriority(t, s.turnPlayer); // CR 7.7.7: the action phase continues
}
