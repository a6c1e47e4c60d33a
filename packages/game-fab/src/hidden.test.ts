import { simulateMatch } from "@tablecast/engine";
import { hiddenInformationProblems } from "@tablecast/engine/testing";
import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { expect, it } from "vitest";
import { fab } from ".";

// Hidden information is a security boundary (CR 3.0.4, 3.0.9, 4.4.3c): see hiddenInformationTests. CI plays 40 games;
// the nightly-size run sets TABLECAST_PROPERTY_RUNS=10000.
hiddenInformationTests(fab, ["rhinar-blitz", "dorinthea-blitz"], "CR 3.0.4, 3.0.9, 4.4.3c", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
// The Arcane Rising presets: Viserai's Runechant tokens and Kano's look at the top of the deck.
hiddenInformationTests(fab, ["viserai-blitz", "kano-blitz"], "CR 3.0.4, 3.0.9, 4.4.3c", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
// Dash: boost banishes the top card of the hidden deck face up (CR 8.3.9), the start-of-game item is chosen from the deck
// (CR 4.1.5b), items carry steam counters.
hiddenInformationTests(fab, ["dash-blitz", "dorinthea-blitz"], "CR 3.0.4, 3.0.9, 4.1.5b, 8.3.9", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
// Azalea: arrows put face up into the arsenal are public, reloaded cards face down are not (CR 8.5.23-8.5.24).
hiddenInformationTests(fab, ["azalea-blitz", "dorinthea-blitz"], "CR 3.0.4, 3.0.9, 8.5.23, 8.5.24", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
// Crucible of War: Kassai's Unified Decree looks at the top of the hidden deck (only its player sees the card), Copper tokens
// draw; Ira's Rushing River puts cards from hand on top of the deck, Flood of Force reveals the top card.
hiddenInformationTests(fab, ["kassai-blitz", "ira-blitz"], "CR 3.0.4, 3.0.9, 4.4.3c", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));

// A game the property found (Kassai against Ira, seed "&"): Flood of Force revealed the top card of Ira's deck only in a log
// line; the card is now shown to the table first (CR 8.5.17).
it("Flood of Force's reveal shows the card to every audience before a log line names it (CR 8.5.17)", () => {
  const seats = (["kassai-blitz", "ira-blitz"] as const).map((deck, i) => ({ name: i === 0 ? "A" : "B", kind: "bot" as const, bot: "random" as const, deck: fab.sampleDecks![deck]! }));
  const sim = simulateMatch(fab, { seats, seed: "&", maxDecisions: 20_000 });
  if (!sim.ok) throw new Error(sim.error.message);
  expect(JSON.stringify(sim.value.stream)).toContain("reveals Bittering Thorns (yellow) from the top of their deck");
  expect(hiddenInformationProblems(sim.value.stream, 2)).toEqual([]);
});

