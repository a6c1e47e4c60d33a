import { replayLog, simulateMatch, type LogSeat } from "@tablecast/engine";
import { isTabletop, tabletopGame, type TabletopState } from "@tablecast/engine/kit";
import { fromFile } from "@tablecast/engine/testing";
import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { describe, expect, it } from "vitest";
import { cardDef } from "./data/cards";
import { SAMPLE_DECKS } from "./decks";
import { ufs } from "./game";
import { UFS_TABLETOP } from "./tabletop";

const seats = (deckA = SAMPLE_DECKS["kaede"]!, deckB = SAMPLE_DECKS["bram"]!): LogSeat[] => [
  { name: "Kaede", kind: "bot", bot: "random", deck: deckA },
  { name: "Bram", kind: "bot", bot: "random", deck: deckB },
];

// Tabletop mode keeps UFS's hidden information exactly as enforced mode does (C.2, D.3, D.4): the
// kernel's properties on UFS's own zone table.
hiddenInformationTests(tabletopGame({ ...UFS_TABLETOP, sampleDecks: SAMPLE_DECKS }), ["kaede", "bram"], "UFS tabletop, C.2, D.3, D.4", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 20));

describe("UFS tabletop mode", () => {
  it("starts each player's character face up in the staging area with its vitality (D.1), six cards in hand, the rest in the deck", () => {
    const r = ufs.setup({ seats: seats(), options: { mode: "tabletop" } }, "table-1");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.value.state;
    expect(isTabletop(s)).toBe(true);
    const t = s as TabletopState;
    const kaede = SAMPLE_DECKS["kaede"]!.find((c) => cardDef(c).type === "character")!;
    expect(t.zones["p0.staging"]!.map((c) => c.card)).toEqual([kaede]);
    expect(t.players[0]!.counters["vitality"]).toBe(cardDef(kaede).vitality);
    expect(t.zones["p0.hand"]).toHaveLength(6);
    expect(t.zones["p0.deck"]).toHaveLength(SAMPLE_DECKS["kaede"]!.length - 7);
  });

  it("refuses a deck with no character, as enforced mode does (E.1.1)", () => {
    const noCharacter = SAMPLE_DECKS["kaede"]!.filter((c) => cardDef(c).type !== "character");
    const r = ufs.setup({ seats: seats(noCharacter), options: { mode: "tabletop" } }, "table-2");
    expect(r.ok ? null : r.error).toMatchObject({ code: "setup/no-character", rule: "ufs:E.1.1" });
  });

  it("a tabletop match's log says its mode, survives JSON Lines and verifies", () => {
    const sim = simulateMatch(ufs, { seats: seats(), seed: "table-3", options: { mode: "tabletop", actionLimit: 120 }, maxDecisions: 1_000 });
    expect(sim.ok).toBe(true);
    if (!sim.ok) return;
    expect(sim.value.log.header.options).toMatchObject({ mode: "tabletop" });
    expect(replayLog(ufs, fromFile(sim.value.log)).failure).toBeNull();
  });
});
