import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { bf, names, runes, scenario } from "./testing";

/** Origins cards played or choosing in further ways: a spell's group of targets with a total Might limit (355.11). */

const cardName = (id: string) => card(id)!.name;
const TWO = [bf("OGN-275", 0), bf("OGN-276", 1)];
const at = (name: string, i: number) => ({ name, at: i });

describe("a spell choosing a group with a total Might limit (355.11)", () => {
  it("rule 355.11.a: OGN-256 Fox-Fire — 'Kill any number of units at a battlefield with total Might 4 or less.' — groups at one battlefield within the limit", () => {
    const g = scenario({ p1: { hand: ["OGN-256"], units: [at("OGN-052", 0)], runes: runes("calm", 3) }, p2: { units: [at("OGN-219", 1), at("OGN-052", 1), at("OGN-096", 1)] }, battlefields: TWO });
    const plays = g.choices(0).filter((l) => l.startsWith("Play Fox-Fire"));
    expect(plays).toContain("Play Fox-Fire on Stalwart Poro (2 Might, Aspirant's Climb), Watchful Sentry (1 Might, Aspirant's Climb)");
    expect(plays).toContain("Play Fox-Fire on Vanguard Sergeant (4 Might, Aspirant's Climb)");
    expect(plays).toContain("Play Fox-Fire choosing no unit");
    // Over the limit, or across two battlefields: not offered.
    expect(plays.some((l) => l.includes("Vanguard Sergeant") && (l.match(/Might/g) ?? []).length > 1)).toBe(false);
    expect(plays.some((l) => l.includes("Altar to Unity") && l.includes("Aspirant's Climb"))).toBe(false);
    g.do(0, "Play Fox-Fire on Stalwart Poro (2 Might, Aspirant's Climb), Watchful Sentry (1 Might, Aspirant's Climb)").pass(2);
    expect(names(g.player(1).trash).sort()).toEqual(["Stalwart Poro", "Watchful Sentry"]);
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    expect(g.state.units.filter((u) => u.controller === 1)).toHaveLength(1);
  });

  it("rule 355.11.b (its example): Mights grown past the limit before Fox-Fire resolves — its controller chooses a subset of the original targets that fits", () => {
    const four = [at("OGN-096", 1), at("OGN-096", 1), at("OGN-096", 1), at("OGN-096", 1)];
    const g = scenario({ p1: { hand: ["OGN-256"], runes: runes("calm", 3) }, p2: { hand: ["OGN-206"], units: four, runes: runes("order", 3), deck: ["OGN-052", "OGN-052"] }, battlefields: TWO });
    const sentry = "Watchful Sentry (1 Might, Aspirant's Climb)";
    g.do(0, `Play Fox-Fire on ${[sentry, sentry, sentry, sentry].join(", ")}`).pass();
    const [a, b] = g.state.units.filter((u) => u.controller === 1).map((u) => u.id);
    const back = g.decisions(1).find((d) => d.label.startsWith("Play Back to Back") && d.id.endsWith(`:${a}:${b}`))!;
    g.do(1, back.id).pass(2).pass(2);
    // Back to Back resolved (+2 each to two of them: Mights 3, 3, 1, 1 = 8); Fox-Fire's group no longer fits.
    expect(g.state.asking?.offer).toBe("regroup");
    const subsets = g.choices(0);
    expect(subsets).toContain("Fox-Fire: affect Watchful Sentry (1 Might, Aspirant's Climb), Watchful Sentry (1 Might, Aspirant's Climb)");
    expect(subsets).toContain("Fox-Fire: affect Watchful Sentry (3 Might, Aspirant's Climb), Watchful Sentry (1 Might, Aspirant's Climb)");
    expect(subsets.some((l) => (l.match(/Watchful Sentry/g) ?? []).length > 2)).toBe(false);
    expect(subsets.some((l) => (l.match(/3 Might/g) ?? []).length === 2)).toBe(false);
    g.do(0, "Fox-Fire: affect Watchful Sentry (1 Might, Aspirant's Climb), Watchful Sentry (1 Might, Aspirant's Climb)").settle();
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => u.id).sort()).toEqual([a, b].sort());
    expect(names(g.player(1).trash)).toEqual(["Back to Back", "Watchful Sentry", "Watchful Sentry"]);
    expect(g.logText()).toContain("Fox-Fire: P1 chooses Watchful Sentry (1 Might, Aspirant's Climb), Watchful Sentry (1 Might, Aspirant's Climb) of its targets");
  });
});

describe("a group chosen from Hidden (811.1.d.2)", () => {
  it("OGN-256 Fox-Fire played from Hidden chooses among the units at its battlefield only, ignoring its cost", () => {
    const g = scenario({ p1: { units: [at("OGN-052", 0)], facedown: [{ name: "OGN-256", at: 0 }] }, p2: { units: [at("OGN-096", 0), at("OGN-096", 1)] }, battlefields: [bf("OGN-275", 0), bf("OGN-276", 1)] });
    const plays = g.choices(0).filter((l) => l.startsWith("Play Fox-Fire"));
    expect(plays).toContain("Play Fox-Fire from Hidden at Altar to Unity on Watchful Sentry (1 Might, Altar to Unity)");
    expect(plays.some((l) => l.includes("Aspirant's Climb)"))).toBe(false);
    g.do(0, "Play Fox-Fire from Hidden at Altar to Unity on Watchful Sentry (1 Might, Altar to Unity)").pass(2);
    expect(g.state.units.filter((u) => u.controller === 1).map((u) => u.location)).toEqual([1]);
  });
});

describe("units played to battlefields their player does not control (359.2.c)", () => {
  const THREE = [bf("OGN-275", null), bf("OGN-276", 1), bf("OGN-294", 0)];
  it("OGN-176 Sneaky Deckhand: 'You may play me to an open battlefield.' — open (unoccupied and uncontrolled), not an enemy one; it then conquers it", () => {
    const g = scenario({ p1: { hand: ["OGN-176", "OGN-052"], units: [at("OGN-219", 2)], runes: runes("chaos", 6) }, p2: { units: [at("OGN-096", 1)] }, battlefields: THREE });
    const plays = g.choices(0).filter((l) => l.startsWith("Play Sneaky Deckhand"));
    expect(plays).toEqual(["Play Sneaky Deckhand to base", "Play Sneaky Deckhand to Altar to Unity", "Play Sneaky Deckhand to Trifarian War Camp"]);
    // A unit without the words: its own battlefield only.
    expect(g.choices(0).filter((l) => l.startsWith("Play Stalwart Poro"))).toEqual(["Play Stalwart Poro to base", "Play Stalwart Poro to Trifarian War Camp"]);
    g.do(0, "Play Sneaky Deckhand to Altar to Unity").settle();
    expect(g.unit(0, "OGN-176").location).toBe(0);
    expect(g.state.battlefields[0]!.controller).toBe(0);
  });

  it("OGN-193 Miss Fortune - Buccaneer: 'Friendly units may be played to open battlefields.' — while she is on the board", () => {
    const g = scenario({ p1: { hand: ["OGN-052"], units: ["OGN-193"], runes: runes("chaos", 2) }, p2: {}, battlefields: [bf("OGN-275", null), bf("OGN-276", 1)] });
    expect(g.choices(0).filter((l) => l.startsWith("Play Stalwart Poro"))).toEqual(["Play Stalwart Poro to base", "Play Stalwart Poro to Altar to Unity"]);
    const h = scenario({ p1: { hand: ["OGN-052", "OGN-193"], runes: runes("chaos", 6) }, p2: {}, battlefields: [bf("OGN-275", null), bf("OGN-276", 1)] });
    expect(h.choices(0).filter((l) => l.startsWith("Play Stalwart Poro"))).toEqual(["Play Stalwart Poro to base"]);
    expect(h.choices(0)).toContain("Play Miss Fortune - Buccaneer to Altar to Unity");
  });

  it("OGN-174 Sai Scout: [Vision] and 'You may play me to an open battlefield.'", () => {
    const g = scenario({ p1: { hand: ["OGN-174"], deck: ["OGN-219", "OGN-052"], runes: runes("chaos", 6) }, p2: {}, battlefields: [bf("OGN-275", null), bf("OGN-276", 1)] });
    g.do(0, "Play Sai Scout to Altar to Unity").settle();
    expect(g.choices(0)).toEqual(["Recycle Vanguard Sergeant", "Keep Vanguard Sergeant on top"]);
    g.do(0, "Recycle Vanguard Sergeant");
    expect(names(g.player(0).deck)).toEqual(["Stalwart Poro", "Vanguard Sergeant"]);
    expect(g.unit(0, "OGN-174").location).toBe(0);
  });

  it("OGN-161 Deadbloom Predator: 'You may play me to an occupied enemy battlefield.' — not to an open one", () => {
    const g = scenario({ p1: { hand: ["OGN-161"], runes: runes("body", 10) }, p2: { units: [at("OGN-096", 1)] }, battlefields: [bf("OGN-275", null), bf("OGN-276", 1)] });
    expect(g.choices(0).filter((l) => l.startsWith("Play Deadbloom Predator"))).toEqual(["Play Deadbloom Predator to base", "Play Deadbloom Predator to Aspirant's Climb"]);
    g.do(0, "Play Deadbloom Predator to Aspirant's Climb");
    expect(g.unit(0, "OGN-161").location).toBe(1);
    // 323.9–323.13: the battlefield is contested with enemy units there — a combat, its player the attacker.
    expect(g.state.showdown?.combat).toEqual({ attacker: 0, defender: 1 });
  });
});

describe("a play effect moving two units (Tideturner)", () => {
  it("OGN-199 Tideturner: 'When you play me, you may choose a unit you control at another location. Move me to its location and it to my original location.'", () => {
    const g = scenario({ p1: { hand: ["OGN-199"], units: [at("OGN-219", 0)], runes: runes("chaos", 2) }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-276", 1)] });
    g.do(0, "Play Tideturner to base");
    g.do(0, "may:yes").settle();
    expect([g.unit(0, "OGN-199").location, g.unit(0, "OGN-219").location]).toEqual([0, "base"]);
    expect(g.unit(0, "OGN-219").exhausted).toBe(false);
  });

  it("rule 811.1.d.2 (its example): Tideturner played from Hidden may choose a unit at another location, which no unit at its battlefield could be", () => {
    const g = scenario({ p1: { units: [at("OGN-052", 0), "OGN-219"], facedown: [{ name: "OGN-199", at: 0 }] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-276", 1)] });
    g.do(0, "Play Tideturner from Hidden at Altar to Unity").do(0, "may:yes");
    // Only the unit in base: the Poro shares its location.
    expect(g.state.units.find((u) => cardName(u.card) === "Tideturner")!.location).toBe(0);
    g.settle();
    expect([g.unit(0, "OGN-199").location, g.unit(0, "OGN-219").location, g.unit(0, "OGN-052").location]).toEqual(["base", 0, 0]);
  });

  it("OGN-199 Tideturner: declining leaves both where they are", () => {
    const g = scenario({ p1: { hand: ["OGN-199"], units: [at("OGN-219", 0)], runes: runes("chaos", 2) }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-276", 1)] });
    g.do(0, "Play Tideturner to base").do(0, "may:no").settle();
    expect([g.unit(0, "OGN-199").location, g.unit(0, "OGN-219").location]).toEqual(["base", 0]);
  });
});

describe("playing a unit from the trash", () => {
  it("OGN-198 The Harrowing: 'Play a unit from your trash, ignoring its Energy cost.' — its Power is paid, where it goes chosen (359.2.c), its play effect triggers", () => {
    const g = scenario({ p1: { hand: ["OGN-198"], units: [at("OGN-052", 0)], trash: ["OGN-219", "OGN-165"], runes: runes("chaos", 8) }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-276", 1)] });
    g.do(0, "Play The Harrowing").pass(2);
    expect(g.choices(0)).toEqual([
      "Play Vanguard Sergeant from the trash to base",
      "Play Vanguard Sergeant from the trash to Altar to Unity",
      "Play Cemetery Attendant from the trash to base",
      "Play Cemetery Attendant from the trash to Altar to Unity",
    ]);
    g.do(0, "Play Cemetery Attendant from the trash to Altar to Unity").settle();
    expect(g.unit(0, "OGN-165").location).toBe(0);
    expect(g.logText()).toContain("P1 plays Cemetery Attendant from their trash, ignoring its Energy cost");
    // 1 chaos Power paid by recycling a rune (6 exhausted and 2 recycled for The Harrowing before).
    expect(g.player(0).runes).toHaveLength(5);
    // Its play effect: "return a unit from your trash to your hand".
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-196 Soulgorger: 'When you play me, you may play a unit from your trash, ignoring its Energy cost.' — or none", () => {
    const g = scenario({ p1: { hand: ["OGN-196", "OGN-196"], trash: ["OGN-219"], runes: runes("chaos", 20) }, p2: {} });
    g.do(0, "Play Soulgorger to base").settle();
    expect(g.choices(0)).toEqual(["Play Vanguard Sergeant from the trash to base", "Play no unit from the trash"]);
    g.do(0, "Play no unit from the trash").settle();
    expect(names(g.player(0).trash)).toEqual(["Vanguard Sergeant"]);
    g.do(0, "Play Soulgorger to base").settle().do(0, "Play Vanguard Sergeant from the trash to base").settle();
    expect(g.unit(0, "OGN-219").location).toBe("base");
    expect(g.player(0).trash).toEqual([]);
  });

  it("OGN-226 Spectral Matron: '… a unit costing no more than [3] and no more than [A] from your trash, ignoring its cost.' — nothing paid; a 4-cost unit is not offered", () => {
    const g = scenario({ p1: { hand: ["OGN-226"], trash: ["OGN-219", "OGN-165"], runes: runes("order", 6) }, p2: {} });
    g.do(0, "Play Spectral Matron to base").settle();
    expect(g.choices(0)).toEqual(["Play Cemetery Attendant from the trash to base", "Play no unit from the trash"]);
    g.do(0, "Play Cemetery Attendant from the trash to base").settle();
    expect(g.unit(0, "OGN-165").location).toBe("base");
    expect(g.logText()).toContain("P1 plays Cemetery Attendant from their trash, ignoring its cost");
    expect(g.player(0).runes).toHaveLength(4);
  });
});

describe("when you recycle cards to your Main Deck (416)", () => {
  it("OGN-235 Karma - Channeler: [Vision] — recycling the card seen buffs a friendly unit; keeping it does not", () => {
    const g = scenario({ p1: { hand: ["OGN-235"], units: ["OGN-052"], deck: ["OGN-219", "OGN-096"], runes: runes("order", 7) }, p2: {} });
    g.do(0, "Play Karma - Channeler to base").settle();
    g.do(0, "Recycle Vanguard Sergeant").settle();
    expect(g.choices(0)).toEqual(["Choose Stalwart Poro (2 Might, base) for Karma - Channeler: when you recycle cards to your Main Deck", "Choose Karma - Channeler (6 Might, base) for Karma - Channeler: when you recycle cards to your Main Deck"]);
    g.do(0, "Choose Stalwart Poro (2 Might, base) for Karma - Channeler: when you recycle cards to your Main Deck").settle();
    expect(g.unit(0, "OGN-052").buffed).toBe(true);
    const h = scenario({ p1: { hand: ["OGN-235"], units: ["OGN-052"], deck: ["OGN-219", "OGN-096"], runes: runes("order", 7) }, p2: {} });
    h.do(0, "Play Karma - Channeler to base").settle().do(0, "Keep Vanguard Sergeant on top").settle();
    expect([h.unit(0, "OGN-052").buffed, h.unit(0, "OGN-235").buffed]).toEqual([false, false]);
  });
});

describe("Guerilla Warfare (811.1.b)", () => {
  it("OGN-264 Guerilla Warfare: 'Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring costs this turn.'", () => {
    const g = scenario({ p1: { hand: ["OGN-264"], units: [at("OGN-052", 0)], trash: ["OGN-057", "OGN-052", "OGN-083"], runes: [...runes("mind", 2), ...runes("chaos", 1)] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-276", 1)] });
    g.do(0, "Play Guerilla Warfare").pass(2);
    expect(g.choices(0)).toEqual(["Return Block to hand", "Return Consult the Past to hand", "Return no more"]);
    g.do(0, "Return Block to hand");
    expect(g.choices(0)).toEqual(["Return Consult the Past to hand", "Return no more"]);
    g.do(0, "Return Consult the Past to hand").settle();
    expect(names(g.player(0).hand)).toEqual(["Block", "Consult the Past"]);
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro", "Guerilla Warfare"]);
    // No rune is left to pay [A], yet hiding is offered, ignoring costs.
    expect(g.choices(0).filter((l) => l.startsWith("Hide"))).toEqual(["Hide Block at Altar to Unity, ignoring costs (Guerilla Warfare)", "Hide Consult the Past at Altar to Unity, ignoring costs (Guerilla Warfare)"]);
    g.do(0, "Hide Block at Altar to Unity, ignoring costs (Guerilla Warfare)");
    expect(names(g.player(0).facedown)).toEqual(["Block"]);
    g.do(0, "End turn").settle();
    expect(g.player(0).hideFree).toBeUndefined();
    g.leaveOpen();
  });
});
