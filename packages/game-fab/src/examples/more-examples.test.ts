import { describe, expect, it } from "vitest";
import { hasType } from "../cards";
import { attackHasGoAgain, attackMatches, attackPower, hasDominate } from "../rules/combat";
import { activeLink, activePower, cardId, names, scenario, toResolution, unblocked } from "../testing";

/**
 * More worked examples of the Comprehensive Rules ("Example:" passages), cited by their number in
 * the copy vendored at packages/rules/sources/fab-comprehensive-rules-2.13.0.txt; "(earlier CR)"
 * marks one found only in fab-comprehensive-rules-older.txt beside it, cited by that edition's
 * number. Each is reproduced with the cards it names; an example that names a card from a later
 * set, but whose point is a general rule, says which card stands in for it ("with X in place of Y").
 */

describe("CR worked examples: objects, abilities and effects", () => {
  it("CR 1.7.5b example: Art of War's \"Choose 2\" does not say a mode may be chosen more than once, so two distinct modes are chosen — unlike Tome of Aetherwind, which says so", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Art of War (yellow)", "Tome of Aetherwind (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    const modes = (card: string): string[][] =>
      g
        .labels(0)
        .filter((l) => l.startsWith(`Play ${card}: `))
        .map((l) => l.slice(`Play ${card}: `.length).split("; "));
    const art = modes("Art of War (yellow)");
    // Four modes, two different ones: the 6 pairs, none of them a mode twice.
    expect(art).toHaveLength(6);
    expect(art.every(([a, b]) => a !== b && b !== undefined)).toBe(true);
    expect(new Set(art.flat()).size).toBe(4);
    // Tome of Aetherwind ("You may choose the same mode more than once") offers a mode twice.
    expect(g.labels(0).filter((l) => l.startsWith("Play Tome of Aetherwind (red)")).some((l) => l.endsWith(", twice"))).toBe(true);
  });
  it("CR 1.8.2 example: Blazing Aether is a card with an effect that deals arcane damage although X is 0 until it resolves — Crucible of Aetherweave's +1 waits for it and applies to the X it deals", () => {
    const g = scenario({ p1: { hero: "Kano", weapon: "Crucible of Aetherweave", hand: ["Zap (red)", "Blazing Aether (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
    g.do(0, CRUCIBLE).pass(2);
    g.do(0, "Play Blazing Aether (red) targeting P2 (Rhinar)").pass(2);
    // X = the 3 arcane damage dealt to Rhinar this turn, plus Crucible's 1.
    expect(g.logText()).toContain("Blazing Aether (red) deals 4 arcane damage to P2 (Rhinar)");
    expect(g.player(1).life).toBe(17 - 4);
  });

  it("CR 1.9.1b example: Blazing Aether with no arcane damage dealt this turn deals 0 — an instruction to do nothing: no event, so Crucible of Aetherweave's replacement cannot make it 1", () => {
    const g = scenario({ p1: { hero: "Kano", weapon: "Crucible of Aetherweave", hand: ["Blazing Aether (red)", "Zap (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, CRUCIBLE).pass(2);
    g.do(0, "Play Blazing Aether (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(20);
    expect(g.logText().filter((l) => l.includes("arcane damage to P2"))).toEqual([]);
    // Blazing Aether was the next card with an arcane damage effect (CR 1.8.2): the +1 went with it, Zap deals its own 3.
    g.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(g.player(1).life).toBe(17);
  });

  it("CR 1.8.4b example: Pitfall Trap's \"deal 2 damage to the attacking hero unless they pay {r}\" is conditional on the payment — paid, no damage; declined, 2 damage", () => {
    const board = () =>
      scenario({
        p1: { hero: "Dorinthea", hand: ["Head Jab (red)", "Sink Below (red)"] },
        p2: { hero: "Azalea", arsenal: ["Pitfall Trap (yellow)"], life: 20 },
      });
    const pay = "Yes: pay 1 (Pitfall Trap (yellow): otherwise 2 damage to the attacking hero)";
    const paid = board();
    unblocked(paid.do(0, "Play Head Jab (red)"), 1).pass().do(1, "Play Pitfall Trap (yellow) from arsenal").pass(2).pass(2);
    expect(paid.labels(0)).toEqual([pay, "No"]);
    paid.do(0, pay).do(0, "Pitch Sink Below (red) for 1");
    expect(paid.player(0).life).toBe(20);
    const declined = board();
    unblocked(declined.do(0, "Play Head Jab (red)"), 1).pass().do(1, "Play Pitfall Trap (yellow) from arsenal").pass(2).pass(2);
    declined.do(0, "No");
    expect(declined.player(0).life).toBe(18);
  });

  it("CR 1.8.7a example: Ravenous Rabble reveals Gorganian Tome, which has no pitch property — X is 0 and the attack keeps its 5{p}", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Ravenous Rabble (red)"], deck: ["Gorganian Tome"] }, p2: { hero: "Kano", life: 20 } });
    g.do(0, "Play Ravenous Rabble (red)").passStep().pass(2);
    expect(g.logText()).toContain("P1 (Rhinar) reveals Gorganian Tome from the top of their deck");
    expect(activePower(g)).toBe(5);
    // The same attack revealing a card with pitch 1 gets -1{p}.
    const red = scenario({ p1: { hero: "Rhinar", hand: ["Ravenous Rabble (red)"], deck: ["Zap (red)"] }, p2: { hero: "Kano", life: 20 } });
    red.do(0, "Play Ravenous Rabble (red)").passStep().pass(2);
    expect(activePower(red)).toBe(4);
  });

  it("CR 2.0.3a example: \"gains +3{p}\" (Come to Fight) changes an attack's power, not its base — a 4{p} attack made 7 does not meet Kayo's \"base power 6 or more\"; a 6{p} base does", () => {
    const g = scenario({ p1: { hero: "Kayo, Berserker Runt", hand: ["Come to Fight (red)", "Wounding Blow (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 }, fixedRandom: [5] });
    g.do(0, "Play Come to Fight (red)").pass(2);
    g.do(0, "Play Wounding Blow (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4 + 3);
    expect(g.logText().filter((l) => l.includes("base power"))).toEqual([]);
    const six = scenario({ p1: { hero: "Kayo, Berserker Runt", hand: ["Riled Up (yellow)", "Sigil of Solace (blue)"] }, p2: { hero: "Rhinar", life: 20 }, fixedRandom: [5] });
    six.do(0, "Play Riled Up (yellow)").do(0, "Pitch Sigil of Solace (blue) for 3").pass(2);
    expect(six.logText()).toContain("Riled Up (yellow)'s base power is doubled to 12");
  });
});

describe("CR worked examples: zones, the stack and the start of the game", () => {
  it("CR 1.4.1a (earlier CR) example: Quicken is a token — \"Token\" is in its type box; the token Flock of the Feather Walkers creates ceases to exist when destroyed, in no graveyard", () => {
    expect(hasType(cardId("Quicken"), "Token")).toBe(true);
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Flock of the Feather Walkers (red)", "Head Jab (red)", "Wounding Blow (blue)"] }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Flock of the Feather Walkers (red), revealing Wounding Blow (blue)").do(0, "Pitch Head Jab (red) for 1").passStep().pass(2);
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Quicken"), token: true }]);
    g.passStep().do(1, "Do not defend").passStep().passStep().passStep().passStep();
    g.nextTurn().nextTurn();
    g.do(0, "Play Wounding Blow (blue)").pass(2);
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).graveyard)).not.toContain(cardId("Quicken"));
  });

  it("CR 3.0.9 example: Endless Arrow given go again by Snapdragon Scalers hits and returns to hand, a new object — played again, it does not have go again", () => {
    const g = scenario({ p1: { hero: "Azalea", weapon: "Death Dealer", equipment: ["Snapdragon Scalers"], arsenal: ["Endless Arrow (red)"], deck: ["Take Cover (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Endless Arrow (red) from arsenal");
    const first = g.state.stack[0]!.id;
    unblocked(g, 1).do(0, "Snapdragon Scalers: destroy this, target attack action card with cost 1 or less gets go again").pass(2);
    expect(attackHasGoAgain(g.state, activeLink(g).attack)).toBe(true);
    toResolution(g);
    // It hit and went to its owner's hand; its chain link's go again still gave the action point (CR 1.2.3a).
    expect(names(g.player(0).hand)).toEqual([cardId("Endless Arrow (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    const again = g.player(0).hand[0]!.id;
    expect(again).not.toBe(first);
    // Arrows are played from the arsenal: Death Dealer puts it back there (face up).
    g.pass(2).do(0, "Death Dealer: put an arrow card from your hand face up into your empty arsenal, then draw a card").pass(2).do(0, "Choose Endless Arrow (red) to put face up into your arsenal");
    g.do(0, "Play Endless Arrow (red) from arsenal");
    expect(g.state.stack.at(-1)!.goAgain).toBe(false);
    unblocked(g, 1);
    expect(attackHasGoAgain(g.state, activeLink(g).attack)).toBe(false);
  });

  it("CR 3.15.6 example: of 4 layers on the stack, layer 2 (an instant card) is negated by Aetherize — layer 3 becomes layer 2 and layer 4 layer 3; layer 1 is unchanged", () => {
    const g = scenario({
      p1: { hero: "Kano", hand: ["Zap (red)", "Sigil of Solace (red)"], permanents: ["Energy Potion"], life: 10 },
      p2: { hero: "Kano", hand: ["Aetherize (blue)"], permanents: ["Energy Potion"], resources: 1 },
    });
    g.do(0, "Play Zap (red) targeting P2 (Kano)").do(0, "Play Sigil of Solace (red)").do(0, "Energy Potion: destroy this, gain 2 resources").pass();
    g.do(1, "Energy Potion: destroy this, gain 2 resources");
    const [one, , three, four] = g.state.stack.map((l) => l.id);
    expect(g.state.stack.map((l) => l.card)).toEqual([cardId("Zap (red)"), cardId("Sigil of Solace (red)"), cardId("Energy Potion"), cardId("Energy Potion")]);
    g.do(1, "Play Aetherize (blue)").pass(2);
    expect(g.logText()).toContain("Sigil of Solace (red) is negated (Aetherize (blue))");
    expect(g.state.stack.map((l) => l.id)).toEqual([one, three, four]);
    // The layers resolve top first, as renumbered: P2's Energy Potion, then P1's, then Zap.
    g.pass(2);
    expect(g.player(1).resources).toBe(2);
    g.pass(2);
    expect(g.player(0).resources).toBe(2);
    g.pass(2);
    expect(g.state.stack).toEqual([]);
    expect(g.player(0).life).toBe(10);
    expect(g.player(1).life).toBe(15 - 3);
  });

  it("CR 6.6.5c example, with Absorption Dome in place of Hyper Driver (no boost this turn, it enters with no steam counters): generated while its condition is met, \"when it has none, destroy it\" triggers at once and destroys it", () => {
    const g = scenario({ p1: { hero: "Data Doll MKII", hand: ["Absorption Dome (yellow)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Absorption Dome (yellow)").pass(2);
    expect(g.player(0).permanents).toMatchObject([{ card: cardId("Absorption Dome (yellow)"), steam: 0 }]);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Absorption Dome: no steam counters, destroy it"]);
    g.pass(2);
    expect(g.player(0).permanents).toEqual([]);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Absorption Dome (yellow)")]);
  });
});

const CRUCIBLE = "Crucible of Aetherweave: the next card you play this turn that deals arcane damage deals 1 more";
