import { canSee, PUBLIC, redactEvent, redactStream, seatAudience, seesInto, type Audience } from "../redact";
import type { JsonValue, ObjectId, StreamEntry, TableEvent, ZoneId, ZoneVisibility } from "../table-events";
import { namedHiddenCards } from "./named";

/**
 * Tools to prove that redaction hides what it must (ARCHITECTURE.md "Redaction is provable"),
 * for any game's full stream:
 * - `hiddenVariants` makes streams of games that differ from the given one only in a choice the
 *   audience may not see; `redactStream` must give the audience the same bytes for each.
 * - `traceHiddenCards` is an adversary that follows every id, link and face it receives and names
 *   cards in hidden zones; it must never name one that a player at the table could not.
 * - `namedHiddenCards` reads the prompts and log lines the audience receives for the name of a
 *   card it was never shown.
 */

interface Zone {
  readonly visibility: ZoneVisibility;
  readonly owner: number | null;
  readonly ordered: boolean;
  readonly objects: ObjectId[];
}

/** The full stream's zones as it goes, entry by entry. */
class Table {
  readonly zones = new Map<ZoneId, Zone>();
  readonly zoneOf = new Map<ObjectId, ZoneId>();

  apply(event: TableEvent): void {
    switch (event.type) {
      case "zone":
        this.zones.set(event.zone, { visibility: event.visibility, owner: event.owner, ordered: event.ordered, objects: this.zones.get(event.zone)?.objects ?? [] });
        break;
      case "create":
        this.put(event.object, event.zone, event.index);
        break;
      case "move":
        this.take(event.object);
        this.put(event.as ?? event.object, event.to, event.index);
        break;
      case "shuffle": {
        const zone = this.zones.get(event.zone)!;
        for (const id of zone.objects) this.zoneOf.delete(id);
        zone.objects.length = 0;
        for (const id of event.objects) this.put(id, event.zone, undefined);
        break;
      }
      case "remove":
        this.take(event.object);
        break;
      default:
        break;
    }
  }

  private put(id: ObjectId, zone: ZoneId, index: number | undefined): void {
    const list = this.zones.get(zone)!.objects;
    if (index === undefined || index >= list.length) list.push(id);
    else list.splice(Math.max(0, index), 0, id);
    this.zoneOf.set(id, zone);
  }

  private take(id: ObjectId): void {
    const zone = this.zoneOf.get(id);
    if (zone === undefined) return;
    const list = this.zones.get(zone)!.objects;
    list.splice(list.indexOf(id), 1);
    this.zoneOf.delete(id);
  }
}

/** Renames two objects in events from `fromEntry` on (and `fromEvent` on within that entry). */
function renamed(stream: readonly StreamEntry[], a: ObjectId, b: ObjectId, fromEntry: number, fromEvent = 0): StreamEntry[] {
  const swap = (id: ObjectId): ObjectId => (id === a ? b : id === b ? a : id);
  const event = (e: TableEvent): TableEvent => {
    switch (e.type) {
      case "prop": {
        // A property may name other objects ("blocks": an attack): those are renamed too.
        const value = (v: JsonValue): JsonValue => (typeof v === "string" ? swap(v) : Array.isArray(v) ? v.map(value) : v);
        return { ...e, object: swap(e.object), value: value(e.value) };
      }
      case "create":
      case "remove":
      case "reveal":
        return { ...e, object: swap(e.object) };
      case "move":
        return e.as === undefined ? { ...e, object: swap(e.object) } : { ...e, object: swap(e.object), as: swap(e.as) };
      case "shuffle":
        return { ...e, objects: e.objects.map(swap) };
      case "chain":
        return e.object === undefined ? e : { ...e, object: swap(e.object) };
      case "combat":
        return e.attack === null ? e : { ...e, attack: swap(e.attack) };
      default:
        return e;
    }
  };
  return stream.map((entry, n) =>
    n < fromEntry ? entry : { ...entry, events: entry.events.map((e, i) => (n === fromEntry && i < fromEvent ? e : event(e))) },
  );
}

export interface HiddenVariant {
  /** What the hidden choice was, for a failing test's message. */
  readonly what: string;
  readonly seq: number;
  readonly stream: StreamEntry[];
}

/**
 * Streams that differ from `stream` only in a choice `audience` may not see:
 * - which of two cards in a zone it cannot see into, with no order (a hand), is the one an event
 *   then uses (the card put into the arsenal, the card discarded, the card played face down);
 * - the order in which two cards went into a hidden ordered zone (a deck) in one decision;
 * - where a shuffle put two cards.
 * At most `limit` of each kind, spread over the match.
 */
export function hiddenVariants(stream: readonly StreamEntry[], audience: Audience, limit = 4): HiddenVariant[] {
  const hand: HiddenVariant[] = [];
  const order: HiddenVariant[] = [];
  const shuffled: HiddenVariant[] = [];
  const table = new Table();
  const blind = (zone: ZoneId) => !seesInto(table.zones.get(zone)!, audience);
  stream.forEach((entry, n) => {
    // Objects each move in this entry starts from, and where they are when the entry begins.
    entry.events.forEach((event, i) => {
      if (event.type === "move" && hand.length < limit * 8) {
        const from = table.zoneOf.get(event.object);
        const zone = from === undefined ? undefined : table.zones.get(from);
        if (zone !== undefined && !zone.ordered && blind(from!)) {
          const other = zone.objects.find((id) => id !== event.object);
          if (other !== undefined) hand.push({ what: `${event.object} or ${other} from ${from}`, seq: entry.seq, stream: renamed(stream, event.object, other, n, i) });
        }
      }
      if (event.type === "shuffle" && !canSee(event.vis, audience) && event.objects.length >= 2 && shuffled.length < limit * 8) {
        const [a, b] = [event.objects[0]!, event.objects[event.objects.length - 1]!];
        shuffled.push({ what: `${event.zone} shuffled with ${a} and ${b} swapped`, seq: entry.seq, stream: renamed(stream, a, b, n, i) });
      }
      table.apply(event);
    });
    // Two cards into the same hidden ordered zone in one decision, the same way (both on top or
    // both at the bottom): the other order. Their sources must both be in place before the entry.
    const moves = entry.events
      .map((event, i) => ({ event, i }))
      .filter((m): m is { event: Extract<TableEvent, { type: "move" }>; i: number } => m.event.type === "move" && table.zones.get(m.event.to)!.ordered && blind(m.event.to));
    for (let x = 0; x < moves.length && order.length < limit * 8; x++)
      for (let y = x + 1; y < moves.length; y++) {
        const [a, b] = [moves[x]!, moves[y]!];
        if (a.event.to !== b.event.to || a.event.index !== b.event.index) continue;
        const made = new Set(entry.events.flatMap((e) => (e.type === "move" ? [e.as ?? e.object] : e.type === "create" ? [e.object] : e.type === "shuffle" ? e.objects : [])));
        if (made.has(a.event.object) || made.has(b.event.object)) continue;
        const events = entry.events.slice();
        const swapSource = (m: typeof a, other: typeof a): TableEvent => {
          const { face: _face, ...rest } = m.event;
          return { ...rest, object: other.event.object, ...(other.event.face === undefined ? {} : { face: other.event.face }) };
        };
        events[a.i] = swapSource(a, b);
        events[b.i] = swapSource(b, a);
        order.push({
          what: `${a.event.object} and ${b.event.object} into ${a.event.to} in the other order`,
          seq: entry.seq,
          stream: stream.map((e, m) => (m === n ? { ...e, events } : e)),
        });
        break;
      }
  });
  const spread = (list: HiddenVariant[]) => (list.length <= limit ? list : Array.from({ length: limit }, (_, k) => list[Math.floor((k * list.length) / limit)]!));
  return [...spread(hand), ...spread(order), ...spread(shuffled)];
}

/** The first difference between two audiences' streams, or null when they are byte-identical. */
export function firstDifference(a: readonly StreamEntry[], b: readonly StreamEntry[]): string | null {
  for (let n = 0; n < Math.max(a.length, b.length); n++) {
    const [x, y] = [JSON.stringify(a[n]), JSON.stringify(b[n])];
    if (x !== y) return `seq ${n}:\n  ${x}\n  ${y}`;
  }
  return null;
}

export type Redact = (stream: readonly StreamEntry[], audience: Audience) => StreamEntry[];

/** Every variant's redacted stream against the game's own, for one audience: the differences. */
export function distinguishable(stream: readonly StreamEntry[], audience: Audience, limit = 4, redact: Redact = redactStream): string[] {
  const base = redact(stream, audience);
  const found: string[] = [];
  for (const variant of hiddenVariants(stream, audience, limit)) {
    const diff = firstDifference(base, redact(variant.stream, audience));
    if (diff !== null) found.push(`${variant.what} (seq ${variant.seq}) shows at ${diff}`);
  }
  return found;
}

export interface TraceResult {
  /** Cards in hidden zones the tracer named, and how many of those were right. */
  readonly guesses: number;
  readonly correct: number;
  /** Right guesses about a card that no player at the table could have followed. */
  readonly leaks: readonly string[];
}

/**
 * The adversary: reads `redacted` as an attacker would, believing that an id it has seen with a
 * face, or an id linked to one (`as`), is still that card — through hidden zones, batches and
 * all. Whenever the stream shows the face of a card it had followed into hiding, it checks its
 * guess. The full stream says which guesses were not a player's to make: the card had been among
 * others in a zone with no order the audience could see into, or went into a hidden ordered zone
 * together with others in one decision, or was shuffled.
 */
export function traceHiddenCards(full: readonly StreamEntry[], redacted: readonly StreamEntry[], audience: Audience): TraceResult {
  // Ground truth: which objects are "scrambled" for this audience (see above).
  const table = new Table();
  const scrambled = new Set<ObjectId>();
  const shownTruth: { seq: number; ref: string; scrambled: boolean }[][] = [];
  const blind = (zone: ZoneId) => !seesInto(table.zones.get(zone)!, audience);
  for (const entry of full) {
    const shown: { seq: number; ref: string; scrambled: boolean }[] = [];
    const intoOrdered = new Map<ZoneId, number>();
    for (const e of entry.events) if (e.type === "move" && table.zones.get(e.to)?.ordered === true && blind(e.to)) intoOrdered.set(e.to, (intoOrdered.get(e.to) ?? 0) + 1);
    for (const e of entry.events) {
      if (e.type === "reveal" && canSee(e.vis, audience)) {
        shown.push({ seq: entry.seq, ref: e.face.ref, scrambled: scrambled.has(e.object) });
        // Shown to the audience: from here on, knowing this card is a player's knowledge.
        scrambled.delete(e.object);
      }
      if ((e.type === "move" || e.type === "create") && e.face !== undefined && canSee(e.vis, audience)) {
        const before = e.type === "move" ? scrambled.has(e.object) : false;
        shown.push({ seq: entry.seq, ref: e.face.ref, scrambled: before });
      }
      if (e.type === "move") {
        const was = scrambled.has(e.object);
        scrambled.delete(e.object);
        const id = e.as ?? e.object;
        const to = table.zones.get(e.to)!;
        table.apply(e);
        const seen = !blind(e.to) && canSee(e.vis, audience);
        if (!seen && (was || (to.ordered && (intoOrdered.get(e.to) ?? 0) >= 2))) scrambled.add(id);
      } else table.apply(e);
      if (e.type === "shuffle" && !canSee(e.vis, audience)) for (const id of e.objects) scrambled.add(id);
      // Cards together in a zone with no order that the audience cannot see into.
      for (const [zoneId, zone] of table.zones)
        if (!zone.ordered && zone.objects.length >= 2 && blind(zoneId)) for (const id of zone.objects) scrambled.add(id);
    }
    shownTruth.push(shown);
  }
  // The adversary, on the redacted stream alone.
  const belief = new Map<ObjectId, string>();
  // Objects the audience's view shows face up (as the view reducer folds the stream).
  const faceUp = new Set<ObjectId>();
  let guesses = 0;
  let correct = 0;
  const leaks: string[] = [];
  redacted.forEach((entry, n) => {
    const truth = shownTruth[n] ?? [];
    let k = 0;
    for (const e of entry.events) {
      const faceShown = (e.type === "reveal") || ((e.type === "move" || e.type === "create") && e.face !== undefined);
      if (faceShown) {
        const ref = e.type === "reveal" ? e.face.ref : (e as { face: { ref: string } }).face.ref;
        // A guess is about a card back: the tracer names what it believes lies under it.
        const guess = e.type === "create" || faceUp.has(e.object) ? undefined : belief.get(e.object);
        const t = truth[k++];
        if (guess !== undefined) {
          guesses++;
          if (guess === ref) {
            correct++;
            if (t !== undefined && t.ref === ref && t.scrambled) leaks.push(`seq ${entry.seq}: followed ${ref} into hiding`);
          }
        }
      }
      switch (e.type) {
        case "create":
          if (e.face !== undefined) belief.set(e.object, e.face.ref);
          if (e.face !== undefined) faceUp.add(e.object);
          break;
        case "move": {
          const known = e.face?.ref ?? belief.get(e.object);
          const up = e.face !== undefined || (e.as === undefined && faceUp.has(e.object));
          if (e.as !== undefined) belief.delete(e.object);
          faceUp.delete(e.object);
          if (known !== undefined) belief.set(e.as ?? e.object, known);
          if (up) faceUp.add(e.as ?? e.object);
          break;
        }
        case "reveal":
          belief.set(e.object, e.face.ref);
          faceUp.add(e.object);
          break;
        case "shuffle":
          e.objects.forEach((id, i) => {
            if (e.faces?.[i] === undefined) belief.delete(id);
            else belief.set(id, e.faces[i]!.ref);
            if (e.faces?.[i] === undefined) faceUp.delete(id);
            else faceUp.add(id);
          });
          break;
        case "remove":
          belief.delete(e.object);
          faceUp.delete(e.object);
          break;
        default:
          break;
      }
    }
  });
  return { guesses, correct, leaks };
}

/** Per-event redaction with the full stream's ids: what redaction was before `Redactor` (for tests that show the checks have teeth). */
export const redactEventsOnly: Redact = (stream, audience) =>
  stream.map((entry) => ({ ...entry, events: entry.events.map((e) => redactEvent(e, audience)).filter((e): e is TableEvent => e !== null) }));

/**
 * The three checks for every audience that is not omniscient (the public and each seat; a delayed
 * feed is a prefix of the same redacted stream): the problems found, empty when none.
 */
export function hiddenInformationProblems(stream: readonly StreamEntry[], seats: number, redact: Redact = redactStream, limit = 4): string[] {
  const problems: string[] = [];
  for (const audience of [PUBLIC, ...Array.from({ length: seats }, (_, s) => seatAudience(s))]) {
    const who = audience.kind === "seat" ? `seat ${audience.seat}` : audience.kind;
    for (const d of distinguishable(stream, audience, limit, redact)) problems.push(`${who}: ${d}`);
    const redacted = redact(stream, audience);
    for (const l of traceHiddenCards(stream, redacted, audience).leaks) problems.push(`${who}: ${l}`);
    problems.push(...namedHiddenCards(stream, redacted, audience));
  }
  return problems;
}
