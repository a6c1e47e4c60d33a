import { redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** A battlefield as a target (169.7), replacement and prevention (367–375, 437), a trigger choosing two units (355.11), Vision (817). */

const TWO = [bf("OGN-275", 0), bf("OGN-276", 0)];

describe("a battlefield chosen as a target (169.7)", () => {
  it("OGS-002 Firestorm: 'Deal 3 to all enemy units at a battlefield.' — one choice per battlefield; only enemies there", () => {
    const g = scenario({ p1: { hand: ["OGS-002"], units: [{ name: "OGN-052", at: 0 }], runes: runes("fury", 7) }, p2: { units: [{ name: "OGN-052", at: 0 }, { name: "OGN-219", at: 0 }, { name: "OGN-052", at: 1 }] }, battlefields: TWO });
    expect(g.choices(0).filter((l) => l.startsWith("Play Firestorm"))).toEqual(["Play Firestorm on Altar to Unity", "Play Firestorm on Aspirant's Climb"]);
    g.do(0, "Play Firestorm on Altar to Unity").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.unit(1, "OGN-219").damage).toBe(3);
    expect(g.unit(0, "OGN-052").damage).toBe(0);
    expect(g.state.units.filter((u) => u.controller === 1 && u.location === 1)).toHaveLength(1);
  });

  it("OGN-266 Siphon Power: 'Give friendly units there +1 Might this turn and enemy units there -1 Might this turn, to a minimum of 1 Might.'", () => {
    const g = scenario({ p1: { hand: ["OGN-266"], units: [{ name: "OGN-052", at: 1 }], runes: runes("chaos", 3) }, p2: { units: [{ name: "OGN-219", at: 1 }, { name: "OGN-271", at: 1 }] }, battlefields: TWO });
    g.do(0, "Play Siphon Power on Aspirant's Climb").pass(2);
    const [sergeant, recruit] = g.state.units.filter((u) => u.controller === 1);
    expect([mightOf(g.state, g.unit(0, "OGN-052")), mightOf(g.state, sergeant!), mightOf(g.state, recruit!)]).toEqual([3, 3, 1]);
  });
});

describe("replacement and prevention effects (367–375, 437)", () => {
  it("rule 369.1, 370.2: OGS-020 Highlander — 'The next time it would die this turn, heal it, exhaust it, and recall it instead.' — applied once", () => {
    const g = scenario({ p1: { hand: ["OGS-020", "OGN-029", "OGN-029"], units: [{ name: "OGN-052", at: 0 }], runes: [...runes("calm", 4), ...runes("fury", 8)] }, p2: {}, battlefields: TWO });
    g.do(0, "Play Highlander on Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    expect(g.unit(0, "OGN-052").recallInsteadOfDying).toBe(true);
    g.do(0, "Play Falling Star on Stalwart Poro (2 Might, Altar to Unity) and Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    const poro = g.unit(0, "OGN-052");
    expect([poro.location, poro.exhausted, poro.damage, poro.recallInsteadOfDying]).toEqual(["base", true, 0, undefined]);
    g.do(0, "Play Falling Star on Stalwart Poro (2 Might, base) and Stalwart Poro (2 Might, base)").pass(2);
    expect(names(g.player(0).trash)).toContain("Stalwart Poro");
  });

  it("rule 370.1.a: a unit saved by OGS-020 Highlander stays on the board — its Deathknell does not trigger; the replacement ends with the turn", () => {
    const g = scenario({ p1: { hand: ["OGS-020"], units: [{ name: "OGN-096", at: 0 }], runes: runes("calm", 4), deck: ["OGN-052"] }, p2: { hand: ["OGS-002"], units: [{ name: "OGN-052", at: 0 }], runes: runes("fury", 7) }, battlefields: TWO, turnPlayer: 1 });
    g.do(1, "Play Firestorm on Altar to Unity").pass();
    g.do(0, "Play Highlander on Watchful Sentry (1 Might, Altar to Unity)").pass(2).pass(2);
    const sentry = g.unit(0, "OGN-096");
    expect([sentry.location, sentry.exhausted, sentry.damage]).toEqual(["base", true, 0]);
    expect(g.player(0).hand).toEqual([]);
    expect(g.logText()).toContain("Watchful Sentry would die: it is healed, exhausted and recalled instead");
    const h = scenario({ p1: { hand: ["OGS-020"], units: ["OGN-096"], runes: runes("calm", 4) }, p2: {} });
    h.do(0, "Play Highlander on Watchful Sentry (1 Might, base)").pass(2).do(0, "End turn").settle();
    expect(h.unit(0, "OGN-096").recallInsteadOfDying).toBeUndefined();
    h.leaveOpen();
  });

  it("rule 437: OGN-145 Unyielding Spirit — 'Prevent all spell and ability damage this turn.' — combat damage is not prevented; it ends with the turn", () => {
    const g = scenario({ p1: { hand: ["OGS-002", "OGS-002"], units: [{ name: "OGN-052", at: 0 }], runes: runes("fury", 14) }, p2: { hand: ["OGN-145"], units: [{ name: "OGN-219", at: 0 }], runes: runes("body", 2) }, battlefields: TWO });
    g.do(0, "Play Firestorm on Altar to Unity").pass();
    g.do(1, "Play Unyielding Spirit").pass(2).pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    expect(g.logText()).toContain("Firestorm: 3 damage to Vanguard Sergeant is prevented");
    g.do(0, "Play Firestorm on Altar to Unity").pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(0);
    g.do(0, "End turn").settle();
    expect(g.state.preventSpellDamage).toBeUndefined();
    g.leaveOpen();
  });
});

describe("a triggered ability choosing two units (355.5.b, 355.11, 355.13)", () => {
  it("OGN-141 Kinkou Monk: 'When you play me, buff up to two other friendly units.' — the pair chosen as it goes on the chain", () => {
    const g = scenario({ p1: { hand: ["OGN-141"], units: ["OGN-052", "OGN-219", { name: "OGN-096", buffed: true }], runes: runes("body", 5) }, p2: {} });
    g.do(0, "Play Kinkou Monk to base");
    const choices = g.choices(0);
    expect(choices).toContain("Choose no unit for Kinkou Monk: when you play me");
    expect(choices).toContain("Choose Stalwart Poro (2 Might, base) and Vanguard Sergeant (4 Might, base) for Kinkou Monk: when you play me");
    expect(choices.some((l) => l.includes("Kinkou Monk (4 Might"))).toBe(false);
    g.do(0, "Choose Stalwart Poro (2 Might, base) and Vanguard Sergeant (4 Might, base) for Kinkou Monk: when you play me").settle();
    expect([g.unit(0, "OGN-052").buffed, g.unit(0, "OGN-219").buffed, g.unit(0, "OGN-141").buffed]).toEqual([true, true, false]);
  });

  it("rule 355.13: with one other friendly unit, OGN-141 Kinkou Monk asks between it and none", () => {
    const g = scenario({ p1: { hand: ["OGN-141"], units: ["OGN-052"], runes: runes("body", 5) }, p2: {} });
    g.do(0, "Play Kinkou Monk to base");
    expect(g.choices(0)).toEqual(["Choose no unit for Kinkou Monk: when you play me", "Choose Stalwart Poro (2 Might, base) for Kinkou Monk: when you play me"]);
    g.do(0, "Choose Stalwart Poro (2 Might, base) for Kinkou Monk: when you play me").settle();
    expect(g.unit(0, "OGN-052").buffed).toBe(true);
  });
});

describe("Vision (817)", () => {
  it("rule 817.1.b: OGN-171 Mystic Poro — look at the top card of your Main Deck; you may recycle it (to the bottom, 416)", () => {
    const g = scenario({ p1: { hand: ["OGN-171"], deck: ["OGN-219", "OGN-052"], runes: runes("chaos", 2) }, p2: {} });
    g.do(0, "Play Mystic Poro to base").settle();
    expect(g.choices(0)).toEqual(["Recycle Vanguard Sergeant", "Keep Vanguard Sergeant on top"]);
    g.do(0, "Recycle Vanguard Sergeant");
    expect(names(g.player(0).deck)).toEqual(["Stalwart Poro", "Vanguard Sergeant"]);
    // The card was shown to its player alone; the log never names it.
    const stream = (seat: 0 | 1) => JSON.stringify(redactStream(g.stream(), seatAudience(seat)));
    expect(stream(1)).not.toContain("Vanguard Sergeant");
    expect(stream(0)).toContain("Vanguard Sergeant");
  });

  it("OGN-086 Jeweled Colossus: [Vision] — keeping the card leaves it on top", () => {
    const g = scenario({ p1: { hand: ["OGN-086"], deck: ["OGN-219", "OGN-052"], runes: runes("mind", 5) }, p2: {} });
    g.do(0, "Play Jeweled Colossus to base").settle();
    g.do(0, "Keep Vanguard Sergeant on top");
    expect(names(g.player(0).deck)).toEqual(["Vanguard Sergeant", "Stalwart Poro"]);
  });

  it("rule 817.2: OGN-100 Gemcraft Seer — 'Other friendly units have [Vision].' — a Jeweled Colossus played with it out sees twice", () => {
    const g = scenario({ p1: { hand: ["OGN-086"], units: ["OGN-100"], deck: ["OGN-219", "OGN-052", "OGN-096"], runes: runes("mind", 5) }, p2: {} });
    g.do(0, "Play Jeweled Colossus to base");
    // Two Vision triggers of one controller: they are ordered (383.3.d), then each resolves.
    for (let i = 0; i < 6 && g.state.asking?.offer !== "vision"; i++) {
      if (g.state.asking?.offer === "kit/order-triggers") g.do(0, g.decisions(0)[0]!.id);
      else g.pass();
    }
    g.do(0, "Recycle Vanguard Sergeant").settle();
    expect(g.choices(0)).toEqual(["Recycle Stalwart Poro", "Keep Stalwart Poro on top"]);
    g.do(0, "Keep Stalwart Poro on top");
    expect(names(g.player(0).deck)).toEqual(["Stalwart Poro", "Watchful Sentry", "Vanguard Sergeant"]);
  });
});
