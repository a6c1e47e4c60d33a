import type { Seat } from "@tablecast/engine";
import {
  behaviourOf,
  cardData,
  cardName,
  entersArena,
  hasPrintedKeyword,
  hasType,
  isAttackAction,
  isDefenseReaction,
  isNonAttackAction,
  type Ability,
  dealsArcaneDamage,
  type Effect,
} from "../cards";
import { activeLink, attackMatches, defendedFromHand, hasDominate, hasMark, isAttackLayer } from "./combat";
import { additionalCosts, hasCost, printedCost, resourceCost } from "./costs";
import { COMBAT_CHAIN, STACK } from "../events";
import { other, type Layer, type PlayerState } from "../state";
import type { Mutable, FabWork } from "../work";
import { announceDefended, becomeDefending, combatMarker } from "./chain";
import { actsFor, banishFromDeck, choose, payThen, destroyPermanent, discard, enterArena, gainActionPoint, payArcaneBarrier, runEffects, setSteam } from "./effects";
import { applyNextPlay, playableAsInstant } from "./next-play";
import { givePriority } from "./priority";
import { trigger } from "./layers";
import { gainPower, logPrevented, powerGainRestriction } from "./power";
import { ask } from "./questions";
import { moduleOf } from "../cards/registry";
import { fire } from "../vocabulary/triggers";
import { isClass } from "./view";

/** Playing cards, activating abilities, paying costs and resolving layers (CR 5.1-5.3, 1.13-1.14). */
const pitchOf = (card: string): number => cardData(card).pitch ?? 0;

/** The source object of an activated ability: hero, equipment, weapon or permanent. */
export function abilitySource(t: FabWork, seat: Seat, id: string): { card: string; abilities: readonly Ability[] } | null {
  const p = t.player(seat);
  const obj = p.hero.id === id ? p.hero : (p.gear.find((g) => g.id === id) ?? p.permanents.find((c) => c.id === id));
  if (obj === undefined) return null;
  return { card: obj.card, abilities: behaviourOf(obj.card)?.abilities ?? [] };
}

/**
 * CR 5.1.2: announce — the card moves onto the stack as a layer; it stays the same object.
 * `optional` declares the card's optional additional cost (CR 5.1.3, Staunch Response).
 */
export function playCard(t: FabWork, seat: Seat, objId: string, variant: string | undefined, target?: Seat): void {
  const p = t.player(seat);
  const zone = p.arsenal.some((c) => c.id === objId) ? "arsenal" : p.hand.some((c) => c.id === objId) ? "hand" : "banished";
  // A face-up arsenal card (Perch Grapplers reads it), and what it gained there until end of turn (Azalea, Head Shot): the
  // card stays the same object on the stack (CR 3.0.9), so the effects go on with it.
  const faceUp = zone === "arsenal" && (p.faceUp ?? []).includes(objId);
  const gains = (p.cardGains ?? []).filter((g) => g.obj === objId);
  if (gains.length > 0) p.cardGains = p.cardGains!.filter((g) => g.obj !== objId);
  const card = t.take(seat, zone, objId);
  // Kano's banished card, or the next card a "you may play … as though it were an instant" effect waits for (CR 8.1.6).
  const asInstant = zone === "banished" ? (p.asInstant ?? []).includes(objId) : isNonAttackAction(card.card) && playableAsInstant(t.s, seat, card.card);
  if (zone === "banished") p.mayPlayBanished = p.mayPlayBanished.filter((id) => id !== objId);
  if (zone === "banished" && p.mayPlayThisChain !== undefined) p.mayPlayThisChain = p.mayPlayThisChain.filter((id) => id !== objId);
  if (asInstant && zone === "banished") p.asInstant = p.asInstant!.filter((id) => id !== objId);
  const b = behaviourOf(card.card) ?? {};
  // The declared mode and costs (CR 5.1.3-5.1.4), as decisions.ts offered them.
  const parts = variant === undefined ? [] : variant.split("+");
  const mayPay = additionalCosts(card.card).find((c) => c.kind === "may-pay");
  const extra = parts.includes("paid") && mayPay !== undefined ? mayPay : undefined;
  const mode = parts.find((v) => /^m\d+$/.test(v));
  // CR 5.1.3c: an alternative cost declared (`alt<i>`, with the card in hand it names: `alt<i>-<obj>`).
  const alt = parts.find((v) => /^alt\d+/.test(v));
  const alternative = alt === undefined ? undefined : { index: Number(/^alt(\d+)/.exec(alt)![1]), ...(alt.includes("-") ? { card: alt.slice(alt.indexOf("-") + 1) } : {}) };
  // The second of "two target heroes" (Forked Lightning): the variant's second `t<seat>`.
  const heroes = parts.filter((v) => /^t\d$/.test(v));
  const second = heroes.length === 2 ? (Number(heroes[1]!.slice(1)) as Seat) : undefined;
  const costCards = [
    ...parts.filter((v) => v.startsWith("reveal-") || v.startsWith("bottom-")).map((v) => v.slice(v.indexOf("-") + 1)),
    ...(alternative?.card === undefined ? [] : [alternative.card]),
  ];
  const layer: Mutable<Layer> = {
    id: card.id,
    card: card.card,
    controller: seat,
    fromArsenal: zone === "arsenal",
    goAgain: hasPrintedKeyword(card.card, "Go again"),
    powerBonus: gains.reduce((n, g) => n + g.power, 0),
    goAgainOnHit: false,
    ...(gains.some((g) => g.dominate === true) ? { dominate: true } : {}),
    ...(gains.some((g) => g.noDefenseReactionsFromArsenal === true) ? { noDefenseReactionsFromArsenal: true } : {}),
    ...(faceUp ? { faceUp: true } : {}),
    ...(extra === undefined ? {} : { defenseBonus: extra.defense }),
    ...(mode === undefined ? {} : { mode: Number(mode.slice(1)) }),
    ...(costCards.length === 0 ? {} : { costCards }),
    ...(parts.includes("banish") ? { banishCost: true } : {}),
    ...(parts.includes("boost") ? { boosted: true } : {}),
    ...(asInstant ? { asInstant: true } : {}),
    ...(target === undefined ? {} : { target }),
    ...(second === undefined ? {} : { secondTarget: second }),
    ...(alternative === undefined ? {} : { alternative }),
    // CR 5.1.4: a defending card declared as the target (`target-<obj>`).
    ...(parts.some((v) => v.startsWith("target-")) ? { targetCards: parts.filter((v) => v.startsWith("target-")).map((v) => v.slice("target-".length)) } : {}),
  };
  t.s.stack.push(layer);
  t.shift(card, STACK);
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: card.id, label: cardName(card.card) });
  const modeText = mode === undefined ? "" : `: ${b.modes![Number(mode.slice(1))]!.text}`;
  t.log(`${t.name(seat)} plays ${cardName(card.card)}${zone === "hand" ? "" : ` from ${zone}`}${modeText}${extra === undefined ? "" : `, paying ${extra.resources} more`}${target === undefined ? "" : ` targeting ${t.name(target)}`}${second === undefined ? "" : ` and ${t.name(second)}`}${alternative === undefined ? "" : ", by its alternative cost"}`, "5.1.2");
  const isAction = isAttackAction(card.card) || isNonAttackAction(card.card);
  // An X additional cost: X, then its targets (CR 5.1.3-5.1.4; the card's module, PayX).
  const x = parts.find((v) => /^x\d+$/.test(v));
  const payX = moduleOf(card.card)?.payX;
  if (x !== undefined && payX !== undefined) {
    const paid = Number(x.slice(1));
    const eligible = payX.targets(t.view, seat, card.card);
    layer.x = { paid, targets: eligible.length === paid ? [...eligible] : [] };
    t.log(`${t.name(seat)} ${payX.declared(paid)}`, "5.1.3");
    if (eligible.length > paid) return choose(t, seat, "x-targets", payX.choose, eligible, false, layer.id);
  }
  // CR 5.1.3a: a printed cost with X (Spark of Genius: X+X).
  const variable = moduleOf(card.card)?.variableCost;
  if (x !== undefined && variable !== undefined) {
    layer.declaredX = Number(x.slice(1));
    t.log(`${t.name(seat)} declares X = ${layer.declaredX}`, "5.1.3a");
  }
  const xCost = variable === undefined ? 0 : variable.perX * (layer.declaredX ?? 0);
  // CR 5.1.6c: an alternative cost replaces the {r} cost (the resource asset-cost starts at zero).
  const base = alternative === undefined ? printedCost(card.card) : 0;
  const due = resourceCost(t.s, seat, base + (extra?.resources ?? 0) + (layer.x?.paid ?? 0) + xCost, { action: isAction, card: card.card, obj: card.id });
  // A reduction for this banished card (Sonic Boom) is used by playing it.
  if (zone === "banished" && p.banishedCostsLess !== undefined) p.banishedCostsLess = p.banishedCostsLess.filter((r) => r.obj !== card.id);
  startPayment(t, seat, layer, due);
}

export function activateWeapon(t: FabWork, seat: Seat, weaponId: string): void {
  const weapon = t.player(seat).gear.find((g) => g.id === weaponId)!;
  // CR 1.4.3: the attack is an attack-proxy layer; the weapon stays in its zone until it attacks.
  const proxy: Mutable<Layer> = { id: t.newId(), card: weapon.card, controller: seat, weapon: weapon.id, fromArsenal: false, goAgain: false, powerBonus: 0, goAgainOnHit: false };
  // Its cost as offered: read before this attack is counted ("your second sword attack each turn costs {r} less", CR 5.1.6a).
  const due = resourceCost(t.s, seat, moduleOf(weapon.card)!.attackCost ?? 0, { action: true, attack: proxy });
  weapon.attacksThisTurn += 1;
  t.s.stack.push(proxy);
  t.events.push({ type: "enter", obj: proxy.id, card: weapon.card, zone: STACK });
  t.events.push({ type: "prop", obj: proxy.id, key: "attack-source", value: weapon.id }); // CR 1.4.3b
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: proxy.id, label: `${cardData(weapon.card).name} attack` });
  t.log(`${t.name(seat)} activates ${cardData(weapon.card).name}: Attack`, "8.1.9");
  // "Remove a steam counter from this: Attack" (Teklo Plasma Pistol): an effect-cost, no {r} (CR 5.1.9, 8.5.16).
  if (moduleOf(weapon.card)?.attackBySteam !== undefined) {
    setSteam(t, seat, weapon.id, (weapon.steam ?? 0) - 1);
    return startPayment(t, seat, proxy, due);
  }
  // "…, put a rust counter on this: Attack" (Talishar): an effect-cost of the attack (CR 5.1.9, 1.15).
  if (moduleOf(weapon.card)?.attackAddsRust === true) {
    weapon.rust = (weapon.rust ?? 0) + 1;
    t.events.push({ type: "prop", obj: weapon.id, key: "rust counters", value: weapon.rust });
    t.log(`${cardData(weapon.card).name} gets a rust counter (${weapon.rust})`, "5.1.9");
  }
  startPayment(t, seat, proxy, due);
}

/** CR 5.2.2: activate an ability — an activated-layer with the ability's type goes on the stack. */
export function activateAbility(t: FabWork, seat: Seat, sourceId: string, index: number, target?: Seat, targets?: readonly string[]): void {
  const source = abilitySource(t, seat, sourceId)!;
  const ability = source.abilities[index]!;
  // CR 5.2.1a: the limit counts activations.
  if (ability.oncePerTurn === true) t.player(seat).usedThisTurn.push(`ability:${sourceId}:${index}`);
  const layer: Mutable<Layer> = {
    id: t.newId(),
    card: source.card,
    controller: seat,
    ability: { source: sourceId, index },
    fromArsenal: false,
    goAgain: ability.goAgain === true,
    powerBonus: 0,
    goAgainOnHit: false,
    ...(target === undefined ? {} : { target }),
    // CR 5.1.4: the targets declared as it was activated (Crown of Dichotomy's graveyard cards).
    ...(targets === undefined ? {} : { targetCards: [...targets] }),
  };
  t.s.stack.push(layer);
  t.events.push({ type: "enter", obj: layer.id, card: source.card, zone: STACK });
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: layer.id, label: `${cardData(source.card).name}: ${ability.text}` });
  t.log(`${t.name(seat)} activates ${cardData(source.card).name}: ${ability.text}`, "5.2.2");
  // "Costs an additional {r} for each Runechant you control" (Grasp of the Arknight), counted as it is activated (CR 5.1.6a).
  const more = moduleOf(source.card)?.abilityCostMore?.(t.peek(seat)) ?? 0;
  startPayment(t, seat, layer, resourceCost(t.s, seat, ability.cost + more, { action: ability.type === "action" }));
}

/** The ability an activated-layer was created from. */
export function abilityOf(t: FabWork, layer: Layer): Ability | null {
  if (layer.ability === undefined) return null;
  return behaviourOf(layer.card)?.abilities?.[layer.ability.index] ?? null;
}

/** CR 5.1.7: pay the asset-cost from floating resources first, then by pitching. */
export function startPayment(t: FabWork, seat: Seat, layer: Layer, due: number): void {
  t.s.priorityHolder = null;
  if (t.player(seat).resources >= due) return finishPlay(t, seat, layer.id, due);
  t.ask(ask.pay(seat, layer.id, due));
}

/** CR 1.14.3: pitch one card: it goes to the pitch zone and its pitch value becomes resources; the resources now. */
function pitchOne(t: FabWork, seat: Seat, objId: string): number {
  const card = t.take(seat, "hand", objId);
  t.put(seat, card, "pitch");
  const p = t.player(seat);
  t.setResources(seat, p.resources + pitchOf(card.card));
  t.log(`${t.name(seat)} pitches ${cardName(card.card)} for ${pitchOf(card.card)}`, "1.14.3");
  // "When you pitch this" (Heart of Fyendal).
  fire(moduleOf, t, seat, [card], "pitched");
  return p.resources;
}

/** CR 1.14.3: pitch a card toward a layer's cost; paid, the card is played. */
export function pitch(t: FabWork, seat: Seat, objId: string, layer: string, due: number): void {
  if (pitchOne(t, seat, objId) >= due) finishPlay(t, seat, layer, due);
  else t.ask(ask.pay(seat, layer, due));
}

/** CR 1.14.3: pitch a card toward an Arcane Barrier; paid, N of the arcane damage is prevented (CR 8.3.8). */
export function pitchForBarrier(t: FabWork, seat: Seat, objId: string, barrier: string, due: number): void {
  if (pitchOne(t, seat, objId) >= due) payArcaneBarrier(t, seat, due, barrier);
  else t.ask(ask.payBarrier(seat, barrier, due));
}

/** CR 1.14.3: pitch a card toward a "you may pay … If you do, …"; paid, its effects happen (Metacarpus Node). */
export function pitchFor(t: FabWork, seat: Seat, objId: string, due: number, effects: readonly Effect[], source: string): void {
  if (pitchOne(t, seat, objId) >= due) payThen(t, seat, due, effects, source);
  else t.ask(ask.payFor(seat, due, effects, source));
}

/** CR 5.1.7-5.1.10: costs paid, the card is played (or the ability activated), and its controller regains priority. */
export function finishPlay(t: FabWork, seat: Seat, layerId: string, due: number): void {
  const s = t.s;
  const p = t.player(seat);
  const layer = s.stack.find((l) => l.id === layerId)!;
  if (due > 0) t.setResources(seat, p.resources - due); // leftover resources float (CR 1.14.2)
  const ability = abilityOf(t, layer);
  // Played "as though it were an instant" (Kano), an action card costs no action point.
  const isAction = ability !== null ? ability.type === "action" : layer.asInstant !== true && (layer.weapon !== undefined || isAttackAction(layer.card) || isNonAttackAction(layer.card));
  // CR 5.1.6b, 8.1.1c: actions cost an action point.
  if (isAction) {
    t.setActionPoints(seat, p.actionPoints - 1);
    // Cartilage Crush's increase applies to the first action only.
    p.marks = p.marks.filter((m) => !(m.kind === "first-action-costs-1" && hasMark({ marks: [m] }, m.kind, s.turn)));
  }
  // "They can't play or activate more than 1 action during their next turn" (Red in the Ledger): actions are counted then.
  const anAction = ability !== null ? ability.type === "action" : layer.weapon !== undefined || hasType(layer.card, "Action");
  if (anAction && hasMark(p, "one-action", s.turn)) p.actionsThisTurn = (p.actionsThisTurn ?? 0) + 1;
  // "Whenever they play an action card, they lose 1{h}" (Remorseless): a triggered ability of the mark's source's controller (CR 6.6).
  if (ability === null && layer.weapon === undefined && hasType(layer.card, "Action"))
    for (const m of p.marks)
      if (m.kind === "action-loses-life" && hasMark({ marks: [m] }, m.kind, s.turn))
        trigger(t, other(seat), m.source!, [{ kind: "opponent-loses-life", amount: 1 }], `${cardName(m.source!)}: ${t.name(seat)} played an action card`);
  if (ability !== null) {
    // CR 5.1.9, 8.5.24: the effect-cost "turn a face down card in your arsenal face up" (Skullbone Crosswrap).
    if (ability.turnFaceUp === true) turnFaceUp(t, seat);
    // CR 1.14.4, 5.1.9: the effect-cost "destroy this" (the steam counters it had are remembered, CR 1.2.3a: Dissipation Shield).
    if (ability.destroySelf === true) {
      const steam = p.permanents.find((c) => c.id === layer.ability!.source)?.steam;
      if (steam !== undefined && ability.effects.some((e) => e.kind === "prevent-next" && e.fromSteam === true)) (layer as Mutable<Layer>).sourceSteam = steam;
      destroyPermanent(t, seat, layer.ability!.source);
    }
    // CR 5.1.9, 8.5.16: the effect-cost "remove N steam counters from this" (Mechanologist items).
    const item = ability.removeSteam === undefined ? undefined : p.permanents.find((c) => c.id === layer.ability!.source);
    if (item !== undefined) setSteam(t, seat, item.id, (item.steam ?? 0) - ability.removeSteam!);
    const source = p.gear.find((g) => g.id === layer.ability!.source);
    if (ability.removeEnergy !== undefined && source !== undefined) {
      source.energyCounters -= ability.removeEnergy;
      t.events.push({ type: "prop", obj: source.id, key: "energy counters", value: source.energyCounters });
    }
    return givePriority(t, seat);
  }
  // CR 5.1.6a: "the next … costs less" reductions are used by the card they applied to.
  if (layer.weapon === undefined) s.costReductions = s.costReductions.filter((r) => !(r.seat === seat && attackMatches(s, layer, r.filter)));
  const b = behaviourOf(layer.card) ?? {};
  payAdditionalCosts(t, seat, layer);
  // "The next card you play this turn with an effect that deals arcane damage" (Crucible of Aetherweave): this card takes the bonus.
  if ((p.arcanePlus ?? 0) > 0 && dealsArcaneDamage(layer.card)) {
    layer.arcanePlus = p.arcanePlus;
    p.arcanePlus = 0;
  }
  // A mode's own bonuses (Enlightened Strike).
  const chosenMode = layer.mode === undefined ? undefined : b.modes?.[layer.mode];
  if (chosenMode !== undefined) {
    gainPower(t, layer, chosenMode.power ?? 0, layer.card);
    if (chosenMode.goAgain === true) layer.goAgain = true;
  }
  // CR 5.1.9: effect-costs — "discard a random card" (CR 8.5.5).
  if (hasCost(layer.card, "discard-random")) {
    const card = t.randomFromHand(seat)!;
    const six = (cardData(card.card).power ?? 0) >= 6;
    discard(t, seat, card, " at random", layer);
    if (six) layer.discardedSix = true;
  }
  // "When you play this" abilities of the card (Last Ditch Effort; "if a 6 was discarded this way, it gains go again").
  fire(moduleOf, t, seat, [layer], "played", { layer });
  if (layer.weapon === undefined) {
    // "The next … card you play this turn …" (Mage Master Boots, Lead the Charge, Stir the Aetherwinds).
    applyNextPlay(t, seat, layer);
    // "Whenever you play a … card" abilities of the hero (Viserai), then the count its conditions read.
    // … and of equipment (Metacarpus Node: "whenever you play a card with an effect that deals arcane damage").
    const hearing = [p.hero, ...p.gear].filter((c) => moduleOf(c.card)?.triggers.some((a) => a.on === "card-played") === true);
    if (hearing.length > 0) fire(moduleOf, t, seat, hearing, "card-played", { layer });
    if (isNonAttackAction(layer.card) && (p.nonAttackActions !== undefined || readsNonAttackActions(p))) {
      p.nonAttackActions = (p.nonAttackActions ?? 0) + 1;
      if (isClass(s, seat, layer.card, "Wizard")) p.wizardNonAttackActions = (p.wizardNonAttackActions ?? 0) + 1;
    }
  }
  if (isAttackLayer(layer)) {
    // CR 6.2: "your next attack this turn gets ..." applies to the attack as it is played.
    const remaining: typeof s.nextAttack = [];
    for (const na of s.nextAttack) {
      // "The next attack you boost this combat chain" (High Speed Impact) waits for a boosted attack.
      if (na.seat === seat && attackMatches(s, layer, na.bonus.filter) && (na.bonus.boosted !== true || layer.boosted === true)) {
        // Snag: a bonus an attack reaction card's effect made is not gained (its +N, nor its "while …" +N).
        const by = na.source === undefined ? null : powerGainRestriction(s, layer, na.source);
        const power = na.bonus.power + (na.bonus.barelyDefended ?? 0);
        if (by !== null && power > 0) logPrevented(t, layer.card, power, na.source!, by);
        const gained = by === null || power <= 0;
        if (gained) layer.powerBonus += na.bonus.power;
        if (na.bonus.goAgain === true) layer.goAgain = true;
        if (na.bonus.goAgainOnHit === true) layer.goAgainOnHit = true;
        if (na.bonus.dominate === true) layer.dominate = true;
        if (na.bonus.noDefenseReactionsFromHand === true) layer.noDefenseReactionsFromHand = true;
        if (na.bonus.barelyDefended !== undefined && gained) layer.barelyDefended = (layer.barelyDefended ?? 0) + na.bonus.barelyDefended;
        if (na.bonus.onHit !== undefined) layer.onHit = [...(layer.onHit ?? []), ...(na.bonus.onHit as Mutable<Effect>[])];
      } else remaining.push(na);
    }
    s.nextAttack = remaining;
    // "Their first attack during their next turn costs an additional {r}" (Hamstring Shot): paid by this one, and gone.
    if (s.turnPlayer === seat && hasMark(p, "first-attack-costs-1", s.turn)) p.marks = p.marks.filter((m) => !(m.kind === "first-attack-costs-1" && hasMark({ marks: [m] }, m.kind, s.turn)));
    // A crush mark: "their first attack during their next turn has -2{p}" (Debilitate).
    const minus = p.marks.find((m) => m.kind === "first-attack-minus-2" && hasMark({ marks: [m] }, m.kind, s.turn));
    if (minus !== undefined && s.turnPlayer === seat) {
      layer.powerBonus -= 2;
      p.marks = p.marks.filter((m) => m !== minus);
      t.log(`${cardName(layer.card)} has -2 power (${cardData(minus.source!).name})`, "8.4.2");
    }
    // "When you play an attack …" abilities of the player's auras, items and tokens (Quicken).
    fire(moduleOf, t, seat, p.permanents, "attack-played", { layer });
    // … and of the hero (Ira: "your second attack each turn gets +1{p}").
    if (moduleOf(p.hero.card)?.triggers.some((a) => a.on === "attack-played") === true) fire(moduleOf, t, seat, [p.hero], "attack-played", { layer });
    // CR 7.0.2a / 7.6.3: an attack on the stack opens the combat chain and starts the Layer Step.
    if (s.chain.length === 0) t.events.push({ type: "chain", chain: "combat-chain", op: "open" });
    s.combatStep = "layer";
    t.events.push({ type: "phase", phase: "action", step: "layer" });
  }
  // CR 1.11.5: the player who played it regains priority.
  givePriority(t, seat);
}

/**
 * Whether any card of the player's reads their 'non-attack' action cards played this turn: only then does the state keep
 * the count, so a game without such a card has the states (and state hashes) it had before the count existed.
 */
function readsNonAttackActions(p: PlayerState): boolean {
  const reads = (c: { readonly card: string }): boolean => moduleOf(c.card)?.readsNonAttackActions === true;
  return reads(p.hero) || p.gear.some(reads) || p.permanents.some(reads) || [p.hand, p.deck, p.arsenal, p.pitch, p.graveyard, p.banished].some((zone) => zone.some(reads));
}

export function resolveLayer(t: FabWork, layer: Layer): void {
  const s = t.s;
  s.stack.pop();
  t.events.push({ type: "chain", chain: "stack", op: "pop", obj: layer.id });
  if (layer.trigger !== undefined || layer.ability !== undefined) {
    // CR 6.6, 5.2: a triggered- or activated-layer generates its effects, then ceases to exist (CR 3.0.12a).
    t.events.push({ type: "remove", obj: layer.id });
    const printed = layer.trigger?.effects ?? abilityOf(t, layer)?.effects ?? [];
    // "… on this": the object whose activated ability it is (Mechanologist items' steam counters); the steam counters it had
    // as it was destroyed (Dissipation Shield); the hero its arcane damage targets, declared as it was activated (Aether
    // Conduit, CR 5.1.4).
    const effects =
      layer.ability === undefined
        ? printed
        : printed.map((e) =>
            e.kind === "steam-if-none" || e.kind === "barrier-this-turn"
              ? { ...e, obj: layer.ability!.source }
              : e.kind === "prevent-next" && e.fromSteam === true
                ? { ...e, amount: layer.sourceSteam ?? 0 }
                : e.kind === "arcane-damage" && layer.target !== undefined
                  ? { ...e, target: layer.target }
                  : e.kind === "ability" && layer.targetCards !== undefined
                    ? { ...e, targets: layer.targetCards }
                    : e,
          );
    runEffects(t, layer.controller, effects, layer.weapon, layer.card);
    if (layer.ability !== undefined && layer.goAgain) gainActionPoint(t, layer.controller); // CR 5.3.5
    if (activeLink(s) !== null) combatMarker(t);
    return;
  }
  const b = behaviourOf(layer.card) ?? {};
  // A defense reaction becomes a defending card of this link (written); an attack reaction's effects may write it too.
  const link = t.activeLinkToWrite();
  if (isDefenseReaction(layer.card)) {
    // CR 7.4.2d, 5.3.2b: it fails to resolve (no effects) if it cannot become a defending card —
    // no active link, or a dominate attack already defended by a card from hand (two on the stack).
    if (link === null || (!layer.fromArsenal && hasDominate(t.view, link.attack) && defendedFromHand(link))) {
      t.log(`${cardName(layer.card)} fails to resolve: it cannot become a defending card`, "7.4.2d");
      t.put(layer.controller, layer, "graveyard");
      return;
    }
    // CR 5.3.4: resolution abilities first; then CR 7.4.2d: it becomes a defending card.
    runEffects(t, layer.controller, b.onResolve ?? [], undefined, layer.card);
    becomeDefending(t, link, { id: layer.id, card: layer.card }, layer.controller, !layer.fromArsenal, undefined, layer.fromArsenal, layer.defenseBonus ?? 0);
    t.shift(layer, COMBAT_CHAIN);
    t.log(`${t.name(layer.controller)} defends with ${cardName(layer.card)}`, "7.4.2d");
    announceDefended(t, link, link.defenders.slice(-1));
    // "When this defends, …" (the traps): a triggered-layer (CR 6.6).
    fire(moduleOf, t, layer.controller, [layer], "defends", { layer: layer as Mutable<Layer> });
    resolved(t, layer);
    combatMarker(t);
    return;
  }
  const effects = [...(b.onResolve ?? []), ...(layer.mode === undefined ? [] : (b.modes?.[layer.mode]?.onResolve ?? []))];
  // CR 6.4.9: "instead deals that much arcane damage plus N".
  // CR 5.1.4: the hero targeted as it was played.
  const plus = layer.arcanePlus ?? 0;
  const target = layer.target;
  const aimed =
    plus === 0 && target === undefined
      ? effects
      : effects.map((e) => {
          if (e.kind === "damage") return target === undefined ? e : { ...e, target };
          if (e.kind !== "arcane-damage") return e;
          const hero = e.second === true ? (layer.secondTarget ?? target) : target;
          return { ...e, ...(plus === 0 ? {} : { plus }), ...(hero === undefined ? {} : { target: hero }) };
        });
  // CR 5.1.4: the defending card targeted as it was played.
  const targeted = layer.targetCards === undefined ? aimed : aimed.map((e) => (e.kind === "defender-gains" ? { ...e, obj: layer.targetCards![0] } : e));
  runEffects(t, layer.controller, targeted, undefined, layer.card);
  resolved(t, layer);
  // CR 5.3.5, 1.13.2b: go again gives an action point to the turn-player in their action phase.
  if (layer.goAgain) gainActionPoint(t, layer.controller);
  // CR 8.2.4a, 8.2.5a: an aura or item enters the arena as a permanent.
  if (entersArena(layer.card)) enterArena(t, layer.controller, layer);
  else if (moduleOf(layer.card)?.instead?.afterResolving === "banished") t.put(layer.controller, layer, "banished");
  else if (moduleOf(layer.card)?.instead?.toHandIf?.(t.peek(layer.controller)) === true) {
    t.put(layer.controller, layer, "hand");
    t.log(`${cardName(layer.card)} is put into ${t.name(layer.controller)}'s hand`, "5.3.6");
  }
  else t.put(layer.controller, layer, "graveyard");
  if (link !== null) combatMarker(t);
}

/**
 * CR 5.1.9: the additional costs declared (decisions.ts ways): reveal a card, put one on the
 * bottom of the deck, or banish a named card from the graveyard ("If you do, …").
 */
function payAdditionalCosts(t: FabWork, seat: Seat, layer: Mutable<Layer>): void {
  const p = t.player(seat);
  if (layer.alternative !== undefined) payAlternativeCost(t, seat, layer.card, layer.alternative);
  for (const cost of additionalCosts(layer.card)) {
    if (cost.kind === "reveal")
      for (const id of layer.costCards ?? []) {
        const card = p.hand.find((h) => h.id === id)!;
        t.emit({ type: "reveal", obj: card.id, card: card.card });
        t.log(`${t.name(seat)} reveals ${cardName(card.card)}`, "8.5.17");
      }
    if (cost.kind === "bottom")
      for (const id of layer.costCards ?? []) {
        t.put(seat, t.take(seat, "hand", id), "deck", { bottom: true });
        t.log(`${t.name(seat)} puts a card from hand on the bottom of their deck`, "5.1.9");
      }
    if (cost.kind === "may-banish" && layer.banishCost === true) {
      const c = p.graveyard.find((g) => cardData(g.card).name === cost.name)!;
      t.take(seat, "graveyard", c.id);
      t.put(seat, c, "banished");
      t.log(`${t.name(seat)} banishes ${cardName(c.card)} from their graveyard`, "8.5.1");
      gainPower(t, layer, cost.power ?? 0, layer.card);
      if (cost.goAgain === true) layer.goAgain = true;
      if (cost.dominate === true) layer.dominate = true;
    }
    if (cost.kind === "boost" && layer.boosted === true) boost(t, seat, layer);
  }
}

/** CR 5.4.4b, 5.1.9: the alternative cost declared, paid as an effect-cost (Moon Wish's card on top of the deck, Cash In's Coppers). */
function payAlternativeCost(t: FabWork, seat: Seat, card: string, declared: NonNullable<Layer["alternative"]>): void {
  const cost = moduleOf(card)!.alternativeCosts![declared.index]!;
  if (cost.kind === "hand-to-top") {
    t.put(seat, t.take(seat, "hand", declared.card!), "deck");
    t.log(`${t.name(seat)} puts a card from hand on top of their deck rather than pay ${cardName(card)}'s cost`, "5.4.4b");
    return;
  }
  const tokens = t.peek(seat).permanents.filter((c) => cardData(c.card).name === cost.name).slice(0, cost.count);
  t.log(`${t.name(seat)} destroys ${cost.count} ${cost.name}${cost.count === 1 ? "" : "s"} rather than pay ${cardName(card)}'s cost`, "5.4.4b");
  for (const c of tokens) destroyPermanent(t, seat, c.id);
}

/**
 * Boost paid (CR 8.3.9): the top card of the deck is banished face up — public from the moment it arrives in the banished
 * zone, never before (CR 3.0.9, the zone table); a Mechanologist card gives the boosted card go again. Boosting counts
 * whatever was banished (8.3.9a): "whenever you boost" abilities hear it (the moment `boosted`).
 */
function boost(t: FabWork, seat: Seat, layer: Mutable<Layer>): void {
  const p = t.player(seat);
  const top = p.deck[0];
  if (top === undefined) return; // CR 8.3.9b: offered only with a card to banish
  banishFromDeck(t, seat, top);
  p.boosts = (p.boosts ?? 0) + 1;
  const mechanologist = isClass(t.s, seat, top.card, "Mechanologist");
  t.log(`${t.name(seat)} boosts ${cardName(layer.card)}, banishing ${cardName(top.card)} from the top of their deck${mechanologist ? `: it gets go again` : ""}`, "8.3.9");
  if (mechanologist) layer.goAgain = true;
  // "Whenever you boost a card this turn, …" (High Octane, Viziertronic Model i): a triggered-layer each (CR 6.6), its source's module says what.
  for (const source of p.whenBoosting ?? []) {
    const whenever = moduleOf(source)?.wheneverBoosting;
    if (whenever !== undefined) trigger(t, seat, source, whenever.effects, `${cardName(source)}: ${whenever.text}`);
  }
  fire(moduleOf, t, seat, [p.hero, ...p.gear, ...p.permanents], "boosted", { layer });
}

/** CR 8.5.24: the face-down card of the player's arsenal is turned face up: it becomes public (a reveal to everyone). */
function turnFaceUp(t: FabWork, seat: Seat): void {
  const p = t.player(seat);
  const card = p.arsenal.find((c) => !(p.faceUp ?? []).includes(c.id));
  if (card === undefined) return;
  p.faceUp = [...(p.faceUp ?? []), card.id];
  t.events.push({ type: "reveal", obj: card.id, card: card.card });
  t.log(`${t.name(seat)} turns ${cardName(card.card)} in their arsenal face up`, "8.5.24");
}

/** CR 5.3.4: the card's conditional resolution abilities (its module's "resolved" triggers). */
function resolved(t: FabWork, layer: Layer): void {
  if (moduleOf(layer.card)?.triggers.some((a) => a.on === "resolved") !== true) return;
  fire(moduleOf, t, layer.controller, [layer], "resolved", { layer: layer as Mutable<Layer>, act: actsFor(t, layer.controller, layer.card) });
}
