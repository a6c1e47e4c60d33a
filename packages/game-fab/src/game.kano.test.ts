import { PUBLIC, redactStream, replayLog, seatAudience, simulateMatch } from "@tablecast/engine";
import { findLeaks } from "@tablecast/engine/testing";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { rulesEnding } from "./testing";

/** Bot games with the Kano preset (Arcane Rising) against each Welcome to Rathe preset. */
describe("fab bot games with Kano", () => {
  const opponents = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];

  it("300 games from different seeds, Kano against each Welcome to Rathe preset, end by CR 4.5, and a sample verifies", () => {
    const endings = new Map<string, number>();
    let verified = 0;
    for (let i = 0; i < 300; i++) {
      const other = opponents[i % opponents.length]!;
      // Kano sits first in even rounds of four, second in odd ones; every fourth game is greedy.
      const kanoFirst = Math.floor(i / opponents.length) % 2 === 0;
      const bot = i % 4 === 3 ? "greedy" : "random";
      const kano = { name: "kano-blitz", kind: "bot" as const, bot, deck: fab.sampleDecks!["kano-blitz"]! };
      const them = { name: other, kind: "bot" as const, bot, deck: fab.sampleDecks![other]! };
      const sim = simulateMatch(fab, { seats: kanoFirst ? [kano, them] : [them, kano], seed: `kano-${i}`, maxDecisions: 20_000 });
      if (!sim.ok) expect.fail(`game ${i} (Kano vs ${other}, ${bot}): ${sim.error.message}`);
      // No turn limit: a game that would not end fails here (simulateMatch stops it at 20,000 decisions).
      const { rule, problem } = rulesEnding(sim.value.state);
      expect(problem, `game ${i}`).toBeNull();
      endings.set(rule, (endings.get(rule) ?? 0) + 1);
      if (i % 25 === 0) {
        const replay = replayLog(fab, sim.value.log);
        expect(replay.failure, `game ${i} replays`).toBeNull();
        // Kano's look at the top of the deck stays with Kano's player (CR 3.0.4).
        const { stream } = sim.value;
        for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) expect(findLeaks(stream, redactStream(stream, audience), audience)).toEqual([]);
        verified++;
      }
    }
    expect(verified).toBe(12);
    expect(endings.get("fab:4.5.3a") ?? 0).toBeGreaterThan(270);
  }, 300_000);

  it("Kano's and Crucible of Aetherweave's abilities are used in bot games (random bots, fixed seed)", () => {
    const sim = simulateMatch(fab, {
      seats: [
        { name: "kano-blitz", kind: "bot", bot: "random", deck: fab.sampleDecks!["kano-blitz"]! },
        { name: "rhinar-blitz", kind: "bot", bot: "random", deck: fab.sampleDecks!["rhinar-blitz"]! },
      ],
      seed: "kano-abilities",
      maxDecisions: 20_000,
    });
    if (!sim.ok) expect.fail(sim.error.message);
    const text = JSON.stringify(sim.value.stream);
    expect(text).toContain("kano-blitz (Kano) looks at the top card of their deck");
    expect(text).toContain("kano-blitz (Kano) banishes Zap (blue); they may play it this turn as though it were an instant");
    expect(text).toContain("kano-blitz (Kano) plays Zap (blue) from banished targeting rhinar-blitz (Rhinar)");
    expect(text).toContain("kano-blitz (Kano)'s next card this turn that deals arcane damage deals 1 more");
    // Zap (blue) prints 1; Crucible of Aetherweave's +1 was waiting for it (CR 6.4.9).
    expect(text).toContain("Zap (blue) deals 2 arcane damage to rhinar-blitz (Rhinar)");
  });
});
