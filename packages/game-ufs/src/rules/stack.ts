import type { Seat } from "@tablecast/engine";
import type { UfsWork } from "../work";
import { attackValues, findPoolCard, poolDef } from "../values";

/** F.2.3: an attack is added to the attack stack (most recent last). */
export function pushAttack(w: UfsWork, seat: Seat, obj: string): void {
  const name = poolDef(w.s.players[seat]!.pool.find((c) => c.id === obj)!).name;
  w.own<{ seat: Seat; obj: string }[]>("attackStack").push({ seat, obj });
  w.emit({ type: "stack", op: "push", obj, label: name });
  w.log(`${name} is added to the attack stack`, "F.2.3");
}

/** C.3.3: the current attack's values, for the table. */
export function combatEvent(w: UfsWork): void {
  const q = w.s.sequence;
  if (q === null) return;
  const found = findPoolCard(w.s, q.attack);
  if (found === null) return;
  const v = attackValues(w.s, q.attacker, found.card);
  w.emit({ type: "combat", attack: q.attack, attacker: q.attacker, speed: v.speed, damage: v.damage, zone: v.zone });
}
