import type { CardFace, Seat, TableEvent, Visibility } from "@tablecast/engine";
import { cardData } from "./cards";
import { COMBAT_CHAIN, STACK, zoneId, type FabEvent } from "./events";

/** A card's identity as the table shows it: printed stats from the data. */
export function faceOf(card: string): CardFace {
  const c = cardData(card);
  const attrs: Record<string, string | number> = {};
  for (const key of ["pitch", "cost", "power", "defense", "life", "intellect"] as const) {
    const v = c[key];
    if (v !== null) attrs[key] = v;
  }
  if (c.color !== null) attrs["color"] = c.color;
  attrs["types"] = c.types.join(" ");
  return { ref: c.id, name: c.name, attrs };
}

/** CR 3.0.4: hand and arsenal are seen by their owner, the deck by nobody, the rest by all. */
function visibilityOf(zone: string, owner: Seat, faceDown: boolean): Visibility {
  const kind = zone.split(".")[1];
  if (kind === "deck") return "hidden";
  if (kind === "hand" || kind === "arsenal") return [owner];
  // CR 3.0.4c: a face-down banished card is a private object in a public zone; its owner may look (3.0.3a).
  if (faceDown) return [owner];
  return "public";
}

const PLAYER_ZONES: readonly [string, boolean, "public" | "owner" | "hidden"][] = [
  ["hero", false, "public"],
  ["weapon", false, "public"],
  ["head", false, "public"],
  ["chest", false, "public"],
  ["arms", false, "public"],
  ["legs", false, "public"],
  ["deck", true, "hidden"],
  ["hand", false, "owner"],
  ["arsenal", false, "owner"],
  ["pitch", false, "public"],
  ["graveyard", true, "public"],
  ["banished", false, "public"],
  // CR 3.13: the permanent zone is shared; the table shows each player's auras, items and tokens by controller.
  ["permanent", false, "public"],
];

/** Domain events to table events (the open replay format). */
export function project(events: readonly FabEvent[]): TableEvent[] {
  const out: TableEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case "seat":
        if (e.seat === 0) {
          out.push({ type: "zone", zone: STACK, owner: null, kind: "stack", ordered: true, visibility: "public" });
          out.push({ type: "zone", zone: COMBAT_CHAIN, owner: null, kind: "combat-chain", ordered: true, visibility: "public" });
        }
        out.push({ type: "player", seat: e.seat, name: e.name, hero: faceOf(e.hero) });
        for (const [kind, ordered, visibility] of PLAYER_ZONES)
          out.push({ type: "zone", zone: zoneId(e.seat, kind), owner: e.seat, kind, ordered, visibility });
        out.push({ type: "create", object: e.heroObj, zone: zoneId(e.seat, "hero"), face: faceOf(e.hero), vis: "public" });
        break;
      case "enter":
        out.push({ type: "create", object: e.obj, zone: e.zone, face: faceOf(e.card), vis: visibilityOf(e.zone, e.owner, false) });
        break;
      case "move": {
        const deckTop = e.to.endsWith(".deck") && e.bottom !== true;
        out.push({
          type: "move",
          object: e.obj,
          to: e.to,
          ...(deckTop ? { index: 0 } : {}),
          ...(e.as === undefined ? {} : { as: e.as }),
          face: faceOf(e.card),
          vis: visibilityOf(e.to, e.owner, e.faceDown === true),
        });
        break;
      }
      case "shuffle":
        out.push({ type: "shuffle", zone: e.zone, objects: e.cards.map((c) => c.id), faces: e.cards.map((c) => faceOf(c.card)), vis: "hidden" });
        break;
      case "remove":
        out.push({ type: "remove", object: e.obj });
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
        out.push({
          type: "chain",
          chain: e.chain,
          op: e.op,
          ...(e.obj === undefined ? {} : { object: e.obj }),
          ...(e.label === undefined ? {} : { label: e.label }),
        });
        break;
      case "combat":
        out.push(
          e.attack === null
            ? { type: "combat", attack: null }
            : {
                type: "combat",
                attack: e.attack,
                ...(e.attacker === undefined ? {} : { attacker: e.attacker }),
                ...(e.target === undefined ? {} : { target: e.target }),
                values: { power: e.power ?? 0, defense: e.defense ?? 0 },
              },
        );
        break;
      case "prompt":
        out.push({ type: "prompt", seat: e.seat, kind: e.kind, text: e.text });
        break;
      case "log":
        out.push({ type: "log", text: e.text, ...(e.rule === undefined ? {} : { rule: e.rule }), vis: e.to ?? "public" });
        break;
      case "end":
        out.push({ type: "end", winners: e.winners, reason: e.reason, ...(e.rule === undefined ? {} : { rule: e.rule }) });
        break;
    }
  }
  return out;
}
