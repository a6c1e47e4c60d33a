import { describe, expect, it } from "vitest";
import { cardId, scenario } from "./testing";
import { activePower, names, toResolution, unblocked } from "./testing/combat";
import type { Scenario } from "./testing/scenario";

/** Both pass until someone is asked a question (a crush trigger's choice). */
function untilAsked(g: Scenario): Scenario {
  for (let i = 0; i < 10 && g.pending === null; i++) g.pass();
  return g;
}

/** Crucible of War: the Guardian cards (CRU024–CRU043). */
describe("Crucible of War: Guardian", () => {
  it("Sledge of Anvilheim: {r}{r}{r}{r}: Attack, with no once-per-turn limit (CR 8.1.9)", () => {
    const g = scenario({ p1: { hero: "Bravo", weapon: "Sledge of Anvilheim", resources: 8 }, p2: { hero: "Rhinar", life: 40 }, actionPoints: 2 });
    g.do(0, "Attack with Sledge of Anvilheim");
    expect(g.player(0).resources).toBe(4);
    unblocked(g, 1);
    toResolution(g).do(0, "Attack with Sledge of Anvilheim");
    unblocked(g, 1);
    toResolution(g);
    expect(g.player(1).life).toBe(40 - 12);
  });

  it("Crater Fist: destroy it for {r}{r}{r}: attacks with crush gain +2 power this turn, go again; Temper puts a -1 defense counter on it after it defends (CR 8.3.10)", () => {
    const g = scenario({ p1: { hero: "Bravo", equipment: ["Crater Fist"], hand: ["Crush the Weak (red)", "Snatch (red)"], resources: 6 }, p2: { hero: "Rhinar", life: 40 } });
    g.do(0, "Crater Fist: destroy this, your attacks with crush gain +2 power this turn");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Crater Fist")]);
    g.pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Crush the Weak (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(9);

    const temper = scenario({ p1: { hero: "Rhinar", hand: ["Snatch (red)"] }, p2: { hero: "Bravo", equipment: ["Crater Fist"] } });
    temper.do(0, "Play Snatch (red)").passStep().passStep().do(1, "Defend with Crater Fist").do(1, "Done declaring defenders");
    toResolution(temper).pass(2);
    expect(temper.state.chain).toHaveLength(0);
    expect(temper.player(1).gear.find((x) => x.id === temper.gear(1, "Crater Fist"))!.defenseCounters).toBe(1);
    expect(temper.player(1).life).toBe(20 - 2);
  });

  it("Mangle, crush: 4 or more damage destroys target equipment of the hero's with a -1 defense counter (CR 8.4.2, 8.5.4)", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Head Jab (red)", "Mangle (red)"], resources: 4 },
      p2: { hero: "Rhinar", equipment: ["Scabskin Leathers", "Ironrot Helm"], life: 40 },
    });
    g.do(0, "Play Head Jab (red)").passStep().passStep().do(1, "Defend with Scabskin Leathers").do(1, "Done declaring defenders");
    toResolution(g).pass(2); // the chain closes: Battleworn puts a -1 defense counter on Scabskin Leathers (CR 8.3.2)
    g.do(0, "Play Mangle (red)");
    untilAsked(unblocked(g, 1));
    expect(g.player(1).life).toBe(40 - 1 - 8);
    expect(g.labels(0)).toEqual(["Choose Scabskin Leathers to destroy"]);
    g.do(0, "Choose Scabskin Leathers to destroy");
    expect(names(g.player(1).gear)).toEqual([cardId("Ironrot Helm")]);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Scabskin Leathers")]);
  });

  it("Righteous Cleansing, crush: the attacker looks at the top 5 cards of the hero's deck, banishes 1 or more with the same name and puts the rest back in any order", () => {
    const g = scenario({
      p1: { hero: "Bravo", hand: ["Righteous Cleansing (yellow)"], resources: 7 },
      p2: { hero: "Rhinar", life: 40, deck: ["Sigil of Solace (red)", "Snatch (red)", "Sigil of Solace (red)", "Head Jab (red)", "Pack Hunt (red)", "Savage Swing (red)"] },
    });
    g.do(0, "Play Righteous Cleansing (yellow)");
    untilAsked(unblocked(g, 1));
    expect(g.player(1).life).toBe(30);
    expect(g.labels(0)).toEqual([
      "Choose Sigil of Solace (red) to banish (then any more with the same name)",
      "Choose Snatch (red) to banish (then any more with the same name)",
      "Choose Sigil of Solace (red) to banish (then any more with the same name)",
      "Choose Head Jab (red) to banish (then any more with the same name)",
      "Choose Pack Hunt (red) to banish (then any more with the same name)",
    ]);
    // The looked-at cards stay hidden from the hero whose deck it is (CR 3.0.4): the table's prompt names none.
    expect(g.labels(1)).toEqual([]);
    expect(g.events.filter((e) => e.type === "prompt").at(-1)).toEqual({ type: "prompt", seat: 0, kind: "choose", text: "waiting for P1 to choose a card to banish (then any more with the same name)" });
    g.do(0, g.decisions(0)[0]!.id);
    expect(g.labels(0)).toEqual(["Choose Sigil of Solace (red) to banish another card named Sigil of Solace", "Choose none"]);
    g.do(0, "Choose Sigil of Solace (red) to banish another card named Sigil of Solace");
    expect(names(g.player(1).banished)).toEqual([cardId("Sigil of Solace (red)"), cardId("Sigil of Solace (red)")]);
    g.do(0, g.decisions(0).find((d) => d.label.startsWith("Choose Head Jab (red)"))!.id);
    g.do(0, g.decisions(0).find((d) => d.label.startsWith("Choose Snatch (red)"))!.id);
    expect(names(g.player(1).deck)).toEqual([cardId("Snatch (red)"), cardId("Head Jab (red)"), cardId("Pack Hunt (red)"), cardId("Savage Swing (red)")]);
    g.done();
  });

  it("Stamp Authority: entering with 2 cards of cost 3 or more in the pitch zone gives +1 intellect this turn; while it is in the arena attack action cards' hit effects do not trigger; destroyed at the beginning of its controller's action phase", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Stamp Authority (blue)"], pitch: ["Crippling Crush (red)", "Spinal Crush (red)"], resources: 3 }, p2: { hero: "Rhinar" } });
    g.do(0, "Play Stamp Authority (blue)").pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Stamp Authority (blue): enters the arena"]);
    g.pass(2);
    expect(g.player(0).intellectThisTurn).toBe(1);

    const hit = scenario({ p1: { hero: "Bravo", permanents: ["Stamp Authority (blue)"], life: 40 }, p2: { hero: "Rhinar", hand: ["Snatch (red)"], deck: ["Pack Hunt (red)"] }, turnPlayer: 1 });
    hit.do(1, "Play Snatch (red)");
    unblocked(hit, 0);
    toResolution(hit);
    expect(hit.player(0).life).toBe(36);
    expect(hit.logText()).toContain("Snatch (red)'s effects do not trigger on the hit (Stamp Authority (blue))");
    expect(hit.player(1).deck).toHaveLength(1);
    hit.nextTurn();
    expect(hit.state.stack.map((l) => l.trigger?.text)).toEqual(["Stamp Authority: beginning of the action phase"]);
    hit.pass(2);
    expect(hit.player(0).permanents).toHaveLength(0);
  });

  it("Towering Titan: at the beginning of its controller's action phase it is destroyed, and the next Guardian attack action card gains +10 power", () => {
    const g = scenario({ p1: { hero: "Bravo", permanents: ["Towering Titan (red)"], hand: ["Crush the Weak (red)", "Sigil of Solace (blue)"] }, p2: { hero: "Rhinar", life: 40 }, turnPlayer: 1 });
    g.nextTurn();
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Towering Titan: beginning of the action phase"]);
    g.pass(2);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Towering Titan (red)")]);
    g.do(0, "Play Crush the Weak (red)").do(0, "Pitch Sigil of Solace (blue) for 3");
    unblocked(g, 1);
    expect(activePower(g)).toBe(17);
  });

  it("Emerging Dominance: destroyed at the beginning of the action phase; the next Guardian attack action card gains +3 power and dominate (CR 8.3.4)", () => {
    const g = scenario({ p1: { hero: "Bravo", permanents: ["Emerging Dominance (red)"], hand: ["Crush the Weak (red)", "Sigil of Solace (blue)"] }, p2: { hero: "Rhinar", hand: ["Snatch (red)", "Snatch (yellow)"], life: 40 }, turnPlayer: 1 });
    g.nextTurn().pass(2);
    g.do(0, "Play Crush the Weak (red)").do(0, "Pitch Sigil of Solace (blue) for 3").passStep().passStep();
    expect(activePower(g)).toBe(10);
    g.do(1, "Defend with Snatch (red)");
    expect(g.labels(1)).toEqual(["Done declaring defenders"]);
    g.do(1, "Done declaring defenders");
  });

  it("Crush the Weak, crush: during their next action phase the hero can't play attack action cards with 3 or less base power", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Crush the Weak (red)"], resources: 3 }, p2: { hero: "Rhinar", hand: ["Snatch (red)", "Snatch (yellow)"], life: 40 } });
    g.do(0, "Play Crush the Weak (red)");
    unblocked(g, 1).pass(2);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Crush the Weak (red): crush"]);
    g.pass(2);
    expect(g.player(1).marks).toEqual([{ kind: "no-weak-attacks", from: 3, until: 3, source: cardId("Crush the Weak (red)") }]);
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    expect(g.labels(1)).toEqual(["Play Snatch (red)", "Pass priority"]);
  });

  it("Chokeslam, crush: during their next action phase the hero's attack action cards can't gain power (CR 1.0.2)", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Chokeslam (red)"], resources: 4 }, p2: { hero: "Rhinar", hand: ["Nimblism (red)", "Snatch (red)"], life: 40 } });
    g.do(0, "Play Chokeslam (red)");
    unblocked(g, 1);
    toResolution(g).pass(2).nextTurn();
    g.do(1, "Play Nimblism (red)").pass(2).do(1, "Play Snatch (red)");
    unblocked(g, 0);
    expect(activePower(g)).toBe(4); // not 4 + 3
  });

  it("Blessing of Serenity: the next {p} damage to its player's hero this turn has 3 of it prevented, and only that damage (CR 6.4.10, 8.5.3b)", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Blessing of Serenity (red)"], life: 40 }, p2: { hero: "Rhinar", hand: ["Savage Swing (red)", "Snatch (red)", "Sigil of Solace (red)"], resources: 1 }, turnPlayer: 1, actionPoints: 2 });
    g.do(1, "Play Snatch (red)").passStep().passStep().do(0, "Do not defend").do(1, "pass").do(0, "Play Blessing of Serenity (red)").pass(2);
    toResolution(g);
    expect(g.player(0).life).toBe(40 - 1);
    expect(g.state.shields).toEqual([]);
    g.do(1, "Play Savage Swing (red)");
    unblocked(g, 0);
    toResolution(g);
    expect(g.player(0).life).toBe(40 - 1 - 7);
  });
});
