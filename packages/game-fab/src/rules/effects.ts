import type { JsonValue, Seat } from "@tablecast/engine";
import { cardData, cardName, isAttackReaction, KNOWN_CARDS, type Effect } from "../cards";
import { activeLink, hasMark } from "./combat";
import { isMechanologistPistol, pitchable } from "./view";
import { canPay } from "./costs";
import { zoneId } from "../events";
import { other, type CardObj, type Gear, type Layer, type Permanent, type PlayerState } from "../state";
import { ask, type ChoosePurpose } from "./questions";
import { STEP } from "./priority";
import type { QueuedStep } from "@tablecast/engine/kit";
import type { Mutable, FabWork } from "../work";
import { moduleOf, untilEndOfTurn } from "../cards/registry";
import { fire, type Acts } from "../vocabulary/triggers";
import { trigger } from "./layers";
import { gainPower, logPrevented, powerGainRestriction } from "./power";

/** Effects the cards are built from (CR 8.5), damage with replacement and prevention (CR 6.4-6.5), and game end (CR 4.5). */

/** CR 8.3.5: go again — an action point for the turn-player in their action phase (CR 1.13.2b). */
export function gainActionPoint(t: FabWork, seat: Seat): void {
  if (seat !== t.s.turnPlayer || t.s.phase !== "action") return; // CR 1.13.2b
  // A crush mark: "lose and can't gain go again during their next action phase" (Spinal Crush).
  const mark = t.peek(seat).marks.find((m) => m.kind === "no-go-again" && hasMark({ marks: [m] }, m.kind, t.s.turn));
  if (mark !== undefined) {
    t.log(`${t.name(seat)} can't gain go again this action phase (${cardData(mark.source!).name})`, "8.3.5");
    return;
  }
  t.setActionPoints(seat, t.player(seat).actionPoints + 1);
  t.log(`${t.name(seat)} gains an action point (go again)`, "8.3.5");
}

/** CR 8.5.18: roll a six-sided die with the game's seeded generator. */
export function rollDie(t: FabWork, seat: Seat): number {
  const i = t.random(6);
  t.log(`${t.name(seat)} rolls a ${i + 1}`, "8.5.18");
  return i + 1;
}

/** A die roll of a card module's step (Acts.roll): who rolls, and the step of `card` that goes on with the number rolled. */
interface DieRoll {
  readonly roller: Seat;
  readonly card: string;
  readonly step: string;
  /** The attack the step acts on (Kayo's roll), found again by id. */
  readonly attack?: string;
  readonly obj?: string;
}

/**
 * CR 8.5.18: `roll.roller` rolls a six-sided die (the seeded generator, logged); then the module step `roll.step` goes on with the
 * number rolled as its `count`. Gambler's Gloves (CRU179): "If a hero would roll one or more 6 sided dice, instead after the roll
 * you may destroy Gambler's Gloves. If you do, that hero rerolls all 6 sided dice rolled this way." — any hero's roll, so after the
 * roll each pair in the arena (the roller's first, then the other hero's) is offered to its controller as a "you may" (CR 1.8.3)
 * that the step waits on; a reroll is a new roll, offered again to the pairs left. Without gloves nothing is asked and the step
 * goes on at once (the state and log as before).
 */
export function rollThen(t: FabWork, roll: DieRoll): void {
  afterRoll(t, roll, rollDie(t, roll.roller), []);
}

/** The roll is `rolled`; `offered`: the gloves already offered (and declined) for it. */
function afterRoll(t: FabWork, roll: DieRoll, rolled: number, offered: readonly string[]): void {
  for (const seat of [roll.roller, other(roll.roller)]) {
    const gloves = t.peek(seat).gear.find((g) => moduleOf(g.card)?.rerollsDice === true && !offered.includes(g.id));
    if (gloves === undefined) continue;
    const next: Effect = {
      kind: "die-rolled",
      roller: roll.roller,
      card: roll.card,
      step: roll.step,
      ...(roll.attack === undefined ? {} : { attack: roll.attack }),
      ...(roll.obj === undefined ? {} : { obj: roll.obj }),
      rolled,
      offered: [...offered, gloves.id],
    };
    const text = `destroy ${cardData(gloves.card).name} to have ${t.name(roll.roller)} reroll the ${rolled}`;
    t.ask(ask.may(seat, text, [{ ...next, reroll: gloves.id }], undefined, [next], gloves.card));
    return;
  }
  const s = t.s;
  const attack = roll.attack === undefined ? undefined : (s.stack.find((l) => l.id === roll.attack) ?? t.chainLinks().find((l) => l.attack.id === roll.attack && l.gone !== true)?.attack);
  if (roll.attack !== undefined && attack === undefined) return;
  abilityStep(t, roll.roller, roll.card, roll.step, roll.obj, rolled, undefined, attack, roll.obj);
}

/**
 * CR 8.5.3 with CR 6.5: damage to a hero. Standard-replacement effects apply first (Pounding
 * Gale doubles), then prevention (CR 6.4.10: shields in the order they were created), then the
 * event. Returns the damage dealt (0 when all of it was prevented).
 */
export function dealDamage(t: FabWork, target: Seat, amount: number, source: { readonly attack?: Layer; readonly name: string; readonly arcane?: boolean }): number {
  const s = t.s;
  let damage = amount;
  // CR 6.5.4, 6.4.9: "if this would deal damage to a hero, instead it deals double that much damage".
  if (source.attack !== undefined && damage > 0 && moduleOf(source.attack.card)?.instead?.doubleDamage?.(s, source.attack) === true) {
    damage *= 2;
    t.log(`${source.name} deals double damage`, "6.4.9");
  }
  // CR 6.4.9: "if your hero would be dealt damage, instead destroy this and prevent N" (Enchanting Melody), each once.
  for (const perm of t.peek(target).permanents) {
    const prevents = damage > 0 ? moduleOf(perm.card)?.instead?.heroDamage : undefined;
    if (prevents === undefined) continue;
    destroyPermanent(t, target, perm.id);
    const prevented = Math.min(prevents, damage);
    damage -= prevented;
    t.log(`${prevented} damage to ${t.name(target)} is prevented instead (${cardName(perm.card)})`, "6.4.9");
  }
  // CR 6.4.9: "instead remove that many steam counters from this (Absorption Dome) / destroy that many Runechant tokens you control
  // (Runeblood Barrier), and prevent 1 damage for each".
  for (const perm of [...t.peek(target).permanents]) {
    const by = damage > 0 ? moduleOf(perm.card)?.instead?.heroDamageBy : undefined;
    if (by === undefined || !t.peek(target).permanents.some((c) => c.id === perm.id)) continue;
    let removed = 0;
    if (by === "steam") {
      removed = Math.min(perm.steam ?? 0, damage);
      if (removed > 0) setSteam(t, target, perm.id, perm.steam! - removed);
    } else {
      const tokens = t.peek(target).permanents.filter((c) => c.token && cardData(c.card).name === "Runechant").slice(0, damage);
      for (const token of tokens) destroyPermanent(t, target, token.id);
      removed = tokens.length;
    }
    if (removed === 0) continue;
    damage -= removed;
    t.log(`${removed} damage to ${t.name(target)} is prevented instead (${cardName(perm.card)})`, "6.4.9");
  }
  // CR 6.5.5, 6.4.10: "whenever your hero would be dealt damage, prevent N damage that source would deal" (Zen State), each aura's.
  for (const perm of t.peek(target).permanents) {
    const prevents = damage > 0 ? moduleOf(perm.card)?.instead?.preventEach : undefined;
    if (prevents === undefined) continue;
    const prevented = Math.min(prevents, damage);
    damage -= prevented;
    t.log(`${prevented} damage to ${t.name(target)} is prevented (${cardName(perm.card)})`, "6.4.10");
  }
  // CR 6.5.5, 6.4.10j: shielding-prevention effects of the target.
  for (const shield of s.shields) {
    if (damage === 0) break;
    if (shield.seat !== target) continue;
    if (shield.arcane === true && source.arcane !== true) continue; // CR 8.5.3f
    // CR 8.5.3b: "{p} damage" is dealt by an attack in the Damage Step; "the next time" it is used by that damage, all of it or not.
    if (shield.physical === true && source.attack === undefined) continue;
    // "The next time your hero would be dealt damage this turn, prevent it" (Feign Death): all of it, and then it is gone.
    const prevented = shield.whole === true ? damage : Math.min(shield.amount, damage);
    // A fixed-prevention effect is a one-off: what it did not prevent is not kept for later damage (CR 6.4.10i).
    shield.amount = shield.whole === true || shield.physical === true || shield.fixed === true ? 0 : shield.amount - prevented;
    damage -= prevented;
    t.log(`${prevented} damage to ${t.name(target)} is prevented (${cardName(shield.source)})`, "6.4.10a");
  }
  // CR 6.4.10j: an exhausted shield ceases to exist; an Arcane Barrier's prevents only this damage (CR 8.3.8).
  s.shields = s.shields.filter((sh) => sh.amount > 0 && !(sh.arcane === true && sh.lasting !== true && source.arcane === true && sh.seat === target));
  if (damage <= 0) return 0;
  t.setLife(target, t.player(target).life - damage);
  // "If your hero has been dealt damage this turn" (Feign Death): remembered only for a player with a card that reads it.
  if (t.peek(target).heroDamaged === undefined && readsHeroDamaged(t.peek(target))) t.player(target).heroDamaged = true;
  // "When your hero is dealt damage" abilities of the hero's auras (Bloodspill Invocation).
  if (t.peek(target).permanents.length > 0) fire(moduleOf, t, target, t.peek(target).permanents, "hero-damaged");
  return damage;
}

/**
 * "If a hero has more {h} than any other hero, they can't gain {h}" (a restriction, CR 1.0.2): the card in the arena saying so
 * (Reaping Blade) while `seat`'s hero is ahead of every other hero on life; null when they may gain life.
 */
function leaderCantGainLife(t: FabWork, seat: Seat): string | null {
  const players = t.s.players;
  if (!players.every((p, i) => i === seat || p.life < players[seat]!.life)) return null;
  for (const p of players) for (const c of [...p.gear, ...p.permanents]) if (moduleOf(c.card)?.leaderCantGainLife === true) return c.card;
  return null;
}

/** Whether any card of the player's reads "your hero has been dealt damage this turn" (the state keeps it only then). */
function readsHeroDamaged(p: PlayerState): boolean {
  const reads = (c: { readonly card: string }): boolean => moduleOf(c.card)?.readsHeroDamaged === true;
  return [p.hand, p.deck, p.arsenal, p.banished].some((zone) => zone.some(reads));
}

/**
 * CR 8.5.5: discard a card from hand; Rhinar and Romping Club watch for 6 or more {p}. `cost`: the card whose additional
 * cost it pays (CR 5.1.9), which the discarded card's "when discarded" abilities may read (Massacre).
 */
export function discard(t: FabWork, seat: Seat, card: CardObj, how: string, cost?: Layer): CardObj {
  t.take(seat, "hand", card.id);
  const moved = t.put(seat, card, "graveyard");
  t.log(`${t.name(seat)} discards ${cardName(card.card)}${how}`, "8.5.5");
  if ((cardData(card.card).power ?? 0) >= 6) {
    // "If you have discarded a card with 6 or more {p} this turn" (Mandible Claw): kept for a player with a card that reads it.
    if (t.peek(seat).discardedSix !== true && readsDiscardedSix(t.peek(seat))) t.player(seat).discardedSix = true;
    onDiscardSix(t, seat);
  }
  // "If this is put into a graveyard from anywhere other than the combat chain" (Beast Within), "if this is discarded to pay the cost of …" (Massacre).
  if (moduleOf(moved.card)?.triggers.some((a) => a.on === "discarded") === true) fire(moduleOf, t, seat, [moved], "discarded", cost === undefined ? {} : { layer: cost as Mutable<Layer> });
  return moved;
}

/** Whether a card of the player's reads "if you have discarded a card with 6 or more {p} this turn" (its module's `readsDiscardedSix`). */
function readsDiscardedSix(p: PlayerState): boolean {
  const reads = (c: { readonly card: string }): boolean => moduleOf(c.card)?.readsDiscardedSix === true;
  return reads(p.hero) || p.gear.some(reads) || p.permanents.some(reads) || [p.hand, p.deck, p.arsenal, p.pitch, p.graveyard, p.banished].some((zone) => zone.some(reads));
}

/** The hero (Rhinar) and weapons (Romping Club) trigger on discarding a card with 6 or more {p}. */
export function onDiscardSix(t: FabWork, seat: Seat): void {
  const p = t.peek(seat);
  fire(moduleOf, t, seat, [p.hero, ...p.gear], "discard-six");
}

/** CR 1.8.6: ask a player to choose one of some objects; the answer goes on in choices.ts. */
export function choose(t: FabWork, seat: Seat, purpose: ChoosePurpose, text: string, options: readonly string[], optional: boolean, source: string, count?: number, step?: string): void {
  t.ask(ask.choose(seat, { purpose, text, options, optional, source, ...(count === undefined ? {} : { count }), ...(step === undefined ? {} : { step }) }));
}

/** The rule actions a card module's abilities may take for `seat` (vocabulary/triggers.ts Acts); `source` is the card. */
export function actsFor(t: FabWork, seat: Seat, source: string, about: { readonly attack?: string; readonly obj?: string } = {}): Acts {
  return new RuleActs(t, seat, source, about);
}

/** Acts as methods of one object, not seven closures: every layer that resolves and every end phase hands one over. */
class RuleActs implements Acts {
  constructor(
    private readonly t: FabWork,
    private readonly seat: Seat,
    private readonly source: string,
    private readonly about: { readonly attack?: string; readonly obj?: string },
  ) {}
  discardAtRandom(): CardObj | null {
    const card = this.t.randomFromHand(this.seat);
    return card === null ? null : (discard(this.t, this.seat, card, " at random"), card);
  }
  roll(then: string): void {
    rollThen(this.t, { roller: this.seat, card: this.source, step: then, ...this.about });
  }
  goAgain(): void {
    gainActionPoint(this.t, this.seat);
  }
  discard(card: CardObj): void {
    discard(this.t, this.seat, card, "");
  }
  banishFromDeck(card: CardObj): CardObj {
    return banishFromDeck(this.t, this.seat, card);
  }
  run(effects: readonly Effect[]): void {
    runEffects(this.t, this.seat, effects, undefined, this.source);
  }
  choose(then: string, text: string, options: readonly string[], optional: boolean, count?: number): void {
    choose(this.t, this.seat, "ability", text, options, optional, this.source, count, then);
  }
}

/**
 * CR 8.5.1: an activated ability or an action card's effect (boost, Teklo Foundry Heart, Sonic Boom) banishes a card of `seat`'s
 * deck face up (public from the moment it arrives, the zone table). The card's "if this is put face up into a zone from your
 * deck" hears it (Back Alley Breakline), and so do the hero's "whenever a … is put into your banished zone from your deck"
 * abilities (Data Doll MKII). Returns the card as it is there.
 */
export function banishFromDeck(t: FabWork, seat: Seat, card: CardObj): CardObj {
  const banished = t.put(seat, t.take(seat, "deck", card.id), "banished");
  fire(moduleOf, t, seat, [banished], "from-deck-face-up");
  fire(moduleOf, t, seat, [t.peek(seat).hero], "banished-from-deck", { card: banished });
  return banished;
}

/** Runs a step of a card's module (the effect `ability`, or the answer to a question it asked); `weapon` is the weapon its effects refer to. */
export function abilityStep(t: FabWork, seat: Seat, source: string, step: string, choice?: string | null, count?: number, weapon?: Gear, layer?: Mutable<Layer>, obj?: string, targets?: readonly string[]): void {
  const run = moduleOf(source)?.steps?.[step];
  if (run === undefined) throw new Error(`fab: ${source} has no step ${step}`);
  // `obj`: the permanent whose triggered ability it is (Dissipation Shield), else the card.
  const about = { ...(layer === undefined ? {} : { attack: layer.id }), ...(obj === undefined ? {} : { obj }) };
  run({ t, seat, source: { id: obj ?? source, card: source }, act: actsFor(t, seat, source, about), ...(count === undefined ? {} : { count }), ...(weapon === undefined ? {} : { weapon }), ...(layer === undefined ? {} : { layer }), ...(targets === undefined ? {} : { targets }) }, choice);
}

/**
 * Runs a list of effects (a layer's resolution, a trigger's, an ability's). CR 1.10.2a: a hero at 0 life loses as the game
 * next reaches a priority state, so every event of the list happens first — Forked Lightning bringing both heroes to 0 is a
 * draw (CR 4.5.4a example), not a win for whoever was dealt damage second. The check comes when the outermost list ends, or,
 * when a question interrupted it, as the game reaches priority (the flow's check).
 */
export function runEffects(t: FabWork, seat: Seat, effects: readonly Effect[], weaponId?: string, source = ""): void {
  t.effectsRunning++;
  try {
    runList(t, seat, effects, weaponId, source);
  } finally {
    t.effectsRunning--;
  }
  if (t.effectsRunning === 0 && !t.asked) gameStateCheck(t);
}

/** What remains of an effect list from its i-th effect, as a queued step (resumed after a question). */
function restOf(seat: Seat, effects: readonly Effect[], i: number, weaponId: string | undefined, source: string): QueuedStep {
  return { step: STEP.effects, seat, effects: effects.slice(i) as unknown as JsonValue, ...(weaponId === undefined ? {} : { weapon: weaponId }), source };
}

function runList(t: FabWork, seat: Seat, effects: readonly Effect[], weaponId: string | undefined, source: string): void {
  const s = t.s;
  const weapon = weaponId === undefined ? undefined : t.player(seat).gear.find((g) => g.id === weaponId);
  const opponent = other(seat);
  // Asked already (an earlier list of the same resolution): these wait for the answer too, after what is queued.
  if (t.asked) {
    if (effects.length > 0 && s.ended === null) t.later(restOf(seat, effects, 0, weaponId, source));
    return;
  }
  let queued = t.s.queue;
  for (const [i, e] of effects.entries()) {
    if (s.ended !== null) return;
    // An effect asked: the rest of the list waits behind the answer (and what the question queued).
    if (t.asked) return t.behind(queued, restOf(seat, effects, i, weaponId, source));
    queued = t.s.queue;
    switch (e.kind) {
      case "intimidate":
        intimidate(t, opponent);
        break;
      case "draw": {
        let drawn = 0;
        for (let i = 0; i < e.count; i++) if (t.draw(seat)) drawn++;
        t.log(`${t.name(seat)} draws ${drawn}`, "8.5.6");
        break;
      }
      case "gain-life": {
        // "If a hero has more {h} than any other hero, they can't gain {h}" (Reaping Blade, while in the arena).
        const restricted = leaderCantGainLife(t, seat);
        if (restricted !== null) {
          t.log(`${t.name(seat)} has more life than any other hero and can't gain life (${cardName(restricted)})`, "1.0.2");
          break;
        }
        t.setLife(seat, t.player(seat).life + e.amount);
        t.log(`${t.name(seat)} gains ${e.amount} life`, "8.5.7");
        break;
      }
      case "lose-life":
        t.setLife(seat, t.player(seat).life - e.amount);
        t.log(`${t.name(seat)} loses ${e.amount} life`, "8.5.12");
        gameStateCheck(t);
        break;
      case "gain-resources":
        t.setResources(seat, t.player(seat).resources + e.amount);
        t.log(`${t.name(seat)} gains ${e.amount} resource${e.amount === 1 ? "" : "s"}`, "8.5.7");
        break;
      case "gain-action-points":
        // CR 1.13.2b: only the turn-player during their action phase gains action points.
        if (seat !== s.turnPlayer || s.phase !== "action" || e.amount === 0) break;
        t.setActionPoints(seat, t.player(seat).actionPoints + e.amount);
        t.log(`${t.name(seat)} gains ${e.amount} action point${e.amount === 1 ? "" : "s"}`, "1.13.2");
        break;
      case "next-attack":
        s.nextAttack.push({ seat, bonus: e.bonus as Mutable<typeof e.bonus>, ...(source !== "" && isAttackReaction(source) ? { source } : {}) });
        break;
      case "buff-attack": {
        const link = t.activeLinkToWrite();
        if (link === null) break;
        // Snag: a restriction may stop the gain, by where it comes from (the attack's own effect, an attack reaction card).
        if (gainPower(t, link.attack, e.power, source) && e.power !== 0) t.log(`${cardName(link.attack.card)} gets ${e.power > 0 ? "+" : ""}${e.power} power`, "8.5.8");
        if (e.goAgain === true && !link.attack.goAgain) {
          link.attack.goAgain = true; // CR 8.3.5c: a second go again would fail
          t.log(`${cardName(link.attack.card)} gains go again`, "8.3.5");
        }
        break;
      }
      case "attack-go-again": {
        const chain = t.chainLinks();
        const link = activeLink({ chain }) ?? chain[chain.length - 1];
        if (link === undefined || link.attack.goAgain) break; // CR 8.3.5c
        link.attack.goAgain = true;
        t.log(`${cardName(link.attack.card)} gains go again`, "8.3.5");
        break;
      }
      case "weapon-buff-turn": {
        // "Target weapon": the controller's first weapon (a Mechanologist pistol for Plasma Purifier).
        const target = t.player(seat).gear.find((g) => g.slot === "weapon" && (e.weapon === undefined || isMechanologistPistol(g.card)));
        if (target === undefined) break;
        target.powerThisTurn += e.power;
        if (e.dominate) target.dominateThisTurn = true;
        if (e.drawOnHit === true) target.drawOnHitThisTurn += 1;
        t.events.push({ type: "prop", obj: target.id, key: "power bonus", value: target.powerThisTurn });
        t.log(`${cardData(target.card).name}'s attacks get +${e.power} power${e.dominate ? " and dominate" : ""} this turn`, "8.3.4");
        break;
      }
      case "weapon-power-this-turn":
        if (weapon === undefined) break;
        weapon.powerThisTurn += 1;
        t.events.push({ type: "prop", obj: weapon.id, key: "power bonus", value: weapon.powerThisTurn });
        t.log(`${cardData(weapon.card).name} gains +1 power until end of turn`);
        break;
      case "may":
        // CR 1.8.3: the player chooses; the rest of the resolution waits for the answer.
        t.ask(ask.may(seat, e.text, e.effects, weaponId, e.otherwise));
        break;
      case "damage-attacker": {
        const link = activeLink(s);
        if (link === null) break;
        const attacker = link.attack.controller;
        const dealt = dealDamage(t, attacker, e.amount, { name: source === "" ? "the effect" : cardName(source) });
        t.log(`${dealt} damage to ${t.name(attacker)}`, "8.5.3");
        gameStateCheck(t);
        break;
      }
      case "damage": {
        // CR 8.5.3: damage from a non-attack card's effect to the hero it targets (Foreboding Bolt); replacement and prevention apply (CR 6.5).
        const hero = e.target ?? opponent;
        const name = source === "" ? "the effect" : cardName(source);
        const dealt = dealDamage(t, hero, e.amount, { name });
        t.log(`${name} deals ${dealt} damage to ${t.name(hero)}`, "8.5.3");
        gameStateCheck(t);
        break;
      }
      case "negate": {
        // CR 8.5.26: the layer is cleared from the stack and does not resolve; a card goes to its owner's graveyard (CR 3.0.12).
        const layer = s.stack.find((l) => l.id === e.layer);
        if (layer === undefined) break;
        s.stack = s.stack.filter((l) => l.id !== layer.id);
        t.events.push({ type: "chain", chain: "stack", op: "pop", obj: layer.id });
        t.put(layer.controller, layer, "graveyard");
        t.log(`${cardName(layer.card)} is negated (${cardName(source)})`, "8.5.26");
        break;
      }
      case "arcane-damage": {
        // "If you have played another Wizard 'non-attack' action card this turn" (Chain Lightning): it was counted as it was played.
        if (e.onlyIf === "another-wizard-non-attack-action" && (t.peek(seat).wizardNonAttackActions ?? 0) < 2) break;
        // CR 8.3.8: the hero about to be dealt it may pay for each of their Arcane Barriers first, one at a time; the damage waits for the answers.
        const hero = e.target ?? opponent;
        // Blazing Aether: X is the arcane damage this player has dealt to that hero this turn.
        const printed = e.amount + (e.asDealt === true ? (t.peek(seat).arcaneDealt?.[hero] ?? 0) : 0);
        // CR 1.9.1b: dealing 0 is an instruction to do nothing — no event, so no replacement ("plus N") and no trigger.
        if (printed <= 0) break;
        const amount = printed + (e.plus ?? 0);
        const barrier = arcaneBarrier(t, hero, amount, e.barriersAsked ?? []);
        if (barrier !== null) {
          t.ask(ask.may(hero, `pay ${barrier.amount} to prevent ${barrier.amount} arcane damage (${cardName(barrier.source)}: Arcane Barrier ${barrier.amount})`, [{ kind: "arcane-barrier", amount: barrier.amount, source: barrier.source }]));
          const asked = { ...e, barriersAsked: [...(e.barriersAsked ?? []), barrier.obj] };
          return t.behind(queued, { ...restOf(seat, effects, i + 1, weaponId, source), effects: [asked, ...effects.slice(i + 1)] as unknown as JsonValue });
        }
        // CR 8.5.3b: arcane damage is dealt by a non-attack source's effect; replacement and prevention apply as to any damage (CR 6.5).
        const name = source === "" ? "the effect" : cardName(source);
        const dealt = dealDamage(t, hero, amount, { name, arcane: true });
        t.log(`${name} deals ${dealt} arcane damage to ${t.name(hero)}`, "8.5.3b");
        if (dealt > 0) {
          const p = t.player(seat);
          const was = p.arcaneDealt ?? [0, 0];
          p.arcaneDealt = was.map((n, i) => (i === hero ? n + dealt : n));
        }
        gameStateCheck(t);
        // "If this deals damage, …" (Aether Flare): the card's module goes on, told how much was dealt.
        if (e.then !== undefined && s.ended === null) abilityStep(t, seat, source, e.then, undefined, dealt);
        break;
      }
      case "arcane-plus": {
        const p = t.player(seat);
        p.arcanePlus = (p.arcanePlus ?? 0) + e.amount;
        t.log(`${t.name(seat)}'s next card this turn that deals arcane damage deals ${p.arcanePlus} more`, "6.4.9");
        break;
      }
      case "may-pay":
        // CR 1.8.3b: "you may pay" is offered only when its player could pay.
        if (!canPay(t.peek(seat).resources, e.amount, pitchable(t.s, t.peek(seat).hand), false)) {
          t.log(`${t.name(seat)} can't pay ${e.amount} to ${e.text}`, "1.8.3b");
          break;
        }
        t.ask(ask.may(seat, `pay ${e.amount} to ${e.text}`, [{ kind: "pay", amount: e.amount, effects: e.effects, source }]));
        break;
      case "pay":
        if (t.peek(seat).resources >= e.amount) payThen(t, seat, e.amount, e.effects, e.source);
        else t.ask(ask.payFor(seat, e.amount, e.effects, e.source));
        break;
      case "layer-arcane-plus": {
        const layer = s.stack.find((l) => l.id === e.layer);
        if (layer === undefined) break;
        layer.arcanePlus = (layer.arcanePlus ?? 0) + e.amount;
        t.log(`${cardName(layer.card)} deals ${e.amount} more arcane damage (${cardName(source)})`, "6.4.9");
        break;
      }
      case "destroy-at-end-phase":
        t.player(seat).usedThisTurn.push(`${DESTROY_AT_END_PHASE}${e.obj}`);
        t.log(`${cardName(source)} will be destroyed at the beginning of the end phase`, "6.6");
        break;
      case "arcane-barrier":
        if (t.player(seat).resources >= e.amount) payArcaneBarrier(t, seat, e.amount, e.source);
        else t.ask(ask.payBarrier(seat, e.source, e.amount));
        break;
      case "opponent-discards-random":
        for (let i = 0; i < e.count; i++) {
          const card = t.randomFromHand(opponent);
          if (card === null) break;
          discard(t, opponent, card, " at random");
        }
        break;
      case "mark-opponent": {
        // Their next turn is the next turn (two players, CR 4.4.4); Crush Confidence lasts until its end.
        // "Until the end of their next turn" (Crush Confidence, Sleep Dart, Remorseless) starts now.
        const from = e.mark === "no-hero-abilities" || e.mark === "action-loses-life" ? s.turn : s.turn + 1;
        t.player(opponent).marks.push({ kind: e.mark, from, until: s.turn + 1, source });
        const text = {
          "no-draw": "can't draw cards during their next action phase",
          "no-go-again": "loses and can't gain go again during their next action phase",
          "first-action-costs-1": "pays {r} more for their first action next turn",
          "first-attack-minus-2": "has -2 power on their first attack next turn",
          "no-hero-abilities": "loses all hero card effects and activated abilities until the end of their next turn",
          "first-attack-costs-1": "pays {r} more for their first attack next turn",
          "one-action": "can't play or activate more than 1 action during their next turn",
          "action-loses-life": "loses 1 life whenever they play an action card until the end of their next turn",
          "no-weak-attacks": "can't play attack action cards with 3 or less base power during their next action phase",
          "no-power-gain": "has attack action cards that can't gain power during their next action phase",
        }[e.mark];
        t.log(`${t.name(opponent)} ${text}`, "8.4.2");
        break;
      }
      case "opponent-arsenal-to-bottom": {
        const card = t.player(opponent).arsenal[0];
        if (card === undefined) break;
        t.take(opponent, "arsenal", card.id);
        t.put(opponent, card, "deck", { bottom: true });
        t.log(`${t.name(opponent)}'s arsenal card goes to the bottom of their deck`, "8.5.15");
        break;
      }
      case "turn-effect": {
        const made = untilEndOfTurn(e.effect);
        s.turnEffects.push({ seat, kind: e.effect });
        t.log(`${t.name(seat)}${made.text}`, made.rule);
        break;
      }
      case "intellect-this-turn":
        t.player(seat).intellectThisTurn += e.amount;
        t.log(`${t.name(seat)}'s hero gains +${e.amount} intellect until end of turn`, "2.4");
        break;
      case "die-rolled":
        // The answer about Gambler's Gloves: declined, the next pair is offered or the step goes on; destroyed, the hero rerolls.
        if (e.reroll === undefined) {
          afterRoll(t, e, e.rolled, e.offered);
          break;
        }
        destroyPermanent(t, seat, e.reroll);
        t.log(`${t.name(e.roller)} rerolls the die (${cardData(source).name})`, "8.5.18");
        afterRoll(t, e, rollDie(t, e.roller), []);
        break;
      case "ability": {
        // A step about one attack (Kayo's roll): the layer, wherever it is now — on the stack or a chain link's.
        const attack = e.attack === undefined ? undefined : (s.stack.find((l) => l.id === e.attack) ?? t.chainLinks().find((l) => l.attack.id === e.attack && l.gone !== true)?.attack);
        if (e.attack !== undefined && attack === undefined) break;
        abilityStep(t, seat, e.card ?? source, e.step, e.obj, undefined, weapon, attack, e.obj, e.targets);
        break;
      }
      case "physical-shield":
        s.shields = [...s.shields, { seat, amount: e.amount, source, physical: true }];
        t.log(`${t.name(seat)} will prevent ${e.amount} of the next {p} damage to their hero this turn (${cardName(source)})`, "6.4.10");
        break;
      case "create-token": {
        const card = cardIdByName(e.token);
        // Mordred Tide: "instead create that many plus 1" (CR 6.4.9).
        const count = (e.count ?? 1) + (e.token === "Runechant" ? (t.peek(seat).runechantPlus ?? 0) : 0);
        for (let i = 0; i < count; i++) {
          // "Enters the arena with N balance counters on it" (Zen State, CR 6.4.8).
          const balance = moduleOf(card)?.entersWithBalance;
          const token = { id: t.newId(), card, token: true, ...(balance === undefined ? {} : { balance }) };
          t.player(seat).permanents.push(token);
          t.events.push({ type: "enter", obj: token.id, card, zone: zoneId(seat, "permanent") });
          if (balance !== undefined) t.events.push({ type: "prop", obj: token.id, key: "balance counters", value: balance });
        }
        t.log(count === 1 ? `${t.name(seat)} creates a ${e.token} token` : `${t.name(seat)} creates ${count} ${e.token} tokens`, "8.5.2");
        break;
      }
      case "next-play": {
        const p = t.player(seat);
        p.nextPlay = [...(p.nextPlay ?? []), { filter: e.filter, gives: e.gives, ...(e.arcane === undefined ? {} : { arcane: e.arcane }), ...(e.minCost === undefined ? {} : { minCost: e.minCost }), source }];
        break;
      }
      case "next-hit": {
        const p = t.player(seat);
        p.nextHit = [...(p.nextHit ?? []), { effects: e.effects as Mutable<Effect>[], source }];
        break;
      }
      case "arcane-shield":
        s.shields = [...s.shields, { seat, amount: e.amount, source, arcane: true, lasting: true }];
        t.log(`${t.name(seat)} will prevent the next ${e.amount} arcane damage to their hero this turn (${cardName(source)})`, "6.4.10");
        break;
      case "runechant-plus": {
        const p = t.player(seat);
        p.runechantPlus = (p.runechantPlus ?? 0) + e.amount;
        t.log(`${t.name(seat)} creates ${p.runechantPlus} more Runechant tokens whenever they would create any this turn`, "6.4.9");
        break;
      }
      case "cost-reduction":
        s.costReductions.push({ seat, filter: e.filter, amount: e.amount, ...(e.perRunechant === true ? { perRunechant: true } : {}) });
        break;
      case "opponent-defense-reaction-costs-more":
        // An increase (CR 5.1.6a) the opposing hero's next defense reaction card takes as it is played, as reductions are taken.
        s.costReductions.push({ seat: opponent, filter: "defense-reaction", amount: -e.amount });
        t.log(`The next defense reaction card ${t.name(opponent)} plays this turn costs ${e.amount} more`, "5.1.6a");
        break;
      case "attack-gains-on-hit": {
        const link = t.activeLinkToWrite();
        if (link === null) break;
        link.attack.onHit = [...(link.attack.onHit ?? []), ...(e.effects as Mutable<Effect>[])];
        break;
      }
      case "opponent-discards": {
        const options = t.player(opponent).hand.map((c) => c.id);
        if (options.length === 0) break;
        choose(t, opponent, "discard", "discard", options, false, source);
        break;
      }
      case "destroy": {
        // Its controller's, or the opposing hero's (Mangle's equipment, Argh... Smash!'s items).
        const held = (x: Seat) => t.peek(x).gear.some((g) => g.id === e.obj) || t.peek(x).permanents.some((c) => c.id === e.obj);
        destroyPermanent(t, held(seat) || !held(opponent) ? seat : opponent, e.obj);
        break;
      }
      case "steam-if-none": {
        const p = t.peek(seat);
        const item = e.obj === undefined ? undefined : (p.permanents.find((c) => c.id === e.obj) ?? p.gear.find((g) => g.id === e.obj));
        if (item === undefined || (item.steam ?? 0) > 0) break;
        setSteam(t, seat, item.id, 1);
        break;
      }
      case "barrier-this-turn": {
        // "This gains Arcane Barrier N until end of turn" (Aether Sink, CR 8.3.8): read with its printed barriers.
        const item = e.obj === undefined ? undefined : t.player(seat).permanents.find((c) => c.id === e.obj);
        if (item === undefined) break;
        item.barrierThisTurn = e.amount;
        t.log(`${cardData(item.card).name} gains Arcane Barrier ${e.amount} until end of turn`, "8.3.8");
        break;
      }
      case "put-into-arena": {
        // "Put … from your hand into the arena" (Pour the Mold; from the deck, Spark of Genius; from the banished zone, Data Doll MKII;
        // CR 8.5.15): it enters as a permanent, not played.
        const from = e.from ?? "hand";
        const card = t.peek(seat)[from].find((c) => c.id === e.obj);
        if (card === undefined) break;
        t.take(seat, from, card.id);
        t.log(`${t.name(seat)} puts ${cardName(card.card)} from their ${from} into the arena`, "8.5.15");
        enterArena(t, seat, card);
        break;
      }
      case "add-steam": {
        const item = t.peek(seat).permanents.find((c) => c.id === e.obj);
        if (item !== undefined) setSteam(t, seat, item.id, (item.steam ?? 0) + 1);
        break;
      }
      case "remove-steam": {
        const item = t.peek(seat).permanents.find((c) => c.id === e.obj);
        if (item === undefined || (item.steam ?? 0) === 0) break;
        setSteam(t, seat, item.id, item.steam! - 1);
        break;
      }
      case "gains-go-again": {
        // A particular attack, on the stack or already a chain link (Quicken).
        const attack = s.stack.find((l) => l.id === e.attack) ?? t.chainLinks().find((l) => l.attack.id === e.attack)?.attack;
        if (attack === undefined || attack.goAgain) break; // CR 8.3.5c
        attack.goAgain = true;
        t.log(`${cardName(attack.card)} gains go again (${cardName(source)})`, "8.3.5");
        break;
      }
      case "prevent-next":
        s.shields = [...s.shields, { seat, amount: e.amount, source, fixed: true }];
        t.log(`${t.name(seat)} will prevent ${e.amount} of the next damage to their hero this turn (${cardName(source)})`, "6.4.10i");
        break;
      case "defender-gains": {
        // Still a defending card (CR 7.0.5): one that left the chain is no longer there to gain anything.
        const d = t.chainLinks().flatMap((l) => l.defenders).find((c) => c.id === e.obj);
        if (d === undefined) break;
        d.defense += e.defense;
        t.log(`${cardName(d.card)} gains +${e.defense} defense`, "8.5.8");
        break;
      }
      case "that-hero":
        runEffects(t, e.seat, e.effects, undefined, source);
        break;
      case "opponent-loses-life":
        t.setLife(opponent, t.player(opponent).life - e.amount);
        t.log(`${t.name(opponent)} loses ${e.amount} life`, "8.5.12");
        gameStateCheck(t);
        break;
      case "to-arsenal":
        toArsenal(t, seat, e.obj, e.from, e.faceUp);
        break;
      case "reload": {
        // CR 8.5.23: only into an empty arsenal, and only if the player chooses to (a card from hand, or none).
        const p = t.peek(seat);
        if (p.arsenal.length > 0 || p.hand.length === 0) break;
        choose(t, seat, "reload", "put face down into your arsenal (reload)", p.hand.map((c) => c.id), true, source);
        break;
      }
      case "card-gains": {
        const p = t.player(seat);
        const target = p.arsenal.find((c) => c.id === e.obj);
        if (target === undefined) break;
        // Snag: an attack action card in the arsenal can't gain {p} from its own effects (Head Shot) while the restriction exists.
        const by = e.power > 0 ? powerGainRestriction(s, target, source) : null;
        if (by !== null) logPrevented(t, target.card, e.power, source, by);
        const power = by === null ? e.power : 0;
        if (by !== null && e.dominate !== true && e.noDefenseReactionsFromArsenal !== true) break;
        p.cardGains = [
          ...(p.cardGains ?? []),
          { obj: e.obj, power, ...(e.dominate === true ? { dominate: true } : {}), ...(e.noDefenseReactionsFromArsenal === true ? { noDefenseReactionsFromArsenal: true } : {}), source },
        ];
        const card = cardName(target.card);
        const gained = [
          ...(power === 0 ? [] : [`+${power} power`]),
          ...(e.dominate === true ? ["dominate"] : []),
          ...(e.noDefenseReactionsFromArsenal === true ? ["\"defense reaction cards can't be played from arsenal to this chain link\""] : []),
        ];
        t.log(`${card} gains ${gained.join(" and ")} until end of turn`, "6.3.2");
        break;
      }
      case "prevent-next-damage":
        s.shields = [...s.shields, { seat, amount: 1, source, whole: true }];
        t.log(`${t.name(seat)} will prevent the next damage to their hero this turn (${cardName(source)})`, "6.4.10");
        break;
      case "unless-attacker-pays": {
        const link = activeLink(s);
        if (link === null) break;
        const attacker = link.attack.controller;
        const a = t.peek(attacker);
        // A hero who can't pay has no choice to make: the effect happens (CR 1.8.3).
        if (!canPay(a.resources, e.amount, a.hand, false)) {
          t.log(`${t.name(attacker)} can't pay ${e.amount}`, "1.14.3");
          runEffects(t, seat, e.otherwise, undefined, source);
          break;
        }
        t.ask(ask.may(attacker, `pay ${e.amount} (${cardName(source)}: otherwise ${e.text})`, [{ kind: "pay", amount: e.amount, effects: [], source }], undefined, e.otherwise, source));
        break;
      }
      case "no-hit-triggers": {
        const link = t.activeLinkToWrite();
        if (link === null) break;
        link.quietHits = true;
        t.log(`Effects don't trigger when an attack hits this chain link (${cardName(source)})`, "6.6");
        break;
      }
      case "only-from-arsenal":
        t.player(seat).onlyFromArsenal = true;
        t.log(`${t.name(seat)} may only play cards from arsenal this turn`, "5.1.1");
        break;
      case "shuffle-deck":
        t.shuffleDeck(seat);
        t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
        break;
    }
  }
}

/**
 * Puts a card from hand or the top of the deck into the arsenal (CR 3.0.9: a new object there). Face down it is private to
 * its owner (CR 3.0.4, the zone table); face up it is public (a reveal to everyone, CR 8.5.24) and its "when this is put
 * into your arsenal face up" abilities trigger.
 */
function toArsenal(t: FabWork, seat: Seat, obj: string, from: "hand" | "deck", faceUp: boolean): void {
  const p = t.peek(seat);
  if (!p[from].some((c) => c.id === obj)) return;
  const card = t.take(seat, from, obj);
  const moved = t.put(seat, card, "arsenal");
  if (!faceUp) return t.log(`${t.name(seat)} puts a card from their ${from} face down into their arsenal`, "8.5.23");
  t.events.push({ type: "reveal", obj: moved.id, card: moved.card });
  const me = t.player(seat);
  me.faceUp = [...(me.faceUp ?? []), moved.id];
  t.log(`${t.name(seat)} puts ${cardName(moved.card)} from their ${from === "deck" ? "deck" : "hand"} face up into their arsenal`, "8.5.24");
  fire(moduleOf, t, seat, [moved], "arsenal-face-up");
}

/**
 * CR 8.3.8: the next "Arcane Barrier N" of the hero's equipment and permanents not yet asked about for this damage
 * (`asked`: their object ids), while some of the damage is still unprevented and they could pay N from floating
 * resources and pitching; null when there is none. Each barrier is its own ability: the hero chooses for each.
 */
function arcaneBarrier(t: FabWork, seat: Seat, damage: number, asked: readonly string[]): { obj: string; amount: number; source: string } | null {
  const p = t.peek(seat);
  // Barriers paid for this damage already are arcane shields of the hero (CR 8.5.3f).
  const prevented = t.s.shields.reduce((n, sh) => n + (sh.seat === seat && sh.arcane === true ? sh.amount : 0), 0);
  if (prevented >= damage) return null;
  for (const g of [...p.gear, ...p.permanents]) {
    if (asked.includes(g.id)) continue;
    const amount = barrierOf(g.card) || ((g as Partial<Permanent>).barrierThisTurn ?? 0);
    if (amount === 0 || moduleOf(g.card)?.barrierWhile?.(t.s.players, seat) === false) continue;
    if (canPay(p.resources, amount, pitchable(t.s, p.hand), false)) return { obj: g.id, amount, source: g.card };
  }
  return null;
}

/** A card's printed Arcane Barrier N (0: none). */
function barrierOf(card: string): number {
  for (const k of cardData(card).keywords) {
    const n = /^Arcane Barrier (\d+)$/.exec(k);
    if (n !== null) return Number(n[1]);
  }
  return 0;
}

/** "You may pay {r}×N. If you do, …": paid (from floating resources, CR 1.14.2), the effects happen. */
export function payThen(t: FabWork, seat: Seat, amount: number, effects: readonly Effect[], source: string): void {
  t.setResources(seat, t.player(seat).resources - amount);
  t.log(`${t.name(seat)} pays ${amount} (${cardName(source)})`, "1.14.2");
  runEffects(t, seat, effects, undefined, source);
}

/** The mark (in `usedThisTurn`, which the end of the turn clears) of an object to destroy at the beginning of the end phase. */
export const DESTROY_AT_END_PHASE = "destroy-at-end-phase:";

/** CR 8.3.8: the Arcane Barrier paid; N of the arcane damage about to be dealt is prevented (a shield for that damage only). */
export function payArcaneBarrier(t: FabWork, seat: Seat, amount: number, source: string): void {
  t.setResources(seat, t.player(seat).resources - amount);
  t.s.shields = [...t.s.shields, { seat, amount, source, arcane: true }];
  t.log(`${t.name(seat)} pays ${amount} for Arcane Barrier ${amount} (${cardName(source)})`, "8.3.8");
}

/** A token's card id by its name. */
function cardIdByName(name: string): string {
  const found = KNOWN_CARDS.find((c) => c.name === name);
  if (found === undefined) throw new Error(`fab: no card named ${name}`);
  return found.id;
}

/**
 * CR 8.2.4a, 8.2.5a-b: an aura or item enters the arena as a permanent of `seat`'s; it stays the same object (CR 3.0.9: the
 * arena keeps it), from the stack as it resolves or put there from hand (Pour the Mold). CR 6.4.8: "enters the arena with N
 * steam counters on it" (Mechanologist items). Its "when this enters the arena" abilities trigger.
 */
export function enterArena(t: FabWork, seat: Seat, card: CardObj): void {
  const enters = moduleOf(card.card)?.entersWithSteam;
  const steam = typeof enters === "function" ? enters(t.peek(seat)) : enters;
  t.player(seat).permanents.push({ id: card.id, card: card.card, token: false, ...(steam === undefined ? {} : { steam }) });
  t.shift(card, zoneId(seat, "permanent"));
  t.log(`${cardName(card.card)} enters the arena${steam === undefined ? "" : ` with ${steam} steam counter${steam === 1 ? "" : "s"}`}`, "8.2.4a");
  if (steam !== undefined) t.events.push({ type: "prop", obj: card.id, key: "steam counters", value: steam });
  fire(moduleOf, t, seat, [card], "enters");
  // CR 6.6.5c: entering with no steam counters, "when this has no steam counters on it, destroy it" triggers at once (Absorption Dome).
  if (steam === 0 && moduleOf(card.card)?.noSteamDestroys === true) trigger(t, seat, card.card, [{ kind: "destroy", obj: card.id }], `${cardData(card.card).name}: no steam counters, destroy it`);
}

/**
 * Puts or removes steam counters (CR 8.5.14, 8.5.16) so that the item has `n`; with none left, its "when this has no steam
 * counters on it, destroy it" triggers (CR 6.6.5c).
 */
export function setSteam(t: FabWork, seat: Seat, id: string, n: number): void {
  const p = t.player(seat);
  const item = p.permanents.find((c) => c.id === id) ?? p.gear.find((g) => g.id === id);
  if (item === undefined) return;
  const was = item.steam ?? 0;
  item.steam = n;
  t.events.push({ type: "prop", obj: id, key: "steam counters", value: n });
  const name = cardData(item.card).name;
  t.log(n > was ? `${name} gets ${n - was} steam counter${n - was === 1 ? "" : "s"} (${n})` : `${was - n} steam counter${was - n === 1 ? " is" : "s are"} removed from ${name} (${n} left)`, n > was ? "8.5.14" : "8.5.16");
  if (n === 0 && moduleOf(item.card)?.noSteamDestroys === true) trigger(t, seat, item.card, [{ kind: "destroy", obj: id }], `${name}: no steam counters, destroy it`);
}

/** CR 8.5.4: destroy a permanent (equipment, weapon, aura, item); a token ceases to exist (CR 3.0.12a). */
export function destroyPermanent(t: FabWork, seat: Seat, id: string): void {
  const p = t.player(seat);
  const gi = p.gear.findIndex((g) => g.id === id);
  if (gi >= 0) {
    const [gear] = p.gear.splice(gi, 1);
    t.put(seat, gear!, "graveyard");
    t.log(`${cardData(gear!.card).name} is destroyed`, "8.5.4");
    return;
  }
  const pi = p.permanents.findIndex((c) => c.id === id);
  if (pi < 0) return;
  const [perm] = p.permanents.splice(pi, 1);
  if (perm!.token) t.events.push({ type: "remove", obj: perm!.id });
  else t.put(seat, perm!, "graveyard");
  t.log(`${cardData(perm!.card).name} is destroyed`, "8.5.4");
}

/** CR 8.5.10: banish a random card from hand face-down; it returns at the beginning of the end phase. */
export function intimidate(t: FabWork, seat: Seat): void {
  const card = t.randomFromHand(seat);
  t.log(`${t.name(seat)} is intimidated`, "8.5.10");
  if (card === null) return;
  t.take(seat, "hand", card.id);
  const banished = t.put(seat, card, "banished", { faceDown: true });
  t.player(seat).intimidated.push(banished.id);
}

/** CR 1.10.2a, 4.5: a player whose hero is at 0 life loses (all of them at once: a draw); not while an effect list runs (runEffects). */
export function gameStateCheck(t: FabWork): void {
  if (t.effectsRunning > 0 || t.s.ended !== null) return;
  // Checked before every step of every decision: nobody at 0 life is the quick answer.
  if (t.s.players.every((p) => p.life > 0)) return;
  const dead = t.s.players.flatMap((p, seat) => (p.life <= 0 ? [seat] : []));
  if (dead.length === t.s.players.length) return endGame(t, [], "all heroes reached 0 life at the same time", "4.5.4a");
  const winners = t.s.players.map((_, seat) => seat).filter((seat) => !dead.includes(seat));
  endGame(t, winners, `${dead.map((seat) => t.name(seat)).join(" and ")} reached 0 life`, "4.5.3a");
}

/** Ends the game by a rule (CR 4.5), or with no rule for the simulation limit. */
export function endGame(t: FabWork, winners: Seat[], reason: string, rule: string | null): void {
  const s = t.s;
  const cited = rule === null ? {} : { rule: `fab:${rule}` };
  s.ended = { winners, reason, ...cited };
  s.priorityHolder = null;
  t.question();
  t.events.push({ type: "prompt", seat: null, kind: "none", text: "" });
  const text = winners.length === 0 ? `The game is a draw: ${reason}` : `${winners.map((w) => t.name(w)).join(", ")} wins: ${reason}`;
  if (rule === null) t.log(text);
  else t.log(text, rule);
  t.events.push({ type: "end", winners, reason, ...cited });
}
