/**
 * Table events: the open, game-agnostic vocabulary every game projects its domain events onto
 * (ARCHITECTURE.md "Table events"). Documented for other tools in docs/replay-format.md.
 *
 * Secrets travel only in the fields named `face` / `faces` / `text` of events that carry a
 * `vis`; redaction (redact.ts) strips or drops them per audience. Everything else is public.
 */

/** A seat index, 0-based. Seat 0 is "p1" in the CLI and UI. */
export type Seat = number;
export type ObjectId = string;
export type ZoneId = string;

/** Who may see an event's secret part: everyone, only these seats, or nobody (omniscient only). */
export type Visibility = "public" | "hidden" | readonly Seat[];

/** A zone's default: public (graveyard), owner only (hand), hidden from all (deck). */
export type ZoneVisibility = "public" | "owner" | "hidden";

export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A card's identity as shown to a viewer. `attrs` holds printed stats (cost, power, pitch…). */
export interface CardFace {
  readonly ref: string;
  readonly name: string;
  readonly attrs?: Readonly<Record<string, string | number | boolean>>;
}

export type TableEvent =
  /** A player takes a seat; `hero` is public (FaB hero, Riftbound legend, UFS character). */
  | { readonly type: "player"; readonly seat: Seat; readonly name: string; readonly hero?: CardFace }
  /** A player counter is set to an absolute value (life, resources, action points, points…). */
  | { readonly type: "counter"; readonly seat: Seat; readonly counter: string; readonly value: number }
  /** A zone exists. Shared zones have owner null. */
  | {
      readonly type: "zone";
      readonly zone: ZoneId;
      readonly owner: Seat | null;
      readonly kind: string;
      readonly ordered: boolean;
      readonly visibility: ZoneVisibility;
    }
  /** An object appears in a zone (at `index`, or on top/end). */
  | {
      readonly type: "create";
      readonly object: ObjectId;
      readonly zone: ZoneId;
      readonly index?: number;
      readonly face?: CardFace;
      readonly vis: Visibility;
    }
  /**
   * An object moves. If `as` is given it becomes a new object with that id (FaB CR 3.0.9: an
   * object entering a hidden zone is a new object), so no audience can track it through the
   * hidden zone. `face` is who it is after the move, seen by `vis`.
   */
  | {
      readonly type: "move";
      readonly object: ObjectId;
      readonly to: ZoneId;
      readonly index?: number;
      readonly as?: ObjectId;
      readonly face?: CardFace;
      readonly vis: Visibility;
    }
  /** An object's identity is shown to `vis` (a reveal to all, or a look by some seats). */
  | { readonly type: "reveal"; readonly object: ObjectId; readonly face: CardFace; readonly vis: Visibility }
  /**
   * A zone is shuffled: its objects are replaced by `objects`, all new ids, in the new order.
   * `faces` (same order) is seen by `vis`, normally "hidden" (omniscient only).
   */
  | {
      readonly type: "shuffle";
      readonly zone: ZoneId;
      readonly objects: readonly ObjectId[];
      readonly faces?: readonly CardFace[];
      readonly vis: Visibility;
    }
  /** An object ceases to exist (tokens, attack proxies, layers). */
  | { readonly type: "remove"; readonly object: ObjectId }
  /** An object property or counter: tapped, facedown, power, +1 counters… null deletes it. */
  | { readonly type: "prop"; readonly object: ObjectId; readonly key: string; readonly value: JsonValue }
  | { readonly type: "turn"; readonly turn: number; readonly turnPlayer: Seat }
  | { readonly type: "phase"; readonly phase: string; readonly step?: string }
  /** Chain/stack/combat markers. `chain` names which (FaB "combat-chain", "stack"). */
  | {
      readonly type: "chain";
      readonly chain: string;
      readonly op: "open" | "close" | "push" | "pop";
      readonly object?: ObjectId;
      readonly label?: string;
    }
  /** The current attack and its numbers, or `attack: null` when no attack is in progress. */
  | {
      readonly type: "combat";
      readonly attack: ObjectId | null;
      readonly attacker?: Seat;
      readonly target?: Seat;
      readonly values?: Readonly<Record<string, number>>;
    }
  /**
   * Whom the table waits for: "waiting for P2 to declare defenders". seat null clears it. `amount`:
   * what a payment asks for in all, after reductions (FaB CR 5.1.7), when the prompt is one.
   */
  | { readonly type: "prompt"; readonly seat: Seat | null; readonly kind: string; readonly text: string; readonly amount?: number }
  /** A sentence for the event log, optionally citing a rule (`fab:7.3.2`). Private lines carry vis. */
  | { readonly type: "log"; readonly text: string; readonly rule?: string; readonly vis: Visibility }
  /** The game is over. No winners: a draw. */
  | { readonly type: "end"; readonly winners: readonly Seat[]; readonly reason: string; readonly rule?: string };

export type TableEventType = TableEvent["type"];

/** Every event of one log entry (seq 0 is setup), with who made the decision. */
export interface StreamEntry {
  readonly seq: number;
  /** The seat whose decision caused these events; null for setup. */
  readonly seat: Seat | null;
  /** The decision (id and label) when the audience may see it. */
  readonly decision?: { readonly id: string; readonly label: string };
  readonly events: readonly TableEvent[];
}
