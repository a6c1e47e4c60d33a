import { describe, expect, it } from "vitest";
import { bf, names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Gear with [E] abilities, battlefields, hold effects of units and returning cards from the trash. */

describe("gear [E] abilities (377)", () => {
  it("OGN-090 Orb of Regret: '[E]: Give a unit -1 Might this turn, to a minimum of 1 Might.'", () => {
    const g = scenario({ p1: { gear: ["OGN-090"] }, p2: { units: ["OGN-219"] } });
    g.do(0, "Orb of Regret: give -1 Might this turn to Vanguard Sergeant (4 Might, base)").pass(2);
    expect(mightOf(g.state, g.unit(1, "OGN-219"))).toBe(3);
  });

  it("OGN-017 Iron Ballista: 'This enters exhausted. [E]: Deal 2 to a unit at a battlefield.'", () => {
    const g = scenario({ p1: { hand: ["OGN-017"], runes: runes("fury", 3) }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Iron Ballista");
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    expect(g.choices(0).some((l) => l.startsWith("Iron Ballista"))).toBe(false);
    const r = scenario({ p1: { gear: ["OGN-017"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    r.do(0, "Iron Ballista: deal 2 to Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    expect(names(r.player(1).trash)).toEqual(["Stalwart Poro"]);
  });

  it("OGN-124 Arena Bar: '[E]: Buff an exhausted friendly unit.'", () => {
    const g = scenario({ p1: { gear: ["OGN-124"], units: ["OGN-219", { name: "OGN-052", exhausted: true }] }, p2: {} });
    expect(g.choices(0).filter((l) => l.startsWith("Arena Bar"))).toEqual(["Arena Bar: buff Stalwart Poro (2 Might, base)"]);
    g.do(0, "Arena Bar: buff Stalwart Poro (2 Might, base)").pass(2);
    expect(g.unit(0, "OGN-052").buffed).toBe(true);
  });

  it("OGN-184 The Syren: '[1], [E]: Move a friendly unit at a battlefield to its base.'", () => {
    const g = scenario({ p1: { gear: ["OGN-184"], units: [{ name: "OGN-219", at: 0 }], runes: ["chaos"] }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(0, "The Syren: move to its base Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.unit(0, "OGN-219").location).toBe("base");
  });
});

describe("battlefields", () => {
  it("OGN-295 Vilemaw's Lair: 'Units can't move from here to base.' — neither a Standard Move nor an effect's move", () => {
    const g = scenario({ p1: { gear: ["OGN-184"], units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }], runes: ["chaos"] }, p2: {}, battlefields: [bf("OGN-295", 0), bf("OGN-280")] });
    expect(g.choices(0).filter((l) => l.startsWith("Move"))).toEqual([]);
    g.do(0, "The Syren: move to its base Vanguard Sergeant (4 Might, Vilemaw's Lair)").pass(2);
    expect(g.unit(0, "OGN-219").location).toBe(0);
  });

  it("OGN-293 The Grand Plaza: 'When you hold here, if you have 7+ units here, you win the game.'", () => {
    const seven = Array.from({ length: 7 }, () => ({ name: "OGN-052", at: 0 as const }));
    const g = scenario({ p1: { hand: ["OGN-219"] }, p2: { units: seven, deck: ["OGN-219"] }, battlefields: [bf("OGN-293", 1), bf("OGN-280")] });
    g.do(0, "End turn").settle();
    expect(g.state.ended?.winners).toEqual([1]);
    const six = scenario({ p1: { hand: ["OGN-219"] }, p2: { units: seven.slice(1), deck: ["OGN-219"] }, battlefields: [bf("OGN-293", 1), bf("OGN-280")] });
    six.do(0, "End turn").settle();
    expect(six.state.ended).toBe(null);
  });
});

describe("units", () => {
  it("OGN-066 Ahri - Alluring: 'When I hold, you score 1 point.'", () => {
    const g = scenario({ p1: { hand: ["OGN-219"] }, p2: { units: [{ name: "OGN-066", at: 0 }], deck: ["OGN-219"] }, battlefields: [bf("OGN-294", 1), bf("OGN-280")] });
    g.do(0, "End turn").settle();
    // 1 for holding, 1 from Ahri.
    expect(g.player(1).points).toBe(2);
  });

  it("OGN-061 Poro Herder: 'When you play me, if you control a Poro, buff me and draw 1.'", () => {
    const g = scenario({ p1: { hand: ["OGN-061"], units: ["OGN-052"], deck: ["OGN-219"], runes: runes("calm", 4) }, p2: {} });
    g.do(0, "Play Poro Herder to base").pass(2);
    expect(g.unit(0, "OGN-061").buffed).toBe(true);
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
    const none = scenario({ p1: { hand: ["OGN-061"], deck: ["OGN-219"], runes: runes("calm", 4) }, p2: {} });
    none.do(0, "Play Poro Herder to base");
    expect(none.state.chain).toEqual([]);
  });

  it("OGN-165 Cemetery Attendant, OGN-170 Morbid Return: return a unit from your trash to your hand — the player chooses which", () => {
    const g = scenario({ p1: { hand: ["OGN-165", "OGN-170"], trash: ["OGN-052", "OGN-219", "OGN-009"], runes: runes("chaos", 6) }, p2: {} });
    g.do(0, "Play Cemetery Attendant to base").pass(2);
    expect(g.labels(0)).toEqual(["Return Stalwart Poro to hand", "Return Vanguard Sergeant to hand"]);
    g.do(0, "Return Vanguard Sergeant to hand");
    // One unit left in the trash: the choice is forced.
    g.do(0, "Play Morbid Return").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant", "Stalwart Poro"]);
    expect(names(g.player(0).trash)).toEqual(["Hextech Ray", "Morbid Return"]);
  });

  it("OGS-010 Annie - Stubborn: 'When you play me, return a spell from your trash to your hand.'", () => {
    const g = scenario({ p1: { hand: ["OGS-010"], trash: ["OGN-052", "OGN-009"], runes: runes("chaos", 5) }, p2: {} });
    g.do(0, "Play Annie - Stubborn to base").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Hextech Ray"]);
  });
});

describe("317.1.a: at the end of your turn", () => {
  it("OGS-017 Annie - Dark Child: 'At the end of your turn, ready up to 2 runes.' — they stay ready for the opponent's turn", () => {
    const g = scenario({ p1: { legend: "OGS-017", hand: ["OGN-219"], exhaustedRunes: ["fury", "fury", "fury"] }, p2: { deck: ["OGN-219"] } });
    g.do(0, "End turn");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Annie - Dark Child: at the end of your turn"]);
    g.settle();
    expect(g.state.turnPlayer).toBe(1);
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([false, false, true]);
  });

  it("383.3.e example: OGN-073 Sona - Harmonious 'At the end of your turn, if I'm at a battlefield, ready up to 4 friendly runes' goes on the chain only if she is at a battlefield", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-073", at: 0 }], exhaustedRunes: runes("calm", 5) }, p2: { deck: ["OGN-219"] }, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(0, "End turn").settle();
    expect(g.player(0).runes.filter((r) => !r.exhausted).length).toBe(4);
    const home = scenario({ p1: { units: ["OGN-073"], exhaustedRunes: runes("calm", 5) }, p2: { deck: ["OGN-219"] } });
    home.do(0, "End turn");
    expect(home.state.chain).toEqual([]);
    expect(home.player(0).runes.filter((r) => !r.exhausted).length).toBe(0);
  });
});

describe("more units", () => {
  it("OGN-038 Kadregrin the Infernal: 'When you play me, draw 1 for each of your [Mighty] units.' — itself included", () => {
    const g = scenario({ p1: { hand: ["OGN-038"], units: ["OGN-142", "OGN-052"], deck: ["OGN-219", "OGN-219", "OGN-219"], runes: runes("fury", 11) }, p2: {} });
    g.do(0, "Play Kadregrin the Infernal to base").pass(2);
    expect(g.player(0).hand.length).toBe(2);
  });

  it("OGN-011 Magma Wurm: 'Other friendly units enter ready.' — units played and tokens", () => {
    const g = scenario({ p1: { hand: ["OGN-052", "OGN-211"], units: ["OGN-011"], runes: runes("calm", 2).concat(runes("order", 3)) }, p2: {} });
    g.do(0, "Play Stalwart Poro to base");
    expect(g.unit(0, "OGN-052").exhausted).toBe(false);
    g.do(0, "Play Faithful Manufactor to base").pass(2);
    expect(g.state.units.filter((u) => u.controller === 0).every((u) => !u.exhausted)).toBe(true);
  });

  it("OGN-149 Carnivorous Snapvine: 'choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other.'", () => {
    const g = scenario({ p1: { hand: ["OGN-149"], runes: runes("body", 7) }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Carnivorous Snapvine to base").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(g.unit(0, "OGN-149").damage).toBe(4);
  });
});

describe("When you stun an enemy unit (383)", () => {
  it("OGN-059 Eclipse Herald: 'When you stun an enemy unit, ready me and give me +1 Might this turn.' — not for a friendly unit", () => {
    const g = scenario({ p1: { hand: ["OGN-050", "OGN-050"], units: [{ name: "OGN-059", exhausted: true }, "OGN-052"], runes: runes("calm", 6) }, p2: { units: ["OGN-219"] } });
    g.do(0, "Play Rune Prison on Stalwart Poro (2 Might, base)").settle();
    expect(g.unit(0, "OGN-059").exhausted).toBe(true);
    g.do(0, "Play Rune Prison on Vanguard Sergeant (4 Might, base)");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Rune Prison"]);
    g.pass(2);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Eclipse Herald: when you stun an enemy unit"]);
    g.settle();
    expect([g.unit(0, "OGN-059").exhausted, mightOf(g.state, g.unit(0, "OGN-059"))]).toEqual([false, 8]);
  });

  it("OGN-261 Leona - Radiant Dawn: 'When you stun one or more enemy units, buff a friendly unit.'", () => {
    const g = scenario({ p1: { legend: "OGN-261", hand: ["OGN-050"], units: ["OGN-052"], runes: runes("calm", 3) }, p2: { units: ["OGN-219"] } });
    g.do(0, "Play Rune Prison on Vanguard Sergeant (4 Might, base)").settle();
    expect(g.unit(0, "OGN-052").buffed).toBe(true);
  });
});

describe("383.3.a: 'you may' — the controller chooses whether the triggered ability goes on the chain", () => {
  it("OGN-288 Startipped Peak: 'When you hold here, you may channel 1 rune exhausted.'", () => {
    for (const yes of [true, false]) {
      const g = scenario({ p1: { hand: ["OGN-219"] }, p2: { units: [{ name: "OGN-052", at: 0 }], deck: ["OGN-219"], runeDeck: ["calm", "calm", "calm", "calm"] }, battlefields: [bf("OGN-288", 1), bf("OGN-280")] });
      g.do(0, "End turn");
      expect(g.labels(1)).toEqual(["Put Startipped Peak: when you hold here on the chain", "Do not put Startipped Peak: when you hold here on the chain"]);
      g.do(1, yes ? "may:yes" : "may:no").settle();
      // Channel Phase: 2 more.
      expect(g.player(1).runes.length).toBe(yes ? 3 : 2);
    }
  });

  it("OGN-249 Volibear - Relentless Storm: 'When you play a [Mighty] unit, you may exhaust me to channel 1 rune exhausted.' — only while it can be exhausted", () => {
    const g = scenario({ p1: { legend: "OGN-249", hand: ["OGN-142", "OGN-052"], runes: runes("body", 11), runeDeck: ["body"] }, p2: {} });
    g.do(0, "Play Stalwart Poro to base");
    expect(g.pending).toBe(null);
    g.do(0, "Play Mountain Drake to base");
    g.do(0, "may:yes").settle();
    expect(g.player(0).legend.exhausted).toBe(true);
    expect(g.player(0).runes.length).toBe(11 - 0 + 1);
  });
});
