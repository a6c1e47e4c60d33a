import type { Seat } from "@tablecast/engine";
import type { Asking, Choice, Payload, QueuedStep } from "@tablecast/engine/kit";
import { other, type AwaitingKind, type UfsState } from "../state";

/**
 * What a UFS decision means, typed (the kit checks the decision id once against the offered
 * choices and hands the step this payload): no step splits an id string.
 */
export type UfsPayload =
  | { readonly kind: "pass" }
  | { readonly kind: "yes" }
  | { readonly kind: "no" }
  /** E.1.1: a starting character, by card id. */
  | { readonly kind: "card"; readonly card: string }
  /** E.1.3: the chooser goes first or lets the opponent. */
  | { readonly kind: "first"; readonly me: boolean }
  /** One card object chosen (review, commit, stun, destroy, gauge). */
  | { readonly kind: "target"; readonly objects: readonly string[] }
  | { readonly kind: "play"; readonly obj: string }
  | { readonly kind: "block"; readonly obj: string }
  /** H.1: ability `index` of `obj`, paying `x` momentum or choosing X (H.4.4.2). */
  | { readonly kind: "ability"; readonly obj: string; readonly index: number; readonly x: number }
  /** F.3.2.2: an attack that dealt damage goes to momentum or to the discard pile. */
  | { readonly kind: "momentum" }
  | { readonly kind: "discard" }
  /** H.3.3.4: complete the instructions to cancel the ability. */
  | { readonly kind: "cancel" };

/** The draft of a window players pass priority in: the Enhance Step (G.1.1) and a response window (H.2.3.2.4). */
interface PriorityWindow {
  priority: Seat;
  passes: number;
  used: string[];
}

/**
 * A play-or-pass answer in a priority window (G.1.2, H.2.3.2.4.1): priority goes to the other
 * player; a pass is counted, an ability played resets the count and is marked used in the window.
 * The ability answered, or null for a pass.
 */
export function answerInWindow(win: PriorityWindow, seat: Seat, answer: UfsPayload): Extract<UfsPayload, { kind: "ability" }> | null {
  win.priority = other(seat);
  if (answer.kind !== "ability") {
    win.passes++;
    return null;
  }
  win.passes = 0;
  win.used.push(`${answer.obj}:${answer.index}`);
  return answer;
}

/** The seat that answered the question a step resumes. */
export const seatOf = (step: QueuedStep): Seat => step["seat"] as Seat;

/** The answer a step resumes with. */
export const answerOf = (step: QueuedStep): UfsPayload => step["answer"] as unknown as UfsPayload;

/** A choice with its typed payload. */
export const choice = (c: Omit<Choice, "payload"> & { readonly payload: UfsPayload }): Choice => c as unknown as Choice;
export const asPayload = (p: UfsPayload): Payload => p as unknown as Payload;

/** Choices worked out while deciding whether to ask at all, kept for the offer (no second computation). */
const precomputed = new WeakMap<object, readonly Choice[]>();

/**
 * A question to `seat`: its kind (the offer) and the step its answer resumes, which is told the
 * seat (`seatOf`); `choices` if already computed.
 */
export function ask(seat: Seat, offer: AwaitingKind, then: QueuedStep, choices?: readonly Choice[]): Asking {
  const asking: Asking = { seat, offer, then: { ...then, seat } };
  if (choices !== undefined) precomputed.set(asking, choices);
  return asking;
}

/** An offer that uses the choices computed with the question when there are, else computes them from the state. */
export const offer =
  (compute: (s: UfsState, asking: Asking) => readonly Choice[]) =>
  (s: UfsState, asking: Asking): readonly Choice[] =>
    precomputed.get(asking) ?? compute(s, asking);
