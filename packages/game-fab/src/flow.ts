import { err, ok, seatLabel, type Decision, type Result, type Seat, type Status, type Step } from "@tablecast/engine";
import { advance, flowRules, type Asking, type Flow, type QueuedStep } from "@tablecast/engine/kit";
import type { Effect } from "./cards";
import { attackBecomesLink, attackStep, closeStep, damageStep, declareDefenders, defendStep, reactionStep, resolutionStep } from "./rules/chain";
import { chosen } from "./rules/choices";
import { isAttackLayer } from "./rules/combat";
import { legalChoices, type FabChoice, type FabPayload } from "./rules/decisions";
import { endGame, runEffects } from "./rules/effects";
import type { FabEvent } from "./events";
import { activateAbility, activateWeapon, pitch, playCard, resolveLayer } from "./rules/play";
import { announce, givePriority, pass, pushTrigger, STEP } from "./rules/priority";
import { isStalemate, STALEMATE_DEEP_EVERY } from "./rules/stalemate";
import { other, type FabState, type Layer, type Pending } from "./state";
import { FabWork } from "./work";
import { beginActionPhase, beginEndPhase, chooseFirst, finishEndPhase, pitchToBottom } from "./rules/turn";

/**
 * FaB on the kernel's one loop: a question is the pending decision (a payment, defenders, a "you
 * may"…) or priority (CR 1.11); its answer resumes the game at DECIDE, and what follows all
 * players passing (resolving a layer, the next combat step, the end phase) are steps of the flow.
 */
type FabStep = Step<FabState, FabEvent>;
const DECIDE = "decide";

/** The question the state waits on: who decides and which offer lists the choices. */
function question(s: FabState): Asking | null {
  const seat = s.pending?.seat ?? s.priorityHolder;
  if (seat === null) return null;
  return { seat, offer: s.pending?.kind ?? "priority", then: { step: DECIDE } };
}

const OFFERS: readonly (Pending["kind"] | "priority")[] = ["priority", "first-player", "pay", "defend", "arsenal", "may", "order-triggers", "pitch-order", "choose"];
const offer = (s: FabState, asking: Asking): readonly FabChoice[] => legalChoices(s, asking.seat);

export const FLOW: Flow<FabState, FabWork> = {
  steps: {
    [DECIDE]: (t, step) => decide(t, step["by"] as Seat, step["answer"] as unknown as FabPayload),
    [STEP.resolve]: resolveTop,
    [STEP.attack]: attackStep,
    [STEP.defend]: defendStep,
    [STEP.reaction]: reactionStep,
    [STEP.damage]: damageStep,
    [STEP.resolution]: resolutionStep,
    [STEP.close]: closeStep,
    [STEP.endPhase]: beginEndPhase,
  },
  offers: Object.fromEntries(OFFERS.map((o) => [o, offer])),
  ended: (s) => s.ended,
  idle(t) {
    const asking = question(t.s);
    if (asking === null) throw new Error("fab: nobody to ask and nothing queued");
    return asking;
  },
  asked: (t) => announce(t),
};

/** CR 5.3: the top layer resolves, then the turn-player gets priority (4.2.2). */
function resolveTop(t: FabWork, step: QueuedStep): void {
  const s = t.s;
  const top = s.stack.find((l) => l.id === step["layer"]);
  if (top === undefined) throw new Error(`fab: no layer ${String(step["layer"])} to resolve`);
  resolveLayer(t, top as Layer);
  if (s.ended === null && s.pending === null) givePriority(t, s.turnPlayer);
}

/** The answer to a question: each kind of decision goes to its rule area. */
function decide(t: FabWork, seat: Seat, d: FabPayload): void {
  switch (d.kind) {
    case "first":
      return chooseFirst(t, d.me ? seat : other(seat));
    case "pitch":
      return pitch(t, seat, d.obj);
    case "defend":
      t.s.pending = { kind: "defend", seat, declared: [...(t.s.pending as { declared: string[] }).declared, d.obj] };
      return;
    case "done":
      return declareDefenders(t, seat);
    case "arsenal": {
      // CR 4.4.3b: face-down into the empty arsenal.
      const card = t.take(seat, "hand", d.obj);
      t.put(seat, card, "arsenal");
      t.log(`${t.name(seat)} puts a card into arsenal`, "4.4.3b");
      t.s.pending = null;
      return finishEndPhase(t);
    }
    case "skip":
      t.s.pending = null;
      return finishEndPhase(t);
    case "may": {
      const pending = t.s.pending as { kind: "may"; effects: Effect[]; weapon?: string };
      t.s.pending = null;
      if (d.yes) runEffects(t, seat, pending.effects, pending.weapon);
      else t.log(`${t.name(seat)} declines`, "1.8.3");
      return afterChoice(t);
    }
    case "choose":
      chosen(t, seat, d.option);
      return afterChoice(t);
    case "trigger": {
      const next = (t.s.pending as { next: Seat }).next;
      t.s.pending = null;
      pushTrigger(t, d.layer);
      return givePriority(t, next);
    }
    case "bottom":
      pitchToBottom(t, seat, d.obj);
      t.s.pending = null;
      return finishEndPhase(t);
    case "play":
      return playCard(t, seat, d.obj, d.variant ?? undefined);
    case "activate":
      return activateAbility(t, seat, d.source, d.index);
    case "attack":
      return activateWeapon(t, seat, d.weapon);
    case "pass":
      return pass(t, seat);
  }
}

/** A layer's resolution finished with a player's choice: go on where the game was (CR 5.3, 4.2.2). */
function afterChoice(t: FabWork): void {
  const s = t.s;
  if (s.ended !== null || s.pending !== null) return;
  if (s.phase === "start") return beginActionPhase(t);
  // A choice made while an attack resolved (CR 7.2.3): the attack now becomes a chain link.
  const top = s.stack[s.stack.length - 1];
  if (s.combatStep === "attack" && top !== undefined && isAttackLayer(top) && !s.chain.some((l) => l.attack.id === top.id)) return attackBecomesLink(t);
  givePriority(t, s.turnPlayer);
}

const rules = flowRules<FabState, FabEvent, FabWork>(FLOW, (s: FabState) => new FabWork(s), {
  rules: "fab",
  errors: {
    gameOver: () => ({ code: "decision/game-over", message: "the game is over", rule: "fab:4.5.1" }),
    illegal: (id) => ({ code: "decision/not-legal", message: `"${id}" is not a legal decision now`, rule: "fab:1.11.2" }),
  },
});

/** Legal decisions, worked out once per question (the bot and apply share them). */
const decisionsOf = new WeakMap<Asking, readonly Decision[]>();
/** The choices behind a question's decisions, kept for apply (a short list: found by id without a map). */
const choicesOfAsking = new WeakMap<Asking, readonly FabChoice[]>();
export function decisions(s: FabState, seat: Seat): readonly Decision[] {
  const asking = s.asking;
  if (asking === null || asking.seat !== seat) return [];
  let list = decisionsOf.get(asking);
  if (list === undefined) {
    const choices = legalChoices(s, seat);
    choicesOfAsking.set(asking, choices);
    list = choices.map(asDecision);
    decisionsOf.set(asking, list);
  }
  return list;
}
function asDecision(c: FabChoice): Decision {
  const d: { -readonly [K in keyof Decision]: Decision[K] } = { id: c.id, label: c.label };
  if (c.kind !== undefined) d.kind = c.kind;
  if (c.rule !== undefined) d.rule = c.rule;
  if (c.object !== undefined) d.object = c.object;
  return d;
}

/** Runs a fresh working copy to its first question (the end of setup, a scenario's board). */
export const startFlow: (t: FabWork) => void = rules.start;

/** One decision, without the stalemate check (which explores with this). CR 1.11.2: only the seat with a decision may act. */
function applyDecision(s: FabState, seat: Seat, id: string): Result<FabStep> {
  if (s.ended === null && decisions(s, seat).length === 0) {
    const rule = s.pending === null ? "fab:1.11.2" : undefined;
    return err("decision/not-your-priority", `${seatLabel(seat)} has no decision to make now`, rule);
  }
  const picked = s.ended === null && s.asking !== null ? choicesOfAsking.get(s.asking)?.find((c) => c.id === id) : undefined;
  if (picked === undefined) {
    // Not a legal decision: the kit's refusal, in FaB's words (flowRules' errors).
    const chosen = rules.choice(s, seat, id);
    if (!chosen.ok) return chosen;
    throw new Error(`fab: decision ${id} is legal but was not offered`);
  }
  // The answer resumes the question's step (always DECIDE), then the loop runs: the kit's
  // apply, without queueing the one step only to take it off again.
  const w = new FabWork(s);
  w.set("asking", null);
  decide(w, seat, picked.payload as FabPayload);
  advance(w, FLOW);
  return ok({ state: w.state, events: w.events });
}

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
