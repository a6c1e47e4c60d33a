import type { Seat } from "@tablecast/engine";
import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../data/cards";
import type { PlayInProgress } from "../state";
import { committableForCheck, stagingName } from "../values";
import { nameOf, type UfsWork } from "../work";
import { answerOf, ask, choice, offer, seatOf } from "./asking";

/** E.3.5.2: the check being covered by committing cards, carried by the question. */
interface Covering {
  readonly needed: number;
  readonly started: boolean;
  readonly check: { readonly obj: string; readonly control: number; readonly final: number; readonly difficulty: number };
}
const coveringOf = (step: QueuedStep): Covering => step as unknown as Covering;

/**
 * E.3.1–E.3.2: a control check discards the top card of the deck (seen by both players); its
 * control value is the starting value, modified by "next control check" bonuses into the final value.
 */
function controlCheck(w: UfsWork, seat: Seat): { obj: string; card: string; start: number; final: number } {
  const p = w.player(seat);
  const top = p.deck[0];
  if (top === undefined) throw new Error("ufs: control check with an empty deck (E.2.2 should have cycled it)");
  w.moveTo(seat, top.id, "discard");
  const start = cardDef(top.card).control;
  const final = start + p.checkBonus;
  if (p.checkBonus !== 0) w.log(`${p.name}'s control check gets +${p.checkBonus}`, "J.3.2.1.3");
  p.checkBonus = 0;
  return { obj: top.id, card: top.card, start, final };
}

const inDiscard = (w: UfsWork, seat: Seat, obj: string): boolean => w.s.players[seat]!.discard.some((c) => c.id === obj);

/** E.4.8 / E.4.9 through E.3: make each control check; a shortfall may be covered by committing cards (E.3.5.2). */
function runChecks(w: UfsWork): Asking | void {
  const play = w.own<PlayInProgress>("play");
  while (play.checks.length > 0) {
    const difficulty = play.checks[0]!;
    const { obj, card, start, final } = controlCheck(w, play.seat);
    const needed = difficulty - final;
    const canCover = needed > 0 && committableForCheck(w.s.players[play.seat]!).length >= needed;
    // E.3.3: an effect re-checks this check; E.3.3.1 never a check that is itself a re-check.
    const p = w.player(play.seat);
    const recheck = p.recheck && !play.rechecking && needed > 0;
    if (!play.rechecking) p.recheck = false;
    const result = needed <= 0 ? "pass" : recheck ? "rechecked" : canCover ? "short" : "fail";
    w.prop(obj, "check", { turn: w.s.turn, control: start, final, difficulty, committed: 0, result });
    w.cycleIfEmpty(play.seat); // E.2.2
    if (w.s.ended !== null) return;
    const shown = final === start ? `${start}` : `${start}, final ${final}`;
    const who = w.name(play.seat);
    if (recheck) {
      w.log(`${who} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: below it, and re-checks`, "E.3.3");
      play.rechecking = true;
      continue;
    }
    play.rechecking = false;
    if (needed <= 0) {
      w.log(`${who} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: passes`, "E.3.5.1");
      play.checks.shift();
      continue;
    }
    if (canCover) {
      w.log(`${who} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: ${needed} short`, "E.3.5.2");
      return ask(play.seat, "check-commit", { step: "checks/commit", needed, started: false, check: { obj, control: start, final, difficulty } });
    }
    w.log(`${who} checks ${nameOf(card)} (control ${shown}) against difficulty ${difficulty}: fails`, "E.3.5.2.2");
    w.next({ step: "play/fail" });
    return;
  }
  w.next({ step: "play/complete" });
}

/** E.3.5.2.3: one more card committed to the check, or (before any) the player lets it fail (E.3.5.2.2). */
function commitToCheck(w: UfsWork, step: QueuedStep): Asking | void {
  const seat = seatOf(step);
  const { needed, check } = coveringOf(step);
  const { obj: checkObj, ...values } = check;
  const answer = answerOf(step);
  if (answer.kind !== "target") {
    if (inDiscard(w, seat, checkObj)) w.prop(checkObj, "check", { turn: w.s.turn, ...values, committed: 0, result: "fail" });
    w.log(`${w.name(seat)} lets the check fail`, "E.3.5.2.2");
    w.next({ step: "play/fail" });
    return;
  }
  w.commit(seat, answer.objects[0]!);
  if (needed > 1) return ask(seat, "check-commit", { step: "checks/commit", needed: needed - 1, started: true, check });
  if (inDiscard(w, seat, checkObj)) w.prop(checkObj, "check", { turn: w.s.turn, ...values, committed: values.difficulty - values.final, result: "pass" });
  w.log(`${w.name(seat)} commits cards to pass the check`, "E.3.5.2.3");
  w.own<PlayInProgress>("play").checks.shift();
  return runChecks(w);
}

export const checkSteps = {
  "checks/run": runChecks,
  "checks/commit": commitToCheck,
};

export const checkOffers = {
  "check-commit": offer((s, asking) => {
    const p = s.players[asking.seat]!;
    const { needed, started } = coveringOf(asking.then);
    const out = committableForCheck(p).map((id) =>
      choice({ id: `commit:${id}`, label: `Commit ${id === p.character.id ? "your character" : stagingName(p, id)} (${needed} needed)`, kind: "commit", rule: "ufs:E.3.5.2.3.2", object: id, payload: { kind: "target", objects: [id] } }),
    );
    if (!started) out.push(choice({ id: "fail", label: "Let the check fail", kind: "pass", rule: "ufs:E.3.5.2.2", payload: { kind: "pass" } }));
    return out;
  }),
};
