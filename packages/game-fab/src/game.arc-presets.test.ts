import { simulateMatch } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { presetGames } from "./testing";

/** Bot games with each Arcane Rising preset against each Welcome to Rathe preset. */
describe.each([
  {
    hero: "Kano",
    // In the replayed games, Kano's look at the top of the deck stays with Kano's player (CR 3.0.4).
    preset: "kano-blitz",
    abilities: "Kano's and Crucible of Aetherweave's abilities",
    seed: "kano-abilities",
    seen: [
      "kano-blitz (Kano) looks at the top card of their deck",
      "kano-blitz (Kano) banishes Zap (blue); they may play it this turn as though it were an instant",
      "kano-blitz (Kano) plays Zap (blue) from banished targeting rhinar-blitz (Rhinar)",
      "kano-blitz (Kano)'s next card this turn that deals arcane damage deals 1 more",
      // Zap (blue) prints 1; Crucible of Aetherweave's +1 was waiting for it (CR 6.4.9).
      "Zap (blue) deals 2 arcane damage to rhinar-blitz (Rhinar)",
    ],
  },
  {
    hero: "Viserai",
    // In the replayed games, Runechant tokens are public; hands, decks and arsenals stay with their players (CR 3.0.4).
    preset: "viserai-blitz",
    abilities: "Viserai's, Nebula Blade's, the Runechants' and Whisper of the Oracle's abilities",
    seed: "viserai-1",
    seen: [
      "Viserai: create a Runechant token triggers",
      "Nebula Blade: create a Runechant token triggers",
      "Runechant deals 1 arcane damage to rhinar-blitz (Rhinar)",
      "viserai-blitz (Viserai) opts 4",
    ],
  },
  {
    hero: "Dash",
    // In the replayed games, a boosted card's banished top card is public only once banished (CR 8.3.9, 3.0.4).
    preset: "dash-blitz",
    abilities: "Dash's start-of-game item, boost and the items' steam counters",
    seed: "dash-1",
    seen: ["dash-blitz (Dash) starts the game with ", "dash-blitz (Dash) boosts ", "steam counter is removed from "],
  },
  {
    hero: "Azalea",
    // In the replayed games, a face-up arsenal card is public and a reloaded one stays with its player (CR 3.0.4, 8.5.23-8.5.24).
    preset: "azalea-blitz",
    abilities: "Azalea's and Death Dealer's abilities, Nock the Deathwhistle and reload",
    seed: "azalea-1",
    seen: [
      "azalea-blitz (Azalea) activates Azalea: ",
      "azalea-blitz (Azalea) activates Death Dealer: ",
      "azalea-blitz (Azalea) plays Nock the Deathwhistle (blue)",
      " face up into their arsenal",
      "azalea-blitz (Azalea) puts a card from their hand face down into their arsenal",
      "gains dominate until end of turn",
    ],
  },
  {
    hero: "Kassai",
    // Crucible of War: two Cintari Sabers, Kassai's Copper tokens (public items) and Twinning Blade's additional attack.
    preset: "kassai-blitz",
    abilities: "Kassai's, the Cintari Sabers', the Copper tokens' and Twinning Blade's abilities",
    seed: "kassai-1",
    seen: [
      "kassai-blitz (Kassai, Cintari Sellsword) creates",
      "Copper: destroy this, draw a card",
      "Cintari Saber may attack an additional time this turn",
      "Cintari Saber gains +1 power until end of turn",
    ],
  },
  {
    hero: "Ira",
    // Crucible of War Ninja: Rushing River's "put X cards from your hand on top of your deck" names no card to the table.
    preset: "ira-blitz",
    abilities: "Ira's, Zephyr Needle's and Rushing River's (combo) abilities",
    seed: "ira-34",
    seen: [
      "Ira, Crimson Haze: the second attack this turn",
      "Zephyr Needle will be destroyed when the combat chain closes",
      "ira-blitz (Ira, Crimson Haze) puts a card from their hand on top of their deck",
    ],
  },
  {
    // Crucible of War: an item banished from the deck by a boost goes into the arena (its hero's ability).
    hero: "Data Doll MKII",
    preset: "data-doll-blitz",
    abilities: "Data Doll MKII's ability, boost and the items' steam counters",
    seed: "data-doll-1",
    seen: ["Data Doll MKII: put the banished Mechanologist item into the arena triggers", "data-doll-blitz (Data Doll MKII) boosts ", "steam counter is removed from "],
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
