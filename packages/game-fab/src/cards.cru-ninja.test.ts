import { describe, expect, it } from "vitest";
import { activePower, attacksInTurn, cardId, names, scenario, toResolution, twoAttackPowers, unblocked, type Scenario, type SideSpec } from "./testing";

/** Crucible of War, Ninja: Ira, Benji, Edge of Autumn, Zephyr Needle, Breeze Rider Boots, the combo chains and Zen State. */

/** Passes until a question other than priority is asked (a "you may", a choice). */
const untilAsked = (g: Scenario): Scenario => g.until((s) => s.asking !== null && s.asking.offer !== "priority", "a question");
/** Passes until the defending hero is asked to declare defenders (after "when this attacks" triggers resolve). */
const toDefend = (g: Scenario): Scenario => g.until((s) => s.asking?.offer === "defend", "the Defend Step");
/** P1 plays `play` (then pays each of `costs`), P2 does not defend, and the chain link reaches its Resolution Step. */
function hits(g: Scenario, play: string, ...costs: string[]): Scenario {
  g.do(0, play);
  for (const cost of costs) g.do(0, cost);
  return toResolution(unblocked(g, 1));
}

/** Ira with Crane Dance (red) and the card whose combo follows it; Crane Dance played, undefended and resolved. */
function afterCraneDance(next: string, p2: SideSpec, p1: Partial<SideSpec> = {}): Scenario {
  return hits(scenario({ p1: { hero: "Ira, Crimson Haze", hand: ["Crane Dance (red)", next], ...p1 }, p2, actionPoints: 2 }), "Play Crane Dance (red)");
}

describe("Crucible of War Ninja heroes", () => {
  it("Ira, Crimson Haze: her second attack each turn gets +1 power", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", hand: ["Head Jab (red)", "Head Jab (yellow)"] }, p2: { hero: "Rhinar", life: 20 } });
    expect(twoAttackPowers(g, "Play Head Jab (red)", "Play Head Jab (yellow)")).toEqual([3, 2 + 1]);
  });

  it("Benji: his attack action cards with 2 or less power can't be defended from hand (CR 7.3.2); the first hit gives the next attack +1 power", () => {
    const g = scenario({
      p1: { hero: "Benji, the Piercing Wind", hand: ["Head Jab (yellow)", "Head Jab (red)"] },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], equipment: ["Ironrot Legs"], life: 20 },
    });
    g.do(0, "Play Head Jab (yellow)").passStep().passStep();
    expect(g.labels(1)).toEqual(["Defend with Ironrot Legs", "Do not defend"]);
    g.do(1, "Do not defend").passStep();
    toResolution(g);
    expect(g.player(1).life).toBe(18);
    expect(g.state.nextAttack).toEqual([{ seat: 0, bonus: { filter: "any", power: 1 } }]);
    // 3 + 1 power: cards from hand may defend it.
    g.do(0, "Play Head Jab (red)").passStep().passStep();
    expect(g.labels(1)).toContain("Defend with Wrecker Romp (red)");
    expect(activePower(g)).toBe(4);
  });
});

describe("Crucible of War Ninja weapons and equipment", () => {
  it("Edge of Autumn: its attack has go again", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", weapon: "Edge of Autumn", resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Attack with Edge of Autumn");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(19);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Zephyr Needle: defended by a card with more defense than its power, it is destroyed when the combat chain closes (CR 7.7)", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", weapon: "Zephyr Needle", resources: 1 }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 } });
    g.do(0, "Attack with Zephyr Needle").passStep().passStep().do(1, "Defend with Wrecker Romp (red)").do(1, "Done declaring defenders");
    toResolution(g);
    expect(g.player(0).gear).toHaveLength(1); // still there until the chain closes
    expect(g.player(0).actionPoints).toBe(1); // go again
    g.pass(2);
    expect(g.state.chain).toHaveLength(0);
    expect(g.player(0).gear).toHaveLength(0);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Zephyr Needle")]);
  });

  it("Zephyr Needle: defended by less defense than its power, it stays", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", weapon: "Zephyr Needle", resources: 1 }, p2: { hero: "Rhinar", equipment: ["Ironrot Legs"], life: 20 } });
    g.do(0, "Attack with Zephyr Needle").passStep().passStep().do(1, "Defend with Ironrot Legs").do(1, "Done declaring defenders");
    toResolution(g).pass(2);
    expect(g.player(0).gear.map((x) => x.card)).toEqual([cardId("Zephyr Needle")]);
  });

  it("Breeze Rider Boots: a Ninja attack action card hits, destroy them: attack action cards with combo gain go again this turn", () => {
    const g = scenario({
      p1: { hero: "Ira, Crimson Haze", equipment: ["Breeze Rider Boots"], hand: ["Head Jab (red)", "Crane Dance (red)"] },
      p2: { hero: "Rhinar", life: 20 },
    });
    g.do(0, "Play Head Jab (red)");
    toResolution(unblocked(g, 1), "Yes");
    expect(g.player(0).gear).toHaveLength(0);
    g.pass(2);
    // Crane Dance without its combo (Head Jab was the last attack) has go again from the boots.
    hits(g, "Play Crane Dance (red)");
    expect(g.player(0).actionPoints).toBe(1);
  });
});

describe("Crucible of War Ninja combo cards (CR 8.4.1)", () => {
  it("Soulbead Strike: when it hits, it gets go again; fully defended, it does not", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", hand: ["Soulbead Strike (red)", "Soulbead Strike (blue)"] }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)"], life: 20 } });
    hits(g, "Play Soulbead Strike (red)");
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Soulbead Strike (blue)").passStep().passStep().do(1, "Defend with Wrecker Romp (red)").do(1, "Done declaring defenders");
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(0);
  });

  it("Torrent of Tempo: when it hits, it gets go again", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", hand: ["Torrent of Tempo (yellow)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    hits(g, "Play Torrent of Tempo (yellow)");
    expect(g.player(1).life).toBe(16);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Crane Dance after Soulbead Strike: +1 power, go again, and attack action cards with base power above the chain links P1 controls can't defend", () => {
    const g = scenario({
      p1: { hero: "Ira, Crimson Haze", hand: ["Soulbead Strike (red)", "Crane Dance (yellow)"] },
      p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Scar for a Scar (blue)"], life: 20 },
    });
    hits(g, "Play Soulbead Strike (red)");
    g.do(0, "Play Crane Dance (yellow)").passStep().passStep();
    expect(activePower(g)).toBe(2 + 1 + 1); // combo, and Ira's second attack
    expect(g.labels(1)).toEqual(["Defend with Scar for a Scar (blue)", "Do not defend"]);
    g.do(1, "Do not defend");
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Find Center after Crane Dance: cards costing less than the chain links P1 controls can't defend; on hit a Zen State token", () => {
    const g = afterCraneDance("Find Center (blue)", { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Scar for a Scar (blue)"], equipment: ["Ironrot Legs"], life: 20 });
    g.do(0, "Play Find Center (blue)").passStep().passStep();
    // Scar for a Scar costs 0 < 2; equipment has no cost property (CR 2.2.2), so the restriction does not name it.
    expect(g.labels(1)).toEqual(["Defend with Wrecker Romp (red)", "Defend with Ironrot Legs", "Do not defend"]);
    g.do(1, "Do not defend");
    toResolution(g);
    const zen = g.player(0).permanents.find((c) => c.card === cardId("Zen State"));
    expect(zen).toMatchObject({ token: true, balance: 1 });
  });

  it("Zen State prevents 1 of each damage to its hero; it stays while a balance counter is removed, then is destroyed", () => {
    // Cards to draw, so that the game goes on (CR 4.5.4d).
    const g = afterCraneDance("Find Center (blue)", { hero: "Rhinar", hand: ["Scar for a Scar (red)"], deck: Array<string>(8).fill("Wounding Blow (red)"), life: 20 }, { deck: Array<string>(8).fill("Head Jab (red)") });
    hits(g, "Play Find Center (blue)");
    g.nextTurn();
    g.do(1, "Play Scar for a Scar (red)");
    toResolution(unblocked(g, 0));
    expect(g.player(0).life).toBe(20 - 3);
    expect(g.logText()).toContain("1 damage to P1 (Ira, Crimson Haze) is prevented (Zen State)");
    g.pass(2).nextTurn();
    untilAsked(g).do(0, "Yes: remove a balance counter from Zen State (No: destroy it)");
    expect(g.player(0).permanents.map((c) => [c.card, c.balance])).toEqual([[cardId("Zen State"), 0]]);
    g.nextTurn().nextTurn();
    g.until((s) => s.stack.length === 0 && s.triggers.length === 0, "the trigger resolving");
    expect(g.player(0).permanents).toHaveLength(0);
  });

  it("Heron's Flight after Crane Dance: +2 power and, choosing the second mode, only 'non-attack' action cards may defend", () => {
    const g = afterCraneDance("Heron's Flight (red)", { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Barraging Beatdown (red)"], equipment: ["Ironrot Legs"], life: 20 });
    g.do(0, "Play Heron's Flight (red)");
    untilAsked(g).do(0, "No");
    expect(activePower(g)).toBe(3 + 2 + 1);
    g.passStep();
    expect(g.labels(1)).toEqual(["Defend with Barraging Beatdown (red)", "Do not defend"]);
  });

  it("Heron's Flight, first mode: only attack action cards may defend", () => {
    const g = afterCraneDance("Heron's Flight (red)", { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Barraging Beatdown (red)"], equipment: ["Ironrot Legs"], life: 20 });
    g.do(0, "Play Heron's Flight (red)");
    untilAsked(g).do(0, "Yes: Heron's Flight can only be defended by attack action cards (No: only by 'non-attack' action cards)");
    g.passStep();
    expect(g.labels(1)).toEqual(["Defend with Wrecker Romp (red)", "Do not defend"]);
  });

  it("Rushing River after Torrent of Tempo: on hit, draw X, then put X cards from hand on top of the deck (X: attacks that hit this chain)", () => {
    const g = scenario({
      p1: { hero: "Ira, Crimson Haze", hand: ["Torrent of Tempo (red)", "Rushing River (red)"], deck: ["Head Jab (red)", "Leg Tap (red)", "Surging Strike (blue)"], resources: 1 },
      p2: { hero: "Rhinar", life: 30 },
    });
    hits(g, "Play Torrent of Tempo (red)");
    g.do(0, "Play Rushing River (red)");
    unblocked(g, 1).passStep();
    expect(g.player(1).life).toBe(30 - 5 - (3 + 1 + 1));
    untilAsked(g);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)"), cardId("Leg Tap (red)")]);
    g.do(0, `choose:${g.player(0).hand[1]!.id}`).do(0, `choose:${g.player(0).hand[0]!.id}`);
    // Leg Tap went first, Head Jab on top of it.
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (red)"), cardId("Leg Tap (red)"), cardId("Surging Strike (blue)")]);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Flood of Force after Rushing River: reveals the top card; a card with combo goes to hand and Flood of Force gains +3 power and go again", () => {
    const g = scenario({
      p1: { hero: "Ira, Crimson Haze", hand: ["Rushing River (blue)", "Flood of Force (yellow)"], deck: ["Crane Dance (red)"] },
      p2: { hero: "Rhinar", life: 30 },
      actionPoints: 2,
    });
    hits(g, "Play Rushing River (blue)");
    toDefend(g.do(0, "Play Flood of Force (yellow)")).do(1, "Do not defend");
    toResolution(g);
    expect(g.logText()).toContain("P1 (Ira, Crimson Haze) reveals Crane Dance (red) from the top of their deck");
    expect(names(g.player(0).hand)).toEqual([cardId("Crane Dance (red)")]);
    expect(g.player(1).life).toBe(30 - 1 - (1 + 3 + 1));
    expect(g.player(0).actionPoints).toBe(2 - 1 - 1 + 1);
  });

  it("Flood of Force: a revealed card without combo stays on top, no bonus", () => {
    const g = scenario({
      p1: { hero: "Ira, Crimson Haze", hand: ["Flood of Force (yellow)", "Flood of Force (yellow)"], deck: ["Head Jab (red)"] },
      p2: { hero: "Rhinar", life: 30 },
      actionPoints: 2,
    });
    hits(g, "Play Flood of Force (yellow)");
    toDefend(g.do(0, "Play Flood of Force (yellow)")).do(1, "Do not defend");
    toResolution(g);
    expect(names(g.player(0).deck)).toEqual([cardId("Head Jab (red)")]);
    expect(g.player(1).life).toBe(30 - 1 - 2);
  });

  it("Flying Kick: played as chain link 3 or higher, it gets +2 power", () => {
    const g = scenario({ p1: { hero: "Benji, the Piercing Wind", hand: ["Head Jab (red)", "Head Jab (yellow)", "Flying Kick (red)", "Flying Kick (blue)"], resources: 2 }, p2: { hero: "Rhinar", life: 30 } });
    attacksInTurn(g, "Play Head Jab (red)", "Play Head Jab (yellow)", "Play Flying Kick (red)");
    expect(activePower(g)).toBe(5 + 2); // (Benji's first-hit bonus went to the second Head Jab)
  });

  it("Flying Kick as chain link 1 has its printed power", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", hand: ["Flying Kick (yellow)"], resources: 2 }, p2: { hero: "Rhinar", life: 30 } });
    g.do(0, "Play Flying Kick (yellow)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4);
  });

  it("Bittering Thorns: when it hits, the next attack this turn gets +1 power", () => {
    const g = scenario({ p1: { hero: "Benji, the Piercing Wind", hand: ["Bittering Thorns (yellow)"], resources: 1 }, p2: { hero: "Rhinar", life: 30 } });
    hits(g, "Play Bittering Thorns (yellow)");
    expect(g.state.nextAttack).toEqual([
      { seat: 0, bonus: { filter: "any", power: 1 } },
      { seat: 0, bonus: { filter: "any", power: 1 } },
    ]); // its own, then Benji's
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Salt the Wound: +1 power for each attack that has hit this combat chain", () => {
    const g = scenario({ p1: { hero: "Benji, the Piercing Wind", hand: ["Head Jab (red)", "Head Jab (yellow)", "Salt the Wound (yellow)"] }, p2: { hero: "Rhinar", life: 30 } });
    attacksInTurn(g, "Play Head Jab (red)", "Play Head Jab (yellow)");
    toResolution(g);
    g.do(0, "Play Salt the Wound (yellow)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(2 + 2);
  });

  it("Whirling Mist Blossom: hitting as the second chain link in a row to hit, it draws 2 cards", () => {
    const g = scenario({
      p1: { hero: "Ira, Crimson Haze", hand: ["Head Jab (red)", "Whirling Mist Blossom (yellow)"], deck: ["Leg Tap (red)", "Leg Tap (blue)"], resources: 1 },
      p2: { hero: "Rhinar", life: 30 },
    });
    hits(g, "Play Head Jab (red)");
    hits(g, "Play Whirling Mist Blossom (yellow)");
    expect(names(g.player(0).hand)).toEqual([cardId("Leg Tap (red)"), cardId("Leg Tap (blue)")]);
  });

  it("Whirling Mist Blossom as the first link to hit draws nothing", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", hand: ["Whirling Mist Blossom (yellow)"], deck: ["Leg Tap (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 30 } });
    hits(g, "Play Whirling Mist Blossom (yellow)");
    expect(g.player(0).hand).toHaveLength(0);
  });
});
