import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { DeathChoice } from "../state";
import type { RbWork } from "../work";
import { killTogether, optionalReplacements } from "./cleanup";
import { unitName } from "./names";

/** How each choice reads. */
function words(w: RbWork, seat: Seat, choice: "sett" | "armory"): string {
  if (choice === "sett") return `pay 1 Power, exhaust ${cardDef(w.s.players[seat]!.legend.card).name} and spend its buff to heal it, exhaust it and recall it instead`;
  return "pay 1 fury Power to heal it, exhaust it and recall it instead (Unlicensed Armory)";
}

/**
 * 369–375: a unit would die and its controller may apply a replacement (Sett - The Boss, Unlicensed Armory)
 * — asked of them unit by unit (372: the affected object's controller chooses which applies): one of them,
 * or let it die. `kill`: the kill was waiting for the answer and goes on now (a Kill instruction, 428.1.a.1);
 * otherwise the caller's Cleanup kills them with the choices made (323.3, 461.1).
 */
export function wouldDieStep(w: RbWork, step: QueuedStep): Asking | void {
  const ids = step["units"] as string[];
  const answer = step["answer"] as { objects?: string[]; mode?: string } | undefined;
  if (answer?.mode !== undefined && answer.objects?.[0] !== undefined) {
    const u = w.unit(answer.objects[0]);
    if (u !== undefined) u.deathChoice = answer.mode as DeathChoice;
  }
  for (const id of ids) {
    const u = w.unit(id);
    if (u === undefined || u.deathChoice !== "pending") continue;
    const options = optionalReplacements(w.s, u);
    // What it could pay for may be gone by now: it dies.
    if (options.length === 0) {
      u.deathChoice = "die";
      continue;
    }
    const name = unitName(w.s, u.id);
    const choices = [
      ...options.map((o) => ({ id: `would-die:${u.id}:${o}`, label: `${name} would die: ${words(w, u.controller, o)}`, kind: "choose", rule: "riftbound:370.1.a", object: u.id, payload: { ...payload.target(u.id), mode: o } })),
      { id: `would-die:${u.id}:die`, label: `${name} would die: let it die`, kind: "choose", rule: "riftbound:369", object: u.id, payload: { ...payload.target(u.id), mode: "die" } },
    ];
    const { answer: _answer, ...rest } = step;
    return { seat: u.controller, offer: "would-die", choices, then: rest };
  }
  if (step["kill"] !== true) return;
  const units = w.s.units.filter((u) => ids.includes(u.id));
  if (units.length > 0) killTogether(w, units, step["instruction"] === true);
}
