/**
 * fixtures/board.stream.json: the omniscient table-event stream of a real bot game, up to a moment
 * a board has plenty to show (an attack waiting for a block, foundations on both sides, one of them
 * committed, momentum on both sides). Board tests elsewhere fold it for an audience without
 * depending on this package. `tsx scripts/write-board-fixture.ts` rewrites it; a test fails when it is stale.
 */
import { foldStream, simulateMatch, type StreamEntry } from "@tablecast/engine";
import { ufs } from "../src/index";

export const BOARD_FIXTURE_SEED = "board-6";

export interface BoardFixture {
  readonly game: "ufs";
  readonly seed: string;
  readonly entries: readonly StreamEntry[];
}

export function boardFixture(): BoardFixture {
  const sim = simulateMatch(ufs, {
    seats: ["kaede", "bram"].map((d) => ({ name: d === "kaede" ? "Kaede" : "Bram", kind: "bot" as const, bot: "greedy" as const, deck: ufs.sampleDecks![d]! })),
    seed: BOARD_FIXTURE_SEED,
    maxDecisions: 20_000,
  });
  if (!sim.ok) throw new Error(sim.error.message);
  const stream = sim.value.stream;
  for (let seq = 0; seq < stream.length; seq++) {
    const v = foldStream(stream, seq);
    if (v.combat === null || v.prompt?.kind !== "block") continue;
    const committedFoundation = Object.values(v.objects).some((o) => o.props["committed"] === true && o.face?.attrs?.["type"] === "foundation");
    const everyone = (counter: string) => v.players.every((p) => (p.counters[counter] ?? 0) > 0);
    if (committedFoundation && everyone("momentum") && everyone("foundations")) return { game: "ufs", seed: BOARD_FIXTURE_SEED, entries: stream.slice(0, seq + 1) };
  }
  throw new Error(`${BOARD_FIXTURE_SEED}: no moment with an attack, foundations and momentum on both sides`);
}

export const boardFixtureJson = (): string => `${JSON.stringify(boardFixture())}\n`;
