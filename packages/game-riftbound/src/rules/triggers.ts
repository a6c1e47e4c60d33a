import type { Seat } from "@tablecast/engine";
import { triggered } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { moduleOf } from "../cards/index";
import type { Moment, TriggerContext } from "../vocabulary";
import type { AbilityRef } from "../state";
import type { RbWork } from "../work";
import { CHAIN } from "../zones";

/**
 * 383.3: a triggered or activated ability goes on the chain as a new object showing its source;
 * 337.1.c.3: the controller of the newest item gains priority. A chain a trigger opened does not
 * pass focus when it empties (346.1) — but a trigger added while an item resolves continues that
 * item's chain (340.3), which keeps what opened it.
 */
export function addToChain(w: RbWork, seat: Seat, card: string, ability: AbilityRef, label: string, rule: string, more: { target?: string; self?: string } = {}): void {
  if (w.s.ended !== null) return;
  if (w.s.chain.length === 0 && !w.resolving) w.set("chainByTrigger", true);
  const id = w.newId();
  w.set("chain", [...w.s.chain, { id, card, controller: seat, ability, spell: false, label, ...(more.target === undefined ? {} : { target: more.target }), ...(more.self === undefined ? {} : { self: more.self }) }]);
  w.emit({ type: "enter", obj: id, card, zone: CHAIN });
  w.emit({ type: "prop", obj: id, key: "ability", value: label });
  w.emit({ type: "chain", op: "push", obj: id, label });
  w.log(`${label} goes on the chain`, rule);
  w.set("priority", seat);
  w.set("chainPasses", 0);
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
    addToChain(w, seat, card, `on:${trigger.name}`, trigger.label(name), trigger.rule, object === undefined ? {} : { self: object });
  }
}
