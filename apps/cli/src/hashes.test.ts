import { decodeBinary, encodeBinary, hashValue, replayLog, simulateMatch, startMatch, type AnyGame } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { GAMES } from "./games";

/** Two sample decks of a game, for a bot game. */
function seatsOf(game: AnyGame, bot: "random" | "greedy") {
  const decks = Object.keys(game.sampleDecks ?? {}).slice(0, 2);
  return decks.map((deck) => ({ name: deck, kind: "bot" as const, bot, deck: game.sampleDecks![deck]! }));
}

describe("state hashes of every game's bot games", () => {
  // The match hashes incrementally (hash.ts hashState: parts it has hashed before are not hashed
  // again); afresh, from a deep copy with nothing remembered, every state hashes the same.
  for (const id of ["fab", "riftbound", "ufs"]) {
    it(`${id}: every state's incremental hash equals its hash afresh, and its log file verifies`, () => {
      const game = GAMES[id]!;
      for (const [seed, bot] of [["hashes-1", "random"], ["hashes-2", "greedy"]] as const) {
        const sim = simulateMatch(game, { seats: seatsOf(game, bot), seed, maxDecisions: 20_000 });
        if (!sim.ok) throw new Error(sim.error.message);
        const replay = replayLog(game, sim.value.log);
        expect(replay.failure).toBeNull();
        const start = startMatch(game, sim.value.log.header.seats, seed);
        if (!start.ok) throw new Error(start.error.message);
        let state = start.value.state;
        expect(replay.hashes[0]).toBe(hashValue(structuredClone(state)));
        for (const e of sim.value.log.entries) {
          const step = game.apply(state, e.seat, e.decision);
          if (!step.ok) throw new Error(step.error.message);
          state = step.value.state;
          expect(replay.hashes[e.seq], `${id} ${seed} seq ${e.seq}`).toBe(hashValue(structuredClone(state)));
          expect(e.hash, `${id} ${seed} seq ${e.seq}`).toBe(replay.hashes[e.seq]!.slice(0, 16));
        }
        // Its file keeps only checkpoints' hashes, and verifies.
        const file = decodeBinary(encodeBinary(sim.value.log));
        if (!file.ok) throw new Error(file.error.message);
        expect(replayLog(game, file.value).failure).toBeNull();
      }
    }, 120_000);
  }
});
