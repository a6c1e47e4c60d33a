import type { Seat, TableEvent, Visibility, ZoneId, ZoneVisibility } from "../table-events";

/**
 * Who sees the cards in a zone: everyone (graveyard, arena), its owner (hand), or nobody
 * (deck). This one table is where a game states its hidden information: table events, the
 * visibility of every card event and the "new object on entering a hidden zone" rule all
 * follow from it.
 */
export type ZoneSeen = "everyone" | "owner" | "nobody";

export interface ZoneSpec {
  /** The zone's kind in the game's words: "hand", "deck", "graveyard", "combat-chain"… */
  readonly kind: string;
  /** One per seat ("p0.hand") or one for the table ("stack"). */
  readonly per: "seat" | "table";
  readonly seen: ZoneSeen;
  /** Whether order matters (a deck, a chain) — viewers keep positions. */
  readonly ordered: boolean;
  /**
   * A card arriving here becomes a new object even though everyone could follow it (Riftbound
   * 110: every zone change but board to board; FaB CR 3.0.9 for some zones). Arrivals in a zone
   * someone cannot see always make a new object.
   */
  readonly fresh?: boolean;
}

const SEEN_AS: Readonly<Record<ZoneSeen, ZoneVisibility>> = { everyone: "public", owner: "owner", nobody: "hidden" };

/** A zone id with its kind and owner, as the table reads it. */
export interface ZonePlace {
  readonly spec: ZoneSpec;
  readonly owner: Seat | null;
}

/** A game's zones, declared once (ARCHITECTURE.md: "a declarative zone table per game"). */
export class ZoneTable<K extends string = string> {
  private readonly byKind: ReadonlyMap<string, ZoneSpec>;
  private readonly places = new Map<string, ZonePlace | null>();

  constructor(readonly specs: readonly (ZoneSpec & { readonly kind: K })[]) {
    const byKind = new Map<string, ZoneSpec>();
    for (const spec of specs) {
      if (byKind.has(spec.kind)) throw new Error(`zones: ${spec.kind} declared twice`);
      byKind.set(spec.kind, spec);
    }
    this.byKind = byKind;
  }

  /** The id of a zone: `p<seat>.<kind>` for a seat's zone, the kind itself for a shared one. */
  id(kind: K, seat?: Seat | null): ZoneId {
    const spec = this.spec(kind);
    if (spec.per === "seat") {
      if (seat === undefined || seat === null) throw new Error(`zones: ${kind} belongs to a seat`);
      return `p${seat}.${kind}`;
    }
    return kind;
  }

  spec(kind: string): ZoneSpec {
    const spec = this.byKind.get(kind);
    if (spec === undefined) throw new Error(`zones: no zone kind ${kind}`);
    return spec;
  }

  /** The kind and owner of a zone id; null for ids the table does not declare. */
  place(zone: ZoneId): ZonePlace | null {
    let place = this.places.get(zone);
    if (place === undefined) {
      const m = /^p(\d+)\.(.+)$/.exec(zone);
      const spec = this.byKind.get(m === null ? zone : m[2]!);
      place = spec === undefined || (spec.per === "seat") !== (m !== null) ? null : { spec, owner: m === null ? null : Number(m[1]) };
      this.places.set(zone, place);
    }
    return place;
  }

  /** Who may see a card in this zone: the secret part of a create or move event into it. */
  visibility(zone: ZoneId): Visibility {
    const place = this.place(zone);
    if (place === null) return "public";
    if (place.spec.seen === "everyone") return "public";
    if (place.spec.seen === "owner" && place.owner !== null) return [place.owner];
    return "hidden";
  }

  /** Whether some audience cannot see the cards in this zone. */
  hides(zone: ZoneId): boolean {
    const place = this.place(zone);
    return place !== null && place.spec.seen !== "everyone";
  }

  /**
   * Whether a card arriving in `to` becomes a new object: always when `to` hides it from someone
   * (so no audience can follow it in), and where the game says so (`fresh`).
   */
  renews(to: ZoneId): boolean {
    const place = this.place(to);
    return place !== null && (place.spec.seen !== "everyone" || place.spec.fresh === true);
  }

  /** The zone events that open a stream: shared zones, then each seat's. */
  declare(seats: number): TableEvent[] {
    const out: TableEvent[] = [];
    for (const spec of this.specs) {
      if (spec.per === "table") out.push(zoneEvent(spec, spec.kind, null));
    }
    for (let seat = 0; seat < seats; seat++) out.push(...this.declareSeat(seat));
    return out;
  }

  /** The zone events of the shared zones only. */
  declareShared(): TableEvent[] {
    return this.specs.filter((s) => s.per === "table").map((spec) => zoneEvent(spec, spec.kind, null));
  }

  /** The zone events of one seat's zones (when a game announces players one by one). */
  declareSeat(seat: Seat): TableEvent[] {
    return this.specs.filter((s) => s.per === "seat").map((spec) => zoneEvent(spec, `p${seat}.${spec.kind}`, seat));
  }
}

function zoneEvent(spec: ZoneSpec, zone: ZoneId, owner: Seat | null): TableEvent {
  return { type: "zone", zone, owner, kind: spec.kind, ordered: spec.ordered, visibility: SEEN_AS[spec.seen] };
}
