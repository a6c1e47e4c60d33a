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

const CRUCIBLE = "Crucible of Aetherweave: the next card you play this turn that deals arcane damage deals 1 more";
