import { err, ok, seatLabel, type Decision, type Result, type Seat, type Status, type Step } from "@tablecast/engine";
import { flowRules, type Asking, type Flow, type QueuedStep } from "@tablecast/engine/kit";
import { attackBecomesLink, attackStep, closeStep, damageStep, declareDefenders, defendStep, reactionStep, resolutionStep } from "./rules/chain";
import { chosen } from "./rules/choices";
import { legalChoices, type FabChoice, type FabPayload } from "./rules/decisions";
import { endGame, gameStateCheck, runEffects } from "./rules/effects";
import type { Effect } from "./cards";
import type { FabEvent } from "./events";
import { activateAbility, activateWeapon, pitch, pitchFor, pitchForBarrier, playCard, resolveLayer } from "./rules/play";
import { announce, givePriority, pass, STEP, TRIGGERS } from "./rules/priority";
import { ACT, ask, ASK, type QuestionArgs } from "./rules/questions";
import { isStalemate, STALEMATE_DEEP_EVERY } from "./rules/stalemate";
import { other, type FabState, type Layer } from "./state";
import { FabWork } from "./work";
import { beginActionPhase, beginEndPhase, chooseFirst, finishEndPhase, pitchToBottom, startOfGame } from "./rules/turn";

/**
 * FaB on the kernel's one loop: a question is priority (CR 1.11) or one of questions.ts (a
 * payment, defenders, a "you may"…); its answer resumes the step the question names, and what
 * follows all players passing (resolving a layer, the next combat step, the end phase) are steps
 * of the flow too. A step that asks leaves what it still had to do queued behind the answer.
 */
type FabStep = Step<FabState, FabEvent>;

/** A step that may end with a question (FabWork.ask): the loop waits on it. */
type Run = (t: FabWork, step: QueuedStep) => void;
const asking =
  (run: Run) =>
  (t: FabWork, step: QueuedStep): Asking | void => {
    run(t, step);
    return t.question();
  };
/** The step taking an answer: the payload, who answered and what the question carried. */
const answering = (run: (t: FabWork, seat: Seat, d: FabPayload, q: QuestionArgs) => void) =>
  asking((t, step) => run(t, step["by"] as Seat, step["answer"] as unknown as FabPayload, step as unknown as QuestionArgs));

const STEPS: { readonly [step: string]: Run } = {
  [STEP.resolve]: resolveTop,
  [STEP.attack]: attackStep,
  [STEP.defend]: defendStep,
  [STEP.reaction]: reactionStep,
  [STEP.damage]: damageStep,
  [STEP.resolution]: resolutionStep,
  [STEP.close]: closeStep,
  [STEP.endPhase]: beginEndPhase,
  [STEP.attackLink]: attackBecomesLink,
  [STEP.actionPhase]: beginActionPhase,
  [STEP.turnPriority]: (t) => givePriority(t, t.s.turnPlayer),
  [STEP.choosesFirst]: (t, step) => t.ask(ask.firstPlayer(step["seat"] as Seat)),
  [STEP.startOfGame]: (t, step) => startOfGame(t, step["from"] as number),
  [STEP.effects]: (t, step) => {
    const q = step as unknown as { seat: Seat; effects: Effect[]; weapon?: string; source: string };
    runEffects(t, q.seat, q.effects, q.weapon, q.source);
  },
};

/** The answers, one step per question (questions.ts). */
const ANSWERS: { readonly [step: string]: (t: FabWork, seat: Seat, d: FabPayload, q: QuestionArgs) => void } = {
  [ACT]: act,
  [ASK.firstPlayer]: (t, seat, d) => chooseFirst(t, d.kind === "first" && d.me ? seat : other(seat)),
  [ASK.pay]: (t, seat, d, q) =>
    q.barrier !== undefined
      ? pitchForBarrier(t, seat, (d as { obj: string }).obj, q.barrier, q.due!)
      : q.effects !== undefined
        ? pitchFor(t, seat, (d as { obj: string }).obj, q.due!, q.effects, q.source!)
        : pitch(t, seat, (d as { obj: string }).obj, q.layer!, q.due!),
  [ASK.defend]: (t, seat, d, q) => {
    if (d.kind === "defend") t.ask(ask.defend(seat, [...q.declared!, d.obj]));
    else declareDefenders(t, seat, q.declared!);
  },
  [ASK.arsenal]: (t, seat, d) => {
    if (d.kind === "arsenal") {
      // CR 4.4.3b: face-down into the empty arsenal.
      t.put(seat, t.take(seat, "hand", d.obj), "arsenal");
      t.log(`${t.name(seat)} puts a card into arsenal`, "4.4.3b");
    }
    finishEndPhase(t);
  },
  [ASK.may]: (t, seat, d, q) => {
    if (d.kind === "may" && d.yes) runEffects(t, seat, q.effects!, q.weapon, q.source);
    else {
      t.log(`${t.name(seat)} declines`, "1.8.3");
      // "… otherwise …", "… unless they pay": declining, that happens.
      if (q.otherwise !== undefined) runEffects(t, seat, q.otherwise, q.weapon, q.source);
    }
  },
  [ASK.pitchOrder]: (t, seat, d) => {
    pitchToBottom(t, seat, (d as { obj: string }).obj);
    finishEndPhase(t);
  },
  [ASK.choose]: (t, seat, d, q) => chosen(t, seat, q, (d as { option: string | null }).option),
};

const offer = (s: FabState, a: Asking): readonly FabChoice[] => legalChoices(s, a);

export const FLOW: Flow<FabState, FabWork> = {
  steps: {
    ...Object.fromEntries(Object.entries(STEPS).map(([name, run]) => [name, asking(run)])),
    ...Object.fromEntries(Object.entries(ANSWERS).map(([name, run]) => [name, answering(run)])),
  },
  offers: Object.fromEntries(Object.values(ASK).map((o) => [o, offer])),
  ended: (s) => s.ended,
  // CR 1.10.2a: with nothing queued the game is about to reach a priority state, where a hero at 0 life loses.
  check: (t) => {
    if (t.s.queue.length === 0) gameStateCheck(t);
  },
  triggers: TRIGGERS,
  idle(t) {
    const holder = t.s.priorityHolder;
    if (holder === null) throw new Error("fab: nobody to ask and nothing queued");
    return ask.priority(holder);
  },
  asked: (t, a) => announce(t, a),
};

/** CR 5.3: the top layer resolves, then the turn-player gets priority (once a question it asked is answered). */
function resolveTop(t: FabWork, step: QueuedStep): void {
  const s = t.s;
  const top = s.stack.find((l) => l.id === step["layer"]);
  if (top === undefined) throw new Error(`fab: no layer ${String(step["layer"])} to resolve`);
  resolveLayer(t, top as Layer);
  if (s.ended !== null) return;
  if (t.asked) t.later({ step: STEP.turnPriority });
  else givePriority(t, s.turnPlayer);
}

/** A priority decision: play, activate, attack or pass (CR 1.11, 5.1, 5.2). */
function act(t: FabWork, seat: Seat, d: FabPayload): void {
  switch (d.kind) {
    case "play":
      return playCard(t, seat, d.obj, d.variant ?? undefined, d.target);
    case "activate":
      return activateAbility(t, seat, d.source, d.index, d.target, d.targets?.split("+"));
    case "attack":
      return activateWeapon(t, seat, d.weapon);
    case "pass":
      return pass(t, seat);
    default:
      throw new Error(`fab: ${d.kind} is not a priority decision`);
  }
}

const rules = flowRules<FabState, FabEvent, FabWork>(FLOW, (s: FabState) => new FabWork(s), {
  rules: "fab",
  errors: {
    gameOver: () => ({ code: "decision/game-over", message: "the game is over", rule: "fab:4.5.1" }),
    notYourTurn: (seat, s) => ({
      code: "decision/not-your-priority",
      message: `${seatLabel(seat)} has no decision to make now`,
      ...(s.asking === null || s.asking.offer === ASK.priority ? { rule: "fab:1.11.2" } : {}),
    }),
    illegal: (id) => ({ code: "decision/not-legal", message: `"${id}" is not a legal decision now`, rule: "fab:1.11.2" }),
  },
});

/** Legal decisions, worked out once per question (the bot and apply share them). */
export const decisions: (s: FabState, seat: Seat) => readonly Decision[] = rules.decisions;

/** Runs a fresh working copy to its first question (the end of setup, a scenario's board). */
export const startFlow: (t: FabWork) => void = rules.start;

/** One decision, without the stalemate check (which explores with this): the kit's apply. CR 1.11.2: only the seat with a decision may act. */
const applyDecision: (s: FabState, seat: Seat, id: string) => Result<FabStep> = rules.apply;

/** Applying a decision, then CR 4.5.4d: a stalemate is looked for as each turn begins. */
export function apply(s: FabState, seat: Seat, id: string): Result<FabStep> {
  const step = applyDecision(s, seat, id);
  if (!step.ok) return step;
  const next = step.value.state;
  // The rule names no moment: once a whole turn has passed without a life change (none can
  // follow in a stalemate).
  const quiet = next.turn - next.lifeChangedTurn - 1;
  if (next.ended === null && next.turn !== s.turn && quiet > 0 && isStalemate(next, applyDecision, decisions, quiet % STALEMATE_DEEP_EVERY === 0)) {
    const t = new FabWork(next);
    endGame(t, [], "stalemate: no player can advance the game toward its end", "4.5.4d");
    finish(t);
    return ok({ state: t.state, events: [...step.value.events, ...t.events] });
  }
  return step;
}

/** An ended game asks nothing (the loop's rule, for endings outside it). */
function finish(t: FabWork): void {
  t.set("asking", null);
  t.set("queue", []);
}

export const status: (s: FabState) => Status = rules.status;

/** Ends the game as the rules say (CR 4.5) for a conceding seat (4.5.3c). */
export function concede(s: FabState, seat: Seat): Result<FabStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "fab:4.5.1");
  const t = new FabWork(s);
  endGame(t, [other(seat)], `${s.players[seat]!.name} conceded`, "4.5.3c");
  finish(t);
  return ok({ state: t.state, events: t.events });
}
