import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { mightOf, poolPower, wardenAgainst } from "../values";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { pay } from "./costs";
import { unitName, where } from "./names";
import { readiedFriendly } from "./triggers";

/**
 * Bullet Time: "Pay any amount of [A] to deal that much damage to all enemy units at a battlefield." —
 * the amount chosen and paid as it resolves (Power of any domain, runes recycled for it as needed, 357.1.a),
 * from none to all the Power the player can add; then that much to each enemy unit at the battlefield chosen (417).
 */
export function payAnyPowerStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const at = step["at"] as number;
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) {
    const n = Number(answer.objects[0]);
    if (n === 0) return void w.log(`${source}: ${w.name(seat)} pays no Power`, "357");
    pay(w, seat, cardDef(step["card"] as string), { energy: 0, power: 0, anyPower: n });
    for (const u of w.units()) if (u.controller !== seat && u.location === at) w.dealDamage(u, n, source, seat);
    w.log(`${source}: ${n} damage to every enemy unit at ${where(w.s, at)}`, "417");
    return cleanup(w);
  }
  const p = w.s.players[seat]!;
  const most = poolPower(p.pool) + p.runes.length;
  const choices = Array.from({ length: most + 1 }, (_, n) => ({ id: `pay:${n}`, label: `Pay ${n} Power`, kind: "choose", rule: "riftbound:357", payload: payload.target(String(n)) }));
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "pay-any-power", choices, then: rest };
}

/**
 * Dragon's Rage: "Then do this: Choose another enemy unit at its destination. They deal damage equal to
 * their Mights to each other." — chosen as it resolves (not a target, 355.10), among the caster's enemy
 * units where the moved unit now is; with none, nothing more happens.
 */
export function fightThereStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const moved = w.unit(step["unit"] as string);
  if (moved === undefined) return;
  const others = w.s.units.filter((u) => u.controller !== seat && u.location === moved.location && u.id !== moved.id);
  const answer = step["answer"] as { objects?: string[] } | undefined;
  const chosen = answer?.objects?.[0] ?? (others.length === 1 ? others[0]!.id : undefined);
  if (chosen !== undefined) {
    const a = w.unit(moved.id)!;
    const b = w.unit(chosen)!;
    const [ma, mb] = [mightOf(w.s, a), mightOf(w.s, b)];
    w.setDamage(b, b.damage + ma);
    w.setDamage(a, a.damage + mb);
    w.log(`${source}: ${w.cardName(a.card)} deals ${ma} to ${w.cardName(b.card)} and ${w.cardName(b.card)} deals ${mb} to ${w.cardName(a.card)}`, "417.6.b.3");
    return cleanup(w);
  }
  if (others.length === 0) return void w.log(`${source}: no other enemy unit at ${where(w.s, moved.location)}`, "359.3.e.11");
  const choices = others.map((u) => ({ id: `fight:${u.id}`, label: `Choose ${unitName(w.s, u.id)}`, kind: "choose", rule: "riftbound:355.10", object: u.id, payload: payload.target(u.id) }));
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "fight-there", choices, then: rest };
}

/**
 * Overt Operation: "For each friendly unit, you may spend its buff to ready it." — asked unit by unit
 * (702.2.b), each buffed friendly unit once; the rest of the spell ("Then buff all friendly units") waits.
 */
export function spendToReadyStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const asked = [...(step["asked"] as string[])];
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects !== undefined) {
    const [id, spend] = answer.objects;
    asked.push(id!);
    const u = w.unit(id!);
    if (u !== undefined && spend === "spend" && u.buffed) {
      const exhausted = u.exhausted;
      w.spendBuff(u);
      // Mageseeker Warden: spells can't ready its enemies' units (359.3.e.6); the buff is spent all the same.
      const stopped = exhausted && wardenAgainst(w.s, u.controller);
      if (!stopped) w.setExhausted(u, false);
      w.log(`${source}: ${w.name(seat)} spends ${w.cardName(u.card)}'s buff to ready it${stopped ? ", which can't be readied while an enemy Mageseeker Warden is at a battlefield" : ""}`, "702.2.b");
      // 415.1.c: a ready unit is not readied again.
      if (exhausted && !stopped && u.controller === seat) readiedFriendly(w, seat, u.id);
    }
  }
  const next = w.s.units.find((u) => u.controller === seat && u.buffed && !asked.includes(u.id));
  if (next === undefined) return;
  const name = unitName(w.s, next.id);
  const { answer: _answer, ...rest } = step;
  return {
    seat,
    offer: "spend-to-ready",
    choices: [
      { id: `spend:${next.id}`, label: `Spend ${name}'s buff to ready it`, kind: "choose", rule: "riftbound:702.2.b", object: next.id, payload: payload.target(next.id, "spend") },
      { id: `keep:${next.id}`, label: `Keep ${name}'s buff`, kind: "choose", rule: "riftbound:702.2.b", object: next.id, payload: payload.target(next.id, "keep") },
    ],
    then: { ...rest, asked },
  };
}
