import type { Seat } from "@tablecast/engine";
import { behaviourOf, cardData, cardName, hasKeyword, isAttackAction } from "../cards";
import { activeLink, attackHasGoAgain, attackPower, comboActive, defenderDefense, defenseOf, isWeaponAttack, totalDefense, turnEffectsOn, weaponOf } from "./combat";
import { COMBAT_CHAIN, zoneId } from "../events";
import { other, type CardObj, type ChainLink, type Defender, type Gear } from "../state";
import type { Mutable, FabWork } from "../work";
import { dealDamage, destroyPermanent, gainActionPoint, gameStateCheck, runEffects } from "./effects";
import { givePriority, STEP, trigger } from "./priority";
import { ask } from "./questions";
import { moduleOf, untilEndOfTurn } from "../cards/registry";
import { fire } from "../vocabulary/triggers";

/** The combat chain: its steps from attack to close (chapter 7). */

export function combatMarker(t: FabWork): void {
  const link = activeLink(t.s);
  if (link === null) return;
  // An attack card put into a private zone (Over Loop): the object the table knew is gone, so no attack is named.
  if (link.hidden === true) {
    t.events.push({ type: "combat", attack: null });
    return;
  }
  t.events.push({
    type: "combat",
    attack: link.attack.id,
    attacker: link.attack.controller,
    target: link.target,
    power: attackPower(t.view, link.attack),
    defense: totalDefense(t.view, link),
  });
}

/** CR 7.2: the attack resolves onto the combat chain as a chain link. */
export function attackStep(t: FabWork): void {
  const s = t.s;
  s.combatStep = "attack";
  t.events.push({ type: "phase", phase: "action", step: "attack" });
  // CR 7.2.3: the attack's resolution abilities first (Scour the Battlescape), except go again.
  const attack = s.stack[s.stack.length - 1]!;
  if (!isWeaponAttack(attack)) runEffects(t, attack.controller, behaviourOf(attack.card)?.onResolve ?? [], undefined, attack.card);
  // A question asked by those abilities: the attack becomes a chain link once it is answered.
  if (t.asked) t.later({ step: STEP.attackLink });
  else attackBecomesLink(t);
}

/** CR 7.2.3a-b, 7.2.4: the attack becomes chain link N+1 and the attack event triggers. */
export function attackBecomesLink(t: FabWork): void {
  const s = t.s;
  const attack = s.stack.pop()!;
  t.events.push({ type: "chain", chain: "stack", op: "pop", obj: attack.id });
  const target = other(attack.controller);
  const weapon = weaponOf(t.view, attack);
  const chain = t.chainLinks();
  chain.push({ attack, target, defenders: [], hit: false, damage: 0, resolved: false });
  t.shift(attack, COMBAT_CHAIN);
  if (weapon !== null) {
    // CR 7.2.3b: the attack-proxy and its attack-source (the weapon) move onto the combat chain as
    // the chain link; the proxy is the active-attack and the weapon is attacking.
    t.shift(weapon, COMBAT_CHAIN);
    t.events.push({ type: "prop", obj: weapon.id, key: "attacking", value: true });
    // CR 1.4.3c: the weapon left an earlier chain link, so that link's attack-proxy ceases to exist;
    // the link stays on the chain with last known information (CR 7.0.3c).
    for (const [i, prior] of chain.slice(0, -1).entries())
      if (prior.attack.weapon === weapon.id && prior.gone !== true) {
        prior.gone = true;
        t.events.push({ type: "remove", obj: prior.attack.id });
        t.log(`${cardName(weapon.card)} moves to chain link ${s.chain.length}: the attack-proxy of chain link ${i + 1} ceases to exist`, "1.4.3c");
      }
  }
  t.events.push({ type: "chain", chain: "combat-chain", op: "push", obj: attack.id, label: cardName(attack.card) });
  t.log(`${t.name(attack.controller)} attacks with ${cardName(attack.card)} for ${attackPower(t.view, attack)}`, "7.2.3");
  combatMarker(t);
  // CR 7.2.4: the attack event; "when this attacks" abilities trigger.
  if (!isWeaponAttack(attack)) fire(moduleOf, t, attack.controller, [attack], "attacks", { layer: attack });
  givePriority(t, s.turnPlayer); // CR 7.2.5
}

/** CR 7.3.2: the defending hero declares defending cards. */
export function defendStep(t: FabWork): void {
  const s = t.s;
  s.combatStep = "defend";
  s.priorityHolder = null;
  t.events.push({ type: "phase", phase: "action", step: "defend" });
  t.ask(ask.defend(activeLink(s)!.target, []));
}

/**
 * A card becomes a defending card on the chain link (CR 7.0.5, 8.5.32). Flic Flak's "the next card
 * you defend with this turn" applies to the first card to become defending after it (CR 7.3.2d: in
 * the order the defending hero chose).
 */
export function becomeDefending(
  t: FabWork,
  link: Mutable<ChainLink>,
  obj: CardObj,
  owner: Seat,
  fromHand: boolean,
  gear: Gear | undefined,
  fromArsenal = false,
  bonus = 0,
): void {
  const s = t.s;
  let defense = defenseOf(obj.card, gear?.defenseCounters ?? 0, fromArsenal) + bonus;
  const next = s.nextDefense.filter((n) => n.seat === owner && n.source !== obj.card);
  if (next.length > 0) {
    s.nextDefense = s.nextDefense.filter((n) => !next.includes(n));
    if (hasKeyword(obj.card, "Combo"))
      for (const n of next) {
        defense += n.defense;
        t.log(`${cardName(obj.card)} gains +${n.defense} defense (${cardName(n.source)})`, "6.2");
      }
  }
  link.defenders.push({ id: obj.id, card: obj.card, owner, fromHand, defense, ...(gear === undefined ? {} : { gear: gear as Mutable<Gear> }) });
}

/**
 * "Whenever this is defended by …" abilities of the attack, or of the weapon whose attack it is (Cintari Saber, Zephyr Needle):
 * `defenders` just became defending cards (declared, CR 7.3.2d, or a defense reaction resolved, CR 7.4.2d).
 */
export function announceDefended(t: FabWork, link: Mutable<ChainLink>, defenders: readonly Defender[]): void {
  const attack = link.attack;
  const by = isWeaponAttack(attack) ? t.peek(attack.controller).gear.filter((g) => g.id === attack.weapon) : [attack];
  if (by.every((o) => moduleOf(o.card)?.triggers.some((a) => a.on === "defended") !== true)) return;
  const defended = { power: attackPower(t.view, attack), defenders: defenders.map((d) => ({ card: d.card, defense: defenderDefense(t.view, d) })) };
  fire(moduleOf, t, attack.controller, by, "defended", { layer: attack, defended });
}

/** CR 7.3.2d: the declared cards become defending together, in declaration order. */
export function declareDefenders(t: FabWork, seat: Seat, declared: readonly string[]): void {
  const s = t.s;
  const link = t.activeLinkToWrite()!;
  const p = t.player(seat);
  for (const id of declared) {
    const fromHand = p.hand.some((c) => c.id === id);
    if (fromHand) {
      const card = t.take(seat, "hand", id);
      becomeDefending(t, link, card, seat, true, undefined);
      t.shift(card, COMBAT_CHAIN);
      t.log(`${t.name(seat)} defends with ${cardName(card.card)}`, "7.3.2");
    } else if (p.arsenal.some((c) => c.id === id)) {
      // Art of War: an attack action card from arsenal (not from hand).
      const card = t.take(seat, "arsenal", id);
      becomeDefending(t, link, card, seat, false, undefined);
      t.shift(card, COMBAT_CHAIN);
      t.log(`${t.name(seat)} defends with ${cardName(card.card)} from arsenal`, "7.3.2");
    } else {
      const i = p.gear.findIndex((g) => g.id === id);
      const gear = p.gear.splice(i, 1)[0]!;
      becomeDefending(t, link, gear, seat, false, gear);
      t.shift(gear, COMBAT_CHAIN);
      t.log(`${t.name(seat)} defends with ${cardData(gear.card).name}`, "7.3.2a");
    }
  }
  if (declared.length === 0) t.log(`${t.name(seat)} does not defend`, "7.3.2");
  combatMarker(t);
  if (declared.length > 0) announceDefended(t, link, link.defenders.slice(-declared.length));
  givePriority(t, s.turnPlayer); // CR 7.3.3
}

export function reactionStep(t: FabWork): void {
  t.s.combatStep = "reaction";
  t.events.push({ type: "phase", phase: "action", step: "reaction" });
  givePriority(t, t.s.turnPlayer); // CR 7.4.2
}

/**
 * CR 7.5.2: the attack hits for its power minus the total defense, if that is positive. The hit is
 * a damage event (CR 7.5.5) that replacement and prevention effects may change; prevented to 0,
 * it is no hit (CR 7.5.5b).
 */
export function damageStep(t: FabWork): void {
  const s = t.s;
  s.combatStep = "damage";
  t.events.push({ type: "phase", phase: "action", step: "damage" });
  const link = t.activeLinkToWrite()!;
  const power = attackPower(t.view, link.attack);
  const defense = totalDefense(t.view, link);
  if (power > defense) {
    const name = cardName(link.attack.card);
    const dealt = dealDamage(t, link.target, power - defense, { attack: link.attack, name });
    if (dealt > 0) {
      link.hit = true;
      link.damage += dealt;
      t.log(`${name} hits ${t.name(link.target)} for ${dealt}`, "7.5.2");
      // CR 7.5.5: hit triggers.
      onHit(t, link);
      // CR 8.4.2: crush triggers on 4 or more damage dealt.
      if (dealt >= 4 && !isWeaponAttack(link.attack)) fire(moduleOf, t, link.attack.controller, [link.attack], "crush", { layer: link.attack });
    } else t.log(`${name} deals no damage: all of it was prevented, so it does not hit`, "7.5.5b");
    gameStateCheck(t);
  } else t.log(`${cardName(link.attack.card)} is fully defended (${power} power against ${defense} defense)`, "7.5.2");
  if (s.ended !== null) return;
  combatMarker(t);
  givePriority(t, s.turnPlayer); // CR 7.5.3
}

/** CR 7.5.5: the hit event; "when this hits" abilities trigger. */
export function onHit(t: FabWork, link: Mutable<ChainLink>): void {
  const s = t.s;
  const attack = link.attack;
  const seat = attack.controller;
  const p = t.player(seat);
  const name = cardName(attack.card);
  const b = behaviourOf(attack.card);
  // "Effects don't trigger when an attack hits this chain link" (Tripwire Trap): the hit is counted, nothing triggers.
  if (link.quietHits === true) {
    if (!isWeaponAttack(attack) && isAttackAction(attack.card) && !p.usedThisTurn.includes("first-attack-action-hit")) p.usedThisTurn.push("first-attack-action-hit");
    const quiet = weaponOf(t.view, attack);
    if (quiet !== null) p.gear.find((g) => g.id === quiet.id)!.hitsThisTurn += 1;
    t.log(`${name} hits, but effects don't trigger`, "6.6");
    return;
  }
  // "While Stamp Authority is in the arena, attack action card effects do not trigger when they hit" (CR 6.6): its own, its combo's and those it gained.
  const stopped = !isWeaponAttack(attack) && isAttackAction(attack.card) ? s.players.flatMap((pl) => pl.permanents).find((c) => moduleOf(c.card)?.stopsHitEffects === true) : undefined;
  if (stopped !== undefined) t.log(`${name}'s effects do not trigger on the hit (${cardName(stopped.card)})`, "6.6");
  else {
    if (!isWeaponAttack(attack)) fire(moduleOf, t, seat, [attack], "hits", { layer: attack });
    if (comboActive(s, attack)) trigger(t, seat, attack.card, b!.combo!.onHit ?? [], `${name}: combo, if this hits`);
    if (attack.goAgainOnHit) trigger(t, seat, attack.card, [{ kind: "attack-go-again" }], `${name}: if this hits, go again`);
    if (attack.onHit !== undefined) trigger(t, seat, attack.card, attack.onHit, `${name}: if this hits`);
    // "Until end of turn, arrows you control gain 'if this hits a hero, …'" (Poison the Tips; CR 6.3.2).
    for (const e of turnEffectsOn(s, attack)) if (e.onHit !== undefined) trigger(t, seat, attack.card, e.onHit, `${name}: if this hits`);
  }
  if (!isWeaponAttack(attack) && isAttackAction(attack.card)) {
    // "The first time an attack action card you control hits each turn" (Katsu; CR 6.6.1b ordinal).
    if (!p.usedThisTurn.includes("first-attack-action-hit")) {
      p.usedThisTurn.push("first-attack-action-hit");
      fire(moduleOf, t, seat, [p.hero], "first-attack-action-hit");
    }
    // "When an attack action card you control is the third or higher chain link in a row to hit" (Mask of Momentum).
    let row = 0;
    for (let i = s.chain.length - 1; i >= 0 && s.chain[i]!.hit; i--) row++;
    fire(moduleOf, t, seat, [...p.gear, ...p.permanents], "attack-action-hit", { row });
    // "The next time an attack action card you control hits this turn, …" (Plunder Run): each waiting one triggers, once.
    if (p.nextHit !== undefined && p.nextHit.length > 0) {
      for (const n of p.nextHit) trigger(t, seat, n.source, n.effects, `${cardName(n.source)}: an attack action card hit`);
      p.nextHit = [];
    }
  }
  const weapon = weaponOf(t.view, attack);
  if (weapon === null) return;
  const w = p.gear.find((g) => g.id === weapon.id)!;
  w.hitsThisTurn += 1;
  // "If this hits" abilities of the weapon itself (Dawnblade).
  fire(moduleOf, t, seat, [w], "this-weapon-hits");
  // Steelblade Supremacy: "whenever this weapon hits, draw a card" until end of turn.
  for (let i = 0; i < w.drawOnHitThisTurn; i++) trigger(t, seat, w.card, [{ kind: "draw", count: 1 }], `${cardData(w.card).name}: draw a card`, w.id);
  // "Whenever a weapon you control hits this turn, …" (Spoils of War): the player's until-end-of-turn effects.
  for (const e of s.turnEffects) {
    const made = e.seat === seat ? untilEndOfTurn(e.kind) : undefined;
    if (made?.weaponHits !== undefined) trigger(t, seat, made.weaponHits.source, made.weaponHits.effects, `${cardName(made.weaponHits.source)}: a weapon hit`, w.id);
  }
  // "When a weapon you control hits": equipment (Refraction Bolters), then the hero (Dorinthea).
  fire(moduleOf, t, seat, [...p.gear, p.hero], "weapon-hits", { weapon: w });
}

/** CR 7.6.2: the chain link resolves; go again gives an action point. */
export function resolutionStep(t: FabWork): void {
  const s = t.s;
  s.combatStep = "resolution";
  t.events.push({ type: "phase", phase: "action", step: "resolution" });
  const link = t.activeLinkToWrite()!;
  link.resolved = true;
  if (attackHasGoAgain(t.view, link.attack)) gainActionPoint(t, link.attack.controller);
  givePriority(t, s.turnPlayer); // CR 7.6.3
}

/** CR 7.7: the combat chain closes; equipment returns, everything else is cleared. */
export function closeStep(t: FabWork): void {
  const s = t.s;
  s.combatStep = null;
  s.priorityHolder = null;
  t.events.push({ type: "phase", phase: "action", step: "close" });
  // This apply's own links: their defending gear returns to the players' zones (and is written there).
  for (const link of t.chainLinks()) {
    const attack = link.attack;
    // A proxy already gone ceased to exist when its weapon attacked again (CR 1.4.3c).
    if (attack.weapon !== undefined && link.gone !== true) {
      t.events.push({ type: "remove", obj: attack.id }); // CR 7.7.6: the proxy is cleared
      // CR 7.7.5: the weapon returns to its zone.
      const weapon = weaponOf(t.view, attack);
      if (weapon !== null) {
        t.shift(weapon, zoneId(attack.controller, weapon.slot));
        t.events.push({ type: "prop", obj: weapon.id, key: "attacking", value: null });
        // "Destroy it when the combat chain closes" (Zephyr Needle): the delayed trigger, as the chain closes.
        if (weapon.destroyAtClose === true) destroyPermanent(t, attack.controller, weapon.id);
      }
    } else if (attack.weapon === undefined && link.gone !== true) t.put(attack.controller, attack, "graveyard");
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
      // CR 8.3.2 Battleworn: a -1{d} counter. CR 8.3.10 Temper: a counter, then destroyed at zero {d}.
      const worn = hasKeyword(gear.card, "Battleworn") || hasKeyword(gear.card, "Temper") ? { ...gear, defenseCounters: gear.defenseCounters + 1 } : gear;
      if (hasKeyword(gear.card, "Temper") && defenseOf(worn.card, worn.defenseCounters) <= 0) {
        t.put(d.owner, gear, "graveyard");
        t.log(`${cardData(gear.card).name} is destroyed (Temper)`, "8.3.10");
        continue;
      }
      t.player(d.owner).gear.push(worn);
      t.shift(gear, zoneId(d.owner, gear.slot)); // CR 7.7.5
      if (worn !== gear) t.events.push({ type: "prop", obj: gear.id, key: "-1 defense counters", value: worn.defenseCounters });
    }
  }
  s.chain = [];
  // "The next attack you boost this combat chain" ends with it (High Speed Impact, Combustible Courier).
  if (s.nextAttack.some((na) => na.bonus.boosted === true)) s.nextAttack = s.nextAttack.filter((na) => na.bonus.boosted !== true);
  // Unified Decree's "you may play it this combat chain" ends with it.
  for (const seat of [0, 1] as const) if (t.peek(seat).mayPlayThisChain !== undefined) delete t.player(seat).mayPlayThisChain;
  t.events.push({ type: "combat", attack: null }, { type: "chain", chain: "combat-chain", op: "close" });
  t.events.push({ type: "phase", phase: "action" });
  givePriority(t, s.turnPlayer); // CR 7.7.7: the action phase continues
}
