import { seal, type CardFace, type TableEvent } from "@tablecast/engine";
import { combatEvent, projectEvents, type Building } from "@tablecast/engine/kit";
import { cardData } from "./cards";
import type { FabEvent } from "./events";
import { ZONES, zoneId } from "./zones";

/** A card's identity as the table shows it: printed stats from the data. */
export function faceOf(card: string): CardFace {
  let face = FACES.get(card);
  if (face === undefined) FACES.set(card, (face = printedFace(card)));
  return face;
}

/** A card's face is its printed data, the same every time: one object per card, shared by every event that shows it. */
const FACES = new Map<string, CardFace>();

function printedFace(card: string): CardFace {
  const c = cardData(card);
  const attrs: Record<string, string | number> = {};
  for (const key of ["pitch", "cost", "power", "defense", "life", "intellect"] as const) {
    const v = c[key];
    if (v !== null) attrs[key] = v;
  }
  if (c.color !== null) attrs["color"] = c.color;
  attrs["types"] = c.types.join(" ");
  return seal({ ref: c.id, name: c.name, attrs: seal(attrs) });
}

/** FaB events to table events (the open replay format); card visibility follows the zone table. */
export function project(events: readonly FabEvent[]): TableEvent[] {
  return projectEvents(events, ZONES, faceOf, (e, out) => {
    switch (e.type) {
      case "seat":
        // The shared zones open the stream, before the first player (CR 3.15, 7.0.2).
        if (e.seat === 0) out.push(...ZONES.declareShared());
        out.push({ type: "player", seat: e.seat, name: e.name, hero: faceOf(e.hero) });
        out.push(...ZONES.declareSeat(e.seat));
        out.push({ type: "create", object: e.heroObj, zone: zoneId(e.seat, "hero"), face: faceOf(e.hero), vis: "public" });
        break;
      case "face-down":
        // CR 3.0.4c: a face-down card in a public zone is seen by its owner only.
        out.push({ type: "move", object: e.obj, to: e.to, as: e.as, face: faceOf(e.card), vis: [e.owner] });
        break;
      case "chain":
      {
        // Members assigned in order (no conditional spreads: a slow copy each).
        const chain: Building<"chain"> = { type: "chain", chain: e.chain, op: e.op };
        if (e.obj !== undefined) chain.object = e.obj;
        if (e.label !== undefined) chain.label = e.label;
        out.push(chain);
        break;
      }
      case "combat":
        out.push(combatEvent(e.attack, e, { power: e.power ?? 0, defense: e.defense ?? 0 }));
        break;
    }
  });
}
