import type { CardFace, TableEvent } from "@tablecast/engine";
import { combatEvent, opponentOf, projectEvents } from "@tablecast/engine/kit";
import { cardDef } from "./cards";
import type { RiftboundEvent } from "./events";
import { battlefieldZone, CHAIN, ZONES } from "./zones";

/** A card's printed identity on the table, marked as an original test card. */
export function faceOf(card: string): CardFace {
  const c = cardDef(card);
  // A real card names its set and collector code; only the project's own test cards are `original`.
  const attrs: Record<string, string | number | boolean> = { type: c.type, set: c.set, ...(c.original ? { original: true } : c.code === undefined ? {} : { code: c.code }) };
  if (c.domain !== undefined) attrs["domain"] = c.domain;
  if (c.cost !== undefined) attrs["cost"] = c.cost;
  if (c.power !== undefined) attrs["power"] = c.power;
  if (c.might !== undefined) attrs["might"] = c.might;
  if (c.text !== undefined) attrs["text"] = c.text;
  return { ref: c.id, name: c.name, attrs };
}

/**
 * Table events of Riftbound's events: the kernel's through `projectKit` (visibility from the zone
 * table: 108, the hand private, decks secret), and Riftbound's own — seats, battlefields, the
 * chain and combat.
 */
export function project(events: readonly RiftboundEvent[]): TableEvent[] {
  return projectEvents(events, ZONES, faceOf, (e, out) => {
    switch (e.type) {
      case "seat":
        if (e.seat === 0) out.push({ type: "zone", zone: CHAIN, owner: null, kind: "chain", ordered: true, visibility: "public" });
        out.push({ type: "player", seat: e.seat, name: e.name, hero: faceOf(e.legend) });
        out.push(...ZONES.declareSeat(e.seat));
        break;
      case "battlefields":
        for (let i = 0; i < e.count; i++) out.push({ type: "zone", zone: battlefieldZone(i), owner: null, kind: "battlefield", ordered: false, visibility: "public" });
        break;
      case "chain":
        out.push({ type: "chain", chain: CHAIN, op: e.op, object: e.obj, ...(e.label === undefined ? {} : { label: e.label }) });
        break;
      case "combat":
        out.push(combatEvent(e.battlefield === null ? null : battlefieldZone(e.battlefield), e.attacker === undefined ? {} : { attacker: e.attacker, target: opponentOf(e.attacker) }, e.values));
        break;
    }
  });
}
