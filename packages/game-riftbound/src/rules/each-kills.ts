import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { RbWork } from "../work";
import { killTogether } from "./cleanup";
import { unitName } from "./names";
import { gearLeft } from "./triggers";

/**
 * "Each player kills one of their units" (Cull the Weak) / "… one of their gear" (Acceptable Losses):
 * not targets (355.10), chosen as it resolves by each player in turn, starting with its controller —
 * a forced choice is made for them, none without any; then all die together (428).
 */
export function eachKillsStep(w: RbWork, step: QueuedStep): Asking | void {
  if (step["what"] === "return") return eachReturnsStep(w, step);
  const what = step["what"] as "unit" | "gear";
  const source = step["source"] as string;
  const seats = [...(step["seats"] as Seat[])];
  const chosen = [...(step["chosen"] as string[])];
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) {
    chosen.push(answer.objects[0]);
    seats.shift();
  }
  for (;;) {
    const seat = seats[0];
    if (seat === undefined) return killAll(w, what, chosen, source);
    const own = what === "unit" ? w.s.units.filter((u) => u.controller === seat).map((u) => u.id) : w.s.players[seat]!.gear.map((g) => g.id);
    if (own.length <= 1) {
      if (own.length === 1) chosen.push(own[0]!);
      seats.shift();
      continue;
    }
    const name = (id: string) => (what === "unit" ? unitName(w.s, id) : cardDef(w.s.players[seat]!.gear.find((g) => g.id === id)!.card).name);
    const choices = own.map((id) => ({ id: `kill:${id}`, label: `Kill ${name(id)}`, kind: "choose", rule: "riftbound:428", object: id, payload: payload.target(id) }));
    const { answer: _answer, ...rest } = step;
    return { seat, offer: "each-kills", choices, then: { ...rest, seats, chosen } };
  }
}

function killAll(w: RbWork, what: "unit" | "gear", chosen: readonly string[], source: string): void {
  if (what === "unit") {
    const units = w.s.units.filter((u) => chosen.includes(u.id));
    for (const u of units) w.log(`${source}: ${w.name(u.controller)} kills ${w.cardName(u.card)}`, "428");
    if (units.length > 0) killTogether(w, units, true);
    return;
  }
  for (const seat of [0, 1] as const) {
    const gear = w.s.players[seat]!.gear.filter((g) => chosen.includes(g.id));
    for (const g of gear) w.log(`${source}: ${w.name(seat)} kills ${w.cardName(g.card)}`, "428");
    for (const now of gear.map((g) => w.removeGear(seat, g.id, "trash"))) gearLeft(w, seat, now, true);
  }
}

/**
 * Whirlwind: "Starting with the next player, each player may return a unit to its owner's hand." —
 * each in turn chooses any unit or none, and it returns at once (a token ceases to exist, 183).
 */
function eachReturnsStep(w: RbWork, step: QueuedStep): Asking | void {
  const source = step["source"] as string;
  const seats = [...(step["seats"] as Seat[])];
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects !== undefined) {
    const u = answer.objects[0] === undefined ? undefined : w.unit(answer.objects[0]);
    if (u !== undefined) {
      w.log(`${source}: ${w.name(seats[0]!)} returns ${w.cardName(u.card)} to its owner's hand`, "110");
      w.returnUnitToHand(u);
    }
    seats.shift();
  }
  const seat = seats[0];
  if (seat === undefined || w.s.units.length === 0) return;
  const choices = [
    ...w.s.units.map((u) => ({ id: `return:${u.id}`, label: `Return ${unitName(w.s, u.id)} to its owner's hand`, kind: "choose", rule: "riftbound:110", object: u.id, payload: payload.target(u.id) })),
    { id: "return:none", label: "Return no unit", kind: "choose", rule: "riftbound:355.12", payload: payload.target() },
  ];
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "each-returns", choices, then: { ...rest, seats } };
}
