import { PUBLIC, redactStream, seatAudience, startMatch, type LogSeat } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { cardDef } from "./cards";
import { SAMPLE_DECK_LISTS } from "./decks";
import { riftboundEnforced as riftbound } from "./game";
import { readDeck } from "./rules/setup";
import { pendingOf } from "./testing";

const seats = (a = SAMPLE_DECK_LISTS["ember"]!, b = SAMPLE_DECK_LISTS["tide"]!): LogSeat[] => [
  { name: "Ember", kind: "human", deck: [...a] },
  { name: "Tide", kind: "human", deck: [...b] },
];

describe("setup (103, 111–119, 480)", () => {
  it("rule 103: deck checks — one legend, three battlefields, 12 runes, 40+ main with a champion, 3 copies at most, the legend's domain", () => {
    const ember = SAMPLE_DECK_LISTS["ember"]!;
    expect(readDeck(ember, 0).ok).toBe(true);
    const cases: [string[], string, string][] = [
      [ember.filter((id) => id !== "t-legend-ember"), "setup/legend", "riftbound:103.1"],
      [ember.filter((id) => id !== "t-bf-pass"), "setup/battlefields", "riftbound:480.4.a"],
      [ember.slice(0, -1), "setup/runes", "riftbound:103.3"],
      // 39 main-deck cards: without the keyword cards' six copies and one Cinder Scout.
      [ember.filter((id, i) => id !== "t-fury-17" && id !== "t-fury-18" && !(id === "t-fury-01" && i === ember.indexOf(id))), "setup/deck-size", "riftbound:103.2"],
      [[...ember, "t-fury-02"], "setup/copies", "riftbound:103.2.b"],
      [[...ember.slice(0, -1), "t-rune-calm"], "setup/domain", "riftbound:103.3.a.1"],
    ];
    for (const [list, code, rule] of cases) {
      const r = readDeck(list, 0);
      expect(r, code).toMatchObject({ ok: false, error: { code, rule } });
    }
    expect(readDeck(["nope"], 0)).toMatchObject({ ok: false, error: { code: "setup/unknown-card" } });
  });

  it("rules 112–119, 480.5, 480.7: legends and champions placed, one random battlefield each, 4-card hands, the second player channels one more rune first", () => {
    const started = startMatch(riftbound, seats(), "setup-seed");
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const s = started.value.state;
    expect(s.battlefields).toHaveLength(2);
    expect(s.battlefields.map((b) => b.owner)).toEqual([0, 1]);
    expect(["t-bf-ridge", "t-bf-forge", "t-bf-pass"]).toContain(s.battlefields[0]!.card);
    expect(["t-bf-grove", "t-bf-shrine", "t-bf-delta"]).toContain(s.battlefields[1]!.card);
    for (const [seat, p] of s.players.entries()) {
      const main = SAMPLE_DECK_LISTS[seat === 0 ? "ember" : "tide"]!.filter((id) => ["unit", "champion", "spell", "gear"].includes(cardDef(id).type)).length;
      expect(p.hand).toHaveLength(4);
      // The Chosen Champion waits in its zone (108.3); the rest is the Main Deck less the opening hand.
      expect(p.deck).toHaveLength(main - 1 - 4);
      expect(p.champion.map((c) => cardDef(c.card).type)).toEqual(["champion"]);
      expect(p.runeDeck).toHaveLength(12);
    }
    expect(s.players[s.firstPlayer]!.extraRune).toBe(false);
    expect(s.players[1 - s.firstPlayer]!.extraRune).toBe(true);
    expect(pendingOf(s)).toEqual({ kind: "mulligan", seat: s.firstPlayer });
    // Different seeds pick different battlefields and first players over a few matches (480.5, 116).
    const picks = new Set<string>();
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const m = startMatch(riftbound, seats(), `pick-${i}`);
      if (!m.ok) continue;
      picks.add(m.value.state.battlefields[0]!.card);
      firsts.add(m.value.state.firstPlayer);
    }
    expect(picks.size).toBeGreaterThan(1);
    expect(firsts.size).toBe(2);
  });

  it("rule 118: the mulligan sets aside up to two cards, draws as many, and recycles them to the bottom; the opponent never sees which", () => {
    const started = startMatch(riftbound, seats(), "mulligan");
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value.state;
    const first = state.firstPlayer;
    const stream = [started.value.stream];
    const hand = state.players[first]!.hand.map((c) => c.card);
    const asideIds = state.players[first]!.hand.slice(0, 2).map((c) => c.id);
    for (const id of [`aside:${asideIds[0]}`, `aside:${asideIds[1]}`]) {
      const step = riftbound.apply(state, first, id);
      if (!step.ok) throw new Error(step.error.message);
      state = step.value.state;
      stream.push({ seq: stream.length, seat: first, events: riftbound.project(step.value.events) });
    }
    const p = state.players[first]!;
    expect(p.hand).toHaveLength(4);
    expect(p.deck.slice(-2).map((c) => c.card).sort()).toEqual(hand.slice(0, 2).sort());
    expect(pendingOf(state)).toEqual({ kind: "mulligan", seat: 1 - first });
    // The opponent's view of those moves carries no card identity (108.7, 108.4.d).
    const theirs = redactStream(stream, seatAudience(1 - first)).slice(1).flatMap((e) => e.events);
    expect(theirs.filter((e) => (e.type === "move" || e.type === "create") && e.face !== undefined)).toEqual([]);
    const pub = redactStream(stream, PUBLIC).slice(1).flatMap((e) => e.events);
    expect(pub.some((e) => (e.type === "move" || e.type === "create") && e.face !== undefined)).toBe(false);
  });

  it("rule 315: after both mulligans the first player's turn — channel 2, draw 1, Main Phase", () => {
    const started = startMatch(riftbound, seats(), "first-turn");
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value.state;
    for (const seat of [state.firstPlayer, 1 - state.firstPlayer]) {
      const step = riftbound.apply(state, seat, "keep");
      if (!step.ok) throw new Error(step.error.message);
      state = step.value.state;
    }
    const p = state.players[state.firstPlayer]!;
    expect(state.phase).toBe("main");
    expect(state.turn).toBe(1);
    expect(p.runes).toHaveLength(2);
    expect(p.hand).toHaveLength(5);
  });
});
