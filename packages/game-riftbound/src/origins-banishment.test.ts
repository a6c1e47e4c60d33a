import { PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { names, runes, scenario } from "./testing";

/** Origins cards that banish (427, 108.6) and the Additional Turns they make (737, 738). */

const DECK = ["OGN-052", "OGN-052", "OGN-052", "OGN-052"];

describe("banishing and Additional Turns (427, 737)", () => {
  it("OGN-122 Time Warp: 'Take a turn after this one. Banish this.' — the player takes the next turn, then the turn order resumes (737); the spell goes to the Banishment, public (108.6.e)", () => {
    const g = scenario({ p1: { hand: ["OGN-122"], runes: runes("mind", 10), deck: DECK }, p2: { deck: DECK } });
    g.do(0, "Play Time Warp").pass(2);
    expect(names(g.player(0).banishment ?? [])).toEqual(["Time Warp"]);
    expect(g.player(0).trash).toEqual([]);
    expect(g.state.additionalTurns).toEqual([0]);
    const turn = g.state.turn;
    g.do(0, "End turn");
    expect([g.state.turn, g.state.turnPlayer]).toEqual([turn + 1, 0]);
    expect(g.logText()).toContain("P1 takes an Additional Turn");
    // The Additional Turn is a whole turn: Awaken readied the runes, and its player drew.
    expect(g.player(0).runes.every((r) => !r.exhausted)).toBe(true);
    expect(g.state.additionalTurns).toBeUndefined();
    g.do(0, "End turn");
    expect([g.state.turn, g.state.turnPlayer]).toEqual([turn + 2, 1]);
  });

  it("738 example: two Time Warps in one turn queue two Additional Turns — [A > A* > A* > B]", () => {
    const g = scenario({ p1: { hand: ["OGN-122", "OGN-122"], runes: runes("mind", 28), deck: DECK }, p2: { deck: DECK } });
    g.do(0, "Play Time Warp").pass(2).do(0, "Play Time Warp").pass(2);
    expect(g.state.additionalTurns).toEqual([0, 0]);
    expect(names(g.player(0).banishment ?? [])).toEqual(["Time Warp", "Time Warp"]);
    const seats: number[] = [];
    for (let i = 0; i < 3; i++) {
      g.do(g.state.turnPlayer, "End turn");
      seats.push(g.state.turnPlayer);
    }
    expect(seats).toEqual([0, 0, 1]);
  });

  it("OGN-122 Time Warp countered by OGN-064 Wind Wall: its instructions are not executed — no Additional Turn, and it goes to the trash, not the Banishment (425.1.a)", () => {
    const g = scenario({ p1: { hand: ["OGN-122"], runes: runes("mind", 10), deck: DECK }, p2: { hand: ["OGN-064"], runes: runes("calm", 5), deck: DECK } });
    g.do(0, "Play Time Warp").pass();
    g.do(1, "Play Wind Wall on Time Warp (on the chain)").pass(2);
    expect(names(g.player(0).trash)).toEqual(["Time Warp"]);
    expect(g.player(0).banishment).toBeUndefined();
    expect(g.state.additionalTurns).toBeUndefined();
    g.do(0, "End turn");
    expect(g.state.turnPlayer).toBe(1);
  });
});

describe("playing a banished or revealed card (427, 359.2.c)", () => {
  const HELD = [{ name: "OGN-275", controller: 0 as const }, { name: "OGN-276", controller: null }];

  it("OGN-102 Portal Rescue (errata): 'Banish a friendly unit, then its owner plays it to their base, ignoring its cost.' — a new object (110): undamaged, exhausted as played (359.2.c), its play effect triggers (383.4.a)", () => {
    const g = scenario({ p1: { hand: ["OGN-102"], units: [{ name: "OGN-211", at: 0, damage: 1 }, { name: "OGN-052", at: 0 }], runes: runes("mind", 4), deck: DECK }, p2: { deck: DECK }, battlefields: HELD });
    const before = g.unit(0, "OGN-211").id;
    g.do(0, "Play Portal Rescue on Faithful Manufactor (2 Might, Altar to Unity)").pass(2);
    const manufactor = g.unit(0, "OGN-211");
    expect(manufactor).toMatchObject({ location: "base", damage: 0, exhausted: true });
    expect(manufactor.id).not.toBe(before);
    expect(g.logText()).toContain("P1 plays Faithful Manufactor from their Banishment, ignoring its cost");
    expect(g.player(0).banishment).toEqual([]);
    // "When you play me, play a 1 Might Recruit unit token here." — here is base now.
    g.settle();
    expect(g.state.units.filter((u) => u.controller === 0 && u.location === "base").map((u) => card(u.card)!.name).sort()).toEqual(["Faithful Manufactor", "Recruit"]);
    // Played, it counts for Legion (812): Portal Rescue and Faithful Manufactor are the two cards played.
    expect(g.player(0).playedThisTurn).toBe(2);
  });

  it("OGN-102 Portal Rescue (errata) on a unit P1 controls and P2 owns: to P2's Banishment, and P2 plays it to P2's base (106, 427)", () => {
    const g = scenario({ p1: { hand: ["OGN-025", "OGN-102"], runes: [...runes("fury", 6), ...runes("mind", 4)], deck: DECK }, p2: { deck: ["OGN-219", "OGN-052"] }, battlefields: HELD });
    // Blind Fury: P1 plays P2's Vanguard Sergeant, which P2 still owns.
    g.do(0, "Play Blind Fury").pass(2);
    g.do(0, "Play Vanguard Sergeant to base");
    const before = g.unit(0, "OGN-219");
    expect(before).toMatchObject({ controller: 0, owner: 1, location: "base" });
    g.settle();
    g.do(0, "Play Portal Rescue on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.logText()).toContain("Portal Rescue: Vanguard Sergeant is banished");
    expect(g.logText()).toContain("P2 plays Vanguard Sergeant from their Banishment, ignoring its cost");
    const sergeant = g.state.units.find((u) => u.card === before.card)!;
    expect(sergeant.id).not.toBe(before.id);
    expect(sergeant).toMatchObject({ controller: 1, location: "base", exhausted: true });
    expect(sergeant.owner ?? sergeant.controller).toBe(1);
    expect(g.player(1).banishment ?? []).toEqual([]);
    expect(g.player(0).banishment ?? []).toEqual([]);
  });

  it("OGN-102 Portal Rescue on a Recruit token: banished, it ceases to exist (183) — nothing is played", () => {
    const g = scenario({ p1: { hand: ["OGN-102"], units: [{ name: "OGN-271", at: 0 }, "OGN-052"], runes: runes("mind", 4), deck: DECK }, p2: { deck: DECK }, battlefields: HELD });
    expect(g.unit(0, "OGN-271").token).toBe(true);
    g.do(0, "Play Portal Rescue on Recruit (1 Might, Altar to Unity)").pass(2);
    expect(g.state.units.map((u) => card(u.card)!.name)).toEqual(["Stalwart Poro"]);
    expect(g.player(0).banishment ?? []).toEqual([]);
    expect(g.logText()).toContain("Portal Rescue: Recruit is banished");
    expect(g.logText().some((l) => l.includes("plays Recruit"))).toBe(false);
  });

  const REINFORCE_TOP = ["OGN-142", "OGN-004", "OGN-219", "OGN-052", "OGN-096", "OGN-210"];

  it("OGN-062 Reinforce: 'Look at the top 5 … You may banish a unit from among them, then play it, reducing its cost by [5]. Recycle the remaining cards.' — one choice per unit it can pay for, and none", () => {
    const g = scenario({ p1: { hand: ["OGN-062"], runes: [...runes("calm", 5), ...runes("body", 4)], deck: REINFORCE_TOP }, p2: { deck: DECK }, battlefields: HELD });
    g.do(0, "Play Reinforce").pass(2);
    // Mountain Drake (9) costs 4 after the 5 off, with 4 runes left ready; Daring Poro is 6th, not looked at.
    expect(g.choices(0)).toEqual(["Banish Mountain Drake and play it", "Banish Vanguard Sergeant and play it", "Banish Stalwart Poro and play it", "Banish Watchful Sentry and play it", "Banish no unit"]);
    g.do(0, "Banish Mountain Drake and play it");
    // 359.2.c: to base or a battlefield its player controls.
    expect(g.choices(0)).toEqual(["Play Mountain Drake to base", "Play Mountain Drake to Altar to Unity"]);
    g.do(0, "Play Mountain Drake to Altar to Unity");
    expect(g.unit(0, "OGN-142")).toMatchObject({ location: 0, exhausted: true });
    expect(g.logText()).toContain("Mountain Drake costs 5 Energy less");
    expect(g.player(0).runes.filter((r) => !r.exhausted)).toHaveLength(0);
    // The other four go under the deck (416.5: in a random order); Daring Poro is now the top card.
    expect(names(g.player(0).deck)[0]).toBe("Daring Poro");
    expect([...names(g.player(0).deck).slice(1)].sort()).toEqual(["Cleave", "Stalwart Poro", "Vanguard Sergeant", "Watchful Sentry"]);
  });

  it("OGN-062 Reinforce, hidden information (128.3): the cards looked at and not banished reach neither the opponent nor the public — two games differing only in one of them give them the same stream", () => {
    const game = (third: string) => {
      const g = scenario({ p1: { hand: ["OGN-062"], runes: runes("calm", 5), deck: ["OGN-210", "OGN-004", third, "OGN-096", "OGN-029"] }, p2: { deck: DECK } });
      g.do(0, "Play Reinforce").pass(2).do(0, "Banish Daring Poro and play it").settle();
      return g;
    };
    const [a, b] = [game("OGN-052"), game("OGN-122")];
    expect(a.unit(0, "OGN-210").location).toBe("base");
    for (const audience of [seatAudience(1), PUBLIC]) expect(JSON.stringify(redactStream(a.stream(), audience))).toBe(JSON.stringify(redactStream(b.stream(), audience)));
    expect(JSON.stringify(redactStream(a.stream(), seatAudience(0)))).not.toBe(JSON.stringify(redactStream(b.stream(), seatAudience(0))));
    // The banished unit is public (108.6.e): the opponent sees Daring Poro, never Stalwart Poro.
    const seen = JSON.stringify(redactStream(a.stream(), seatAudience(1)));
    expect(seen).toContain(card("OGN-210")!.id);
    expect(seen).not.toContain(card("OGN-052")!.id);
  });

  it("OGN-062 Reinforce: banishing none recycles all five", () => {
    const g = scenario({ p1: { hand: ["OGN-062"], runes: runes("calm", 5), deck: REINFORCE_TOP }, p2: { deck: DECK } });
    g.do(0, "Play Reinforce").pass(2).do(0, "Banish no unit");
    expect(names(g.player(0).deck)[0]).toBe("Daring Poro");
    expect(g.player(0).deck).toHaveLength(6);
    expect(g.player(0).banishment).toBeUndefined();
  });

  it("OGN-242 Baited Hook: '[1][C], [E]: Kill a friendly unit. … banish a unit … that has Might up to 1 more than the killed unit and play it, ignoring its cost.' — a 2 Might unit killed: units of 3 Might or less", () => {
    const g = scenario({ p1: { gear: ["OGN-242"], units: ["OGN-210"], runes: runes("order", 2), deck: REINFORCE_TOP }, p2: { deck: DECK } });
    g.do(0, "Baited Hook: kill Daring Poro (2 Might, base)").pass(2);
    expect(names(g.player(0).trash)).toEqual(["Daring Poro"]);
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    // Mountain Drake (10) and Vanguard Sergeant (4) are too mighty; Stalwart Poro (2) and Watchful Sentry (1) fit.
    expect(g.choices(0)).toEqual(["Banish Stalwart Poro and play it", "Banish Watchful Sentry and play it", "Banish no unit"]);
    g.do(0, "Banish Stalwart Poro and play it");
    expect(g.unit(0, "OGN-052")).toMatchObject({ location: "base", exhausted: true });
    expect(g.logText()).toContain("P1 plays Stalwart Poro from their Banishment, ignoring its cost");
  });

  it("OGN-242 Baited Hook: not offered without an Order rune for its [C]", () => {
    const g = scenario({ p1: { gear: ["OGN-242"], units: ["OGN-210"], runes: runes("calm", 2), deck: REINFORCE_TOP }, p2: { deck: DECK } });
    expect(g.choices(0).some((l) => l.startsWith("Baited Hook"))).toBe(false);
  });

  it("OGN-160 Dazzling Aurora (errata): 'At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit and banish it. Play it, ignoring its cost, and recycle the rest.' — revealed to everyone (424), through the Banishment (427)", () => {
    const g = scenario({ p1: { gear: ["OGN-160"], deck: ["OGN-004", "OGN-122", "OGN-142", "OGN-052"] }, p2: { deck: DECK } });
    const drake = g.player(0).deck[2]!.id;
    g.do(0, "End turn").settle();
    expect(g.logText()).toContain("Dazzling Aurora: at the end of your turn: P1 reveals Cleave, Time Warp, Mountain Drake");
    // Banished first, then played from the Banishment: the events move it deck → Banishment → board.
    expect(g.logText()).toContain("Dazzling Aurora: at the end of your turn: P1 banishes Mountain Drake");
    expect(g.logText()).toContain("P1 plays Mountain Drake from their Banishment, ignoring its cost");
    const moves = g.stream().flatMap((e) => e.events.flatMap((ev) => (ev.type === "move" ? [ev as unknown as { object: string; to: string; as?: string }] : [])));
    const banished = moves.find((m) => m.object === drake)!;
    expect(banished).toMatchObject({ to: "p0.banishment" });
    expect(moves.find((m) => m.object === banished.as)).toMatchObject({ to: "p0.base" });
    expect(g.player(0).banishment ?? []).toEqual([]);
    expect(g.state.units.filter((u) => u.controller === 0).map((u) => card(u.card)!.name)).toEqual(["Mountain Drake"]);
    expect(names(g.player(0).deck)[0]).toBe("Stalwart Poro");
    expect([...names(g.player(0).deck).slice(1)].sort()).toEqual(["Cleave", "Time Warp"]);
    const seen = JSON.stringify(redactStream(g.stream(), seatAudience(1)));
    expect(seen).toContain(card("OGN-004")!.id);
  });
});
