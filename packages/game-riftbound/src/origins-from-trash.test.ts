import { describe, expect, it } from "vitest";
import { names, runes, scenario } from "./testing";

/** Origins cards whose abilities work from the trash (383.3), or bring a card back from it. */

const OPEN = [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }];

describe("abilities from the trash (383.3)", () => {
  it("OGN-006 Flame Chompers: 'When you discard me, you may pay [C] to play me.' — discarded by OGN-003 Chemtech Enforcer, paid with a fury rune (383.3.b), played from the trash", () => {
    const g = scenario({ p1: { hand: ["OGN-003", "OGN-006"], runes: runes("fury", 3) }, p2: {} });
    g.do(0, "Play Chemtech Enforcer to base").pass(2);
    expect(g.choices(0)).toEqual(["Put Flame Chompers: when this is discarded on the chain, paying 1 fury Power", "Do not put Flame Chompers: when this is discarded on the chain"]);
    g.do(0, "Put Flame Chompers: when this is discarded on the chain, paying 1 fury Power").pass(2);
    expect(g.unit(0, "OGN-006")).toMatchObject({ location: "base", exhausted: true });
    expect(g.player(0).trash).toEqual([]);
    expect(g.logText()).toContain("P1 plays Flame Chompers from their trash, ignoring its cost");
    // Two fury runes for the Enforcer's [2], the third recycled for [C].
    expect(g.player(0).runes).toHaveLength(2);
  });

  it("OGN-006 Flame Chompers: without a fury rune to recycle for [C] (an exhausted one would do), it is not offered and stays in the trash (383.3.b)", () => {
    const g = scenario({ p1: { hand: ["OGN-003", "OGN-006"], runes: runes("calm", 2) }, p2: {} });
    g.do(0, "Play Chemtech Enforcer to base").settle();
    expect(names(g.player(0).trash)).toEqual(["Flame Chompers"]);
    expect(g.logText()).toContain("Flame Chompers: when this is discarded: P1 cannot pay 1 fury Power");
  });

  it("OGN-252 Super Mega Death Rocket!: 'Deal 5 to a unit.'", () => {
    const g = scenario({ p1: { hand: ["OGN-252"], runes: runes("fury", 5) }, p2: { units: ["OGN-142"] } });
    g.do(0, "Play Super Mega Death Rocket! on Mountain Drake (10 Might, base)").pass(2);
    expect(g.unit(1, "OGN-142").damage).toBe(5);
  });

  it("OGN-252 Super Mega Death Rocket!: 'When you conquer, you may discard 1 to return this from your trash to your hand.' — from the trash", () => {
    const g = scenario({ p1: { units: ["OGN-219"], trash: ["OGN-252"], hand: ["OGN-052", "OGN-096"] }, p2: {}, battlefields: OPEN });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    for (let i = 0; i < 4 && g.state.asking?.offer !== "may-trigger"; i++) g.pass();
    g.do(0, "Put Super Mega Death Rocket!: when you conquer (from the trash) on the chain").pass(2);
    expect(g.choices(0)).toEqual(["Discard Stalwart Poro", "Discard Watchful Sentry"]);
    g.do(0, "Discard Watchful Sentry").settle();
    expect(names(g.player(0).hand).sort()).toEqual(["Stalwart Poro", "Super Mega Death Rocket!"]);
    expect(names(g.player(0).trash)).toEqual(["Watchful Sentry"]);
  });

  it("OGN-252 Super Mega Death Rocket!: with an empty hand the discard cannot be paid — it stays in the trash", () => {
    const g = scenario({ p1: { units: ["OGN-219"], trash: ["OGN-252"] }, p2: {}, battlefields: OPEN });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    for (let i = 0; i < 4 && g.state.asking?.offer !== "may-trigger"; i++) g.pass();
    g.do(0, "Put Super Mega Death Rocket!: when you conquer (from the trash) on the chain").settle();
    expect(names(g.player(0).trash)).toEqual(["Super Mega Death Rocket!"]);
  });

  it("OGN-281 Hallowed Tomb: 'When you hold here, you may return your Chosen Champion from your trash to your Champion Zone if it is empty.' (103.2.a)", () => {
    const g = scenario({ p1: { chosenChampion: "OGN-164", trash: ["OGN-052", "OGN-164"], units: [{ name: "OGN-219", at: 0 }], runes: runes("body", 6), deck: ["OGN-052"] }, p2: { deck: ["OGN-052"] }, battlefields: [{ name: "OGN-281", controller: 0 }, { name: "OGN-276", controller: null }] });
    g.do(0, "End turn").do(1, "End turn");
    for (let i = 0; i < 4 && g.state.asking?.offer !== "may-trigger"; i++) g.pass();
    g.do(0, "Put Hallowed Tomb: when you hold here on the chain").settle();
    expect(names(g.player(0).champion)).toEqual(["Sett - Brawler"]);
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
    // 108.3.d: from the Champion Zone it may be played again.
    expect(g.choices(0).some((l) => l.startsWith("Play Sett - Brawler"))).toBe(true);
    g.leaveOpen();
  });

  it("OGN-281 Hallowed Tomb: not while the Champion Zone holds a card", () => {
    const g = scenario({ p1: { champion: "OGN-164", trash: ["OGN-164"], units: [{ name: "OGN-219", at: 0 }], deck: ["OGN-052"] }, p2: { deck: ["OGN-052"] }, battlefields: [{ name: "OGN-281", controller: 0 }, { name: "OGN-276", controller: null }] });
    g.do(0, "End turn").do(1, "End turn");
    for (let i = 0; i < 4 && g.state.asking?.offer !== "may-trigger"; i++) g.pass();
    g.do(0, "Put Hallowed Tomb: when you hold here on the chain").settle();
    expect(names(g.player(0).trash)).toEqual(["Sett - Brawler"]);
    expect(g.logText()).toContain("Hallowed Tomb: when you hold here: the Champion Zone is not empty");
    g.leaveOpen();
  });
});
