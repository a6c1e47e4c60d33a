import type { Seat } from "@tablecast/engine";
import type { JsonValue } from "@tablecast/engine";
import { payload, triggered, type Asking, type QueuedStep, type Triggers } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { moduleOf } from "../cards/index";
import { targetGroups, targetPairs, type Ability, type Moment, type TriggerContext } from "../vocabulary";
import { other, type AbilityRef, type ChainItem, type RiftboundState, type WaitingTrigger } from "../state";
import type { RbWork } from "../work";
import { CHAIN } from "../zones";
import { targetName } from "./names";
import { canPay } from "../values";
import { pay } from "./costs";

/**
 * 383.3: a triggered or activated ability goes on the chain as a new object showing its source;
 * 337.1.c.3: the controller of the newest item gains priority. A chain a trigger opened does not
 * pass focus when it empties (346.1) — but a trigger added while an item resolves continues that
 * item's chain (340.3), which keeps what opened it.
 */
export function addToChain(w: RbWork, seat: Seat, card: string, ability: AbilityRef, label: string, rule: string, more: { target?: string; second?: string; targets?: readonly string[]; self?: string; continues?: boolean; hiddenAt?: number; diedAt?: number } = {}): string | undefined {
  if (w.s.ended !== null) return undefined;
  if (w.s.chain.length === 0 && !w.resolving && more.continues !== true) w.set("chainByTrigger", true);
  const id = w.newId();
  w.set("chain", [...w.s.chain, { id, card, controller: seat, ability, spell: false, label, ...(more.target === undefined ? {} : { target: more.target }), ...(more.second === undefined ? {} : { second: more.second }), ...(more.targets === undefined ? {} : { targets: more.targets }), ...(more.self === undefined ? {} : { self: more.self }), ...(more.hiddenAt === undefined ? {} : { hiddenAt: more.hiddenAt }), ...(more.diedAt === undefined ? {} : { diedAt: more.diedAt }) }]);
  w.emit({ type: "enter", obj: id, card, zone: CHAIN });
  w.emit({ type: "prop", obj: id, key: "ability", value: label });
  w.emit({ type: "chain", op: "push", obj: id, label });
  w.log(`${label} goes on the chain`, rule);
  w.set("priority", seat);
  w.set("chainPasses", 0);
  return id;
}

/**
 * A moment the rules announce (a unit played or killed, a battlefield conquered or held, the start
 * of the Beginning Phase, an attack): the triggers of `card` that fire wait to go on the chain
 * (383.3); the kernel's loop puts them there before anything else, each controller ordering their
 * own when several different ones wait (383.3.d, the turn player's first, 383.3.d.1).
 */
export function fire(w: RbWork, on: Moment, seat: Seat, card: string, object?: string, context: Partial<TriggerContext> = {}): void {
  const triggers = moduleOf(card).triggers ?? [];
  // Most cards have no ability on most moments: nothing to build then.
  if (w.s.ended !== null || !triggers.some((t) => t.on === on)) return;
  const name = cardDef(card).name;
  const ctx: TriggerContext = { s: w.s, seat, legion: false, ...context };
  for (const t of triggers) if (t.on === on && t.when !== undefined && !t.when(ctx) && t.inactive !== undefined) w.log(t.inactive(name), t.rule);
  for (const { trigger } of triggered([{ object: object ?? card, triggers }], on, ctx)) {
    const id = `t${w.s.waiting.length}:${object ?? card}:${trigger.name}`;
    const hiddenAt = on === "play" ? ctx.hiddenAt : undefined;
    const waiting: WaitingTrigger = { id, card, controller: seat, ability: `on:${trigger.name}`, label: trigger.label(name), rule: trigger.rule, ...(object === undefined ? {} : { self: object }), continues: w.resolving, ...(hiddenAt === undefined ? {} : { hiddenAt }), ...(ctx.it === undefined ? {} : { it: ctx.it }), ...(on === "die" && ctx.at !== undefined ? { diedAt: ctx.at } : {}) };
    w.set("waiting", [...w.s.waiting, waiting]);
  }
}

/**
 * 816.1.b: [Temporary] an effect gave a unit or gear of the player (Last Stand, Fading Memories) — "At the
 * start of your Beginning Phase, before scoring, kill me." waits like the keyword printed on a card
 * (whose own trigger already does it: not twice).
 */
export function fireGrantedTemporary(w: RbWork, seat: Seat): void {
  const granted = [...w.s.units.filter((u) => u.controller === seat && u.temporary === true), ...w.s.players[seat]!.gear.filter((g) => g.temporary === true)];
  for (const x of granted) {
    if (moduleOf(x.card).triggers?.some((t) => t.name === "temporary") === true) continue;
    const waiting: WaitingTrigger = { id: `t${w.s.waiting.length}:${x.id}:temporary`, card: x.card, controller: seat, ability: "on:temporary", label: `${cardDef(x.card).name}: Temporary`, rule: "816.1.b", self: x.id, continues: w.resolving };
    w.set("waiting", [...w.s.waiting, waiting]);
  }
}

/** A gear left the board (killed, or returned to a hand): its own "when this is killed" (on "die") and "when this leaves the board" trigger from where it went (383.3). */
export function gearLeft(w: RbWork, seat: Seat, now: { readonly id: string; readonly card: string }, killed: boolean): void {
  if (killed) fire(w, "die", seat, now.card, now.id);
  fire(w, "leaves", seat, now.card, now.id);
}

/** "When you buff a friendly unit, …" of the player's units, gear and legend: the buffed unit is the ability's "it" (383). */
export function buffedFriendly(w: RbWork, seat: Seat, unit: string): void {
  const p = w.s.players[seat]!;
  for (const u of w.s.units) if (u.controller === seat) fire(w, "friendly-buffed", seat, u.card, u.id, { it: unit });
  for (const g of p.gear) fire(w, "friendly-buffed", seat, g.card, g.id, { it: unit });
  fire(w, "friendly-buffed", seat, p.legend.card, p.legend.id, { it: unit });
}

/** "When you ready a friendly unit, …" of the player's units, gear and legend: the readied unit is the ability's "it" (383, 415). */
export function readiedFriendly(w: RbWork, seat: Seat, unit: string): void {
  const p = w.s.players[seat]!;
  for (const u of w.s.units) if (u.controller === seat) fire(w, "friendly-readied", seat, u.card, u.id, { it: unit });
  for (const g of p.gear) fire(w, "friendly-readied", seat, g.card, g.id, { it: unit });
  fire(w, "friendly-readied", seat, p.legend.card, p.legend.id, { it: unit });
}

/** A moment of a player's ("when you …"): their units' abilities on it trigger, their gear's if `gear`, then their legend's. */
export function fireOwn(w: RbWork, on: Moment, seat: Seat, gear = false): void {
  for (const u of [...w.s.units]) if (u.controller === seat) fire(w, on, seat, u.card, u.id);
  if (gear) for (const g of w.s.players[seat]!.gear) fire(w, on, seat, g.card, g.id);
  const legend = w.s.players[seat]!.legend;
  fire(w, on, seat, legend.card, legend.id);
}

/** 383.3.d: the kernel's hook — who orders first, what waits, and putting one on the chain. */
export const TRIGGERS: Triggers<RiftboundState, RbWork> = {
  waiting: (s) => s.waiting,
  order: (s) => [s.turnPlayer, other(s.turnPlayer)],
  put: (w, id) => {
    const t = w.s.waiting.find((x) => x.id === id)!;
    w.set("waiting", w.s.waiting.filter((x) => x.id !== id));
    putOnChain(w, t);
  },
};

/** A waiting trigger goes on the chain, choosing its target now if it has one (355.5.b). */
function putOnChain(w: RbWork, t: WaitingTrigger): void {
  const name = t.ability.slice("on:".length);
  const trigger = moduleOf(t.card).triggers?.find((x) => x.name === name);
  // 383.3.a: "you may" — its controller chooses first (and pays "exhaust me", 383.3.b.1); with nothing to choose it is not asked (355.8, below).
  const nothingToChoose = trigger?.ability.target !== undefined && trigger.ability.group === undefined && triggerTargets(w.s, trigger.ability, t.controller, t.self, t.hiddenAt).length === 0;
  if (trigger?.may !== undefined && t.accepted !== true && !nothingToChoose) {
    if (trigger.may.exhaustSource === true && !canExhaust(w, t)) return;
    // "you may pay [N]": not offered when it cannot be paid (383.3.b).
    if ((trigger.may.energy !== undefined || trigger.may.power !== undefined) && !canPay(w.s, t.controller, cardDef(t.card), { energy: trigger.may.energy ?? 0, power: trigger.may.power ?? 0 }))
      return declined(w, t, `${w.name(t.controller)} cannot pay ${mayCostText(trigger.may.energy, trigger.may.power, t.card)}`);
    w.next({ step: "may-trigger", trigger: { ...t } as unknown as JsonValue });
    return;
  }
  const base = { ...(t.self === undefined ? {} : { self: t.self }), continues: t.continues, ...(t.hiddenAt === undefined ? {} : { hiddenAt: t.hiddenAt }), ...(t.diedAt === undefined ? {} : { diedAt: t.diedAt }) };
  const ability = trigger?.ability;
  const target = ability?.target;
  if (ability?.group !== undefined) {
    // 355.11, 355.14.b: a group is chosen as it goes on the chain (none is a choice, 355.13).
    const groups = triggerGroups(w.s, ability, t.controller, t.self, t.hiddenAt);
    if (groups.length === 1) addToChain(w, t.controller, t.card, t.ability, t.label, t.rule, { ...base, targets: groups[0]! });
    else {
      const id = addToChain(w, t.controller, t.card, t.ability, t.label, t.rule, base);
      if (id !== undefined) w.next({ step: "trigger-target", item: id });
    }
    return;
  }
  if (ability === undefined || target === undefined) {
    // The moment's "it" rides with the ability as its unit (chain.ts reads it when the ability chooses none).
    addToChain(w, t.controller, t.card, t.ability, t.label, t.rule, { ...base, ...(t.it === undefined ? {} : { target: t.it }) });
    return;
  }
  // 355.5.b: a triggered ability's targets are chosen as it goes on the chain; 355.8: without a valid choice it does not.
  const legal = triggerTargets(w.s, ability, t.controller, t.self, t.hiddenAt);
  if (legal.length === 0) {
    w.log(`${t.label}: no ${target.text} to choose, it does not go on the chain`, "355.8");
    // The chain it would have continued (340.3) closes if nothing else came.
    if (t.continues && w.s.chain.length === 0 && w.s.waiting.length === 0) {
      const byTrigger = w.s.chainByTrigger;
      w.set("chainByTrigger", false);
      w.next({ step: "chain-closed", byTrigger });
    }
    return;
  }
  if (legal.length === 1) {
    const [u, v] = legal[0]!;
    addToChain(w, t.controller, t.card, t.ability, t.label, t.rule, { ...base, ...(u === undefined ? {} : { target: u }), ...(v === undefined ? {} : { second: v }) });
    return;
  }
  const id = addToChain(w, t.controller, t.card, t.ability, t.label, t.rule, base);
  if (id !== undefined) w.next({ step: "trigger-target", item: id });
}

/** The legal choices of a triggered ability going on the chain: one unit, or two (355.11; "up to", none or one, 355.13), among those at its battlefield if played from Hidden (811.1.d.2). */
function triggerTargets(s: RiftboundState, ability: Ability, seat: Seat, self: string | undefined, hiddenAt: number | undefined): (readonly [string | undefined, string | undefined])[] {
  const there = (id: string | undefined) => id === undefined || ability.elsewhere === true || hiddenChoices(s, [id], hiddenAt).length === 1;
  return targetPairs(ability, s, seat, self).filter(([u, v]) => there(u) && there(v));
}

/** The groups a triggered ability may choose (355.11), among those at its battlefield if played from Hidden (811.1.d.2). */
function triggerGroups(s: RiftboundState, ability: Ability, seat: Seat, self: string | undefined, hiddenAt: number | undefined): string[][] {
  return targetGroups(ability.group!, s, seat, self).filter((g) => hiddenChoices(s, g, hiddenAt).length === g.length);
}

/**
 * 811.1.d.2: a hidden spell or a play effect of a permanent played from Hidden chooses among the
 * options at its battlefield (a unit there, or that battlefield) — unless its own words rule that out
 * (Tideturner's "at another location": `Ability.elsewhere`).
 */
export function hiddenChoices(s: RiftboundState, legal: readonly string[], at: number | undefined): string[] {
  if (at === undefined) return [...legal];
  return legal.filter((id) => s.units.find((u) => u.id === id)?.location === at || id === s.battlefields[at]?.id);
}

/** The ability of a triggered chain item. */
function abilityOfTrigger(item: ChainItem): Ability | undefined {
  const name = item.ability.slice("on:".length);
  return moduleOf(item.card).triggers?.find((t) => t.name === name)?.ability;
}

/** The ability of a triggered chain item if it chooses a group (355.11). */
function groupOf(item: ChainItem): Ability | undefined {
  const a = abilityOfTrigger(item);
  return a?.group === undefined ? undefined : a;
}

/** The permanent whose ability it is, ready to exhaust (a legend, gear or unit). */
function canExhaust(w: RbWork, t: WaitingTrigger): boolean {
  const p = w.s.players[t.controller]!;
  const source = p.legend.id === t.self ? p.legend : (p.gear.find((g) => g.id === t.self) ?? w.s.units.find((u) => u.id === t.self));
  return source !== undefined && !source.exhausted;
}

/** A "you may" ability not put on the chain (383.3.a): the chain it would have continued closes if nothing else came. */
function declined(w: RbWork, t: WaitingTrigger, why: string): void {
  w.log(`${t.label}: ${why}`, "383.3.a");
  if (t.continues && w.s.chain.length === 0 && w.s.waiting.length === 0) {
    const byTrigger = w.s.chainByTrigger;
    w.set("chainByTrigger", false);
    w.next({ step: "chain-closed", byTrigger });
  }
}

/** "1 Energy", "1 fury Power", "1 Energy and 1 fury Power". */
const mayCostText = (energy: number | undefined, power: number | undefined, card: string): string =>
  [energy === undefined ? "" : `${energy} Energy`, power === undefined ? "" : `${power} ${cardDef(card).domain ?? ""} Power`].filter((x) => x !== "").join(" and ");

/** 383.3.a: whether to put a "you may" triggered ability on the chain. */
export function mayTriggerStep(w: RbWork, step: QueuedStep): Asking | void {
  const t = step["trigger"] as unknown as WaitingTrigger;
  const trigger = moduleOf(t.card).triggers?.find((x) => `on:${x.name}` === t.ability);
  const exhaust = trigger?.may?.exhaustSource === true;
  const energy = trigger?.may?.energy;
  const power = trigger?.may?.power;
  const answer = step["answer"] as { kind?: string } | undefined;
  if (answer?.kind === "yes") {
    if (energy !== undefined || power !== undefined) {
      pay(w, t.controller, cardDef(t.card), { energy: energy ?? 0, power: power ?? 0 });
      w.log(`${w.name(t.controller)} pays ${mayCostText(energy, power, t.card)} for ${t.label}`, "383.3.b");
    }
    if (exhaust) {
      const p = w.player(t.controller);
      const source = p.legend.id === t.self ? p.legend : (p.gear.find((g) => g.id === t.self) ?? w.unit(t.self ?? ""));
      if (source !== undefined) w.setExhausted(source, true);
      w.log(`${w.name(t.controller)} exhausts ${w.cardName(t.card)}`, "383.3.b.1");
    }
    putOnChain(w, { ...t, accepted: true });
    return;
  }
  if (answer?.kind === "no") return declined(w, t, `${w.name(t.controller)} does not put it on the chain`);
  return {
    seat: t.controller,
    offer: "may-trigger",
    choices: [
      { id: "may:yes", label: `Put ${t.label} on the chain${exhaust ? `, exhausting ${w.cardName(t.card)}` : ""}${energy !== undefined || power !== undefined ? `, paying ${mayCostText(energy, power, t.card)}` : ""}`, kind: "choose", rule: "riftbound:383.3.a", payload: payload.yes() },
      { id: "may:no", label: `Do not put ${t.label} on the chain`, kind: "choose", rule: "riftbound:383.3.a", payload: payload.no() },
    ],
    then: { step: "may-trigger", trigger: step["trigger"] },
  };
}

/**
 * 355.5.b: the controller of a triggered ability on the chain chooses its target among the legal
 * ones (asked when there are two or more; a forced choice is made for them as it triggers).
 */
export function triggerTargetStep(w: RbWork, step: QueuedStep): Asking | void {
  const id = step["item"] as string;
  const item = w.s.chain.find((c) => c.id === id);
  if (item === undefined) return;
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects !== undefined) {
    const [target, second] = answer.objects;
    const grouped = groupOf(item) !== undefined;
    const chosen = (c: ChainItem): ChainItem => (grouped ? { ...c, targets: answer.objects! } : { ...c, ...(target === undefined ? {} : { target }), ...(second === undefined ? {} : { second }) });
    w.set("chain", w.s.chain.map((c) => (c.id === id ? chosen(c) : c)));
    w.log(`${item.label} chooses ${answer.objects.length === 0 ? "no unit" : answer.objects.map((u) => targetName(w.s, u)).join(" and ")}`, "355.5.b");
    return;
  }
  const ability = groupOf(item) ?? abilityOfTrigger(item);
  const legal: string[][] =
    ability === undefined ? [] : ability.group !== undefined ? triggerGroups(w.s, ability, item.controller, item.self, item.hiddenAt) : triggerTargets(w.s, ability, item.controller, item.self, item.hiddenAt).map((pair) => pair.filter((x): x is string => x !== undefined));
  const named = (objects: readonly string[]) => (objects.length === 0 ? "no unit" : objects.map((u) => targetName(w.s, u)).join(" and "));
  return {
    seat: item.controller,
    offer: "trigger-target",
    choices: legal.map((objects) => {
      const rule = ability?.group !== undefined || objects.length > 1 ? "riftbound:355.11" : "riftbound:355.5.b";
      return { id: `target:${objects.join(":") || "none"}`, label: `Choose ${named(objects)} for ${item.label}`, kind: "choose", rule, ...(objects[0] === undefined ? {} : { object: objects[0] }), payload: payload.target(...objects) };
    }),
    then: { step: "trigger-target", item: id },
  };
}
