import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../data/cards";
import { other, type GameEvent, type ResponseWindow } from "../state";
import { abilityAt, playedAbility } from "../values";
import { nameOf, type UfsWork } from "../work";
import { anyResponse, responses } from "./abilities";
import { answerInWindow, answerOf, ask, choice, offer, seatOf } from "./asking";
import { executeEffects, type Resolving } from "./effects";
import { playAbility } from "./play";

/** H.2.3: response windows, opened at game events; H.3.3.4: cancelling an ability just played. */

const windows = (w: UfsWork) => w.own<ResponseWindow[]>("windows");
const PASS = choice({ id: "pass", label: "Pass", kind: "pass", rule: "ufs:H.2.3.2.4.2", payload: { kind: "pass" } });

/** While a window is open and nothing is queued: whom it asks, or the step that moves it on. */
export function windowIdle(w: UfsWork, win: ResponseWindow): Asking | null {
  // H.2.3.2.4.3: the window closes when both players pass in succession.
  if (win.passes >= 2) {
    w.next({ step: "responses/close" });
    return null;
  }
  const choices = responses(w.s, win.priority, win);
  if (choices.length > 0) return ask(win.priority, "response", { step: "responses/respond" }, [...choices, PASS]);
  w.next({ step: "responses/pass" });
  return null;
}

/** H.2.3.2.1: a response window may open at each game event (only worth opening when someone can respond). */
function gameEvent(w: UfsWork): void {
  const event = w.own<GameEvent[]>("gameEvents").shift()!;
  if (!anyResponse(w.s, event)) return;
  windows(w).push({ event, priority: w.s.activePlayer, passes: 0, used: [] });
  w.log("A response window opens", "H.2.3.2.1");
}

/** H.2.3.2.4.1: a response played, or a pass; priority goes to the other player. */
function respond(w: UfsWork, step: QueuedStep): void {
  const seat = seatOf(step);
  const list = windows(w);
  const win = list[list.length - 1]!;
  const answer = answerInWindow(win, seat, answerOf(step));
  if (answer === null) return;
  // I.3.10.2.2: one reversal per window.
  if (abilityAt(w.s.players[seat]!, answer.obj, answer.index).keyword === "Reversal") win.used.push("reversal");
  playAbility(w, seat, "response", answer.obj, answer.index, answer.x);
}

/** H.3.3.4: the ability's opponent cancels it by completing its instructions, or lets it resolve: the ability as it resolves, played by `owner`. */
interface Cancellable extends Omit<Resolving, "seat"> {
  readonly owner: number;
}

function cancelAnswer(w: UfsWork, step: QueuedStep): Asking | void {
  const seat = seatOf(step);
  const c = step as unknown as Cancellable;
  const cancel = playedAbility(w.s.players[c.owner]!, c.source, c.sourceCard, c.ability).cancel!;
  if (answerOf(step).kind === "cancel") {
    // H.3.3.4.2: completing the instructions is a cost; H.3.3.4.4 the cancellation is neither cost nor effect.
    w.discardMomentum(seat, cancel.momentum);
    w.log(`${w.name(seat)} discards ${cancel.momentum} momentum and cancels ${nameOf(c.sourceCard)}'s ability`, "H.3.3.4");
    // H.3.3.4.1: "… to cancel this ability and destroy this card" (K.4.1: from the staging area).
    if (cancel.destroy && w.s.players[c.owner]!.staging.some((x) => x.id === c.source)) {
      w.moveTo(c.owner, c.source, "discard");
      w.log(`${nameOf(c.sourceCard)} is destroyed`, "H.3.3.4.1");
    }
    return;
  }
  w.log(`${w.name(seat)} lets the ability resolve`, "H.3.3.4");
  return executeEffects(w, { seat: c.owner, source: c.source, sourceCard: c.sourceCard, ability: c.ability, paid: c.paid, cardObj: c.cardObj, bonus: c.bonus });
}

export const responseSteps = {
  "responses/event": gameEvent,
  "responses/close": (w: UfsWork) => void windows(w).pop(),
  /** A player without a valid response passes. */
  "responses/pass": (w: UfsWork) => {
    const list = windows(w);
    const win = list[list.length - 1]!;
    win.passes++;
    win.priority = other(win.priority);
  },
  "responses/respond": respond,
  "responses/cancel": cancelAnswer,
};

export const responseOffers = {
  response: offer((s, asking) => {
    const win = s.windows[s.windows.length - 1];
    return win === undefined ? [] : [...responses(s, asking.seat, win), PASS];
  }),
  cancel: offer((s, asking) => {
    const c = asking.then as unknown as Cancellable;
    const a = playedAbility(s.players[c.owner]!, c.source, c.sourceCard, c.ability);
    const n = a.cancel!.momentum;
    return [
      choice({ id: "cancel", label: `Discard ${n} momentum to cancel ${cardDef(c.sourceCard).name}'s ability${a.cancel!.destroy ? " and destroy it" : ""}`, kind: "choose", rule: "ufs:H.3.3.4", payload: { kind: "cancel" } }),
      choice({ id: "allow", label: "Let the ability resolve", kind: "pass", rule: "ufs:H.3.3.4", payload: { kind: "pass" } }),
    ];
  }),
};
