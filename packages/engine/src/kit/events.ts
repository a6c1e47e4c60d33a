import type { CardFace, JsonValue, ObjectId, Seat, TableEvent, ZoneId } from "../table-events";
import type { ZoneTable } from "./zones";

/**
 * The events every game's rules produce the same way: cards entering, moving, leaving, zones
 * shuffled, counters and properties, turn markers, prompts, log lines and the end. A game's own
 * events extend this union; `projectKit` turns these into table events, with each card's
 * visibility read from the zone table (so hidden information follows one declaration). A card
 * the match itself defines (a user's card file at a table) carries its `face`, since the game's
 * own faces do not know it.
 */
export type KitEvent =
  | { readonly type: "enter"; readonly obj: ObjectId; readonly card: string; readonly zone: ZoneId; readonly index?: number; readonly face?: CardFace }
  | { readonly type: "move"; readonly obj: ObjectId; readonly card: string; readonly to: ZoneId; readonly index?: number; readonly as?: ObjectId; readonly face?: CardFace }
  | { readonly type: "remove"; readonly obj: ObjectId }
  | { readonly type: "shuffle"; readonly zone: ZoneId; readonly cards: readonly { readonly id: ObjectId; readonly card: string; readonly face?: CardFace }[] }
  | { readonly type: "reveal"; readonly obj: ObjectId; readonly card: string; readonly to?: readonly Seat[]; readonly face?: CardFace }
  | { readonly type: "counter"; readonly seat: Seat; readonly counter: string; readonly value: number }
  | { readonly type: "prop"; readonly obj: ObjectId; readonly key: string; readonly value: JsonValue }
  | { readonly type: "turn"; readonly turn: number; readonly turnPlayer: Seat }
  | { readonly type: "phase"; readonly phase: string; readonly step?: string }
  | { readonly type: "prompt"; readonly seat: Seat | null; readonly kind: string; readonly text: string; readonly amount?: number }
  | { readonly type: "log"; readonly text: string; readonly rule?: string; readonly to?: readonly Seat[] }
  | { readonly type: "end"; readonly winners: readonly Seat[]; readonly reason: string; readonly rule?: string };

export type KitEventType = KitEvent["type"];
const KIT_TYPES: ReadonlySet<string> = new Set<KitEventType>(["enter", "move", "remove", "shuffle", "reveal", "counter", "prop", "turn", "phase", "prompt", "log", "end"]);

/** A table event of one type, its members writable while it is built. */
export type Building<T extends TableEvent["type"]> = { -readonly [K in keyof Extract<TableEvent, { type: T }>]: Extract<TableEvent, { type: T }>[K] };

export const isKitEvent = (e: { readonly type: string }): e is KitEvent => KIT_TYPES.has(e.type);

/** Table events of one kernel event; `face` is a card's printed identity as the game shows it. */
export function projectKit(e: KitEvent, zones: ZoneTable, face: (card: string) => CardFace): TableEvent {
  switch (e.type) {
    case "enter":
    {
      // Members assigned in order, no conditional spreads (each costs a slow object copy): a
      // match projects every event of every decision.
      const out: Building<"create"> = { type: "create", object: e.obj, zone: e.zone } as Building<"create">;
      if (e.index !== undefined) out.index = e.index;
      out.face = e.face ?? face(e.card);
      out.vis = zones.visibility(e.zone);
      return out;
    }
    case "move":
    {
      const out: Building<"move"> = { type: "move", object: e.obj, to: e.to } as Building<"move">;
      if (e.index !== undefined) out.index = e.index;
      if (e.as !== undefined) out.as = e.as;
      out.face = e.face ?? face(e.card);
      out.vis = zones.visibility(e.to);
      return out;
    }
    case "remove":
      return { type: "remove", object: e.obj };
    case "shuffle":
      return { type: "shuffle", zone: e.zone, objects: e.cards.map((c) => c.id), faces: e.cards.map((c) => c.face ?? face(c.card)), vis: "hidden" };
    case "reveal":
      return { type: "reveal", object: e.obj, face: e.face ?? face(e.card), vis: e.to ?? "public" };
    case "counter":
      return { type: "counter", seat: e.seat, counter: e.counter, value: e.value };
    case "prop":
      return { type: "prop", object: e.obj, key: e.key, value: e.value };
    case "turn":
      return { type: "turn", turn: e.turn, turnPlayer: e.turnPlayer };
    case "phase":
      return e.step === undefined ? { type: "phase", phase: e.phase } : { type: "phase", phase: e.phase, step: e.step };
    case "prompt":
      return { type: "prompt", seat: e.seat, kind: e.kind, text: e.text, ...(e.amount === undefined ? {} : { amount: e.amount }) };
    case "log":
    {
      const out: Building<"log"> = { type: "log", text: e.text } as Building<"log">;
      if (e.rule !== undefined) out.rule = e.rule;
      out.vis = e.to ?? "public";
      return out;
    }
    case "end":
      return { type: "end", winners: e.winners, reason: e.reason, ...(e.rule === undefined ? {} : { rule: e.rule }) };
  }
}

/**
 * The table's combat event: no attack in progress (`attack` null), or the attack with the seats
 * attacking and attacked where the game knows them, and its numbers where it has any.
 */
export function combatEvent(attack: ObjectId | null, seats: { readonly attacker?: Seat; readonly target?: Seat } = {}, values?: Readonly<Record<string, number>>): TableEvent {
  if (attack === null) return { type: "combat", attack: null };
  const out: Building<"combat"> = { type: "combat", attack };
  if (seats.attacker !== undefined) out.attacker = seats.attacker;
  if (seats.target !== undefined) out.target = seats.target;
  if (values !== undefined) out.values = values;
  return out;
}

/**
 * A game's projection: the kernel's events through `projectKit`, the game's own through `own`,
 * which pushes their table events onto `out`.
 */
export function projectEvents<E extends { readonly type: string }>(
  events: readonly E[],
  zones: ZoneTable,
  face: (card: string) => CardFace,
  own: (e: Exclude<E, KitEvent>, out: TableEvent[]) => void,
): TableEvent[] {
  const out: TableEvent[] = [];
  for (const e of events) {
    if (isKitEvent(e)) out.push(projectKit(e, zones, face));
    else own(e as Exclude<E, KitEvent>, out);
  }
  return out;
}
