import { PUBLIC, redactStream } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { attackHasGoAgain } from "../rules/combat";
import { DORINTHEA_BLITZ, RHINAR_BLITZ } from "../decks";
import { readDeck } from "../setup";
import { cardData } from "../cards";
import { activeLink, activePower, attacksInTurn, cardId, names, scenario, toResolution, twoAttackPowers, unblocked } from "../testing";

/**
 * Chapters 2 (object properties) and 3 (zones) worked examples of the Comprehensive Rules 2.13.0,
 * reproduced with Welcome to Rathe cards.
 */

describe("CR 2.13.0 chapters 2 and 3 worked examples", () => {
  it("CR 2.2.5 example: \"cost 1 or less\" (Nimblism) reads the cost value — Leg Tap's {r} is 1; Surging Strike's 2 is passed over", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Nimblism (red)", "Surging Strike (red)", "Leg Tap (red)"], resources: 3 }, p2: { hero: "Rhinar", life: 40 } });
    expect(cardData(cardId("Leg Tap (red)")).cost).toBe(1);
    g.do(0, "Play Nimblism (red)").pass(2);
    expect(twoAttackPowers(g, "Play Surging Strike (red)", "Play Leg Tap (red)")).toEqual([5, 4 + 3]);
  });

  it("CR 2.7.3, 1.7.4d examples: Dorinthea Ironsong has the moniker Dorinthea, so her deck may hold Dorinthea Specialization cards; the meta-static check refuses them elsewhere", () => {
    const special = DORINTHEA_BLITZ.filter((id) => cardData(id).keywords.includes("Dorinthea Specialization"));
    expect(special.length).toBeGreaterThan(0);
    expect(readDeck([cardId("Dorinthea Ironsong"), ...DORINTHEA_BLITZ.slice(1)], 0, "open").ok).toBe(true);
    const elsewhere = readDeck([...RHINAR_BLITZ.slice(0, -1), special[0]!], 0, "blitz");
    expect(elsewhere.ok).toBe(false);
  });

  it("CR 3.0.8a example: an effect that moves a card goes on referring to the new object — Katsu's found card is playable from the banished zone this turn", () => {
    const g = scenario({
      p1: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (blue)"], deck: ["Whelming Gustwave (red)", "Sigil of Solace (red)"] },
      p2: { hero: "Rhinar", life: 40 },
    });
    const inDeck = g.find(0, "deck", "Whelming Gustwave (red)");
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).passStep();
    for (let i = 0; i < 4 && g.pending === null; i++) g.pass();
    g.do(0, "Choose Head Jab (blue) to discard (then search your deck for a card with combo)");
    g.do(0, "Choose Whelming Gustwave (red) to banish face up (you may play it this turn)");
    const banished = g.find(0, "banished", "Whelming Gustwave (red)");
    expect(banished).not.toBe(inDeck);
    expect(g.player(0).mayPlayBanished).toEqual([banished]);
    toResolution(g);
    expect(g.labels(0)).toContain("Play Whelming Gustwave (red) from banished");
    g.do(0, "Play Whelming Gustwave (red) from banished");
    expect(g.player(0).banished).toHaveLength(0);
  });

  it("CR 3.0.8a example: a card returned to hand is a new object — played again, Hurricane Technique does not keep the go again Snapdragon Scalers gave it", () => {
    const g = scenario({
      p1: { hero: "Katsu", equipment: ["Snapdragon Scalers"], hand: ["Leg Tap (red)", "Rising Knee Thrust (red)", "Hurricane Technique (yellow)"], resources: 3 },
      p2: { hero: "Rhinar", life: 60 },
    });
    attacksInTurn(g, "Play Leg Tap (red)", "Play Rising Knee Thrust (red)", "Play Hurricane Technique (yellow)");
    g.do(0, "Snapdragon Scalers: destroy this, target attack action card with cost 1 or less gets go again").pass(2);
    const first = activeLink(g).attack;
    expect(first.goAgain).toBe(true);
    toResolution(g);
    // It hit and went back to its owner's hand (combo), a new object there.
    const again = g.find(0, "hand", "Hurricane Technique (yellow)");
    expect(again).not.toBe(first.id);
    g.do(0, "Play Hurricane Technique (yellow)");
    unblocked(g, 1);
    const second = activeLink(g).attack;
    expect(second.id).toBe(again);
    // Hurricane Technique was the last attack, not Rising Knee Thrust: no combo, and nothing carried over.
    expect(attackHasGoAgain(g.state, second)).toBe(false);
    expect(activePower(g)).toBe(4);
    expect(names(g.player(0).graveyard)).toEqual([cardId("Snapdragon Scalers")]);
  });
  it("CR 3.0.8 example: a card an effect moves from the deck into the arsenal after revealing it (Nature's Path Pilgrimage) is public first, then a private card there", () => {
    const g = scenario({ p1: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Nature's Path Pilgrimage (red)"], deck: ["Sharpen Steel (red)", "Sigil of Solace (red)"], resources: 2 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Nature's Path Pilgrimage (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    toResolution(g);
    expect(names(g.player(0).arsenal)).toEqual([cardId("Sharpen Steel (red)")]);
    const arsenal = g.player(0).arsenal[0]!.id;
    const pub = redactStream(g.stream(), PUBLIC).flatMap((e) => e.events);
    expect(pub.some((e) => e.type === "log" && e.text === "P1 (Dorinthea) reveals Sharpen Steel (red)")).toBe(true);
    // The public sees a card arrive in the arsenal as a new object it cannot follow (CR 3.0.9).
    const move = pub.filter((e) => e.type === "move" && e.to === "p0.arsenal");
    expect(move.length).toBe(1);
    expect(pub.some((e) => e.type === "move" && (e.object === arsenal || e.as === arsenal))).toBe(false);
    for (const m of move) expect(m.type === "move" && m.face).toBeFalsy();
  });

  it("CR 3.0.11 example: a token that leaves the arena ceases to exist — Seismic Surge destroyed at the beginning of the action phase goes to no zone", () => {
    const g = scenario({
      p1: { hero: "Bravo", equipment: ["Tectonic Plating"], hand: ["Spinal Crush (red)"], deck: ["Sigil of Solace (red)", "Sigil of Solace (yellow)", "Sigil of Solace (blue)", "Snatch (red)"], resources: 1 },
      p2: { hero: "Katsu", deck: ["Head Jab (red)"], life: 20 },
    });
    g.do(0, "Tectonic Plating: create a Seismic Surge token").pass(2);
    expect(g.player(0).permanents.map((c) => c.card)).toEqual([cardId("Seismic Surge")]);
    g.nextTurn().nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    g.pass(2);
    expect(g.player(0).permanents).toHaveLength(0);
    const everywhere = [...g.player(0).graveyard, ...g.player(0).banished, ...g.player(0).deck, ...g.player(0).hand, ...g.player(0).pitch];
    expect(everywhere.some((c) => c.card === cardId("Seismic Surge"))).toBe(false);
    // "... then the next Guardian attack action card you play this turn costs {r} less."
    expect(g.state.costReductions).toHaveLength(1);
  });
});
