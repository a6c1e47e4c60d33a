import { simulateMatch } from "@tablecast/engine";
import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { presetGames } from "./testing";

/** Bot games with Crucible of War presets (Kayo, Shiyana) against each Welcome to Rathe preset. */
describe.each([
  {
    hero: "Kayo",
    preset: "kayo-blitz",
    abilities: "Kayo's roll, the random discards, Beast Within, Skullhorn and Argh... Smash!",
    seed: "kayo-35",
    seen: [
      "Kayo, Berserker Runt: roll a die for ",
      "base power is halved to ",
      "base power is doubled to ",
      "kayo-blitz (Kayo, Berserker Runt) discards ",
      "Beast Within (yellow): put into the graveyard",
      "Skullhorn: destroy this, draw a card then discard a random card",
      "Argh... Smash! (yellow) may destroy up to ",
    ],
  },
  {
    hero: "Shiyana",
    // Her hero object's face changes with each copy, in public (CR 3.0.4).
    preset: "shiyana-blitz",
    abilities: "Shiyana's copy (of the opponent and of herself), Rhinar's intimidate through the copy and the specialization cards",
    seed: "shiyana-1",
    seen: [
      "Shiyana, Diamond Gemini: become a copy of rhinar-blitz (Rhinar) until the start of your next turn",
      "shiyana-blitz (Shiyana, Diamond Gemini) becomes a copy of Rhinar",
      "shiyana-blitz (Shiyana, Diamond Gemini) becomes a copy of Shiyana, Diamond Gemini",
      "shiyana-blitz (Shiyana, Diamond Gemini) is no longer a copy of Rhinar",
      '"key":"copy of","value":"Rhinar"',
      "Rhinar: intimidate triggers",
      "shiyana-blitz (Shiyana, Diamond Gemini as Rhinar) plays Alpha Rampage (red)",
    ],
  },
])("fab bot games with $hero", ({ hero, preset, abilities, seed, seen }) => {
  const opponents = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];

  it(`150 games from different seeds, ${hero} against each Welcome to Rathe preset, end by CR 4.5, and a sample verifies`, () => {
    // Every 25th game is replayed (and leak-checked).
    const { endings, verified, problems } = presetGames(preset, opponents, 150, hero.toLowerCase());
    expect(problems).toEqual([]);
    expect(verified).toBe(6);
    expect(endings.get("fab:4.5.3a") ?? 0).toBeGreaterThan(135);
  }, 300_000);

  it(`${abilities} are used in bot games (random bots, fixed seed)`, () => {
    const sim = simulateMatch(fab, {
      seats: [
        { name: preset, kind: "bot", bot: "random", deck: fab.sampleDecks![preset]! },
        { name: "rhinar-blitz", kind: "bot", bot: "random", deck: fab.sampleDecks!["rhinar-blitz"]! },
      ],
      seed,
      maxDecisions: 20_000,
    });
    if (!sim.ok) expect.fail(sim.error.message);
    const text = JSON.stringify(sim.value.stream);
    for (const line of seen) expect(text).toContain(line);
  });
});

// Hidden information (CR 3.0.4, 3.0.9): random discards and Beast Within's banishing from the top of the deck.
hiddenInformationTests(fab, ["kayo-blitz", "bravo-blitz"], "CR 3.0.4, 3.0.9, 8.5.5", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));

// Hidden information with Shiyana's copies (her hero object's face changes in public) and her searches (Sand Sketched Plan).
hiddenInformationTests(fab, ["shiyana-blitz", "katsu-blitz"], "CR 3.0.4, 3.0.9, 8.5.25", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
