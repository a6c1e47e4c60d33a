import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame, Game, GameState, LogSeat, StreamEntry } from "../index";
import { OMNISCIENT, PUBLIC, redactStream, seatAudience } from "../redact";
import { simulateMatch } from "../simulate";
import { foldStream, type ViewState } from "../view";
import { hiddenInformationProblems, redactEventsOnly } from "./hidden";
import { findLeaks } from "./leaks";

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

/**
 * Random bot games from random seeds, as assertions inside one vitest test: each of `runs` games
 * plays out; `check` (where given) sees its final state and stream; no audience (the public, either
 * seat) finds a hidden card in its stream (findLeaks); and `folds` compares the final state with the
 * view the omniscient and the public streams fold to without rules. `seats(swap)` gets a random
 * boolean, for games that alternate who sits first.
 */
export function randomGamesFoldToState<S extends GameState, E>(
  game: Game<S, E>,
  opts: {
    readonly seats: (swap: boolean) => LogSeat[];
    readonly runs: number;
    readonly check?: (state: S, stream: readonly StreamEntry[]) => void;
    readonly folds: (view: ViewState, state: S) => void;
  },
): void {
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.boolean(), (seed, swap) => {
      const sim = simulateMatch(game, { seats: opts.seats(swap), seed, maxDecisions: 20_000 });
      expect(sim.ok).toBe(true);
      if (!sim.ok) return;
      const { state, stream } = sim.value;
      opts.check?.(state, stream);
      for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) expect(findLeaks(stream, redactStream(stream, audience), audience)).toEqual([]);
      for (const audience of [OMNISCIENT, PUBLIC]) opts.folds(foldStream(redactStream(stream, audience)), state);
    }),
    { numRuns: opts.runs },
  );
}
