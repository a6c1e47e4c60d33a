import { cardsOf } from "@tablecast/cards";
import { tabletopGame, type TabletopState } from "@tablecast/engine/kit";
import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { describe, expect, it } from "vitest";
import { SAMPLE_DECKS } from "./decks";
import { fab } from "./game";
import { FAB_TABLETOP } from "./tabletop";

// Tabletop mode keeps FaB's hidden information exactly as enforced mode does (CR 3.0.4, 3.7): the
// kernel's properties on FaB's own zone table.
hiddenInformationTests(tabletopGame({ ...FAB_TABLETOP, sampleDecks: SAMPLE_DECKS }), ["rhinar-blitz", "dorinthea-blitz"], "FaB tabletop, CR 3.0.4, 3.7", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 20));

/** A real Uprising deck, none of it implemented: Fai, his sword, three of each red Draconic attack action of the set. */
const FAI = (() => {
  const attacks = cardsOf("fab").filter((c) => c.sets[0] === "UPR" && c.color === "red" && c.types.includes("Draconic") && c.types.includes("Attack") && c.types.includes("Action"));
  return ["UPR044", "UPR046", ...attacks.slice(0, 12).flatMap((c) => [c.id, c.id, c.id])];
})();
const seats = (deck: readonly string[]) => [
  { name: "Fai player", deck },
  { name: "Rhinar player", deck: SAMPLE_DECKS["rhinar-blitz"]! },
];

describe("FaB tabletop mode: every real card, at a table", () => {
  it("a real Uprising deck (hero outside the first block) starts at the table: hero and weapon in the arena, life from the hero (CR 2.5), faces from the card data", () => {
    expect(FAI.length).toBeGreaterThanOrEqual(38);
    const r = fab.setup({ seats: seats(FAI), options: { mode: "tabletop" } }, "table-fai");
    expect(r.ok ? null : r.error).toBeNull();
    if (!r.ok) return;
    const t = r.value.state as TabletopState;
    expect(t.zones["p0.hero"]!.map((c) => c.card)).toEqual(["UPR044"]);
    expect(t.zones["p0.weapon"]!.map((c) => c.card)).toEqual(["UPR046"]);
    expect(t.players[0]!.counters["life"]).toBe(40);
    expect(t.zones["p0.hand"]).toHaveLength(4);
    const faces = fab.project(r.value.events).flatMap((e) => (e.type === "player" && e.hero !== undefined ? [e.hero.name] : []));
    expect(faces).toContain("Fai, Rising Rebellion");
  });

  it("the same deck in enforced mode is refused, naming a card it cannot play; a deck without a hero is refused at the table too (CR 1.1.2)", () => {
    const enforced = fab.setup({ seats: seats(FAI) }, "enforced-fai");
    expect(enforced.ok).toBe(false);
    if (!enforced.ok) expect(enforced.error.message).toMatch(/UPR044|Fai/);
    const headless = fab.setup({ seats: seats(FAI.slice(1)), options: { mode: "tabletop" } }, "table-headless");
    expect(headless.ok ? null : headless.error).toMatchObject({ code: "setup/no-hero", rule: "fab:1.1.2" });
  });
});
