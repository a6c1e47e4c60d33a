import { describe, expect, it } from "vitest";
import { BRAM_DECK, KAEDE_DECK } from "./decks";
import { ufsEnforced as ufs } from "./game";
import { readDeck } from "./setup";
import { awaiting, type UfsState } from "./state";

const seats = [
  { name: "Kaede", deck: KAEDE_DECK },
  { name: "Bram", deck: BRAM_DECK },
];

/** Setup, then P1 (Kaede, two character versions in the deck) starts with Kaede Arashi (E.1.1). */
function start(seed = "setup"): UfsState {
  const s = ufs.setup({ seats }, seed);
  if (!s.ok) throw new Error(s.error.message);
  return step(s.value.state, 0, "character:TST-001");
}

function step(state: UfsState, seat: number, id: string): UfsState {
  const r = ufs.apply(state, seat, id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe("deck construction (A.2)", () => {
  it("A.2.1: a main deck holds at least 60 cards including the starting character", () => {
    expect(readDeck(KAEDE_DECK).ok).toBe(true);
    expect(KAEDE_DECK).toHaveLength(60);
    expect(BRAM_DECK).toHaveLength(60);
    const short = readDeck(KAEDE_DECK.slice(0, 59));
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error).toMatchObject({ code: "setup/deck-too-small", rule: "ufs:A.2.1" });
  });

  it("A.2.2: no more than four copies of a card with a given name", () => {
    const five = readDeck([...KAEDE_DECK, "TST-002"]);
    expect(five.ok).toBe(false);
    if (!five.ok) expect(five.error).toMatchObject({ code: "setup/too-many-copies", rule: "ufs:A.2.2" });
  });

  it("E.1.1: a deck needs a character card to start with; unknown cards are refused", () => {
    const noChar = readDeck(KAEDE_DECK.filter((c) => c !== "TST-001" && c !== "TST-019").concat(Array.from({ length: 3 }, () => "TST-201")));
    expect(noChar.ok).toBe(false);
    if (!noChar.ok) expect(noChar.error).toMatchObject({ code: "setup/no-character", rule: "ufs:E.1.1" });
    const unknown = ufs.setup({ seats: [{ name: "a", deck: ["NOPE"] }, seats[1]!] }, "x");
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.code).toBe("setup/unknown-card");
  });
});

describe("starting the game (E.1)", () => {
  it("E.1.1: each player places a character from their deck face down; both are revealed together", () => {
    const kaedes = [
      { name: "A", deck: KAEDE_DECK },
      { name: "B", deck: KAEDE_DECK },
    ];
    const s0 = ufs.setup({ seats: kaedes }, "e11");
    expect(s0.ok).toBe(true);
    if (!s0.ok) return;
    let s = s0.value.state;
    expect(awaiting(s)).toEqual({ seat: 0, kind: "character" });
    expect(ufs.decisions(s, 0).map((d) => d.label)).toEqual(["Start with Kaede Arashi (placed face down)", "Start with Kaede Arashi •• (placed face down)"]);
    const first = ufs.apply(s, 0, "character:TST-019");
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    // Nothing names the face-down choice until the other player has chosen.
    const shown = ufs.project(first.value.events);
    expect(JSON.stringify(shown)).not.toContain("TST-019");
    expect(shown).toContainEqual(expect.objectContaining({ type: "log", text: "A places a character face down" }));
    s = first.value.state;
    expect(awaiting(s)).toEqual({ seat: 1, kind: "character" });
    const second = ufs.apply(s, 1, "character:TST-001");
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    s = second.value.state;
    expect(s.players.map((p) => p.character.card)).toEqual(["TST-019", "TST-001"]);
    expect(s.players.map((p) => p.vitality)).toEqual([21, 22]);
    expect(s.players.map((p) => p.deck.length)).toEqual([59, 59]);
    const revealed = ufs.project(second.value.events).filter((e) => e.type === "player");
    expect(revealed.map((e) => e.type === "player" && e.hero?.ref)).toEqual(["TST-019", "TST-001"]);
    expect(awaiting(s)?.kind).toBe("first-player");
  });

  it("E.1.1: a player with a single character card in their deck places it without a decision", () => {
    const s0 = ufs.setup({ seats: [seats[1]!, seats[1]!] }, "single");
    expect(s0.ok).toBe(true);
    if (s0.ok) expect(awaiting(s0.value.state)?.kind).toBe("first-player");
  });

  it("E.1.3: a random method picks the player who chooses who goes first; the seed decides", () => {
    const choosers = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => awaiting(start(seed))?.seat));
    expect(choosers).toEqual(new Set([0, 1]));
    const s = start();
    expect(awaiting(s)?.kind).toBe("first-player");
    expect(ufs.decisions(s, awaiting(s)!.seat).map((d) => d.id)).toEqual(["first:me", "first:opponent"]);
  });

  it("E.1.4, E.1.5, E.1.7: the first player commits their character; vitality is the maximum; each draws their hand size", () => {
    let s = start();
    const chooser = awaiting(s)!.seat;
    s = step(s, chooser, "first:opponent");
    const first = chooser === 0 ? 1 : 0;
    expect(s.firstPlayer).toBe(first);
    expect(s.players[first]!.character.committed).toBe(true);
    expect(s.players[chooser]!.character.committed).toBe(false);
    expect(s.players.map((p) => p.vitality)).toEqual([22, 20]);
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 7]);
    expect(awaiting(s)).toEqual({ seat: first, kind: "mulligan" });
  });

  it("E.1.8: starting with the first player, a mulligan puts the hand on the bottom, draws the hand size again and shuffles", () => {
    let s = start();
    const chooser = awaiting(s)!.seat;
    s = step(s, chooser, "first:me");
    const before = s.players[chooser]!.hand.map((c) => c.card);
    const r = ufs.apply(s, chooser, "mulligan:yes");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.value.state;
    const p = s.players[chooser]!;
    expect(p.hand).toHaveLength(p.handSize);
    expect(p.deck.length + p.hand.length).toBe(59);
    expect(r.value.events.some((e) => e.type === "shuffle" && e.zone === `p${chooser}.deck`)).toBe(true);
    // The old hand is somewhere in the deck (then shuffled): the multiset of cards is unchanged.
    expect([...p.deck, ...p.hand].map((c) => c.card).sort()).toEqual([...(chooser === 0 ? KAEDE_DECK : BRAM_DECK).slice(1)].sort());
    expect(before).toHaveLength(p.handSize);
    expect(awaiting(s)).toEqual({ seat: chooser === 0 ? 1 : 0, kind: "mulligan" });
  });

  it("E.1.9: the game begins and the first player skips the Ready Phase of their first turn (the character stays committed)", () => {
    let s = start();
    const chooser = awaiting(s)!.seat;
    s = step(s, chooser, "first:me");
    s = step(s, chooser, "mulligan:no");
    s = step(s, chooser === 0 ? 1 : 0, "mulligan:no");
    expect(s.turn).toBe(1);
    expect(s.activePlayer).toBe(chooser);
    expect(s.phase).toBe("combat");
    expect(awaiting(s)).toEqual({ seat: chooser, kind: "forms" });
    expect(s.players[chooser]!.character.committed).toBe(true);
    expect(s.players[chooser]!.hand).toHaveLength(s.players[chooser]!.handSize);
  });

  it("illegal input is an error value and leaves the state untouched", () => {
    const s = start();
    const other = awaiting(s)!.seat === 0 ? 1 : 0;
    const r = ufs.apply(s, other, "first:me");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("decision/not-your-turn");
    const bad = ufs.apply(s, awaiting(s)!.seat, "play:o1");
    expect(bad.ok).toBe(false);
  });
});
