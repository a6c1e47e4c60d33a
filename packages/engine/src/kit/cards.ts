import type { JsonValue, ObjectId, Seat } from "../table-events";

/**
 * Card behaviour keyed by card id (STYLE.md 5): a game registers one module per card or small
 * cycle, and the rules look a card up instead of testing flags. `M` is the game's module shape
 * (abilities built from its vocabulary).
 */
export class CardRegistry<M> {
  private readonly modules = new Map<string, M>();

  /** Registers a module for one card id or several (a cycle: red, yellow and blue). */
  register(ids: string | readonly string[], module: M): this {
    for (const id of typeof ids === "string" ? [ids] : ids) {
      if (this.modules.has(id)) throw new Error(`cards: ${id} registered twice`);
      this.modules.set(id, module);
    }
    return this;
  }

  get(id: string): M | undefined {
    return this.modules.get(id);
  }

  has(id: string): boolean {
    return this.modules.has(id);
  }

  ids(): readonly string[] {
    return [...this.modules.keys()];
  }

  get size(): number {
    return this.modules.size;
  }
}

/**
 * How long an effect lasts, in the words the card texts use. The game says when each ends (an
 * end of turn, the chain closing, an attack resolving) by calling `expire` with that moment.
 */
export type Duration =
  | { readonly until: "end-of-turn" }
  | { readonly until: "start-of-next-turn"; readonly seat: Seat }
  | { readonly until: "chain-closes" }
  | { readonly until: "link-resolves" }
  | { readonly until: "next-attack"; readonly seat: Seat }
  | { readonly until: "leaves"; readonly object: ObjectId }
  | { readonly until: "used" }
  | { readonly until: "game" };

export type Moment = Duration["until"];

/**
 * A continuous effect in the state: its source, the layer it applies in and the time it began
 * (timestamp order within a layer: FaB CR 6.3, Riftbound 468–471), how long it lasts and what it
 * does (game data, read by the game's layer code).
 */
export interface Continuous<D extends JsonValue = JsonValue> {
  readonly id: string;
  readonly source: ObjectId;
  readonly controller: Seat;
  readonly layer: number;
  readonly timestamp: number;
  readonly duration: Duration;
  readonly effect: D;
}

/** The effects in the order they apply: by layer, then by timestamp. */
export function inLayerOrder<C extends Continuous<JsonValue>>(effects: readonly C[]): C[] {
  return [...effects].sort((a, b) => a.layer - b.layer || a.timestamp - b.timestamp);
}

/** Folds a value (power, might, cost) through the effects that touch it, in layer order. */
export function applyLayers<C extends Continuous<JsonValue>, V>(base: V, effects: readonly C[], touches: (c: C) => boolean, apply: (value: V, c: C) => V): V {
  let value = base;
  for (const c of inLayerOrder(effects)) if (touches(c)) value = apply(value, c);
  return value;
}

/** The effects still running after `moment` (an end of turn, the chain closing, an object leaving). */
export function expire<C extends Continuous<JsonValue>>(effects: readonly C[], moment: Moment, detail?: { readonly seat?: Seat; readonly object?: ObjectId }): C[] {
  return effects.filter((c) => {
    const d = c.duration;
    if (d.until !== moment) return true;
    if (d.until === "start-of-next-turn" || d.until === "next-attack") return detail?.seat !== undefined && d.seat !== detail.seat;
    if (d.until === "leaves") return detail?.object !== undefined && d.object !== detail.object;
    return false;
  });
}

/**
 * A trigger on a kernel moment ("play", "attack", "hit", "destroyed", "phase:<name>"…): the card
 * modules declare them, the game's rules announce moments, and `triggered` lists the abilities
 * that fire, in the order of the objects given (their timestamps).
 */
export interface TriggerSpec<C> {
  readonly on: string;
  /** Whether it fires for this occurrence (the attack is this card's, the unit is an enemy's…); `source` is the object whose ability it is. */
  readonly when?: (context: C, source?: ObjectId) => boolean;
}

export function triggered<C, T extends TriggerSpec<C>>(sources: readonly { readonly object: ObjectId; readonly triggers: readonly T[] }[], moment: string, context: C): { readonly object: ObjectId; readonly trigger: T }[] {
  const out: { object: ObjectId; trigger: T }[] = [];
  for (const source of sources) {
    for (const trigger of source.triggers) if (trigger.on === moment && (trigger.when === undefined || trigger.when(context, source.object))) out.push({ object: source.object, trigger });
  }
  return out;
}

/** Conditions and selectors combine like the card texts read ("an attacking unit you control"). */
export type Test<X> = (x: X) => boolean;
export const all =
  <X>(...tests: readonly Test<X>[]): Test<X> =>
  (x) =>
    tests.every((t) => t(x));
export const any =
  <X>(...tests: readonly Test<X>[]): Test<X> =>
  (x) =>
    tests.some((t) => t(x));
export const not =
  <X>(test: Test<X>): Test<X> =>
  (x) =>
    !test(x);
