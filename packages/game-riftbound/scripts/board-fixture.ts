/**
 * fixtures/board.stream.json: the omniscient table-event stream of a real bot game, up to a moment
 * a board has plenty to show (a combat at a battlefield, units of both players on the board, a
 * battlefield controlled, points on both sides, runes in both pools). Board tests in packages/ui fold
 * it for an audience without depending on this package. `tsx scripts/write-board-fixture.ts`
 * rewrites it; a test fails when it is stale.
 */
import { foldStream, simulateMatch, type StreamEntry } from "@tablecast/engine";
import { riftbound } from "../src/index";

export const BOARD_FIXTURE_SEEDS = ["board-1", "board-2", "board-3", "board-4", "board-5", "board-6", "board-7", "board-8"];

export interface BoardFixture {
  readonly game: "riftbound";
  readonly seed: string;
  readonly entries: readonly StreamEntry[];
}

export function boardFixture(): BoardFixture {
  for (const seed of BOARD_FIXTURE_SEEDS) {
    const sim = simulateMatch(riftbound, {
      seats: ["ember", "tide"].map((d) => ({ name: d === "ember" ? "Ember" : "Tide", kind: "bot" as const, bot: "greedy" as const, deck: riftbound.sampleDecks![d]! })),
      seed,
      maxDecisions: 20_000,
    });
    if (!sim.ok) throw new Error(sim.error.message);
    const stream = sim.value.stream;
    for (let seq = 0; seq < stream.length; seq++) {
      const v = foldStream(stream, seq);
      if (v.combat === null) continue;
      const controlled = Object.values(v.objects).some((o) => o.face?.attrs?.["type"] === "battlefield" && typeof o.props["controller"] === "number");
      const unitsOf = (seat: number) => Object.values(v.objects).filter((o) => o.face?.attrs?.["type"] === "unit" && o.props["controller"] === seat).length;
      const everyone = (counter: string) => v.players.every((p) => (p.counters[counter] ?? 0) > 0);
      const pools = v.players.every((p) => (v.zones[`p${p.seat}.rune-pool`]?.objects.length ?? 0) > 0);
      if (controlled && unitsOf(0) > 0 && unitsOf(1) > 0 && everyone("points") && pools) return { game: "riftbound", seed, entries: stream.slice(0, seq + 1) };
    }
  }
  throw new Error("no seed reaches a combat with units, points and runes on both sides");
}

export const boardFixtureJson = (): string => `${JSON.stringify(boardFixture())}\n`;
