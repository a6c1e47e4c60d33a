// The working copy of one apply, three ways, on a state shaped like a FaB game in progress (two
// players, decks of 40 card objects, ten zones each, a combat chain and effects): today's
// copy-on-write (kit CopyOnWrite), a whole deep copy (cloneJson) and mutative's proxies. Each
// "apply" reads a few dozen values and writes one player's life and one card move, as a typical
// decision does. Prints JSON: microseconds per apply (median of rounds interleaved A B C A B C).
import { create } from "mutative";
import { cloneJson, CopyOnWrite } from "../src/kit/copy";
import { round } from "./measure";

interface Card { id: string; card: string }
interface Player { life: number; resources: number; hand: Card[]; deck: Card[]; graveyard: Card[]; pitch: Card[]; arsenal: Card[]; banished: Card[]; gear: { id: string; card: string; counters: number }[]; marks: string[] }
interface State { rng: number[]; nextId: number; turn: number; players: Player[]; chain: { attack: string; power: number; defenders: string[] }[]; effects: { id: string; layer: number; source: string }[] }

let n = 0;
const card = (): Card => ({ id: `o${n++}`, card: `wtr-${n % 200}` });
const player = (): Player => ({
  life: 20,
  resources: 0,
  hand: Array.from({ length: 4 }, card),
  deck: Array.from({ length: 40 }, card),
  graveyard: Array.from({ length: 12 }, card),
  pitch: Array.from({ length: 2 }, card),
  arsenal: [card()],
  banished: Array.from({ length: 3 }, card),
  gear: Array.from({ length: 5 }, () => ({ ...card(), counters: 0 })),
  marks: [],
});
const start: State = { rng: [1, 2, 3, 4], nextId: 1000, turn: 7, players: [player(), player()], chain: [{ attack: "o5", power: 6, defenders: ["o9"] }], effects: Array.from({ length: 6 }, (_, i) => ({ id: `e${i}`, layer: i % 3, source: `o${i}` })) };

/** The reads of a decision: legal checks look at hands, gear, the chain and effects. */
function reads(s: State): number {
  let x = 0;
  for (const p of s.players) {
    x += p.life + p.hand.length + p.deck.length;
    for (const g of p.gear) x += g.counters;
    for (const c of p.hand) x += c.id.length;
  }
  for (const e of s.effects) x += e.layer;
  return x + s.chain[0]!.power;
}

const variants: Record<string, (s: State, seat: number) => State> = {
  copyOnWrite(s, seat) {
    const w = new CopyOnWrite(s);
    reads(w.root as State);
    const p = w.own<Player>("players", seat);
    p.life -= 1;
    p.hand.push(p.deck.shift()!);
    w.root.turn += 1;
    reads(w.root as State);
    return w.root as State;
  },
  cloneJson(s, seat) {
    const d = cloneJson(s);
    reads(d);
    const p = d.players[seat]!;
    p.life -= 1;
    p.hand.push(p.deck.shift()!);
    d.turn += 1;
    reads(d);
    return d;
  },
  mutative(s, seat) {
    return create(s, (d) => {
      reads(d as State);
      const p = d.players[seat]!;
      p.life -= 1;
      p.hand.push(p.deck.shift()!);
      d.turn += 1;
      reads(d as State);
    });
  },
};

function usPerApply(fn: (s: State, seat: number) => State, applies: number): number {
  let s = start;
  const t0 = performance.now();
  for (let i = 0; i < applies; i++) {
    s = fn(s, i % 2);
    if (s.players[0]!.deck.length < 5) s = start;
  }
  return ((performance.now() - t0) * 1000) / applies;
}

const rounds: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (const fn of Object.values(variants)) usPerApply(fn, 2_000); // warm-up
for (let r = 0; r < 7; r++) for (const [name, fn] of Object.entries(variants)) rounds[name]!.push(usPerApply(fn, 20_000));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const result = Object.fromEntries(Object.entries(rounds).map(([name, xs]) => [name, { medianUs: round(median(xs)), minUs: round(Math.min(...xs)), maxUs: round(Math.max(...xs)) }]));
process.stdout.write(`${JSON.stringify({ bench: "working-copy", appliesPerRound: 20_000, rounds: 7, ...result })}\n`);
