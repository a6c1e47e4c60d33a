import { simulateMatch } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { presetGames } from "./testing";

/** Bot games with the Viserai preset (Arcane Rising) against each Welcome to Rathe preset. */
describe("fab bot games with Viserai", () => {
  const opponents = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];

  it("300 games from different seeds, Viserai against each Welcome to Rathe preset, end by CR 4.5, and a sample verifies", () => {
    // Every 25th game is replayed; Runechant tokens are public, hands, decks and arsenals stay with their players (CR 3.0.4).
    const { endings, verified, problems } = presetGames("viserai-blitz", opponents, 300, "viserai");
    expect(problems).toEqual([]);
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
