import type { Seat, StreamEntry } from "@tablecast/engine";

/** One seat's counter over the game: a step function sampled where it changes. */
export interface Series {
  readonly seat: Seat;
  readonly points: readonly { readonly seq: number; readonly value: number }[];
}

/**
 * The counter a game's chart follows: life (Flesh and Blood), vitality (UFS) or points (Riftbound),
 * whichever the stream carries first in this order.
 */
export const HEADLINE_COUNTERS = ["life", "vitality", "points"] as const;

export function headlineCounter(entries: readonly StreamEntry[]): string {
  const seen = new Set<string>();
  for (const entry of entries) for (const event of entry.events) if (event.type === "counter") seen.add(event.counter);
  return HEADLINE_COUNTERS.find((c) => seen.has(c)) ?? "life";
}

/** The history of a player counter (the game's headline counter by default) from the stream, for the chart. */
export function counterSeries(entries: readonly StreamEntry[], counter = headlineCounter(entries)): Series[] {
  const bySeat = new Map<Seat, { seq: number; value: number }[]>();
  for (const entry of entries) {
    for (const event of entry.events) {
      if (event.type !== "counter" || event.counter !== counter) continue;
      const points = bySeat.get(event.seat) ?? [];
      const last = points.at(-1);
      if (last !== undefined && last.seq === entry.seq) last.value = event.value;
      else if (last === undefined || last.value !== event.value) points.push({ seq: entry.seq, value: event.value });
      bySeat.set(event.seat, points);
    }
  }
  return [...bySeat.entries()].sort(([a], [b]) => a - b).map(([seat, points]) => ({ seat, points }));
}

/** A series' value at a moment (its last point at or before it), or undefined before its first. */
export function valueAt(series: Series, seq: number): number | undefined {
  // Points are in seq order: a binary search, as the chart's keys are read on every seek.
  const { points } = series;
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid]!.seq <= seq) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? undefined : points[lo - 1]!.value;
}

/** The chart's geometry: a polyline per seat in a width × height box, and the inverse for clicks. */
export function chartPaths(series: readonly Series[], lastSeq: number, width: number, height: number): { seat: Seat; d: string }[] {
  const max = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.value)));
  const x = (seq: number) => (lastSeq <= 0 ? 0 : (seq / lastSeq) * width);
  const y = (value: number) => height - (Math.max(0, value) / max) * height;
  return series.map((s) => {
    let d = "";
    s.points.forEach((p, i) => {
      // Steps, not slopes: life changes at a moment, it does not drift.
      d += i === 0 ? `M${x(p.seq).toFixed(1)},${y(p.value).toFixed(1)}` : `H${x(p.seq).toFixed(1)}V${y(p.value).toFixed(1)}`;
    });
    if (s.points.length > 0) d += `H${width}`;
    return { seat: s.seat, d };
  });
}
