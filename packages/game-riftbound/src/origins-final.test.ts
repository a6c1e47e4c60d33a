import { PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { bf, names, runes, scenario } from "./testing";

const cardOf = (id: string) => card(id)!.name;

/** The final Origins cards, each in a scenario of its printed text citing its rule. */

const BFS = [bf("OGN-275", 1), bf("OGN-280")];
const PORO = "Stalwart Poro (2 Might, Altar to Unity)";
const DARING = "Daring Poro (2 Might, Altar to Unity)";

describe("kills attributed to a spell or ability and its player (428.5)", () => {
  it("OGN-072 Solari Shrine: 'When you kill a stunned enemy unit, you may exhaust this to draw 1.' — a stunned unit your spell kills in the Cleanup after its damage (428.5.c), not one that was not stunned", () => {
    const g = scenario({ p1: { gear: ["OGN-072"], hand: ["OGN-050", "OGN-009", "OGN-009"], runes: [...runes("calm", 3), ...runes("fury", 4)], deck: ["OGN-096", "OGN-096"] }, p2: { units: [{ name: "OGN-052", at: 0 }, { name: "OGN-210", at: 0 }] }, battlefields: BFS });
    g.do(0, `Play Hextech Ray on ${DARING}`).pass(2);
    expect(names(g.player(1).trash)).toEqual(["Daring Poro"]);
    expect(g.state.chain).toEqual([]);
    expect(g.player(0).hand).toHaveLength(2);
    g.do(0, `Play Rune Prison on ${PORO}`).pass(2);
    g.do(0, `Play Hextech Ray on ${PORO}`).pass(2);
    expect(names(g.player(1).trash)).toEqual(["Daring Poro", "Stalwart Poro"]);
    g.do(0, "Put Solari Shrine: when you kill a stunned enemy unit on the chain, exhausting Solari Shrine").pass(2);
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    expect(names(g.player(0).hand)).toEqual(["Watchful Sentry"]);
    expect(g.state.responsible).toBeUndefined();
  });

  it("OGN-072 Solari Shrine: a stunned enemy unit killed in combat is killed by no spell or ability (428.5.c), so the Shrine does not trigger", () => {
    const g = scenario({ p1: { gear: ["OGN-072"], hand: ["OGN-050"], units: ["OGN-219"], runes: runes("calm", 3), deck: ["OGN-096"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, `Play Rune Prison on ${PORO}`).pass(2);
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").settle();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.logText().some((l) => l.includes("Solari Shrine"))).toBe(false);
    expect(g.player(0).gear[0]!.exhausted).toBe(false);
  });

  it("OGN-037 Immortal Phoenix: 'When you kill a unit with a spell, you may pay [1][C] to play me from your trash.' — Hextech Ray's kill is the spell's (428.5.e), the cost paid as it goes on the chain (383.3.b)", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], trash: ["OGN-037"], runes: runes("fury", 4) }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280", 0)] });
    g.do(0, `Play Hextech Ray on ${PORO}`).pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    g.do(0, "Put Immortal Phoenix: when you kill a unit with a spell (from the trash) on the chain, paying 1 Energy and 1 fury Power").pass(2);
    expect(g.choices(0)).toEqual(["Play Immortal Phoenix to base", "Play Immortal Phoenix to Grove of the God-Willow"]);
    g.do(0, "Play Immortal Phoenix to Grove of the God-Willow");
    expect(g.unit(0, "OGN-037").location).toBe(1);
    expect(names(g.player(0).trash)).toEqual(["Hextech Ray"]);
    expect(g.logText()).toContain("P1 pays 1 Energy and 1 fury Power for Immortal Phoenix: when you kill a unit with a spell (from the trash)");
    // 1 Power recycled for Hextech Ray, 1 for the Phoenix.
    expect(g.player(0).runes).toHaveLength(2);
  });

  it("OGN-037 Immortal Phoenix: a unit that dies in combat was not killed with a spell — the Phoenix stays in the trash", () => {
    const g = scenario({ p1: { units: ["OGN-219"], trash: ["OGN-037"], runes: runes("fury", 2) }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").settle();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.pending).toBeNull();
    expect(names(g.player(0).trash)).toEqual(["Immortal Phoenix"]);
  });
});

describe("Power of any domain in the Rune Pool (135.2.e.6.b, 429)", () => {
  it("OGN-113 Malzahar - Fanatic: 'Kill a friendly unit or gear, [E]: [Action] — [Add] [A][A].' — a unit or gear killed as the cost (357), its Power paying a calm spell with no calm rune, the rest lost as the turn ends (166)", () => {
    const g = scenario({ p1: { units: ["OGN-113", "OGN-096"], gear: ["OGN-098"], hand: ["OGN-050"], runes: runes("fury", 2), deck: ["OGN-052"] }, p2: { units: [{ name: "OGN-052", at: 0 }], deck: ["OGN-052"] }, battlefields: BFS });
    // Rune Prison costs 2 and 1 calm Power: no calm rune to recycle.
    expect(g.choices(0).filter((l) => l.startsWith("Play Rune Prison"))).toEqual([]);
    expect(g.choices(0).filter((l) => l.startsWith("Exhaust Malzahar"))).toEqual(["Exhaust Malzahar - Fanatic: add 2 Power of any domain, killing Watchful Sentry (1 Might, base)", "Exhaust Malzahar - Fanatic: add 2 Power of any domain, killing Energy Conduit"]);
    g.do(0, "Exhaust Malzahar - Fanatic: add 2 Power of any domain, killing Watchful Sentry (1 Might, base)");
    expect(names(g.player(0).trash)).toEqual(["Watchful Sentry"]);
    expect(g.unit(0, "OGN-113").exhausted).toBe(true);
    expect(g.player(0).pool.anyPower).toBe(2);
    // Watchful Sentry's Deathknell ("Draw 1.") triggers: it was killed (428).
    expect(g.state.chain.map((c) => c.label)).toEqual(["Watchful Sentry: Deathknell"]);
    g.pass(2);
    g.do(0, `Play Rune Prison on ${PORO}`).pass(2);
    expect(g.logText()).toContain("P1 pays 2 Energy and 1 calm Power from the Rune Pool");
    expect(g.unit(1, "OGN-052").stunned).toBe(true);
    expect(g.player(0).pool.anyPower).toBe(1);
    g.do(0, "End turn").settle();
    expect(g.player(0).pool.anyPower).toBeUndefined();
    g.leaveOpen();
  });
});

describe("one instruction repeated, each choosing a unit (355)", () => {
  it("OGN-248 Icathian Rain: 'Deal 2 to a unit.' six times — six choices one by one as it is played, one unit chosen four times takes 8 (417), a friendly unit may be chosen", () => {
    const g = scenario({ p1: { hand: ["OGN-248"], units: ["OGN-219"], runes: runes("fury", 10) }, p2: { units: [{ name: "OGN-011", at: 0 }, { name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Icathian Rain, choosing 6 units one by one");
    expect(g.pending).toEqual({ kind: "choose-each", seat: 0 });
    const WURM = "Magma Wurm (8 Might, Altar to Unity)";
    expect(g.choices(0)).toEqual([`Choose Vanguard Sergeant (4 Might, base) for Icathian Rain (1 of 6)`, `Choose ${WURM} for Icathian Rain (1 of 6)`, `Choose ${PORO} for Icathian Rain (1 of 6)`]);
    for (const [k, u] of [WURM, WURM, PORO, WURM, "Vanguard Sergeant (4 Might, base)", WURM].entries()) g.do(0, `Choose ${u} for Icathian Rain (${k + 1} of 6)`);
    // Played once all six are chosen: 7 Energy and 3 Power of any domain (a card of two domains, 135.2.e.6.b).
    expect(g.state.chain.map((c) => c.label)).toEqual(["Icathian Rain"]);
    expect(g.player(0).hand).toEqual([]);
    g.pass(2);
    expect(g.logText().filter((l) => l === "Icathian Rain: 2 damage to Magma Wurm")).toHaveLength(4);
    expect(names(g.player(1).trash)).toEqual(["Magma Wurm", "Stalwart Poro"]);
    expect(g.unit(0, "OGN-219").damage).toBe(2);
  });
});

describe("control of a spell (188)", () => {
  it("OGN-080 Mystic Reversal: 'Gain control of a spell. You may make new choices for it.' — P2 takes P1's Hextech Ray and turns it on P1's unit; the Ray goes to its owner's trash (156)", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], units: [{ name: "OGN-210", at: 1 }], runes: runes("fury", 2) }, p2: { hand: ["OGN-080"], units: [{ name: "OGN-052", at: 0 }], runes: runes("calm", 7) }, battlefields: [bf("OGN-275", 1), bf("OGN-280", 0)] });
    g.do(0, `Play Hextech Ray on ${PORO}`).pass();
    g.do(1, "Play Mystic Reversal on Hextech Ray (on the chain)").pass(2);
    expect(g.state.chain.map((c) => [c.label, c.controller, c.owner])).toEqual([["Hextech Ray", 1, 0]]);
    // 355: keep the choice or make a new one — a unit at a battlefield, Hextech Ray's own words.
    expect(g.choices(1)).toEqual([`Keep the choices of Hextech Ray (${PORO})`, "Choose Daring Poro (2 Might, Grove of the God-Willow) for Hextech Ray"]);
    g.do(1, "Choose Daring Poro (2 Might, Grove of the God-Willow) for Hextech Ray").pass(2);
    expect(names(g.player(0).trash)).toEqual(["Daring Poro", "Hextech Ray"]);
    expect(names(g.player(1).trash)).toEqual(["Mystic Reversal"]);
    expect(g.unit(1, "OGN-052").damage).toBe(0);
  });

  it("OGN-080 Mystic Reversal: the new controller may keep the spell's choices — P1's Hextech Ray, now P2's, still deals 3 to P2's own unit", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], units: [{ name: "OGN-210", at: 1 }], runes: runes("fury", 2) }, p2: { hand: ["OGN-080"], units: [{ name: "OGN-052", at: 0 }], runes: runes("calm", 7) }, battlefields: [bf("OGN-275", 1), bf("OGN-280", 0)] });
    g.do(0, `Play Hextech Ray on ${PORO}`).pass();
    g.do(1, "Play Mystic Reversal on Hextech Ray (on the chain)").pass(2);
    g.do(1, `Keep the choices of Hextech Ray (${PORO})`).pass(2);
    expect(names(g.player(1).trash)).toEqual(["Mystic Reversal", "Stalwart Poro"]);
    expect(names(g.player(0).trash)).toEqual(["Hextech Ray"]);
  });
});

describe("each player keeps two of each kind (355.10, 416)", () => {
  it("OGN-244 Divine Judgment: 'Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest.' — its controller first, a kind with 2 or fewer kept without a question; the rest to the bottom of the decks (416.5)", () => {
    const g = scenario({
      p1: { hand: ["OGN-244", "OGN-052", "OGN-096", "OGN-009"], units: ["OGN-219", "OGN-210", "OGN-052"], gear: ["OGN-098"], runes: runes("order", 9) },
      p2: { hand: ["OGN-052", "OGN-050", "OGN-096"], units: [{ name: "OGN-011", at: 0 }], runes: runes("mind", 3) },
      battlefields: BFS,
    });
    g.do(0, "Play Divine Judgment").pass(2);
    const keep = (seat: 0 | 1, what: string, kind: string, k: number) => g.do(seat, `Choose ${what} for Divine Judgment (${kind}, ${k} of 2)`);
    expect(g.pending).toEqual({ kind: "keep-two", seat: 0 });
    expect(g.choices(0)).toEqual(["Choose Vanguard Sergeant (4 Might, base) for Divine Judgment (units, 1 of 2)", "Choose Daring Poro (2 Might, base) for Divine Judgment (units, 1 of 2)", "Choose Stalwart Poro (2 Might, base) for Divine Judgment (units, 1 of 2)"]);
    keep(0, "Vanguard Sergeant (4 Might, base)", "units", 1);
    keep(0, "Daring Poro (2 Might, base)", "units", 2);
    // One gear: kept, nothing asked. 7 runes left after paying (2 recycled for its Power), 5 of them exhausted.
    expect(g.choices(0)).toEqual(["Choose Order Rune (exhausted) for Divine Judgment (runes, 1 of 2)", "Choose Order Rune for Divine Judgment (runes, 1 of 2)"]);
    keep(0, "Order Rune", "runes", 1);
    keep(0, "Order Rune", "runes", 2);
    keep(0, "Stalwart Poro", "cards in hand", 1);
    keep(0, "Hextech Ray", "cards in hand", 2);
    // P2: one unit and no gear kept without a question; runes of one card and readiness are one choice.
    expect(g.pending).toEqual({ kind: "keep-two", seat: 1 });
    keep(1, "Mind Rune", "runes", 1);
    keep(1, "Mind Rune", "runes", 2);
    keep(1, "Rune Prison", "cards in hand", 1);
    keep(1, "Watchful Sentry", "cards in hand", 2);
    expect(g.pending).toBeNull();
    expect(names(g.state.units)).toEqual(["Vanguard Sergeant", "Daring Poro", "Magma Wurm"]);
    expect(names(g.player(0).gear)).toEqual(["Energy Conduit"]);
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([false, false]);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro", "Hextech Ray"]);
    expect(names(g.player(0).deck).sort()).toEqual(["Stalwart Poro", "Watchful Sentry"]);
    expect(g.player(0).runeDeck).toHaveLength(7);
    expect(names(g.player(1).hand)).toEqual(["Rune Prison", "Watchful Sentry"]);
    expect(names(g.player(1).deck)).toEqual(["Stalwart Poro"]);
    expect(g.player(1).runes).toHaveLength(2);
    expect(g.player(1).runeDeck).toHaveLength(1);
    // The cards a player keeps in hand are not named in the public log (128.4).
    expect(g.logText().filter((l) => l.includes("cards in hand"))).toEqual(["Divine Judgment: P1 chooses 2 cards in hand", "Divine Judgment: P2 chooses 2 cards in hand"]);
    // Nor anywhere in the stream of the other player or the public: P1's Hextech Ray, P2's Rune Prison.
    for (const [audience, hidden] of [[seatAudience(1), "OGN-009"], [seatAudience(0), "OGN-050"], [PUBLIC, "OGN-009"], [PUBLIC, "OGN-050"]] as const) {
      const seen = JSON.stringify(redactStream(g.stream(), audience));
      expect(seen).not.toContain(card(hidden)!.id);
      expect(seen).not.toContain(card(hidden)!.name);
    }
  });
});

describe("a card of another player's played by an effect (106, 427)", () => {
  it("OGN-025 Blind Fury: 'Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it, ignoring its cost.' — P2's Vanguard Sergeant, P1's while on the board, to P2's trash when it dies", () => {
    const g = scenario({ p1: { hand: ["OGN-025", "OGN-009", "OGN-009"], runes: runes("fury", 8) }, p2: { deck: ["OGN-219", "OGN-052"] }, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(0, "Play Blind Fury").pass(2);
    expect(g.logText()).toContain("Blind Fury: P2 reveals Vanguard Sergeant");
    expect(g.choices(0)).toEqual(["Play Vanguard Sergeant to base", "Play Vanguard Sergeant to Altar to Unity"]);
    g.do(0, "Play Vanguard Sergeant to Altar to Unity");
    expect(g.logText()).toContain("P1 plays Vanguard Sergeant from P2's Banishment, ignoring its cost");
    expect(g.unit(0, "OGN-219")).toMatchObject({ controller: 0, owner: 1, location: 0 });
    expect(names(g.player(1).deck)).toEqual(["Stalwart Poro"]);
    // 8 runes: 4 exhausted and 2 recycled for Blind Fury, nothing for the Sergeant.
    expect(g.player(0).runes.filter((r) => !r.exhausted)).toHaveLength(4);
    g.do(0, "Play Hextech Ray on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    g.do(0, "Play Hextech Ray on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(names(g.player(0).trash)).toEqual(["Blind Fury", "Hextech Ray", "Hextech Ray"]);
  });

  it("OGN-025 Blind Fury: a spell revealed is played by what it chooses (355) — P2's Hextech Ray on P2's own unit — and goes to its owner's trash (156)", () => {
    const g = scenario({ p1: { hand: ["OGN-025"], units: [{ name: "OGN-210", at: 0 }], runes: runes("fury", 6) }, p2: { deck: ["OGN-009"], units: [{ name: "OGN-052", at: 1 }] }, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    g.do(0, "Play Blind Fury").pass(2);
    expect(g.choices(0)).toEqual(["Play Hextech Ray on Daring Poro (2 Might, Altar to Unity)", "Play Hextech Ray on Stalwart Poro (2 Might, Grove of the God-Willow)"]);
    g.do(0, "Play Hextech Ray on Stalwart Poro (2 Might, Grove of the God-Willow)");
    expect(g.state.chain.map((c) => [c.label, c.controller, c.owner])).toEqual([["Hextech Ray", 0, 1]]);
    g.pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro", "Hextech Ray"]);
    expect(names(g.player(0).trash)).toEqual(["Blind Fury"]);
  });
});

describe("a spell repeating one instruction, played by an effect (355)", () => {
  it("OGN-025 Blind Fury reveals P2's OGN-248 Icathian Rain: its six units chosen one by one, then played ignoring its cost", () => {
    const g = scenario({ p1: { hand: ["OGN-025"], units: ["OGN-219"], runes: runes("fury", 6) }, p2: { deck: ["OGN-248"], units: [{ name: "OGN-011", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Blind Fury").pass(2);
    // Its one play is made at once: the units are asked (P1's own unit too).
    expect(g.choices(0)).toEqual(["Choose Vanguard Sergeant (4 Might, base) for Icathian Rain (1 of 6)", "Choose Magma Wurm (8 Might, Altar to Unity) for Icathian Rain (1 of 6)"]);
    for (let k = 1; k <= 6; k++) g.do(0, `Choose Magma Wurm (8 Might, Altar to Unity) for Icathian Rain (${k} of 6)`);
    expect(g.state.chain.map((c) => [c.label, c.controller, c.owner])).toEqual([["Icathian Rain", 0, 1]]);
    g.pass(2);
    expect(names(g.player(1).trash)).toEqual(["Magma Wurm", "Icathian Rain"]);
  });
});

describe("each player looks and plays (128.3, 416.5)", () => {
  it("OGN-115 Promising Future (errata): 'Each player looks at the top 5 cards of their Main Deck, banishes one of them, then recycles the rest. Starting with the next player, each player plays those cards, ignoring Energy costs.' — through the Banishment (427); P2's unit first, then P1's spell, its Power still paid", () => {
    const g = scenario({
      p1: { hand: ["OGN-115"], units: [{ name: "OGN-210", at: 0 }], deck: ["OGN-052", "OGN-009", "OGN-096", "OGN-052", "OGN-219", "OGN-011"], runes: [...runes("mind", 6), ...runes("fury", 1)] },
      p2: { deck: ["OGN-001", "OGN-011"], units: [{ name: "OGN-052", at: 1 }] },
      battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)],
    });
    g.do(0, "Play Promising Future").pass(2);
    // Its controller first: their top 5, one choice per name, seen by them alone (128.3).
    expect(g.choices(0)).toEqual(["Banish Stalwart Poro for Promising Future", "Banish Hextech Ray for Promising Future", "Banish Watchful Sentry for Promising Future", "Banish Vanguard Sergeant for Promising Future"]);
    g.do(0, "Banish Hextech Ray for Promising Future");
    // Banished (public, 108.6.e), then the other four recycled: Magma Wurm, the sixth, is on top now.
    expect(g.logText()).toContain("Promising Future: P1 banishes Hextech Ray");
    expect(names(g.player(0).banishment ?? [])).toEqual(["Hextech Ray"]);
    expect(names(g.player(0).deck)[0]).toBe("Magma Wurm");
    expect(g.pending).toEqual({ kind: "each-looks", seat: 1 });
    g.do(1, "Banish Blazing Scorcher for Promising Future");
    expect(names(g.player(1).banishment ?? [])).toEqual(["Blazing Scorcher"]);
    expect(names(g.player(1).deck)).toEqual(["Magma Wurm"]);
    // P2, the next player, plays first: Blazing Scorcher (5 Energy) for nothing, to a battlefield they control.
    expect(g.choices(1)).toEqual(["Play Blazing Scorcher to base", "Play Blazing Scorcher to Grove of the God-Willow"]);
    g.do(1, "Play Blazing Scorcher to Grove of the God-Willow");
    expect(g.unit(1, "OGN-001").location).toBe(1);
    // Then P1's Hextech Ray by what it chooses, its 1 fury Power paid (a fury rune recycled).
    g.do(0, "Play Hextech Ray on Stalwart Poro (2 Might, Grove of the God-Willow)");
    expect(g.logText()).toContain("P1 plays Hextech Ray from their Banishment, ignoring its Energy cost");
    expect(g.logText()).toContain("P2 plays Blazing Scorcher from their Banishment, ignoring its Energy cost");
    g.pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.player(0).runes.filter((r) => cardOf(r.card) === "Fury Rune")).toEqual([]);
    expect(names(g.player(0).deck)).toHaveLength(5);
    expect(g.player(0).banishment ?? []).toEqual([]);
    // The cards P1 saw and did not banish are not in P2's stream (128.3).
    expect(JSON.stringify(redactStream(g.stream(), seatAudience(1)))).not.toContain(card("OGN-096")!.id);
  });

  it("OGN-115 Promising Future: a card whose Power its player cannot pay is not played and stays in their Banishment (357); one card seen is still asked about, so no question tells the other player what was seen (128.3, Nocturne - Horrifying)", () => {
    const g = scenario({ p1: { hand: ["OGN-115"], deck: ["OGN-052"], runes: runes("mind", 6) }, p2: { deck: ["OGN-011"] }, battlefields: BFS });
    g.do(0, "Play Promising Future").pass(2);
    expect(g.choices(0)).toEqual(["Banish Stalwart Poro for Promising Future"]);
    g.do(0, "Banish Stalwart Poro for Promising Future");
    expect(g.choices(1)).toEqual(["Banish Magma Wurm for Promising Future"]);
    g.do(1, "Banish Magma Wurm for Promising Future");
    expect(g.logText()).toContain("Promising Future: P2 cannot pay for Magma Wurm, it is not played");
    expect(names(g.player(1).deck)).toEqual([]);
    expect(names(g.player(1).banishment ?? [])).toEqual(["Magma Wurm"]);
    expect(names(g.state.units)).toEqual(["Stalwart Poro"]);
    expect(g.unit(0, "OGN-052").location).toBe("base");
  });
});

describe("a replacement its controller may apply as a unit would die (369–375)", () => {
  const SERGEANT_THERE = "Vanguard Sergeant (5 Might, Altar to Unity)";

  it("OGN-269 Sett - The Boss (errata): 'If a buffed unit you control would die, you may pay [C], exhaust me, and spend its buff to heal it, exhaust it, and recall it instead.' — asked before the combat cleanup (461.1)", () => {
    const g = scenario({ p1: { legend: "OGN-269", units: [{ name: "OGN-219", buffed: true }], runes: runes("order", 1) }, p2: { units: [{ name: "OGN-011", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Move Vanguard Sergeant (5 Might, base) to Altar to Unity").settle();
    expect(g.pending).toEqual({ kind: "would-die", seat: 0 });
    expect(g.choices(0)).toEqual([`${SERGEANT_THERE} would die: pay 1 Power, exhaust Sett - The Boss and spend its buff to heal it, exhaust it and recall it instead`, `${SERGEANT_THERE} would die: let it die`]);
    g.do(0, `${SERGEANT_THERE} would die: pay 1 Power, exhaust Sett - The Boss and spend its buff to heal it, exhaust it and recall it instead`).settle();
    expect(g.unit(0, "OGN-219")).toMatchObject({ location: "base", exhausted: true, buffed: false, damage: 0 });
    expect(g.player(0).legend.exhausted).toBe(true);
    expect(g.player(0).runes).toHaveLength(0);
    expect(g.player(0).trash).toEqual([]);
    expect(g.unit(1, "OGN-011").damage).toBe(0);
    expect(g.state.battlefields[0]!.controller).toBe(1);
  });

  it("OGN-269 Sett - The Boss (errata): asked before the Cleanup after a spell (Hextech Ray); the unit is healed (418), exhausted and recalled, so it survives the Cleanup that follows (322) — the printed wording left its damage marked and it died", () => {
    const POOR = "Daring Poro (3 Might, Altar to Unity)";
    const g = scenario({ turnPlayer: 1, p1: { legend: "OGN-269", units: [{ name: "OGN-210", at: 0, buffed: true }], runes: runes("order", 1) }, p2: { hand: ["OGN-009"], runes: runes("fury", 2) }, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(1, `Play Hextech Ray on ${POOR}`).pass(2);
    expect(g.pending).toEqual({ kind: "would-die", seat: 0 });
    // The Ray waits on the answer: it has not left the chain for the trash yet.
    expect(g.player(1).trash).toEqual([]);
    g.do(0, `${POOR} would die: pay 1 Power, exhaust Sett - The Boss and spend its buff to heal it, exhaust it and recall it instead`).settle();
    expect(g.logText()).toContain("Daring Poro would die: P1 pays 1 Power, exhausts Sett - The Boss and spends its buff to heal it, exhaust it and recall it instead");
    expect(g.player(0).legend.exhausted).toBe(true);
    expect(g.player(0).runes).toHaveLength(0);
    expect(g.unit(0, "OGN-210")).toMatchObject({ location: "base", exhausted: true, buffed: false, damage: 0 });
    expect(g.player(0).trash).toEqual([]);
    expect(names(g.player(1).trash)).toEqual(["Hextech Ray"]);
  });

  it("OGN-269 Sett - The Boss: declined, or a unit without a buff, it dies; 'When you conquer, ready me.'", () => {
    const g = scenario({ p1: { legend: "OGN-269", units: [{ name: "OGN-219", buffed: true }, "OGN-052"], runes: runes("order", 1) }, p2: { units: [{ name: "OGN-011", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Move Vanguard Sergeant (5 Might, base) to Altar to Unity").settle();
    g.do(0, `${SERGEANT_THERE} would die: let it die`).settle();
    expect(names(g.player(0).trash)).toEqual(["Vanguard Sergeant"]);
    // An unbuffed unit: nothing asked.
    const h = scenario({ p1: { legend: "OGN-269", units: ["OGN-219"], runes: runes("order", 1) }, p2: { units: [{ name: "OGN-011", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    h.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").settle();
    expect(h.pending).toBeNull();
    expect(names(h.player(0).trash)).toEqual(["Vanguard Sergeant"]);
    // The conquer readies the legend.
    const c = scenario({ p1: { legend: "OGN-269", legendExhausted: true, units: ["OGN-219"] }, p2: {}, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    c.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").settle();
    expect(c.logText()).toContain("Sett - The Boss: when you conquer: Sett - The Boss is readied");
    expect(c.player(0).legend.exhausted).toBe(false);
  });

  it("OGN-023 Unlicensed Armory: 'Discard 1, [E]: Choose a friendly unit. The next time it would die this turn, you may pay [C] to heal it, exhaust it, and recall it instead.' — a Kill instruction waits for the answer (Cull the Weak, 428.1.a.1)", () => {
    const g = scenario({ p1: { gear: ["OGN-023"], hand: ["OGN-209", "OGN-096"], units: [{ name: "OGN-219", at: 1 }], runes: [...runes("order", 3), ...runes("fury", 1)] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280", 0)] });
    expect(g.choices(0).filter((l) => l.startsWith("Unlicensed Armory"))).toEqual(["Unlicensed Armory: choose Vanguard Sergeant (4 Might, Grove of the God-Willow), discarding Cull the Weak", "Unlicensed Armory: choose Vanguard Sergeant (4 Might, Grove of the God-Willow), discarding Watchful Sentry"]);
    g.do(0, "Unlicensed Armory: choose Vanguard Sergeant (4 Might, Grove of the God-Willow), discarding Watchful Sentry").pass(2);
    expect(names(g.player(0).trash)).toEqual(["Watchful Sentry"]);
    expect(g.unit(0, "OGN-219").mayRecallInsteadOfDying).toBe(true);
    g.do(0, "Play Cull the Weak").pass(2);
    expect(g.pending).toEqual({ kind: "would-die", seat: 0 });
    g.do(0, "Vanguard Sergeant (4 Might, Grove of the God-Willow) would die: pay 1 fury Power to heal it, exhaust it and recall it instead (Unlicensed Armory)").settle();
    expect(g.unit(0, "OGN-219")).toMatchObject({ location: "base", exhausted: true, damage: 0 });
    expect(g.unit(0, "OGN-219").mayRecallInsteadOfDying).toBeUndefined();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(names(g.player(0).trash)).toEqual(["Watchful Sentry", "Cull the Weak"]);
    expect(g.player(0).runes.filter((r) => cardOf(r.card) === "Fury Rune")).toEqual([]);
  });
});
