import type { Decision, Game, GameState, MatchConfig, Step } from "../game";
import { err, ok, type Result } from "../result";
import { shuffle, seedRng, type RngState } from "../rng";
import type { CardFace, Seat, TableEvent, Visibility } from "../table-events";

/**
 * Duel: a small test-only game that exercises every part of the kernel a real card game does —
 * private hands, a hidden ordered deck, shuffles, reveals to all and to one seat, objects that
 * become new objects when they enter a hidden zone, an attack/block exchange and game end.
 * Not a product game; Flesh and Blood is the first real one.
 *
 * Cards: V1..V9 attack or block for their value; SCOUT reveals the top of your deck to all;
 * PEEK shows you the opponent's hand. 10 life each, 3 cards, draw 1 a turn (an empty deck is
 * refilled by shuffling the discard). Up to 3 plays a turn. After the turn limit (30) the higher
 * life wins.
 */
export const DUEL_CARDS: Readonly<Record<string, CardFace>> = Object.fromEntries([
  ...Array.from({ length: 9 }, (_, i) => [`V${i + 1}`, { ref: `V${i + 1}`, name: `Strike ${i + 1}`, attrs: { value: i + 1 } }] as const),
  ["SCOUT", { ref: "SCOUT", name: "Scout", attrs: { value: 0 } }],
  ["PEEK", { ref: "PEEK", name: "Peek", attrs: { value: 0 } }],
]);

const OPENING_HAND = 3;
const PLAYS_PER_TURN = 3;

/** Options (header `options`): `life` (default 10) and `turnLimit` (default 30), for long test games. */
function numberOption(config: MatchConfig, key: string, fallback: number): number | null {
  const v = config.options?.[key];
  if (v === undefined) return fallback;
  return typeof v === "number" && Number.isInteger(v) && v > 0 && v <= 1_000_000 ? v : null;
}

interface Card {
  readonly obj: string;
  readonly card: string;
}

export interface DuelState extends GameState {
  readonly nextObject: number;
  readonly turn: number;
  readonly turnPlayer: Seat;
  readonly phase: "main" | "block";
  readonly plays: number;
  readonly life: readonly number[];
  readonly zones: Readonly<Record<string, readonly Card[]>>;
  readonly attack: Card | null;
  readonly ended: { readonly winners: readonly Seat[]; readonly reason: string } | null;
  readonly turnLimit: number;
}

const deckOf = (s: Seat) => `p${s}.deck`;
const handOf = (s: Seat) => `p${s}.hand`;
const discardOf = (s: Seat) => `p${s}.discard`;
const FIELD = "field";
const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
const face = (card: string): CardFace => DUEL_CARDS[card]!;
const valueOf = (card: string) => Number(face(card).attrs?.value ?? 0);

/** A mutable working copy for one apply; the input state is never touched. */
class Table {
  zones: Record<string, Card[]>;
  rng: RngState;
  nextObject: number;
  events: TableEvent[] = [];
  constructor(state: Pick<DuelState, "zones" | "rng" | "nextObject">) {
    this.zones = Object.fromEntries(Object.entries(state.zones).map(([k, v]) => [k, v.slice()]));
    this.rng = state.rng;
    this.nextObject = state.nextObject;
  }
  newId(): string {
    return `o${this.nextObject++}`;
  }
  take(zone: string, obj: string): Card {
    const list = this.zones[zone]!;
    const i = list.findIndex((c) => c.obj === obj);
    if (i < 0) throw new Error(`duel: ${obj} not in ${zone}`);
    return list.splice(i, 1)[0]!;
  }
  /** Moves a card; entering a non-public zone makes it a new object (as FaB CR 3.0.9). */
  move(from: string, obj: string, to: string, vis: Visibility, opts: { renew: boolean }): Card {
    const card = this.take(from, obj);
    const moved = opts.renew ? { obj: this.newId(), card: card.card } : card;
    this.zones[to]!.push(moved);
    this.events.push({
      type: "move",
      object: obj,
      to,
      ...(opts.renew ? { as: moved.obj } : {}),
      face: face(card.card),
      vis,
    });
    return moved;
  }
  draw(seat: Seat): void {
    if (this.zones[deckOf(seat)]!.length === 0) this.recycle(seat);
    const top = this.zones[deckOf(seat)]![0];
    if (top === undefined) return;
    this.move(deckOf(seat), top.obj, handOf(seat), [seat], { renew: true });
  }
  /** Shuffle the discard into the empty deck: every card becomes a new, unknown object. */
  recycle(seat: Seat): void {
    for (const c of this.zones[discardOf(seat)]!.slice()) this.move(discardOf(seat), c.obj, deckOf(seat), "hidden", { renew: true });
    this.shuffleDeck(seat);
  }
  shuffleDeck(seat: Seat): void {
    const [order, rng] = shuffle(this.rng, this.zones[deckOf(seat)]!);
    this.rng = rng;
    const renewed = order.map((c) => ({ obj: this.newId(), card: c.card }));
    this.zones[deckOf(seat)] = renewed;
    this.events.push({
      type: "shuffle",
      zone: deckOf(seat),
      objects: renewed.map((c) => c.obj),
      faces: renewed.map((c) => face(c.card)),
      vis: "hidden",
    });
  }
}

function finish(state: DuelState, table: Table, patch: Partial<DuelState>): Step<DuelState, TableEvent> {
  return {
    state: { ...state, ...patch, zones: table.zones, rng: table.rng, nextObject: table.nextObject },
    events: table.events,
  };
}

function promptFor(state: Pick<DuelState, "phase" | "turnPlayer" | "ended">): TableEvent {
  if (state.ended !== null) return { type: "prompt", seat: null, kind: "none", text: "" };
  return state.phase === "main"
    ? { type: "prompt", seat: state.turnPlayer, kind: "play", text: `waiting for P${state.turnPlayer + 1} to play or pass` }
    : { type: "prompt", seat: other(state.turnPlayer), kind: "block", text: `waiting for P${other(state.turnPlayer) + 1} to block` };
}

function setup(config: MatchConfig, seed: string): Result<Step<DuelState, TableEvent>> {
  for (const [i, seat] of config.seats.entries()) {
    const unknown = seat.deck.find((c) => DUEL_CARDS[c] === undefined);
    if (unknown !== undefined) return err("setup/unknown-card", `seat ${i + 1}'s deck has unknown card "${unknown}"`);
    if (seat.deck.length < OPENING_HAND) return err("setup/deck-too-small", `seat ${i + 1}'s deck needs at least ${OPENING_HAND} cards`);
  }
  const life = numberOption(config, "life", 10);
  const turnLimit = numberOption(config, "turnLimit", 30);
  if (life === null || turnLimit === null) return err("setup/bad-option", "life and turnLimit must be positive integers");
  const zones: Record<string, Card[]> = { [FIELD]: [] };
  const base: DuelState = {
    rng: seedRng(seed),
    nextObject: 1,
    turn: 1,
    turnPlayer: 0,
    phase: "main",
    plays: 0,
    life: [life, life],
    zones,
    attack: null,
    ended: null,
    turnLimit,
  };
  const table = new Table(base);
  table.events.push({ type: "zone", zone: FIELD, owner: null, kind: "field", ordered: true, visibility: "public" });
  for (const [seat, cfg] of config.seats.entries()) {
    table.events.push({ type: "player", seat, name: cfg.name });
    table.events.push({ type: "counter", seat, counter: "life", value: life });
    table.events.push({ type: "zone", zone: deckOf(seat), owner: seat, kind: "deck", ordered: true, visibility: "hidden" });
    table.events.push({ type: "zone", zone: handOf(seat), owner: seat, kind: "hand", ordered: false, visibility: "owner" });
    table.events.push({ type: "zone", zone: discardOf(seat), owner: seat, kind: "discard", ordered: true, visibility: "public" });
    table.zones[deckOf(seat)] = [];
    table.zones[handOf(seat)] = [];
    table.zones[discardOf(seat)] = [];
    for (const card of cfg.deck) {
      const obj = table.newId();
      table.zones[deckOf(seat)]!.push({ obj, card });
      table.events.push({ type: "create", object: obj, zone: deckOf(seat), face: face(card), vis: "hidden" });
    }
    table.shuffleDeck(seat);
  }
  for (const seat of [0, 1]) for (let i = 0; i < OPENING_HAND; i++) table.draw(seat);
  table.events.push({ type: "turn", turn: 1, turnPlayer: 0 }, { type: "phase", phase: "main" }, promptFor(base));
  return ok(finish(base, table, {}));
}

function decisions(state: DuelState, seat: Seat): Decision[] {
  if (state.ended !== null) return [];
  const hand = state.zones[handOf(seat)]!;
  if (state.phase === "main" && seat === state.turnPlayer) {
    return [
      ...hand.map((c) => ({ id: `play:${c.obj}`, label: `Play ${face(c.card).name}`, kind: "play" })),
      { id: "pass", label: "End turn", kind: "pass" },
    ];
  }
  if (state.phase === "block" && seat === other(state.turnPlayer)) {
    return [
      ...hand.filter((c) => valueOf(c.card) > 0).map((c) => ({ id: `block:${c.obj}`, label: `Block with ${face(c.card).name}`, kind: "block" })),
      { id: "take", label: "Take the hit", kind: "pass" },
    ];
  }
  return [];
}

function endTurn(state: DuelState, table: Table): Step<DuelState, TableEvent> {
  const turn = state.turn + 1;
  if (turn > state.turnLimit) {
    const [a, b] = state.life as [number, number];
    const winners = a === b ? [] : [a > b ? 0 : 1];
    table.events.push({ type: "end", winners, reason: "turn limit" });
    return finish(state, table, { ended: { winners, reason: "turn limit" } });
  }
  const turnPlayer = other(state.turnPlayer);
  table.events.push({ type: "turn", turn, turnPlayer }, { type: "phase", phase: "draw" });
  table.draw(turnPlayer);
  const next = { ...state, turn, turnPlayer, phase: "main" as const, plays: 0 };
  table.events.push({ type: "phase", phase: "main" }, promptFor(next));
  return finish(next, table, {});
}

function afterPlay(state: DuelState, table: Table): Step<DuelState, TableEvent> {
  const plays = state.plays + 1;
  if (plays >= PLAYS_PER_TURN) return endTurn({ ...state, plays }, table);
  const next = { ...state, plays, phase: "main" as const };
  table.events.push(promptFor(next));
  return finish(next, table, {});
}

function apply(state: DuelState, seat: Seat, id: string): Result<Step<DuelState, TableEvent>> {
  if (!decisions(state, seat).some((d) => d.id === id)) return err("decision/not-legal", `"${id}" is not legal now`);
  const table = new Table(state);
  if (id === "pass") return ok(endTurn(state, table));
  const [verb, obj] = id.split(":") as [string, string];
  if (verb === "play") {
    const card = state.zones[handOf(seat)]!.find((c) => c.obj === obj)!;
    if (card.card === "SCOUT" || card.card === "PEEK") {
      table.move(handOf(seat), obj, discardOf(seat), "public", { renew: false });
      if (card.card === "SCOUT") {
        const top = table.zones[deckOf(seat)]![0];
        if (top !== undefined) table.events.push({ type: "reveal", object: top.obj, face: face(top.card), vis: "public" });
      } else {
        for (const c of table.zones[handOf(other(seat))]!) table.events.push({ type: "reveal", object: c.obj, face: face(c.card), vis: [seat] });
      }
      return ok(afterPlay(state, table));
    }
    const attack = table.move(handOf(seat), obj, FIELD, "public", { renew: false });
    table.events.push({ type: "combat", attack: attack.obj, attacker: seat, target: other(seat), values: { power: valueOf(card.card) } });
    const next: DuelState = { ...state, phase: "block", attack };
    table.events.push(promptFor(next));
    return ok(finish(next, table, {}));
  }
  // Block or take: resolve the attack.
  const attack = state.attack!;
  const defender = seat;
  let blockValue = 0;
  if (verb === "block") {
    const block = table.move(handOf(defender), obj, FIELD, "public", { renew: false });
    blockValue = valueOf(block.card);
    table.move(FIELD, block.obj, discardOf(defender), "public", { renew: false });
  }
  const damage = Math.max(0, valueOf(attack.card) - blockValue);
  const life = state.life.slice();
  life[defender] = life[defender]! - damage;
  table.events.push({ type: "counter", seat: defender, counter: "life", value: life[defender]! });
  table.events.push({ type: "log", text: `P${defender + 1} takes ${damage}`, vis: "public" });
  table.move(FIELD, attack.obj, discardOf(other(defender)), "public", { renew: false });
  table.events.push({ type: "combat", attack: null });
  if (life[defender]! <= 0) {
    const winners = [other(defender)];
    table.events.push({ type: "end", winners, reason: "life reached 0" });
    return ok(finish(state, table, { life, attack: null, ended: { winners, reason: "life reached 0" } }));
  }
  return ok(afterPlay({ ...state, life, attack: null }, table));
}

export const duel: Game<DuelState, TableEvent> = {
  id: "duel",
  name: "Duel (test game)",
  rulesetVersion: "duel-1",
  seats: { min: 2, max: 2 },
  setup,
  status: (state) =>
    state.ended !== null
      ? { kind: "ended", winners: state.ended.winners, reason: state.ended.reason }
      : { kind: "awaiting", seats: [state.phase === "main" ? state.turnPlayer : other(state.turnPlayer)] },
  decisions,
  apply,
  concede(state, seat) {
    const winners = [other(seat)];
    const reason = `P${seat + 1} conceded`;
    const end: TableEvent = { type: "end", winners, reason };
    return ok({ state: { ...state, ended: { winners, reason } }, events: [{ type: "prompt", seat: null, kind: "none", text: "" }, end] });
  },
  project: (events) => events,
  evaluate: (state, seat) => state.life[seat]! - state.life[other(seat)]!,
  sampleDecks: {
    balanced: ["V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8", "V9", "SCOUT", "PEEK", "V5", "V6", "V7", "V3"],
    aggro: ["V9", "V8", "V7", "V9", "V8", "V7", "V6", "V6", "SCOUT", "PEEK", "V2", "V1"],
  },
};
