import { foldStream, redactStream, replayLog, seatAudience, simulateMatch, type BotKind, type LogSeat } from "@tablecast/engine";
import { zoneAsSeen } from "@tablecast/engine/testing";
import { randomGamesFoldToState } from "@tablecast/engine/testing/hidden-suite";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riftboundEnforced as riftbound } from "./index";

// The real presets: Garen - Might of Demacia and Master Yi - Wuju Bladesman (Proving Grounds legends),
// Darius - Hand of Noxus and Viktor - Herald of the Arcane (Origins decks).
const PAIRS = [["garen", "master-yi"], ["darius", "viktor"], ["garen", "viktor"], ["darius", "master-yi"]] as const;
const seats = (bot: BotKind, pair: readonly [string, string] = PAIRS[0]): LogSeat[] => pair.map((deck) => ({ name: deck, kind: "bot" as const, bot, deck: riftbound.sampleDecks![deck]! }));

describe("riftbound bot games", () => {
  it("1,000 games from different seeds end by the Victory Score (467), and a sample replays and verifies", () => {
    let verified = 0;
    const winners = [0, 0];
    for (let i = 0; i < 1000; i++) {
      const bot: BotKind = i % 5 === 4 ? "greedy" : "random";
      const pair = PAIRS[Math.floor(i / 2) % PAIRS.length]!;
      const sim = simulateMatch(riftbound, { seats: i % 2 === 0 ? seats(bot, pair) : seats(bot, pair).reverse(), seed: `thousand-${i}`, maxDecisions: 20_000 });
      if (!sim.ok) expect.fail(`game ${i}: ${sim.error.message}`);
      const s = sim.value.state;
      expect(s.ended?.rule, `game ${i}`).toBe("riftbound:467");
      const w = s.ended!.winners[0]!;
      expect(s.players[w]!.points, `game ${i}`).toBeGreaterThanOrEqual(s.victoryScore);
      expect(s.players[w]!.points).toBeGreaterThan(s.players[1 - w]!.points);
      winners[w]!++;
      if (i % 25 === 0) {
        expect(replayLog(riftbound, sim.value.log).failure, `game ${i} replays`).toBeNull();
        verified++;
      }
    }
    expect(verified).toBe(40);
    expect(Math.min(...winners)).toBeGreaterThan(100);
  }, 300_000);

  it("property: random games never leak hidden cards (108: hand private, decks secret) and the table folds to the state", () => {
    randomGamesFoldToState(riftbound, {
      seats: () => seats("random"),
      runs: 15,
      folds: (view, state) => {
        expect(view.players.map((p) => p.counters["points"])).toEqual(state.players.map((p) => p.points));
        expect(view.players.map((p) => p.counters["energy"])).toEqual(state.players.map((p) => p.pool.energy));
        for (const [seat, p] of state.players.entries()) {
          for (const [zone, cards] of [["hand", p.hand], ["deck", p.deck], ["trash", p.trash]] as const) {
            const { seen, truth } = zoneAsSeen(view.zones[`p${seat}.${zone}`]!.objects, cards.map((c) => c.id));
            expect(seen, `p${seat}.${zone}`).toEqual(truth);
          }
          // A card the public saw come out of hiding has an id of the public's own (the game kept its hidden one).
          const pool = zoneAsSeen(view.zones[`p${seat}.rune-pool`]!.objects, p.runes.map((c) => c.id));
          expect(pool.seen.sort()).toEqual(pool.truth.sort());
        }
        for (const [i] of state.battlefields.entries()) {
          const units = zoneAsSeen(view.zones[`bf${i}`]!.objects.slice(1), state.units.filter((u) => u.location === i).map((u) => u.id));
          expect(units.seen.sort()).toEqual(units.truth.sort());
        }
      },
    });
  });

  it("property: a seat can never follow a card into a hidden zone (110: new object ids) and sees its own hand, not the opponent's (108.7)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom<BotKind>("random", "greedy"), (seed, bot) => {
        const sim = simulateMatch(riftbound, { seats: seats(bot), seed, maxDecisions: 20_000 });
        expect(sim.ok).toBe(true);
        if (!sim.ok) return;
        const { state, stream } = sim.value;
        for (const seat of [0, 1] as const) {
          const redacted = redactStream(stream, seatAudience(seat));
          // Every object id this seat ever saw a face for.
          const seen = new Set<string>();
          for (const entry of redacted)
            for (const e of entry.events) {
              if (e.type === "create" && e.face !== undefined) seen.add(e.object);
              if (e.type === "move" && e.face !== undefined) seen.add(e.as ?? e.object);
              if (e.type === "shuffle" && e.faces !== undefined) e.objects.forEach((o) => seen.add(o));
            }
          const foe = seat === 0 ? 1 : 0;
          const hidden = [...state.players[0]!.deck, ...state.players[1]!.deck, ...state.players[0]!.runeDeck, ...state.players[1]!.runeDeck, ...state.players[foe]!.hand];
          expect(hidden.filter((c) => seen.has(c.id))).toEqual([]);
          const view = foldStream(redacted);
          expect(view.zones[`p${seat}.hand`]!.objects.map((id) => view.objects[id]!.face?.ref)).toEqual(state.players[seat]!.hand.map((c) => c.card));
          expect(view.zones[`p${foe}.hand`]!.objects.map((id) => view.objects[id]!.face)).toEqual(state.players[foe]!.hand.map(() => undefined));
          expect(view.players[foe]!.counters["hand"]).toBe(state.players[foe]!.hand.length);
        }
      }),
      { numRuns: 10 },
    );
  });
});
