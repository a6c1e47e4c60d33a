import { startMatch, type LogSeat } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { attackHasGoAgain, hasDominate } from "./rules/combat";
import { BRAVO_BLITZ, DORINTHEA_BLITZ, KATSU_BLITZ, RHINAR_BLITZ } from "./decks";
import { fabEnforced as fab } from "./game";
import { activeLink, activePower, cardId, names, scenario, toResolution, unblocked } from "./testing";

/**
 * Scenario tests for Crazy Brew, Barkbone Strapping, Potion of Strength, Demolition Crew, Razor Reflex
 * and the adult heroes' abilities: timing, limits and the branches `cards.rest.test.ts` does not play.
 */

const BREW = "Crazy Brew: destroy this, roll a die";
const BARKBONE = "Barkbone Strapping: destroy this, roll a die, gain resources equal to half the result";
const POTION = "Potion of Strength: destroy this, your next attack this turn gains +2 power";

describe("Crazy Brew", () => {
  it("is played from hand as an item; its ability is an action, so it needs an action point and is not offered on the opponent's turn", () => {
    const g = scenario({ p1: { hero: "Rhinar", hand: ["Crazy Brew (blue)"] }, p2: { hero: "Katsu", life: 20 } });
    expect(g.labels(0)).toEqual(["Play Crazy Brew (blue)", "Pass priority"]);
    g.do(0, "Play Crazy Brew (blue)").pass(2);
    expect(names(g.player(0).permanents)).toEqual([cardId("Crazy Brew (blue)")]);
    // Playing it used the action point and it has no go again.
    expect(g.player(0).actionPoints).toBe(0);
    expect(g.labels(0)).not.toContain(BREW);
    const theirs = scenario({ p1: { hero: "Rhinar", permanents: ["Crazy Brew (blue)"] }, p2: { hero: "Katsu", hand: ["Head Jab (red)"], life: 20 }, turnPlayer: 1 });
    theirs.do(1, "Play Head Jab (red)").pass();
    expect(theirs.awaiting()).toEqual([0]);
    expect(theirs.labels(0)).not.toContain(BREW);
  });

  it("5 or 6: two action points and {r}{r} — two attacks follow, and only the first gets +2{p}", () => {
    const g = scenario({ p1: { hero: "Rhinar", permanents: ["Crazy Brew (blue)"], hand: ["Snatch (red)", "Snatch (yellow)"] }, p2: { hero: "Katsu", life: 20 }, seed: "brew-b" });
    g.do(0, BREW).pass(2);
    expect(g.logText()).toContain("P1 (Rhinar) rolls a 5");
    expect(g.player(0).actionPoints).toBe(2);
    g.do(0, "Play Snatch (red)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4 + 2);
    toResolution(g);
    // Snatch has no go again: the second action point is the Brew's.
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Play Snatch (yellow)");
    unblocked(g, 1);
    expect(activePower(g)).toBe(3);
    expect(g.player(0).resources).toBe(2);
  });

  it("1 or 2: losing 2{h} at 2{h} ends the game (CR 4.5.1)", () => {
    const g = scenario({ p1: { hero: "Rhinar", permanents: ["Crazy Brew (blue)"], life: 2 }, p2: { hero: "Katsu", life: 20 }, seed: "brew-c" });
    g.do(0, BREW).pass(2);
    expect(g.logText()).toContain("P1 (Rhinar) rolls a 1");
    expect(g.player(0).life).toBe(0);
    expect(g.state.ended).not.toBeNull();
    expect(fab.status(g.state)).toMatchObject({ kind: "ended" });
  });
});

describe("Barkbone Strapping", () => {
  it("is an instant: on the opponent's turn, its {r} pays for Bone Head Barrier without pitching", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)"] }, p2: { hero: "Rhinar", equipment: ["Barkbone Strapping"], hand: ["Bone Head Barrier (yellow)"], life: 20 }, seed: "bark-a" });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).pass();
    // Without resources and with nothing to pitch, Bone Head Barrier cannot be paid for yet.
    expect(g.labels(1)).toEqual([BARKBONE, "Pass priority"]);
    g.do(1, BARKBONE);
    expect(g.player(1).gear).toHaveLength(0);
    g.pass(2);
    expect(g.logText()).toContain("P2 (Rhinar) rolls a 5");
    expect(g.player(1).resources).toBe(2);
    g.pass();
    g.do(1, "Play Bone Head Barrier (yellow)");
    expect(g.pending).toBeNull();
    expect(g.player(1).resources).toBe(1);
    expect(g.player(1).hand).toHaveLength(0);
  });

  it("Battleworn: after it defends it has a -1{d} counter, so it defends for 0 next time (CR 8.3.2)", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Head Jab (yellow)"], deck: ["Leg Tap (red)"] }, p2: { hero: "Rhinar", equipment: ["Barkbone Strapping"], life: 20 } });
    g.do(0, "Play Head Jab (red)").passStep().passStep().do(1, "Defend with Barkbone Strapping").do(1, "Done declaring defenders");
    toResolution(g.passStep()).pass(2);
    // The combat chain closed: the equipment is back with a counter.
    expect(g.state.chain).toHaveLength(0);
    expect(g.player(1).life).toBe(20 - 2);
    expect(g.player(1).gear[0]!.defenseCounters).toBe(1);
    g.do(0, "Play Head Jab (yellow)");
    g.passStep().passStep().do(1, "Defend with Barkbone Strapping").do(1, "Done declaring defenders");
    toResolution(g.passStep());
    expect(g.player(1).life).toBe(20 - 2 - 2);
  });
});

describe("Potion of Strength", () => {
  it("its ability is an action: not offered in the Reaction Step; the +2{p} goes to the next attack, a weapon's included, and only that one", () => {
    const g = scenario({ p1: { hero: "Rhinar", weapon: "Romping Club", permanents: ["Potion of Strength (blue)"], hand: ["Snatch (red)"], resources: 2 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, POTION).pass(2);
    expect(g.player(0).actionPoints).toBe(1);
    g.do(0, "Attack with Romping Club");
    unblocked(g, 1);
    expect(activePower(g)).toBe(4 + 2);
    expect(g.state.nextAttack).toHaveLength(0);
    const reaction = scenario({ p1: { hero: "Rhinar", permanents: ["Potion of Strength (blue)"], hand: ["Snatch (red)"] }, p2: { hero: "Katsu", life: 40 } });
    reaction.do(0, "Play Snatch (red)");
    unblocked(reaction, 1);
    expect(reaction.state.combatStep).toBe("reaction");
    expect(reaction.labels(0)).toEqual(["Pass priority"]);
  });
});

describe("Demolition Crew", () => {
  it("a card with cost exactly 2 can be revealed (another Demolition Crew); cards with cost 0 or none cannot", () => {
    const g = scenario({ p1: { hero: "Bravo", hand: ["Demolition Crew (red)", "Demolition Crew (yellow)", "Sigil of Solace (blue)", "Cracked Bauble"] }, p2: { hero: "Katsu", life: 20 } });
    expect(g.labels(0).filter((l) => l.startsWith("Play Demolition"))).toEqual([
      "Play Demolition Crew (red), revealing Demolition Crew (yellow)",
      "Play Demolition Crew (yellow), revealing Demolition Crew (red)",
    ]);
    g.do(0, "Play Demolition Crew (red), revealing Demolition Crew (yellow)").do(0, "Pitch Sigil of Solace (blue) for 3");
    expect(names(g.player(0).hand).sort()).toEqual([cardId("Demolition Crew (yellow)"), cardId("Cracked Bauble")].sort());
    unblocked(g, 1);
    expect(hasDominate(g.state, activeLink(g).attack)).toBe(true);
    expect(activePower(g)).toBe(6);
  });
});

describe("Razor Reflex", () => {
  it("targets neither an attack action card with cost 2 nor a club weapon attack", () => {
    const card = scenario({ p1: { hero: "Rhinar", hand: ["Drone of Brutality (red)", "Razor Reflex (red)"], resources: 3 }, p2: { hero: "Katsu", life: 20 } });
    card.do(0, "Play Drone of Brutality (red)");
    unblocked(card, 1);
    // One resource left: Razor Reflex could be paid for, but it has no legal target.
    expect(card.player(0).resources).toBe(1);
    expect(card.labels(0)).toEqual(["Pass priority"]);
    const club = scenario({ p1: { hero: "Rhinar", weapon: "Romping Club", hand: ["Razor Reflex (red)"], resources: 3 }, p2: { hero: "Katsu", life: 20 } });
    club.do(0, "Attack with Romping Club");
    unblocked(club, 1);
    expect(club.labels(0)).toEqual(["Pass priority"]);
  });

  it("the attack action card's go again comes only when it hits — fully defended, it has none", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Razor Reflex (red)"], resources: 1 }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Savage Swing (red)", "Sigil of Solace (red)"], life: 20 } });
    g.do(0, "Play Head Jab (red)").passStep().passStep();
    g.do(1, "Defend with Wrecker Romp (red)").do(1, "Defend with Savage Swing (red)").do(1, "Done declaring defenders").passStep();
    g.do(0, g.labels(0).find((l) => l.startsWith("Play Razor Reflex (red): target attack action card"))!).pass(2);
    expect(activePower(g)).toBe(3 + 3);
    toResolution(g);
    expect(activeLink(g).hit).toBe(false);
    expect(g.player(1).life).toBe(20);
    // Head Jab's own go again only: one action point.
    expect(g.player(0).actionPoints).toBe(1);
    const snatch = scenario({ p1: { hero: "Katsu", hand: ["Snatch (red)", "Razor Reflex (red)"], resources: 1 }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Savage Swing (red)"], life: 20 } });
    snatch.do(0, "Play Snatch (red)").passStep().passStep();
    snatch.do(1, "Defend with Wrecker Romp (red)").do(1, "Defend with Savage Swing (red)").do(1, "Done declaring defenders").passStep();
    snatch.do(0, snatch.labels(0).find((l) => l.startsWith("Play Razor Reflex (red): target attack action card"))!).pass(2);
    toResolution(snatch);
    expect(snatch.player(1).life).toBe(20 - 1);
    expect(attackHasGoAgain(snatch.state, activeLink(snatch).attack)).toBe(true);
    const blocked = scenario({ p1: { hero: "Katsu", hand: ["Snatch (yellow)", "Razor Reflex (red)"], resources: 1 }, p2: { hero: "Rhinar", hand: ["Wrecker Romp (red)", "Savage Swing (red)", "Savage Swing (yellow)"], life: 20 } });
    blocked.do(0, "Play Snatch (yellow)").passStep().passStep();
    for (const d of ["Wrecker Romp (red)", "Savage Swing (red)", "Savage Swing (yellow)"]) blocked.do(1, `Defend with ${d}`);
    blocked.do(1, "Done declaring defenders").passStep();
    blocked.do(0, blocked.labels(0).find((l) => l.startsWith("Play Razor Reflex (red): target attack action card"))!).pass(2);
    toResolution(blocked);
    expect(activeLink(blocked).hit).toBe(false);
    expect(attackHasGoAgain(blocked.state, activeLink(blocked).attack)).toBe(false);
    expect(blocked.player(0).actionPoints).toBe(0);
  });
});

describe("adult heroes", () => {
  it("start with 40{h} and intellect 4 in the open format (CR 4.1.6)", () => {
    const decks: [string, readonly string[]][] = [
      ["Rhinar, Reckless Rampage", RHINAR_BLITZ],
      ["Dorinthea Ironsong", DORINTHEA_BLITZ],
      ["Bravo, Showstopper", BRAVO_BLITZ],
      ["Katsu, the Wanderer", KATSU_BLITZ],
    ];
    for (const [hero, deck] of decks) {
      const seats: LogSeat[] = [
        { name: "Ann", kind: "human", deck: [cardId(hero), ...deck.slice(1)] },
        { name: "Bo", kind: "human", deck: RHINAR_BLITZ },
      ];
      const start = startMatch(fab, seats, "adult", { format: "open" });
      expect(start.ok, hero).toBe(true);
      if (!start.ok) continue;
      expect([start.value.state.players[0]!.life, start.value.state.players[0]!.intellect], hero).toEqual([40, 4]);
    }
  });

  it("Rhinar, Reckless Rampage: a 6{p} card discarded on the opponent's turn (Reckless Swing) deals its 2 damage but does not intimidate", () => {
    const g = scenario({ p1: { hero: "Katsu", hand: ["Head Jab (red)", "Leg Tap (red)"] }, p2: { hero: "Rhinar, Reckless Rampage", hand: ["Reckless Swing (blue)", "Wrecker Romp (red)"] } });
    expect(g.player(1).life).toBe(40);
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).pass().do(1, "Play Reckless Swing (blue)");
    expect(names(g.player(1).graveyard)).toEqual([cardId("Wrecker Romp (red)")]);
    g.pass(2);
    expect(g.player(0).life).toBe(20 - 2);
    expect(g.state.triggers).toHaveLength(0);
    expect(g.state.stack).toHaveLength(0);
    expect(g.player(0).banished).toHaveLength(0);
  });

  it("Dorinthea Ironsong: once per turn — declining leaves one attack; after the extra attack hits again there is no second offer", () => {
    const no = scenario({ p1: { hero: "Dorinthea Ironsong", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 3 }, p2: { hero: "Katsu", life: 40 } });
    no.do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(no, 1);
    toResolution(no, "No");
    expect(no.player(0).gear[0]!.attacksAllowed).toBe(1);
    expect(no.player(0).actionPoints).toBe(1);
    expect(no.labels(0)).not.toContain("Attack with Dawnblade");
    const g = scenario({ p1: { hero: "Dorinthea Ironsong", weapon: "Dawnblade", hand: ["Warrior's Valor (red)"], resources: 3 }, p2: { hero: "Katsu", life: 40 } });
    g.do(0, "Play Warrior's Valor (red)").pass(2).do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    toResolution(g, "Yes").do(0, "Attack with Dawnblade");
    unblocked(g, 1);
    const asked: string[] = [];
    for (let i = 0; i < 8 && g.state.combatStep !== "resolution"; i++) {
      if (g.pending !== null) asked.push(g.pending.kind);
      g.pass();
    }
    expect(activeLink(g).hit).toBe(true);
    expect(asked).toEqual([]);
    expect(g.player(0).gear[0]!.attacksAllowed).toBe(2);
    // The second hit of Dawnblade this turn: a +1{p} counter (Dawnblade).
    expect(g.player(0).gear[0]!.powerCounters).toBe(1);
  });

  it("Bravo, Showstopper: {r}{r} and an action point, go again; cost 3 or greater attack action cards gain dominate, cost 2 ones do not", () => {
    const poor = scenario({ p1: { hero: "Bravo, Showstopper", hand: ["Cracked Bauble"], resources: 0 }, p2: { hero: "Katsu", life: 20 } });
    // Cracked Bauble pitches for 2, enough for {r}{r}; a 1-pitch card is not.
    expect(poor.labels(0).some((l) => l.startsWith("Bravo, Showstopper:"))).toBe(true);
    const poorer = scenario({ p1: { hero: "Bravo, Showstopper", hand: ["Sigil of Solace (red)"], resources: 0 }, p2: { hero: "Katsu", life: 20 } });
    expect(poorer.labels(0).some((l) => l.startsWith("Bravo, Showstopper:"))).toBe(false);
    for (const [card, dominate] of [["Crush Confidence (red)", true], ["Drone of Brutality (red)", false]] as const) {
      const g = scenario({ p1: { hero: "Bravo, Showstopper", hand: [card], resources: 5 }, p2: { hero: "Katsu", life: 20 } });
      g.do(0, g.labels(0).find((l) => l.startsWith("Bravo, Showstopper:"))!);
      expect(g.player(0).resources).toBe(3);
      expect(g.player(0).actionPoints).toBe(0);
      g.pass(2);
      expect(g.player(0).actionPoints).toBe(1);
      g.do(0, `Play ${card}`);
      unblocked(g, 1);
      expect(hasDominate(g.state, activeLink(g).attack), card).toBe(dominate);
    }
  });

  it("Katsu, the Wanderer: declining the discard searches nothing; the card found is playable this turn only", () => {
    const no = scenario({ p1: { hero: "Katsu, the Wanderer", hand: ["Head Jab (red)", "Head Jab (blue)"], deck: ["Whelming Gustwave (red)"] }, p2: { hero: "Rhinar", life: 40 } });
    no.do(0, "Play Head Jab (red)");
    unblocked(no, 1).passStep();
    for (let i = 0; i < 4 && no.pending === null; i++) no.pass();
    expect(no.labels(0)).toContain("Choose none");
    no.do(0, "Choose none");
    expect(names(no.player(0).hand)).toEqual([cardId("Head Jab (blue)")]);
    expect(names(no.player(0).deck)).toEqual([cardId("Whelming Gustwave (red)")]);
    const g = scenario({
      p1: { hero: "Katsu, the Wanderer", hand: ["Head Jab (red)", "Head Jab (blue)"], deck: ["Whelming Gustwave (red)", "Leg Tap (red)", "Leg Tap (yellow)", "Leg Tap (blue)", "Snatch (red)"] },
      p2: { hero: "Rhinar", life: 40, deck: ["Sigil of Solace (red)"] },
    });
    g.do(0, "Play Head Jab (red)");
    unblocked(g, 1).passStep();
    for (let i = 0; i < 4 && g.pending === null; i++) g.pass();
    g.do(0, "Choose Head Jab (blue) to discard (then search your deck for a card with combo)");
    g.do(0, "Choose Whelming Gustwave (red) to banish face up (you may play it this turn)");
    toResolution(g);
    expect(g.labels(0)).toContain("Play Whelming Gustwave (red) from banished");
    g.nextTurn().nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    expect(names(g.player(0).banished)).toEqual([cardId("Whelming Gustwave (red)")]);
    expect(g.labels(0).some((l) => l.includes("from banished"))).toBe(false);
  });
});
