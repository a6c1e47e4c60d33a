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

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A view being folded: copy-on-write over a ViewState. Each container (the zones, one zone's list,
 * an object, its props…) is copied the first time the fold writes it and written in place after,
 * so a run of entries folded in one draft copies the objects record once, not once per event (a
 * replay's fold made ~90 MB of garbage per 8,000 entries that way). Nothing of the base is ever
 * written: views handed out stay immutable and share what the run left alone.
 */
class ViewDraft {
  readonly view: Writable<ViewState>;
  /** The view's own records (players, zones, objects, chains), once this draft has copied them. */
  private playersMine = false;
  private zonesMine = false;
  private objectsMine = false;
  private chainsMine = false;
  /**
   * Nested containers this draft made: safe to write. Object records a move or reveal makes are
   * not added (one Set entry per move was a fifth of a fold's time): a later prop write copies
   * such a record once more instead.
   */
  private readonly made = new Set<object>();

  constructor(base: ViewState) {
    this.view = { ...base };
  }

  private own<T extends object>(value: T, copy: (v: T) => T): T {
    if (this.made.has(value)) return value;
    const mine = copy(value);
    this.made.add(mine);
    return mine;
  }

  players(): PlayerView[] {
    if (this.playersMine) return this.view.players as PlayerView[];
    this.playersMine = true;
    return (this.view.players = this.view.players.slice());
  }
  zones(): Record<ZoneId, ZoneView> {
    if (this.zonesMine) return this.view.zones as Record<ZoneId, ZoneView>;
    this.zonesMine = true;
    return (this.view.zones = { ...this.view.zones });
  }
  objects(): Record<ObjectId, ObjectView> {
    if (this.objectsMine) return this.view.objects as Record<ObjectId, ObjectView>;
    this.objectsMine = true;
    return (this.view.objects = { ...this.view.objects });
  }
  chains(): Record<string, ChainView> {
    if (this.chainsMine) return this.view.chains as Record<string, ChainView>;
    this.chainsMine = true;
    return (this.view.chains = { ...this.view.chains });
  }

  /** A zone's object list, writable. Unknown zones are broken invariants. */
  zoneList(zone: ZoneId, event: TableEvent): ObjectId[] {
    const found = this.view.zones[zone];
    if (found === undefined) throw new InvariantError(`view: ${event.type} names unknown zone ${zone}`);
    const zones = this.zones();
    const mine = this.own(found as Writable<ZoneView>, (z) => ({ ...z }));
    zones[zone] = mine;
    return (mine.objects = this.own(mine.objects as ObjectId[], (l) => l.slice()));
  }

  object(object: ObjectId, event: TableEvent): ObjectView {
    const found = this.view.objects[object];
    if (found === undefined) throw new InvariantError(`view: ${event.type} names unknown object ${object}`);
    return found;
  }

  /** Puts a new object record in. */
  setObject(view: ObjectView): void {
    this.objects()[view.id] = view;
  }

  /** An object's props, writable. */
  props(object: ObjectId, event: TableEvent): Record<string, JsonValue> {
    const objects = this.objects();
    const mine = this.own(this.object(object, event) as Writable<ObjectView>, (o) => ({ ...o }));
    objects[object] = mine;
    return (mine.props = this.own(mine.props as Record<string, JsonValue>, (p) => ({ ...p })));
  }

  apply(event: TableEvent): void {
    const view = this.view;
    switch (event.type) {
      case "player": {
        const player: PlayerView = { seat: event.seat, name: event.name, counters: {} };
        this.players()[event.seat] = event.hero === undefined ? player : { ...player, hero: event.hero };
        return;
      }
      case "counter": {
        const player = view.players[event.seat];
        if (player === undefined) throw new InvariantError(`view: counter for unknown seat ${event.seat}`);
        const players = this.players();
        const mine = this.own(player as Writable<PlayerView>, (p) => ({ ...p }));
        players[event.seat] = mine;
        (mine.counters = this.own(mine.counters as Record<string, number>, (c) => ({ ...c })))[event.counter] = event.value;
        return;
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
        this.made.add(zone);
        this.zones()[event.zone] = zone;
        return;
      }
      case "create": {
        if (view.objects[event.object] !== undefined) throw new InvariantError(`view: create of existing object ${event.object}`);
        insertAt(this.zoneList(event.zone, event), event.object, event.index);
        this.setObject(event.face === undefined ? { id: event.object, zone: event.zone, props: {} } : { id: event.object, zone: event.zone, face: event.face, props: {} });
        return;
      }
      case "move": {
        const object = this.object(event.object, event);
        removeAll(this.zoneList(object.zone, event), event.object);
        const id = event.as ?? event.object;
        insertAt(this.zoneList(event.to, event), id, event.index);
        // Without `as` the viewer keeps what it knew of the object (it saw where it went): its
        // props and face. A new object (CR-style reset) keeps nothing. One record made either way.
        if (event.as === undefined) {
          this.setObject(event.face === undefined ? { ...object, zone: event.to } : { ...object, zone: event.to, face: event.face });
          return;
        }
        delete this.objects()[event.object];
        this.setObject(event.face === undefined ? { id, zone: event.to, props: {} } : { id, zone: event.to, props: {}, face: event.face });
        return;
      }
      case "reveal": {
        const object = this.object(event.object, event);
        this.setObject({ ...object, face: event.face });
        return;
      }
      case "shuffle": {
        const zone = view.zones[event.zone];
        if (zone === undefined) throw new InvariantError(`view: shuffle names unknown zone ${event.zone}`);
        const objects = this.objects();
        for (const old of zone.objects) delete objects[old];
        event.objects.forEach((id, i) => {
          const face = event.faces?.[i];
          this.setObject(face === undefined ? { id, zone: zone.id, props: {} } : { id, zone: zone.id, face, props: {} });
        });
        const list = this.zoneList(event.zone, event);
        list.length = 0;
        list.push(...event.objects);
        return;
      }
      case "remove": {
        const object = this.object(event.object, event);
        removeAll(this.zoneList(object.zone, event), event.object);
        delete this.objects()[event.object];
        return;
      }
      case "prop": {
        const props = this.props(event.object, event);
        if (event.value === null) delete props[event.key];
        else props[event.key] = event.value;
        return;
      }
      case "turn":
        view.turn = event.turn;
        view.turnPlayer = event.turnPlayer;
        return;
      case "phase":
        view.phase = event.phase;
        view.step = event.step ?? null;
        return;
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
        this.chains()[event.chain] = next;
        return;
      }
      case "combat": {
        view.combat =
          event.attack === null
            ? null
            : {
                attack: event.attack,
                values: event.values ?? {},
                ...(event.attacker === undefined ? {} : { attacker: event.attacker }),
                ...(event.target === undefined ? {} : { target: event.target }),
              };
        return;
      }
      case "prompt":
        view.prompt = event.seat === null ? null : { seat: event.seat, kind: event.kind, text: event.text, ...(event.amount === undefined ? {} : { amount: event.amount }) };
        return;
      case "log":
        return;
      case "end":
        view.prompt = null;
        view.end = { winners: event.winners, reason: event.reason, ...(event.rule === undefined ? {} : { rule: event.rule }) };
        return;
    }
  }
}

function insertAt<T>(list: T[], item: T, index: number | undefined): void {
  if (index === undefined || index >= list.length) list.push(item);
  else list.splice(Math.max(0, index), 0, item);
}

function removeAll<T>(list: T[], item: T): void {
  let kept = 0;
  for (let i = 0; i < list.length; i++) if (list[i] !== item) list[kept++] = list[i]!;
  list.length = kept;
}

/** Fold one event. Events that contradict the view (unknown zone or object) are broken invariants. */
export function applyEvent(view: ViewState, event: TableEvent): ViewState {
  const draft = new ViewDraft(view);
  draft.apply(event);
  return draft.view;
}

/** Fold one stream entry. */
export function applyEntry(view: ViewState, entry: StreamEntry): ViewState {
  return applyEntries(view, [entry]);
}

/**
 * Fold several entries in order, in one draft: what the run writes again and again (the objects
 * record, a hand's list) is copied once. The result shares everything else with `view`.
 */
export function applyEntries(view: ViewState, entries: readonly StreamEntry[], from = 0, to = entries.length): ViewState {
  if (from >= to) return view;
  const draft = new ViewDraft(view);
  for (let i = from; i < to; i++) {
    const entry = entries[i]!;
    for (const event of entry.events) draft.apply(event);
    draft.view.seq = entry.seq;
  }
  return draft.view;
}

/** Fold a whole stream from the empty table. */
export function foldStream(entries: readonly StreamEntry[], until = Number.POSITIVE_INFINITY): ViewState {
  let end = 0;
  while (end < entries.length && entries[end]!.seq <= until) end++;
  return applyEntries(EMPTY_VIEW, entries, 0, end);
}
