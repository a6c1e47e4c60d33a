import type { Seat } from "@tablecast/engine";
import { behaviourOf, cardData, cardName, hasKeyword, isAttackAction, isDefenseReaction, isNonAttackAction } from "./cards";
import { activeLink, attackMatches, defendedFromHand, defenseOf, isAttackLayer, isWeaponAttack } from "./combat";
import { COMBAT_CHAIN, STACK } from "./events";
import { other, type Layer } from "./state";
import type { Mutable, Table } from "./table";
import { combatMarker } from "./chain";
import { gainActionPoint, runEffects } from "./effects";
import { givePriority, trigger } from "./priority";

/** Playing cards, activating weapons, paying costs and resolving layers (CR 5.1-5.3, 1.13-1.14). */
const pitchOf = (card: string): number => cardData(card).pitch ?? 0;
const costOf = (card: string): number => cardData(card).cost ?? 0;

export function playCard(t: Table, seat: Seat, objId: string): void {
  const p = t.player(seat);
  const fromArsenal = p.arsenal.some((c) => c.id === objId);
  const card = t.take(seat, fromArsenal ? "arsenal" : "hand", objId);
  // CR 5.1.2: announce — the card moves onto the stack as a layer; it stays the same object.
  const layer: Mutable<Layer> = {
    id: card.id,
    card: card.card,
    controller: seat,
    fromArsenal,
    goAgain: hasKeyword(card.card, "Go again"),
    powerBonus: 0,
    goAgainOnHit: false,
  };
  t.s.stack.push(layer);
  t.shift(card, seat, STACK);
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: card.id, label: cardName(card.card) });
  t.log(`${t.name(seat)} plays ${cardName(card.card)}`, "5.1.2");
  startPayment(t, seat, layer, costOf(card.card));
}

export function activateWeapon(t: Table, seat: Seat, weaponId: string): void {
  const weapon = t.player(seat).gear.find((g) => g.id === weaponId)!;
  weapon.attacksThisTurn += 1;
  // CR 1.4.3: the attack is an attack-proxy layer; the weapon stays in its zone until it attacks.
  const proxy: Mutable<Layer> = { id: t.newId(), card: weapon.card, controller: seat, weapon: weapon.id, fromArsenal: false, goAgain: false, powerBonus: 0, goAgainOnHit: false };
  t.s.stack.push(proxy);
  t.events.push({ type: "enter", obj: proxy.id, card: weapon.card, owner: seat, zone: STACK });
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: proxy.id, label: `${cardData(weapon.card).name} attack` });
  t.log(`${t.name(seat)} activates ${cardData(weapon.card).name}: Attack`, "8.1.9");
  startPayment(t, seat, proxy, behaviourOf(weapon.card)!.weaponCost!);
}

/** CR 5.1.7: pay the asset-cost from floating resources first, then by pitching. */
export function startPayment(t: Table, seat: Seat, layer: Layer, due: number): void {
  t.s.priorityHolder = null;
  if (t.player(seat).resources >= due) return finishPlay(t, seat, layer.id, due);
  t.s.pending = { kind: "pay", seat, layer: layer.id, due };
}

/** CR 1.14.3: pitch one card: it goes to the pitch zone and its pitch value becomes resources. */
export function pitch(t: Table, seat: Seat, objId: string): void {
  const pending = t.s.pending as { kind: "pay"; seat: Seat; layer: string; due: number };
  const card = t.take(seat, "hand", objId);
  t.put(seat, card, "pitch");
  const p = t.player(seat);
  t.setResources(seat, p.resources + pitchOf(card.card));
  t.log(`${t.name(seat)} pitches ${cardName(card.card)} for ${pitchOf(card.card)}`, "1.14.3");
  if (p.resources >= pending.due) {
    t.s.pending = null;
    finishPlay(t, seat, pending.layer, pending.due);
  }
}

/** CR 5.1.7-5.1.10: costs paid, the card is played, and its controller regains priority. */
export function finishPlay(t: Table, seat: Seat, layerId: string, due: number): void {
  const s = t.s;
  const p = t.player(seat);
  const layer = s.stack.find((l) => l.id === layerId)!;
  if (due > 0) t.setResources(seat, p.resources - due); // leftover resources float (CR 1.14.2)
  const isAction = layer.weapon !== undefined || isAttackAction(layer.card) || isNonAttackAction(layer.card);
  // CR 5.1.6b, 8.1.1c: actions cost an action point.
  if (isAction) t.setActionPoints(seat, p.actionPoints - 1);
  const b = behaviourOf(layer.card)!;
  // CR 5.1.9: effect-costs — "discard a random card" (CR 8.5.5).
  if (b.discardRandomCost === true) {
    const discarded = t.randomFromHand(seat)!;
    t.take(seat, "hand", discarded.id);
    t.put(seat, discarded, "graveyard");
    t.log(`${t.name(seat)} discards ${cardName(discarded.card)} at random`, "8.5.5");
    const six = (cardData(discarded.card).power ?? 0) >= 6;
    if (six) onDiscardSix(t, seat);
    if (six && b.goAgainIfDiscardedSix === true) layer.goAgain = true;
  }
  // "When this is played" effects.
  const behind = p.life < t.player(other(seat)).life;
  if (b.goAgainIfBehind === true && behind) layer.goAgain = true;
  if (b.powerIfBehind !== undefined && behind) layer.powerBonus += b.powerIfBehind;
  // CR 6.2: "your next attack this turn gets ..." applies to the attack as it is played.
  if (isAttackLayer(layer)) {
    const remaining: typeof s.nextAttack = [];
    for (const na of s.nextAttack) {
      if (na.seat === seat && attackMatches(layer, na.bonus.filter)) {
        layer.powerBonus += na.bonus.power;
        if (na.bonus.goAgain === true) layer.goAgain = true;
        if (na.bonus.goAgainOnHit === true) layer.goAgainOnHit = true;
      } else remaining.push(na);
    }
    s.nextAttack = remaining;
    // CR 7.0.2a / 7.6.3: an attack on the stack opens the combat chain and starts the Layer Step.
    if (s.chain.length === 0) t.events.push({ type: "chain", chain: "combat-chain", op: "open" });
    s.combatStep = "layer";
    t.events.push({ type: "phase", phase: "action", step: "layer" });
  }
  // CR 1.11.5: the player who played it regains priority.
  givePriority(t, seat);
}

/** Rhinar and Romping Club trigger on discarding a card with 6 or more {p}. */
export function onDiscardSix(t: Table, seat: Seat): void {
  const p = t.player(seat);
  if (behaviourOf(p.hero.card)?.rhinar === true && t.s.phase === "action" && t.s.turnPlayer === seat)
    trigger(t, seat, p.hero.card, [{ kind: "intimidate" }], `${cardData(p.hero.card).name}: intimidate`);
  for (const g of p.gear) {
    const key = `romping:${g.id}`;
    // Once per Turn Effect: the limit is used when it triggers.
    if (behaviourOf(g.card)?.rompingClub === true && !p.usedThisTurn.includes(key)) {
      p.usedThisTurn.push(key);
      trigger(t, seat, g.card, [{ kind: "weapon-power-this-turn" }], `${cardData(g.card).name}: +1 power`, g.id);
    }
  }
}

export function resolveLayer(t: Table, layer: Layer): void {
  const s = t.s;
  s.stack.pop();
  t.events.push({ type: "chain", chain: "stack", op: "pop", obj: layer.id });
  if (layer.trigger !== undefined) {
    // CR 6.6: a triggered-layer generates its effects, then ceases to exist (CR 3.0.12a).
    t.events.push({ type: "remove", obj: layer.id });
    runEffects(t, layer.controller, layer.trigger.effects, layer.weapon);
    return;
  }
  const b = behaviourOf(layer.card) ?? {};
  const link = activeLink(s);
  if (isDefenseReaction(layer.card)) {
    // CR 7.4.2d: a defense reaction becomes a defending card; it fails if there is no link.
    if (link !== null) {
      link.defenders.push({
        id: layer.id,
        card: layer.card,
        owner: layer.controller,
        fromHand: !layer.fromArsenal,
        defense: defenseOf(layer.card, 0, layer.fromArsenal),
      });
      t.shift(layer, layer.controller, COMBAT_CHAIN);
      t.log(`${t.name(layer.controller)} defends with ${cardName(layer.card)}`, "7.4.2d");
      if (isWeaponAttack(link.attack)) runEffects(t, layer.controller, b.onDefendWeapon ?? []);
      combatMarker(t);
      return;
    }
    t.put(layer.controller, layer, "graveyard");
    return;
  }
  runEffects(t, layer.controller, b.onResolve ?? []);
  if (b.reprise !== undefined && link !== null && defendedFromHand(link)) {
    t.log(`Reprise: ${cardName(layer.card)}`);
    runEffects(t, layer.controller, b.reprise);
  }
  // CR 5.3.5, 1.13.2b: go again gives an action point to the turn-player in their action phase.
  if (layer.goAgain) gainActionPoint(t, layer.controller);
  t.put(layer.controller, layer, "graveyard");
  if (link !== null) combatMarker(t);
}
