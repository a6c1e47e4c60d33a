import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type Choice, type QueuedStep } from "@tablecast/engine/kit";
import { other, type Assignment, type RiftboundState, type Unit } from "../state";
import { keywordsOf, lethalNeeded, unitsAt } from "../values";
import { cardDef } from "../cards";
import type { RbWork } from "../work";
import { askWouldDieFirst, killLethalAt } from "./cleanup";
import { unitName } from "./names";
import { finishAt, sideMight } from "./showdown";

/** 460: combat damage — each side's summed Might (stunned units add nothing, 423.1.b), the Attacker assigns first. */
export function combatDamageStep(w: RbWork): Asking | void {
  const sd = w.s.showdown!;
  const { attacker, defender } = sd.combat!;
  const might = sideMight(w, sd.battlefield, attacker, defender);
  w.emit({ type: "phase", phase: "main", step: "combat damage" });
  w.log(`Combat damage: ${w.name(attacker)} ${might["attacker"]}, ${w.name(defender)} ${might["defender"]}`, "460.2.c");
  w.set("assignment", { battlefield: sd.battlefield, seat: attacker, remaining: might["attacker"]!, assigned: {}, next: { seat: defender, amount: might["defender"]! }, earlier: {} });
  return assignStep(w, { step: "assign" });
}

/**
 * 460.2.c.3–5: lethal damage in full before the next unit, no more than lethal unless none remain;
 * Tank units first (815), Backline last (826). The assigning player chooses the order among the
 * units the restrictions allow; a forced choice is made for them.
 */
export function assignable(s: RiftboundState): Unit[] {
  const a = s.assignment;
  if (a === null) return [];
  const open = unitsAt(s, a.battlefield, other(a.seat)).filter((u) => (a.assigned[u.id] ?? 0) < lethalNeeded(s, u));
  const tanks = open.filter((u) => keywordsOf(s, u).tank === true);
  if (tanks.length > 0) return tanks;
  const front = open.filter((u) => keywordsOf(s, u).backline !== true);
  return front.length > 0 ? front : open;
}

/** The question of 460.2.c: which unit gets lethal damage next. */
export function assignChoices(s: RiftboundState): Choice[] {
  const a = s.assignment!;
  return assignable(s).map((u) => ({
    id: `assign:${u.id}`,
    label: `Assign damage to ${unitName(s, u.id)} (${a.remaining} left)`,
    kind: "choose",
    rule: "riftbound:460.2.c",
    object: u.id,
    payload: payload.target(u.id),
  }));
}

function assignTo(w: RbWork, id: string): void {
  const a = w.own<Assignment>("assignment");
  const u = w.s.units.find((x) => x.id === id)!;
  const amount = Math.min(a.remaining, lethalNeeded(w.s, u) - (a.assigned[id] ?? 0));
  a.assigned[id] = (a.assigned[id] ?? 0) + amount;
  a.remaining -= amount;
}

/** Assigns what is forced and asks when the assigning player has a choice; then deals all damage at once (460.2.c.1.a). */
export function assignStep(w: RbWork, step: QueuedStep): Asking | void {
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects !== undefined) assignTo(w, answer.objects[0]!);
  for (;;) {
    const a = w.s.assignment!;
    if (a.remaining > 0) {
      const options = assignable(w.s);
      if (options.length === 0) {
        // 460.2.c.4: every unit has lethal assigned — the rest goes to the last one assigned.
        const m = w.own<Assignment>("assignment");
        const ids = Object.keys(m.assigned);
        const last = ids[ids.length - 1];
        if (last !== undefined) m.assigned[last] = (m.assigned[last] ?? 0) + m.remaining;
        m.remaining = 0;
      } else if (options.length === 1) assignTo(w, options[0]!.id);
      else return { seat: a.seat, offer: "assign", then: { step: "assign" } };
      continue;
    }
    // This side is done: the other side assigns, then all damage is dealt at once.
    const merged = { ...a.earlier };
    for (const [id, n] of Object.entries(a.assigned)) merged[id] = (merged[id] ?? 0) + n;
    if (a.next !== null) {
      w.set("assignment", { battlefield: a.battlefield, seat: a.next.seat, remaining: a.next.amount, assigned: {}, next: null, earlier: merged });
      continue;
    }
    dealCombatDamage(w, merged);
    return;
  }
}

function dealCombatDamage(w: RbWork, assigned: Record<string, number>): void {
  const i = w.s.assignment!.battlefield;
  // Excess damage (Tryndamere - Barbarian): what the Attacker assigned to enemy units beyond lethal (460.2.c.4), read before it is dealt.
  const { attacker: by, defender: to } = w.s.showdown!.combat!;
  let excess = 0;
  for (const [id, n] of Object.entries(assigned)) {
    const u = w.s.units.find((x) => x.id === id);
    if (u !== undefined && u.controller === to) excess += Math.max(0, n - lethalNeeded(w.s, u));
  }
  w.set("assignment", null);
  for (const [id, n] of Object.entries(assigned)) {
    const u = w.unit(id);
    if (u === undefined || n === 0) continue;
    w.setDamage(u, u.damage + n);
    w.log(`${w.cardName(u.card)} takes ${n} damage`, "460.2.d");
  }
  // 369–375: a "would die … instead" a unit's controller may apply is asked before the combat cleanup, which waits.
  if (askWouldDieFirst(w, i)) {
    w.set("queue", [w.s.queue[0]!, { step: "combat-deaths", battlefield: i, by, excess }, ...w.s.queue.slice(1)]);
    return;
  }
  combatDeaths(w, i, by, excess);
}

/** The combat cleanup once the questions of units about to die are answered (would-die.ts). */
export function combatDeathsStep(w: RbWork, step: QueuedStep): void {
  combatDeaths(w, step["battlefield"] as number, step["by"] as Seat, step["excess"] as number);
}

function combatDeaths(w: RbWork, i: number, by: Seat, excess: number): void {
  // 461.1: the combat cleanup — units with lethal damage die, then all units heal, and Attackers recall if Defenders remain.
  killLethalAt(w, i);
  if (w.s.ended !== null) return;
  for (const u of w.units()) w.setDamage(u, 0);
  const { attacker, defender } = w.s.showdown!.combat!;
  if (unitsAt(w.s, i, defender).length > 0) {
    // Symbol of the Solari (the attacker's gear): "If a combat where you are the attacker ends in a tie, recall ALL units instead." — a tie: both sides still have units after combat damage.
    const tie = unitsAt(w.s, i, attacker).length > 0 && w.s.players[attacker]!.gear.some((g) => cardDef(g.card).code === "OGN-227");
    for (const u of [...unitsAt(w.s, i, attacker), ...(tie ? unitsAt(w.s, i, defender) : [])]) {
      w.moveUnit(w.unit(u.id)!, "base");
      w.log(`${w.cardName(u.card)} is recalled to base${tie ? " (Symbol of the Solari)" : ""}`, "461.1.a.2");
    }
  }
  finishAt(w, i, { attacker: by, excess });
}
