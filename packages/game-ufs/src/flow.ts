import { invariant, ok, type Result, type Seat, type Step } from "@tablecast/engine";
import { flowRules, type Flow } from "@tablecast/engine/kit";
import type { UfsEvent } from "./events";
import { attackIdle, attackOffers, attackSteps } from "./rules/attack";
import { checkOffers, checkSteps } from "./rules/checks";
import { effectOffers, effectSteps } from "./rules/effects";
import { playSteps } from "./rules/play";
import { responseOffers, responseSteps, windowIdle } from "./rules/responses";
import { startOffers, startSteps } from "./rules/start";
import { combatIdle, turnOffers, turnSteps } from "./rules/turn";
import type { AwaitingKind, UfsState } from "./state";
import { UfsWork } from "./work";

const P = (seat: Seat) => `P${seat + 1}`;

/** What the table shows while it waits (the prompt of each kind of question). */
const PROMPTS: Record<AwaitingKind, string> = {
  character: "to choose a starting character",
  "first-player": "to choose who goes first",
  mulligan: "to keep their hand or take a mulligan",
  review: "to review a card",
  forms: "to play a form",
  enhance: "to enhance or pass",
  block: "to block",
  response: "to respond or pass",
  "check-commit": "to commit cards to pass the check",
  stun: "to commit foundations (Stun)",
  clear: "to add an attack to momentum or discard it",
  gauge: "to search for a character (Gauge)",
  cancel: "to decide whether to cancel an ability",
  destroy: "to destroy foundations",
};

/**
 * UFS on the kit's one loop: the rule areas' steps and offers, and what happens when nothing is
 * queued — a game event may open a response window (H.2.3.2.1), an open window or attack sequence
 * asks for priority, the Combat Phase asks for forms, the End Phase clears the card pools.
 */
const NOBODY: UfsEvent = { type: "prompt", seat: null, kind: "none", text: "" };

export const FLOW: Flow<UfsState, UfsWork> = {
  steps: { ...startSteps, ...turnSteps, ...playSteps, ...checkSteps, ...effectSteps, ...attackSteps, ...responseSteps },
  offers: { ...startOffers, ...turnOffers, ...checkOffers, ...effectOffers, ...attackOffers, ...responseOffers },
  ended: (s) => s.ended,
  idle(w) {
    const s = w.s;
    if (s.gameEvents.length > 0) {
      w.next({ step: "responses/event" });
      return null;
    }
    const win = s.windows[s.windows.length - 1];
    if (win !== undefined) return windowIdle(w, win);
    if (s.sequence !== null) return attackIdle(w, s.sequence);
    if (s.phase === "combat") return combatIdle(w);
    invariant(s.phase === "end", `ufs: nothing to do in phase ${s.phase}`);
    w.next({ step: "turn/clear-one" });
    return null;
  },
  asked(w, asking) {
    w.emit({ type: "prompt", seat: asking.seat, kind: asking.offer, text: `waiting for ${P(asking.seat)} ${PROMPTS[asking.offer as AwaitingKind]}` });
  },
  // Whom the table waits for once the game has ended: nobody.
  finished: (w) => w.emit(NOBODY),
};

const kit = flowRules<UfsState, UfsEvent, UfsWork>(FLOW, (s) => new UfsWork(s), { rules: "ufs" });


export const rules = {
  status: kit.status,
  decisions: kit.decisions,
  apply: kit.apply,
  /** Runs a new game's working copy to its first question. */
  start(w: UfsWork): void {
    kit.start(w);
  },
  /** The seat leaves the game: the rules are silent on conceding (see README); the opponent wins. */
  concede(s: UfsState, seat: Seat): Result<Step<UfsState, UfsEvent>> {
    const status = kit.status(s);
    if (status.kind === "ended") return kit.apply(s, seat, "");
    const w = new UfsWork(s);
    w.end([seat === 0 ? 1 : 0], `${w.name(seat)} concedes`, "A.1");
    w.set("asking", null);
    w.set("queue", []);
    w.emit(NOBODY);
    return ok({ state: w.state, events: w.events });
  },
};
