import type { CardFace, TableEvent } from "@tablecast/engine";
import { combatEvent, opponentOf, projectEvents } from "@tablecast/engine/kit";
import { textOf } from "./cards/index";
import { cardDef } from "./data/cards";
import type { UfsEvent } from "./events";
import { ATTACK_STACK, zoneId, ZONES } from "./zones";

/** What a UFS card prints, from the game's own cards or a player's card file (C.3.3.1). */
export interface Printed {
  readonly type: string;
  readonly difficulty: number;
  readonly control: number;
  readonly symbols: readonly string[];
  readonly block?: { readonly zone: string; readonly modifier: number } | null;
  readonly attack?: { readonly zone: string; readonly speed: number; readonly damage: number } | null;
  readonly handSize?: number | null;
  readonly vitality?: number | null;
}

/** A face's attributes: the printed values, whether the card is one of the project's originals, the set, and the text as the table shows it. */
export function printedAttrs(c: Printed, original: boolean, set: string, text: string): Record<string, string | number | boolean> {
  const attrs: Record<string, string | number | boolean> = { type: c.type, difficulty: c.difficulty, control: c.control, symbols: c.symbols.join(" "), ...(original ? { original } : {}), set };
  if (c.block != null) {
    attrs["blockZone"] = c.block.zone;
    attrs["blockModifier"] = c.block.modifier;
  }
  if (c.attack != null) {
    attrs["zone"] = c.attack.zone;
    attrs["speed"] = c.attack.speed;
    attrs["damage"] = c.attack.damage;
  }
  if (c.handSize != null) attrs["handSize"] = c.handSize;
  if (c.vitality != null) attrs["vitality"] = c.vitality;
  if (text !== "") attrs["text"] = text;
  return attrs;
}

/** A card's identity as the table shows it: printed values (C.3.3.1), marked as an original test card. */
export function faceOf(card: string): CardFace {
  const cached = FACES.get(card);
  if (cached !== undefined) return cached;
  const c = cardDef(card);
  const face = { ref: c.id, name: c.name, attrs: printedAttrs(c, true, "TST", textOf(c)) };
  FACES.set(card, face);
  return face;
}
const FACES = new Map<string, CardFace>();

/** Domain events to table events (the open replay format): the kit's, then UFS's own. */
export function project(events: readonly UfsEvent[]): TableEvent[] {
  return projectEvents(events, ZONES, faceOf, (e, out) => {
    switch (e.type) {
      case "seat":
        if (e.seat === 0) out.push(...ZONES.declare(0));
        out.push({ type: "player", seat: e.seat, name: e.name });
        out.push(...ZONES.declareSeat(e.seat));
        break;
      case "character":
        out.push({ type: "player", seat: e.seat, name: e.name, hero: faceOf(e.character) });
        out.push({ type: "move", object: e.obj, to: zoneId(e.seat, "staging"), face: faceOf(e.character), vis: "public" });
        break;
      case "face-down":
        // C.2.2.1: face down in the staging area, private to its controller; C.2.3.1 elsewhere unknown.
        out.push({ type: "move", object: e.obj, to: zoneId(e.owner, e.to), ...(e.index === undefined ? {} : { index: e.index }), as: e.as, face: faceOf(e.card), vis: e.to === "staging" ? [e.owner] : "hidden" });
        break;
      case "stack":
        out.push({ type: "chain", chain: ATTACK_STACK, op: e.op, object: e.obj, ...(e.label === undefined ? {} : { label: e.label }) });
        break;
      case "combat":
        out.push(combatEvent(e.attack, e.attacker === undefined ? {} : { attacker: e.attacker, target: opponentOf(e.attacker) }, { speed: e.speed ?? 0, damage: e.damage ?? 0 }));
        if (e.attack !== null && e.zone !== undefined) out.push({ type: "prop", object: e.attack, key: "zone", value: e.zone });
        break;
    }
  });
}
