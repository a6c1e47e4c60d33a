import type { Seat } from "@tablecast/engine";
import { Work, type Mutable } from "@tablecast/engine/kit";
import { cardDef } from "./cards";
import { placeBonusDamage, playerBonusDamage } from "./values";
import type { RiftboundEvent } from "./events";
import type { Battlefield, CardObj, Location, PlayerState, RiftboundState, Unit } from "./state";
import { locationZone, ZONES, zoneId, type PlayerZone } from "./zones";

/** A player's zones of plain card objects: the objects are never written, only moved or replaced. */
const CARD_LISTS = ["champion", "hand", "deck", "runeDeck", "trash", "banishment", "setAside"] as const;
type CardList = (typeof CARD_LISTS)[number];
/** Parts a rule writes in place: the legend and runes exhausted or readied, the pool, gear, facedown cards. */
const RECORDS = ["legend", "runes", "pool", "gear", "facedown", "choseFriendlyHere"] as const;

/** A player, writable: its card lists take and give card objects (read-only), the rest is writable throughout. */
export type DraftPlayer = Omit<Mutable<PlayerState>, CardList> & { [K in Exclude<CardList, "banishment">]: CardObj[] } & { banishment?: CardObj[] };
export type DraftUnit = Mutable<Unit>;
type CardZone = "hand" | "deck" | "trash" | "champion" | "rune-deck" | "banishment";

const list = (p: DraftPlayer, zone: CardZone): CardObj[] =>
  zone === "hand" ? p.hand : zone === "deck" ? p.deck : zone === "trash" ? p.trash : zone === "champion" ? p.champion : zone === "banishment" ? (p.banishment ??= []) : p.runeDeck;

/**
 * The working copy of one Riftbound apply, on the kernel's Work: reads through `s`, writes through
 * the helpers below (each owns only the part it writes). Card moves go through here so the object
 * rules hold: a card entering a non-board zone is a new object (110, the zone table), a token
 * leaving the board ceases to exist (183).
 */
export class RbWork extends Work<RiftboundState, RiftboundEvent> {
  /** Set while a chain item resolves: a trigger added then continues that chain (340.3). */
  resolving = false;

  constructor(s: RiftboundState) {
    super(s, ZONES, "riftbound");
  }

  /** Removes an optional member of the state (a "this turn" effect ending): no undefined member is left, so the state stays JSON. */
  unset(key: "preventSpellDamage" | "killDamagedThisTurn" | "additionalTurns" | "spellBonus" | "responsible"): void {
    delete (this.copy.root as Partial<Record<keyof RiftboundState, unknown>>)[key];
  }
  /**
   * A player's part of the state, writable. Its card lists are copied as lists (their card objects
   * are shared: moves make new ones), the parts written in place deeply: far less to copy per
   * decision than the whole player with every card of both decks.
   */
  player(seat: Seat): DraftPlayer {
    return this.ownParts<DraftPlayer>(["players", seat], CARD_LISTS, RECORDS);
  }
  name(seat: Seat): string {
    return this.s.players[seat]!.name;
  }
  cardName(card: string): string {
    return cardDef(card).name;
  }
  units(): DraftUnit[] {
    return this.own<Unit[]>("units");
  }
  /** The unit with this id, writable; undefined once it left the board. */
  unit(id: string): DraftUnit | undefined {
    if (!this.s.units.some((u) => u.id === id)) return undefined;
    return this.units().find((u) => u.id === id);
  }
  battlefield(i: number): Mutable<Battlefield> {
    return this.own<Battlefield>("battlefields", i);
  }
  setPoints(seat: Seat, points: number): void {
    this.player(seat).points = points;
    this.counter(seat, "points", points);
  }
  handCount(seat: Seat): void {
    this.counter(seat, "hand", this.s.players[seat]!.hand.length);
  }
  /** A card object to a player's non-board zone (a new object, 110); `bottom` puts it under a deck. */
  put(seat: Seat, card: CardObj, to: CardZone, bottom = false): CardObj {
    const zone = zoneId(seat, to);
    const moved = { id: this.arrive(card.id, zone), card: card.card };
    const into = list(this.player(seat), to);
    const deck = to === "deck" || to === "rune-deck";
    if (deck && !bottom) into.unshift(moved);
    else into.push(moved);
    this.emit({ type: "move", obj: card.id, card: card.card, to: zone, as: moved.id, ...(deck ? { index: bottom ? into.length - 1 : 0 } : {}) });
    if (to === "hand") this.handCount(seat);
    return moved;
  }
  /** Removes a card object from one of a player's card zones. */
  take(seat: Seat, from: CardZone, id: string): CardObj {
    const from_ = list(this.player(seat), from);
    const i = from_.findIndex((c) => c.id === id);
    if (i < 0) throw new Error(`riftbound: ${id} is not in p${seat}.${from}`);
    const [card] = from_.splice(i, 1);
    if (from === "hand") this.handCount(seat);
    return card!;
  }
  /** 413: draw the top card; false when the Main Deck is empty (the caller burns out, 431). */
  drawOne(seat: Seat): boolean {
    const top = this.s.players[seat]!.deck[0];
    if (top === undefined) return false;
    this.take(seat, "deck", top.id);
    this.put(seat, top, "hand");
    return true;
  }
  /** 115, 431: a deck in a random order, every card a new object. */
  shuffleZone(seat: Seat, zone: "deck" | "rune-deck"): void {
    const p = this.player(seat);
    const order = this.shuffle(zone === "deck" ? p.deck : p.runeDeck);
    const fresh = order.map((c) => ({ id: this.newId(), card: c.card }));
    if (zone === "deck") p.deck = fresh;
    else p.runeDeck = fresh;
    this.emit({ type: "shuffle", zone: zoneId(seat, zone), cards: fresh.map((c) => ({ id: c.id, card: c.card })) });
  }
  /** A unit enters the board (359.2.c: exhausted) at a location. */
  enterUnit(seat: Seat, card: CardObj, at: Location, token = false, readyAnyway = false): void {
    // Magma Wurm: "Other friendly units enter ready."
    const ready = readyAnyway || this.s.units.some((x) => x.controller === seat && cardDef(x.card).keywords?.othersEnterReady === true);
    const u: DraftUnit = { id: card.id, card: card.card, controller: seat, location: at, exhausted: !ready, damage: 0, buffed: false, stunned: false, mightThisTurn: 0, token };
    this.units().push(u);
    if (token) this.emit({ type: "enter", obj: u.id, card: u.card, zone: locationZone(seat, at) });
    else this.emit({ type: "move", obj: u.id, card: u.card, to: locationZone(seat, at) });
    this.prop(u.id, "exhausted", !ready);
    this.prop(u.id, "controller", seat);
  }
  /** 426, 701: a unit buffed (+1 Might) unless it has a buff already (426.1.c) — one that can have any number gets another. Whether it got one. */
  addBuff(u: DraftUnit): boolean {
    if (u.buffed) {
      if (cardDef(u.card).keywords?.anyNumberOfBuffs !== true) return false;
      u.moreBuffs = (u.moreBuffs ?? 0) + 1;
      this.prop(u.id, "buffs", 1 + u.moreBuffs);
      return true;
    }
    u.buffed = true;
    this.prop(u.id, "buffed", true);
    return true;
  }
  /** 702.2.b: one of a unit's buffs spent. */
  spendBuff(u: DraftUnit): void {
    if ((u.moreBuffs ?? 0) > 0) {
      u.moreBuffs = u.moreBuffs! - 1;
      if (u.moreBuffs === 0) delete u.moreBuffs;
      this.prop(u.id, "buffs", 1 + (u.moreBuffs ?? 0));
      return;
    }
    u.buffed = false;
    this.prop(u.id, "buffed", false);
  }
  moveUnit(u: DraftUnit, to: Location): void {
    u.location = to;
    this.emit({ type: "move", obj: u.id, card: u.card, to: locationZone(u.controller, to) });
  }
  /** `obj` must be writable (from `player`, `unit`, `units`). */
  setExhausted(obj: { id: string; exhausted: boolean }, value: boolean): void {
    if (obj.exhausted === value) return;
    obj.exhausted = value;
    this.prop(obj.id, "exhausted", value);
  }
  setDamage(u: DraftUnit, damage: number): void {
    if (u.damage === damage) return;
    // Kayn - Unleashed: "If I have moved twice this turn, I don't take damage." (437: prevented, whatever its source)
    if (damage > u.damage && (u.movesThisTurn ?? 0) >= 2 && cardDef(u.card).code === "OGN-189") {
      this.log(`${this.cardName(u.card)} moved twice this turn: it takes no damage`, "437");
      return;
    }
    // Imperial Decree, Noxian Guillotine: a unit taking damage while they wait is killed in the next cleanup (323).
    if (damage > u.damage && (this.s.killDamagedThisTurn === true || u.killOnDamage === true)) {
      delete u.killOnDamage;
      u.doomed = true;
    }
    // 428.5.c: the spell or ability resolving dealt it damage — a death in the Cleanup that follows is its kill.
    const by = this.s.responsible;
    if (damage > u.damage && by !== undefined && !by.damaged.includes(u.id)) this.set("responsible", { ...by, damaged: [...by.damaged, u.id] });
    u.damage = damage;
    this.prop(u.id, "damage", damage);
  }
  /**
   * 417: damage a spell or ability deals to a unit (417.6.a–b.2) — none while "all spell and ability
   * damage" is prevented this turn (437, Unyielding Spirit; prevented damage is not dealt, 437.4).
   * Returns the damage dealt.
   */
  dealDamage(u: DraftUnit, amount: number, source: string, by?: Seat): number {
    if (amount <= 0) return 0;
    if (this.s.preventSpellDamage === true) {
      this.log(`${source}: ${amount} damage to ${this.cardName(u.card)} is prevented`, "437.2");
      return 0;
    }
    // 712–715: Bonus Damage — of the dealing player's (Annie - Fiery), of the spell resolving (Ravenborn Tome, 391) and of the unit's place (Void Gate), summed (714).
    const bonus = (by === undefined ? 0 : playerBonusDamage(this.s, by) + (this.s.spellBonus ?? 0)) + placeBonusDamage(this.s, u);
    if (bonus > 0) this.log(`${source}: ${bonus} Bonus Damage to ${this.cardName(u.card)}`, "715.1");
    this.setDamage(u, u.damage + amount + bonus);
    return amount + bonus;
  }
  /** 106: control of a unit passes to `seat` (Possession); its owner is remembered for where it goes when it leaves the board. */
  takeControl(u: DraftUnit, seat: Seat): void {
    if (u.controller === seat) return;
    if (u.owner === undefined) u.owner = u.controller;
    else if (u.owner === seat) delete u.owner;
    u.controller = seat;
    this.prop(u.id, "controller", seat);
  }
  /** A unit leaves the board: a token ceases to exist (183), a card goes to its owner's trash. */
  removeUnit(u: Unit): void {
    const units = this.units();
    units.splice(units.findIndex((x) => x.id === u.id), 1);
    if (u.token) this.emit({ type: "remove", obj: u.id });
    else this.put(u.owner ?? u.controller, u, "trash");
  }
  /** A unit returns to its owner's hand (a new object, 110); a token ceases to exist (183). */
  returnUnitToHand(u: Unit): void {
    const units = this.units();
    units.splice(units.findIndex((x) => x.id === u.id), 1);
    if (u.token) this.emit({ type: "remove", obj: u.id });
    else this.put(u.owner ?? u.controller, { id: u.id, card: u.card }, "hand");
  }
  /** A gear leaves the board for its controller's trash (428: killed) or its owner's hand (110: a new object there). The new object. */
  removeGear(seat: Seat, id: string, to: "trash" | "hand"): CardObj {
    const g = this.s.players[seat]!.gear.find((x) => x.id === id)!;
    this.player(seat).gear = this.s.players[seat]!.gear.filter((x) => x.id !== id);
    return this.put(g.owner ?? seat, { id: g.id, card: g.card }, to);
  }
  /** 427: a unit banished from the board — to its owner's Banishment as a new object (110); a token ceases to exist (183). The new object, if any. */
  banishUnit(u: Unit): CardObj | undefined {
    const units = this.units();
    units.splice(units.findIndex((x) => x.id === u.id), 1);
    if (!u.token) return this.put(u.owner ?? u.controller, { id: u.id, card: u.card }, "banishment");
    this.emit({ type: "remove", obj: u.id });
    return undefined;
  }
  /** 165: the Rune Pool's contents as public counters: `energy`, and `power` in all (by domain in `power:<domain>`). */
  poolCounters(seat: Seat, before?: { energy: number; power: Partial<Record<string, number>>; anyPower?: number }): void {
    const pool = this.s.players[seat]!.pool;
    if (before === undefined || before.energy !== pool.energy) this.counter(seat, "energy", pool.energy);
    const total = (power: Partial<Record<string, number>>) => Object.values(power).reduce<number>((n, x) => n + (x ?? 0), 0);
    if (before === undefined || total(before.power) + (before.anyPower ?? 0) !== total(pool.power) + (pool.anyPower ?? 0)) this.counter(seat, "power", total(pool.power) + (pool.anyPower ?? 0));
    // Power of any domain (Malzahar - Fanatic) has a counter of its own once there has been some.
    if ((before?.anyPower ?? 0) !== (pool.anyPower ?? 0)) this.counter(seat, "power:any", pool.anyPower ?? 0);
    const domains = new Set([...Object.keys(pool.power), ...Object.keys(before?.power ?? {})]);
    for (const d of domains) {
      const now = (pool.power as Record<string, number>)[d] ?? 0;
      if (before === undefined || (before.power[d] ?? 0) !== now) this.counter(seat, `power:${d}`, now);
    }
  }
  /** A player's public counters after setup. */
  counters(seat: Seat): void {
    const p = this.s.players[seat]!;
    this.counter(seat, "points", p.points);
    this.counter(seat, "hand", p.hand.length);
    // 478.3: the points to reach, for a points track.
    this.counter(seat, "victory-score", this.s.victoryScore);
    this.poolCounters(seat);
  }
}

export type { PlayerZone };
