import { PUBLIC, redactStream, replayLog, seatAudience, simulateMatch } from "@tablecast/engine";
import { findLeaks } from "@tablecast/engine/testing";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { rulesEnding } from "./testing";

/** Bot games with the Viserai preset (Arcane Rising) against each Welcome to Rathe preset. */
describe("fab bot games with Viserai", () => {
  const opponents = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];

  it("300 games from different seeds, Viserai against each Welcome to Rathe preset, end by CR 4.5, and a sample verifies", () => {
    const endings = new Map<string, number>();
    let verified = 0;
    for (let i = 0; i < 300; i++) {
      const other = opponents[i % opponents.length]!;
      // Viserai sits first in even rounds of four, second in odd ones; every fourth game is greedy.
      const viseraiFirst = Math.floor(i / opponents.length) % 2 === 0;
      const bot = i % 4 === 3 ? "greedy" : "random";
      const viserai = { name: "viserai-blitz", kind: "bot" as const, bot, deck: fab.sampleDecks!["viserai-blitz"]! };
      const them = { name: other, kind: "bot" as const, bot, deck: fab.sampleDecks![other]! };
      const sim = simulateMatch(fab, { seats: viseraiFirst ? [viserai, them] : [them, viserai], seed: `viserai-${i}`, maxDecisions: 20_000 });
      if (!sim.ok) expect.fail(`game ${i} (Viserai vs ${other}, ${bot}): ${sim.error.message}`);
      // No turn limit: a game that would not end fails here (simulateMatch stops it at 20,000 decisions).
      const { rule, problem } = rulesEnding(sim.value.state);
      expect(problem, `game ${i}`).toBeNull();
      endings.set(rule, (endings.get(rule) ?? 0) + 1);
      if (i % 25 === 0) {
        const replay = replayLog(fab, sim.value.log);
        expect(replay.failure, `game ${i} replays`).toBeNull();
        // Runechant tokens are public; hands, decks and arsenals stay with their players (CR 3.0.4).
        const { stream } = sim.value;
        for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) expect(findLeaks(stream, redactStream(stream, audience), audience)).toEqual([]);
        verified++;
      }
    }
    expect(verified).toBe(12);
    expect(endings.get("fab:4.5.3a") ?? 0).toBeGreaterThan(270);
  }, 300_000);

  it("Viserai's, Nebula Blade's, the Runechants' and Whisper of the Oracle's abilities are used in bot games (random bots, fixed seed)", () => {
    const sim = simulateMatch(fab, {
      seats: [
        { name: "viserai-blitz", kind: "bot", bot: "random", deck: fab.sampleDecks!["viserai-blitz"]! },
        { name: "rhinar-blitz", kind: "bot", bot: "random", deck: fab.sampleDecks!["rhinar-blitz"]! },
      ],
      seed: "viserai-1",
      maxDecisions: 20_000,
    });
    if (!sim.ok) expect.fail(sim.error.message);
    const text = JSON.stringify(sim.value.stream);
    const seen = ["Viserai: create a Runechant token triggers", "Nebula Blade: create a Runechant token triggers", "Runechant deals 1 arcane damage to rhinar-blitz (Rhinar)", "viserai-blitz (Viserai) opts 4"];
    expect(seen.filter((line) => !text.includes(line))).toEqual([]);
  });
});
