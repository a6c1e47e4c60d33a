import type { GameState } from "../game";
import { invariant } from "../result";
import { nextInt, shuffle as shuffleRng } from "../rng";
import type { JsonValue, ObjectId, Seat, ZoneId } from "../table-events";
import { CopyOnWrite, type Mutable } from "./copy";
import type { KitEvent } from "./events";
import type { Asking, QueuedStep } from "./queue";
import type { ZoneTable } from "./zones";

/** What the kernel keeps in every game state built on the toolkit. */
export interface KitState extends GameState {
  /** The next object id's number: ids are `o<n>`, never reused in a game. */
  readonly nextId: number;
  /** Effect steps waiting to run, first first (STYLE.md 14: a choice resumes from state). */
  readonly queue: readonly QueuedStep[];
  /** The question the game waits on, or null when it has ended. */
  readonly asking: Asking | null;
  /**
   * Outcomes of random draws fixed in advance (scenario tests: a die roll, a random discard),
   * used before the seeded rng. Never set by a match.
   */
  readonly fixedRandom?: readonly number[];
}

/**
 * The working copy of one apply: the input state (never written), the parts this apply wrote
 * (copy-on-write, see CopyOnWrite) and the events so far. Ids, randomness and the object rule
 * for hidden zones live here, once for every game.
 */
export class Work<S extends KitState, E extends { readonly type: string } = KitEvent> {
  readonly copy: CopyOnWrite<S>;
  readonly events: E[] = [];

  constructor(
    input: S,
    readonly zones: ZoneTable,
    /** The game id that prefixes rule citations: `fab` → `fab:7.3.2`. */
    readonly rules: string,
    /** How the working root is made (see CopyOnWrite); a shallow copy if not given. */
    rootOf?: (input: S) => Mutable<S>,
  ) {
    this.copy = new CopyOnWrite(input, rootOf);
  }

  /** The citation of a rule of this game: `cite("7.3.2")` → `fab:7.3.2`. */
  cite(rule: string): string {
    return `${this.rules}:${rule}`;
  }

  /** A line for the event log citing a rule; `to` limits it to some seats (a look at hidden cards). */
  log(text: string, rule?: string, to?: readonly Seat[]): void {
    // Members assigned, not spread in: games log several lines a decision.
    const e: { type: "log"; text: string; rule?: string; to?: readonly Seat[] } = { type: "log", text };
    if (rule !== undefined) e.rule = this.cite(rule);
    if (to !== undefined) e.to = to;
    this.events.push(e as KitEvent as unknown as E);
  }

  /**
   * An object's property for the table (exhausted, damage, counters…); null removes it. A list is
   * copied: the working copy may still change the one in the state during this apply.
   */
  prop(obj: ObjectId, key: string, value: JsonValue): void {
    this.events.push({ type: "prop", obj, key, value: Array.isArray(value) ? [...value] : value } as KitEvent as unknown as E);
  }

  counter(seat: Seat, counter: string, value: number): void {
    this.events.push({ type: "counter", seat, counter, value } as KitEvent as unknown as E);
  }

  /** The state as it stands now (read it; write through `own`). */
  get s(): S {
    return this.copy.root as unknown as S;
  }

  /** A writable part of the state (see CopyOnWrite.own). */
  own<T = unknown>(...path: readonly (string | number)[]): Mutable<T> {
    return this.copy.own<T>(...path);
  }
  /** A part of the state writable in its own members only (see CopyOnWrite.ownShallow). */
  ownShallow<T = unknown>(...path: readonly (string | number)[]): T {
    return this.copy.ownShallow<T>(...path);
  }

  /**
   * A part writable member by member, for a part read and written many times in one apply (a
   * player): `lists` (of read-only records, moved or replaced but never written) are copied as
   * lists, `records` (written in place) deeply; members it lacks are skipped. Asked again while
   * the state still holds it, the same part comes back without walking the path.
   */
  ownParts<T extends object>(path: readonly (string | number)[], lists: readonly string[], records: readonly string[]): T {
    const key = path.join("\u0000");
    const held = this.parts?.get(key);
    if (held !== undefined && walkTo(this.copy.root, path) === held) return held as T;
    const part = this.copy.ownShallow<Record<string, unknown>>(...path);
    for (const list of lists) if (part[list] !== undefined) this.copy.ownShallow(...path, list);
    for (const record of records) if (part[record] !== undefined) this.copy.own(...path, record);
    (this.parts ??= new Map()).set(key, part);
    return part as T;
  }
  /** Parts handed out by ownParts (made on first use: most applies of most games never ask). */
  private parts: Map<string, object> | undefined;

  /** Sets a top-level member of the state (numbers, flags, whole replaced values). */
  set<K extends keyof S>(key: K, value: S[K]): void {
    (this.copy.root as Record<keyof S, unknown>)[key] = value;
  }

  emit(...events: E[]): void {
    for (const e of events) this.events.push(e);
  }

  newId(prefix = "o"): ObjectId {
    const n = this.s.nextId;
    this.set("nextId", n + 1);
    return `${prefix}${n}`;
  }

  /**
   * The id a card has after arriving in `to`: a new object when the zone table says so (always
   * when the zone hides the card from someone, so no audience can follow it in), else its own.
   */
  arrive(id: ObjectId, to: ZoneId): ObjectId {
    return this.zones.renews(to) ? this.newId() : id;
  }

  /** A uniform integer in [0, n): a fixed outcome when the scenario set one, else the seeded rng. */
  random(n: number): number {
    const fixed = this.s.fixedRandom;
    if (fixed !== undefined && fixed.length > 0) {
      const [first, ...rest] = fixed;
      invariant(Number.isInteger(first) && first! >= 0 && first! < n, `fixed random outcome ${first} is not in [0, ${n})`);
      this.set("fixedRandom", rest as S["fixedRandom"]);
      return first!;
    }
    const [i, rng] = nextInt(this.s.rng, n);
    this.set("rng", rng);
    return i;
  }

  /** A shuffled copy of `items` (Fisher–Yates on the seeded rng; set a deck's order in tests instead). */
  shuffle<T>(items: readonly T[]): T[] {
    const [out, rng] = shuffleRng(this.s.rng, items);
    this.set("rng", rng);
    return out;
  }

  /** Queues steps to run before anything already waiting, in the order given (an effect's parts). */
  next(...steps: QueuedStep[]): void {
    this.set("queue", [...steps, ...this.s.queue] as S["queue"]);
  }

  /** Queues steps after everything already waiting. */
  later(...steps: QueuedStep[]): void {
    this.set("queue", [...this.s.queue, ...steps] as S["queue"]);
  }

  /** The finished state of this apply. */
  get state(): S {
    return this.s;
  }
}

/** The other seat of a two-player game. */
export const opponentOf = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

function walkTo(root: unknown, path: readonly (string | number)[]): unknown {
  let at = root;
  for (const key of path) at = (at as Record<string | number, unknown> | undefined)?.[key];
  return at;
}
