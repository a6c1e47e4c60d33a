import { PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { bf, names, runes, scenario, type SideSpec } from "./testing";
import { mightOf } from "./values";

/** Hidden (811), hiding (421) and the Facedown Zones (107.3), with the Origins cards that use them. */

const HELD = [bf("OGN-275", 0), bf("OGN-280")];

describe("hiding a card facedown (421, 811.1.b–c, 107.3)", () => {
  it("rule 811.1.b: a card with [Hidden] goes facedown at a battlefield its player controls for [A], without opening a chain (811.1.c.2)", () => {
    const g = scenario({ p1: { hand: ["OGN-135"], runes: ["mind"] }, p2: {}, battlefields: HELD });
    expect(g.choices(0)).toContain("Hide Pakaa Cub at Altar to Unity, paying 1 Power of any domain");
    // 107.3.c: only at a battlefield the player controls.
    expect(g.choices(0).some((l) => l.includes("Hide Pakaa Cub at Aspirant's Climb"))).toBe(false);
    g.do(0, "Hide Pakaa Cub at Altar to Unity, paying 1 Power of any domain");
    expect(g.player(0).hand).toEqual([]);
    expect(g.player(0).facedown.map((f) => [card(f.card)!.name, f.battlefield])).toEqual([["Pakaa Cub", 0]]);
    expect(g.player(0).runes).toEqual([]);
    expect(g.state.chain).toEqual([]);
    // 128.4: the log names the battlefield, never the card.
    expect(g.logText().filter((l) => l.includes("hides"))).toEqual(["P1 hides a card facedown at Altar to Unity"]);
    expect(g.logText().some((l) => l.includes("Pakaa"))).toBe(false);
    // 811.1.b: "Beginning on the next turn" — not played from Hidden the turn it was hidden.
    expect(g.choices(0).some((l) => l.includes("from Hidden"))).toBe(false);
  });

  it("rule 107.3.b: a Facedown Zone holds one card; OGN-278 Bandle Tree: 'You may hide an additional card here.'", () => {
    const full = scenario({ p1: { hand: ["OGN-135"], runes: ["mind"], facedown: [{ name: "OGN-083", at: 0 }] }, p2: {}, battlefields: HELD });
    expect(full.choices(0).some((l) => l.startsWith("Hide"))).toBe(false);
    const tree = scenario({ p1: { hand: ["OGN-135"], runes: ["mind"], facedown: [{ name: "OGN-083", at: 0 }] }, p2: {}, battlefields: [bf("OGN-278", 0), bf("OGN-280")] });
    tree.do(0, "Hide Pakaa Cub at Bandle Tree, paying 1 Power of any domain");
    expect(tree.player(0).facedown).toHaveLength(2);
  });

  it("rule 811.3: a card with [Hidden] may instead be played from hand for its cost as normal", () => {
    const g = scenario({ p1: { hand: ["OGN-135"], runes: runes("body", 3) }, p2: {}, battlefields: HELD });
    g.do(0, "Play Pakaa Cub to base");
    expect(g.unit(0, "OGN-135").location).toBe("base");
  });

  it("rule 107.3.d, 421.4: a facedown card at a battlefield its controller no longer controls is removed to the trash in the next Cleanup, revealed", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-135", at: 0 }] }, p2: { units: [{ name: "OGN-052", exhausted: false }] }, battlefields: HELD, turnPlayer: 1 });
    g.do(1, "Move Stalwart Poro (2 Might, base) to Altar to Unity").settle();
    expect(g.state.battlefields[0]!.controller).toBe(1);
    expect(g.player(0).facedown).toEqual([]);
    expect(names(g.player(0).trash)).toEqual(["Pakaa Cub"]);
    expect(g.logText()).toContain("P1's facedown Pakaa Cub at Altar to Unity is removed to the trash");
  });
});

describe("playing from Hidden (811.1.b, 811.1.d, 811.6)", () => {
  it("rule 811.1.d.1: OGN-135 Pakaa Cub is played from Hidden to its battlefield, ignoring its cost", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-135", at: 0 }] }, p2: {}, battlefields: HELD });
    g.do(0, "Play Pakaa Cub from Hidden at Altar to Unity");
    expect(g.unit(0, "OGN-135").location).toBe(0);
    expect(g.player(0).facedown).toEqual([]);
    expect(g.logText()).toContain("P1 plays Pakaa Cub from Hidden at Altar to Unity, ignoring its cost");
  });

  it("rule 811.6: a facedown card has [Reaction] — OGN-083 Consult the Past answers a spell on the opponent's turn", () => {
    const g = scenario({
      p1: { facedown: [{ name: "OGN-083", at: 0 }], deck: ["OGN-052", "OGN-219", "OGN-135"] },
      p2: { hand: ["OGN-104"], units: ["OGN-052"], runes: ["mind"] },
      battlefields: HELD,
      turnPlayer: 1,
    });
    g.do(1, "Play Retreat on Stalwart Poro (2 Might, base)");
    g.pass();
    expect(g.choices(0)).toContain("Play Consult the Past from Hidden at Altar to Unity");
    g.do(0, "Play Consult the Past from Hidden at Altar to Unity").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro", "Vanguard Sergeant"]);
  });

  it("rule 811.1.d.2: OGN-213 Hidden Blade from Hidden chooses only a unit at its battlefield; from hand, any unit at a battlefield. 'Its controller draws 2.'", () => {
    const board: Omit<SideSpec, "facedown"> = { units: [{ name: "OGN-052", at: 0 }] };
    const foe = { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 1 }], deck: ["OGN-135", "OGN-083"] };
    const g = scenario({ p1: { ...board, facedown: [{ name: "OGN-213", at: 0 }] }, p2: foe, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    const plays = g.choices(0).filter((l) => l.startsWith("Play Hidden Blade"));
    expect(plays).toEqual(["Play Hidden Blade from Hidden at Altar to Unity on Stalwart Poro (2 Might, Altar to Unity)", "Play Hidden Blade from Hidden at Altar to Unity on Vanguard Sergeant (4 Might, Altar to Unity)"]);
    g.do(0, "Play Hidden Blade from Hidden at Altar to Unity on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(g.player(1).hand).toHaveLength(2);
    const hand = scenario({ p1: { ...board, hand: ["OGN-213"], runes: runes("order", 3) }, p2: foe, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    expect(hand.choices(0).filter((l) => l.startsWith("Play Hidden Blade"))).toHaveLength(3);
  });

  it("rule 811.1.d: a hidden spell with no valid target at its battlefield cannot be played from Hidden (OGN-168 Fight or Flight)", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-168", at: 0 }] }, p2: { units: [{ name: "OGN-052", at: 1 }] }, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    expect(g.choices(0).some((l) => l.startsWith("Play Fight or Flight"))).toBe(false);
  });

  it("rule 811.1.d.2 (its example): OGN-097 Blastcone Fae played from Hidden gives -2 Might to a unit at its battlefield only", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-097", at: 0 }] }, p2: { units: [{ name: "OGN-219", at: 0 }, "OGN-219"] }, battlefields: HELD });
    g.do(0, "Play Blastcone Fae from Hidden at Altar to Unity");
    // Two legal choices there: the Fae itself and the Sergeant at the battlefield, not the one in base.
    expect(g.choices(0)).toEqual(["Choose Vanguard Sergeant (4 Might, Altar to Unity) for Blastcone Fae: when you play me", "Choose Blastcone Fae (2 Might, Altar to Unity) for Blastcone Fae: when you play me"]);
    g.do(0, "Choose Vanguard Sergeant (4 Might, Altar to Unity) for Blastcone Fae: when you play me").settle();
    const [there, home] = g.state.units.filter((u) => u.controller === 1);
    expect([mightOf(g.state, there!), mightOf(g.state, home!)]).toEqual([2, 4]);
  });

  it("OGN-197 Teemo - Scout: 'When you play me, give me +3 Might this turn.'; OGN-167 Ember Monk: 'When you play a card from [Hidden], give me +2 Might this turn.'", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-197", at: 0 }] }, p2: {}, battlefields: HELD });
    g.do(0, "Play Teemo - Scout from Hidden at Altar to Unity").settle();
    expect(mightOf(g.state, g.unit(0, "OGN-197"))).toBe(4);
    const monk = scenario({ p1: { facedown: [{ name: "OGN-135", at: 0 }], units: ["OGN-167"] }, p2: {}, battlefields: HELD });
    monk.do(0, "Play Pakaa Cub from Hidden at Altar to Unity").settle();
    expect(mightOf(monk.state, monk.unit(0, "OGN-167"))).toBe(6);
    // From hand, Ember Monk does not see it.
    const hand = scenario({ p1: { hand: ["OGN-135"], units: ["OGN-167"], runes: runes("body", 3) }, p2: {}, battlefields: HELD });
    hand.do(0, "Play Pakaa Cub to base").settle();
    expect(mightOf(hand.state, hand.unit(0, "OGN-167"))).toBe(4);
  });

  it("OGN-094 Sprite Call: 'Play a ready 3 Might Sprite unit token with [Temporary].' — in base from hand, at its battlefield from Hidden (811.1.d.3)", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-094", at: 0 }] }, p2: {}, battlefields: HELD });
    g.do(0, "Play Sprite Call from Hidden at Altar to Unity").pass(2);
    const sprite = g.unit(0, "OGN-274");
    expect([sprite.location, sprite.exhausted, mightOf(g.state, sprite)]).toEqual([0, false, 3]);
    const hand = scenario({ p1: { hand: ["OGN-094"], runes: runes("mind", 3) }, p2: {}, battlefields: HELD });
    hand.do(0, "Play Sprite Call").pass(2);
    expect(hand.unit(0, "OGN-274").location).toBe("base");
  });

  it("OGN-057 Block: 'Give a unit [Shield 3] and [Tank] this turn.'; OGN-168 Fight or Flight: 'Move a unit from a battlefield to its base.'", () => {
    const g = scenario({ p1: { hand: ["OGN-057", "OGN-168"], units: [{ name: "OGN-052", at: 0 }], runes: runes("calm", 5) }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: HELD });
    g.do(0, "Play Block on Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    expect(g.unit(0, "OGN-052").keywordsThisTurn).toEqual({ shield: 3, tank: true });
    g.do(0, "Play Fight or Flight on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.unit(1, "OGN-219").location).toBe("base");
  });

  it("OGN-220 Facebreaker: 'Stun a friendly unit and an enemy unit at the same battlefield.'", () => {
    const g = scenario({ p1: { hand: ["OGN-220"], units: [{ name: "OGN-052", at: 0 }], runes: runes("order", 2) }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-219", at: 1 }] }, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    expect(g.choices(0).filter((l) => l.startsWith("Play Facebreaker"))).toEqual(["Play Facebreaker on Stalwart Poro (2 Might, Altar to Unity) and Vanguard Sergeant (4 Might, Altar to Unity)"]);
    g.do(0, "Play Facebreaker on Stalwart Poro (2 Might, Altar to Unity) and Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.state.units.filter((u) => u.stunned)).toHaveLength(2);
  });

  it("OGN-121 Teemo - Strategist: 'When I defend, … reveal the top 5 cards of your Main Deck. Deal 1 to that unit for each card with [Hidden] …, then recycle the revealed cards.'", () => {
    const g = scenario({
      p1: { units: [{ name: "OGN-219" }] },
      p2: { units: [{ name: "OGN-121", at: 0 }], deck: ["OGN-135", "OGN-052", "OGN-083", "OGN-219", "OGN-213", "OGN-052"] },
      battlefields: [bf("OGN-275", 1), bf("OGN-280")],
    });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    g.settle();
    expect(g.logText()).toContain("Teemo - Strategist: when I defend: P2 reveals Pakaa Cub, Stalwart Poro, Consult the Past, Vanguard Sergeant, Hidden Blade — 3 with [Hidden]");
    // The five revealed go to the bottom together, in a random order (416.5); the sixth card is now on top.
    const deck = names(g.player(1).deck);
    expect(deck[0]).toBe("Stalwart Poro");
    expect([...deck.slice(1)].sort()).toEqual(["Consult the Past", "Hidden Blade", "Pakaa Cub", "Stalwart Poro", "Vanguard Sergeant"]);
    expect(g.logText()).toContain("Teemo - Strategist: when I defend: P2 recycles 5 cards");
    g.leaveOpen();
  });

  it("OGN-101 Mushroom Pouch: 'At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1.'", () => {
    const side = { gear: ["OGN-101"], deck: ["OGN-052", "OGN-052", "OGN-052"] };
    const g = scenario({ p1: {}, p2: { ...side, facedown: [{ name: "OGN-135", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "End turn").settle();
    // The Beginning Phase draws 1 from the Pouch, then the Draw Phase 1.
    expect(g.player(1).hand).toHaveLength(2);
    const none = scenario({ p1: {}, p2: side, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    none.do(0, "End turn").settle();
    expect(none.player(1).hand).toHaveLength(1);
  });

  it("OGN-018 Noxus Saboteur: 'Your opponents' [Hidden] cards can't be revealed here.'", () => {
    const g = scenario({ p1: { facedown: [{ name: "OGN-135", at: 0 }] }, p2: { units: [{ name: "OGN-018", at: 0 }] }, battlefields: HELD });
    expect(g.choices(0).some((l) => l.includes("from Hidden"))).toBe(false);
  });

  it("OGN-263 Teemo - Swift Scout: 'You may pay [1] to hide a card with [Hidden] instead of [A].' '[1], [E]: Put a Teemo unit you own into your hand from your Champion Zone or the board.'", () => {
    const g = scenario({ p1: { legend: "OGN-263", hand: ["OGN-135"], units: ["OGN-197"], champion: "OGN-121", runes: ["mind", "mind"] }, p2: {}, battlefields: HELD });
    g.do(0, "Hide Pakaa Cub at Altar to Unity, paying 1 Energy (Teemo - Swift Scout)");
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(1);
    expect(g.choices(0).filter((l) => l.startsWith("Teemo - Swift Scout"))).toEqual([
      "Teemo - Swift Scout: put into your hand Teemo - Scout (1 Might, base)",
      "Teemo - Swift Scout: put into your hand Teemo - Strategist (Champion Zone)",
    ]);
    g.do(0, "Teemo - Swift Scout: put into your hand Teemo - Strategist (Champion Zone)").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Teemo - Strategist"]);
    expect(g.player(0).champion).toEqual([]);
  });
});

describe("hidden information: a facedown card (128.4, 421.4)", () => {
  /** A game where P1 hides one card and passes the turn; P2 plays on. */
  const game = (hidden: string) => {
    // P1's Poro at the battlefield keeps it controlled (323.4), so the card stays facedown there.
    const g = scenario({ p1: { hand: [hidden, "OGN-052"], units: [{ name: "OGN-052", at: 0 }], runes: ["mind", "mind"], deck: ["OGN-219"] }, p2: { deck: ["OGN-219", "OGN-219"] }, battlefields: HELD });
    g.do(0, `Hide ${card(hidden)!.name} at Altar to Unity, paying 1 Power of any domain`).do(0, "End turn").settle();
    return g;
  };

  it("two games differing only in the hidden card give P2 and the public the same stream; P1 sees the difference", () => {
    const [a, b] = [game("OGN-135"), game("OGN-083")];
    for (const audience of [seatAudience(1), PUBLIC]) expect(JSON.stringify(redactStream(a.stream(), audience))).toBe(JSON.stringify(redactStream(b.stream(), audience)));
    expect(JSON.stringify(redactStream(a.stream(), seatAudience(0)))).not.toBe(JSON.stringify(redactStream(b.stream(), seatAudience(0))));
  });

  it("the facedown card is a new object (110): P2 cannot link it to the card in P1's hand, and its face reaches P2 only as it is played (421.4)", () => {
    const g = game("OGN-135");
    const facedown = g.player(0).facedown[0]!.id;
    const handId = g.board.flatMap((e) => (e.type === "create" && e.zone === "p0.hand" ? [e.object] : []))[0];
    expect(facedown).not.toBe(handId);
    const seen = (g2: typeof g) => JSON.stringify(redactStream(g2.stream(), seatAudience(1)));
    expect(seen(g)).not.toContain("Pakaa Cub");
    // On P1's next turn the card is played: now everyone sees it.
    g.do(1, "End turn").settle();
    g.do(0, "Play Pakaa Cub from Hidden at Altar to Unity");
    expect(seen(g)).toContain("Pakaa Cub");
  });
});
