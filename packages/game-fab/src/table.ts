import { nextInt, shuffle, type RngState, type Seat } from "@tablecast/engine";
import { behaviourOf, cardData, cardName } from "./cards";
import { zoneId, type FabEvent } from "./events";
import type { CardObj, FabState, CardZone } from "./state";

/** Deeply mutable copy of a readonly type: the working copy of one apply. */
export type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
export type Draft = Omit<Mutable<FabState>, "rng"> & { rng: RngState };
export type DraftPlayer = Draft["players"][number];

/**
 * The working copy for one apply: a clone of the input state (never touched) plus the events
 * produced so far. Every zone move goes through here so the object id rules hold everywhere.
 */
/**
 * A deep copy of plain JSON data (game states are JSON, GameState's contract): several times
 * faster than structuredClone, which must handle every structured type, cycles and all.
 */
function cloneJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

export class Table {
  readonly s: Draft;
  readonly events: FabEvent[] = [];
  constructor(state: FabState) {
    this.s = cloneJson(state) as unknown as Draft;
  }
  /** The next state (plain JSON again). */
  get state(): FabState {
    return this.s as unknown as FabState;
  }
  newId(): string {
    return `o${this.s.nextId++}`;
  }
  player(seat: Seat): DraftPlayer {
    return this.s.players[seat]!;
  }
  log(text: string, rule?: string, to?: readonly Seat[]): void {
    this.events.push({ type: "log", text, ...(rule === undefined ? {} : { rule: `fab:${rule}` }), ...(to === undefined ? {} : { to }) });
  }
  counter(seat: Seat, counter: "life" | "resources" | "action-points", value: number): void {
    this.events.push({ type: "counter", seat, counter, value });
  }
  setLife(seat: Seat, life: number): void {
    this.player(seat).life = life;
    this.counter(seat, "life", life);
  }
  setResources(seat: Seat, value: number): void {
    this.player(seat).resources = value;
    this.counter(seat, "resources", value);
  }
  setActionPoints(seat: Seat, value: number): void {
    this.player(seat).actionPoints = value;
    this.counter(seat, "action-points", value);
  }
  /** Removes a card object from a player's card zone; a missing object is a bug. */
  take(seat: Seat, zone: CardZone, id: string): CardObj {
    const list = this.player(seat)[zone];
    const i = list.findIndex((c) => c.id === id);
    if (i < 0) throw new Error(`fab: ${id} is not in p${seat}.${zone}`);
    return list.splice(i, 1)[0]!;
  }
  /**
   * Puts a card into one of its owner's non-arena zones. It becomes a new object there
   * (CR 3.0.9), so nobody can follow it through a private zone.
   */
  put(seat: Seat, card: CardObj, to: CardZone, opts: { bottom?: boolean; faceDown?: boolean } = {}): CardObj {
    // CR 6.4.9: Drone of Brutality — "if this would be put into your graveyard from anywhere, instead put it on the bottom of your deck".
    if (to === "graveyard" && behaviourOf(card.card)?.graveyardToBottom === true) {
      this.log(`${cardName(card.card)} goes to the bottom of its owner's deck instead of the graveyard`, "6.4.9");
      return this.put(seat, card, "deck", { bottom: true });
    }
    const moved = { id: this.newId(), card: card.card };
    const list = this.player(seat)[to];
    // CR 3.7: the deck's top is index 0; "bottom" appends.
    if (to === "deck" && opts.bottom !== true) list.unshift(moved);
    else list.push(moved);
    this.events.push({
      type: "move",
      obj: card.id,
      card: card.card,
      owner: seat,
      to: zoneId(seat, to),
      as: moved.id,
      ...(opts.faceDown === true ? { faceDown: true } : {}),
      ...(opts.bottom === true ? { bottom: true } : {}),
    });
    return moved;
  }
  /** Moves an object between arena zones or onto the stack: it stays the same object. */
  shift(card: CardObj, owner: Seat, to: string): void {
    this.events.push({ type: "move", obj: card.id, card: card.card, owner, to });
  }
  /** CR 8.5.6: draw the top card; fails on an empty deck (8.5.6b). */
  draw(seat: Seat): boolean {
    // Cranial Crush: "they can't draw cards during their next action phase".
    const p = this.player(seat);
    if (this.s.phase === "action" && this.s.turnPlayer === seat && p.marks.some((m) => m.kind === "no-draw" && m.from <= this.s.turn && this.s.turn <= m.until))
      return false;
    const top = this.player(seat).deck[0];
    if (top === undefined) return false;
    this.take(seat, "deck", top.id);
    this.put(seat, top, "hand");
    return true;
  }
  /** CR 4.4.3f / 4.1.9: draw until the hand holds as many cards as the hero's intellect. */
  drawUpTo(seat: Seat): void {
    const p = this.player(seat);
    let drawn = 0;
    while (p.hand.length < p.intellect + p.intellectThisTurn && this.draw(seat)) drawn++;
    if (drawn > 0) this.log(`${p.name} draws ${drawn} card${drawn === 1 ? "" : "s"}`, "4.4.3f");
  }
  /** CR 8.5.20: shuffle; every card in the deck becomes a new object. */
  shuffleDeck(seat: Seat): void {
    const p = this.player(seat);
    const [order, rng] = shuffle(this.s.rng, p.deck);
    this.s.rng = rng;
    p.deck = order.map((c) => ({ id: this.newId(), card: c.card }));
    this.events.push({ type: "shuffle", owner: seat, zone: zoneId(seat, "deck"), cards: p.deck.map((c) => ({ id: c.id, card: c.card })) });
  }
  /** A random card from a hand (intimidate, "discard a random card"). */
  randomFromHand(seat: Seat): CardObj | null {
    const hand = this.player(seat).hand;
    if (hand.length === 0) return null;
    const [i, rng] = nextInt(this.s.rng, hand.length);
    this.s.rng = rng;
    return hand[i]!;
  }
  name(seat: Seat): string {
    return `${this.player(seat).name} (${cardData(this.player(seat).hero.card).name})`;
  }
  cardName(card: string): string {
    return cardName(card);
  }
}
