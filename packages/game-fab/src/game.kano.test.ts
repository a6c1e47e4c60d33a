import { simulateMatch } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { presetGames } from "./testing";

/** Bot games with the Kano preset (Arcane Rising) against each Welcome to Rathe preset. */
describe("fab bot games with Kano", () => {
  const opponents = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];

  it("300 games from different seeds, Kano against each Welcome to Rathe preset, end by CR 4.5, and a sample verifies", () => {
    // Every 25th game is replayed, and Kano's look at the top of the deck stays with Kano's player (CR 3.0.4).
    const { endings, verified, problems } = presetGames("kano-blitz", opponents, 300, "kano");
    expect(problems).toEqual([]);
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
