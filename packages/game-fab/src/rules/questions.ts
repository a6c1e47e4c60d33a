import type { JsonValue, Seat } from "@tablecast/engine";
import type { Asking } from "@tablecast/engine/kit";
import type { Effect } from "../cards";

/**
 * The questions FaB asks outside priority, as the kernel's questions: the offer that lists the
 * choices and the step the answer resumes, carrying what the step needs (the layer being paid
 * for, the defenders declared so far, the effects a "you may" applies…). The game holds no other
 * record of a question: the state's `asking` is it (STYLE.md 14).
 */

/** The offers (and answer steps) of the questions below; priority is "priority", answered by "act". */
/** (`orderTriggers` is the kernel's question, in FaB's words: rules/priority.ts TRIGGERS.) */
export const ASK = {
  priority: "priority",
  firstPlayer: "first-player",
  pay: "pay",
  defend: "defend",
  arsenal: "arsenal",
  may: "may",
  orderTriggers: "order-triggers",
  pitchOrder: "pitch-order",
  choose: "choose",
} as const;
export type Offer = (typeof ASK)[keyof typeof ASK];

/** The step that takes a priority decision (play, activate, attack, pass). */
export const ACT = "act";

/** What a "choose" question is for (CR 1.8.6): whose step takes the chosen object. */
export type ChoosePurpose =
  /** A step of the source card's module (`step`). */
  | "ability"
  /** "They discard a card" (CR 8.5.5). */
  | "discard"
  /** The targets of an X additional cost, one at a time (CR 5.1.4), then the payment (PayX). */
  | "x-targets"
  /** Reload (CR 8.5.23): a card from hand to put face down into the empty arsenal, or none. */
  | "reload";

const json = (v: unknown): JsonValue => v as JsonValue;

export const ask = {
  /** CR 1.11: priority. */
  priority: (seat: Seat): Asking => ({ seat, offer: ASK.priority, then: { step: ACT } }),
  /** CR 4.1.3: the selected player chooses the first-turn-player. */
  firstPlayer: (seat: Seat): Asking => ({ seat, offer: ASK.firstPlayer, then: { step: ASK.firstPlayer } }),
  /** CR 5.1.7, 1.14.3: pitching one card at a time until `due` is paid for `layer`. */
  pay: (seat: Seat, layer: string, due: number): Asking => ({ seat, offer: ASK.pay, then: { step: ASK.pay, layer, due } }),
  /** CR 8.3.8, 1.14.3: pitching one card at a time until `due` is paid for the Arcane Barrier of `barrier` (a card). */
  payBarrier: (seat: Seat, barrier: string, due: number): Asking => ({ seat, offer: ASK.pay, then: { step: ASK.pay, barrier, due } }),
  /** CR 1.14.3: pitching one card at a time until `due` is paid for a "you may pay … If you do, …" (`effects`, of `source`'s). */
  payFor: (seat: Seat, due: number, effects: readonly Effect[], source: string): Asking => ({ seat, offer: ASK.pay, then: { step: ASK.pay, due, effects: json(effects), source } }),
  /** CR 7.3.2: the defending hero declares defending cards one at a time, then "done". */
  defend: (seat: Seat, declared: readonly string[]): Asking => ({ seat, offer: ASK.defend, then: { step: ASK.defend, declared: [...declared] } }),
  /** CR 4.4.3b: the turn-player may arsenal a card. */
  arsenal: (seat: Seat): Asking => ({ seat, offer: ASK.arsenal, then: { step: ASK.arsenal } }),
  /** CR 1.8.3: an optional effect ("you may"); `weapon` is the weapon the effects refer to. */
  may: (seat: Seat, text: string, effects: readonly Effect[], weapon?: string, otherwise?: readonly Effect[], source?: string): Asking => ({
    seat,
    offer: ASK.may,
    then: {
      step: ASK.may,
      text,
      effects: json(effects),
      ...(weapon === undefined ? {} : { weapon }),
      ...(otherwise === undefined ? {} : { otherwise: json(otherwise) }),
      ...(source === undefined ? {} : { source }),
    },
  }),
  /** CR 1.14.3: pitching one card at a time until `due` is paid as an effect ("unless they pay", the traps); `cost`: the card asking. */
  /** CR 4.4.3c: a player puts their pitch zone on the bottom of their deck in the order they choose. */
  pitchOrder: (seat: Seat): Asking => ({ seat, offer: ASK.pitchOrder, then: { step: ASK.pitchOrder } }),
  /**
   * CR 1.8.6, 8.5.19: choose one of some objects (a card to discard, a card found by a search, a
   * target); none when `optional` (an optional effect, or failing to find, CR 1.9.1c). `count` is
   * handed on to the module's `step` (cards moved so far, picks left).
   */
  choose: (seat: Seat, c: { purpose: ChoosePurpose; text: string; options: readonly string[]; optional: boolean; source: string; count?: number; step?: string }): Asking => ({
    seat,
    offer: ASK.choose,
    then: {
      step: ASK.choose,
      purpose: c.purpose,
      text: c.text,
      options: [...c.options],
      optional: c.optional,
      source: c.source,
      ...(c.count === undefined ? {} : { count: c.count }),
      ...(c.step === undefined ? {} : { then: c.step }),
    },
  }),
} as const;

/** The arguments a question carries, read back by its offer and its step. */
export interface QuestionArgs {
  readonly layer?: string;
  /** A payment for an Arcane Barrier (CR 8.3.8): its card. */
  readonly barrier?: string;
  readonly due?: number;
  readonly declared?: readonly string[];
  readonly text?: string;
  readonly effects?: readonly Effect[];
  /** A "you may … ; if you don't, …" declined: what happens instead (Dissipation Shield's "destroy this unless you remove a steam counter", a trap's "unless they pay"). */
  readonly otherwise?: readonly Effect[];
  readonly weapon?: string;
  readonly purpose?: ChoosePurpose;
  readonly options?: readonly string[];
  readonly optional?: boolean;
  readonly source?: string;
  readonly count?: number;
  /** A "choose" question: the module step that takes the answer. */
  readonly then?: string;
}
export const argsOf = (a: Asking): QuestionArgs => a.then as unknown as QuestionArgs;
