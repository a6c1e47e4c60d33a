import { cardById } from "@tablecast/cards";
import { describe, expect, it } from "vitest";
import { RHINAR_BLITZ, SHIYANA_BLITZ } from "./decks";
import { checkCardPool, FORMATS } from "./formats";
import { readDeck } from "./setup";
import { cardId, scenario, type Scenario, type SideSpec } from "./testing";
import { activePower, toResolution, unblocked } from "./testing/combat";

/** Crucible of War: Shiyana, Diamond Gemini (CRU097), the Shapeshifter hero who becomes a copy of a hero each turn. */

const SHIYANA = "Shiyana, Diamond Gemini";
const COPY = "copy: Shiyana becomes a copy of that hero until the start of your next turn";
const filler = (n: number): string[] => Array.from({ length: n }, () => "Sigil of Solace (red)");

/**
 * Shiyana (P1) and another hero (P2), from P2's turn: P2 passes it, and Shiyana's action phase begins — the trigger asks for its
 * target (CR 4.3.1, 6.6.6a).
 */
function atHerActionPhase(p1: Partial<SideSpec>, p2: SideSpec, fixedRandom?: readonly number[]): Scenario {
  const g = scenario({ p1: { hero: SHIYANA, deck: filler(8), ...p1 }, p2: { deck: filler(8), ...p2 }, turnPlayer: 1, ...(fixedRandom === undefined ? {} : { fixedRandom }) });
  g.nextTurn();
  return g;
}
/** Shiyana targets `hero` (by the name on the hero) and her triggered-layer resolves. */
function copies(g: Scenario, hero: string): Scenario {
  g.do(0, `Choose ${hero} to ${COPY}`);
  return g.pass(2);
}

describe("Shiyana, Diamond Gemini (CRU097)", () => {
  it("CR 2.5.3c example: having lost 5 life, Shiyana copies Kano (15 base life) and her life total is 10; at the start of her next turn she is Shiyana again with 15 (CR 4.2.2, 8.5.25)", () => {
    const g = atHerActionPhase({ life: 15 }, { hero: "Kano" });
    // CR 6.6.6a, 1.8.5: the target is declared as the triggered-layer goes on the stack — either hero.
    expect(g.pending).toMatchObject({ kind: "choose", seat: 0 });
    expect(g.labels(0)).toEqual([`Choose ${SHIYANA} to ${COPY}`, `Choose Kano to ${COPY}`]);
    g.do(0, `Choose Kano to ${COPY}`);
    expect(g.state.stack.map((l) => l.trigger?.text)).toEqual([`${SHIYANA}: become a copy of P2 (Kano) until the start of your next turn`]);
    expect(g.player(0).hero.card).toBe(cardId(SHIYANA)); // not yet: the layer has to resolve
    g.pass(2);
    expect(g.player(0).hero).toMatchObject({ card: cardId("Kano"), copy: { printed: cardId(SHIYANA) } });
    expect(g.player(0).life).toBe(10);
    expect(g.logText()).toContain(`P1 (${SHIYANA}) becomes a copy of Kano; base life 15, life total 15 → 10`);
    // The table: her hero object now shows Kano's face, and that it is a copy (heroes are public, CR 3.0.4).
    const hero = g.player(0).hero.id;
    expect(g.events).toContainEqual(expect.objectContaining({ type: "reveal", object: hero, face: expect.objectContaining({ name: "Kano" }), vis: "public" }));
    expect(g.events).toContainEqual({ type: "prop", object: hero, key: "copy of", value: "Kano" });
    expect(g.events).toContainEqual({ type: "counter", seat: 0, counter: "life", value: 10 });
    // Through P2's turn she is still Kano (the effect lasts until the start of *her* next turn).
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    expect(g.player(0).hero.card).toBe(cardId("Kano"));
    g.nextTurn();
    // CR 4.2.2: her turn starts, the copy ends: 20 base life, 5 lost.
    expect(g.state.turnPlayer).toBe(0);
    expect(g.player(0).hero).toEqual({ id: hero, card: cardId(SHIYANA) });
    expect(g.player(0).life).toBe(15);
    expect(g.logText()).toContain(`P1 (${SHIYANA}) is no longer a copy of Kano; base life 20, life total 10 → 15`);
    expect(g.events).toContainEqual({ type: "prop", object: hero, key: "copy of", value: null });
    // And the action phase asks again.
    expect(g.pending).toMatchObject({ kind: "choose", seat: 0 });
    copies(g, SHIYANA);
    expect(g.player(0).life).toBe(15);
  });

  it("copying Rhinar: discarding a card with 6 or more power during her action phase intimidates (Rhinar's triggered ability, CR 8.5.10); copying herself it does not", () => {
    const hand = ["Alpha Rampage (red)", "Barraging Brawnhide (red)", "Sink Below (blue)"];
    const play = (g: Scenario): Scenario => g.do(0, "Play Alpha Rampage (red)").do(0, "Pitch Sink Below (blue) for 3");
    const rhinar = copies(atHerActionPhase({ hand }, { hero: "Rhinar", hand: ["Sigil of Solace (blue)"] }), "Rhinar");
    const before = rhinar.player(1).hand.length;
    play(rhinar);
    // Alpha Rampage's cost discarded Barraging Brawnhide (7 power) at random.
    expect(rhinar.player(0).graveyard.map((c) => c.card)).toEqual([cardId("Barraging Brawnhide (red)")]);
    expect(rhinar.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Alpha Rampage (red)"), "Rhinar: intimidate"]);
    rhinar.pass(2);
    expect(rhinar.player(1).banished.length).toBe(1);
    expect(rhinar.player(1).hand.length).toBe(before - 1);

    const herself = copies(atHerActionPhase({ hand }, { hero: "Rhinar", hand: ["Sigil of Solace (blue)"] }), SHIYANA);
    play(herself);
    expect(herself.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Alpha Rampage (red)")]);
    herself.leaveOpen();
  });

  it("copying Kano: his activated ability is hers until the start of her next turn — on the opponent's turn too — and not after (CR 8.5.25, 5.2, 4.2.2)", () => {
    const look = "Kano: look at the top card of your deck (a non-attack action card may be banished and played this turn as an instant)";
    const g = copies(atHerActionPhase({ hand: ["Sink Below (blue)"], deck: ["Nimblism (blue)", ...filler(8)] }, { hero: "Kano" }), "Kano");
    expect(g.labels(0)).toContain(look);
    g.do(0, look).do(0, "Pitch Sink Below (blue) for 3").pass(2);
    expect(g.logText()).toContain(`P1 (${SHIYANA} as Kano) looks at the top card of their deck`);
    g.do(0, "Choose Nimblism (blue) to banish from the top of the deck (playable this turn as though it were an instant)");
    expect(g.player(0).banished.map((c) => c.card)).toEqual([cardId("Nimblism (blue)")]);
    expect(g.labels(0)).toContain("Play Nimblism (blue) from banished");
    // P2's turn: she is still a copy of Kano (an instant ability: offered whenever she has priority).
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(1);
    g.do(1, "pass");
    expect(g.labels(0)).toContain(look);
    g.do(0, "pass");
    // Her next turn: the copy ended; copying herself this time, the ability is gone.
    g.nextTurn();
    copies(g, SHIYANA);
    expect(g.labels(0)).not.toContain(look);
  });

  it("intellect: copying Data Doll MKII (intellect 3) she draws up to 3 at the end of her turn, and up to 4 again once the copy ends (CR 2.4.2, 4.4.3f)", () => {
    const g = copies(atHerActionPhase({ deck: filler(12) }, { hero: "Data Doll MKII" }), "Data Doll MKII");
    expect(g.player(0).intellect).toBe(3);
    expect(g.events).toContainEqual({ type: "counter", seat: 0, counter: "intellect", value: 3 });
    expect(g.player(0).hand.length).toBe(0);
    g.nextTurn();
    expect(g.player(0).hand.length).toBe(3);
    g.nextTurn();
    // Her turn starts: intellect 4 again (she draws up to it at the end of this turn).
    expect(g.player(0).intellect).toBe(4);
    copies(g, SHIYANA);
    g.nextTurn();
    expect(g.player(0).hand.length).toBe(4);
  });

  it("\"Cards you own are the class of your hero\": copying Viserai, her Generic attack is a Runeblade card and Viserai's ability creates a Runechant; Viserai himself with the same cards does not (CR 8.5.25, 2.11.6)", () => {
    const hand = ["Nimblism (blue)", "Snatch (red)"];
    const runechants = (g: Scenario): number => g.player(0).permanents.filter((c) => c.card === cardId("Runechant")).length;
    const g = copies(atHerActionPhase({ hand }, { hero: "Viserai" }), "Viserai");
    g.do(0, "Play Nimblism (blue)").pass(2);
    // Nimblism is Runeblade too, but no other 'non-attack' action card was played before it.
    expect(runechants(g)).toBe(0);
    g.do(0, "Play Snatch (red)");
    expect(g.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Snatch (red)"), "Viserai: create a Runechant token"]);
    g.pass(2);
    expect(runechants(g)).toBe(1);
    // The next-attack bonus of Nimblism still applies (a class-less filter).
    unblocked(g.pass(2), 1);
    expect(activePower(g)).toBe(4 + 1);
    toResolution(g);

    const viserai = scenario({ p1: { hero: "Viserai", hand }, p2: { hero: "Rhinar" } });
    viserai.do(0, "Play Nimblism (blue)").pass(2).do(0, "Play Snatch (red)");
    expect(viserai.state.stack.map((l) => l.trigger?.text ?? l.card)).toEqual([cardId("Snatch (red)")]);
    viserai.leaveOpen();
  });

  it("a hero whose abilities are lost (Crush Confidence's crush, CR 8.4.2) has no triggered ability: no copy during that turn", () => {
    const g = scenario({ p1: { hero: SHIYANA, deck: filler(8) }, p2: { hero: "Bravo", deck: filler(8) }, turnPlayer: 1, combat: { attack: "Crush Confidence (red)" } });
    toResolution(g);
    expect(g.player(0).life).toBe(20 - 7);
    g.nextTurn();
    expect(g.state.turnPlayer).toBe(0);
    expect(g.pending).toBeNull();
    expect(g.player(0).hero.copy).toBeUndefined();
  });
});

describe("Shiyana's deck: specialization cards of any hero (CR 5.4.3, 1.1.3a, 8.3.7)", () => {
  const byId = (id: string) => cardById("fab", id)!;
  it("her Blitz deck holds Rhinar's, Katsu's, Dorinthea's, Ira's, Kano's and Viserai's specialization cards; the same cards refuse another hero", () => {
    expect(readDeck(SHIYANA_BLITZ, 0, "blitz").ok).toBe(true);
    expect(checkCardPool({ cards: SHIYANA_BLITZ.map(byId) }, FORMATS.blitz, { tournament: true }).ok).toBe(true);
    // Another hero's specialization in Rhinar's deck: refused (CR 8.3.7).
    const rhinar = RHINAR_BLITZ.map((id) => (id === cardId("Unmovable (blue)") ? cardId("Mugenshi: RELEASE (yellow)") : id));
    expect(readDeck(rhinar, 0, "blitz")).toMatchObject({ ok: false, error: { code: "setup/illegal-card", rule: "fab:1.1.3" } });
    const rhinarSpec = RHINAR_BLITZ.map((id) => (id === cardId("Unmovable (blue)") ? cardId("Crippling Crush (red)") : id));
    expect(checkCardPool({ cards: rhinarSpec.map(byId) }, FORMATS.open)).toMatchObject({ ok: false, error: { rule: "fab:1.1.3" } });
    // Crippling Crush (Bravo Specialization, Guardian) in Shiyana's: allowed.
    const crush = SHIYANA_BLITZ.map((id) => (id === cardId("Unmovable (blue)") ? cardId("Crippling Crush (red)") : id));
    expect(readDeck(crush, 0, "blitz").ok).toBe(true);
    expect(checkCardPool({ cards: crush.map(byId) }, FORMATS.blitz).ok).toBe(true);
  });

  it("her other cards stay within her classes: a Brute card that is no specialization is refused (CR 1.1.3)", () => {
    const brute = SHIYANA_BLITZ.map((id) => (id === cardId("Unmovable (blue)") ? cardId("Savage Swing (red)") : id));
    expect(readDeck(brute, 0, "blitz")).toMatchObject({ ok: false, error: { code: "setup/illegal-card", rule: "fab:1.1.3" } });
    expect(checkCardPool({ cards: brute.map(byId) }, FORMATS.blitz)).toMatchObject({ ok: false, error: { code: "setup/illegal-card", rule: "fab:1.1.3" } });
  });
});
