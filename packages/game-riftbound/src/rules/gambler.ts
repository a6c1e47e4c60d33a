import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { draw } from "./draw";
import { unitName } from "./names";
import { fireOwn } from "./triggers";

/**
 * Twisted Fate - Gambler: "When I attack, reveal the top rune of your rune deck, then recycle it. Do one
 * of the following based on its domain: Fury — Deal 2 to an enemy unit here and 1 to all other enemy
 * units here. Mind — Draw 1. Order — Stun an enemy unit." The rune is revealed to everyone (424) and
 * goes to the bottom of the Rune Deck (416); the unit is chosen as it resolves (a forced choice is made
 * for its player); any other domain does nothing.
 */
export function gamblerStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const at = step["at"] as number | undefined;
  const answer = step["answer"] as { objects?: string[] } | undefined;
  let domain = step["domain"] as string | undefined;
  if (domain === undefined) {
    const p = w.player(seat);
    const rune = p.runeDeck[0];
    if (rune === undefined) return void w.log(`${source}: ${w.name(seat)}'s Rune Deck is empty`, "424");
    w.emit({ type: "reveal", obj: rune.id, card: rune.card });
    domain = cardDef(rune.card).domain ?? "";
    w.log(`${source}: ${w.name(seat)} reveals ${w.cardName(rune.card)} and recycles it`, "424");
    w.put(seat, w.take(seat, "rune-deck", rune.id), "rune-deck", true);
    if (domain === "mind") return draw(w, seat, 1);
    if (domain !== "fury" && domain !== "order") return;
  }
  const enemies = w.s.units.filter((u) => u.controller !== seat && (domain === "order" || (at !== undefined && u.location === at)));
  const act = (id: string) => {
    const u = w.unit(id)!;
    if (domain === "order") {
      if (u.stunned) return;
      u.stunned = true;
      w.prop(u.id, "stunned", true);
      w.log(`${source}: ${w.cardName(u.card)} is stunned`, "423");
      fireOwn(w, "stun", seat);
      return;
    }
    for (const e of enemies) {
      const d = w.unit(e.id);
      if (d === undefined) continue;
      const dealt = w.dealDamage(d, e.id === id ? 2 : 1, source, seat);
      if (dealt > 0) w.log(`${source}: ${dealt} damage to ${w.cardName(d.card)}`, "417");
    }
    cleanup(w);
  };
  if (answer?.objects?.[0] !== undefined) return act(answer.objects[0]);
  if (enemies.length === 0) return;
  if (enemies.length === 1) return act(enemies[0]!.id);
  const verb = domain === "order" ? "Stun" : "Deal 2 to";
  const choices = enemies.map((u) => ({ id: `gambler:${u.id}`, label: `${source}: ${verb} ${unitName(w.s, u.id)}`, kind: "choose", rule: "riftbound:355", object: u.id, payload: payload.target(u.id) }));
  return { seat, offer: "gambler", choices, then: { step: "gambler", seat, source, domain, ...(at === undefined ? {} : { at }) } };
}
