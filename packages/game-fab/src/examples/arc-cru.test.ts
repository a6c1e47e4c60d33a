import { foldStream, PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { attackHasGoAgain } from "../rules/combat";
import { activeLink, activePower, cardId, names, scenario, toResolution, unblocked, type Scenario } from "../testing";

/**
 * Worked examples of the Comprehensive Rules ("Example:" passages) that name Arcane Rising and
 * Crucible of War cards, reproduced with the cards they name. Each test cites the rule the example
 * follows in CR 2.13.0; "(earlier CR)" marks an example found only in the earlier edition vendored
 * beside it, cited by that edition's number.
 */

const steam = (g: Scenario, name: string): number | undefined => g.player(0).permanents.find((c) => c.card === cardId(name))?.steam;
const events = (g: Scenario, audience: Parameters<typeof redactStream>[1]): string => JSON.stringify(redactStream(g.stream(), audience).flatMap((e) => e.events));

describe("CR worked examples with Arcane Rising cards", () => {
  it("CR 1.9.3b example: Opt 1 looks at the top card and puts it on the top or bottom; nobody else learns the card", () => {
    const g = scenario({ p1: { hero: "Dash", hand: ["Optekal Monocle (blue)"], deck: ["Zap (red)", "Snatch (red)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Optekal Monocle (blue)").pass(2);
    g.do(0, "Optekal Monocle: remove a steam counter, opt 1").pass(2);
    // Only the top card is looked at: one card to choose, or none.
    expect(g.labels(0)).toEqual(["Choose Zap (red) to put on the bottom of your deck (opt; none: the rest stay on top)", "Choose none"]);
    g.do(0, "Choose Zap (red) to put on the bottom of your deck (opt; none: the rest stay on top)");
    expect(names(g.player(0).deck)).toEqual([cardId("Snatch (red)"), cardId("Zap (red)")]);
    expect(events(g, seatAudience(1))).not.toContain(cardId("Zap (red)"));
    expect(events(g, PUBLIC)).not.toContain(cardId("Zap (red)"));
  });

  it("CR 1.9.3b example: with no cards in the deck, the look and the put both fail to occur, so the opt does not happen at all", () => {
    const g = scenario({ p1: { hero: "Dash", hand: ["Optekal Monocle (blue)"] }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Optekal Monocle (blue)").pass(2);
    g.do(0, "Optekal Monocle: remove a steam counter, opt 1").pass(2);
    expect(g.pending).toBeNull();
    expect(steam(g, "Optekal Monocle (blue)")).toBe(4);
  });

  it("CR 2.2.2a example: Spark of Genius's printed cost XX is X+X — with X = 2 it costs 4", () => {
    const g = scenario({ p1: { hero: "Dash", hand: ["Spark of Genius (yellow)"], deck: ["Convection Amplifier (red)"], resources: 4 }, p2: { hero: "Rhinar", life: 20 } });
    expect(g.labels(0).filter((l) => l.startsWith("Play Spark of Genius"))).toEqual(["Play Spark of Genius (yellow) with X = 0", "Play Spark of Genius (yellow) with X = 1", "Play Spark of Genius (yellow) with X = 2"]);
    g.do(0, "Play Spark of Genius (yellow) with X = 2");
    expect(g.player(0).resources).toBe(0);
  });

  it("CR 6.4.2a example: Hyper Driver's \"this enters the arena with 3 steam counters\" is an identity-replacement — it arrives with them", () => {
    const g = scenario({ p1: { hero: "Dash", hand: ["Hyper Driver (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Hyper Driver (red)");
    expect(steam(g, "Hyper Driver (red)")).toBeUndefined();
    g.pass(2);
    expect(steam(g, "Hyper Driver (red)")).toBe(3);
  });

  it("CR 6.4.10h example: Enchanting Melody is a fixed-prevention effect that destroys its source — 4 of 6 damage prevented, the aura destroyed", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Pack Hunt (red)"], resources: 2 }, p2: { hero: "Viserai", permanents: ["Enchanting Melody (red)"], life: 20 } });
    g.do(0, "Play Pack Hunt (red)");
    g.pass(2); // "When this attacks, intimidate": Viserai has no cards in hand
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(20 - (6 - 4));
    expect(g.player(1).permanents).toEqual([]);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Enchanting Melody (red)")]);
  });

  it("CR 6.6.2a example: Lead the Charge (blue) is a delayed trigger — a card with cost 1 does not trigger it; one with cost 2 does, and its triggered-layer gives the action point", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Lead the Charge (blue)", "Scalding Rain (red)", "Voltic Bolt (red)"], resources: 3 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Lead the Charge (blue)").pass(2);
    expect(g.player(0).actionPoints).toBe(2); // 2 - 1 + go again
    g.do(0, "Play Scalding Rain (red) targeting P2 (Rhinar)");
    expect(g.state.stack.map((l) => l.trigger?.text ?? "card")).toEqual(["card"]);
    g.pass(2);
    g.do(0, "Play Voltic Bolt (red) targeting P2 (Rhinar)");
    expect(g.player(0).actionPoints).toBe(0);
    expect(g.state.stack.map((l) => l.trigger?.text ?? "card")).toEqual(["card", "Lead the Charge (blue): gain 1 action point"]);
    g.pass(2);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("CR 1.2.4d (earlier CR) example: Oath of the Arknight's \"your next Runeblade attack\" includes the attack-proxy of a Runeblade weapon (Nebula Blade)", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Nebula Blade", hand: ["Oath of the Arknight (red)"], resources: 4 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Oath of the Arknight (red)").pass(2);
    g.do(0, "Attack with Nebula Blade");
    g.pass(2); // the Runechant the Oath created: 1 arcane damage as the blade attacks
    unblocked(g, 1);
    // Nebula Blade's 1{p}, +3 of its own (a non-attack action card was played this turn), +3 from the Oath.
    expect(activePower(g)).toBe(1 + 3 + 3);
  });

  it("CR 6.2.3d (earlier CR) example: Come to Fight applies to the next attack action card its player plays, not to a weapon attack before it", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Come to Fight (red)", "Head Jab (red)"], resources: 2 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Come to Fight (red)").pass(2);
    g.do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3);
    toResolution(g).do(0, "Play Head Jab (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3 + 3);
  });
});

describe("CR worked examples with Crucible of War cards, and the Ranger class", () => {
  const runechants = (g: Scenario): number => g.player(0).permanents.filter((c) => c.card === cardId("Runechant")).length;
  /** What an audience's folded stream shows in a zone: each card's name, or undefined for a card back. */
  const zoneSeenBy = (g: Scenario, audience: typeof PUBLIC, zone: string): (string | undefined)[] => {
    const view = foldStream(redactStream(g.stream(), audience));
    return view.zones[zone]!.objects.map((id) => view.objects[id]?.face?.name);
  };

  it("CR 3.0.7b example: Azalea's ability puts the top card of the deck (private) into the arsenal face up, so it becomes public before it moves", () => {
    const g = scenario({ p1: { hero: "Azalea", weapon: "Death Dealer", arsenal: ["Take Cover (red)"], deck: ["Searing Shot (red)", "Sic 'Em Shot (blue)"] }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Azalea: put your arsenal card on the bottom of your deck, then the top card of your deck face up into your arsenal").pass(2);
    expect(zoneSeenBy(g, seatAudience(1), "p0.arsenal")).toEqual(["Searing Shot"]);
    expect(zoneSeenBy(g, PUBLIC, "p0.arsenal")).toEqual(["Searing Shot"]);
    // The face-down card that went to the bottom of the deck stays private.
    expect(events(g, seatAudience(1))).not.toContain(cardId("Take Cover (red)"));
  });

  it("CR 1.2.5a (earlier CR) example: Endless Arrow is put into its owner's hand as it hits; its chain link keeps the go again it had, so the action point still comes", () => {
    const g = scenario({ p1: { hero: "Azalea", weapon: "Death Dealer", hand: ["Rapid Fire (yellow)"], arsenal: ["Endless Arrow (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Rapid Fire (yellow)").pass(2); // "Until end of turn, arrows you control gain go again"
    g.do(0, "Play Endless Arrow (red) from arsenal");
    expect(g.player(0).actionPoints).toBe(1);
    unblocked(g, 1).passStep();
    while (g.state.stack.length > 0) g.pass();
    expect(names(g.player(0).hand)).toEqual([cardId("Endless Arrow (red)")]);
    toResolution(g);
    expect(g.player(0).actionPoints).toBe(2);
  });

  it("CR 3.0.9b (earlier CR) example: Bull's Eye Bracers puts an arrow face up into the arsenal, a new object, and its +1{p} still applies to that object", () => {
    const g = scenario({ p1: { hero: "Azalea", weapon: "Death Dealer", equipment: ["Bull's Eye Bracers"], hand: ["Sic 'Em Shot (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    const inHand = g.player(0).hand[0]!.id;
    g.do(0, "Bull's Eye Bracers: destroy this: put an arrow card from your hand face up into your empty arsenal, +1 power until end of turn");
    g.pass(2).do(0, "Choose Sic 'Em Shot (red) to put face up into your arsenal");
    expect(g.player(0).arsenal[0]!.id).not.toBe(inHand);
    g.do(0, "Play Sic 'Em Shot (red) from arsenal");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4 + 1);
  });

  it("CR 1.7.1b example: Torrent of Tempo has no go again until it hits; then it gets it", () => {
    const g = scenario({ p1: { hero: "Ira, Crimson Haze", hand: ["Torrent of Tempo (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 } });
    g.do(0, "Play Torrent of Tempo (red)");
    unblocked(g, 1);
    expect(attackHasGoAgain(g.state, activeLink(g)!.attack)).toBe(false);
    expect(g.player(0).actionPoints).toBe(0);
    toResolution(g);
    expect(g.player(1).life).toBe(15);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("CR 1.8.5b (earlier CR) example: Find Center can't be defended by cards with a cost less than the chain links its player controls — Ironrot Helm, with no cost property, may defend", () => {
    const g = scenario({
      p1: { hero: "Ira, Crimson Haze", hand: ["Crane Dance (red)", "Find Center (blue)"] },
      p2: { hero: "Rhinar", hand: ["Scar for a Scar (blue)"], equipment: ["Ironrot Helm"], life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Play Crane Dance (red)");
    toResolution(unblocked(g, 1));
    g.do(0, "Play Find Center (blue)").passStep().passStep();
    expect(g.labels(1)).toEqual(["Defend with Ironrot Helm", "Do not defend"]);
    g.do(1, "Defend with Ironrot Helm").do(1, "Done declaring defenders");
  });

  it("CR 1.9.2b example: Mordred Tide replaces the event that creates Runechant tokens — 3 become 3 plus 1, not one more for each", () => {
    const g = scenario({ p1: { hero: "Dorinthea", hand: ["Mordred Tide (red)", "Read the Runes (red)"], resources: 1 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    g.do(0, "Play Mordred Tide (red)").pass(2);
    while (g.state.stack.length > 0) g.pass();
    const before = runechants(g);
    g.do(0, "Play Read the Runes (red)");
    while (g.state.stack.length > 0) g.pass();
    expect(runechants(g) - before).toBe(3 + 1);
  });

  it("CR 7.5.5c example: while Stamp Authority is in the arena, an attack action card's \"when this hits\" does not trigger (Snatch draws nothing)", () => {
    const g = scenario({ p1: { hero: "Bravo", permanents: ["Stamp Authority (blue)"], life: 40 }, p2: { hero: "Rhinar", hand: ["Snatch (red)"], deck: ["Pack Hunt (red)"] }, turnPlayer: 1 });
    g.do(1, "Play Snatch (red)");
    toResolution(unblocked(g, 0));
    expect(g.player(0).life).toBe(40 - 4);
    expect(g.player(1).hand).toEqual([]);
    expect(names(g.player(1).deck)).toEqual([cardId("Pack Hunt (red)")]);
  });

  it("CR 6.4.10b and 7.5.3b (earlier CR) examples: Feign Death names no amount, so it prevents all of the next damage; all of an attack's damage prevented, the attack does not hit", () => {
    const g = scenario({
      p1: { hero: "Rhinar", hand: ["Wounding Blow (red)", "Snatch (red)"], deck: ["Sigil of Solace (red)"], resources: 0 },
      p2: { hero: "Azalea", hand: ["Feign Death (yellow)", "Take Cover (blue)"], life: 20 },
      actionPoints: 2,
    });
    g.do(0, "Play Wounding Blow (red)");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(16);
    g.do(0, "pass").do(1, "Play Feign Death (yellow)").do(1, "Pitch Take Cover (blue) for 3").pass(2);
    g.do(0, "Play Snatch (red)");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(16);
    // No damage dealt, no hit: Snatch's "when this hits, draw a card" does not trigger.
    expect(g.player(0).hand).toEqual([]);
  });

  it("CR 4.5.4a example: Forked Lightning targeting both heroes at 2 life — neither prevents the arcane damage, both reach 0 at once, and the game is a draw", () => {
    const g = scenario({ p1: { hero: "Kano", hand: ["Forked Lightning (red)"], resources: 3, life: 2 }, p2: { hero: "Rhinar", life: 2 } });
    g.do(0, "Play Forked Lightning (red) targeting P2 (Rhinar) and your hero").pass(2);
    expect([g.player(0).life, g.player(1).life]).toEqual([0, 0]);
    expect(g.state.ended).toMatchObject({ winners: [], rule: "fab:4.5.4a" });
  });

  it("CR 1.0.2a example: Three of a Kind's \"you may only play cards from arsenal\" is a restriction on every other zone — the hand's cards can't be played, the arsenal's can", () => {
    const g = scenario({
      p1: { hero: "Azalea", weapon: "Death Dealer", hand: ["Three of a Kind (red)", "Take Aim (red)"], arsenal: ["Sic 'Em Shot (red)"], deck: ["Rapid Fire (yellow)", "Take Aim (blue)", "Nock the Deathwhistle (blue)"], resources: 2 },
      p2: { hero: "Rhinar", life: 20 },
    });
    expect(g.labels(0)).toContain("Play Take Aim (red)");
    g.do(0, "Play Three of a Kind (red)").pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0).filter((l) => l.startsWith("Play"))).toEqual(["Play Sic 'Em Shot (red) from arsenal"]);
  });

  it("CR 2.0.3b example: setting an attack's base power is not gaining power — Kayo's doubled base applies even while Chokeslam stops its attack action cards gaining power", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Chokeslam (red)"], resources: 4 }, p2: { hero: "Kayo, Berserker Runt", hand: ["Riled Up (yellow)", "Sigil of Solace (blue)"], life: 40 }, fixedRandom: [5] });
    g.do(0, "Play Chokeslam (red)");
    toResolution(unblocked(g, 1)).pass(2).nextTurn();
    // "Their attack action cards can't gain {p} during their next action phase" (Chokeslam's crush) …
    expect(g.player(1).marks.map((m) => m.kind)).toContain("no-power-gain");
    g.do(1, "Play Riled Up (yellow)").do(1, "Pitch Sigil of Solace (blue) for 3").pass(2);
    expect(g.logText()).toContain("Riled Up (yellow)'s base power is doubled to 12");
    unblocked(g, 0);
    // … but the roll doubles the base power (6 → 12).
    expect(activePower(g)).toBe(12);
  });

  it("CR 7.2.3d example: Dread Triptych's two \"when you attack\" abilities, both conditions met, trigger as separate triggered-layers on the stack", () => {
    const g = scenario({ p1: { hero: "Dorinthea", permanents: ["Runechant"], hand: ["Read the Runes (blue)", "Dread Triptych (blue)"], resources: 3 }, p2: { hero: "Rhinar", life: 20 }, actionPoints: 2 });
    // A 'non-attack' action card played; the Runechants' arcane damage dealt as Dread Triptych is played.
    g.do(0, "Play Read the Runes (blue)").pass(2);
    g.do(0, "Play Dread Triptych (blue)");
    while (g.pending?.kind === "order-triggers" || g.state.stack.some((l) => l.trigger !== undefined)) {
      if (g.pending?.kind === "order-triggers") g.do(g.pending.seat, g.labels(g.pending.seat)[0]!);
      else g.pass(2);
    }
    expect(g.player(1).life).toBe(18);
    g.pass(2); // Dread Triptych resolves and attacks
    expect(g.pending?.kind).toBe("order-triggers");
    g.do(0, g.labels(0)[0]!);
    expect(g.state.stack.filter((l) => l.trigger !== undefined && l.card === cardId("Dread Triptych (blue)"))).toHaveLength(2);
  });
});

