import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { bf, names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Origins cards whose triggered abilities choose as they trigger (355.5.b), attack, defend and conquer triggers, and the spells of this slice. */

const BFS = [bf("OGN-275", 1), bf("OGN-280")];

describe("355.5.b: a triggered ability chooses its target as it triggers", () => {
  it("OGN-234 Harnessed Dragon: 'When you play me, kill an enemy unit.' — the controller chooses as it goes on the chain, not as the unit is played", () => {
    const g = scenario({ p1: { hand: ["OGN-234"], runes: runes("order", 10) }, p2: { units: ["OGN-052", { name: "OGN-219", at: 0 }] } });
    // 355.5.b: the play itself names no target.
    expect(g.choices(0).filter((l) => l.startsWith("Play Harnessed Dragon"))).toEqual(["Play Harnessed Dragon to base"]);
    g.do(0, "Play Harnessed Dragon to base");
    expect(g.pending).toEqual({ kind: "trigger-target", seat: 0 });
    expect(g.labels(0)).toEqual(["Choose Stalwart Poro (2 Might, base) for Harnessed Dragon: when you play me", "Choose Vanguard Sergeant (4 Might, Grove of the God-Willow) for Harnessed Dragon: when you play me"].map((l) => l.replace("Grove of the God-Willow", g.labels(0)[1]!.match(/, ([^)]*)\)/)![1]!)));
    g.do(0, g.labels(0)[1]!);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Harnessed Dragon: when you play me"]);
    g.pass(2);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("355.8: with no legal target the triggered ability does not go on the chain; with one it is chosen for its controller — OGN-136 Pit Rookie", () => {
    const alone = scenario({ p1: { hand: ["OGN-136"], runes: runes("body", 2) }, p2: {} });
    alone.do(0, "Play Pit Rookie to base");
    expect(alone.state.chain).toEqual([]);
    expect(alone.logText().some((l) => l.includes("no another friendly unit to choose"))).toBe(true);
    const g = scenario({ p1: { hand: ["OGN-136"], units: ["OGN-052"], runes: runes("body", 2) }, p2: {} });
    g.do(0, "Play Pit Rookie to base");
    // "another friendly unit": the Rookie itself is not a choice, the Poro is the only one.
    expect(g.pending).toBe(null);
    g.pass(2);
    expect(g.unit(0, "OGN-052").buffed).toBe(true);
    expect(g.unit(0, "OGN-136").buffed).toBe(false);
  });

  it("OGN-051 Solari Shieldbearer: 'When you play me, stun a unit.'", () => {
    const g = scenario({ p1: { hand: ["OGN-051"], runes: runes("calm", 3) }, p2: { units: ["OGN-219"] } });
    g.do(0, "Play Solari Shieldbearer to base");
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Vanguard Sergeant"))!).pass(2);
    expect(g.unit(1, "OGN-219").stunned).toBe(true);
  });

  it("OGN-016 Dangerous Duo: '[Legion] — When you play me, give a unit +2 Might this turn.'", () => {
    const g = scenario({ p1: { hand: ["OGN-016"], units: ["OGN-052"], runes: runes("fury", 3), playedThisTurn: 1 }, p2: {} });
    g.do(0, "Play Dangerous Duo to base");
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Stalwart Poro"))!).pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-052"))).toBe(4);
  });

  it("OGN-092 Riptide Rex: 'When you play me, deal 6 to an enemy unit at a battlefield.'", () => {
    const g = scenario({ p1: { hand: ["OGN-092"], runes: runes("mind", 8) }, p2: { units: ["OGN-142", { name: "OGN-219", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Riptide Rex to base").pass(2);
    // The only enemy unit at a battlefield is chosen (the Drake is in base).
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-082 Whiteflame Protector: 'When you play me, give a unit +8 Might this turn.'", () => {
    const g = scenario({ p1: { hand: ["OGN-082"], runes: runes("calm", 10) }, p2: {} });
    g.do(0, "Play Whiteflame Protector to base").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-082"))).toBe(16);
  });

  it("OGN-225 Solari Chief: 'choose an enemy unit. If it is stunned, kill it. Otherwise, stun it.'", () => {
    const g = scenario({ p1: { hand: ["OGN-225", "OGN-225"], runes: runes("order", 12) }, p2: { units: ["OGN-219"] } });
    g.do(0, g.choices(0).find((l) => l === "Play Solari Chief to base")!).pass(2);
    expect(g.unit(1, "OGN-219").stunned).toBe(true);
    g.do(0, "Play Solari Chief to base").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-132 First Mate: 'When you play me, ready another unit.'", () => {
    const g = scenario({ p1: { hand: ["OGN-132"], units: [{ name: "OGN-052", exhausted: true }], runes: runes("body", 3) }, p2: {} });
    g.do(0, "Play First Mate to base").pass(2);
    expect(g.unit(0, "OGN-052").exhausted).toBe(false);
  });

  it("OGN-188 Zaunite Bouncer: 'return another unit at a battlefield to its owner's hand' — a new object in the hand (110)", () => {
    const g = scenario({ p1: { hand: ["OGN-188"], runes: runes("chaos", 6) }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: BFS });
    const before = g.unit(1, "OGN-219").id;
    g.do(0, "Play Zaunite Bouncer to base").pass(2);
    expect(names(g.player(1).hand)).toEqual(["Vanguard Sergeant"]);
    expect(g.player(1).hand[0]!.id).not.toBe(before);
  });

  it("OGN-191 Maddened Marauder: 'When you play me, move a unit from a battlefield to its base.'", () => {
    const g = scenario({ p1: { hand: ["OGN-191"], runes: runes("chaos", 5) }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Maddened Marauder to base").pass(2);
    expect(g.unit(1, "OGN-219").location).toBe("base");
  });
});

describe("play effects choosing nothing, and tokens", () => {
  it("OGN-116 Thousand-Tailed Watcher: 'give enemy units -3 Might this turn, to a minimum of 1 Might.'", () => {
    const g = scenario({ p1: { hand: ["OGN-116"], runes: runes("mind", 8) }, p2: { units: ["OGN-142", "OGN-052"] } });
    g.do(0, "Play Thousand-Tailed Watcher to base").pass(2);
    expect([mightOf(g.state, g.unit(1, "OGN-142")), mightOf(g.state, g.unit(1, "OGN-052"))]).toEqual([7, 1]);
  });

  it("OGN-106 Sprite Mother: 'play a ready 3 Might Sprite unit token with [Temporary] here' — killed at its controller's next Beginning Phase (816)", () => {
    const g = scenario({ p1: { hand: ["OGN-106"], runes: runes("mind", 5) }, p2: {} });
    g.do(0, "Play Sprite Mother to base").pass(2);
    const sprite = g.unit(0, "OGN-274");
    expect([sprite.exhausted, sprite.token, mightOf(g.state, sprite)]).toEqual([false, true, 3]);
    g.do(0, "End turn").do(1, "End turn").settle();
    expect(g.state.units.some((u) => u.card === card("OGN-274")!.id)).toBe(false);
  });
});

describe("459: When I attack / When I defend; 383.4.c: When I conquer", () => {
  const attack = (attacker: string, defenders: { name: string; at: 0; exhausted?: boolean; damage?: number }[]) => {
    const g = scenario({ p1: { units: [attacker] }, p2: { units: defenders }, battlefields: BFS });
    g.do(0, g.choices(0).find((l) => l.startsWith(`Move ${card(attacker)!.name}`) && l.endsWith("Altar to Unity"))!);
    return g;
  };

  it("OGN-130 Crackshot Corsair: 'When I attack, deal 1 to an enemy unit here.'", () => {
    const g = attack("OGN-130", [{ name: "OGN-052", at: 0 }]);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Crackshot Corsair: when I attack"]);
    g.pass(2);
    expect(g.unit(1, "OGN-052").damage).toBe(1);
    g.settle();
  });

  it("OGN-238 Leona - Determined: 'When I attack, stun an enemy unit here.' — a stunned defender deals no combat damage (423.1.b)", () => {
    const g = attack("OGN-238", [{ name: "OGN-219", at: 0 }]);
    g.pass(2);
    expect(g.unit(1, "OGN-219").stunned).toBe(true);
    g.settle();
    expect(names(g.state.units)).toEqual(["Leona - Determined"]);
  });

  it("OGN-076 Yasuo - Remorseful: 'When I attack, deal damage equal to my Might to an enemy unit here.'", () => {
    const g = attack("OGN-076", [{ name: "OGN-142", at: 0 }, { name: "OGN-052", at: 0 }]);
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Mountain Drake"))!).pass(2);
    expect(g.unit(1, "OGN-142").damage).toBe(6);
    g.settle();
    if (g.pending !== null) g.do(0, g.labels(0)[0]!).settle();
  });

  it("OGN-148 Anivia - Primal: 'When I attack, deal 3 to all enemy units here.'", () => {
    const g = attack("OGN-148", [{ name: "OGN-052", at: 0 }, { name: "OGN-219", at: 0 }]);
    g.pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.unit(1, "OGN-219").damage).toBe(3);
    g.settle();
  });

  it("OGN-159 Warwick - Hunter: 'I enter ready. When I attack, kill all damaged enemy units here.'", () => {
    expect(card("OGN-159")!.keywords?.entersReady).toBe(true);
    const g = attack("OGN-159", [{ name: "OGN-142", at: 0, damage: 1 }, { name: "OGN-052", at: 0 }]);
    g.pass(2);
    expect(names(g.player(1).trash)).toEqual(["Mountain Drake"]);
    g.settle();
  });

  it("OGN-131 Dune Drake: 'When I attack, give me +2 Might this turn if there is a ready enemy unit here.'", () => {
    const g = attack("OGN-131", [{ name: "OGN-052", at: 0 }]);
    g.pass(2);
    expect(g.unit(0, "OGN-131").mightThisTurn).toBe(2);
    g.settle();
    const tired = attack("OGN-131", [{ name: "OGN-052", at: 0, exhausted: true }]);
    tired.pass(2);
    expect(tired.unit(0, "OGN-131").mightThisTurn).toBe(0);
    tired.settle();
  });

  it("OGN-119 Ahri - Inquisitive: 'When I attack or defend, give an enemy unit here -2 Might this turn, to a minimum of 1.'", () => {
    const g = attack("OGN-119", [{ name: "OGN-219", at: 0 }]);
    g.pass(2);
    expect(mightOf(g.state, g.unit(1, "OGN-219"))).toBe(2);
    g.settle();
    const d = scenario({ p1: { units: ["OGN-219"] }, p2: { units: [{ name: "OGN-119", at: 0 }] }, battlefields: BFS });
    d.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    expect(d.state.chain.map((c) => [c.label, c.controller])).toEqual([["Ahri - Inquisitive: when I defend", 1]]);
    d.pass(2);
    expect(mightOf(d.state, d.unit(0, "OGN-219"))).toBe(2);
    d.settle();
  });

  it("OGN-039 Kai'Sa - Survivor: 'When I conquer, draw 1.'", () => {
    const g = scenario({ p1: { units: ["OGN-039"], deck: ["OGN-219", "OGN-219"] }, p2: {}, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    g.do(0, "Move Kai'Sa - Survivor (4 Might, base) to Altar to Unity").settle();
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.logText()).toContain("Kai'Sa - Survivor: when I conquer resolves");
    expect(g.player(0).hand.length).toBe(1);
  });
});

describe("Origins spells of this slice", () => {
  it("OGN-127 Cannon Barrage: '[Reaction] Deal 2 to all enemy units in combat.'", () => {
    const g = scenario({ p1: { units: ["OGN-142"] }, p2: { hand: ["OGN-127"], units: [{ name: "OGN-052", at: 0 }], runes: runes("body", 3) }, battlefields: BFS });
    g.do(0, "Move Mountain Drake (10 Might, base) to Altar to Unity");
    g.pass(1);
    g.do(1, "Play Cannon Barrage").pass(2);
    expect(g.unit(0, "OGN-142").damage).toBe(2);
    expect(g.unit(1, "OGN-052").damage).toBe(0);
    g.settle();
  });

  it("OGN-093 Smoke Screen and OGN-095 Stupefy: -4 / -1 Might this turn, to a minimum of 1 (Stupefy draws 1)", () => {
    const g = scenario({ p1: { hand: ["OGN-093", "OGN-095"], deck: ["OGN-219"], runes: runes("mind", 6) }, p2: { units: ["OGN-142", "OGN-052"] } });
    g.do(0, g.choices(0).find((l) => l.startsWith("Play Smoke Screen on Stalwart Poro"))!).pass(2);
    expect(mightOf(g.state, g.unit(1, "OGN-052"))).toBe(1);
    g.do(0, g.choices(0).find((l) => l.startsWith("Play Stupefy on Mountain Drake"))!).pass(2);
    expect(mightOf(g.state, g.unit(1, "OGN-142"))).toBe(9);
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-169 Gust, OGN-172 Rebuke: return a unit at a battlefield (Gust: 3 Might or less) to its owner's hand; a token ceases to exist (183)", () => {
    const g = scenario({ p1: { hand: ["OGN-169", "OGN-172"], runes: runes("chaos", 6) }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }] }, battlefields: BFS });
    expect(g.choices(0).filter((l) => l.startsWith("Play Gust"))).toEqual(["Play Gust on Stalwart Poro (2 Might, Altar to Unity)"]);
    g.do(0, "Play Gust on Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    g.do(0, "Play Rebuke on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(names(g.player(1).hand)).toEqual(["Stalwart Poro", "Vanguard Sergeant"]);
  });

  it("OGN-104 Retreat: 'Return a friendly unit to its owner's hand. Its owner channels 1 rune exhausted.'", () => {
    const g = scenario({ p1: { hand: ["OGN-104"], units: ["OGN-052"], runes: runes("mind", 1), runeDeck: ["mind"] }, p2: {} });
    g.do(0, "Play Retreat on Stalwart Poro (2 Might, base)").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Stalwart Poro"]);
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([true, true]);
  });

  it("OGN-005 Disintegrate: 'Deal 3 to a unit at a battlefield. If this kills it, draw 1.'", () => {
    const g = scenario({ p1: { hand: ["OGN-005", "OGN-005"], deck: ["OGN-219", "OGN-219"], runes: runes("fury", 8) }, p2: { units: [{ name: "OGN-052", at: 0 }, { name: "OGN-142", at: 0 }] }, battlefields: BFS });
    g.do(0, "Play Disintegrate on Mountain Drake (10 Might, Altar to Unity)").pass(2);
    expect(g.player(0).hand.length).toBe(1);
    g.do(0, "Play Disintegrate on Stalwart Poro (2 Might, Altar to Unity)").pass(2);
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(names(g.player(0).hand)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-046 En Garde: +1 Might this turn, +1 more if it is the only unit you control there", () => {
    const g = scenario({ p1: { hand: ["OGN-046", "OGN-046"], units: ["OGN-052", { name: "OGN-219", at: 0 }], runes: runes("calm", 2) }, p2: {}, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(0, "Play En Garde on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-219"))).toBe(6);
    g.do(0, "Play En Garde on Stalwart Poro (2 Might, base)").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-052"))).toBe(4);
  });

  it("OGN-022 Thermo Beam: '[Action] Kill all gear.'", () => {
    const g = scenario({ p1: { hand: ["OGN-022"], gear: ["War Drum"], runes: runes("fury", 7) }, p2: { gear: ["War Drum"] } });
    g.do(0, "Play Thermo Beam").pass(2);
    expect([g.player(0).gear.length, g.player(1).gear.length]).toEqual([0, 0]);
    expect(names(g.player(1).trash)).toEqual(["Test — War Drum"]);
  });

  it("OGS-022 Final Spark: '[Action] Deal 8 to a unit.' — two domains and no Power: its Energy pays it", () => {
    const g = scenario({ p1: { hand: ["OGS-022"], runes: runes("mind", 8) }, p2: { units: ["OGN-142"] } });
    g.do(0, "Play Final Spark on Mountain Drake (10 Might, base)").pass(2);
    expect(g.unit(1, "OGN-142").damage).toBe(8);
  });

  it("OGN-241 Shen - Kinkou: [Reaction] — played on a chain, answering a spell (813); [Shield 2], [Tank]", () => {
    expect(card("OGN-241")!.keywords).toEqual({ reaction: true, shield: 2, tank: true });
    const g = scenario({ p1: { hand: ["OGN-114"], runes: runes("mind", 7) }, p2: { hand: ["OGN-241"], runes: runes("order", 4) } });
    g.do(0, "Play Progress Day").pass(1);
    g.do(1, "Play Shen - Kinkou to base");
    expect(names(g.state.units)).toEqual(["Shen - Kinkou"]);
    g.settle();
  });
});

describe("383.3.d: simultaneous triggered abilities go on the chain in the order their controller chooses", () => {
  it("two different 'When I attack' abilities of one player: the player orders them; the one put first resolves last", () => {
    const g = scenario({ p1: { units: ["OGN-130", "OGN-148"] }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, "Move all 2 ready units at base to Altar to Unity");
    expect(g.pending).toEqual({ kind: "kit/order-triggers", seat: 0 });
    expect(g.labels(0)).toEqual(["Put Crackshot Corsair: when I attack first", "Put Anivia - Primal: when I attack first"]);
    g.do(0, "Put Anivia - Primal: when I attack first");
    // The Corsair's goes on second, choosing its target as it does (355.5.b).
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Vanguard Sergeant"))!);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Anivia - Primal: when I attack", "Crackshot Corsair: when I attack"]);
    g.pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(1);
    g.pass(2);
    // Then Anivia's 3 to each: the Sergeant (1 + 3) and the Poro (3, Shield as a defender) die.
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant", "Stalwart Poro"]);
    g.settle();
  });

  it("383.3.d.1: both players' triggers at once — the turn player's go on the chain first, so the other player's resolve first", () => {
    const g = scenario({ p1: { units: ["OGN-130"] }, p2: { units: [{ name: "OGN-119", at: 0 }] }, battlefields: BFS });
    g.do(0, "Move Crackshot Corsair (3 Might, base) to Altar to Unity");
    expect(g.state.chain.map((c) => [c.label, c.controller])).toEqual([
      ["Crackshot Corsair: when I attack", 0],
      ["Ahri - Inquisitive: when I defend", 1],
    ]);
    expect(g.state.priority).toBe(1);
    g.pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-130"))).toBe(1);
    g.settle();
    for (let i = 0; i < 5 && g.pending !== null; i++) g.do(g.pending.seat, g.labels(g.pending.seat)[0]!).settle();
  });
});

describe("355.14: split damage — Volibear - Furious", () => {
  const attack = (defenders: { name: string; at: 0; damage?: number }[]) => {
    const g = scenario({ p1: { units: ["OGN-041"] }, p2: { units: defenders }, battlefields: BFS });
    g.do(0, g.choices(0).find((l) => l.startsWith("Move Volibear - Furious") && l.endsWith("Altar to Unity"))!);
    return g;
  };

  it("OGN-041 Volibear - Furious: 'When I attack, deal 5 damage split among any number of enemy units here.' — the units are chosen as it goes on the chain (355.14.b), any number including none (355.13), the split as it resolves (355.14.e), each at least 1 (355.14.f–g)", () => {
    const g = attack([
      { name: "OGN-052", at: 0 },
      { name: "OGN-219", at: 0 },
    ]);
    expect(g.pending).toEqual({ kind: "trigger-target", seat: 0 });
    const choices = g.labels(0);
    expect(choices).toHaveLength(4);
    expect(choices[0]).toBe("Choose no unit for Volibear - Furious: when I attack");
    g.do(0, choices.find((l) => l.includes("Stalwart Poro") && l.includes(" and Vanguard Sergeant"))!);
    expect(g.state.chain[0]!.targets).toHaveLength(2);
    g.pass(2);
    // 355.14.f–g: 5 among two units, each at least 1 — 1+4, 2+3, 3+2, 4+1.
    expect(g.pending).toEqual({ kind: "split", seat: 0 });
    expect(g.labels(0)).toEqual([1, 2, 3, 4].map((n) => `Split 5 damage: ${n} to Stalwart Poro (3 Might, Altar to Unity), ${5 - n} to Vanguard Sergeant (4 Might, Altar to Unity)`));
    g.do(0, "Split 5 damage: 3 to Stalwart Poro (3 Might, Altar to Unity), 2 to Vanguard Sergeant (4 Might, Altar to Unity)");
    // 3 is lethal for the Poro (3 Might as a defender, 323); the Sergeant keeps 2 damage.
    expect(names(g.state.units)).toEqual(["Volibear - Furious", "Vanguard Sergeant"]);
    expect(g.unit(1, "OGN-219").damage).toBe(2);
    expect(g.logText()).toEqual(expect.arrayContaining(["Volibear - Furious: when I attack: 3 damage to Stalwart Poro", "Volibear - Furious: when I attack: 2 damage to Vanguard Sergeant"]));
    g.settle();
  });

  it("355.14.c, 359.3.e.5: one chosen unit takes all 5 without a question; a chosen unit gone as it resolves is no longer a target", () => {
    const g = attack([
      { name: "OGN-052", at: 0 },
      { name: "OGN-219", at: 0 },
    ]);
    g.do(0, g.labels(0).find((l) => l.startsWith("Choose Vanguard Sergeant"))!);
    g.pass(2);
    expect(g.pending).not.toEqual({ kind: "split", seat: 0 });
    expect(names(g.state.units)).toEqual(["Volibear - Furious", "Stalwart Poro"]);
    g.settle();
  });
});
