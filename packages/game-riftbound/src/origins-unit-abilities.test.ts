import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { moduleOf } from "./cards/index";
import { names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Origins units with activated abilities (377). */


describe("units' activated abilities (377)", () => {
  it("OGN-164 Sett - Brawler: 'When I'm played and when I conquer, buff me. Spend my buff: Give me +4 Might this turn.'", () => {
    const g = scenario({ p1: { hand: ["OGN-164"], runes: runes("body", 6) }, p2: {} });
    expect(g.choices(0).some((l) => l.startsWith("Sett - Brawler:"))).toBe(false);
    g.do(0, "Play Sett - Brawler to base").pass(2);
    expect(g.unit(0, "OGN-164").buffed).toBe(true);
    // Exhausted as it entered: the ability has no [E], so it may still be used (702.2.b).
    g.do(0, "Sett - Brawler: +4 Might this turn").pass(2);
    expect(g.unit(0, "OGN-164").buffed).toBe(false);
    expect(mightOf(g.state, g.unit(0, "OGN-164"))).toBe(8);
    expect(g.choices(0).some((l) => l.startsWith("Sett - Brawler:"))).toBe(false);
  });

  it("OGN-164 Sett - Brawler: when I conquer, buff me", () => {
    const g = scenario({ p1: { units: ["OGN-164"] }, p2: {}, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Sett - Brawler (4 Might, base) to Altar to Unity").settle();
    expect(g.unit(0, "OGN-164").buffed).toBe(true);
  });

  it("OGN-036 Vi - Destructive: 'Recycle 1 from your trash: Give me +1 Might this turn.' — once per card in the trash, each to the bottom of the Main Deck (416)", () => {
    const g = scenario({ p1: { units: ["OGN-036"], trash: ["OGN-052", "OGN-219"], deck: ["OGN-096"] }, p2: {} });
    expect(g.choices(0).filter((l) => l.startsWith("Vi - Destructive:"))).toEqual(["Vi - Destructive: +1 Might this turn, recycling Stalwart Poro from the trash", "Vi - Destructive: +1 Might this turn, recycling Vanguard Sergeant from the trash"]);
    g.do(0, "Vi - Destructive: +1 Might this turn, recycling Vanguard Sergeant from the trash").pass(2);
    g.do(0, "Vi - Destructive: +1 Might this turn, recycling Stalwart Poro from the trash").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-036"))).toBe(5);
    expect(names(g.player(0).deck)).toEqual(["Watchful Sentry", "Vanguard Sergeant", "Stalwart Poro"]);
    expect(g.choices(0).some((l) => l.startsWith("Vi - Destructive:"))).toBe(false);
  });

  it("OGN-068 Caitlyn - Patrolling: '[E]: Deal damage equal to my Might to a unit at a battlefield. Use this ability only while I'm at a battlefield.'", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-068", at: 0 }, "OGN-219"] }, p2: { units: [{ name: "OGN-219", at: 1 }, "OGN-052"] }, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: 1 }] });
    expect(g.choices(0).filter((l) => l.startsWith("Caitlyn"))).toEqual(["Caitlyn - Patrolling: deal damage equal to my Might to Caitlyn - Patrolling (3 Might, Altar to Unity)", "Caitlyn - Patrolling: deal damage equal to my Might to Vanguard Sergeant (4 Might, Aspirant's Climb)"]);
    g.do(0, "Caitlyn - Patrolling: deal damage equal to my Might to Vanguard Sergeant (4 Might, Aspirant's Climb)").pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(3);
    expect(g.unit(0, "OGN-068").exhausted).toBe(true);
    const home = scenario({ p1: { units: ["OGN-068"] }, p2: { units: [{ name: "OGN-219", at: 1 }] }, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: 1 }] });
    expect(home.choices(0).some((l) => l.startsWith("Caitlyn"))).toBe(false);
  });

  it("OGN-068 Caitlyn - Patrolling: 'I must be assigned combat damage last.' (826) — the attacker's damage goes to the other defender first", () => {
    const g = scenario({ p1: { units: ["OGN-219"] }, p2: { units: [{ name: "OGN-068", at: 1 }, { name: "OGN-052", at: 1 }] }, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: 1 }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Aspirant's Climb").settle();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.logText()).toEqual(expect.arrayContaining(["Stalwart Poro takes 3 damage", "Caitlyn - Patrolling takes 1 damage"]));
    g.leaveOpen();
  });

  it("OGN-078 Lee Sin - Ascetic: '[E]: Buff me. I can have any number of buffs.' — each buff +1 Might; spent one at a time (702.2.b)", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-078", buffed: true }], deck: ["OGN-052", "OGN-052", "OGN-052"] }, p2: { deck: ["OGN-052", "OGN-052"] }, battlefields: [{ name: "OGN-282", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Lee Sin - Ascetic: buff me").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-078"))).toBe(7);
    g.do(0, "End turn").settle();
    g.do(1, "End turn").settle();
    // Monastery of Hirana: "When you conquer here, you may spend a buff to draw 1." — one of its two.
    g.do(0, "Move Lee Sin - Ascetic (7 Might, base) to Monastery of Hirana").settle();
    g.do(0, "may:yes").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-078"))).toBe(6);
    expect(g.unit(0, "OGN-078").buffed).toBe(true);
    g.leaveOpen();
  });

  it("OGN-078 Lee Sin - Ascetic: another unit still has at most one buff (426.1.c)", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-078" }, { name: "OGN-219", buffed: true }], gear: ["OGN-124"] }, p2: {} });
    expect(g.choices(0).filter((l) => l.startsWith("Arena Bar"))).toEqual([]);
    g.do(0, "Lee Sin - Ascetic: buff me").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-219"))).toBe(5);
    expect(mightOf(g.state, g.unit(0, "OGN-078"))).toBe(6);
  });
});

describe("entering ready if …, statics and a 'you may pay' trigger", () => {
  it("OGN-079 Leona - Zealot: 'If an opponent's score is within 3 points of the Victory Score, I enter ready.' — 5 of 8, not 4", () => {
    const near = scenario({ p1: { hand: ["OGN-079"], runes: runes("calm", 7) }, p2: { points: 5 } });
    near.do(0, "Play Leona - Zealot to base");
    expect(near.unit(0, "OGN-079").exhausted).toBe(false);
    const far = scenario({ p1: { hand: ["OGN-079"], runes: runes("calm", 7) }, p2: { points: 4 } });
    far.do(0, "Play Leona - Zealot to base");
    expect(far.unit(0, "OGN-079").exhausted).toBe(true);
  });

  it("OGN-079 Leona - Zealot: 'Stunned enemy units here have -8 Might, to a minimum of 1 Might.' — not unstunned ones, not elsewhere", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-079", at: 0 }] }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-219", at: 0 }, { name: "OGN-219", at: 1 }] }, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-282", controller: 1 }] });
    const [a, b, c] = g.state.units.filter((u) => u.controller === 1);
    const s = { ...g.state, units: g.state.units.map((u) => (u.id === a!.id || u.id === c!.id ? { ...u, stunned: true } : u)) };
    expect([a, b, c].map((u) => mightOf(s, s.units.find((x) => x.id === u!.id)!))).toEqual([1, 4, 4]);
  });

  it("OGN-035 Vayne - Hunter: 'If an opponent controls a battlefield, I enter ready.'", () => {
    const g = scenario({ p1: { hand: ["OGN-035"], runes: runes("fury", 5) }, p2: {}, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Vayne - Hunter to base");
    expect(g.unit(0, "OGN-035").exhausted).toBe(false);
    const none = scenario({ p1: { hand: ["OGN-035"], runes: runes("fury", 5) }, p2: {}, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: null }] });
    none.do(0, "Play Vayne - Hunter to base");
    expect(none.unit(0, "OGN-035").exhausted).toBe(true);
  });

  it("OGN-035 Vayne - Hunter: 'When I conquer, you may pay [1] to return me to my owner's hand.' — offered only with the Energy to pay", () => {
    const g = scenario({ p1: { units: ["OGN-035"], runes: ["fury"] }, p2: {}, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vayne - Hunter (2 Might, base) to Altar to Unity").settle();
    expect(g.choices(0)).toEqual(["Put Vayne - Hunter: when I conquer on the chain, paying 1 Energy", "Do not put Vayne - Hunter: when I conquer on the chain"]);
    g.do(0, "may:yes").pass(2);
    expect(g.state.units).toEqual([]);
    expect(names(g.player(0).hand)).toEqual(["Vayne - Hunter"]);
    expect(g.player(0).runes[0]!.exhausted).toBe(true);
    const broke = scenario({ p1: { units: ["OGN-035"] }, p2: {}, battlefields: [{ name: "OGN-275", controller: null }, { name: "OGN-276", controller: null }] });
    broke.do(0, "Move Vayne - Hunter (2 Might, base) to Altar to Unity").settle();
    expect(broke.logText()).toContain("Vayne - Hunter: when I conquer: P1 cannot pay 1 Energy");
    expect(broke.unit(0, "OGN-035").location).toBe(0);
  });
});

describe("moves (441)", () => {
  it("OGN-158 Volibear - Imposing: 'When an opponent moves to a battlefield other than mine, draw 1.' — once per move, not to his battlefield or to base", () => {
    const g = scenario({ p1: { units: ["OGN-219", "OGN-052", { name: "OGN-096", at: 1 }] }, p2: { units: [{ name: "OGN-158", at: 0 }], deck: ["OGN-052", "OGN-052", "OGN-052"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: 0 }] });
    g.do(0, "Move all 2 ready units at base to Aspirant's Climb").settle();
    expect(g.player(1).hand).toHaveLength(1);
    g.do(0, "Move Watchful Sentry (1 Might, Aspirant's Climb) to base").settle();
    expect(g.player(1).hand).toHaveLength(1);
    const his = scenario({ p1: { units: ["OGN-219"] }, p2: { units: [{ name: "OGN-158", at: 0 }], deck: ["OGN-052"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    his.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    expect(his.state.waiting).toEqual([]);
    his.leaveOpen();
  });

  it("OGN-067 Blitzcrank - Impassive: 'When you play me to a battlefield, you may move an enemy unit to here. When I hold, return me to my owner's hand.'", () => {
    const g = scenario({ p1: { hand: ["OGN-067"], runes: runes("calm", 6) }, p2: { units: ["OGN-219", { name: "OGN-052", at: 0 }], deck: ["OGN-052"] }, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Play Blitzcrank - Impassive to Altar to Unity");
    g.do(0, "may:yes");
    // The only enemy unit elsewhere (the Poro is here already) is chosen as it goes on the chain (355.5.b).
    expect(g.state.chain.map((c) => c.target)).toEqual([g.unit(1, "OGN-219").id]);
    g.pass(2);
    expect(g.unit(1, "OGN-219").location).toBe(0);
    g.leaveOpen();
  });

  it("OGN-067 Blitzcrank - Impassive: played to base, no move; when I hold, back to hand", () => {
    const base = scenario({ p1: { hand: ["OGN-067"], runes: runes("calm", 6) }, p2: { units: [{ name: "OGN-052", at: 0 }] } });
    base.do(0, "Play Blitzcrank - Impassive to base");
    expect(base.state.waiting).toEqual([]);
    expect(base.state.chain).toEqual([]);
    const hold = scenario({ turnPlayer: 1, p1: { units: [{ name: "OGN-067", at: 0 }], deck: ["OGN-052"] }, p2: {}, battlefields: [{ name: "OGN-276", controller: 0 }, { name: "OGN-282", controller: null }] });
    hold.do(1, "End turn").settle();
    expect(names(hold.player(0).hand)).toEqual(["Blitzcrank - Impassive", "Stalwart Poro"]);
    hold.leaveOpen();
  });
});

describe("OGN-162 Miss Fortune - Captain", () => {
  it("OGN-162 Miss Fortune - Captain: 'The first time I move each turn, you may ready something else that's exhausted.' — a unit, gear, legend or rune; not the second move", () => {
    const g = scenario({ p1: { units: ["OGN-162", { name: "OGN-219", exhausted: true }], gear: ["OGN-124"], exhaustedRunes: ["body", "body"] }, p2: { units: [{ name: "OGN-052", exhausted: true }] }, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: 0 }] });
    g.do(0, "Move Miss Fortune - Captain (5 Might, base) to Altar to Unity");
    g.do(0, "may:yes");
    expect(g.choices(0)).toEqual([
      "Choose Vanguard Sergeant (4 Might, base) for Miss Fortune - Captain: when I move (the first time this turn)",
      "Choose Stalwart Poro (2 Might, base) for Miss Fortune - Captain: when I move (the first time this turn)",
      "Choose Body Rune (P1's rune) for Miss Fortune - Captain: when I move (the first time this turn)",
    ]);
    g.do(0, "Choose Body Rune (P1's rune) for Miss Fortune - Captain: when I move (the first time this turn)").pass(2);
    expect(g.player(0).runes.map((r) => r.exhausted)).toEqual([false, true]);
    // A second move this turn (Ganking, once readied) triggers nothing: the condition reads her count of moves this turn.
    const mf = g.unit(0, "OGN-162");
    const trigger = moduleOf(mf.card).triggers![0]!;
    const twice = { ...g.state, units: g.state.units.map((u) => (u.id === mf.id ? { ...u, movesThisTurn: 2 } : u)) };
    expect([trigger.when!({ s: g.state, seat: 0, legion: false }, mf.id), trigger.when!({ s: twice, seat: 0, legion: false }, mf.id)]).toEqual([true, false]);
    g.leaveOpen();
  });
});


describe("OGN-109 Dr. Mundo - Expert", () => {
  it("OGN-109 Dr. Mundo - Expert: 'My Might is increased by the number of cards in your trash. At the start of your Beginning Phase, recycle 3 from your trash.'", () => {
    const g = scenario({ turnPlayer: 1, p1: { units: ["OGN-109"], trash: ["OGN-052", "OGN-219", "OGN-096", "OGN-052"], deck: ["OGN-096"] }, p2: {} });
    expect(mightOf(g.state, g.unit(0, "OGN-109"))).toBe(10);
    g.do(1, "End turn").pass(2);
    expect(g.choices(0)).toEqual(["Recycle Stalwart Poro from the trash (3 left)", "Recycle Vanguard Sergeant from the trash (3 left)", "Recycle Watchful Sentry from the trash (3 left)"]);
    g.do(0, "Recycle Vanguard Sergeant from the trash (3 left)");
    g.do(0, "Recycle Stalwart Poro from the trash (2 left)");
    g.do(0, "Recycle Stalwart Poro from the trash (1 left)");
    expect(names(g.player(0).trash)).toEqual(["Watchful Sentry"]);
    expect(mightOf(g.state, g.unit(0, "OGN-109"))).toBe(7);
    g.leaveOpen();
  });

  it("OGN-109 Dr. Mundo - Expert: with 3 or fewer cards in the trash, all are recycled without a question", () => {
    const g = scenario({ turnPlayer: 1, p1: { units: ["OGN-109"], trash: ["OGN-052", "OGN-219"], deck: ["OGN-096"] }, p2: {} });
    g.do(1, "End turn").pass(2);
    expect(g.player(0).trash).toEqual([]);
    expect(names(g.player(0).deck).slice(-2)).toEqual(["Stalwart Poro", "Vanguard Sergeant"]);
    g.leaveOpen();
  });
});

describe("OGN-200 Twisted Fate - Gambler", () => {
  const attack = (rune: string) => {
    const g = scenario({ p1: { units: ["OGN-200"], runeDeck: [rune, "calm"], deck: ["OGN-096"] }, p2: { units: [{ name: "OGN-219", at: 0 }, { name: "OGN-052", at: 0 }, "OGN-096"] }, battlefields: [{ name: "OGN-275", controller: 1 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Twisted Fate - Gambler (4 Might, base) to Altar to Unity").pass(2);
    return g;
  };

  it("OGN-200 Twisted Fate - Gambler: a Fury rune — 2 to an enemy unit here and 1 to all other enemy units here; the rune recycled", () => {
    const g = attack("fury");
    expect(g.choices(0)).toEqual(["Twisted Fate - Gambler: when I attack: Deal 2 to Vanguard Sergeant (4 Might, Altar to Unity)", "Twisted Fate - Gambler: when I attack: Deal 2 to Stalwart Poro (3 Might, Altar to Unity)"]);
    g.do(0, "Twisted Fate - Gambler: when I attack: Deal 2 to Vanguard Sergeant (4 Might, Altar to Unity)");
    expect([g.unit(1, "OGN-219").damage, g.unit(1, "OGN-052").damage, g.unit(1, "OGN-096").damage]).toEqual([2, 1, 0]);
    expect(g.player(0).runeDeck.map((r) => card(r.card)!.domain)).toEqual(["calm", "fury"]);
    g.leaveOpen();
  });

  it("OGN-200 Twisted Fate - Gambler: a Mind rune — draw 1", () => {
    const g = attack("mind");
    expect(names(g.player(0).hand)).toEqual(["Watchful Sentry"]);
    g.leaveOpen();
  });

  it("OGN-200 Twisted Fate - Gambler: an Order rune — stun an enemy unit, anywhere", () => {
    const g = attack("order");
    expect(g.choices(0)).toHaveLength(3);
    g.do(0, "Twisted Fate - Gambler: when I attack: Stun Watchful Sentry (1 Might, base)");
    expect(g.unit(1, "OGN-096").stunned).toBe(true);
    g.leaveOpen();
  });

  it("OGN-200 Twisted Fate - Gambler: another domain does nothing", () => {
    const g = attack("calm");
    expect(g.state.units.every((u) => u.damage === 0 && !u.stunned)).toBe(true);
    expect(g.player(0).hand).toEqual([]);
    g.leaveOpen();
  });
});

describe("OGN-177 Stealthy Pursuer", () => {
  it("OGN-177 Stealthy Pursuer: 'When a friendly unit moves from my location, I may be moved with it.'", () => {
    const g = scenario({ p1: { units: ["OGN-177", "OGN-219"] }, p2: {}, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    expect(g.choices(0)).toEqual(["Put Stealthy Pursuer: when a friendly unit moves from my location on the chain", "Do not put Stealthy Pursuer: when a friendly unit moves from my location on the chain"]);
    g.do(0, "may:yes").pass(2);
    expect(g.unit(0, "OGN-177").location).toBe(0);
    // Moved by an effect, not a Standard Move: it stays ready (444).
    expect(g.unit(0, "OGN-177").exhausted).toBe(false);
  });

  it("OGN-177 Stealthy Pursuer: declined, it stays; an enemy unit's move does not trigger it", () => {
    const g = scenario({ p1: { units: ["OGN-177", "OGN-219"] }, p2: {}, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: null }] });
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity");
    g.do(0, "may:no");
    expect(g.unit(0, "OGN-177").location).toBe("base");
    const foe = scenario({ p1: { units: ["OGN-219"] }, p2: { units: ["OGN-177"] }, battlefields: [{ name: "OGN-275", controller: 0 }, { name: "OGN-276", controller: null }] });
    foe.do(0, "Move Vanguard Sergeant (4 Might, base) to Aspirant's Climb");
    expect(foe.state.asking?.offer).not.toBe("may-trigger");
    foe.leaveOpen();
  });
});
