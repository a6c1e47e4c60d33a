import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Game } from "../game";
import { playDecision, startMatch } from "../match";
import { canSee, OMNISCIENT, PUBLIC, redactStream, seatAudience } from "../redact";
import { nextInt, seedRng } from "../rng";
import type { StreamEntry } from "../table-events";
import { hiddenInformationTests } from "../testing/hidden-suite";
import { hiddenInformationProblems } from "../testing/hidden";
import { foldStream } from "../view";
import { tabletopGame } from "./tabletop";
import { bladeTable, sparksTable } from "./tabletop-testing";
import type { TabletopEvent, TabletopSpec, TabletopState } from "./tabletop-types";

const RUNS = Number(process.env.TABLETOP_PROPERTY_RUNS ?? process.env.TABLECAST_PROPERTY_RUNS ?? 20);

const sparksTabletop = tabletopGame(sparksTable);
const bladeTabletop = tabletopGame(bladeTable);

/** The two tables the properties run on: a name, the game, two sample decks, the spec. */
const TABLES = [
  ["sparks zones", sparksTabletop, ["hot", "cool"] as const, sparksTable],
  ["FaB-shaped zones", bladeTabletop, ["ira", "dori"] as const, bladeTable],
] as const;

// The kernel's suite as every game runs it (random and greedy bots; the lowest awaited seat acts).
hiddenInformationTests(sparksTabletop, ["hot", "cool"], "tabletop on the sparks zone table", RUNS);
hiddenInformationTests(bladeTabletop, ["ira", "dori"], "tabletop on a FaB-shaped zone table", RUNS);

/**
 * The oracle from the state, not from the events' own visibility: in every zone, the faces an
 * audience's view shows are among the cards it may know there (an open zone's face-up cards, a
 * face-down card to its owner, a hand to its owner, the deck cards a seat looked at or put back).
 */
function overShown(state: TabletopState, spec: TabletopSpec, stream: readonly StreamEntry[]): string[] {
  const problems: string[] = [];
  for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) {
    const view = foldStream(redactStream(stream, audience));
    // Cards shown to the audience (a reveal) are known for as long as they keep their id; in a deck, only looks count (state.looked).
    const shown = new Set(stream.flatMap((e) => e.events.flatMap((ev) => (ev.type === "reveal" && canSee(ev.vis, audience) ? [ev.object] : []))));
    for (const [zone, cards] of Object.entries(state.zones)) {
      const vis = spec.zones.visibility(zone);
      const seat = audience.kind === "seat" ? audience.seat : -1;
      const may = cards
        .filter((c) => (c.faceDown === true ? c.owner === seat : vis === "public" || (vis !== "hidden" && vis.includes(seat)) || state.looked[seat]?.includes(c.id) === true || (shown.has(c.id) && vis !== "hidden")))
        .map((c) => c.card);
      for (const id of view.zones[zone]?.objects ?? []) {
        const face = view.objects[id]?.face;
        if (face === undefined) continue;
        const i = may.indexOf(face.ref);
        if (i < 0) problems.push(`${audience.kind}${seat >= 0 ? ` ${seat}` : ""} sees ${face.ref} in ${zone} at seq ${stream.length - 1}`);
        else may.splice(i, 1);
      }
    }
  }
  return problems;
}

/** A match at the table between two humans, A and B, playing two of the game's sample decks: its first state and stream. */
function openTable(game: Game<TabletopState, TabletopEvent>, decks: readonly [string, string], seed: string): { state: TabletopState; stream: StreamEntry[] } {
  const seats = decks.map((d, i) => ({ name: i === 0 ? "A" : "B", kind: "human" as const, deck: game.sampleDecks![d]! }));
  const started = startMatch(game, seats, seed);
  if (!started.ok) throw new Error(started.error.message);
  return { state: started.value.state, stream: [started.value.stream] };
}

/**
 * At a table either player acts at any moment: a random seat makes a random listed decision each
 * time. Returns the full stream and how often each kind of decision was made.
 */
function playTable(game: Game<TabletopState, TabletopEvent>, decks: readonly [string, string], seed: string, playFor = 150, spec?: TabletopSpec): { stream: StreamEntry[]; kinds: Map<string, number>; problems: string[] } {
  const opened = openTable(game, decks, seed);
  let state = opened.state;
  let rng = seedRng(`table:${seed}`);
  const stream = opened.stream;
  const kinds = new Map<string, number>();
  const problems: string[] = [];
  for (let seq = 1; game.status(state).kind !== "ended"; seq++) {
    const [seat, r1] = nextInt(rng, 2);
    // The players agree on the end only after a while, so that games are long enough to hide things.
    const all = game.decisions(state, seat);
    const list = seq <= playFor ? all.filter((d) => d.kind !== "end") : all;
    const [i, r2] = nextInt(r1, list.length);
    rng = r2;
    const d = list[i]!;
    const step = playDecision(game, state, seq, seat, d.id);
    if (!step.ok) throw new Error(`${d.id}: ${step.error.message}`);
    kinds.set(d.kind ?? d.id, (kinds.get(d.kind ?? d.id) ?? 0) + 1);
    state = step.value.state;
    stream.push(step.value.stream);
    if (spec !== undefined && problems.length === 0) problems.push(...overShown(state, spec, stream));
  }
  return { stream, kinds, problems };
}

describe.each(TABLES)("tabletop on %s, both seats acting at random", (_name, game, decks, spec) => {
  it("no audience learns a hidden card (indistinguishability and the tracer), and every audience's stream folds", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (seed) => {
        const { stream } = playTable(game, decks, seed);
        expect(hiddenInformationProblems(stream, 2)).toEqual([]);
        for (const audience of [PUBLIC, seatAudience(0), seatAudience(1), OMNISCIENT]) foldStream(redactStream(stream, audience));
      }),
      { numRuns: RUNS },
    );
  }, 120_000 + RUNS * 1000);

  it("random play reaches every kind of action the property is about, and no audience's view shows a face the state hides from it", () => {
    const total = new Map<string, number>();
    for (const seed of ["kinds-1", "kinds-2", "kinds-3"]) for (const [k, n] of playTable(game, decks, seed).kinds) total.set(k, (total.get(k) ?? 0) + n);
    expect(["oracle-1", "oracle-2", "oracle-3"].flatMap((seed) => playTable(game, decks, seed, 150, spec).problems)).toEqual([]);
    for (const kind of ["move", "draw", "shuffle", "turn-over", "look", "reveal", "counter", "life", "pass", "end"]) expect(total.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 60_000);
});

/**
 * Naming a card of the hand as the paper card the cameras show (`name:<obj>:<card>`): both seats act
 * at random, and a quarter of the time a seat names a random card of its hand as a random card of
 * its deck. Each name shows the public and the opponent one face, the named card; no audience's view
 * ever shows a face the state hides from it (overShown, so none sees a card before it is named, nor
 * the card the deck takes back); and the kernel's checks hold.
 */
function nameAtRandom(game: Game<TabletopState, TabletopEvent>, spec: TabletopSpec, decks: readonly [string, string], seed: string): { stream: StreamEntry[]; named: number; problems: string[] } {
  const opened = openTable(game, decks, seed);
  let state = opened.state;
  let rng = seedRng(`name:${seed}`);
  const stream = opened.stream;
  const problems: string[] = [];
  let named = 0;
  for (let seq = 1; seq <= 120 && game.status(state).kind !== "ended"; seq++) {
    const [seat, r1] = nextInt(rng, 2);
    const [roll, r2] = nextInt(r1, 4);
    const hand = state.zones[spec.zones.id(spec.handZone, seat)]!;
    // A name's card is one of the seat's own deck list still in its deck (a card of the other player's may lie there too).
    const deck = state.zones[spec.zones.id(spec.deckZone, seat)]!.filter((c) => c.owner === seat);
    let id: string;
    let r3 = r2;
    if (roll === 0 && hand.length > 0 && deck.length > 0) {
      const [h, ra] = nextInt(r2, hand.length);
      const [d, rb] = nextInt(ra, deck.length);
      r3 = rb;
      id = `name:${hand[h]!.id}:${deck[d]!.card}`;
      named++;
    } else {
      const list = game.decisions(state, seat).filter((x) => x.kind !== "end");
      const [i, rc] = nextInt(r2, list.length);
      r3 = rc;
      id = list[i]!.id;
    }
    rng = r3;
    const step = playDecision(game, state, seq, seat, id);
    if (!step.ok) throw new Error(`${id}: ${step.error.message}`);
    state = step.value.state;
    stream.push(step.value.stream);
    if (id.startsWith("name:")) {
      // The public and the opponent see one face revealed: the named card (the deck's card keeps its back).
      const card = id.split(":").slice(2).join(":");
      for (const audience of [PUBLIC, seatAudience(1 - seat)]) {
        const shown = redactStream(stream, audience).at(-1)!.events.flatMap((e) => (e.type === "reveal" && e.face !== undefined ? [e.face.ref] : []));
        if (shown.length !== 1 || shown[0] !== card) problems.push(`seq ${seq}: ${audience.kind} sees ${JSON.stringify(shown)} revealed by ${id}`);
      }
      // The oracle after each name (after every step would be quadratic in the game's length).
      if (problems.length === 0) problems.push(...overShown(state, spec, stream));
    }
  }
  if (problems.length === 0) problems.push(...overShown(state, spec, stream));
  return { stream, named, problems };
}

describe.each(TABLES)("tabletop on %s: naming hand cards as the cameras show them", (_name, game, decks, spec) => {
  it("no audience learns a named card before it is named, nor the card the deck takes back; the kernel's checks hold", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (seed) => {
        const { stream, named, problems } = nameAtRandom(game, spec, decks, seed);
        expect(named).toBeGreaterThan(0);
        expect(problems).toEqual([]);
        expect(hiddenInformationProblems(stream, 2)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 120_000 + RUNS * 1000);
});
