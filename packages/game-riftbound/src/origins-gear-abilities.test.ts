import { PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { names, runes, scenario } from "./testing";

/** Origins gear whose activated abilities cost more than [E] (377). */

describe("gear abilities with costs beyond [E] (377)", () => {
  it("OGN-099 Garbage Grabber, 416.5 example: 'Recycle 3 from your trash, [1], [E]: Draw 1.' — three cards of the trash chosen by name go under the Main Deck in a random order", () => {
    const g = scenario({ p1: { gear: ["OGN-099"], trash: ["OGN-052", "OGN-052", "OGN-219", "OGN-096"], deck: ["OGN-210"], runes: ["mind"] }, p2: {} });
    // Two copies of Stalwart Poro are one name: {Poro, Sergeant, Sentry}, {Poro, Poro, Sergeant}, {Poro, Poro, Sentry} (416.6).
    expect(g.choices(0).filter((l) => l.startsWith("Garbage Grabber:"))).toEqual([
      "Garbage Grabber: draw 1, recycling Stalwart Poro, Vanguard Sergeant and Watchful Sentry from the trash",
      "Garbage Grabber: draw 1, recycling Stalwart Poro, Stalwart Poro and Vanguard Sergeant from the trash",
      "Garbage Grabber: draw 1, recycling Stalwart Poro, Stalwart Poro and Watchful Sentry from the trash",
    ]);
    g.do(0, "Garbage Grabber: draw 1, recycling Stalwart Poro, Vanguard Sergeant and Watchful Sentry from the trash").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Daring Poro"]);
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
    expect([...names(g.player(0).deck)].sort()).toEqual(["Stalwart Poro", "Vanguard Sergeant", "Watchful Sentry"]);
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    expect(g.player(0).runes[0]!.exhausted).toBe(true);
    expect(g.logText().filter((l) => l.includes("from their trash"))).toHaveLength(3);
    // Exhausted, and only one card left in the trash: not offered again.
    expect(g.choices(0).some((l) => l.startsWith("Garbage Grabber:"))).toBe(false);
  });

  it("OGN-099 Garbage Grabber: the three recycled cards' order under the deck is the seeded shuffle's, not the order chosen (416.5)", () => {
    const orders = new Set<string>();
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const g = scenario({ seed, p1: { gear: ["OGN-099"], trash: ["OGN-052", "OGN-219", "OGN-096"], deck: ["OGN-210"], runes: ["mind"] }, p2: {} });
      g.do(0, "Garbage Grabber: draw 1, recycling Stalwart Poro, Vanguard Sergeant and Watchful Sentry from the trash").pass(2);
      orders.add(names(g.player(0).deck).join(","));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("OGN-099 Garbage Grabber: with fewer than 3 cards in the trash its cost cannot be paid (416.3)", () => {
    const g = scenario({ p1: { gear: ["OGN-099"], trash: ["OGN-052", "OGN-219"], runes: ["mind"] }, p2: {} });
    expect(g.choices(0).some((l) => l.startsWith("Garbage Grabber:"))).toBe(false);
  });
});

describe("gear that acts as it is played, discarded, killed or leaves the board (428, 422)", () => {
  it("OGN-182 Scrapheap: 'When this is played, discarded, or killed, draw 1.' — played", () => {
    const g = scenario({ p1: { hand: ["OGN-182"], runes: runes("chaos", 2), deck: ["OGN-052", "OGN-219"] }, p2: {} });
    g.do(0, "Play Scrapheap").settle();
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-182 Scrapheap: discarded (OGN-003 Chemtech Enforcer's 'When you play me, discard 1') — it draws from the trash (383)", () => {
    const g = scenario({ p1: { hand: ["OGN-003", "OGN-182"], runes: runes("fury", 2), deck: ["OGN-052"] }, p2: {} });
    g.do(0, "Play Chemtech Enforcer to base").settle();
    expect(names(g.player(0).trash)).toEqual(["Scrapheap"]);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
    expect(g.logText()).toContain("Scrapheap: when this is discarded goes on the chain");
  });

  it("OGN-182 Scrapheap: killed (OGN-179 Acceptable Losses: 'Each player kills one of their gear.')", () => {
    const g = scenario({ p1: { hand: ["OGN-179"], gear: ["OGN-182"], runes: runes("chaos", 1), deck: ["OGN-052"] }, p2: {} });
    g.do(0, "Play Acceptable Losses").pass(2).settle();
    expect(names(g.player(0).trash).sort()).toEqual(["Acceptable Losses", "Scrapheap"]);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-186 Treasure Trove: '[C], [E]: Kill this.' and 'When this leaves the board, draw 1 and channel 1 rune exhausted.'", () => {
    const g = scenario({ p1: { gear: ["OGN-186"], runes: runes("chaos", 1), runeDeck: ["chaos"], deck: ["OGN-052"] }, p2: {} });
    g.do(0, "Treasure Trove: kill this").pass(2).settle();
    expect(names(g.player(0).trash)).toEqual(["Treasure Trove"]);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
    // The chaos rune was recycled for [C]; the one channeled enters exhausted.
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true]);
  });

  it("OGN-186 Treasure Trove returned to hand by OGN-181 Pack of Wonders ('[E]: Return another friendly gear, unit, or facedown card to its owner's hand.') leaves the board too", () => {
    const g = scenario({ p1: { gear: ["OGN-181", "OGN-186"], runeDeck: ["chaos"], deck: ["OGN-052"] }, p2: {} });
    // Not itself ("another").
    expect(g.choices(0).filter((l) => l.startsWith("Pack of Wonders"))).toEqual(["Pack of Wonders: return to its owner's hand Treasure Trove (P1's gear)"]);
    g.do(0, "Pack of Wonders: return to its owner's hand Treasure Trove (P1's gear)").pass(2).settle();
    expect(names(g.player(0).hand).sort()).toEqual(["Stalwart Poro", "Treasure Trove"]);
    expect(g.player(0).runes).toHaveLength(1);
  });

  it("OGN-181 Pack of Wonders on a facedown card: it returns to its owner's hand, named by where it was — its face reaches neither the log nor the opponent (128.4)", () => {
    const HELD = [{ name: "OGN-275", controller: 0 as const }, { name: "OGN-276", controller: null }];
    const g = scenario({ p1: { gear: ["OGN-181"], units: [{ name: "OGN-052", at: 0 }], facedown: [{ name: "OGN-083", at: 0 }] }, p2: {}, battlefields: HELD });
    expect(g.choices(0)).toContain("Pack of Wonders: return to its owner's hand a facedown card at Altar to Unity");
    g.do(0, "Pack of Wonders: return to its owner's hand a facedown card at Altar to Unity").pass(2);
    expect(g.player(0).facedown).toEqual([]);
    expect(names(g.player(0).hand)).toEqual(["Consult the Past"]);
    expect(g.logText()).toContain("Pack of Wonders: [E] ability: a facedown card returns to P1's hand");
    expect(g.logText().join("\n")).not.toContain("Consult the Past");
    expect(JSON.stringify(redactStream(g.stream(), seatAudience(1)))).not.toContain(card("OGN-083")!.id);
    expect(JSON.stringify(redactStream(g.stream(), PUBLIC))).not.toContain(card("OGN-083")!.id);
  });

  it("OGN-181 Pack of Wonders on a unit: a unit returns to its owner's hand, a new object (110)", () => {
    const g = scenario({ p1: { gear: ["OGN-181"], units: ["OGN-052"] }, p2: {} });
    g.do(0, "Pack of Wonders: return to its owner's hand Stalwart Poro (2 Might, base)").pass(2);
    expect(g.state.units).toEqual([]);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-212 Forge of the Future: 'When you play this, play a 1 Might Recruit unit token at your base. Kill this: Recycle up to 4 cards from trashes.' — from both trashes, stopping early (355.13)", () => {
    const g = scenario({ p1: { hand: ["OGN-212"], runes: runes("order", 2), trash: ["OGN-052"], deck: ["OGN-210"] }, p2: { trash: ["OGN-219", "OGN-096", "OGN-096"], deck: ["OGN-142"] } });
    g.do(0, "Play Forge of the Future").settle();
    expect(g.state.units.map((u) => card(u.card)!.name)).toEqual(["Recruit"]);
    g.do(0, "Forge of the Future: recycle up to 4 cards from trashes");
    // The cost: killed at once (428); the ability is on the chain.
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro", "Forge of the Future"]);
    g.pass(2);
    expect(g.choices(0)).toEqual([
      "Recycle Stalwart Poro from P1's trash (4 left)",
      "Recycle Forge of the Future from P1's trash (4 left)",
      "Recycle Vanguard Sergeant from P2's trash (4 left)",
      "Recycle Watchful Sentry from P2's trash (4 left)",
      "Recycle no more",
    ]);
    g.do(0, "Recycle Watchful Sentry from P2's trash (4 left)").do(0, "Recycle Watchful Sentry from P2's trash (3 left)").do(0, "Recycle Stalwart Poro from P1's trash (2 left)").do(0, "Recycle no more");
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(names(g.player(1).deck)).toEqual(["Mountain Drake", "Watchful Sentry", "Watchful Sentry"]);
    expect(names(g.player(0).deck)).toEqual(["Daring Poro", "Stalwart Poro"]);
    expect(names(g.player(0).trash)).toEqual(["Forge of the Future"]);
  });
});

describe("OGN-152 Mistfall", () => {
  it("'When you buff a friendly unit, you may pay [C] and exhaust this to ready it.' — buffed by OGN-124 Arena Bar, the unit is readied (383.3.b: both paid as it goes on the chain)", () => {
    const g = scenario({ p1: { gear: ["OGN-124", "OGN-152"], units: [{ name: "OGN-219", exhausted: true }], runes: ["body"] }, p2: {} });
    g.do(0, "Arena Bar: buff Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.choices(0)).toEqual(["Put Mistfall: when you buff a friendly unit on the chain, exhausting Mistfall, paying 1 body Power", "Do not put Mistfall: when you buff a friendly unit on the chain"]);
    g.do(0, "Put Mistfall: when you buff a friendly unit on the chain, exhausting Mistfall, paying 1 body Power").pass(2);
    expect(g.unit(0, "OGN-219")).toMatchObject({ buffed: true, exhausted: false });
    expect(g.player(0).gear.map((x) => x.exhausted)).toEqual([true, true]);
    expect(g.player(0).runes).toEqual([]);
  });

  it("without a body rune to recycle for [C] it is not offered", () => {
    const g = scenario({ p1: { gear: ["OGN-124", "OGN-152"], units: [{ name: "OGN-219", exhausted: true }], runes: ["calm"] }, p2: {} });
    g.do(0, "Arena Bar: buff Vanguard Sergeant (4 Might, base)").pass(2).settle();
    expect(g.unit(0, "OGN-219")).toMatchObject({ buffed: true, exhausted: true });
    expect(g.logText()).toContain("Mistfall: when you buff a friendly unit: P1 cannot pay 1 body Power");
  });
});
