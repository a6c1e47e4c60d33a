import { playDecision, PUBLIC, redactStream, startMatch } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { hasType } from "../cards";
import { DASH_BLITZ, DORINTHEA_BLITZ } from "../decks";
import { fabEnforced as fab } from "../game";
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
  it("CR 1.8.2 example: Chain Lightning is a card with an effect that deals 3 arcane damage even though it is conditional — Crucible of Aetherweave's +1 goes with it whether or not its condition is met", () => {
    const board = () => scenario({ p1: { hero: "Kano", weapon: "Crucible of Aetherweave", hand: ["Zap (red)", "Chain Lightning (yellow)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    // Another Wizard 'non-attack' action card first: the condition is met, 3 + 1.
    const met = board();
    met.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2).do(0, CRUCIBLE).pass(2);
    met.do(0, "Play Chain Lightning (yellow)").pass(2);
    expect(met.player(1).life).toBe(20 - 3 - 4);
    // Chain Lightning first: no damage, and the +1 was used by it — Zap after it deals its own 3.
    const unmet = board();
    unmet.do(0, CRUCIBLE).pass(2).do(0, "Play Chain Lightning (yellow)").pass(2);
    expect(unmet.player(1).life).toBe(20);
    unmet.do(0, "Play Zap (red) targeting P2 (Rhinar)").pass(2);
    expect(unmet.player(1).life).toBe(17);
  });

  it("CR 1.9.2c example, with Coax a Commotion's \"each hero draws a card\" in place of This Round's on Me's: one draw for each hero, starting with the player who controls it", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Coax a Commotion (red)"], deck: ["Head Jab (red)"] }, p2: { hero: "Rhinar", deck: ["Brutal Assault (red)"], life: 20 } });
    unblocked(g.do(0, "Play Coax a Commotion (red)"), 1).passStep();
    g.do(0, "No").do(0, "Yes: each hero draws a card").do(0, "No").pass(2);
    expect(names(g.player(0).hand)).toEqual([cardId("Head Jab (red)")]);
    expect(names(g.player(1).hand)).toEqual([cardId("Brutal Assault (red)")]);
    expect(g.logText().filter((l) => /^P[12] \(\w+\) draws /.test(l)).map((l) => l.slice(0, 2))).toEqual(["P1", "P2"]);
  });

  it("CR 6.4.1a example, with Enchanting Melody in place of Ward 1: a replacement that destroys its source to prevent damage — the destruction is a sub-event that comes before the damage is dealt", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Pack Hunt (red)"], resources: 2 }, p2: { hero: "Viserai", permanents: ["Enchanting Melody (red)"], life: 20 } });
    g.do(0, "Play Pack Hunt (red)");
    g.pass(2);
    toResolution(unblocked(g, 1));
    const log = g.logText();
    const destroyed = log.indexOf("Enchanting Melody is destroyed");
    const dealt = log.indexOf("Pack Hunt (red) hits P2 (Viserai) for 2");
    expect(destroyed).toBeGreaterThanOrEqual(0);
    expect(dealt).toBeGreaterThan(destroyed);
    expect(g.player(1).life).toBe(18);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Enchanting Melody (red)")]);
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

  it("CR 4.1.5b example: Dash's \"you may start the game with a Mechanologist item with cost 2 or less in the arena\" — of a 40-card deck, 1 card starts in the arena and 39 stay in the deck; which one is private until the game begins", () => {
    const start = startMatch(fab, [{ name: "Ann", kind: "human", deck: DASH_BLITZ }, { name: "Bo", kind: "human", deck: DORINTHEA_BLITZ }], "dash-example");
    if (!start.ok) throw new Error(start.error.message);
    const chosen = playDecision(fab, start.value.state, 1, start.value.state.asking!.seat, "first:me");
    if (!chosen.ok) throw new Error(chosen.error.message);
    const s = chosen.value.state;
    const deck = s.players[0]!.deck.length;
    expect(deck).toBe(40);
    const core = fab.decisions(s, 0).find((d) => d.label.startsWith("Choose Teklo Core (blue)"))!;
    // The question everyone sees does not name the deck's items.
    const seen = JSON.stringify(redactStream([start.value.stream, chosen.value.stream], PUBLIC).flatMap((e) => e.events));
    expect(seen).not.toContain("Teklo Core");
    const started = playDecision(fab, s, 2, 0, core.id);
    if (!started.ok) throw new Error(started.error.message);
    const t = started.value.state.players[0]!;
    expect(names(t.permanents)).toEqual([cardId("Teklo Core (blue)")]);
    // 39 cards in the deck zone before the opening hand is drawn from it.
    expect(t.deck.length + t.hand.length).toBe(39);
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

describe("CR worked examples: restrictions, attacks and combat", () => {
  it("CR 1.0.2 example, with Three of a Kind's \"you may only play cards from arsenal\" as the restriction: it takes precedence over Kano's allowance to play the banished card — Zap can no longer be played from the banished zone", () => {
    const g = scenario({
      p1: { hero: "Kano", hand: ["Three of a Kind (red)"], deck: ["Zap (red)", "Snatch (red)", "Snatch (yellow)", "Snatch (blue)"], resources: 4 },
      p2: { hero: "Rhinar", life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Kano: look at the top card of your deck (a non-attack action card may be banished and played this turn as an instant)").pass(2);
    g.do(0, "Choose Zap (red) to banish from the top of the deck (playable this turn as though it were an instant)");
    // The allowance alone: Zap may be played from the banished zone.
    expect(g.labels(0)).toContain("Play Zap (red) from banished targeting P2 (Rhinar)");
    g.do(0, "Play Three of a Kind (red)").pass(2);
    expect(g.player(0).actionPoints).toBeGreaterThan(0);
    expect(g.labels(0).filter((l) => l.startsWith("Play"))).toEqual([]);
    expect(names(g.player(0).banished)).toEqual([cardId("Zap (red)")]);
  });

  it("CR 1.2.2 example: Lunging Press's \"target attack action card\" identifies a card — it may be played on Head Jab's attack, not on Dawnblade's attack-proxy", () => {
    const card = scenario({ p1: { hero: "Dorinthea", hand: ["Head Jab (red)", "Lunging Press (blue)"] }, p2: { hero: "Rhinar", life: 20 } });
    unblocked(card.do(0, "Play Head Jab (red)"), 1);
    expect(card.labels(0)).toContain("Play Lunging Press (blue)");
    card.do(0, "Play Lunging Press (blue)").pass(2);
    expect(activePower(card)).toBe(3 + 1);
    const weapon = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Lunging Press (blue)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    unblocked(weapon.do(0, "Attack with Dawnblade"), 1);
    expect(weapon.labels(0).filter((l) => l.startsWith("Play Lunging Press"))).toEqual([]);
  });

  it("CR 1.4.3a and 7.2.3a (earlier CR) examples: Edge of Autumn's attack-proxy has the base ability go again and inherits its name, Ninja, weapon, 2H sword and 1{p}; as the chain link the weapon has go again for that link only", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", weapon: "Edge of Autumn", hand: ["Wounding Blow (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Attack with Edge of Autumn");
    const proxy = g.state.stack[0]!;
    expect(attackHasGoAgain(g.state, proxy)).toBe(true);
    expect(["Ninja", "Weapon", "Sword", "2H"].every((type) => hasType(proxy.card, type))).toBe(true);
    expect(attackMatches(g.state, proxy, "dagger-or-sword")).toBe(true);
    unblocked(g, 1);
    expect(activePower(g)).toBe(1);
    expect(attackHasGoAgain(g.state, activeLink(g).attack)).toBe(true);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(1);
    // The next chain link is another attack: it has no go again of Edge of Autumn's.
    g.do(0, "Play Wounding Blow (red)");
    unblocked(g, 1);
    expect(attackHasGoAgain(g.state, activeLink(g).attack)).toBe(false);
    expect(attackHasGoAgain(g.state, g.state.chain[0]!.attack)).toBe(true);
  });

  it("CR 1.4.3e example (7.2.3b in the earlier CR): Sharpen Steel's +3{p} applies to Dawnblade as chain link 1 only — attacking again with it (Dorinthea), chain link 2 has 3{p}", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Sharpen Steel (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Sharpen Steel (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3 + 3);
    toResolution(g, "Yes");
    expect(g.player(1).life).toBe(14);
    g.do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(g.state.chain).toHaveLength(2);
    expect(activePower(g)).toBe(3);
    // Chain link 1 keeps what it was (last known information).
    expect(attackPower(g.state, g.state.chain[0]!.attack)).toBe(6);
  });

  it("CR 5.2.3c example: Twinning Blade lets its player attack an additional time with target sword (Edge of Autumn) past its Once per Turn limit — once more, not twice", () => {
    const board = (hand: string[]) => scenario({ p1: { hero: "Ira, Crimson Haze", weapon: "Edge of Autumn", hand, resources: 3 }, p2: { hero: "Rhinar", life: 20 } });
    const without = board([]);
    toResolution(unblocked(without.do(0, "Attack with Edge of Autumn"), 1)).pass(2);
    expect(without.player(0).actionPoints).toBe(1);
    expect(without.labels(0)).not.toContain("Attack with Edge of Autumn");
    const g = board(["Twinning Blade (yellow)"]);
    unblocked(g.do(0, "Attack with Edge of Autumn"), 1);
    g.do(0, "Play Twinning Blade (yellow)").pass(2);
    toResolution(g).pass(2);
    expect(g.labels(0)).toContain("Attack with Edge of Autumn");
    toResolution(unblocked(g.do(0, "Attack with Edge of Autumn"), 1)).pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0)).not.toContain("Attack with Edge of Autumn");
  });

  it("CR 6.3.7 example, with Chokeslam's \"can't gain {p}\" in place of Hypothermia's \"can't gain go again\": it stops Come to Fight's +3{p} being added but does not take away Wounding Blow's printed 4{p}", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Chokeslam (red)"], resources: 4 }, p2: { hero: "Rhinar", hand: ["Come to Fight (red)", "Wounding Blow (red)", "Sigil of Solace (blue)"], life: 40 } });
    g.do(0, "Play Chokeslam (red)");
    toResolution(unblocked(g, 1)).pass(2).nextTurn();
    g.do(1, "Play Come to Fight (red)").do(1, "Pitch Sigil of Solace (blue) for 3").pass(2);
    g.do(1, "Play Wounding Blow (red)");
    unblocked(g, 0);
    expect(activePower(g)).toBe(4);
  });

  it("CR 6.4.10i example: Dissipation Shield's prevention is fixed — it prevents up to 4 of the next damage event only: Zap's 2 is prevented, the 2 left over do not prevent the next Zap's 3", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Dissipation Shield (yellow)", "Zap (yellow)", "Zap (red)"], resources: 2, life: 20 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 3 });
    g.do(0, "Play Dissipation Shield (yellow)").pass(2);
    g.do(0, "Dissipation Shield: destroy this, prevent X of the next damage to your hero this turn (X: its steam counters)").pass(2);
    g.do(0, "Play Zap (yellow) targeting your hero").pass(2);
    expect(g.player(0).life).toBe(20);
    expect(g.state.shields).toEqual([]);
    g.do(0, "Play Zap (red) targeting your hero").pass(2);
    expect(g.player(0).life).toBe(17);
  });

  it("CR 7.3.2b example, with dominate in place of overpower: an attack with dominate already defended by a card from hand — no second card from hand can be declared; equipment still can", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Ironsong Determination (yellow)"], resources: 1 },
      p2: { hero: "Rhinar", hand: ["Raging Onslaught (blue)", "Wrecker Romp (red)"], equipment: ["Ironrot Helm"], life: 20 },
    });
    g.do(0, "Play Ironsong Determination (yellow)").pass(2).do(0, "Attack with Dawnblade").passStep().passStep();
    expect(hasDominate(g.state, activeLink(g).attack)).toBe(true);
    expect(g.labels(1)).toEqual(["Defend with Raging Onslaught (blue)", "Defend with Wrecker Romp (red)", "Defend with Ironrot Helm", "Do not defend"]);
    g.do(1, "Defend with Raging Onslaught (blue)");
    expect(g.labels(1)).toEqual(["Defend with Ironrot Helm", "Done declaring defenders"]);
  });

  it("CR 1.9.1c example: Moon Wish hits and searches the private deck for a card named Sun Kiss — its player may fail to find it although one is there", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Moon Wish (red)"], deck: ["Sun Kiss (red)", "Head Jab (red)"], resources: 2 }, p2: { hero: "Kano", life: 20 } });
    g.do(0, "Play Moon Wish (red)");
    unblocked(g, 1);
    for (let i = 0; i < 8 && g.pending === null; i++) g.pass();
    expect(g.labels(0).some((l) => l.startsWith("Choose Sun Kiss (red)"))).toBe(true);
    expect(g.labels(0)).toContain("Choose none");
    g.do(0, "Choose none");
    expect(g.player(0).hand).toEqual([]);
    expect(names(g.player(0).deck).sort()).toEqual([cardId("Sun Kiss (red)"), cardId("Head Jab (red)")].sort());
  });
});

const CRUCIBLE = "Crucible of Aetherweave: the next card you play this turn that deals arcane damage deals 1 more";
