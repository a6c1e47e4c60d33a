import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame, LogSeat } from "../index";
import { simulateMatch } from "../simulate";
import { hiddenInformationProblems, redactEventsOnly } from "./hidden";

/**
 * The hidden-information properties for one game (ARCHITECTURE.md "Redaction is provable"), as
 * vitest tests: random bot games from random seeds, every non-omniscient audience, the
 * indistinguishability and tracer checks; and a check that per-event redaction fails them.
 * `runs` games: CI plays a few dozen; the nightly-size run 10,000 (TABLECAST_PROPERTY_RUNS).
 */
export function hiddenInformationTests(game: AnyGame, decks: readonly [string, string], rules: string, runs: number): void {
  const seats = (bot: "random" | "greedy"): LogSeat[] => decks.map((deck, i) => ({ name: i === 0 ? "A" : "B", kind: "bot", bot, deck: game.sampleDecks![deck]! }));
  const play = (seed: string, bot: "random" | "greedy") => {
    const sim = simulateMatch(game, { seats: seats(bot), seed, maxDecisions: 20_000 });
    if (!sim.ok) throw new Error(sim.error.message);
    return sim.value.stream;
  };

  describe(`${game.id}: nobody learns what they may not see (${rules})`, () => {
    it("games that differ only in a hidden choice give the public and each seat the same bytes, an adversary following ids names no hidden card, and no prompt or log line names one", () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.constantFrom("random" as const, "greedy" as const), (seed, bot) => {
          expect(hiddenInformationProblems(play(seed, bot), 2)).toEqual([]);
        }),
        { numRuns: runs },
      );
    }, 120_000 + runs * 300); // about 0.1 s a game on these machines; 10,000 games need ~17 min

    it("the checks have teeth: redacting event by event with the game's own ids fails them", () => {
      const problems = ["teeth-1", "teeth-2", "teeth-3"].flatMap((seed) => hiddenInformationProblems(play(seed, "random"), 2, redactEventsOnly));
      expect(problems.length).toBeGreaterThan(0);
    });
  });
}
