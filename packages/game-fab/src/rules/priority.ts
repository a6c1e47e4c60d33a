import type { Seat } from "@tablecast/engine";
import type { Asking, Triggers } from "@tablecast/engine/kit";
import { argsOf, ASK, type Offer } from "./questions";
import { isAttackLayer } from "./combat";
import { STACK, type FabEvent } from "../events";
import { other, type FabState, type Layer } from "../state";
import type { FabWork } from "../work";
import { STEP } from "./steps";

export { trigger } from "./layers";

/** Priority, passing and triggered-layers going on the stack (CR 1.10.2d, 1.11, 6.6). */

/** After each decision: tell the table whom it waits for (the prompt's kind is the question's offer). */
export function announce(t: FabWork, asking: Asking): void {
  if (t.s.ended !== null) return;
  const who = t.peek(asking.seat).name;
  const q = argsOf(asking);
  const offer = asking.offer as Offer;
  const text = promptText(offer, who, q);
  // A payment's prompt carries what it asks for in all (CR 5.1.7), so a seat can show what is still owed.
  const prompt: Extract<FabEvent, { type: "prompt" }> & { amount?: number } = { type: "prompt", seat: asking.seat, kind: offer, text };
  if (offer === ASK.pay && q.due !== undefined) prompt.amount = q.due;
  t.emit(prompt);
}

/** The prompt's words for one offer (only that one is built: this runs after every decision). */
function promptText(offer: Offer, who: string, q: { readonly due?: number | string; readonly text?: string }): string {
  switch (offer) {
    case ASK.priority:
      return `waiting for ${who} (priority)`;
    case ASK.firstPlayer:
      return `waiting for ${who} to choose who goes first`;
    case ASK.pay:
      return `waiting for ${who} to pay ${q.due ?? ""}`.trimEnd();
    case ASK.defend:
      return `waiting for ${who} to declare defenders`;
    case ASK.arsenal:
      return `waiting for ${who} to choose an arsenal card`;
    case ASK.may:
      return `waiting for ${who} to choose whether to ${q.text ?? ""}`;
    case ASK.orderTriggers:
      return `waiting for ${who} to order their triggers`;
    case ASK.pitchOrder:
      return `waiting for ${who} to put their pitch zone on the bottom of their deck`;
    case ASK.choose:
      return `waiting for ${who} to choose a card to ${q.text ?? ""}`;
  }
}

/**
 * CR 1.11: `seat` receives priority. Triggered-layers waiting are put on the stack first (CR
 * 1.10.2d, 6.6.6b): the kernel's loop does it, in the order `TRIGGERS` gives, before asking.
 */
export function givePriority(t: FabWork, seat: Seat): void {
  if (t.s.ended !== null) return;
  t.s.priorityHolder = seat;
  t.s.passes = 0;
}

const NONE: readonly never[] = [];

/**
 * FaB's triggered-layers on the kernel's triggers: they wait in `triggers` until a player would
 * receive priority (CR 1.10.2d: nothing else queued), then go on the stack, the turn-player's
 * first (so the other player's resolve first); a player with two or more orders them, even
 * alike ones (CR 6.6.6b).
 */
export const TRIGGERS: Triggers<FabState, FabWork> = {
  ready: (s) => s.priorityHolder !== null && s.queue.length === 0,
  waiting: (s) => (s.triggers.length === 0 ? NONE : s.triggers.map((l) => ({ id: l.id, controller: l.controller, label: l.trigger!.text }))),
  order: (s) => [s.turnPlayer, other(s.turnPlayer)],
  put: (t, id) => pushTrigger(t, id),
  offer: ASK.orderTriggers,
  choice: (l) => ({ label: `Put "${l.label}" on the stack next (resolves later)`, rule: "fab:6.6.6b" }),
  orderAlike: true,
};

export function pushTrigger(t: FabWork, id: string): void {
  const s = t.s;
  const layer = s.triggers.find((l) => l.id === id)!;
  s.triggers = s.triggers.filter((l) => l.id !== id);
  s.stack.push(layer);
  t.events.push({ type: "enter", obj: layer.id, card: layer.card, zone: STACK });
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: layer.id, label: layer.trigger!.text });
  t.log(`${layer.trigger!.text} triggers`, "6.6");
}

/** CR 1.11.4: pass to the next player; when all pass in succession, resolve or move on. */
export function pass(t: FabWork, seat: Seat): void {
  const s = t.s;
  s.passes += 1;
  if (s.passes < s.players.length) {
    s.priorityHolder = other(seat);
    return;
  }
  s.passes = 0;
  // What follows is a step of the flow (flow.ts), so priority needs no rule area above it.
  const top = s.stack[s.stack.length - 1];
  if (top !== undefined) {
    // CR 7.1.3: the attack on top of the stack with all passing starts the Attack Step.
    if (isAttackLayer(top as Layer) && s.combatStep === "layer") return t.next({ step: STEP.attack });
    return t.next({ step: STEP.resolve, layer: top.id });
  }
  // CR 1.11.4a: with an empty stack, the step or phase ends.
  t.next({ step: STEP_AFTER[s.combatStep ?? "none"]! });
}

export { STEP } from "./steps";

/** CR 7.0.1, 4.3: the step or phase that begins when the stack is empty and all pass. */
const STEP_AFTER: Readonly<Record<string, string>> = {
  none: STEP.endPhase,
  layer: STEP.close,
  attack: STEP.defend,
  defend: STEP.reaction,
  reaction: STEP.damage,
  damage: STEP.resolution,
  resolution: STEP.close,
};
