import { applyEntry, EMPTY_VIEW, type CardFace, type TableEvent, type ViewState, type ZoneVisibility } from "@tablecast/engine";

/**
 * For tests: the view after the setup of a two-seat table, Ada (P1) and Brin (P2): a shared stack,
 * each seat's zones of the given kinds (`p<seat>.<kind>`), each seat's counters, then `then`.
 */
export function twoSeatTable(opts: {
  readonly kinds: readonly string[];
  readonly visibility?: (kind: string) => ZoneVisibility;
  readonly hero?: CardFace;
  readonly counters: Readonly<Record<string, number>>;
  readonly then: readonly TableEvent[];
}): ViewState {
  const { kinds, visibility = () => "public", hero, counters, then } = opts;
  const seats = [0, 1].flatMap((seat): TableEvent[] => [
    { type: "player", seat, name: seat === 0 ? "Ada" : "Brin", ...(hero === undefined ? {} : { hero }) },
    ...kinds.map((kind): TableEvent => ({ type: "zone", zone: `p${seat}.${kind}`, owner: seat, kind, ordered: kind === "deck", visibility: visibility(kind) })),
    ...Object.entries(counters).map(([counter, value]): TableEvent => ({ type: "counter", seat, counter, value })),
  ]);
  return applyEntry(EMPTY_VIEW, { seq: 0, seat: null, events: [{ type: "zone", zone: "stack", owner: null, kind: "stack", ordered: true, visibility: "public" }, ...seats, ...then] });
}
