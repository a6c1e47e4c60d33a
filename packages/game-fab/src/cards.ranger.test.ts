import { foldStream, PUBLIC, redactStream, seatAudience } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { AZALEA_BLITZ } from "./decks";
import { readDeck } from "./setup";
import { activePower, cardId, names, scenario, toResolution, unblocked, type Scenario } from "./testing";

/** Scenario tests for the Ranger cards of Arcane Rising and Crucible of War: bows, arrows (CR 8.2.6), reload (CR 8.5.23). */

/** Azalea with Death Dealer against Rhinar at 20. */
const ranger = (p1: { hand?: readonly string[]; deck?: readonly string[]; arsenal?: readonly string[]; equipment?: readonly string[]; resources?: number; weapon?: string }): Scenario =>
  scenario({ p1: { hero: "Azalea", weapon: "Death Dealer", ...p1 }, p2: { hero: "Rhinar", life: 20 } });

/** What an audience's folded stream shows of an object: its card name, or undefined when it is hidden. */
const seenBy = (g: Scenario, audience: typeof PUBLIC, obj: string): string | undefined => foldStream(redactStream(g.stream(), audience)).objects[obj]?.face?.name;
/** What an audience's folded stream shows in a zone: each card's name, or undefined for a card back. */
const zoneSeenBy = (g: Scenario, audience: typeof PUBLIC, zone: string): (string | undefined)[] => {
  const view = foldStream(redactStream(g.stream(), audience));
  return view.zones[zone]!.objects.map((id) => view.objects[id]?.face?.name);
};

/** Both pass until a question other than priority is asked. */
function untilAsked(g: Scenario): Scenario {
  for (let i = 0; i < 10 && g.pending === null; i++) g.pass();
  return g;
}

describe("Arrows and bows (CR 8.2.6)", () => {
  it("an arrow can be played only from the arsenal, and only while its player controls a bow (CR 8.2.6a)", () => {
    const fromHand = ranger({ hand: ["Sic 'Em Shot (red)", "Sic 'Em Shot (blue)"], resources: 1 });
    expect(fromHand.labels(0).filter((l) => l.startsWith("Play"))).toEqual([]);
    const fromArsenal = ranger({ arsenal: ["Sic 'Em Shot (red)"], resources: 1 });
    expect(fromArsenal.labels(0)).toContain("Play Sic 'Em Shot (red) from arsenal");
    const noBow = scenario({ p1: { hero: "Azalea", arsenal: ["Sic 'Em Shot (red)"], resources: 1 }, p2: { hero: "Rhinar" } });
    expect(noBow.labels(0).filter((l) => l.startsWith("Play"))).toEqual([]);
  });

  it("Sic 'Em Shot: a 4-power arrow with go again, played from arsenal with Death Dealer", () => {
    const g = ranger({ arsenal: ["Sic 'Em Shot (red)"], resources: 1 });
    g.do(0, "Play Sic 'Em Shot (red) from arsenal");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(16);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Death Dealer: {r}: with an empty arsenal, an arrow from hand goes face up into the arsenal (public, CR 8.5.24), then draw a card; go again", () => {
    const g = ranger({ hand: ["Sic 'Em Shot (red)", "Take Cover (red)"], deck: ["Searing Shot (red)"], resources: 1 });
    g.do(0, "Death Dealer: put an arrow card from your hand face up into your empty arsenal, then draw a card").pass(2);
    // Only arrows are offered, and putting one there is optional ("you may").
    expect(g.labels(0)).toEqual(["Choose Sic 'Em Shot (red) to put face up into your arsenal", "Choose none"]);
    g.do(0, "Choose Sic 'Em Shot (red) to put face up into your arsenal");
    const arrow = g.player(0).arsenal[0]!;
    expect(arrow.card).toBe(cardId("Sic 'Em Shot (red)"));
    expect(g.player(0).faceUp).toEqual([arrow.id]);
    expect(names(g.player(0).hand)).toEqual([cardId("Take Cover (red)"), cardId("Searing Shot (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    // Face up, everyone sees it; the card drawn stays private.
    for (const audience of [PUBLIC, seatAudience(1)]) expect(zoneSeenBy(g, audience, "p0.arsenal")).toEqual(["Sic 'Em Shot"]);
    expect(seenBy(g, PUBLIC, g.player(0).hand[1]!.id)).toBeUndefined();
    // Once per turn.
    expect(g.labels(0).some((l) => l.startsWith("Death Dealer"))).toBe(false);
  });

  it("Death Dealer with a card already in the arsenal does nothing but go again (\"if you have no cards in your arsenal\")", () => {
    const g = ranger({ hand: ["Sic 'Em Shot (red)"], arsenal: ["Take Cover (red)"], deck: ["Searing Shot (red)"], resources: 1 });
    g.do(0, "Death Dealer: put an arrow card from your hand face up into your empty arsenal, then draw a card").pass(2);
    expect(g.pending).toBeNull();
    expect(names(g.player(0).hand)).toEqual([cardId("Sic 'Em Shot (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
  });
});

describe("Azalea (ARC038–039)", () => {
  it("Azalea: the arsenal card goes to the bottom of the deck, the top card face up into the arsenal; an arrow gains dominate until end of turn (CR 8.3.4)", () => {
    const g = ranger({ arsenal: ["Take Cover (red)"], deck: ["Searing Shot (red)", "Sic 'Em Shot (blue)"] });
    const hidden = g.player(0).arsenal[0]!.id;
    g.do(0, "Azalea: put your arsenal card on the bottom of your deck, then the top card of your deck face up into your arsenal").pass(2);
    expect(names(g.player(0).deck)).toEqual([cardId("Sic 'Em Shot (blue)"), cardId("Take Cover (red)")]);
    const arrow = g.player(0).arsenal[0]!;
    expect(arrow.card).toBe(cardId("Searing Shot (red)"));
    expect(g.player(0).faceUp).toEqual([arrow.id]);
    expect(g.player(0).actionPoints).toBe(1); // go again
    // The face-down card went to the deck unseen; the new arsenal card is public.
    expect(seenBy(g, PUBLIC, hidden)).toBeUndefined();
    expect(g.logText()).toContain("P1 (Azalea) puts the card in their arsenal on the bottom of their deck");
    expect(zoneSeenBy(g, seatAudience(1), "p0.arsenal")).toEqual(["Searing Shot"]);
    g.do(0, "Play Searing Shot (red) from arsenal");
    expect(g.state.stack[0]).toMatchObject({ dominate: true, faceUp: true });
    expect(g.labels(0).some((l) => l.startsWith("Azalea"))).toBe(false);
  });

  it("Azalea, Ace in the Hole (the adult hero) has the same ability", () => {
    const g = scenario({ p1: { hero: "Azalea, Ace in the Hole", weapon: "Death Dealer", arsenal: ["Take Cover (red)"], deck: ["Endless Arrow (red)"] }, p2: { hero: "Rhinar" } });
    g.do(0, "Azalea, Ace in the Hole: put your arsenal card on the bottom of your deck, then the top card of your deck face up into your arsenal").pass(2);
    expect(names(g.player(0).arsenal)).toEqual([cardId("Endless Arrow (red)")]);
    expect(g.player(0).cardGains).toMatchObject([{ dominate: true }]);
  });

  it("Azalea with an empty arsenal: nothing goes to the bottom, so nothing comes up (\"if you do\")", () => {
    const g = ranger({ deck: ["Searing Shot (red)"] });
    g.do(0, "Azalea: put your arsenal card on the bottom of your deck, then the top card of your deck face up into your arsenal").pass(2);
    expect(g.player(0).arsenal).toEqual([]);
    expect(names(g.player(0).deck)).toEqual([cardId("Searing Shot (red)")]);
  });

  it("Azalea: a card that is not an arrow comes up face up without dominate", () => {
    const g = ranger({ arsenal: ["Sic 'Em Shot (red)"], deck: ["Take Cover (red)"] });
    g.do(0, "Azalea: put your arsenal card on the bottom of your deck, then the top card of your deck face up into your arsenal").pass(2);
    expect(names(g.player(0).arsenal)).toEqual([cardId("Take Cover (red)")]);
    expect(g.player(0).cardGains).toBeUndefined();
  });
});

describe("Ranger equipment (ARC041–042, CRU122)", () => {
  it("Skullbone Crosswrap: turning the face-down arsenal card face up is the cost (CR 8.5.24); then opt 1; go again", () => {
    const g = ranger({ equipment: ["Skullbone Crosswrap"], arsenal: ["Searing Shot (red)"], deck: ["Take Cover (red)", "Sic 'Em Shot (red)"] });
    expect(zoneSeenBy(g, seatAudience(1), "p0.arsenal")).toEqual([undefined]);
    g.do(0, "Skullbone Crosswrap: turn the face down card in your arsenal face up, opt 1");
    // Paid as it is activated: public before the ability resolves.
    expect(zoneSeenBy(g, seatAudience(1), "p0.arsenal")).toEqual(["Searing Shot"]);
    expect(g.player(0).faceUp).toEqual([g.player(0).arsenal[0]!.id]);
    g.pass(2);
    g.do(0, "Choose Take Cover (red) to put on the bottom of your deck (opt; none: the rest stay on top)");
    expect(names(g.player(0).deck)).toEqual([cardId("Sic 'Em Shot (red)"), cardId("Take Cover (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    // A face-up card is no cost: with nothing face down it can't be activated (and it is once per turn).
    expect(g.labels(0).some((l) => l.startsWith("Skullbone"))).toBe(false);
    const empty = ranger({ equipment: ["Skullbone Crosswrap"], deck: ["Take Cover (red)"] });
    expect(empty.labels(0).some((l) => l.startsWith("Skullbone"))).toBe(false);
  });

  it("Bull's Eye Bracers: destroy it, an arrow from hand goes face up into the empty arsenal with +1 power until end of turn (CR 3.0.9b example)", () => {
    const g = ranger({ equipment: ["Bull's Eye Bracers"], hand: ["Sic 'Em Shot (red)"], resources: 1 });
    g.do(0, "Bull's Eye Bracers: destroy this: put an arrow card from your hand face up into your empty arsenal, +1 power until end of turn");
    expect(names(g.player(0).graveyard)).toEqual([cardId("Bull's Eye Bracers")]);
    g.pass(2).do(0, "Choose Sic 'Em Shot (red) to put face up into your arsenal");
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Sic 'Em Shot (red) from arsenal");
    unblocked(g, 1);
    expect(activePower(g)).toBe(5);
  });

  it("Perch Grapplers: {r}{r}, destroy it: face up arrows played from arsenal gain go again this turn; a face-down one does not", () => {
    const g = ranger({ equipment: ["Perch Grapplers"], hand: ["Searing Shot (red)"], arsenal: [], resources: 3 });
    g.do(0, "Perch Grapplers: destroy this: face up arrow cards played from arsenal gain go again this turn").pass(2);
    g.do(0, "Death Dealer: put an arrow card from your hand face up into your empty arsenal, then draw a card").pass(2);
    g.do(0, "Choose Searing Shot (red) to put face up into your arsenal");
    g.do(0, "Play Searing Shot (red) from arsenal");
    toResolution(unblocked(g, 1));
    expect(g.player(0).actionPoints).toBe(1);
    const down = ranger({ equipment: ["Perch Grapplers"], arsenal: ["Searing Shot (red)"], resources: 2 });
    down.do(0, "Perch Grapplers: destroy this: face up arrow cards played from arsenal gain go again this turn").pass(2);
    down.do(0, "Play Searing Shot (red) from arsenal");
    toResolution(unblocked(down, 1));
    expect(down.player(0).actionPoints).toBe(0);
  });

  it("Red Liner: 0: with an empty arsenal an arrow from hand must go face up into it (no \"may\"); go again", () => {
    const g = ranger({ weapon: "Red Liner", hand: ["Searing Shot (red)", "Take Cover (red)"] });
    g.do(0, "Red Liner: put an arrow card from your hand face up into your empty arsenal").pass(2);
    expect(g.labels(0)).toEqual(["Choose Searing Shot (red) to put face up into your arsenal"]);
    g.do(0, "Choose Searing Shot (red) to put face up into your arsenal");
    expect(names(g.player(0).arsenal)).toEqual([cardId("Searing Shot (red)")]);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0)).toContain("Play Searing Shot (red) from arsenal");
  });
});

describe("Ranger actions (ARC043–056)", () => {
  it("Red in the Ledger: if it hits, the hero can't play or activate more than 1 action during their next turn", () => {
    const g = scenario({
      p1: { hero: "Azalea", weapon: "Death Dealer", arsenal: ["Red in the Ledger (red)"], resources: 1 },
      p2: { hero: "Dorinthea", weapon: "Dawnblade", hand: ["Head Jab (red)", "Head Jab (blue)", "Leg Tap (red)"], life: 20 },
    });
    g.do(0, "Play Red in the Ledger (red) from arsenal");
    toResolution(unblocked(g, 1)).pass(2);
    expect(g.player(1).life).toBe(15);
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    g.do(1, "Play Head Jab (red)");
    g.passStep().passStep().do(0, "Do not defend");
    toResolution(g);
    // Head Jab has go again, but no second action may be played or activated this turn.
    expect(g.player(1).actionPoints).toBe(1);
    expect(g.labels(1).filter((l) => l.startsWith("Play Head Jab") || l.startsWith("Play Leg Tap") || l.startsWith("Attack with"))).toEqual([]);
  });

  it("Three of a Kind: draw 3 cards; until end of turn only cards from arsenal may be played; go again", () => {
    const g = ranger({ hand: ["Three of a Kind (red)", "Take Aim (red)"], arsenal: ["Sic 'Em Shot (red)"], deck: ["Rapid Fire (yellow)", "Take Aim (blue)", "Nock the Deathwhistle (blue)"], resources: 2 });
    g.do(0, "Play Three of a Kind (red)").pass(2);
    expect(g.player(0).hand).toHaveLength(4);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.labels(0).filter((l) => l.startsWith("Play"))).toEqual(["Play Sic 'Em Shot (red) from arsenal"]);
  });

  it("Endless Arrow: when it hits, it goes back to its owner's hand; the chain link keeps its last known information, go again included (CR 1.2.3a example)", () => {
    const g = ranger({ hand: ["Rapid Fire (yellow)"], arsenal: ["Endless Arrow (red)"] });
    g.do(0, "Play Rapid Fire (yellow)").pass(2);
    g.do(0, "Play Endless Arrow (red) from arsenal");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(16);
    expect(names(g.player(0).hand)).toEqual([cardId("Endless Arrow (red)")]);
    expect(g.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Rapid Fire (yellow)")]);
    // It had go again (Rapid Fire) before it left: the player still gains an action point as the chain link resolves.
    expect(g.player(0).actionPoints).toBe(1);
    // In hand it is a new object, seen by its owner only (CR 3.0.9).
    expect(zoneSeenBy(g, PUBLIC, "p0.hand")).toEqual([undefined]);
  });

  it("Nock the Deathwhistle: an arrow searched for, revealed and put on top of the shuffled deck; then reload (CR 8.5.23); go again", () => {
    const g = ranger({ hand: ["Nock the Deathwhistle (blue)", "Take Cover (red)"], deck: ["Take Aim (red)", "Searing Shot (red)", "Rapid Fire (yellow)"] });
    g.do(0, "Play Nock the Deathwhistle (blue)").pass(2);
    expect(g.labels(0)).toEqual(["Choose Searing Shot (red) to reveal and put on top of your deck", "Choose none"]);
    g.do(0, "Choose Searing Shot (red) to reveal and put on top of your deck");
    expect(g.player(0).deck[0]!.card).toBe(cardId("Searing Shot (red)"));
    expect(g.logText()).toContain("P1 (Azalea) reveals Searing Shot (red) from their deck");
    // Reload: a card from hand face down into the empty arsenal, or none.
    expect(g.labels(0)).toEqual(["Choose Take Cover (red) to put face down into your arsenal (reload)", "Choose none"]);
    g.do(0, "Choose Take Cover (red) to put face down into your arsenal (reload)");
    expect(names(g.player(0).arsenal)).toEqual([cardId("Take Cover (red)")]);
    expect(g.player(0).faceUp).toBeUndefined();
    expect(zoneSeenBy(g, PUBLIC, "p0.arsenal")).toEqual([undefined]);
    expect(zoneSeenBy(g, seatAudience(0), "p0.arsenal")).toEqual(["Take Cover"]);
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Rapid Fire: arrows gain go again until end of turn; reload is offered only with an empty arsenal (CR 8.5.23)", () => {
    const g = ranger({ hand: ["Rapid Fire (yellow)", "Take Cover (red)"], arsenal: ["Searing Shot (red)"] });
    g.do(0, "Play Rapid Fire (yellow)").pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    expect(g.pending).toBeNull();
    g.do(0, "Play Searing Shot (red) from arsenal");
    toResolution(unblocked(g, 1));
    expect(g.player(0).actionPoints).toBe(1);
  });

  it("Take Cover: a defense reaction that reloads as it resolves, then defends (CR 8.5.23, 7.4.2d)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Head Jab (red)"] },
      p2: { hero: "Azalea", weapon: "Death Dealer", hand: ["Take Cover (red)", "Searing Shot (red)"], life: 20 },
    });
    g.do(0, "Play Head Jab (red)").passStep().passStep().do(1, "Do not defend").passStep();
    g.do(0, "pass").do(1, "Play Take Cover (red)").pass(2);
    g.do(1, "Choose Searing Shot (red) to put face down into your arsenal (reload)");
    expect(names(g.player(1).arsenal)).toEqual([cardId("Searing Shot (red)")]);
    toResolution(g);
    expect(g.player(1).life).toBe(20);
    expect(g.state.chain[0]!.defenders.map((d) => d.card)).toEqual([cardId("Take Cover (red)")]);
  });

  it("Silver the Tip: with an empty arsenal, look at the top 4; an arrow among them face up into the arsenal, the rest on the bottom in the order chosen", () => {
    const deck = ["Take Cover (red)", "Searing Shot (red)", "Take Aim (blue)", "Rapid Fire (yellow)", "Sic 'Em Shot (blue)"];
    const g = ranger({ hand: ["Silver the Tip (red)"], deck, resources: 1 });
    g.do(0, "Play Silver the Tip (red)").pass(2);
    expect(g.labels(0)).toEqual(["Choose Searing Shot (red) to put face up into your arsenal", "Choose none"]);
    g.do(0, "Choose Searing Shot (red) to put face up into your arsenal");
    expect(g.player(0).faceUp).toEqual([g.player(0).arsenal[0]!.id]);
    g.do(0, "Choose Rapid Fire (yellow) to put on the bottom of your deck next");
    g.do(0, "Choose Take Cover (red) to put on the bottom of your deck next");
    expect(names(g.player(0).deck)).toEqual(["Sic 'Em Shot (blue)", "Rapid Fire (yellow)", "Take Cover (red)", "Take Aim (blue)"].map(cardId));
    expect(g.player(0).actionPoints).toBe(1);
    // With a card in the arsenal, it does nothing (but go again).
    const full = ranger({ hand: ["Silver the Tip (blue)"], arsenal: ["Take Cover (red)"], deck, resources: 1 });
    full.do(0, "Play Silver the Tip (blue)").pass(2);
    expect(full.pending).toBeNull();
    expect(names(full.player(0).deck)).toEqual(deck.map(cardId));
  });

  it("Take Aim: the next Ranger attack action card gains +3; then reload", () => {
    const g = ranger({ hand: ["Take Aim (red)"], arsenal: ["Sic 'Em Shot (red)"], resources: 1 });
    g.do(0, "Play Take Aim (red)").pass(2);
    expect(g.pending).toBeNull(); // the arsenal is not empty: no reload
    g.do(0, "Play Sic 'Em Shot (red) from arsenal");
    unblocked(g, 1);
    expect(activePower(g)).toBe(7);
  });
});

describe("Arrow attacks (ARC057–074)", () => {
  it("Head Shot: put into the arsenal face up, it gains +2 power until end of turn (a triggered-layer, CR 6.6)", () => {
    const g = ranger({ hand: ["Head Shot (blue)"], resources: 2 });
    g.do(0, "Death Dealer: put an arrow card from your hand face up into your empty arsenal, then draw a card").pass(2);
    g.do(0, "Choose Head Shot (blue) to put face up into your arsenal");
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual(["Head Shot (blue): put into the arsenal face up, +2 power until end of turn"]);
    g.pass(2);
    g.do(0, "Play Head Shot (blue) from arsenal");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4);
    // Reloaded face down, it gains nothing.
    const down = ranger({ arsenal: ["Head Shot (blue)"], resources: 1 });
    down.do(0, "Play Head Shot (blue) from arsenal");
    unblocked(down, 1);
    expect(activePower(down)).toBe(2);
  });

  it("Hamstring Shot: if it hits, the hero's first attack during their next turn costs {r} more (only the first)", () => {
    const g = scenario({
      p1: { hero: "Azalea", weapon: "Death Dealer", arsenal: ["Hamstring Shot (red)"], resources: 1 },
      p2: { hero: "Dorinthea", hand: ["Head Jab (red)", "Head Jab (blue)", "Leg Tap (red)", "Sink Below (red)"], life: 20 },
    });
    g.do(0, "Play Hamstring Shot (red) from arsenal");
    toResolution(unblocked(g, 1)).nextTurn();
    expect(g.player(1).life).toBe(15);
    g.do(1, "Play Head Jab (red)");
    // Head Jab costs 0: the {r} more is paid by pitching.
    expect(g.pending).toMatchObject({ kind: "pay", due: 1 });
    g.do(1, "Pitch Sink Below (red) for 1");
    g.passStep().passStep().do(0, "Do not defend");
    toResolution(g);
    g.do(1, "Play Head Jab (blue)");
    expect(g.pending).toBeNull();
  });

  it("Ridge Rider Shot: put into the arsenal face up, opt 1", () => {
    const g = ranger({ hand: ["Ridge Rider Shot (red)"], deck: ["Take Cover (red)", "Sic 'Em Shot (red)"], resources: 1 });
    g.do(0, "Death Dealer: put an arrow card from your hand face up into your empty arsenal, then draw a card").pass(2);
    g.do(0, "Choose Ridge Rider Shot (red) to put face up into your arsenal").pass(2);
    g.do(0, "Choose Sic 'Em Shot (red) to put on the bottom of your deck (opt; none: the rest stay on top)");
    expect(names(g.player(0).deck)).toEqual([cardId("Sic 'Em Shot (red)")]);
    expect(names(g.player(0).hand)).toEqual([cardId("Take Cover (red)")]);
  });

  it("Salvage Shot: when it hits, it goes to the bottom of its owner's deck, out of sight", () => {
    const g = ranger({ arsenal: ["Salvage Shot (red)"], deck: ["Take Cover (red)"], resources: 1 });
    g.do(0, "Play Salvage Shot (red) from arsenal");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(15);
    expect(names(g.player(0).deck)).toEqual([cardId("Take Cover (red)"), cardId("Salvage Shot (red)")]);
    expect(g.player(0).graveyard).toEqual([]);
  });

  it("Searing Shot: if it hits a hero, they lose 1 life (CR 8.5.12)", () => {
    const g = ranger({ arsenal: ["Searing Shot (yellow)"] });
    g.do(0, "Play Searing Shot (yellow) from arsenal");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(20 - 3 - 1);
    expect(g.logText()).toContain("P2 (Rhinar) loses 1 life");
  });
});

describe("Crucible of War Ranger cards (CRU121–137)", () => {
  it("Remorseless: face up in the arsenal it gains 'defense reaction cards can't be played from arsenal to its chain link'; if it hits, the hero loses 1 life whenever they play an action card until the end of their next turn", () => {
    const g = scenario({
      p1: { hero: "Azalea", weapon: "Death Dealer", hand: ["Remorseless (red)"], deck: ["Take Cover (red)"], resources: 2 },
      p2: { hero: "Dorinthea", hand: ["Sink Below (yellow)", "Head Jab (red)"], arsenal: ["Sink Below (red)"], life: 20 },
    });
    g.do(0, "Death Dealer: put an arrow card from your hand face up into your empty arsenal, then draw a card").pass(2);
    g.do(0, "Choose Remorseless (red) to put face up into your arsenal").pass(2);
    g.do(0, "Play Remorseless (red) from arsenal");
    unblocked(g, 1).do(0, "pass");
    const reactions = g.labels(1).filter((l) => l.startsWith("Play Sink Below"));
    expect(reactions).toEqual(["Play Sink Below (yellow)"]);
    toResolution(g);
    expect(g.player(1).life).toBe(15);
    g.nextTurn();
    g.do(1, "Play Head Jab (red)");
    expect(g.state.stack.at(-1)!.trigger?.text).toBe("Remorseless (red): P2 (Dorinthea) played an action card");
    g.pass(2);
    expect(g.player(1).life).toBe(14);
    // Played from hand face down, Remorseless gains nothing for the arsenal.
    const down = scenario({
      p1: { hero: "Azalea", weapon: "Death Dealer", arsenal: ["Remorseless (red)"], resources: 1 },
      p2: { hero: "Dorinthea", arsenal: ["Sink Below (red)"], life: 20 },
    });
    down.do(0, "Play Remorseless (red) from arsenal");
    unblocked(down, 1).do(0, "pass");
    expect(down.labels(1)).toContain("Play Sink Below (red) from arsenal");
  });

  it("Feign Death: playable only once the hero has been dealt damage this turn; then the next damage to the hero is prevented, all of it (CR 6.4.10)", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Head Jab (red)", "Head Jab (yellow)"] },
      p2: { hero: "Azalea", hand: ["Feign Death (yellow)", "Take Cover (blue)"], life: 20 },
    });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).do(0, "pass");
    expect(g.labels(1)).not.toContain("Play Feign Death (yellow)");
    toResolution(g);
    expect(g.player(1).life).toBe(17);
    g.do(0, "pass").do(1, "Play Feign Death (yellow)").do(1, "Pitch Take Cover (blue) for 3").pass(2);
    expect(g.logText()).toContain("P2 (Azalea) will prevent the next damage to their hero this turn (Feign Death (yellow))");
    g.do(0, "Play Head Jab (yellow)");
    toResolution(unblocked(g, 1));
    expect(g.player(1).life).toBe(17);
    expect(g.state.shields).toEqual([]);
  });

  it("Pitfall Trap: only from arsenal; when it defends, the attacking hero pays {r} or is dealt 2 damage", () => {
    const board = (hand: readonly string[], resources: number) =>
      scenario({
        p1: { hero: "Dorinthea", hand: ["Head Jab (red)", ...hand], resources },
        p2: { hero: "Azalea", hand: ["Pitfall Trap (yellow)"], arsenal: ["Pitfall Trap (yellow)"], life: 20 },
      });
    const g = board(["Sink Below (red)"], 0);
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).do(0, "pass");
    // From hand it can't be played (CR 5.1.1); from arsenal it can.
    expect(g.labels(1).filter((l) => l.startsWith("Play Pitfall"))).toEqual(["Play Pitfall Trap (yellow) from arsenal"]);
    g.do(1, "Play Pitfall Trap (yellow) from arsenal").pass(2);
    expect(g.state.stack.at(-1)!.trigger?.text).toBe("Pitfall Trap (yellow): when this defends");
    g.pass(2);
    expect(g.labels(0)).toEqual(["Yes: pay 1 (Pitfall Trap (yellow): otherwise 2 damage to the attacking hero)", "No"]);
    g.do(0, "No");
    expect(g.player(0).life).toBe(18);
    // Paying: a card is pitched for it and no damage is dealt.
    const paid = board(["Sink Below (red)"], 0);
    paid.do(0, "Play Head Jab (red)");
    unblocked(paid, 1).do(0, "pass").do(1, "Play Pitfall Trap (yellow) from arsenal").pass(2).pass(2);
    paid.do(0, "Yes: pay 1 (Pitfall Trap (yellow): otherwise 2 damage to the attacking hero)").do(0, "Pitch Sink Below (red) for 1");
    expect(paid.player(0).life).toBe(20);
    expect(names(paid.player(0).pitch)).toEqual([cardId("Sink Below (red)")]);
    // Nothing to pay with: no choice, the damage is dealt.
    const broke = board([], 0);
    broke.do(0, "Play Head Jab (red)");
    unblocked(broke, 1).do(0, "pass").do(1, "Play Pitfall Trap (yellow) from arsenal").pass(2).pass(2);
    expect(broke.pending).toBeNull();
    expect(broke.player(0).life).toBe(18);
  });

  it("Rockslide Trap: when it defends, the attack gets -2 power unless the attacking hero pays {r}", () => {
    const g = scenario({
      p1: { hero: "Dorinthea", hand: ["Head Jab (red)"], resources: 1 },
      p2: { hero: "Azalea", arsenal: ["Rockslide Trap (blue)"], life: 20 },
    });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).do(0, "pass").do(1, "Play Rockslide Trap (blue) from arsenal").pass(2).pass(2);
    g.do(0, "No");
    expect(activePower(g)).toBe(1);
    toResolution(g);
    expect(g.player(1).life).toBe(20);
  });

  it("Tripwire Trap: when it defends, unless the attacking hero pays {r}, nothing triggers when the attack hits this chain link", () => {
    const board = (p2: { arsenal?: readonly string[] }) =>
      scenario({ p1: { hero: "Azalea", weapon: "Death Dealer", arsenal: ["Hamstring Shot (red)"], resources: 1 }, p2: { hero: "Azalea", life: 20, ...p2 } });
    const g = board({ arsenal: ["Tripwire Trap (red)"] });
    g.do(0, "Play Hamstring Shot (red) from arsenal");
    unblocked(g, 1).do(0, "pass").do(1, "Play Tripwire Trap (red) from arsenal").pass(2).pass(2);
    // The attacking hero has nothing left to pay with: no choice, the hit will trigger nothing.
    expect(g.pending).toBeNull();
    toResolution(g);
    expect(g.player(1).life).toBe(19);
    expect(g.logText()).toContain("Hamstring Shot (red) hits, but effects don't trigger");
    expect(g.player(1).marks).toEqual([]);
    // Without the trap, the same hit marks the hero (Hamstring Shot's "if this hits").
    const open = board({});
    open.do(0, "Play Hamstring Shot (red) from arsenal");
    toResolution(unblocked(open, 1));
    expect(open.player(1).marks.map((m) => m.kind)).toEqual(["first-attack-costs-1"]);
  });

  it("Poison the Tips: this turn, an arrow that hits makes the hero discard a card; then reload", () => {
    const g = scenario({
      p1: { hero: "Azalea", weapon: "Death Dealer", hand: ["Poison the Tips (yellow)"], arsenal: ["Searing Shot (red)"] },
      p2: { hero: "Rhinar", hand: ["Pack Hunt (red)"], life: 20 },
    });
    g.do(0, "Play Poison the Tips (yellow)").pass(2);
    g.do(0, "Play Searing Shot (red) from arsenal");
    untilAsked(unblocked(g, 1));
    // Searing Shot's own hit ability and the one Poison the Tips gave it trigger together (CR 6.6.6b).
    expect(g.pending?.kind).toBe("order-triggers");
    g.do(0, g.decisions(0)[0]!.id);
    untilAsked(g).do(1, "Choose Pack Hunt (red) to discard");
    toResolution(g);
    expect(g.player(1).life).toBe(20 - 4 - 1);
    expect(names(g.player(1).graveyard)).toEqual([cardId("Pack Hunt (red)")]);
  });

  it("Pathing Helix: if it hits and the arsenal is empty, a card from hand may go face down into the arsenal", () => {
    const g = ranger({ hand: ["Take Cover (red)"], arsenal: ["Pathing Helix (red)"] });
    g.do(0, "Play Pathing Helix (red) from arsenal");
    untilAsked(unblocked(g, 1));
    g.do(0, "Choose Take Cover (red) to put face down into your arsenal (reload)");
    expect(names(g.player(0).arsenal)).toEqual([cardId("Take Cover (red)")]);
    expect(g.player(1).life).toBe(16);
  });

  it("Sleep Dart: if it hits a hero, they lose their hero's abilities until the end of their next turn", () => {
    const g = scenario({ p1: { hero: "Azalea", weapon: "Death Dealer", arsenal: ["Sleep Dart (red)"], resources: 1 }, p2: { hero: "Azalea", arsenal: ["Take Cover (red)"], deck: ["Searing Shot (red)"], life: 20 } });
    g.do(0, "Play Sleep Dart (red) from arsenal");
    toResolution(unblocked(g, 1)).nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    expect(g.labels(1).some((l) => l.startsWith("Azalea"))).toBe(false);
  });

  it("Increase the Tension: the next arrow attack gains +3 and defense reactions can't be played from hand to its chain link", () => {
    const g = scenario({
      p1: { hero: "Azalea", weapon: "Death Dealer", hand: ["Increase the Tension (red)"], arsenal: ["Sic 'Em Shot (red)"], resources: 2 },
      p2: { hero: "Azalea", hand: ["Take Cover (red)"], life: 20 },
    });
    g.do(0, "Play Increase the Tension (red)").pass(2);
    g.do(0, "Play Sic 'Em Shot (red) from arsenal");
    unblocked(g, 1).do(0, "pass");
    expect(activePower(g)).toBe(7);
    expect(g.labels(1).filter((l) => l.startsWith("Play"))).toEqual([]);
  });
});

describe("the azalea-blitz preset", () => {
  it("is a legal Blitz deck for young Azalea (CR 1.1.3; Red in the Ledger and Nock the Deathwhistle are Azalea specializations, CR 8.3.7)", () => {
    expect(readDeck(AZALEA_BLITZ, 0, "blitz").ok).toBe(true);
    // Not for a Brute: the Ranger cards and the Azalea specializations are not his.
    expect(readDeck(["WTR002", ...AZALEA_BLITZ.slice(1)], 0, "blitz").ok).toBe(false);
  });
});
