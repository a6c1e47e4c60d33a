import type { Game, MatchConfig } from "../../game";
import { ok } from "../../result";
import { seedRng, shuffle } from "../../rng";
import type { CardFace, Seat, TableEvent } from "../../table-events";
import { CardRegistry } from "../cards";
import { projectKit, type KitEvent } from "../events";
import { flowRules, payload, type Asking, type Flow } from "../queue";
import { Work, opponentOf, type KitState } from "../work";
import { ZoneTable } from "../zones";

/**
 * Sparks: the smallest game on the toolkit, for the kernel's own tests. Each turn the player
 * draws, then plays one card from hand or passes. Spark deals 1 to the opponent; Rummage asks
 * which card to discard, then draws (a question in the middle of an effect); Echo and Ember are
 * permanents whose "whenever you play a card" abilities trigger together. At 0 life a player loses.
 */
export interface Card {
  readonly id: string;
  readonly card: string;
}
export interface Side {
  readonly life: number;
  readonly hand: readonly Card[];
  readonly deck: readonly Card[];
  readonly discard: readonly Card[];
  readonly board: readonly Card[];
}
export interface SparksState extends KitState {
  readonly turn: number;
  readonly turnPlayer: Seat;
  readonly sides: readonly Side[];
  readonly triggered: readonly { readonly id: string; readonly controller: Seat; readonly source: string }[];
  readonly winner: Seat | null;
}

export const sparksZones = new ZoneTable([
  { kind: "hand", per: "seat", seen: "owner", ordered: false },
  { kind: "deck", per: "seat", seen: "nobody", ordered: true },
  { kind: "discard", per: "seat", seen: "everyone", ordered: true },
  { kind: "board", per: "seat", seen: "everyone", ordered: false },
]);
type Pile = "hand" | "deck" | "discard" | "board";

export class SparksWork extends Work<SparksState> {
  constructor(s: SparksState) {
    super(s, sparksZones, "sparks");
  }
  /** Moves a card between a seat's piles; the zone table decides whether it becomes a new object. */
  move(seat: Seat, from: Pile, id: string, to: Pile): Card {
    const side = this.own<Side & { [k: string]: Card[] }>("sides", seat);
    const i = side[from].findIndex((c) => c.id === id);
    const [card] = side[from].splice(i, 1);
    const moved = { id: this.arrive(card!.id, sparksZones.id(to, seat)), card: card!.card };
    side[to].push(moved);
    this.emit({ type: "move", obj: card!.id, card: card!.card, to: sparksZones.id(to, seat), ...(moved.id === card!.id ? {} : { as: moved.id }) });
    return moved;
  }
  draw(seat: Seat): void {
    const top = this.s.sides[seat]!.deck[0];
    if (top !== undefined) this.move(seat, "deck", top.id, "hand");
  }
  damage(seat: Seat, n: number): void {
    const side = this.own<{ life: number }>("sides", seat);
    side.life -= n;
    this.counter(seat, "life", side.life);
  }
}

interface CardModule {
  readonly name: string;
  /** Steps queued when the card is played. */
  readonly play?: (seat: Seat) => { step: string; [k: string]: string | number }[];
  readonly permanent?: boolean;
  readonly whenYouPlay?: string;
}
export const sparksCards = new CardRegistry<CardModule>()
  .register("spark", { name: "Spark", play: (seat) => [{ step: "damage", seat: opponentOf(seat), n: 1 }] })
  .register("rummage", { name: "Rummage", play: (seat) => [{ step: "rummage", seat }] })
  .register("echo", { name: "Echo", permanent: true, whenYouPlay: "Echo: draw a card" })
  .register("ember", { name: "Ember", permanent: true, whenYouPlay: "Ember: 1 damage" });

const face = (card: string): CardFace => ({ ref: card, name: sparksCards.get(card)!.name });

export const sparksFlow: Flow<SparksState, SparksWork> = {
  steps: {
    damage: (w, step) => w.damage(step["seat"] as Seat, step["n"] as number),
    draw: (w, step) => w.draw(step["seat"] as Seat),
    // A question in the middle of an effect: the answer comes back to "rummage-discard".
    rummage: (w, step): Asking | void => {
      const seat = step["seat"] as Seat;
      const hand = w.s.sides[seat]!.hand;
      if (hand.length === 0) return void w.draw(seat);
      return { seat, offer: "discard", choices: hand.map((c) => ({ id: `discard:${c.id}`, label: `Discard ${face(c.card).name}`, object: c.id, payload: payload.target(c.id) })), then: { step: "rummage-discard", seat } };
    },
    "rummage-discard": (w, step) => {
      const seat = step["seat"] as Seat;
      const [id] = (step["answer"] as { objects: string[] }).objects;
      w.move(seat, "hand", id!, "discard");
      w.draw(seat);
    },
    turn: (w, step) => {
      const answer = step["answer"] as { kind: string; objects?: string[] };
      const seat = w.s.turnPlayer;
      if (answer.kind === "target") {
        const id = answer.objects![0]!;
        const card = w.s.sides[seat]!.hand.find((c) => c.id === id)!;
        const module = sparksCards.get(card.card)!;
        w.move(seat, "hand", id, module.permanent ? "board" : "discard");
        // Every "whenever you play a card" permanent triggers at once; the kernel orders them.
        const waiting = w.s.sides[seat]!.board.filter((c) => sparksCards.get(c.card)!.whenYouPlay !== undefined && c.id !== id);
        w.set("triggered", [...w.s.triggered, ...waiting.map((c) => ({ id: w.newId("t"), controller: seat, source: c.card }))]);
        w.later(...(module.play?.(seat) ?? []));
      }
      w.later({ step: "end-turn" });
    },
    "end-turn": (w) => {
      const next = opponentOf(w.s.turnPlayer);
      w.set("turnPlayer", next);
      w.set("turn", w.s.turn + 1);
      w.emit({ type: "turn", turn: w.s.turn, turnPlayer: next });
      w.draw(next);
    },
  },
  offers: {
    turn: (s, asking) => [
      ...s.sides[asking.seat]!.hand.map((c) => ({ id: `play:${c.id}`, label: `Play ${face(c.card).name}`, kind: "play", object: c.id, payload: payload.target(c.id) })),
      { id: "pass", label: "Pass", kind: "pass", payload: payload.pass() },
    ],
  },
  check(w) {
    if (w.s.winner !== null) return;
    const loser = w.s.sides.findIndex((side) => side.life <= 0);
    if (loser >= 0) {
      w.set("winner", opponentOf(loser));
      w.emit({ type: "end", winners: [opponentOf(loser)], reason: "life 0", rule: w.cite("1") });
    }
  },
  ended: (s) => (s.winner === null ? null : { winners: [s.winner], reason: "life 0", rule: "sparks:1" }),
  triggers: {
    waiting: (s) => s.triggered.map((t) => ({ id: t.id, controller: t.controller, label: sparksCards.get(t.source)!.whenYouPlay! })),
    order: (s) => [s.turnPlayer, opponentOf(s.turnPlayer)],
    put(w, id) {
      const t = w.s.triggered.find((x) => x.id === id)!;
      w.set("triggered", w.s.triggered.filter((x) => x.id !== id));
      w.later(t.source === "echo" ? { step: "draw", seat: t.controller } : { step: "damage", seat: opponentOf(t.controller), n: 1 });
    },
  },
  idle: (w) => ({ seat: w.s.turnPlayer, offer: "turn", then: { step: "turn" } }),
};

export const sparksRules = flowRules<SparksState, KitEvent, SparksWork>(sparksFlow, (s) => new SparksWork(s), { rules: "sparks", turnRule: "2" });

/** A starting state: each seat's deck in order (no shuffle: tests set the order), three cards in hand. */
export function sparksStart(decks: readonly (readonly string[])[], options: { life?: number; fixedRandom?: number[] } = {}): { state: SparksState; events: SparksEvent[] } {
  let n = 0;
  const card = (c: string): Card => ({ id: `o${n++}`, card: c });
  const sides = decks.map((deck) => {
    const cards = deck.map(card);
    return { life: options.life ?? 3, hand: cards.slice(0, 3), deck: cards.slice(3), discard: [], board: [] };
  });
  const base: SparksState = { rng: seedRng("sparks"), nextId: n, queue: [], asking: null, turn: 1, turnPlayer: 0, sides, triggered: [], winner: null, ...(options.fixedRandom ? { fixedRandom: options.fixedRandom } : {}) };
  const w = new SparksWork(base);
  w.emit({ type: "table", seats: sides.length } as unknown as KitEvent);
  sides.forEach((side, seat) => {
    for (const pile of ["hand", "deck"] as const) for (const c of side[pile]) w.emit({ type: "enter", obj: c.id, card: c.card, zone: sparksZones.id(pile, seat) });
  });
  sparksRules.start(w);
  return { state: w.state, events: w.events as SparksEvent[] };
}

/** Sparks's own event: the table is laid (its zones declared) at setup. */
export type SparksEvent = KitEvent | { readonly type: "table"; readonly seats: number };

export const project = (events: readonly SparksEvent[]): TableEvent[] => events.flatMap((e) => (e.type === "table" ? sparksZones.declare(e.seats) : [projectKit(e, sparksZones, face)]));

export const sparks: Game<SparksState, SparksEvent> = {
  id: "sparks",
  name: "Sparks",
  rulesetVersion: "sparks-1",
  seats: { min: 2, max: 2 },
  priorityRule: "sparks:2",
  // Decks are shuffled from the seed; scenario tests start from `sparksStart` with decks in order.
  setup: (config: MatchConfig, seed: string) => ok(sparksStart(config.seats.map((s, i) => shuffle(seedRng(`${seed}:${i}`), s.deck)[0]))),
  sampleDecks: { hot: ["spark", "spark", "spark", "rummage", "ember", "spark", "rummage", "spark", "echo", "spark", "spark", "spark"], cool: ["echo", "rummage", "spark", "spark", "spark", "ember", "spark", "rummage", "spark", "spark", "spark", "spark"] },
  status: sparksRules.status,
  decisions: sparksRules.decisions,
  apply: (s, seat, id) => sparksRules.apply(s, seat, id),
  project,
};
