import type { Seat, StreamEntry, TableEvent, Visibility } from "./table-events";

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

/**
 * One event as `audience` may receive it: secret parts stripped, or null when the whole event
 * is private (a look at a card, a private log line). Runs on the server, before anything is sent.
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

/**
 * A stream entry for an audience. The decision id and label are kept only for the deciding seat
 * and omniscient viewers: a label may name a hidden card ("pitch Sink Below").
 */
export function redactEntry(entry: StreamEntry, audience: Audience): StreamEntry {
  const events: TableEvent[] = [];
  for (const event of entry.events) {
    const redacted = redactEvent(event, audience);
    if (redacted !== null) events.push(redacted);
  }
  const showDecision =
    entry.decision !== undefined &&
    (audience.kind === "omniscient" || (audience.kind === "seat" && audience.seat === entry.seat));
  return showDecision
    ? { seq: entry.seq, seat: entry.seat, decision: entry.decision!, events }
    : { seq: entry.seq, seat: entry.seat, events };
}

export function redactStream(entries: readonly StreamEntry[], audience: Audience): StreamEntry[] {
  return entries.map((entry) => redactEntry(entry, audience));
}
