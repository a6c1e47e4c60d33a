import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { wardenAgainst } from "../values";
import type { RbWork } from "../work";
import { channel, draw } from "./draw";
import { unitName } from "./names";
import { buffedFriendly, readiedFriendly } from "./triggers";

/** What spending one buff gets (702.2.b): draw N; buff and ready the ability's own unit (Wildclaw Shaman); channel 1 rune exhausted (Albus Ferros). */
function afterSpending(w: RbWork, step: QueuedStep, seat: Seat, source: string): void {
  const n = step["draw"] as number;
  if (n > 0) draw(w, seat, n);
  const me = step["me"] === undefined ? undefined : w.unit(step["me"] as string);
  if (me !== undefined) {
    if (w.addBuff(me)) {
      w.log(`${source}: ${w.cardName(me.card)} is buffed`, "701");
      if (me.controller === seat) buffedFriendly(w, seat, me.id);
    }
    // Mageseeker Warden: abilities can't ready its enemies' units (359.3.e.6).
    if (me.exhausted && wardenAgainst(w.s, me.controller)) w.log(`${source}: ${w.cardName(me.card)} can't be readied while an enemy Mageseeker Warden is at a battlefield`, "359.3.e.6");
    else if (me.exhausted) {
      w.setExhausted(me, false);
      w.log(`${source}: ${w.cardName(me.card)} is readied`, "414.5");
      if (me.controller === seat) readiedFriendly(w, seat, me.id);
    }
  }
  if (step["channel"] === true) channel(w, seat, 1, true);
}

/**
 * "Spend a buff to draw N" (702.2.b: a buff removed from a unit its player controls, 702.2.b.2; a
 * cost within the instruction, 355.10.c.1): the player picks which buffed unit as it resolves — a
 * forced choice is made for them; with no buffed unit nothing is spent and nothing gained.
 * `anyNumber` (Albus Ferros: "spend any number of buffs. For each buff spent, …"): asked again after
 * each buff, stopping being a choice.
 */
export function spendBuffStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const anyNumber = step["anyNumber"] === true;
  const { answer: _answer, ...rest } = step;
  const spend = (id: string) => {
    const u = w.unit(id)!;
    w.spendBuff(u);
    w.log(`${source}: ${w.name(seat)} spends ${w.cardName(u.card)}'s buff`, "702.2.b");
    afterSpending(w, step, seat, source);
    if (anyNumber) w.next(rest);
  };
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects !== undefined) return answer.objects[0] === undefined ? void w.log(`${source}: ${w.name(seat)} spends no more buffs`, "702.2.b") : spend(answer.objects[0]);
  const buffed = w.s.units.filter((u) => u.controller === seat && u.buffed);
  if (buffed.length === 0) return void w.log(`${source}: ${w.name(seat)} has no buff to spend`, "702.2.b.1");
  if (buffed.length === 1 && !anyNumber) return spend(buffed[0]!.id);
  const choices = buffed.map((u) => ({ id: `spend:${u.id}`, label: `Spend the buff of ${unitName(w.s, u.id)}`, kind: "choose", rule: "riftbound:702.2.b", object: u.id, payload: payload.target(u.id) }));
  if (anyNumber) choices.push({ id: "spend:none", label: "Spend no more buffs", kind: "choose", rule: "riftbound:702.2.b", payload: payload.target() } as (typeof choices)[number]);
  return { seat, offer: "spend-buff", choices, then: rest };
}
