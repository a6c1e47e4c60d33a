import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { riftboundEnforced as riftbound } from "./game";
import { SAMPLE_DECK_LISTS } from "./decks";
import { bf, cardId, names, runes, scenario } from "./testing";
import { mightOf } from "./values";

/** Real Origins (OGN) and Proving Grounds (OGS) cards: one scenario per card, checking its printed text. */

describe("Origins and Proving Grounds units: keywords", () => {
  it("OGN-052 Stalwart Poro: [Shield] — +1 Might while a defender (814)", () => {
    const g = scenario({ p1: { units: ["OGN-210"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    expect(mightOf(g.state, g.unit(1, "OGN-052"))).toBe(2);
    g.do(0, "Move Daring Poro (2 Might, base) to Altar to Unity");
    // Daring Poro [Assault]: 3 attacking; Stalwart Poro 3 defending: both die.
    expect(mightOf(g.state, g.unit(0, "OGN-210"))).toBe(3);
    expect(mightOf(g.state, g.unit(1, "OGN-052"))).toBe(3);
    g.pass(2);
    expect(g.state.units).toEqual([]);
  });

  it("OGN-210 Daring Poro, OGN-215 Petty Officer: [Assault] — +1 Might while an attacker (807), not at home", () => {
    const g = scenario({ p1: { units: ["OGN-215"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    expect(mightOf(g.state, g.unit(0, "OGN-215"))).toBe(5);
    g.do(0, "Move Petty Officer (5 Might, base) to Altar to Unity");
    expect(mightOf(g.state, g.unit(0, "OGN-215"))).toBe(6);
    g.pass(2);
    // 6 kills Vanguard Sergeant (4, no text: vanilla); its 4 does not kill the Officer.
    expect(names(g.state.units)).toEqual(["Petty Officer"]);
    expect(g.state.battlefields[0]!.controller).toBe(0);
  });

  it("OGN-054 Sunlit Guardian: [Shield], [Tank] — +1 defending, and assigned lethal combat damage first (815)", () => {
    const g = scenario({ p1: { units: ["OGN-215"] }, p2: { units: [{ name: "OGN-049", at: 0 }, { name: "OGN-054", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Move Petty Officer (5 Might, base) to Altar to Unity");
    expect(mightOf(g.state, g.unit(1, "OGN-054"))).toBe(4);
    g.settle();
    if (g.pending !== null) g.do(0, g.labels(0)[0]!).settle();
    // 6 attacking: lethal 4 to the Tank first, the 2 left cannot kill the Phantom (5), which 6 alone could have;
    // 9 back kills the Officer; combat damage heals afterwards.
    expect(names(g.state.units)).toEqual(["Playful Phantom"]);
    expect(names(g.player(1).trash)).toEqual(["Sunlit Guardian"]);
  });

  it("OGS-005 Zephyr Sage, OGN-049 Playful Phantom, OGN-088 Mega-Mech, OGN-175 Shipyard Skulker: [Shield] and printed Might", () => {
    const g = scenario({ p1: { hand: ["OGS-005"], units: ["OGN-049", "OGN-088", "OGN-175"], runes: ["calm", ...runes("calm", 6)] }, p2: { hand: [] } });
    g.do(0, "Play Zephyr Sage to base");
    expect(g.state.units.map((u) => mightOf(g.state, u))).toEqual([5, 8, 3, 6]);
    expect(card("OGS-005")!.keywords).toEqual({ shield: 1 });
  });

  it("OGS-007 Garen - Rugged: [Assault 2], [Shield 2] — +2 attacking and +2 defending", () => {
    expect(card("OGS-007")!.keywords).toEqual({ assault: 2, shield: 2 });
    const g = scenario({ p1: { units: ["OGS-007"] }, p2: { units: [{ name: "OGN-142", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Move Garen - Rugged (5 Might, base) to Altar to Unity");
    expect(mightOf(g.state, g.unit(0, "OGS-007"))).toBe(7);
    g.leaveOpen();
  });

  it("OGN-001 Blazing Scorcher, OGN-010 Legion Rearguard: [Accelerate] — [1] and 1 fury Power more, it enters ready (805)", () => {
    const g = scenario({ p1: { hand: ["OGN-001", "OGN-010"], runes: runes("fury", 10) }, p2: { hand: [] } });
    g.do(0, "Play Blazing Scorcher to base, paying Accelerate (enters ready)");
    expect(g.unit(0, "OGN-001").exhausted).toBe(false);
    g.do(0, "Play Legion Rearguard to base");
    expect(g.unit(0, "OGN-010").exhausted).toBe(true);
  });

  it("OGN-013 Pouty Poro: [Deflect] — an opponent's spell choosing it costs 1 Power more (809)", () => {
    // One rune pays Hextech Ray (exhausted for the Energy, recycled for the Power), not the Deflect too.
    const g = scenario({ p1: { hand: ["OGN-009"], runes: runes("fury", 1) }, p2: { units: [{ name: "OGN-013", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    expect(g.choices(0).some((l) => l.includes("Hextech Ray"))).toBe(false);
    const rich = scenario({ p1: { hand: ["OGN-009"], runes: runes("fury", 2) }, p2: { units: [{ name: "OGN-013", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    expect(rich.choices(0)).toContain("Play Hextech Ray on Pouty Poro (2 Might, Altar to Unity), paying 1 Power for Deflect");
  });

  it("OGN-055 Wielder of Water: +2 Might while attacking or defending alone (364.3.a)", () => {
    const g = scenario({ p1: { units: ["OGN-055"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Move Wielder of Water (2 Might, base) to Altar to Unity");
    expect(mightOf(g.state, g.unit(0, "OGN-055"))).toBe(4);
    g.pass(2);
    expect(g.state.units).toEqual([]);
  });

  it("OGS-009 Master Yi - Honed: [Ganking]; I enter ready — it may move at once, battlefield to battlefield (810)", () => {
    const g = scenario({ p1: { hand: ["OGS-009"], runes: ["body", ...runes("calm", 6)] }, p2: { hand: [] }, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    g.do(0, "Play Master Yi - Honed to base");
    expect(g.unit(0, "OGS-009").exhausted).toBe(false);
    g.do(0, "Move Master Yi - Honed (6 Might, base) to Altar to Unity").settle();
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(card("OGS-009")!.keywords).toEqual({ ganking: true, entersReady: true });
  });

  it("OGS-016 Vanguard Attendant: I enter ready; OGN-219 Vanguard Sergeant enters exhausted (359.2.c)", () => {
    const g = scenario({ p1: { hand: ["OGS-016", "OGN-219"], runes: ["order", ...runes("calm", 9)] }, p2: { hand: [] } });
    g.do(0, "Play Vanguard Attendant to base").do(0, "Play Vanguard Sergeant to base");
    expect(g.state.units.map((u) => [card(u.card)!.name, u.exhausted])).toEqual([["Vanguard Attendant", false], ["Vanguard Sergeant", true]]);
  });
});

describe("Origins units: triggered abilities", () => {
  it("OGN-087 Lecturing Yordle: [Tank]; when you play me, draw 1 (383.4.a)", () => {
    const g = scenario({ p1: { hand: ["OGN-087"], runes: runes("mind", 3), deck: ["OGN-088"] }, p2: { hand: [] } });
    g.do(0, "Play Lecturing Yordle to base");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Lecturing Yordle: when you play me"]);
    g.pass(2);
    expect(names(g.player(0).hand)).toEqual(["Mega-Mech"]);
    expect(card("OGN-087")!.keywords).toEqual({ tank: true });
  });

  it("OGN-137 Stormclaw Ursine: [Tank]; when you play me, channel 1 rune exhausted (430)", () => {
    const g = scenario({ p1: { hand: ["OGN-137"], runes: runes("body", 7), runeDeck: ["body"] }, p2: { hand: [] } });
    g.do(0, "Play Stormclaw Ursine to base").pass(2);
    expect(g.player(0).runes).toHaveLength(8);
    expect(g.player(0).runes.filter((r) => r.exhausted)).toHaveLength(8);
  });

  it("OGN-211 Faithful Manufactor: when you play me, play a 1 Might Recruit token here (184.1)", () => {
    const g = scenario({ p1: { hand: ["OGN-211"], runes: runes("order", 3) }, p2: { hand: [] }, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(0, "Play Faithful Manufactor to Altar to Unity").pass(2);
    expect(g.state.units.map((u) => [card(u.card)!.name, u.location])).toEqual([["Faithful Manufactor", 0], ["Recruit", 0]]);
  });

  it("OGN-223 Peak Guardian: when you play me, buff me; then, if I am at a battlefield, buff the other friendly units there (701)", () => {
    const g = scenario({ p1: { hand: ["OGN-223"], units: [{ name: "OGN-210", at: 0 }, "OGN-215"], runes: ["order", ...runes("calm", 5)] }, p2: { hand: [] }, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(0, "Play Peak Guardian to Altar to Unity").pass(2);
    expect(g.state.units.map((u) => [card(u.card)!.name, u.buffed])).toEqual([["Daring Poro", true], ["Petty Officer", false], ["Peak Guardian", true]]);
    const home = scenario({ p1: { hand: ["OGN-223"], units: ["OGN-210"], runes: ["order", ...runes("calm", 5)] }, p2: { hand: [] } });
    home.do(0, "Play Peak Guardian to base").pass(2);
    expect(home.state.units.map((u) => u.buffed)).toEqual([false, true]);
  });

  it("OGN-217 Trifarian Gloryseeker: [Legion] — when you play me, buff me, only after another card this turn (812)", () => {
    const alone = scenario({ p1: { hand: ["OGN-217"], runes: runes("order", 2) }, p2: { hand: [] } });
    alone.do(0, "Play Trifarian Gloryseeker to base");
    expect(alone.state.chain).toEqual([]);
    expect(alone.unit(0, "OGN-217").buffed).toBe(false);
    const g = scenario({ p1: { hand: ["OGN-217"], runes: runes("order", 2), playedThisTurn: 1 }, p2: { hand: [] } });
    g.do(0, "Play Trifarian Gloryseeker to base").pass(2);
    expect(g.unit(0, "OGN-217").buffed).toBe(true);
    expect(mightOf(g.state, g.unit(0, "OGN-217"))).toBe(3);
  });

  it("OGN-218 Vanguard Captain: [Legion] — when you play me, play two 1 Might Recruit tokens here", () => {
    const g = scenario({ p1: { hand: ["OGN-218"], runes: ["order", "calm", "calm"], playedThisTurn: 1 }, p2: { hand: [] }, battlefields: [bf("OGN-275", 0), bf("OGN-280")] });
    g.do(0, "Play Vanguard Captain to Altar to Unity").pass(2);
    expect(g.state.units.map((u) => [card(u.card)!.name, u.location])).toEqual([["Vanguard Captain", 0], ["Recruit", 0], ["Recruit", 0]]);
  });

  it("OGN-096 Watchful Sentry: [Deathknell] — draw 1 (808)", () => {
    const g = scenario({ p1: { hand: ["OGN-229"], runes: ["order", "order", "calm", "calm"] }, p2: { units: ["OGN-096"], deck: ["OGN-088"] } });
    g.do(0, "Play Vengeance on Watchful Sentry (1 Might, base)").pass(2);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Watchful Sentry: Deathknell"]);
    g.pass(2);
    expect(names(g.player(1).hand)).toEqual(["Mega-Mech"]);
  });

  it("OGN-216 Soaring Scout: [Deathknell] — channel 1 rune exhausted", () => {
    const g = scenario({ p1: { hand: ["OGN-229"], runes: ["order", "order", "calm", "calm"] }, p2: { units: ["OGN-216"], runeDeck: ["order"] } });
    g.do(0, "Play Vengeance on Soaring Scout (1 Might, base)").settle();
    expect(g.player(1).runes.map((r) => r.exhausted)).toEqual([true]);
  });

  it("OGN-075 Tasty Faefolk: [Accelerate]; [Deathknell] — channel 2 runes exhausted and draw 1", () => {
    expect(card("OGN-075")!.keywords).toEqual({ accelerate: true });
    const g = scenario({ p1: { hand: ["OGN-229"], runes: ["order", "order", "calm", "calm"] }, p2: { units: ["OGN-075"], runeDeck: ["calm", "calm", "calm"], deck: ["OGN-049"] } });
    g.do(0, "Play Vengeance on Tasty Faefolk (6 Might, base)").settle();
    expect(g.player(1).runes).toHaveLength(2);
    expect(names(g.player(1).hand)).toEqual(["Playful Phantom"]);
  });

  it("OGN-239 Machine Evangel: [Deathknell] — play three 1 Might Recruit tokens into your base", () => {
    const g = scenario({ p1: { hand: ["OGN-229"], runes: ["order", "order", "calm", "calm"] }, p2: { units: [{ name: "OGN-239", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Vengeance on Machine Evangel (4 Might, Altar to Unity)").settle();
    expect(g.state.units.map((u) => [u.controller, u.location, u.token])).toEqual([[1, "base", true], [1, "base", true], [1, "base", true]]);
  });
});

describe("Origins and Proving Grounds spells", () => {
  it("OGN-009 Hextech Ray: [Action] deal 3 to a unit at a battlefield — not one in base", () => {
    const g = scenario({ p1: { hand: ["OGN-009"], runes: runes("fury", 2), units: ["OGN-088"] }, p2: { units: [{ name: "OGN-219", at: 0 }, "OGN-215"] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    expect(g.choices(0).filter((l) => l.startsWith("Play Hextech Ray"))).toEqual(["Play Hextech Ray on Vanguard Sergeant (4 Might, Altar to Unity)"]);
    g.do(0, "Play Hextech Ray on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(3);
    expect(card("OGN-009")!.keywords).toEqual({ action: true });
  });

  it("OGS-003 Incinerate: [Action] deal 2 to a unit at a battlefield — lethal kills it (428)", () => {
    const g = scenario({ p1: { hand: ["OGS-003"], runes: runes("fury", 2) }, p2: { units: [{ name: "OGN-210", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Incinerate on Daring Poro (2 Might, Altar to Unity)").pass(2);
    expect(g.state.units).toEqual([]);
    expect(names(g.player(1).trash)).toEqual(["Daring Poro"]);
  });

  it("OGN-024 Void Seeker: [Action] deal 4 to a unit at a battlefield, draw 1", () => {
    const g = scenario({ p1: { hand: ["OGN-024"], runes: runes("fury", 3), pool: { power: { fury: 1 } }, deck: ["OGN-001"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Void Seeker on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(g.state.units).toEqual([]);
    expect(names(g.player(0).hand)).toEqual(["Blazing Scorcher"]);
  });

  it("OGN-085 Falling Comet: [Action] deal 6 to a unit at a battlefield", () => {
    const g = scenario({ p1: { hand: ["OGN-085"], runes: runes("mind", 5) }, p2: { units: [{ name: "OGN-142", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Falling Comet on Mountain Drake (10 Might, Altar to Unity)").pass(2);
    expect(g.unit(1, "OGN-142").damage).toBe(6);
  });

  it("OGN-229 Vengeance: kill a unit — anywhere, friendly or enemy (428)", () => {
    const g = scenario({ p1: { hand: ["OGN-229"], units: ["OGN-210"], runes: ["order", "order", "calm", "calm"] }, p2: { units: ["OGN-142"] } });
    expect(g.choices(0).filter((l) => l.startsWith("Play Vengeance"))).toEqual(["Play Vengeance on Daring Poro (2 Might, base)", "Play Vengeance on Mountain Drake (10 Might, base)"]);
    g.do(0, "Play Vengeance on Mountain Drake (10 Might, base)").pass(2);
    expect(names(g.state.units)).toEqual(["Daring Poro"]);
  });

  it("OGS-012 Blast of Power: [Action] kill a unit at a battlefield", () => {
    const g = scenario({ p1: { hand: ["OGS-012"], runes: ["order", ...runes("calm", 5)] }, p2: { units: [{ name: "OGN-142", at: 0 }, "OGN-088"] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    expect(g.choices(0).filter((l) => l.startsWith("Play Blast of Power"))).toEqual(["Play Blast of Power on Mountain Drake (10 Might, Altar to Unity)"]);
    g.do(0, "Play Blast of Power on Mountain Drake (10 Might, Altar to Unity)").pass(2);
    expect(names(g.state.units)).toEqual(["Mega-Mech"]);
  });

  it("OGN-050 Rune Prison: [Action] stun a unit — it deals no combat damage (423.1.b)", () => {
    const g = scenario({ p1: { hand: ["OGN-050"], units: ["OGN-219"], runes: ["calm", "calm"] }, p2: { units: [{ name: "OGN-142", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Play Rune Prison on Mountain Drake (10 Might, Altar to Unity)").pass(2);
    expect(g.unit(1, "OGN-142").stunned).toBe(true);
    g.do(0, "Move Vanguard Sergeant (4 Might, base) to Altar to Unity").pass(2);
    // The stunned Drake deals nothing; the Sergeant's 4 is not lethal to it: both stay, the Sergeant recalled (459.3).
    expect(g.unit(0, "OGN-219").damage).toBe(0);
  });

  it("OGN-058 Discipline: [Reaction] give a unit +2 Might this turn, draw 1 — playable on the opponent's turn (813)", () => {
    const g = scenario({ p1: { units: ["OGN-215"] }, p2: { hand: ["OGN-058"], units: [{ name: "OGN-219", at: 0 }], runes: ["calm", "calm"], deck: ["OGN-049"] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Move Petty Officer (5 Might, base) to Altar to Unity").do(0, "Pass focus");
    g.do(1, "Play Discipline on Vanguard Sergeant (4 Might, Altar to Unity)").pass(2);
    expect(mightOf(g.state, g.unit(1, "OGN-219"))).toBe(6);
    expect(names(g.player(1).hand)).toEqual(["Playful Phantom"]);
    g.settle();
    // 6 against the attacking Officer's 6: both die.
    expect(g.state.units).toEqual([]);
  });

  it("OGN-154 Primal Strength: [Action] give a unit +7 Might this turn, ending in the Ending Phase (317)", () => {
    const g = scenario({ p1: { hand: ["OGN-154"], units: ["OGN-210"], runes: ["body", ...runes("calm", 3)] }, p2: { hand: [] } });
    g.do(0, "Play Primal Strength on Daring Poro (2 Might, base)").pass(2);
    expect(mightOf(g.state, g.unit(0, "OGN-210"))).toBe(9);
    g.do(0, "End turn");
    expect(mightOf(g.state, g.unit(0, "OGN-210"))).toBe(2);
  });

  it("OGN-114 Progress Day: draw 4", () => {
    const g = scenario({ p1: { hand: ["OGN-114"], runes: ["mind", ...runes("calm", 5)], deck: ["OGN-088", "OGN-088", "OGN-087", "OGN-087", "OGN-096"] }, p2: { hand: [] } });
    g.do(0, "Play Progress Day").pass(2);
    expect(g.player(0).hand).toHaveLength(4);
    expect(g.player(0).deck).toHaveLength(1);
  });

  it("OGN-134 Mobilize: channel 1 rune exhausted; if you can't, draw 1", () => {
    const g = scenario({ p1: { hand: ["OGN-134", "OGN-134"], runes: runes("body", 4), runeDeck: ["body"], deck: ["OGN-142"] }, p2: { hand: [] } });
    g.do(0, g.choices(0).find((l) => l.startsWith("Play Mobilize"))!).pass(2);
    expect(g.player(0).runes).toHaveLength(5);
    expect(g.player(0).hand).toHaveLength(1);
    g.do(0, g.choices(0).find((l) => l.startsWith("Play Mobilize"))!).pass(2);
    expect(names(g.player(0).hand)).toEqual(["Mountain Drake"]);
  });

  it("OGN-138 Catalyst of Aeons: channel 2 runes exhausted; if you couldn't channel 2, draw 1", () => {
    const full = scenario({ p1: { hand: ["OGN-138"], runes: runes("body", 4), runeDeck: ["body", "body"], deck: ["OGN-142"] }, p2: { hand: [] } });
    full.do(0, "Play Catalyst of Aeons").pass(2);
    expect([full.player(0).runes.length, full.player(0).hand.length]).toEqual([6, 0]);
    const short = scenario({ p1: { hand: ["OGN-138"], runes: runes("body", 4), runeDeck: ["body"], deck: ["OGN-142"] }, p2: { hand: [] } });
    short.do(0, "Play Catalyst of Aeons").pass(2);
    expect([short.player(0).runes.length, short.player(0).hand.length]).toEqual([5, 1]);
  });

  it("OGN-133 Flurry of Blades: [Reaction] deal 1 to all units at battlefields — both sides, not bases", () => {
    const g = scenario({ p1: { hand: ["OGN-133"], units: [{ name: "OGN-210", at: 0 }, "OGN-096"], runes: ["body"] }, p2: { units: [{ name: "OGN-096", at: 1 }] }, battlefields: [bf("OGN-275", 0), bf("OGN-280", 1)] });
    g.do(0, "Play Flurry of Blades").pass(2);
    // The Sentry at a battlefield dies (1 Might); its Deathknell goes on the chain.
    expect(g.state.units.map((u) => [card(u.card)!.name, u.damage])).toEqual([["Daring Poro", 1], ["Watchful Sentry", 0]]);
    g.settle();
  });

  it("OGN-233 Grand Strategem: [Action] give friendly units +5 Might this turn", () => {
    const g = scenario({ p1: { hand: ["OGN-233"], units: ["OGN-210", "OGN-215"], runes: [...runes("order", 3), ...runes("calm", 3)] }, p2: { units: ["OGN-219"] } });
    g.do(0, "Play Grand Strategem").pass(2);
    expect(g.state.units.map((u) => mightOf(g.state, u))).toEqual([7, 10, 4]);
  });

  it("OGS-015 Recruit the Vanguard: [Action] play four 1 Might Recruit tokens", () => {
    const g = scenario({ p1: { hand: ["OGS-015"], runes: runes("order", 6) }, p2: { hand: [] } });
    g.do(0, "Play Recruit the Vanguard").pass(2);
    expect(g.state.units.map((u) => [u.token, u.location, mightOf(g.state, u)])).toEqual(Array.from({ length: 4 }, () => [true, "base", 1]));
  });
});

describe("Origins and Proving Grounds legends, battlefields and runes", () => {
  it("OGN-257 Lee Sin - Blind Monk: [1], [E]: buff a friendly unit (174, 377, 701)", () => {
    const g = scenario({ p1: { legend: "OGN-257", units: ["OGN-210"], runes: ["calm"] }, p2: { hand: [] } });
    g.do(0, "Lee Sin - Blind Monk: buff Daring Poro (2 Might, base)").pass(2);
    expect(g.unit(0, "OGN-210").buffed).toBe(true);
    expect(g.player(0).legend.exhausted).toBe(true);
  });

  it("OGN-265 Viktor - Herald of the Arcane: [1], [E]: play a 1 Might Recruit token", () => {
    const g = scenario({ p1: { legend: "OGN-265", runes: ["mind"] }, p2: { hand: [] } });
    g.do(0, "Viktor - Herald of the Arcane: play a Recruit").pass(2);
    expect(g.state.units.map((u) => [u.token, u.location])).toEqual([[true, "base"]]);
  });

  it("OGS-019 Master Yi - Wuju Bladesman: a friendly unit defending alone gets +2 Might — not attacking, not with company", () => {
    const g = scenario({ p1: { units: ["OGN-215"] }, p2: { legend: "OGS-019", units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "Move Petty Officer (5 Might, base) to Altar to Unity");
    expect(mightOf(g.state, g.unit(1, "OGN-219"))).toBe(6);
    expect(mightOf(g.state, g.unit(0, "OGN-215"))).toBe(6);
    g.pass(2);
    expect(g.state.units).toEqual([]);
    const two = scenario({ p1: { units: ["OGN-215"] }, p2: { legend: "OGS-019", units: [{ name: "OGN-219", at: 0 }, { name: "OGN-210", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    two.do(0, "Move Petty Officer (5 Might, base) to Altar to Unity");
    expect(mightOf(two.state, two.unit(1, "OGN-219"))).toBe(4);
    two.leaveOpen();
  });

  it("OGS-023 Garen - Might of Demacia: when you conquer with 4+ units at that battlefield, draw 2 (383.4.c)", () => {
    const four = ["OGN-210", "OGN-210", "OGN-215", "OGN-219"];
    const g = scenario({ p1: { legend: "OGS-023", units: four, deck: ["OGN-142", "OGN-142", "OGN-088"] }, p2: { hand: [] }, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    g.do(0, "Move all 4 ready units at base to Altar to Unity").settle();
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.logText()).toContain("Garen - Might of Demacia: when you conquer goes on the chain");
    expect(g.player(0).hand).toHaveLength(2);
    const three = scenario({ p1: { legend: "OGS-023", units: four.slice(1), deck: ["OGN-142", "OGN-142"] }, p2: { hand: [] }, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    three.do(0, "Move all 3 ready units at base to Altar to Unity").settle();
    expect(three.state.battlefields[0]!.controller).toBe(0);
    expect(three.player(0).hand).toHaveLength(0);
  });

  it("OGN-275 Altar to Unity: when you hold here, play a 1 Might Recruit token in your base (383.4.d)", () => {
    const g = scenario({ p1: { hand: [] }, p2: { units: [{ name: "OGN-210", at: 0 }], deck: ["OGN-088"] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, "End turn");
    expect(g.state.chain.map((c) => c.label)).toEqual(["Altar to Unity: when you hold here"]);
    g.pass(2);
    expect(g.state.units.map((u) => [u.controller, u.location, u.token])).toEqual([[1, 0, false], [1, "base", true]]);
  });

  it("OGN-280 Grove of the God-Willow: when you hold here, draw 1", () => {
    const g = scenario({ p1: { hand: [] }, p2: { units: [{ name: "OGN-210", at: 1 }], deck: ["OGN-088", "OGN-142"] }, battlefields: [bf("OGN-275"), bf("OGN-280", 1)] });
    g.do(0, "End turn").pass(2);
    expect(g.player(1).points).toBe(1);
    expect(g.player(1).hand).toHaveLength(2);
  });

  it("OGN-294 Trifarian War Camp: units here have +1 Might — either side, not elsewhere", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-210", at: 0 }, "OGN-215"] }, p2: { units: [{ name: "OGN-219", at: 1 }] }, battlefields: [bf("OGN-294", 0), bf("OGN-280", 1)] });
    expect(g.state.units.map((u) => mightOf(g.state, u))).toEqual([3, 5, 4]);
  });

  it("OGN-276 Aspirant's Climb: increase the points needed to win by 1 — set as it is picked at setup (480.5)", () => {
    const deck = (list: readonly string[]) => list.map((r) => (r === "OGN-280" || r === "OGN-294" ? "OGN-276" : r));
    const yi = SAMPLE_DECK_LISTS["master-yi"]!;
    const bfs = new Set([...yi].filter((r) => card(r)!.type === "battlefield"));
    expect(bfs.size).toBe(3);
    const climbs = [...new Set(deck(yi))].length;
    expect(climbs).toBeGreaterThan(0);
    // Both players bring only Aspirant's Climb and Altar to Unity battlefields: the score rises by one per Climb picked.
    const onlyClimb = yi.map((r) => (r === "OGN-280" ? "OGN-276" : r === "OGN-294" ? "OGN-276" : r));
    const withoutDupes = onlyClimb.filter((r, i) => !(r === "OGN-276" && onlyClimb.indexOf(r) !== i));
    const three = [...withoutDupes.slice(0, 3), "OGN-294", ...withoutDupes.slice(3)];
    let raised = 0;
    for (let i = 0; i < 6; i++) {
      const r = riftbound.setup({ seats: [{ name: "A", deck: three }, { name: "B", deck: three }] }, `climb-${i}`);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const picked = r.value.state.battlefields.filter((b) => card(b.card)!.name === "Aspirant's Climb").length;
      expect(r.value.state.victoryScore).toBe(8 + picked);
      raised += picked;
    }
    expect(raised).toBeGreaterThan(0);
  });

  it("OGN-126 Body Rune, OGN-214 Order Rune, OGN-042 Calm Rune, OGN-007 Fury Rune, OGN-089 Mind Rune, OGN-166 Chaos Rune: exhaust for 1 Energy, recycle for 1 Power of the domain (163.2)", () => {
    const g = scenario({ p1: { runes: ["OGN-126", "OGN-214", "OGN-042", "OGN-007", "OGN-089", "OGN-166"] }, p2: { hand: [] } });
    const labels = g.labels(0);
    for (const [name, domain] of [["Body", "body"], ["Order", "order"], ["Calm", "calm"], ["Fury", "fury"], ["Mind", "mind"], ["Chaos", "chaos"]]) {
      expect(labels).toContain(`Exhaust ${name} Rune: add 1 Energy`);
      expect(labels).toContain(`Recycle ${name} Rune: add 1 ${domain} Power`);
    }
    expect(cardId("Body Rune")).toBe(card("OGN-126")!.id);
  });
});
