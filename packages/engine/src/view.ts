import { InvariantError } from "./result";
import type {
  CardFace,
  JsonValue,
  ObjectId,
  Seat,
  StreamEntry,
  TableEvent,
  ZoneId,
  ZoneVisibility,
} from "./table-events";

/**
 * The view state: what a viewer's audience stream says the table looks like. Built by folding
 * table events; needs no rules, so the web client, overlays and CLI share it.
 *
 * Values are immutable and updated with structural sharing: a fold returns new objects only
 * along the changed path, so replay checkpoints can keep references instead of copies.
 */
export interface PlayerView {
  readonly seat: Seat;
  readonly name: string;
  readonly hero?: CardFace;
  readonly counters: Readonly<Record<string, number>>;
}

export interface ZoneView {
  readonly id: ZoneId;
  readonly owner: Seat | null;
  readonly kind: string;
  readonly ordered: boolean;
  readonly visibility: ZoneVisibility;
  readonly objects: readonly ObjectId[];
}

export interface ObjectView {
  readonly id: ObjectId;
  readonly zone: ZoneId;
  /** Absent when this audience does not know what the object is (a card back). */
  readonly face?: CardFace;
  readonly props: Readonly<Record<string, JsonValue>>;
}

export interface ChainView {
  readonly open: boolean;
  readonly links: readonly ObjectId[];
}

export interface CombatView {
  readonly attack: ObjectId;
  readonly attacker?: Seat;
  readonly target?: Seat;
  readonly values: Readonly<Record<string, number>>;
}

export interface ViewState {
  /** The last seq folded in; -1 before setup. */
  readonly seq: number;
  readonly players: readonly PlayerView[];
  readonly zones: Readonly<Record<ZoneId, ZoneView>>;
  readonly objects: Readonly<Record<ObjectId, ObjectView>>;
  readonly turn: number;
  readonly turnPlayer: Seat | null;
  readonly phase: string | null;
  readonly step: string | null;
  readonly chains: Readonly<Record<string, ChainView>>;
  readonly combat: CombatView | null;
  readonly prompt: { readonly seat: Seat; readonly kind: string; readonly text: string; readonly amount?: number } | null;
  readonly end: { readonly winners: readonly Seat[]; readonly reason: string; readonly rule?: string } | null;
}

export const EMPTY_VIEW: ViewState = {
  seq: -1,
  players: [],
  zones: {},
  objects: {},
  turn: 0,
  turnPlayer: null,
  phase: null,
  step: null,
  chains: {},
  combat: null,
  prompt: null,
  end: null,
};

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

function insertAt<T>(list: readonly T[], item: T, index: number | undefined): T[] {
  const out = list.slice();
  if (index === undefined || index >= out.length) out.push(item);
  else out.splice(Math.max(0, index), 0, item);
  return out;
}

function zoneOf(view: ViewState, zone: ZoneId, event: TableEvent): ZoneView {
  const found = view.zones[zone];
  if (found === undefined) throw new InvariantError(`view: ${event.type} names unknown zone ${zone}`);
  return found;
}

function objectOf(view: ViewState, object: ObjectId, event: TableEvent): ObjectView {
  const found = view.objects[object];
  if (found === undefined) throw new InvariantError(`view: ${event.type} names unknown object ${object}`);
  return found;
}

/** Fold one event. Events that contradict the view (unknown zone or object) are broken invariants. */
export function applyEvent(view: ViewState, event: TableEvent): ViewState {
  switch (event.type) {
    case "player": {
      const players = view.players.slice();
      const player: PlayerView = { seat: event.seat, name: event.name, counters: {} };
      players[event.seat] = event.hero === undefined ? player : { ...player, hero: event.hero };
      return { ...view, players };
    }
    case "counter": {
      const player = view.players[event.seat];
      if (player === undefined) throw new InvariantError(`view: counter for unknown seat ${event.seat}`);
      const players = view.players.slice();
      players[event.seat] = { ...player, counters: { ...player.counters, [event.counter]: event.value } };
      return { ...view, players };
    }
    case "zone": {
      const zone: ZoneView = {
        id: event.zone,
        owner: event.owner,
        kind: event.kind,
        ordered: event.ordered,
        visibility: event.visibility,
        objects: view.zones[event.zone]?.objects ?? [],
      };
      return { ...view, zones: { ...view.zones, [event.zone]: zone } };
    }
    case "create": {
      if (view.objects[event.object] !== undefined)
        throw new InvariantError(`view: create of existing object ${event.object}`);
      const zone = zoneOf(view, event.zone, event);
      const object: ObjectView =
        event.face === undefined
          ? { id: event.object, zone: event.zone, props: {} }
          : { id: event.object, zone: event.zone, face: event.face, props: {} };
      return {
        ...view,
        zones: { ...view.zones, [zone.id]: { ...zone, objects: insertAt(zone.objects, event.object, event.index) } },
        objects: { ...view.objects, [event.object]: object },
      };
    }
    case "move": {
      const object = objectOf(view, event.object, event);
      const from = zoneOf(view, object.zone, event);
      const zones: Record<ZoneId, ZoneView> = {
        ...view.zones,
        [from.id]: { ...from, objects: from.objects.filter((id) => id !== event.object) },
      };
      const to = zones[event.to] ?? zoneOf(view, event.to, event);
      const id = event.as ?? event.object;
      zones[to.id] = { ...to, objects: insertAt(to.objects, id, event.index) };
      // A new object (CR-style reset) keeps nothing; the same object keeps its props and face.
      const base: ObjectView =
        event.as === undefined ? { ...object, zone: to.id } : { id, zone: to.id, props: {} };
      // Without `as` the viewer keeps what it knew of the object (it saw where it went).
      const moved: ObjectView = event.face === undefined ? base : { ...base, face: event.face };
      const objects = event.as === undefined ? { ...view.objects } : without(view.objects, event.object);
      objects[id] = moved;
      return { ...view, zones, objects };
    }
    case "reveal": {
      const object = objectOf(view, event.object, event);
      return { ...view, objects: { ...view.objects, [object.id]: { ...object, face: event.face } } };
    }
    case "shuffle": {
      const zone = zoneOf(view, event.zone, event);
      const objects: Record<ObjectId, ObjectView> = { ...view.objects };
      for (const old of zone.objects) delete objects[old];
      event.objects.forEach((id, i) => {
        const face = event.faces?.[i];
        objects[id] = face === undefined ? { id, zone: zone.id, props: {} } : { id, zone: zone.id, face, props: {} };
      });
      return { ...view, zones: { ...view.zones, [zone.id]: { ...zone, objects: event.objects.slice() } }, objects };
    }
    case "remove": {
      const object = objectOf(view, event.object, event);
      const zone = zoneOf(view, object.zone, event);
      return {
        ...view,
        zones: { ...view.zones, [zone.id]: { ...zone, objects: zone.objects.filter((id) => id !== event.object) } },
        objects: without(view.objects, event.object),
      };
    }
    case "prop": {
      const object = objectOf(view, event.object, event);
      const props = event.value === null ? without(object.props, event.key) : { ...object.props, [event.key]: event.value };
      return { ...view, objects: { ...view.objects, [object.id]: { ...object, props } } };
    }
    case "turn":
      return { ...view, turn: event.turn, turnPlayer: event.turnPlayer };
    case "phase":
      return { ...view, phase: event.phase, step: event.step ?? null };
    case "chain": {
      const chain = view.chains[event.chain] ?? { open: false, links: [] };
      let next: ChainView;
      switch (event.op) {
        case "open":
          next = { open: true, links: [] };
          break;
        case "close":
          next = { open: false, links: [] };
          break;
        case "push":
          next = { open: true, links: event.object === undefined ? chain.links : [...chain.links, event.object] };
          break;
        case "pop":
          next = { ...chain, links: chain.links.slice(0, -1) };
          break;
      }
      return { ...view, chains: { ...view.chains, [event.chain]: next } };
    }
    case "combat": {
      if (event.attack === null) return { ...view, combat: null };
      const combat: CombatView = {
        attack: event.attack,
        values: event.values ?? {},
        ...(event.attacker === undefined ? {} : { attacker: event.attacker }),
        ...(event.target === undefined ? {} : { target: event.target }),
      };
      return { ...view, combat };
    }
    case "prompt":
      return {
        ...view,
        prompt: event.seat === null ? null : { seat: event.seat, kind: event.kind, text: event.text, ...(event.amount === undefined ? {} : { amount: event.amount }) },
      };
    case "log":
      return view;
    case "end":
      return {
        ...view,
        prompt: null,
        end: { winners: event.winners, reason: event.reason, ...(event.rule === undefined ? {} : { rule: event.rule }) },
      };
  }
}

/** Fold one stream entry. */
export function applyEntry(view: ViewState, entry: StreamEntry): ViewState {
  let next = view;
  for (const event of entry.events) next = applyEvent(next, event);
  return next === view ? { ...view, seq: entry.seq } : { ...next, seq: entry.seq };
}

/** Fold a whole stream from the empty table. */
export function foldStream(entries: readonly StreamEntry[], until = Number.POSITIVE_INFINITY): ViewState {
  let view = EMPTY_VIEW;
  for (const entry of entries) {
    if (entry.seq > until) break;
    view = applyEntry(view, entry);
  }
  return view;
}
