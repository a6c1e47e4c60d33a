import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import type { RbWork } from "../work";
import { draw } from "./draw";
import { unitName } from "./names";

/**
 * "Spend a buff to draw N" (702.2.b: a buff removed from a unit its player controls, 702.2.b.2; a
 * cost within the instruction, 355.10.c.1): the player picks which buffed unit as it resolves — a
 * forced choice is made for them; with no buffed unit nothing is spent and nothing drawn.
 */
export function spendBuffStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const spend = (id: string) => {
    const u = w.unit(id)!;
    u.buffed = false;
    w.prop(u.id, "buffed", false);
    w.log(`${source}: ${w.name(seat)} spends ${w.cardName(u.card)}'s buff`, "702.2.b");
    draw(w, seat, step["draw"] as number);
  };
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) return spend(answer.objects[0]);
  const buffed = w.s.units.filter((u) => u.controller === seat && u.buffed);
  if (buffed.length === 0) return void w.log(`${source}: ${w.name(seat)} has no buff to spend`, "702.2.b.1");
  if (buffed.length === 1) return spend(buffed[0]!.id);
  const choices = buffed.map((u) => ({ id: `spend:${u.id}`, label: `Spend the buff of ${unitName(w.s, u.id)}`, kind: "choose", rule: "riftbound:702.2.b", object: u.id, payload: payload.target(u.id) }));
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "spend-buff", choices, then: rest };
}
