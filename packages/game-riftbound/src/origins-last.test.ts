import { PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { bf, names, runes, scenario } from "./testing";

/** The last Origins cards, each in a scenario of its printed text citing its rule. */

const ANIVIA = "Anivia - Primal (8 Might, base)";
const SERGEANT = "Vanguard Sergeant (4 Might, base)";
const WURM = "Magma Wurm (8 Might, base)";

describe("Delayed Abilities (390–392)", () => {
  it("OGN-032 Ravenborn Tome, 391 example: '[E]: The next spell you play this turn deals 1 Bonus Damage.' — each Deal action of that spell (715.2), not the spell after", () => {
    const g = scenario({ p1: { gear: ["OGN-032"], hand: ["OGN-029", "OGN-029"], runes: runes("fury", 8), deck: ["OGN-052"] }, p2: { units: ["OGN-148", "OGN-219", "OGN-011"] } });
    g.do(0, "Ravenborn Tome: the next spell you play this turn deals 1 Bonus Damage").pass(2);
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    expect(g.player(0).nextSpellBonus).toBe(1);
    g.do(0, `Play Falling Star on ${ANIVIA} and ${SERGEANT}`);
    // The Bonus Damage went with the spell as it was played.
    expect(g.player(0).nextSpellBonus).toBeUndefined();
    g.pass(2);
    expect(g.logText()).toContain("Falling Star: 1 Bonus Damage to Anivia - Primal");
    expect(g.unit(1, "OGN-148").damage).toBe(4);
    // Deal 3 + 1 kills the 4 Might Sergeant.
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    expect(g.state.spellBonus).toBeUndefined();
    // The next spell deals its printed damage: 3 and 3, which leaves the 8 Might Magma Wurm alive.
    g.do(0, `Play Falling Star on ${WURM} and ${WURM}`).pass(2);
    expect(g.unit(1, "OGN-011").damage).toBe(6);
    expect(g.logText().filter((l) => l.includes("Bonus Damage to"))).toHaveLength(2);
  });

  it("OGN-032 Ravenborn Tome: a unit played does not use it, and it ends with the turn", () => {
    const g = scenario({ p1: { gear: ["OGN-032"], hand: ["OGN-052"], runes: runes("calm", 2), deck: ["OGN-052"] }, p2: { deck: ["OGN-052"] } });
    g.do(0, "Ravenborn Tome: the next spell you play this turn deals 1 Bonus Damage").pass(2);
    g.do(0, "Play Stalwart Poro to base").settle();
    expect(g.player(0).nextSpellBonus).toBe(1);
    g.do(0, "End turn").settle();
    expect(g.player(0).nextSpellBonus).toBeUndefined();
    g.leaveOpen();
  });
});

describe("excess combat damage (460.2.c.4)", () => {
  const BFS = [bf("OGN-275", 1), bf("OGN-280")];
  const TRYNDAMERE = "Move Tryndamere - Barbarian (8 Might, base) to Altar to Unity";
  const CONQUER = "Tryndamere - Barbarian: when I conquer after an attack with 5 or more excess damage";

  it("OGN-034 Tryndamere - Barbarian: 'When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you score 1 point.' — 8 to a defending Stalwart Poro (3 Might with [Shield], 814) is 5 beyond lethal, just enough", () => {
    const g = scenario({ p1: { units: ["OGN-034"] }, p2: { units: [{ name: "OGN-052", at: 0 }] }, battlefields: BFS });
    g.do(0, TRYNDAMERE).settle();
    expect(names(g.player(1).trash)).toEqual(["Stalwart Poro"]);
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.logText()).toContain(`${CONQUER} resolves`);
    // 1 for the conquer (464.1), 1 for Tryndamere.
    expect(g.player(0).points).toBe(2);
  });

  it("OGN-034 Tryndamere - Barbarian: 4 beyond the lethal of a 4 Might defender is not enough, and conquering an empty battlefield is no attack", () => {
    const g = scenario({ p1: { units: ["OGN-034"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: BFS });
    g.do(0, TRYNDAMERE).settle();
    expect(g.state.battlefields[0]!.controller).toBe(0);
    expect(g.logText().some((l) => l.startsWith(CONQUER))).toBe(false);
    expect(g.player(0).points).toBe(1);
    const open = scenario({ p1: { units: ["OGN-034"] }, p2: {}, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    open.do(0, TRYNDAMERE).settle();
    expect(open.state.battlefields[0]!.controller).toBe(0);
    expect(open.logText().some((l) => l.startsWith(CONQUER))).toBe(false);
    expect(open.player(0).points).toBe(1);
  });
});

describe("readying a friendly unit as a moment (415)", () => {
  const HAVEN = "Pirate's Haven: when you ready a friendly unit";

  it("OGN-143 Pirate's Haven: 'When you ready a friendly unit, give it +1 Might this turn.' — by a spell (415.3.b; OGN-146 Wallop), not an enemy unit", () => {
    const g = scenario({ p1: { gear: ["OGN-143"], hand: ["OGN-146", "OGN-146"], units: [{ name: "OGN-219", exhausted: true }], runes: runes("body", 4) }, p2: { units: [{ name: "OGN-052", exhausted: true }] } });
    g.do(0, "Play Wallop on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.state.chain.map((c) => [c.label, c.controller])).toEqual([[HAVEN, 0]]);
    g.pass(2);
    expect(g.unit(0, "OGN-219").exhausted).toBe(false);
    expect(g.unit(0, "OGN-219").mightThisTurn).toBe(1);
    // An enemy unit readied is not a friendly unit.
    g.do(0, "Play Wallop on Stalwart Poro (2 Might, base)").pass(2);
    expect(g.unit(1, "OGN-052").exhausted).toBe(false);
    expect(g.state.chain).toEqual([]);
    expect(g.unit(1, "OGN-052").mightThisTurn).toBe(0);
  });

  it("OGN-143 Pirate's Haven: in the Awaken Phase the turn player readies their units (315.1.b) — each exhausted one gets +1 Might, a ready one is not readied again (415.1.c)", () => {
    const g = scenario({ p1: { gear: ["OGN-143"], units: [{ name: "OGN-219", exhausted: true }, "OGN-052"], deck: ["OGN-096"] }, p2: { deck: ["OGN-096"] } });
    g.do(0, "End turn").do(1, "End turn").settle();
    expect(g.state.turnPlayer).toBe(0);
    expect(g.logText().filter((l) => l === `${HAVEN} resolves`)).toHaveLength(1);
    expect(g.unit(0, "OGN-219").mightThisTurn).toBe(1);
    expect(g.unit(0, "OGN-052").mightThisTurn).toBe(0);
    g.leaveOpen();
  });
});

describe("restrictions while a unit is at a battlefield", () => {
  const BFS = [bf("OGN-275", 1), bf("OGN-280", 0)];

  it("OGN-070 Mageseeker Warden: 'While I'm at a battlefield, opponents can only play units to their base.' — not at base, no restriction", () => {
    const plays = (at: 0 | "base") => {
      const g = scenario({ p1: { hand: ["OGN-052"], units: [{ name: "OGN-219", at: 1 }], runes: runes("calm", 2) }, p2: { units: [{ name: "OGN-070", at }] }, battlefields: BFS });
      return g.choices(0).filter((l) => l.startsWith("Play Stalwart Poro"));
    };
    expect(plays(0)).toEqual(["Play Stalwart Poro to base"]);
    expect(plays("base")).toEqual(["Play Stalwart Poro to base", "Play Stalwart Poro to Grove of the God-Willow"]);
  });

  it("OGN-070 Mageseeker Warden: a unit hidden at a battlefield is played there (811.1.d.1), so not at all while the Warden is at a battlefield", () => {
    const hidden = (at: 0 | "base") => {
      const g = scenario({ p1: { facedown: [{ name: "OGN-135", at: 1 }] }, p2: { units: [{ name: "OGN-070", at }] }, battlefields: BFS });
      return g.choices(0).filter((l) => l.includes("from Hidden"));
    };
    expect(hidden(0)).toEqual([]);
    expect(hidden("base")).toEqual(["Play Pakaa Cub from Hidden at Grove of the God-Willow"]);
  });

  it("OGN-070 Mageseeker Warden: 'While I'm at a battlefield, spells and abilities can't ready enemy units and gear.' — the Warden's own player's units still can be (OGN-146 Wallop)", () => {
    const g = scenario({ p1: { hand: ["OGN-146", "OGN-146"], units: [{ name: "OGN-219", exhausted: true }], runes: runes("body", 4) }, p2: { units: [{ name: "OGN-070", at: 0 }, { name: "OGN-052", exhausted: true }] }, battlefields: BFS });
    g.do(0, "Play Wallop on Vanguard Sergeant (4 Might, base)").pass(2);
    expect(g.unit(0, "OGN-219").exhausted).toBe(true);
    expect(g.logText()).toContain("Wallop: Vanguard Sergeant can't be readied while an enemy Mageseeker Warden is at a battlefield");
    // Stalwart Poro is the Warden's friend: readied.
    g.do(0, "Play Wallop on Stalwart Poro (2 Might, base)").pass(2);
    expect(g.unit(1, "OGN-052").exhausted).toBe(false);
  });
});

describe("modes chosen as an ability is activated (355)", () => {
  const UDYR = "Udyr - Wildman: spend my buff to";
  const SERGEANT_THERE = "Vanguard Sergeant (4 Might, Altar to Unity)";

  it("OGN-157 Udyr - Wildman: 'Spend my buff: Choose one you've not chosen this turn — Deal 2 to a unit at a battlefield. Stun a unit at a battlefield. Ready me. Give me [Ganking] this turn.'", () => {
    const g = scenario({ p1: { gear: ["OGN-124"], units: [{ name: "OGN-157", exhausted: true, buffed: true }], deck: ["OGN-096"] }, p2: { units: [{ name: "OGN-219", at: 0 }], deck: ["OGN-096"] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    // 358: each mode with its targets; a unit at a battlefield for the first two.
    expect(g.choices(0).filter((l) => l.startsWith(UDYR))).toEqual([`${UDYR} deal 2 to a unit at a battlefield: ${SERGEANT_THERE}`, `${UDYR} stun a unit at a battlefield: ${SERGEANT_THERE}`, `${UDYR} ready me`, `${UDYR} give me [Ganking] this turn`]);
    g.do(0, `${UDYR} deal 2 to a unit at a battlefield: ${SERGEANT_THERE}`);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Udyr - Wildman: deal 2 to a unit at a battlefield"]);
    expect(g.unit(0, "OGN-157").buffed).toBe(false);
    g.pass(2);
    expect(g.unit(1, "OGN-219").damage).toBe(2);
    // Its cost is the buff (702.2.b): none left, nothing offered.
    expect(g.choices(0).some((l) => l.startsWith(UDYR))).toBe(false);
    // Buffed again (Arena Bar: "[E]: Buff an exhausted friendly unit."), the mode chosen this turn is not offered.
    g.do(0, g.choices(0).find((l) => l.startsWith("Arena Bar: buff Udyr - Wildman"))!).pass(2);
    expect(g.choices(0).filter((l) => l.startsWith(UDYR))).toEqual([`${UDYR} stun a unit at a battlefield: ${SERGEANT_THERE}`, `${UDYR} ready me`, `${UDYR} give me [Ganking] this turn`]);
    g.do(0, `${UDYR} ready me`).pass(2);
    expect(g.unit(0, "OGN-157").exhausted).toBe(false);
    expect(g.unit(0, "OGN-157").modesThisTurn).toEqual([0, 2]);
    // "this turn": the modes may be chosen again from the next turn.
    g.do(0, "End turn").settle();
    expect(g.unit(0, "OGN-157").modesThisTurn).toBeUndefined();
    g.leaveOpen();
  });

  it("OGN-157 Udyr - Wildman: the stun and [Ganking] modes — a stunned unit (423), a move from battlefield to battlefield (810)", () => {
    const g = scenario({ p1: { units: [{ name: "OGN-157", at: 1, buffed: true }] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280", 0)] });
    expect(g.choices(0).some((l) => l.startsWith("Move Udyr - Wildman") && l.endsWith("to Altar to Unity"))).toBe(false);
    g.do(0, `${UDYR} stun a unit at a battlefield: ${SERGEANT_THERE}`).pass(2);
    expect(g.unit(1, "OGN-219").stunned).toBe(true);
    const gank = scenario({ p1: { units: [{ name: "OGN-157", at: 1, buffed: true }] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280", 0)] });
    gank.do(0, `${UDYR} give me [Ganking] this turn`).pass(2);
    expect(gank.unit(0, "OGN-157").keywordsThisTurn).toEqual({ ganking: true });
    expect(gank.choices(0).some((l) => l.startsWith("Move Udyr - Wildman") && l.endsWith("to Altar to Unity"))).toBe(true);
  });
});

describe("a spell played from the trash (359.3, 416)", () => {
  const KAISA = "Move Kai'Sa - Evolutionary (6 Might, base) to Altar to Unity";
  const SERGEANT = "Vanguard Sergeant (4 Might, base)";

  it("OGN-112 Kai'Sa - Evolutionary: 'When I conquer, you may play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it.' — its Power still paid", () => {
    // 2 points, 3 with the conquer: Falling Star ([2]) may be played, Void Seeker ([4]) may not.
    const g = scenario({ p1: { units: ["OGN-112"], trash: ["OGN-024", "OGN-029"], points: 2, runes: runes("fury", 2) }, p2: { units: ["OGN-219"] }, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    // The showdown at the open battlefield ends with the conquer (464.1), and the trigger resolves.
    g.do(0, KAISA).settle();
    expect(g.player(0).points).toBe(3);
    expect(g.state.asking).toMatchObject({ seat: 0, offer: "play-spell-from-trash" });
    expect(g.choices(0)).toContain(`Play Falling Star from the trash on ${SERGEANT} and ${SERGEANT}`);
    expect(g.choices(0).some((l) => l.includes("Void Seeker"))).toBe(false);
    expect(g.choices(0)).toContain("Play no spell from the trash");
    g.do(0, `Play Falling Star from the trash on ${SERGEANT} and ${SERGEANT}`);
    expect(g.logText()).toContain("P1 plays Falling Star from their trash, ignoring its Energy cost");
    // The 2 fury Power recycled two runes; no Energy was paid.
    expect(g.player(0).runes).toHaveLength(0);
    g.pass(2);
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
    // Recycled once it resolved: under the Main Deck, not in the trash.
    expect(names(g.player(0).trash)).toEqual(["Void Seeker"]);
    expect(names(g.player(0).deck).slice(-1)).toEqual(["Falling Star"]);
    expect(g.logText()).toContain("Falling Star is recycled");
  });

  it("OGN-112 Kai'Sa - Evolutionary: without the Power to pay, or with no spell cheap enough, nothing is asked", () => {
    const g = scenario({ p1: { units: ["OGN-112"], trash: ["OGN-029"], points: 2 }, p2: {}, battlefields: [bf("OGN-275"), bf("OGN-280")] });
    g.do(0, KAISA).settle();
    expect(g.state.asking?.offer).not.toBe("play-spell-from-trash");
    expect(g.logText()).toContain("Kai'Sa - Evolutionary: when I conquer: no spell in P1's trash with Energy cost less than their points can be played");
    expect(names(g.player(0).trash)).toEqual(["Falling Star"]);
  });
});

describe("a card with [Hidden] played from the hand (359, 128.4)", () => {
  const AVA = "Move Ava Achiever (4 Might, base) to Altar to Unity";
  const attack = () => {
    const g = scenario({ p1: { units: ["OGN-107"], hand: ["OGN-135", "OGN-083", "OGN-052"], runes: ["mind"] }, p2: { units: [{ name: "OGN-219", at: 0 }] }, battlefields: [bf("OGN-275", 1), bf("OGN-280")] });
    g.do(0, AVA);
    g.do(0, g.choices(0).find((l) => l.startsWith("Put Ava Achiever: when I attack on the chain"))!).pass(2);
    return g;
  };

  it("OGN-107 Ava Achiever: 'When I attack, you may pay [C] to play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here.'", () => {
    const g = attack();
    // The [C] was paid as it went on the chain (383.3.b): the mind rune recycled for it.
    expect(g.player(0).runes).toHaveLength(0);
    expect(g.choices(0)).toEqual(["Play Pakaa Cub from your hand to Altar to Unity", "Play Consult the Past from your hand", "Play no card from your hand"]);
    g.do(0, "Play Pakaa Cub from your hand to Altar to Unity");
    expect(g.logText()).toContain("P1 plays Pakaa Cub from their hand, ignoring its cost");
    expect(g.unit(0, "OGN-135").location).toBe(0);
    expect(names(g.player(0).hand)).toEqual(["Consult the Past", "Stalwart Poro"]);
    g.settle();
    if (g.pending !== null) g.do(g.pending.seat, g.labels(g.pending.seat)[0]!).settle();
    // Ava (4) and Pakaa Cub (3) against Vanguard Sergeant (4).
    expect(names(g.player(1).trash)).toEqual(["Vanguard Sergeant"]);
  });

  it("OGN-107 Ava Achiever: declined, the cards in the hand reach neither the opponent nor the public (128.4)", () => {
    const g = attack();
    g.do(0, "Play no card from your hand");
    expect(g.logText()).toContain("Ava Achiever: when I attack: P1 plays no card from their hand");
    expect(names(g.player(0).hand)).toEqual(["Pakaa Cub", "Consult the Past", "Stalwart Poro"]);
    for (const audience of [seatAudience(1), PUBLIC]) {
      const seen = JSON.stringify(redactStream(g.stream(), audience));
      expect(seen).not.toContain(card("OGN-135")!.id);
      expect(seen).not.toContain(card("OGN-083")!.id);
      expect(seen).not.toContain("Pakaa Cub");
      expect(seen).not.toContain("Consult the Past");
    }
    g.settle();
    if (g.pending !== null) g.do(g.pending.seat, g.labels(g.pending.seat)[0]!).settle();
  });
});

describe("another card's abilities (377, 429)", () => {
  const TOME = "the next spell you play this turn deals 1 Bonus Damage";

  it("OGN-111 Heimerdinger - Inventor: 'I have all [E] abilities of all friendly legends, units, and gear.' — OGN-032 Ravenborn Tome's, exhausting him; the Tome keeps its own", () => {
    const g = scenario({ p1: { units: ["OGN-111"], gear: ["OGN-032"] }, p2: {} });
    expect(g.choices(0).filter((l) => l.includes(TOME))).toEqual([`Ravenborn Tome: ${TOME}`, `Heimerdinger - Inventor: ${TOME} (Ravenborn Tome's ability)`]);
    g.do(0, `Heimerdinger - Inventor: ${TOME} (Ravenborn Tome's ability)`);
    expect(g.state.chain.map((c) => c.label)).toEqual(["Heimerdinger - Inventor: [E] ability (Ravenborn Tome's)"]);
    g.pass(2);
    expect(g.unit(0, "OGN-111").exhausted).toBe(true);
    expect(g.player(0).gear[0]!.exhausted).toBe(false);
    expect(g.player(0).nextSpellBonus).toBe(1);
    // Exhausted, he has them no more to use; the Tome's own is still there (714: the two add up).
    expect(g.choices(0).filter((l) => l.includes(TOME))).toEqual([`Ravenborn Tome: ${TOME}`]);
    g.do(0, `Ravenborn Tome: ${TOME}`).pass(2);
    expect(g.player(0).nextSpellBonus).toBe(2);
  });

  it("OGN-111 Heimerdinger - Inventor: a gear's '[E]: [Add]' (OGN-040 Seal of Rage) is his too (429), without the chain", () => {
    const g = scenario({ p1: { units: ["OGN-111"], gear: ["OGN-040"] }, p2: {} });
    g.do(0, "Exhaust Heimerdinger - Inventor: add 1 fury Power (Seal of Rage's ability)");
    expect(g.state.chain).toEqual([]);
    expect(g.player(0).pool.power).toEqual({ fury: 1 });
    expect(g.unit(0, "OGN-111").exhausted).toBe(true);
    expect(g.player(0).gear[0]!.exhausted).toBe(false);
  });
});
