import { describe, expect, it } from "vitest";
import { runes, scenario } from "./testing";

/** Origins cards spending buffs as their abilities resolve (702.2.b). */

describe("spending buffs (702.2.b)", () => {
  it("OGN-147 Wildclaw Shaman: 'When you play me, you may spend a buff to buff me and ready me.' — another unit's buff moves to it, and it is ready", () => {
    const g = scenario({ p1: { hand: ["OGN-147"], units: [{ name: "OGN-219", buffed: true }], runes: runes("body", 4) }, p2: {} });
    g.do(0, "Play Wildclaw Shaman to base").settle();
    g.do(0, "may:yes").pass(2);
    expect(g.unit(0, "OGN-219").buffed).toBe(false);
    expect(g.unit(0, "OGN-147")).toMatchObject({ buffed: true, exhausted: false });
  });

  it("OGN-147 Wildclaw Shaman: with no buff to spend, it stays exhausted without a buff", () => {
    const g = scenario({ p1: { hand: ["OGN-147"], runes: runes("body", 4) }, p2: {} });
    g.do(0, "Play Wildclaw Shaman to base").settle();
    g.do(0, "may:yes").pass(2);
    expect(g.unit(0, "OGN-147")).toMatchObject({ buffed: false, exhausted: true });
  });

  it("OGN-230 Albus Ferros: 'When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted.' — two of three, then stop", () => {
    const g = scenario({ p1: { hand: ["OGN-230"], units: [{ name: "OGN-219", buffed: true }, { name: "OGN-052", buffed: true }, { name: "OGN-096", buffed: true }], runes: runes("order", 4), runeDeck: ["order", "order", "order"] }, p2: {} });
    g.do(0, "Play Albus Ferros to base").pass(2);
    expect(g.choices(0)).toEqual(["Spend the buff of Vanguard Sergeant (5 Might, base)", "Spend the buff of Stalwart Poro (3 Might, base)", "Spend the buff of Watchful Sentry (2 Might, base)", "Spend no more buffs"]);
    g.do(0, "Spend the buff of Vanguard Sergeant (5 Might, base)");
    g.do(0, "Spend the buff of Watchful Sentry (2 Might, base)");
    expect(g.choices(0)).toEqual(["Spend the buff of Stalwart Poro (3 Might, base)", "Spend no more buffs"]);
    g.do(0, "Spend no more buffs").settle();
    expect(g.player(0).runes.slice(4).map((r) => r.exhausted)).toEqual([true, true]);
    expect(g.unit(0, "OGN-052").buffed).toBe(true);
  });
});
