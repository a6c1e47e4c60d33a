import { nextInt, shuffle, type RngState, type Seat } from "@tablecast/engine";
import { cardDef } from "./cards";
import { battlefieldZone, zoneId, type PlayerZone, type RiftboundEvent } from "./events";
import type { CardObj, Location, PlayerState, RiftboundState, Unit } from "./state";

/** Deeply mutable copy of a readonly type: the working copy of one apply. */
export type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;
export type Draft = Omit<Mutable<RiftboundState>, "rng"> & { rng: RngState };
export type DraftPlayer = Draft["players"][number];
export type DraftUnit = Draft["units"][number];

/** Plain JSON data copied deeply (states are JSON). */
function cloneJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

/** Where a unit at a location is shown: its controller's base, or the battlefield's shared zone. */
export const locationZone = (seat: Seat, at: Location): string => (at === "base" ? zoneId(seat, "base") : battlefieldZone(at));

/**
 * The working copy for one apply: a copy of the input state (never touched) and the events so far.
 * Card moves go through here so the object rules hold: a card entering a non-board zone is a new
 * object (110, 359.3.e.4), and a token leaving the board ceases to exist (183).
 */
export class Table {
  readonly s: Draft;
  readonly events: RiftboundEvent[] = [];
  constructor(state: RiftboundState) {
    this.s = cloneJson(state) as unknown as Draft;
  }
  get state(): RiftboundState {
    return this.s as unknown as RiftboundState;
  }
  newId(): string {
    return `o${this.s.nextId++}`;
  }
  player(seat: Seat): DraftPlayer {
    return this.s.players[seat]!;
  }
  name(seat: Seat): string {
    return this.player(seat).name;
  }
  log(text: string, rule?: string, to?: readonly Seat[]): void {
    this.events.push({ type: "log", text, ...(rule === undefined ? {} : { rule: `riftbound:${rule}` }), ...(to === undefined ? {} : { to }) });
  }
  counter(seat: Seat, counter: string, value: number): void {
    this.events.push({ type: "counter", seat, counter, value });
  }
  setPoints(seat: Seat, points: number): void {
    this.player(seat).points = points;
    this.counter(seat, "points", points);
  }
  handCount(seat: Seat): void {
    this.counter(seat, "hand", this.player(seat).hand.length);
  }
  /** A card object to a player's non-board zone as a new object; `bottom` puts it under a deck. */
  put(seat: Seat, card: CardObj, to: PlayerZone, bottom = false): CardObj {
    const moved = { id: this.newId(), card: card.card };
    const p = this.player(seat);
    const list = to === "hand" ? p.hand : to === "deck" ? p.deck : to === "trash" ? p.trash : to === "rune-deck" ? p.runeDeck : to === "champion" ? p.champion : null;
    if (list === null) throw new Error(`riftbound: ${to} is not a card zone`);
    if ((to === "deck" || to === "rune-deck") && !bottom) list.unshift(moved);
    else list.push(moved);
    this.events.push({ type: "move", obj: card.id, card: card.card, owner: seat, to: zoneId(seat, to), as: moved.id, ...(to === "deck" || to === "rune-deck" ? { index: bottom ? list.length - 1 : 0 } : {}) });
    if (to === "hand") this.handCount(seat);
    return moved;
  }
  /** Removes a card object from one of a player's card zones. */
  take(seat: Seat, from: "hand" | "deck" | "trash" | "champion" | "rune-deck", id: string): CardObj {
    const p = this.player(seat);
    const list = from === "hand" ? p.hand : from === "deck" ? p.deck : from === "trash" ? p.trash : from === "champion" ? p.champion : p.runeDeck;
    const i = list.findIndex((c) => c.id === id);
    if (i < 0) throw new Error(`riftbound: ${id} is not in p${seat}.${from}`);
    const [card] = list.splice(i, 1);
    if (from === "hand") this.handCount(seat);
    return card!;
  }
  /** 413: draw the top card; false when the Main Deck is empty (the caller burns out, 431). */
  drawOne(seat: Seat): boolean {
    const top = this.player(seat).deck[0];
    if (top === undefined) return false;
    this.take(seat, "deck", top.id);
    this.put(seat, top, "hand");
    return true;
  }
  shuffleZone(seat: Seat, zone: "deck" | "rune-deck"): void {
    const p = this.player(seat);
    const list = zone === "deck" ? p.deck : p.runeDeck;
    const [order, rng] = shuffle(this.s.rng, list);
    this.s.rng = rng;
    const fresh = order.map((c) => ({ id: this.newId(), card: c.card }));
    if (zone === "deck") p.deck = fresh;
    else p.runeDeck = fresh;
    this.events.push({ type: "shuffle", owner: seat, zone, cards: fresh.map((c) => ({ id: c.id, card: c.card })) });
  }
  random(n: number): number {
    const [i, rng] = nextInt(this.s.rng, n);
    this.s.rng = rng;
    return i;
  }
  unit(id: string): DraftUnit | undefined {
    return this.s.units.find((u) => u.id === id);
  }
  /** A unit enters the board (359.2.c: exhausted) at a location. */
  enterUnit(seat: Seat, card: CardObj, at: Location, token = false, ready = false): DraftUnit {
    const u: DraftUnit = { id: card.id, card: card.card, controller: seat, location: at, exhausted: !ready, damage: 0, buffed: false, stunned: false, mightThisTurn: 0, token };
    this.s.units.push(u);
    if (token) this.events.push({ type: "enter", obj: u.id, card: u.card, owner: seat, zone: locationZone(seat, at) });
    else this.events.push({ type: "move", obj: u.id, card: u.card, owner: seat, to: locationZone(seat, at) });
    this.events.push({ type: "prop", obj: u.id, key: "exhausted", value: !ready });
    this.events.push({ type: "prop", obj: u.id, key: "controller", value: seat });
    return u;
  }
  moveUnit(u: DraftUnit, to: Location): void {
    u.location = to;
    this.events.push({ type: "move", obj: u.id, card: u.card, owner: u.controller, to: locationZone(u.controller, to) });
  }
  setExhausted(obj: { id: string; exhausted: boolean }, value: boolean): void {
    if (obj.exhausted === value) return;
    obj.exhausted = value;
    this.events.push({ type: "prop", obj: obj.id, key: "exhausted", value });
  }
  setDamage(u: DraftUnit, damage: number): void {
    if (u.damage === damage) return;
    u.damage = damage;
    this.events.push({ type: "prop", obj: u.id, key: "damage", value: damage });
  }
  /** A unit leaves the board: a token ceases to exist (183), a card goes to its owner's trash. */
  removeUnit(u: Unit): void {
    this.s.units = this.s.units.filter((x) => x.id !== u.id);
    if (u.token) this.events.push({ type: "remove", obj: u.id });
    else this.put(u.controller, u, "trash");
  }
  cardName(card: string): string {
    return cardDef(card).name;
  }
  /** 165: the Rune Pool's contents as public counters: `energy`, and `power` in all (by domain in `power:<domain>`). */
  poolCounters(seat: Seat, before?: { energy: number; power: Partial<Record<string, number>> }): void {
    const pool = this.player(seat).pool;
    if (before === undefined || before.energy !== pool.energy) this.counter(seat, "energy", pool.energy);
    const total = (power: Partial<Record<string, number>>) => Object.values(power).reduce<number>((n, x) => n + (x ?? 0), 0);
    if (before === undefined || total(before.power) !== total(pool.power)) this.counter(seat, "power", total(pool.power));
    const domains = new Set([...Object.keys(pool.power), ...Object.keys(before?.power ?? {})]);
    for (const d of domains) {
      const now = (pool.power as Record<string, number>)[d] ?? 0;
      if (before === undefined || (before.power[d] ?? 0) !== now) this.counter(seat, `power:${d}`, now);
    }
  }
  /** Summary of a player's public counters after setup. */
  counters(seat: Seat): void {
    const p: PlayerState = this.player(seat) as unknown as PlayerState;
    this.counter(seat, "points", p.points);
    this.counter(seat, "hand", p.hand.length);
    // 478.3: the points to reach, for a points track.
    this.counter(seat, "victory-score", this.s.victoryScore);
    this.poolCounters(seat);
  }
}
