import type { Decision, Status, Step } from "../game";
import { RecentCache } from "../recent";
import { err, invariant, ok, type GameError, type Result } from "../result";
import type { JsonValue, ObjectId, Seat } from "../table-events";
import type { KitState, Work } from "./work";

/**
 * A step of an effect waiting in the state: plain JSON naming its handler (`step`) and its
 * arguments. A step may ask a seat a question; the answer comes back as the `answer` of the step
 * named in the question's `then`, so an effect continues where it stopped (STYLE.md 14).
 */
export interface QueuedStep {
  readonly step: string;
  readonly [arg: string]: JsonValue | undefined;
}

/**
 * What a choice means, typed: checked once, when it is offered, and handed to the step as is (as
 * its `answer`). Plain JSON data with a `kind`; a game's payloads may be a discriminated union.
 */
export type Payload = { readonly kind: string; readonly [field: string]: unknown };

/** The kernel's payload shapes; games add their own kinds. */
export type KitPayload =
  | { readonly kind: "pass" | "yes" | "no" }
  | { readonly kind: "target"; readonly objects: readonly ObjectId[] }
  | { readonly kind: "amount"; readonly n: number }
  | { readonly kind: "order"; readonly items: readonly string[] }
  | { readonly kind: "mode"; readonly mode: string };

export const payload = {
  pass: (): KitPayload => ({ kind: "pass" }),
  yes: (): KitPayload => ({ kind: "yes" }),
  no: (): KitPayload => ({ kind: "no" }),
  target: (...objects: ObjectId[]): KitPayload => ({ kind: "target", objects }),
  amount: (n: number): KitPayload => ({ kind: "amount", n }),
  order: (items: readonly string[]): KitPayload => ({ kind: "order", items: [...items] }),
  mode: (mode: string): KitPayload => ({ kind: "mode", mode }),
} as const;

/** One legal answer: the id the log records, a label for people and its typed meaning. */
export interface Choice<P extends Payload = Payload> {
  readonly id: string;
  readonly label: string;
  readonly payload: P;
  /** A grouping for UIs and bots ("play", "pitch", "pass"…). */
  readonly kind?: string;
  readonly rule?: string;
  /** The table object the choice is about. */
  readonly object?: ObjectId;
}

/** The question the game waits on. */
export interface Asking {
  readonly seat: Seat;
  /**
   * What is asked: the name of an offer (Flow.offers) that computes the choices from the state,
   * so a priority question costs nothing to keep; or fixed `choices` for a mid-effect question.
   */
  readonly offer: string;
  readonly choices?: readonly Choice[];
  /** The step that takes the answer, run with `answer` set to the chosen payload and `by` to the seat that answered. */
  readonly then: QueuedStep;
}

/** How a game ended. */
export interface Ending {
  readonly winners: readonly Seat[];
  readonly reason: string;
  readonly rule?: string;
}

/** Triggered abilities waiting to be put where they resolve (the stack, the chain, a queue). */
export interface Triggers<S extends KitState, W> {
  /** Those waiting, in the order they triggered. */
  waiting(s: S): readonly { readonly id: string; readonly controller: Seat; readonly label: string }[];
  /** Whose are put first when several players' trigger at once (APNAP, FaB CR 7.0.5b-ish, Riftbound 383.3.d). */
  order(s: S): readonly Seat[];
  /** Puts one waiting trigger where it resolves (and stops it waiting). */
  put(w: W, id: string): void;
  /**
   * Whether waiting triggers are put now; absent: at once, before any queued step. FaB puts
   * them only as a player would receive priority (CR 1.10.2d).
   */
  ready?(s: S): boolean;
  /** The offer of the ordering question (default "kit/order-triggers"), for a game's own prompt. */
  readonly offer?: string;
  /** How a choice of the ordering question reads (default "Put <label> first", no rule). */
  choice?(t: { readonly id: string; readonly controller: Seat; readonly label: string }): { readonly label: string; readonly rule?: string };
  /** A player orders any two of their triggers, even ones that read alike (FaB CR 6.6.6b); default: alike ones are put without asking. */
  readonly orderAlike?: boolean;
}

/**
 * A game's flow on the kernel's one loop: its step handlers, how its questions are offered,
 * its state-based checks and ending, its triggers and what happens when nothing is queued.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Flow<S extends KitState, W extends Work<S, any>> {
  readonly steps: { readonly [step: string]: (w: W, step: QueuedStep) => Asking | void };
  readonly offers?: { readonly [offer: string]: (s: S, asking: Asking) => readonly Choice[] };
  /** State-based checks, before every step (deaths, a player at 0 life…); may queue steps. */
  check?(w: W): void;
  /** The game's end, once it has come. */
  ended(s: S): Ending | null;
  readonly triggers?: Triggers<S, W>;
  /** Nothing is queued: who is asked what now (priority), or queue steps (the next phase) and return null. */
  idle(w: W): Asking | null;
  /** Told of every new question (to emit a prompt for the table). */
  asked?(w: W, asking: Asking): void;
  /** Told once when the loop finds the game over (to clear the table's prompt). */
  finished?(w: W, ending: Ending): void;
}

/** The kernel's own step: put the chosen trigger first (the controller orders simultaneous triggers). */
const PUT_TRIGGER = "kit/put-trigger";
const ORDER_TRIGGERS = "kit/order-triggers";
const MAX_STEPS = 100_000;

/** Runs the game forward until a seat must answer or the game has ended: the one loop (STYLE.md 13). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function advance<S extends KitState, W extends Work<S, any>>(w: W, flow: Flow<S, W>): void {
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    flow.check?.(w);
    const ending = flow.ended(w.s);
    if (ending !== null) return finish(w, flow, ending);
    const queue = w.s.queue;
    // A controller's pick among simultaneous triggers goes first, before the rest are looked at.
    if (queue[0]?.step === PUT_TRIGGER) {
      w.set("queue", queue.slice(1));
      flow.triggers!.put(w, (queue[0]["answer"] as { id: string }).id);
      continue;
    }
    const ordering = flow.triggers === undefined ? null : orderTriggers(w, flow.triggers);
    if (ordering === "put") continue;
    if (ordering !== null) return ask(w, flow, ordering);
    if (queue.length > 0) {
      const next = queue[0];
      w.set("queue", queue.slice(1));
      const handler = flow.steps[next!.step];
      // The message is built only when it fails (a template per step would cost on every step).
      if (handler === undefined) invariant(false, `no handler for step ${next!.step}`);
      const asking = handler(w, next!);
      if (asking) return ask(w, flow, asking);
      continue;
    }
    const asking = flow.idle(w);
    if (asking) return ask(w, flow, asking);
    invariant(w.s.queue.length > 0, "nothing queued and nobody asked");
  }
  invariant(false, `the game ran ${MAX_STEPS} steps without a question`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ask<S extends KitState, W extends Work<S, any>>(w: W, flow: Flow<S, W>, asking: Asking): void {
  // A step may end the game and still return a question: an ended game asks nothing.
  const ending = flow.ended(w.s);
  if (ending !== null) return finish(w, flow, ending);
  w.set("asking", asking);
  flow.asked?.(w, asking);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function finish<S extends KitState, W extends Work<S, any>>(w: W, flow: Flow<S, W>, ending: Ending): void {
  w.set("asking", null);
  w.set("queue", []);
  flow.finished?.(w, ending);
}

/**
 * A question whose choices the flow already worked out (to decide whether to ask at all): they
 * are kept for the state's decisions instead of being offered again (its offer must still give
 * the same list: once pushed out of the cache, the choices are offered again).
 */
export function askingWith(asking: Asking, choices: readonly Choice[]): Asking {
  uniqueIds(asking, choices);
  listed.set(asking, choices);
  return asking;
}

/**
 * Simultaneous triggers: each player's go in the flow's order; a player with several different
 * ones chooses which goes first, one at a time (FaB CR 7.0.5c, Riftbound 383.3.d).
 */
function orderTriggers<S extends KitState, W>(w: Work<S>, triggers: Triggers<S, W>): Asking | "put" | null {
  if (triggers.ready !== undefined && !triggers.ready(w.s)) return null;
  const waiting = triggers.waiting(w.s);
  if (waiting.length === 0) return null;
  for (const seat of triggers.order(w.s)) {
    const mine = waiting.filter((t) => t.controller === seat);
    if (mine.length === 0) continue;
    if (mine.length === 1 || (triggers.orderAlike !== true && mine.every((t) => t.label === mine[0]!.label))) {
      triggers.put(w as unknown as W, mine[0]!.id);
      return "put";
    }
    const reads = triggers.choice ?? ((t: { readonly label: string }): { readonly label: string; readonly rule?: string } => ({ label: `Put ${t.label} first` }));
    return {
      seat,
      offer: triggers.offer ?? ORDER_TRIGGERS,
      choices: mine.map((t) => {
        const { label, rule } = reads(t);
        return { id: `trigger:${t.id}`, label, kind: "order", ...(rule === undefined ? {} : { rule }), payload: { kind: "trigger", id: t.id } };
      }),
      then: { step: PUT_TRIGGER },
    };
  }
  invariant(false, "triggers waiting for a seat not in the order");
}

/** How a game's errors read: its rule prefix, the rule on whose turn it is, or errors of its own. */
export interface FlowRulesOptions<S extends KitState = KitState> {
  readonly rules: string;
  /** The rule cited when a seat decides out of turn (FaB priority 1.11.1, Riftbound 312). */
  readonly turnRule?: string;
  /** A game's own wording of the three refusals (codes its clients and tests know). */
  readonly errors?: {
    readonly gameOver?: () => GameError;
    readonly notYourTurn?: (seat: Seat, s: S) => GameError;
    readonly illegal?: (id: string) => GameError;
  };
}

/**
 * The choices of a question, in the order offered: computed once per question while it is one of
 * the last few asked about (see RecentCache; a question is a pure function of its state, so one
 * pushed out is worked out again the same).
 */
const listed = new RecentCache<object, readonly Choice[]>(32);
/** The same by id, for long lists only (a short list is searched in order: cheaper than a map). */
const byId = new RecentCache<object, ReadonlyMap<string, Choice>>(16);
const SHORT_LIST = 16;

function uniqueIds(asking: Asking, list: readonly Choice[]): void {
  if (list.length <= SHORT_LIST) {
    for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (list[i]!.id === list[j]!.id) invariant(false, `offer ${asking.offer} has two choices with one id`);
    return;
  }
  const map = new Map(list.map((c) => [c.id, c]));
  if (map.size !== list.length) invariant(false, `offer ${asking.offer} has two choices with one id`);
  byId.set(asking, map);
}

/** The choices of the current question, in the order offered. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function listOf<S extends KitState>(s: S, offers: Flow<S, any>["offers"]): readonly Choice[] {
  const asking = s.asking;
  if (asking === null) return [];
  let list = listed.get(asking);
  if (list === undefined) {
    list = asking.choices ?? offers?.[asking.offer]?.(s, asking);
    if (list === undefined) invariant(false, `no offer ${asking.offer}`);
    uniqueIds(asking, list);
    listed.set(asking, list);
  }
  return list;
}

/** One choice of the current question by id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function findChoice<S extends KitState>(s: S, offers: Flow<S, any>["offers"], id: string): Choice | undefined {
  const list = listOf(s, offers);
  if (list.length <= SHORT_LIST) {
    for (const c of list) if (c.id === id) return c;
    return undefined;
  }
  let map = byId.get(s.asking!);
  if (map === undefined) {
    map = new Map(list.map((c) => [c.id, c]));
    byId.set(s.asking!, map);
  }
  return map.get(id);
}

/** The choices of the current question by id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function choicesOf<S extends KitState>(s: S, offers: Flow<S, any>["offers"]): ReadonlyMap<string, Choice> {
  const list = listOf(s, offers);
  return s.asking === null ? new Map() : (byId.get(s.asking) ?? new Map(list.map((c) => [c.id, c])));
}

function asDecision(c: Choice): Decision {
  // Assigned one by one (no spreads): a bot game makes hundreds of these.
  const d: { -readonly [K in keyof Decision]: Decision[K] } = { id: c.id, label: c.label };
  if (c.kind !== undefined) d.kind = c.kind;
  if (c.rule !== undefined) d.rule = c.rule;
  if (c.object !== undefined) d.object = c.object;
  return d;
}

/**
 * The Game functions a flow gives: legal decisions (once per state), apply (the answer resumes
 * the question's step, then the loop runs), status. `work` makes the game's working copy.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function flowRules<S extends KitState, E extends { readonly type: string }, W extends Work<S, any>>(
  flow: Flow<S, W>,
  work: (s: S) => W,
  options: FlowRulesOptions<S> = { rules: "" },
) {
  const refuse = (e: GameError): { readonly ok: false; readonly error: GameError } => ({ ok: false, error: e });
  const errors = options.errors ?? {};
  const decisionsOf = new RecentCache<object, readonly Decision[]>(16);
  /** The payload of a decision, or the typed error that it is not one. */
  function choice(s: S, seat: Seat, id: string): Result<Choice> {
    if (flow.ended(s) !== null) return errors.gameOver ? refuse(errors.gameOver()) : err("decision/game-over", "the game has ended");
    if (s.asking === null || s.asking.seat !== seat) {
      if (errors.notYourTurn) return refuse(errors.notYourTurn(seat, s));
      return err("decision/not-your-turn", "another player is to decide now", options.turnRule === undefined ? undefined : `${options.rules}:${options.turnRule}`);
    }
    const picked = findChoice(s, flow.offers, id);
    if (picked === undefined) return errors.illegal ? refuse(errors.illegal(id)) : err("decision/illegal", `"${id}" is not a legal decision now`);
    return ok(picked);
  }
  // Plain functions (no `this`): a game may hand them on as its own.
  return {
    status(s: S): Status {
      const ending = flow.ended(s);
      if (ending !== null) return { kind: "ended", winners: ending.winners, reason: ending.reason, ...(ending.rule === undefined ? {} : { rule: ending.rule }) };
      invariant(s.asking !== null, "a live game waits on a question");
      return { kind: "awaiting", seats: [s.asking.seat] };
    },
    decisions(s: S, seat: Seat): readonly Decision[] {
      if (s.asking === null || s.asking.seat !== seat) return [];
      let list = decisionsOf.get(s.asking);
      if (list === undefined) {
        list = listOf(s, flow.offers).map(asDecision);
        decisionsOf.set(s.asking, list);
      }
      return list;
    },
    /** The payload of a decision, or the typed error that it is not one. */
    choice,
    apply(s: S, seat: Seat, id: string): Result<Step<S, E>> {
      const chosen = choice(s, seat, id);
      if (!chosen.ok) return chosen;
      const w = work(s);
      const then = s.asking!.then;
      w.set("asking", null);
      // The question's step with the answer added, copied member by member: a spread with members
      // added is a slow copy in V8, and this runs for every decision.
      const answer: { [arg: string]: JsonValue | undefined } = {};
      for (const key in then) answer[key] = then[key];
      answer["answer"] = chosen.value.payload as unknown as JsonValue;
      answer["by"] = seat;
      w.set("queue", s.queue.length === 0 ? [answer as QueuedStep] : [answer as QueuedStep, ...s.queue]);
      advance(w, flow);
      return ok({ state: w.state, events: w.events as unknown as readonly E[] });
    },
    /** Runs a fresh working copy to its first question (the end of setup). */
    start(w: W): void {
      advance(w, flow);
    },
  };
}
