import type { CardFace, Seat, TableEvent, Visibility } from "@tablecast/engine";
import { cardDef, textOf } from "./cards";
import { ATTACK_STACK, zoneId, type UfsEvent, type ZoneKind } from "./events";

/** A card's identity as the table shows it: printed values (C.3.3.1), marked as an original test card. */
export function faceOf(card: string): CardFace {
  const c = cardDef(card);
  const attrs: Record<string, string | number | boolean> = { type: c.type, difficulty: c.difficulty, control: c.control, symbols: c.symbols.join(" "), original: true, set: "TST" };
  if (c.block !== undefined) {
    attrs["blockZone"] = c.block.zone;
    attrs["blockModifier"] = c.block.modifier;
  }
  if (c.attack !== undefined) {
    attrs["zone"] = c.attack.zone;
    attrs["speed"] = c.attack.speed;
    attrs["damage"] = c.attack.damage;
  }
  if (c.handSize !== undefined) attrs["handSize"] = c.handSize;
  if (c.vitality !== undefined) attrs["vitality"] = c.vitality;
  const text = textOf(c);
  if (text !== "") attrs["text"] = text;
  return { ref: c.id, name: c.name, attrs };
}

/** C.2 / D.2–D.4: the hand is private to its owner, the deck and momentum unknown to all, the rest public. */
function visibilityOf(zone: ZoneKind, owner: Seat): Visibility {
  if (zone === "deck" || zone === "momentum") return "hidden";
  if (zone === "hand") return [owner];
  return "public";
}

const PLAYER_ZONES: readonly [ZoneKind, boolean, "public" | "owner" | "hidden"][] = [
  ["staging", false, "public"],
  ["pool", true, "public"],
  ["transit", false, "public"],
  ["deck", true, "hidden"],
  ["hand", false, "owner"],
  ["momentum", true, "hidden"],
  ["discard", true, "public"],
  ["removed", false, "public"],
];

/** Domain events to table events (the open replay format). */
export function project(events: readonly UfsEvent[]): TableEvent[] {
  const out: TableEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case "seat":
        if (e.seat === 0) out.push({ type: "zone", zone: ATTACK_STACK, owner: null, kind: "attack-stack", ordered: true, visibility: "public" });
        out.push({ type: "player", seat: e.seat, name: e.name });
        for (const [kind, ordered, visibility] of PLAYER_ZONES) out.push({ type: "zone", zone: zoneId(e.seat, kind), owner: e.seat, kind, ordered, visibility });
        break;
      case "character":
        out.push({ type: "player", seat: e.seat, name: e.name, hero: faceOf(e.character) });
        out.push({ type: "move", object: e.obj, to: zoneId(e.seat, "staging"), face: faceOf(e.character), vis: "public" });
        break;
      case "enter":
        out.push({ type: "create", object: e.obj, zone: zoneId(e.owner, e.zone), face: faceOf(e.card), vis: visibilityOf(e.zone, e.owner) });
        break;
      case "move":
        out.push({
          type: "move",
          object: e.obj,
          to: zoneId(e.owner, e.to),
          ...(e.index === undefined ? {} : { index: e.index }),
          ...(e.as === undefined ? {} : { as: e.as }),
          face: faceOf(e.card),
          // C.2.2.1: face down in the staging area, private to its controller; C.2.3.1 elsewhere unknown.
          vis: e.faceDown === true ? (e.to === "staging" ? [e.owner] : "hidden") : visibilityOf(e.to, e.owner),
        });
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
        out.push({ type: "turn", turn: e.turn, turnPlayer: e.activePlayer });
        break;
      case "phase":
        out.push(e.step === undefined ? { type: "phase", phase: e.phase } : { type: "phase", phase: e.phase, step: e.step });
        break;
      case "stack":
        out.push({ type: "chain", chain: ATTACK_STACK, op: e.op, object: e.obj, ...(e.label === undefined ? {} : { label: e.label }) });
        break;
      case "combat":
        out.push(
          e.attack === null
            ? { type: "combat", attack: null }
            : {
                type: "combat",
                attack: e.attack,
                ...(e.attacker === undefined ? {} : { attacker: e.attacker, target: e.attacker === 0 ? 1 : 0 }),
                values: { speed: e.speed ?? 0, damage: e.damage ?? 0 },
              },
        );
        if (e.attack !== null && e.zone !== undefined) out.push({ type: "prop", object: e.attack, key: "zone", value: e.zone });
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
