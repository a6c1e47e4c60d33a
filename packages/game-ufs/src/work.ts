import type { Seat } from "@tablecast/engine";
import { Work, type Mutable } from "@tablecast/engine/kit";
import { cardDef } from "./data/cards";
import type { UfsEvent } from "./events";
import type { CardObj, PlayerState, PoolCard, Purpose, StageCard, UfsState } from "./state";
import { foundationsOf } from "./values";
import { zoneId, ZONES, type ZoneKind } from "./zones";

/** Zones that hold plain card objects (the staging area and card pool hold richer records). */
export type ListZone = "deck" | "hand" | "discard" | "removed" | "momentum" | "transit";

/** A player's zones of plain card objects: the objects are never written, only moved or replaced. */
const CARD_LISTS = ["deck", "hand", "discard", "removed", "momentum", "transit", "attached"] as const;
type CardList = (typeof CARD_LISTS)[number];
/** Records a rule writes in place: a commit, a flip, damage dealt, next-attack bonuses. */
const RECORDS = ["character", "staging", "pool", "nextAttack", "usedThisTurn"] as const;

/** A player, writable: its card lists take and give card objects (read-only), the rest is writable throughout. */
export type PlayerDraft = Omit<Mutable<PlayerState>, CardList> & { [K in CardList]: CardObj[] };

export const nameOf = (card: string): string => cardDef(card).name;

/**
 * The working copy of one UFS apply: the kit's Work (copy-on-write state, events, ids, the
 * zone table's object rule) with the moves and counters of UFS's zones. Every zone move goes
 * through here so the object-id and visibility rules hold (C.2, D.3, D.4).
 */
export class UfsWork extends Work<UfsState, UfsEvent> {
  constructor(input: UfsState) {
    super(input, ZONES, "ufs");
  }

  /**
   * A player's part of the state, writable. Its card lists are copied as lists (their card objects
   * are shared: moves make new ones), its records deeply: far less to copy per decision than the
   * whole player with every card of its deck.
   */
  player(seat: Seat): PlayerDraft {
    return this.ownParts<PlayerDraft>(["players", seat], CARD_LISTS, RECORDS);
  }
  /** A player as it stands (read only: no copy). */
  seen(seat: Seat): PlayerState {
    return this.s.players[seat]!;
  }
  name(seat: Seat): string {
    return this.s.players[seat]!.name;
  }

  /** The stage as counters: foundations in the staging area, and those ready (D.2.2, C.1). */
  stageCounters(seat: Seat): void {
    const foundations = foundationsOf(this.seen(seat));
    this.counter(seat, "foundations", foundations.length);
    this.counter(seat, "ready-foundations", foundations.filter((c) => !c.committed).length);
  }

  /** Removes a card from one of a player's zones, wherever it is; a missing object is a bug. */
  take(seat: Seat, id: string): { card: string; from: ZoneKind } {
    const p = this.player(seat);
    for (const zone of ["hand", "deck", "discard", "removed", "momentum", "transit"] as const) {
      const i = p[zone].findIndex((c) => c.id === id);
      if (i >= 0) return { card: p[zone].splice(i, 1)[0]!.card, from: zone };
    }
    let i = p.pool.findIndex((c) => c.id === id);
    if (i >= 0) return { card: p.pool.splice(i, 1)[0]!.card, from: "pool" };
    i = p.staging.findIndex((c) => c.id === id);
    if (i >= 0) return { card: p.staging.splice(i, 1)[0]!.card, from: "staging" };
    throw new Error(`ufs: ${id} is not in any of P${seat + 1}'s zones`);
  }

  /** Moves a card object of `seat` to a list zone. Deck: top unless `bottom`. Returns the (possibly new) object. */
  moveTo(seat: Seat, id: string, to: ListZone, opts: { bottom?: boolean } = {}): CardObj {
    const { card, from } = this.take(seat, id);
    if (from === "staging") this.stageCounters(seat);
    const zone = zoneId(seat, to);
    const moved = { id: this.arrive(id, zone), card };
    const list = this.player(seat)[to];
    const top = to === "deck" && opts.bottom !== true;
    if (top) list.unshift(moved);
    else list.push(moved);
    this.emit({ type: "move", obj: id, card, to: zone, ...(top ? { index: 0 } : {}), ...(moved.id === id ? {} : { as: moved.id }) });
    if (to === "momentum") this.counter(seat, "momentum", this.seen(seat).momentum.length);
    return moved;
  }

  /** E.4.10: adds the card to the right end of the card pool. */
  toPool(seat: Seat, id: string, purpose: Purpose): Mutable<PoolCard> {
    const { card } = this.take(seat, id);
    const pooled: Mutable<PoolCard> = { id, card, purpose, dealtDamage: false, speed: 0, damage: 0 };
    this.player(seat).pool.push(pooled);
    this.emit({ type: "move", obj: id, card, to: zoneId(seat, "pool") });
    return pooled;
  }

  /** I.3.8.1: the top card of the discard pile goes face down to the card pool as a multiple copy of `copyOf`. */
  toPoolFaceDown(seat: Seat, id: string, copyOf: string): Mutable<PoolCard> {
    const { card } = this.take(seat, id);
    const pooled: Mutable<PoolCard> = { id: this.newId(), card, purpose: "form", dealtDamage: false, speed: 0, damage: 0, copyOf };
    this.player(seat).pool.push(pooled);
    this.emit({ type: "face-down", obj: id, card, owner: seat, to: "pool", as: pooled.id });
    this.prop(pooled.id, "copyOf", cardDef(copyOf).name);
    return pooled;
  }

  /**
   * K.4.2 / H.4.1.4: turns a staging card face down. It becomes a foundation with no other base
   * values (D.2.2.2), private to its controller (C.2.2.1): a new object, so the opponent cannot
   * follow which card it was. It keeps its place and its ready or committed state.
   */
  flipInStaging(seat: Seat, id: string): string {
    const c = this.player(seat).staging.find((x) => x.id === id);
    if (c === undefined || c.faceDown === true) throw new Error(`ufs: cannot flip ${id}`);
    const renewed = this.newId();
    c.id = renewed;
    c.faceDown = true;
    this.emit({ type: "face-down", obj: id, card: c.card, owner: seat, to: "staging", as: renewed });
    this.prop(renewed, "faceDown", true);
    if (c.committed) this.prop(renewed, "committed", true);
    this.stageCounters(seat);
    return renewed;
  }

  /** K.4.2: turns a card in the card pool face down, in its place: unknown to both players (C.2.3.1). */
  flipInPool(seat: Seat, id: string): string {
    const pool = this.player(seat).pool;
    const i = pool.findIndex((x) => x.id === id);
    const c = pool[i];
    if (c === undefined || c.faceDown === true) throw new Error(`ufs: cannot flip ${id}`);
    const renewed = this.newId();
    c.id = renewed;
    c.faceDown = true;
    this.emit({ type: "face-down", obj: id, card: c.card, owner: seat, to: "pool", as: renewed, index: i });
    this.prop(renewed, "faceDown", true);
    return renewed;
  }

  /** F.3.2.1: adds the card to the staging area, ready (D.1.2). */
  toStaging(seat: Seat, id: string): StageCard {
    const { card } = this.take(seat, id);
    const since = this.s.clock;
    this.set("clock", since + 1);
    const staged: StageCard = { id, card, committed: false, since };
    this.player(seat).staging.push(staged);
    this.emit({ type: "move", obj: id, card, to: zoneId(seat, "staging") });
    this.stageCounters(seat);
    return staged;
  }

  /** C.1.4: commit a ready card (the character or a staging card). */
  commit(seat: Seat, id: string): void {
    const p = this.player(seat);
    const c = p.character.id === id ? p.character : p.staging.find((x) => x.id === id);
    if (c === undefined || c.committed) throw new Error(`ufs: cannot commit ${id}`);
    c.committed = true;
    this.prop(id, "committed", true);
    if (c !== p.character) this.stageCounters(seat);
  }
  ready(seat: Seat, id: string): void {
    const p = this.player(seat);
    const c = p.character.id === id ? p.character : p.staging.find((x) => x.id === id);
    if (c === undefined || !c.committed) return;
    c.committed = false;
    this.prop(id, "committed", false);
    if (c !== p.character) this.stageCounters(seat);
  }

  /** D.4.1: shuffle; every card becomes a new object in a new order. */
  shuffleDeck(seat: Seat): void {
    const order = this.shuffle(this.seen(seat).deck);
    const p = this.player(seat);
    p.deck = order.map((c) => ({ id: this.newId(), card: c.card }));
    this.emit({ type: "shuffle", zone: zoneId(seat, "deck"), cards: p.deck.map((c) => ({ id: c.id, card: c.card })) });
  }

  /** Discards the last `n` momentum (D.4.2.3: the cards of the bar are indistinguishable, D.4.2.1.1). */
  discardMomentum(seat: Seat, n: number): void {
    for (let i = 0; i < n; i++) this.moveTo(seat, this.seen(seat).momentum[this.seen(seat).momentum.length - 1]!.id, "discard");
    this.counter(seat, "momentum", this.seen(seat).momentum.length);
  }

  /** A.1.1 / A.1.2 / E.2: the game ends (the kit's loop then stops asking). */
  end(winners: readonly Seat[], reason: string, rule: string): void {
    if (this.s.ended !== null) return;
    this.set("ended", { winners: [...winners], reason, rule: this.cite(rule) });
    this.log(reason, rule);
    this.emit({ type: "end", winners, reason, rule: this.cite(rule) });
  }

  /**
   * E.2.2: a player with no cards in their deck cycles it: shuffle the discard pile into the deck,
   * then remove its top 10 cards from the game. E.2.2.1: with 10 or fewer cards in the discard pile
   * the cycle cannot be completed and that player loses (A.1.2).
   */
  cycleIfEmpty(seat: Seat): void {
    const p = this.seen(seat);
    if (p.deck.length > 0 || this.s.ended !== null) return;
    if (p.discard.length <= 10) {
      this.end([seat === 0 ? 1 : 0], `${p.name} cannot cycle their deck (${p.discard.length} cards in the discard pile) and loses`, "E.2.2.1");
      return;
    }
    this.log(`${p.name}'s deck is empty: they cycle it`, "E.2.2");
    for (const c of p.discard.slice()) this.moveTo(seat, c.id, "deck", { bottom: true });
    this.shuffleDeck(seat);
    for (let i = 0; i < 10; i++) this.moveTo(seat, this.seen(seat).deck[0]!.id, "removed");
    this.log(`${p.name} removes the top 10 cards of the new deck from the game`, "E.2.2");
  }

  /** Draws one card (F.1.3, effects); an empty deck cycles at once (E.2.2). */
  drawOne(seat: Seat): boolean {
    const top = this.seen(seat).deck[0];
    if (top === undefined || this.s.ended !== null) return false;
    this.moveTo(seat, top.id, "hand");
    this.cycleIfEmpty(seat);
    return true;
  }
  draw(seat: Seat, n: number, rule: string): void {
    let drawn = 0;
    for (let i = 0; i < n && this.drawOne(seat); i++) drawn++;
    if (drawn > 0) this.log(`${this.name(seat)} draws ${drawn} card${drawn === 1 ? "" : "s"}`, rule);
  }

  /** G.3 / J.5.1: vitality changes; E.2.1 a player at 0 or less loses. */
  setVitality(seat: Seat, value: number): void {
    this.player(seat).vitality = value;
    this.counter(seat, "vitality", value);
    if (value <= 0) this.end([seat === 0 ? 1 : 0], `${this.name(seat)} is at ${value} vitality and loses`, "E.2.1");
  }
}
