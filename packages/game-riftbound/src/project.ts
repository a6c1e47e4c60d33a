import type { CardFace, Seat, TableEvent, Visibility, ZoneVisibility } from "@tablecast/engine";
import { cardDef } from "./cards";
import { battlefieldZone, CHAIN, zoneId, type PlayerZone, type RiftboundEvent } from "./events";

/** A card's printed identity on the table, marked as an original test card. */
export function faceOf(card: string): CardFace {
  const c = cardDef(card);
  const attrs: Record<string, string | number | boolean> = { type: c.type, original: true, set: "TST" };
  if (c.domain !== undefined) attrs["domain"] = c.domain;
  if (c.cost !== undefined) attrs["cost"] = c.cost;
  if (c.power !== undefined) attrs["power"] = c.power;
  if (c.might !== undefined) attrs["might"] = c.might;
  if (c.text !== undefined) attrs["text"] = c.text;
  return { ref: c.id, name: c.name, attrs };
}

const PLAYER_ZONES: readonly [PlayerZone, boolean, ZoneVisibility][] = [
  ["legend", false, "public"],
  ["champion", false, "public"],
  ["base", false, "public"],
  ["rune-pool", false, "public"],
  ["hand", false, "owner"],
  ["deck", true, "hidden"],
  ["rune-deck", true, "hidden"],
  ["trash", false, "public"],
];

/** 108: the hand is private to its owner (its count public), both decks secret, everything else public. */
function visibilityOf(zone: string): Visibility {
  const m = /^p(\d+)\.(.+)$/.exec(zone);
  if (m === null) return "public";
  if (m[2] === "hand") return [Number(m[1])];
  if (m[2] === "deck" || m[2] === "rune-deck") return "hidden";
  return "public";
}

/** Domain events to table events (the open replay format). */
export function project(events: readonly RiftboundEvent[]): TableEvent[] {
  const out: TableEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case "seat":
        if (e.seat === 0) out.push({ type: "zone", zone: CHAIN, owner: null, kind: "chain", ordered: true, visibility: "public" });
        out.push({ type: "player", seat: e.seat, name: e.name, hero: faceOf(e.legend) });
        for (const [kind, ordered, visibility] of PLAYER_ZONES) out.push({ type: "zone", zone: zoneId(e.seat, kind), owner: e.seat, kind, ordered, visibility });
        break;
      case "battlefields":
        for (let i = 0; i < e.count; i++) out.push({ type: "zone", zone: battlefieldZone(i), owner: null, kind: "battlefield", ordered: false, visibility: "public" });
        break;
      case "enter":
        out.push({ type: "create", object: e.obj, zone: e.zone, face: faceOf(e.card), vis: visibilityOf(e.zone) });
        break;
      case "move":
        out.push({
          type: "move",
          object: e.obj,
          to: e.to,
          ...(e.index === undefined ? {} : { index: e.index }),
          ...(e.as === undefined ? {} : { as: e.as }),
          face: faceOf(e.card),
          vis: visibilityOf(e.to),
        });
        break;
      case "remove":
        out.push({ type: "remove", object: e.obj });
        break;
      case "shuffle":
        out.push({ type: "shuffle", zone: zoneId(e.owner, e.zone), objects: e.cards.map((c) => c.id), faces: e.cards.map((c) => faceOf(c.card)), vis: "hidden" });
        break;
      case "counter":
        out.push({ type: "counter", seat: e.seat, counter: e.counter, value: e.value });
        break;
      case "prop":
        out.push({ type: "prop", object: e.obj, key: e.key, value: e.value });
        break;
      case "turn":
        out.push({ type: "turn", turn: e.turn, turnPlayer: e.turnPlayer });
        break;
      case "phase":
        out.push(e.step === undefined ? { type: "phase", phase: e.phase } : { type: "phase", phase: e.phase, step: e.step });
        break;
      case "chain":
        out.push({ type: "chain", chain: CHAIN, op: e.op, object: e.obj, ...(e.label === undefined ? {} : { label: e.label }) });
        break;
      case "combat":
        out.push(
          e.battlefield === null
            ? { type: "combat", attack: null }
            : { type: "combat", attack: battlefieldZone(e.battlefield), ...(e.attacker === undefined ? {} : { attacker: e.attacker, target: (e.attacker === 0 ? 1 : 0) as Seat }), ...(e.values === undefined ? {} : { values: e.values }) },
        );
        break;
      case "prompt":
        out.push({ type: "prompt", seat: e.seat, kind: e.kind, text: e.text });
        break;
      case "log":
        out.push({ type: "log", text: e.text, ...(e.rule === undefined ? {} : { rule: e.rule }), vis: e.to ?? "public" });
        break;
      case "end":
        out.push({ type: "end", winners: e.winners, reason: e.reason, rule: e.rule });
        break;
    }
  }
  return out;
}
