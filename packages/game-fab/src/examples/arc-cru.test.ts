import { PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { activePower, cardId, names, scenario, toResolution, unblocked, type Scenario } from "../testing";

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
