import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashValue } from "./hash";
import { nextInt, seedRng } from "./rng";
import { playDecision, replayLog, startMatch } from "./match";
import { PUBLIC, redactStream, seatAudience, type Audience } from "./redact";
import { duel, duelSeats, findLeaks, hiddenInformationProblems, simulateDuel } from "./testing";

const seeds = fc.string({ minLength: 1, maxLength: 12 });

describe("kernel properties (over random seeds, with the Duel test game)", () => {
  it("random legal play never throws and always reaches a legal decision or the game's end", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 2 ** 31 }), (seed, choiceSeed) => {
        const start = startMatch(duel, duelSeats(), seed);
        expect(start.ok).toBe(true);
        if (!start.ok) return;
        let state = start.value.state;
        let rng = seedRng(String(choiceSeed));
        for (let seq = 1; ; seq++) {
          const status = duel.status(state);
          if (status.kind === "ended") break;
          expect(seq).toBeLessThan(5_000);
          expect(status.seats.length).toBeGreaterThan(0);
          const seat = status.seats[0]!;
          const options = duel.decisions(state, seat);
          expect(options.length).toBeGreaterThan(0);
          const [i, next] = nextInt(rng, options.length);
          rng = next;
          const step = playDecision(duel, state, seq, seat, options[i]!.id);
          expect(step.ok).toBe(true);
          if (!step.ok) return;
          state = step.value.state;
        }
      }),
      { numRuns: 60 },
    );
  });

  it("replaying a log reproduces every state hash", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const sim = simulateDuel(seed);
        const replay = replayLog(duel, sim.log);
        expect(replay.failure).toBeNull();
        expect(replay.hashes.at(-1)).toBe(sim.log.footer?.finalHash);
        // The replay hashes each state incrementally (hashState); afresh, each hashes the same.
        const start = startMatch(duel, sim.log.header.seats, seed);
        if (!start.ok) throw new Error(start.error.message);
        let state = start.value.state;
        expect(replay.hashes[0]).toBe(hashValue(structuredClone(state)));
        for (const e of sim.log.entries) {
          const step = duel.apply(state, e.seat, e.decision);
          if (!step.ok) throw new Error(step.error.message);
          state = step.value.state;
          expect(replay.hashes[e.seq], `seq ${e.seq}`).toBe(hashValue(structuredClone(state)));
        }
        expect(replay.stream).toEqual(sim.stream);
      }),
      { numRuns: 40 },
    );
  });

  it("an audience never receives the identity of an object in a zone hidden from it, unless it was revealed", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom<Audience>(PUBLIC, seatAudience(0), seatAudience(1)), (seed, audience) => {
        const sim = simulateDuel(seed);
        expect(findLeaks(sim.stream, redactStream(sim.stream, audience), audience)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("games that differ only in a hidden choice look the same to everyone who may not see it", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(hiddenInformationProblems(simulateDuel(seed).stream, 2)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
