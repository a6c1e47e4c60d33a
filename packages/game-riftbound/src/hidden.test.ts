import { simulateMatch, type AnyGame, type LogSeat } from "@tablecast/engine";
import { hiddenInformationProblems, redactEventsOnly } from "@tablecast/engine/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riftbound } from "./index";

// Hidden information is a security boundary (108, 110, 416.5; ARCHITECTURE.md "Redaction is provable").
// CI plays a few dozen games; the nightly-size run sets TABLECAST_PROPERTY_RUNS=10000.
const RUNS = Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40);
const game: AnyGame = riftbound;

const seats = (bot: "random" | "greedy"): LogSeat[] => [
  { name: "A", kind: "bot", bot, deck: game.sampleDecks!["ember"]! },
  { name: "B", kind: "bot", bot, deck: game.sampleDecks!["tide"]! },
];

function play(seed: string, bot: "random" | "greedy") {
  const sim = simulateMatch(game, { seats: seats(bot), seed, maxDecisions: 20_000 });
  if (!sim.ok) throw new Error(sim.error.message);
  return sim.value.stream;
}

describe("riftbound: nobody learns what they may not see", () => {
  it("games that differ only in a hidden choice give the public and each seat the same bytes, and an adversary following ids names no hidden card", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom("random" as const, "greedy" as const), (seed, bot) => {
        expect(hiddenInformationProblems(play(seed, bot), 2)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it("the checks have teeth: redacting event by event with the game's own ids fails them", () => {
    const problems = ["teeth-1", "teeth-2", "teeth-3"].flatMap((seed) => hiddenInformationProblems(play(seed, "random"), 2, redactEventsOnly));
    expect(problems.length).toBeGreaterThan(0);
  });
});
