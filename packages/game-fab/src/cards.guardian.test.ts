import { describe, expect, it } from "vitest";
import { cardId, scenario } from "./testing";

/** Guardian cards of Welcome to Rathe: Bravo, Anothos, crush, auras and equipment. */
describe("Guardian (Bravo)", () => {
  it("CR 5.2.2, 8.3.4: Bravo's ability gives cost 3+ attack action cards dominate this turn; the ability has go again (5.3.5)", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Cartilage Crush (red)"], resources: 5 },
      p2: { hero: "Rhinar", hand: ["Wounding Blow (red)", "Savage Swing (red)"] },
    });
    g.do(0, "Bravo: your attack action cards with cost 3 or greater gain dominate this turn");
    expect(g.player(0).actionPoints).toBe(0); // CR 5.1.6b: an action ability costs an action point
    expect(g.state.stack[0]!.ability).toBeDefined();
    g.pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Cartilage Crush (red)").passStep().passStep();
    g.do(1, "Defend with Wounding Blow (red)");
    // CR 8.3.4a: no second card from hand.
    expect(g.labels(1)).toEqual(["Done declaring defenders"]);
    g.do(1, "Done declaring defenders");
    g.done();
  });

  it("CR 5.2.1e: Bravo's ability is an action — not during combat, not without an action point", () => {
    const g = scenario({ p1: { hero: "Bravo", resources: 2 }, p2: { hero: "Rhinar" }, turnPlayer: 1 });
    expect(g.labels(0)).toEqual([]);
    g.do(1, "pass");
    expect(g.labels(0)).toEqual(["Pass priority"]);
  });

  it("Anothos has +2 power while two cards with cost 3 or greater are in the pitch zone", () => {
    const g = scenario({
      p1: { hero: "Bravo", weapon: "Anothos", pitch: ["Crippling Crush (red)", "Spinal Crush (red)"], resources: 3 },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Attack with Anothos").passStep().passStep().do(1, "Do not defend").passStep().passStep();
    expect(g.player(1).life).toBe(20 - 6);
  });

  it("CR 8.4.2 crush: Crippling Crush deals 4 or more damage, so the defending hero discards 2 random cards", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Crippling Crush (red)"], resources: 7 },
      p2: { hero: "Rhinar", hand: ["Wounding Blow (red)", "Savage Swing (red)", "Pack Hunt (red)"], life: 30 },
    });
    g.do(0, "Play Crippling Crush (red)").passStep().passStep().do(1, "Defend with Wounding Blow (red)").do(1, "Done declaring defenders").passStep().passStep();
    expect(g.player(1).life).toBe(30 - 8);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Crippling Crush (red): crush"]);
    g.pass(2);
    expect(g.player(1).hand).toHaveLength(0);
    expect(g.player(1).graveyard).toHaveLength(2);
  });

  it("CR 8.4.2: crush does not trigger below 4 damage", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Disable (blue)"], resources: 5 },
      p2: { hero: "Rhinar", hand: ["Wounding Blow (red)"], arsenal: ["Pack Hunt (red)"], equipment: ["Ironrot Helm"] },
    });
    g.do(0, "Play Disable (blue)").passStep().passStep().do(1, "Defend with Wounding Blow (red)").do(1, "Defend with Ironrot Helm").do(1, "Done declaring defenders").passStep().passStep();
    expect(g.player(1).life).toBe(17);
    expect(g.state.stack).toHaveLength(0);
    expect(g.player(1).arsenal).toHaveLength(1);
  });

  it("Disable: 4 or more damage puts the arsenal card on the bottom of its owner's deck", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Disable (red)"], resources: 5 },
      p2: { hero: "Rhinar", arsenal: ["Pack Hunt (red)"], deck: ["Savage Swing (red)"] },
    });
    g.do(0, "Play Disable (red)").passStep().passStep().do(1, "Do not defend").passStep().passStep().pass(2);
    expect(g.player(1).arsenal).toHaveLength(0);
    expect(g.player(1).deck.map((c) => c.card)).toEqual([cardId("Savage Swing (red)"), cardId("Pack Hunt (red)")]);
  });

  it("Buckling Blow: the attacker chooses target equipment of the defending hero for a -1 defense counter (CR 8.5.14)", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Buckling Blow (red)"], resources: 4 },
      p2: { hero: "Dorinthea", equipment: ["Ironrot Helm", "Braveforge Bracers"] },
    });
    g.do(0, "Play Buckling Blow (red)").passStep().passStep().do(1, "Do not defend").passStep().passStep().pass(2);
    expect(g.labels(0)).toEqual(["Choose Ironrot Helm to put a -1 defense counter on", "Choose Braveforge Bracers to put a -1 defense counter on"]);
    g.do(0, "Choose Braveforge Bracers to put a -1 defense counter on");
    expect(g.player(1).gear.find((x) => x.id === g.gear(1, "Braveforge Bracers"))!.defenseCounters).toBe(1);
    g.done();
  });

  it("Cartilage Crush: the hero's first action during their next turn costs {r} more (CR 5.1.6a)", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Cartilage Crush (red)"], resources: 3 },
      p2: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Snatch (yellow)"] },
    });
    g.do(0, "Play Cartilage Crush (red)").passStep().passStep().do(1, "Do not defend").passStep().pass(2).nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    g.do(1, "Attack with Dawnblade");
    expect(g.pending).toMatchObject({ kind: "pay", due: 2 });
    // The table's prompt asks for the raised cost, not Dawnblade's printed 1 (CR 5.1.7).
    expect(g.events.filter((e) => e.type === "prompt").at(-1)).toEqual({ type: "prompt", seat: 1, kind: "pay", text: "waiting for P2 to pay 2", amount: 2 });
    g.do(1, "Pitch Snatch (yellow) for 2");
    expect(g.player(1).resources).toBe(0);
  });

  it("Debilitate: the hero's first attack during their next turn has -2 power", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Debilitate (red)"], resources: 4 },
      p2: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Snatch (yellow)"] },
    });
    g.do(0, "Play Debilitate (red)").passStep().passStep().do(1, "Do not defend").passStep().pass(2).nextTurn();
    g.do(1, "Attack with Dawnblade").do(1, "Pitch Snatch (yellow) for 2").passStep().passStep().do(0, "Do not defend").passStep().passStep();
    expect(g.player(0).life).toBe(20 - 1);
  });

  it("Spinal Crush: during their next action phase the hero's attacks lose and can't gain go again", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Spinal Crush (red)"], resources: 5 },
      p2: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Driving Blade (red)", "Snatch (blue)"] },
    });
    g.do(0, "Play Spinal Crush (red)").passStep().passStep().do(1, "Do not defend").passStep().pass(2).nextTurn();
    g.do(1, "Play Driving Blade (red)").do(1, "Pitch Snatch (blue) for 3").pass(2);
    expect(g.player(1).actionPoints).toBe(0);
  });

  it("Cranial Crush: the hero can't draw cards during their next action phase", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Cranial Crush (blue)"], resources: 6 },
      p2: { hero: "Dorinthea", hand: ["Snatch (red)"], deck: ["Wounding Blow (red)", "Wounding Blow (red)", "Wounding Blow (red)", "Wounding Blow (red)"] },
    });
    g.do(0, "Play Cranial Crush (blue)").passStep().passStep().do(1, "Do not defend").passStep().pass(2).nextTurn();
    expect(g.player(1).hand).toHaveLength(1 + 0); // Dorinthea drew nothing at the end of Bravo's turn: she has 1 card and intellect 4, so she draws up only on her own turn
    g.do(1, "Play Snatch (red)").passStep().passStep().do(0, "Do not defend").passStep().pass(2);
    expect(g.player(1).hand).toHaveLength(0); // the hit trigger's draw fails
  });

  it("Crush Confidence: the hero loses hero card effects and activated abilities until the end of their next turn", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Crush Confidence (red)"], resources: 3 },
      p2: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Snatch (blue)"] },
    });
    g.do(0, "Play Crush Confidence (red)").passStep().passStep().do(1, "Do not defend").passStep().pass(2).nextTurn();
    g.do(1, "Attack with Dawnblade").do(1, "Pitch Snatch (blue) for 3").passStep().passStep().do(0, "Do not defend").passStep();
    // Dorinthea's "attack an additional time" does not trigger.
    expect(g.state.stack).toHaveLength(0);
  });

  it("Staunch Response: the optional additional cost of {r}{r}{r}{r} gives +3 defense (CR 5.1.3)", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Raging Onslaught (red)"], resources: 3 },
      p2: { hero: "Bravo", hand: ["Staunch Response (blue)"], resources: 6 },
    });
    g.do(0, "Play Raging Onslaught (red)").passStep().passStep().do(1, "Do not defend").passStep().do(0, "pass");
    expect(g.labels(1)).toEqual([
      "Play Staunch Response (blue)",
      "Play Staunch Response (blue), paying 4 more for +3 defense",
      "Pass priority",
    ]);
    g.do(1, "Play Staunch Response (blue), paying 4 more for +3 defense").pass(2);
    expect(g.state.chain[0]!.defenders.map((d) => d.defense)).toEqual([8]);
    expect(g.player(1).resources).toBe(0);
  });

  it("CR 8.2.4: Forged for War enters the arena; equipment gains +1 defense; destroyed at the beginning of the next action phase (4.3.1)", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Forged for War (yellow)"], equipment: ["Ironrot Helm"], resources: 2 },
      p2: { hero: "Rhinar", hand: ["Raging Onslaught (red)", "Raging Onslaught (blue)"] },
    });
    g.do(0, "Play Forged for War (yellow)").pass(2);
    expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId("Forged for War (yellow)")]);
    expect(g.player(0).actionPoints).toBe(1); // go again
    g.nextTurn();
    g.do(1, "Play Raging Onslaught (red)").do(1, "Pitch Raging Onslaught (blue) for 3").passStep().passStep().do(0, "Defend with Ironrot Helm").do(0, "Done declaring defenders").passStep().passStep();
    expect(g.player(0).life).toBe(20 - (7 - 2));
    g.nextTurn();
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Forged for War: beginning of the action phase"]);
    g.pass(2);
    expect(g.player(0).permanents).toHaveLength(0);
    expect(g.player(0).graveyard.map((c) => c.card)).toContain(cardId("Forged for War (yellow)"));
  });

  it("Stonewall Confidence: cards with cost 3 or greater gain +N defense while defending", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Raging Onslaught (red)"], resources: 3 },
      p2: { hero: "Bravo", permanents: ["Stonewall Confidence (red)"], hand: ["Crippling Crush (red)"] },
    });
    g.do(0, "Play Raging Onslaught (red)").passStep().passStep().do(1, "Defend with Crippling Crush (red)").do(1, "Done declaring defenders");
    expect(g.events.filter((e) => e.type === "combat").at(-1)).toMatchObject({ values: { power: 7, defense: 7 } });
  });

  it("Emerging Power: at the beginning of the action phase it is destroyed and the next Guardian attack action card gains +N", () => {
    const g = scenario({ p1: { hero: "Bravo", permanents: ["Emerging Power (red)"], hand: ["Cartilage Crush (red)", "Cranial Crush (blue)"] }, p2: { hero: "Rhinar" }, turnPlayer: 1 });
    g.nextTurn().pass(2);
    expect(g.player(0).permanents).toHaveLength(0);
    g.do(0, "Play Cartilage Crush (red)").do(0, "Pitch Cranial Crush (blue) for 3");
    expect(g.state.stack[0]).toMatchObject({ powerBonus: 3 });
  });

  it("Tectonic Plating creates a Seismic Surge token (CR 8.5.2); next action phase the next Guardian attack action card costs {r} less", () => {
    const g = scenario({
      p1: { hero: "Bravo", equipment: ["Tectonic Plating"], hand: ["Cartilage Crush (red)"], resources: 1 },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Tectonic Plating: create a Seismic Surge token").pass(2);
    expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId("Seismic Surge")]);
    expect(g.labels(0)).not.toContain("Tectonic Plating: create a Seismic Surge token"); // once per turn
    g.nextTurn().nextTurn().pass(2);
    expect(g.player(0).permanents).toHaveLength(0); // a token ceases to exist (CR 3.0.12a)
    expect(g.labels(0)).not.toContain("Play Cartilage Crush (red)"); // 3 - 1 = 2 with nothing to pitch
  });

  it("Show Time! searches for a Guardian attack action card as it enters; at the beginning of the action phase it draws a card", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Show Time! (blue)"], deck: ["Pack Hunt (red)", "Spinal Crush (red)", "Wounding Blow (red)"], resources: 3 },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Play Show Time! (blue)").pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Show Time! (blue): enters the arena"]);
    g.pass(2);
    expect(g.labels(0)).toEqual(["Choose Spinal Crush (red) to put into your hand", "Choose none"]);
    g.do(0, "Choose Spinal Crush (red) to put into your hand");
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Spinal Crush (red)")]);
    expect(g.player(0).deck).toHaveLength(2);
    g.done();
  });

  it("Blessing of Deliverance draws if a cost 3+ card is pitched; then reveals the top cards and gains life per cost 3+ card", () => {
    const g = scenario({
      p1: {
        hero: "Bravo",
        hand: ["Blessing of Deliverance (red)", "Crippling Crush (red)", "Spinal Crush (red)"],
        deck: ["Cranial Crush (blue)", "Pack Hunt (red)", "Disable (red)", "Wounding Blow (red)"],
        life: 10,
      },
      p2: { hero: "Rhinar" },
    });
    g.do(0, "Play Blessing of Deliverance (red)").do(0, "Pitch Crippling Crush (red) for 1").do(0, "Pitch Spinal Crush (red) for 1").pass(2).pass(2);
    expect(g.player(0).hand.map((c) => c.card)).toEqual([cardId("Cranial Crush (blue)")]);
    g.nextTurn().nextTurn();
    g.pass(2);
    // Bravo drew Pack Hunt, Disable and Wounding Blow at the end of the turn; the top of the deck is now the two
    // pitched Crush cards (cost 7 and 5), put on the bottom at the end of that turn.
    expect(g.player(0).life).toBe(10 + 2);
  });

  it("Helm of Isen's Peak: +1 intellect until end of turn, so the end-of-turn draw goes up to 5 (CR 4.4.3f)", () => {
    const blow = "Wounding Blow (red)";
    const g = scenario({ p1: { hero: "Bravo", equipment: ["Helm of Isen's Peak"], deck: [blow, blow, blow, blow, blow, blow], resources: 1 }, p2: { hero: "Rhinar" } });
    g.do(0, "Helm of Isen's Peak: destroy this, your hero gains +1 intellect until end of turn");
    expect(g.player(0).gear).toHaveLength(0); // destroyed as a cost
    g.pass(2).nextTurn();
    expect(g.player(0).hand).toHaveLength(5);
    expect(g.player(0).intellectThisTurn).toBe(0);
  });
});
