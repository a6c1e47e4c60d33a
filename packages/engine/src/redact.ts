import { InvariantError } from "./result";
import type { JsonValue, ObjectId, Seat, StreamEntry, TableEvent, Visibility, ZoneId, ZoneVisibility } from "./table-events";

/** Who a stream is for. Omniscient is the full stream (judges, coverage, finished replays). */
export type Audience =
  | { readonly kind: "public" }
  | { readonly kind: "seat"; readonly seat: Seat }
  | { readonly kind: "omniscient" };

export const PUBLIC: Audience = { kind: "public" };
export const OMNISCIENT: Audience = { kind: "omniscient" };
export function seatAudience(seat: Seat): Audience {
  return { kind: "seat", seat };
}

export function canSee(vis: Visibility, audience: Audience): boolean {
  if (audience.kind === "omniscient" || vis === "public") return true;
  if (vis === "hidden") return false;
  return audience.kind === "seat" && vis.includes(audience.seat);
}

/** Whether an audience sees into a zone: what lies there face up is visible to it. */
export function seesInto(zone: { readonly visibility: ZoneVisibility; readonly owner: Seat | null }, audience: Audience): boolean {
  if (audience.kind === "omniscient" || zone.visibility === "public") return true;
  return zone.visibility === "owner" && audience.kind === "seat" && audience.seat === zone.owner;
}

/**
 * One event with its secret parts stripped for `audience`, or null when the whole event is private
 * (a look at a card, a private log line). Ids are the full stream's: this alone is not a redacted
 * stream — ids can link a card into a hidden zone. Use `Redactor` for streams.
 */
export function redactEvent(event: TableEvent, audience: Audience): TableEvent | null {
  switch (event.type) {
    case "create":
    case "move": {
      if (event.face === undefined || canSee(event.vis, audience)) return event;
      const { face: _face, ...rest } = event;
      return rest;
    }
    case "shuffle": {
      if (event.faces === undefined || canSee(event.vis, audience)) return event;
      const { faces: _faces, ...rest } = event;
      return rest;
    }
    case "reveal":
    case "log":
      return canSee(event.vis, audience) ? event : null;
    default:
      return event;
  }
}

interface ZoneState {
  readonly id: ZoneId;
  readonly ordered: boolean;
  /** The audience cannot see into it (a hand it does not own, any deck). */
  readonly blind: boolean;
  /** The full stream's objects in order. */
  readonly objects: ObjectId[];
  /**
   * For a blind unordered zone (a hand), the audience's ids for its cards. They stand for no card
   * in particular: any card that leaves is the first of them, so which card it was is not said.
   */
  readonly slots: ObjectId[];
}

function insertAt<T>(list: T[], item: T, index: number | undefined): void {
  if (index === undefined || index >= list.length) list.push(item);
  else list.splice(Math.max(0, index), 0, item);
}

function removeFrom<T>(list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i === -1) throw new InvariantError(`redact: ${String(item)} is not where the stream put it`);
  list.splice(i, 1);
}

type Move = Extract<TableEvent, { type: "move" }>;

/** Events that name no object: they may sit between the moves of one batch. */
const NAMES_NO_OBJECT: ReadonlySet<TableEvent["type"]> = new Set(["counter", "log", "phase", "turn", "prompt"]);

/**
 * A stream as one audience may receive it, entry by entry (feed every entry in order, from seq 0).
 *
 * Faces the audience may not see are stripped, private events dropped, and — the part a per-event
 * filter cannot do — no id links a card the audience has seen to a card it cannot see (FaB CR
 * 3.0.9; the same need in every game): every object that enters a zone the audience cannot see
 * into, or lies face down, gets a fresh id of the audience's own (`h1`, `h2`…, numbered in stream
 * order, so they depend only on what the audience sees).
 * - A zone it cannot see into that is unordered (a hand) holds interchangeable card backs: a card
 *   leaving it is named as the first back, and when a card the audience could follow arrives (it
 *   saw it, or a card it was told about), or one is revealed, every back there is renamed.
 * - One that is ordered (a deck) keeps positions, which are public (the top card, the bottom one):
 *   a single card put there keeps its link (everyone saw where it went); several put there together
 *   arrive as new cards at their places in position order, with no link to where each came from,
 *   since the order they go in is the hidden choice (FaB CR 4.4.3c).
 * - A card that comes out of hiding under the id the game kept while it was hidden gets a fresh id
 *   too: the kept id would tell which card back it was. Ids inside property values ("blocks") are
 *   given as the audience knows them.
 * So two games that differ only in a hidden choice give this audience the same bytes.
 */
export class Redactor {
  private readonly zones = new Map<ZoneId, ZoneState>();
  private readonly zoneOf = new Map<ObjectId, ZoneState>();
  /**
   * The audience's id of an object, where it is not the game's: a card it cannot see (outside
   * blind unordered zones), or one it saw come out of hiding under an id the game kept.
   */
  private readonly alias = new Map<ObjectId, ObjectId>();
  /** Objects the audience cannot see: in a blind zone, or face down where it can see. */
  private readonly hidden = new Set<ObjectId>();
  private minted = 0;
  private out: TableEvent[] = [];
  /** Blind unordered zones holding a card back the audience could follow (it saw the card go in). */
  private readonly tainted = new Set<ZoneState>();
  /** Tainted zones that took cards in this run of moves; renamed before anything else happens. */
  private readonly pendingRename = new Set<ZoneState>();

  constructor(readonly audience: Audience) {}

  /** The next entry of the full stream, as this audience receives it. */
  entry(full: StreamEntry): StreamEntry {
    const events = this.audience.kind === "omniscient" ? full.events : this.events(full.events);
    const showDecision =
      full.decision !== undefined && (this.audience.kind === "omniscient" || (this.audience.kind === "seat" && this.audience.seat === full.seat));
    return showDecision ? { seq: full.seq, seat: full.seat, decision: full.decision!, events } : { seq: full.seq, seat: full.seat, events };
  }

  private events(events: readonly TableEvent[]): TableEvent[] {
    this.out = [];
    for (let i = 0; i < events.length; ) {
      const event = events[i]!;
      if (event.type !== "move" || !this.pendingRename.has(this.zone(event.to))) this.flushRenames();
      if (event.type === "move") {
        const to = this.zone(event.to);
        if (to.blind && to.ordered) {
          // A run of moves into the same hidden ordered zone: one batch (see the class comment).
          // Events that name no object (a counter, a log line) may come between them; they
          // follow the batch.
          let last = i;
          for (let next = i + 1; next < events.length; next++) {
            const e = events[next]!;
            if (e.type === "move" && e.to === event.to) last = next;
            else if (!NAMES_NO_OBJECT.has(e.type)) break;
          }
          const run = events.slice(i, last + 1);
          const moves = run.filter((e): e is Move => e.type === "move");
          if (moves.length > 1) {
            this.batch(moves, to);
            for (const e of run) if (e.type !== "move") this.other(e);
            i = last + 1;
            continue;
          }
        }
        this.move(event);
      } else this.other(event);
      i++;
    }
    this.flushRenames();
    return this.out;
  }

  private zone(id: ZoneId): ZoneState {
    const zone = this.zones.get(id);
    if (zone === undefined) throw new InvariantError(`redact: unknown zone ${id}`);
    return zone;
  }

  private where(object: ObjectId): ZoneState {
    const zone = this.zoneOf.get(object);
    if (zone === undefined) throw new InvariantError(`redact: unknown object ${object}`);
    return zone;
  }

  private mint(): ObjectId {
    return `h${++this.minted}`;
  }

  /** The audience's id for an object the event refers to (a card back stands for any of a hand's). */
  private ref(object: ObjectId): ObjectId {
    if (this.hidden.has(object)) {
      const zone = this.where(object);
      if (zone.blind && !zone.ordered) return zone.slots[0]!;
    }
    return this.alias.get(object) ?? object;
  }

  /**
   * The id this audience knows an object of the full stream by, so far (a decision's card, say),
   * or undefined when it sees the object only as one of several interchangeable card backs.
   */
  idOf(object: ObjectId): ObjectId | undefined {
    if (this.audience.kind === "omniscient") return object;
    const zone = this.zoneOf.get(object);
    if (zone !== undefined && this.hidden.has(object) && zone.blind && !zone.ordered) return zone.slots.length === 1 ? zone.slots[0] : undefined;
    return this.alias.get(object) ?? object;
  }

  /** The object leaves its zone; returns the id the audience knew it by. */
  private leave(object: ObjectId): ObjectId {
    const zone = this.where(object);
    const id = this.ref(object);
    removeFrom(zone.objects, object);
    if (this.hidden.has(object) && zone.blind && !zone.ordered) {
      zone.slots.shift();
      if (zone.slots.length === 0) this.tainted.delete(zone);
    }
    this.zoneOf.delete(object);
    this.alias.delete(object);
    this.hidden.delete(object);
    return id;
  }

  /**
   * The object arrives; returns the audience's id for it: fresh when it cannot see it, and also
   * when `renew` (a card coming out of hiding that the game kept the id of: that id was never the
   * audience's, and which card it was is the hidden part).
   */
  private arrive(
    object: ObjectId,
    zone: ZoneState,
    index: number | undefined,
    vis: Visibility,
    seenAs: ObjectId | "renew" = object,
  ): { id: ObjectId; index: number | undefined } {
    // A blind unordered zone has no order the audience may know: cards go at the end.
    const at = zone.blind && !zone.ordered ? undefined : index;
    insertAt(zone.objects, object, at);
    this.zoneOf.set(object, zone);
    if (!zone.blind && canSee(vis, this.audience)) {
      const id = seenAs === "renew" ? this.mint() : seenAs;
      if (id !== object) this.alias.set(object, id);
      return { id, index: at };
    }
    const id = this.mint();
    this.hidden.add(object);
    if (zone.blind && !zone.ordered) zone.slots.push(id);
    else this.alias.set(object, id);
    return { id, index: at };
  }

  private move(event: Move): void {
    const from = this.where(event.object);
    const sees = canSee(event.vis, this.audience);
    // Whether the audience knows anything of this card: it saw it, knows its place (a lone card back
    // among none is as good as seen), or sees its face now.
    const lone = from.blind && !from.ordered && from.slots.length === 1;
    const followed = !this.hidden.has(event.object) || !(from.blind && !from.ordered) || lone || (event.face !== undefined && sees);
    // The same object (no `as`) keeps the id the audience knows it by, unless it comes out of hiding.
    const seenAs = event.as !== undefined ? event.as : this.hidden.has(event.object) ? "renew" : (this.alias.get(event.object) ?? event.object);
    const source = this.leave(event.object);
    const to = this.zone(event.to);
    const { id, index } = this.arrive(event.as ?? event.object, to, event.index, event.vis, seenAs);
    this.out.push({
      type: "move",
      object: source,
      to: event.to,
      ...(index === undefined ? {} : { index }),
      ...(id === source ? {} : { as: id }),
      ...(event.face !== undefined && sees ? { face: event.face } : {}),
      vis: event.vis,
    });
    // A card the audience could follow now lies among card backs: rename them all.
    if (to.blind && !to.ordered && this.hidden.has(event.as ?? event.object)) {
      if (followed) this.tainted.add(to);
      if (this.tainted.has(to)) this.pendingRename.add(to);
    }
  }

  /**
   * Several cards into one hidden ordered zone in a row: they leave (named as the audience knew
   * them, in id order) and new cards appear at their final places, in position order.
   */
  private batch(moves: readonly Move[], to: ZoneState): void {
    const sources: ObjectId[] = [];
    const arrived: ObjectId[] = [];
    for (const move of moves) {
      sources.push(this.leave(move.object));
      const object = move.as ?? move.object;
      insertAt(to.objects, object, move.index);
      this.zoneOf.set(object, to);
      arrived.push(object);
    }
    sources.sort();
    for (const source of sources) this.out.push({ type: "remove", object: source });
    const placed = arrived.map((object) => ({ object, index: to.objects.indexOf(object) })).sort((a, b) => a.index - b.index);
    for (const { object, index } of placed) {
      const id = this.mint();
      this.hidden.add(object);
      this.alias.set(object, id);
      this.out.push({ type: "create", object: id, zone: to.id, index, vis: "hidden" });
    }
  }

  /**
   * Every card back in a blind unordered zone gets a new id, so none can be followed. A lone card
   * back stays as it is (there is nothing to confuse it with) until another joins it.
   */
  private rename(zone: ZoneState): void {
    if (zone.slots.length < 2) {
      if (zone.slots.length === 1) this.tainted.add(zone);
      return;
    }
    this.tainted.delete(zone);
    for (let i = 0; i < zone.slots.length; i++) zone.slots[i] = this.mint();
    this.out.push({ type: "shuffle", zone: zone.id, objects: zone.slots.slice(), vis: "hidden" });
  }

  /**
   * A property's value may name other objects ("blocks": the attack, "attachedTo": a character):
   * those are given as the audience knows them, or null for a card back among others.
   */
  private idsIn(value: JsonValue): JsonValue {
    if (typeof value === "string") return this.zoneOf.has(value) ? (this.idOf(value) ?? null) : value;
    if (Array.isArray(value)) return value.map((v: JsonValue) => this.idsIn(v));
    return value;
  }

  private flushRenames(): void {
    for (const zone of this.pendingRename) this.rename(zone);
    this.pendingRename.clear();
  }

  private other(event: TableEvent): void {
    switch (event.type) {
      case "zone": {
        const blind = !seesInto(event, this.audience);
        const known = this.zones.get(event.zone);
        this.zones.set(event.zone, { id: event.zone, ordered: event.ordered, blind, objects: known?.objects ?? [], slots: known?.slots ?? [] });
        this.out.push(event);
        return;
      }
      case "create": {
        const zone = this.zone(event.zone);
        const { id, index } = this.arrive(event.object, zone, event.index, event.vis);
        const sees = canSee(event.vis, this.audience);
        if (this.tainted.has(zone)) this.pendingRename.add(zone);
        this.out.push({
          type: "create",
          object: id,
          zone: event.zone,
          ...(index === undefined ? {} : { index }),
          ...(event.face !== undefined && sees ? { face: event.face } : {}),
          vis: event.vis,
        });
        return;
      }
      case "shuffle": {
        const zone = this.zone(event.zone);
        for (const old of zone.objects.slice()) this.leave(old);
        zone.slots.length = 0;
        this.tainted.delete(zone);
        const sees = canSee(event.vis, this.audience) && !zone.blind;
        const ids = event.objects.map((object) => this.arrive(object, zone, undefined, sees ? "public" : "hidden").id);
        this.out.push({ type: "shuffle", zone: event.zone, objects: ids, ...(sees && event.faces !== undefined ? { faces: event.faces } : {}), vis: event.vis });
        return;
      }
      case "reveal": {
        if (!canSee(event.vis, this.audience)) return;
        this.out.push({ ...event, object: this.ref(event.object) });
        // Told which card back this is: rename the backs so the knowledge attaches to none of them.
        const zone = this.hidden.has(event.object) ? this.where(event.object) : null;
        if (zone !== null && zone.blind && !zone.ordered) this.rename(zone);
        return;
      }
      case "remove": {
        this.out.push({ type: "remove", object: this.leave(event.object) });
        return;
      }
      case "prop": {
        // A property of one card back among interchangeable ones would tell them apart.
        if (this.hidden.has(event.object)) {
          const zone = this.where(event.object);
          if (zone.blind && !zone.ordered) return;
        }
        this.out.push({ ...event, object: this.ref(event.object), value: this.idsIn(event.value) });
        return;
      }
      case "chain":
        this.out.push(event.object === undefined ? event : { ...event, object: this.ref(event.object) });
        return;
      case "combat":
        this.out.push(event.attack === null ? event : { ...event, attack: this.ref(event.attack) });
        return;
      case "log":
        if (canSee(event.vis, this.audience)) this.out.push(event);
        return;
      default:
        this.out.push(event);
    }
  }
}

/** A whole stream for one audience (see `Redactor`). */
export function redactStream(entries: readonly StreamEntry[], audience: Audience): StreamEntry[] {
  const redactor = new Redactor(audience);
  return entries.map((entry) => redactor.entry(entry));
}
