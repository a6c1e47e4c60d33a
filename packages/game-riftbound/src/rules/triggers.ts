import type { Seat } from "@tablecast/engine";
import { payload, triggered, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { moduleOf } from "../cards/index";
import type { Moment, TriggerContext } from "../vocabulary";
import type { AbilityRef } from "../state";
import type { RbWork } from "../work";
import { CHAIN } from "../zones";
import { unitName } from "./names";

/**
 * 383.3: a triggered or activated ability goes on the chain as a new object showing its source;
 * 337.1.c.3: the controller of the newest item gains priority. A chain a trigger opened does not
 * pass focus when it empties (346.1) — but a trigger added while an item resolves continues that
 * item's chain (340.3), which keeps what opened it.
 */
export function addToChain(w: RbWork, seat: Seat, card: string, ability: AbilityRef, label: string, rule: string, more: { target?: string; self?: string } = {}): string | undefined {
  if (w.s.ended !== null) return undefined;
  if (w.s.chain.length === 0 && !w.resolving) w.set("chainByTrigger", true);
  const id = w.newId();
  w.set("chain", [...w.s.chain, { id, card, controller: seat, ability, spell: false, label, ...(more.target === undefined ? {} : { target: more.target }), ...(more.self === undefined ? {} : { self: more.self }) }]);
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
 * of the Beginning Phase): the triggers of `card` that fire go on the chain, in the order its
 * module lists them.
 */
export function fire(w: RbWork, on: Moment, seat: Seat, card: string, object?: string, context: Partial<TriggerContext> = {}): void {
  const triggers = moduleOf(card).triggers ?? [];
  if (triggers.length === 0) return;
  const name = cardDef(card).name;
  const ctx: TriggerContext = { s: w.s, seat, legion: false, ...context };
  for (const t of triggers) if (t.on === on && t.when !== undefined && !t.when(ctx) && t.inactive !== undefined) w.log(t.inactive(name), t.rule);
  for (const { trigger } of triggered([{ object: object ?? card, triggers }], on, ctx)) {
    const self = object === undefined ? {} : { self: object };
    const label = trigger.label(name);
    const target = trigger.ability.target;
    if (target === undefined) {
      addToChain(w, seat, card, `on:${trigger.name}`, label, trigger.rule, self);
      continue;
    }
    // 355.5.b: a triggered ability's target is chosen as it triggers; 355.8: without a valid choice it does not go on the chain.
    const legal = target.pick(w.s, seat, object);
    if (legal.length === 0) {
      w.log(`${label}: no ${target.text} to choose, it does not go on the chain`, "355.8");
      continue;
    }
    if (legal.length === 1) {
      addToChain(w, seat, card, `on:${trigger.name}`, label, trigger.rule, { ...self, target: legal[0]! });
      continue;
    }
    const id = addToChain(w, seat, card, `on:${trigger.name}`, label, trigger.rule, self);
    if (id !== undefined) w.next({ step: "trigger-target", item: id });
  }
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
    const target = answer.objects[0]!;
    w.set("chain", w.s.chain.map((c) => (c.id === id ? { ...c, target } : c)));
    w.log(`${item.label} chooses ${unitName(w.s, target)}`, "355.5.b");
    return;
  }
  const name = item.ability.slice("on:".length);
  const selector = moduleOf(item.card).triggers?.find((t) => t.name === name)?.ability.target;
  const legal = selector?.pick(w.s, item.controller, item.self) ?? [];
  return {
    seat: item.controller,
    offer: "trigger-target",
    choices: legal.map((u) => ({ id: `target:${u}`, label: `Choose ${unitName(w.s, u)} for ${item.label}`, kind: "choose", rule: "riftbound:355.5.b", object: u, payload: payload.target(u) })),
    then: { step: "trigger-target", item: id },
  };
}
