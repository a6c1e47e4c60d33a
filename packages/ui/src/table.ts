import type { CardFace, JsonValue, ObjectId, Seat, ViewState, ZoneView } from "@tablecast/engine";

/**
 * The table as a board draws it: each seat's zones by kind, shared zones (stack, chains) apart.
 * Built from the view state alone, so every game's table events fill it, before any custom layout.
 */
export interface CardView {
  readonly id: ObjectId;
  /** Absent: the viewer may not know this card (a card back). */
  readonly face?: CardFace;
  readonly props: Readonly<Record<string, JsonValue>>;
}

export interface Pile {
  readonly zone: ZoneId;
  readonly kind: string;
  readonly owner: Seat | null;
  readonly ordered: boolean;
  readonly visibility: ZoneView["visibility"];
  readonly cards: readonly CardView[];
}
type ZoneId = string;

export interface SeatArea {
  readonly seat: Seat;
  readonly name: string;
  readonly hero?: CardFace;
  readonly counters: Readonly<Record<string, number>>;
  /** Zones of this seat by kind, in the order the game announced them. */
  readonly piles: Readonly<Record<string, Pile>>;
  readonly kinds: readonly string[];
  readonly isTurnPlayer: boolean;
  readonly awaited: boolean;
}

export interface TableModel {
  readonly seats: readonly SeatArea[];
  readonly shared: readonly Pile[];
}

/** One empty props object for every card without props: a new one per render would redraw the (memoised) card. */
const NO_PROPS: Readonly<Record<string, JsonValue>> = {};

function pileOf(view: ViewState, zone: ZoneView): Pile {
  return {
    zone: zone.id,
    kind: zone.kind,
    owner: zone.owner,
    ordered: zone.ordered,
    visibility: zone.visibility,
    cards: zone.objects.map((id) => {
      const o = view.objects[id];
      return o?.face === undefined ? { id, props: o?.props ?? NO_PROPS } : { id, face: o.face, props: o.props };
    }),
  };
}

export function tableOf(view: ViewState): TableModel {
  const byOwner = new Map<Seat, Pile[]>();
  const shared: Pile[] = [];
  for (const zone of Object.values(view.zones)) {
    const pile = pileOf(view, zone);
    if (zone.owner === null) shared.push(pile);
    else byOwner.set(zone.owner, [...(byOwner.get(zone.owner) ?? []), pile]);
  }
  const seats = view.players.map((p): SeatArea => {
    const piles = byOwner.get(p.seat) ?? [];
    const area: SeatArea = {
      seat: p.seat,
      name: p.name,
      counters: p.counters,
      piles: Object.fromEntries(piles.map((pile) => [pile.kind, pile])),
      kinds: piles.map((pile) => pile.kind),
      isTurnPlayer: view.turnPlayer === p.seat,
      awaited: view.prompt?.seat === p.seat,
    };
    return p.hero === undefined ? area : { ...area, hero: p.hero };
  });
  return { seats, shared };
}

/** "P1", "P2"…: seat 0 is P1 everywhere people read it. */
export function seatLabel(seat: Seat): string {
  return `P${seat + 1}`;
}

/** Seats in board order: the viewer's own seat at the bottom, as across a real table. */
export function seatsFromBottom(table: TableModel, viewer: Seat | null): { bottom: SeatArea | undefined; others: SeatArea[] } {
  const bottomSeat = viewer ?? 0;
  return { bottom: table.seats.find((s) => s.seat === bottomSeat), others: table.seats.filter((s) => s.seat !== bottomSeat) };
}
