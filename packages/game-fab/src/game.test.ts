import { hashValue, startMatch, replayLog, simulateMatch, type LogSeat } from "@tablecast/engine";
import { zoneAsSeen } from "@tablecast/engine/testing";
import { randomGamesFoldToState } from "@tablecast/engine/testing/hidden-suite";
import { describe, expect, it } from "vitest";
import { fabEnforced as fab } from ".";
import { rulesEnding } from "./testing";

const seats = (bot: "random" | "greedy"): LogSeat[] => [
  { name: "Rhinar", kind: "bot", bot, deck: fab.sampleDecks!["rhinar-blitz"]! },
  { name: "Dorinthea", kind: "bot", bot, deck: fab.sampleDecks!["dorinthea-blitz"]! },
];

describe("fab bot games", () => {
  it("every pairing of the four Blitz presets plays to a CR 4.5 end, for random and greedy bots", () => {
    const names = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1))
        for (const bot of ["random", "greedy"] as const) {
          const sim = simulateMatch(fab, {
            seats: [
              { name: a, kind: "bot", bot, deck: fab.sampleDecks![a]! },
              { name: b, kind: "bot", bot, deck: fab.sampleDecks![b]! },
            ],
            seed: `${a}-${b}-${bot}`,
            maxDecisions: 20_000,
          });
          expect(sim.ok, `${a} vs ${b} (${bot}): ${sim.ok ? "" : sim.error.message}`).toBe(true);
          if (!sim.ok) continue;
          expect(sim.value.state.ended?.rule, `${a} vs ${b} (${bot})`).toMatch(/^fab:4\.5\./);
          const replay = replayLog(fab, sim.value.log);
          expect(replay.failure).toBeNull();
        }
  }, 60_000);

  it("1,000 games from different seeds with the four presets end by CR 4.5, and a sample verifies", () => {
    const presets = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];
    const pairs = presets.flatMap((a) => presets.filter((b) => b !== a).map((b) => [a, b] as const));
    const endings = new Map<string, number>();
    let verified = 0;
    for (let i = 0; i < 1000; i++) {
      const [a, b] = pairs[i % pairs.length]!;
      const bot = i % 4 === 3 ? "greedy" : "random";
      const sim = simulateMatch(fab, {
        seats: [
          { name: a, kind: "bot", bot, deck: fab.sampleDecks![a]! },
          { name: b, kind: "bot", bot, deck: fab.sampleDecks![b]! },
        ],
        seed: `thousand-${i}`,
        maxDecisions: 20_000,
      });
      if (!sim.ok) expect.fail(`game ${i} (${a} vs ${b}, ${bot}): ${sim.error.message}`);
      // No turn limit: a game that would not end fails here (simulateMatch stops it at 20,000 decisions).
      const { rule, problem } = rulesEnding(sim.value.state);
      expect(problem, `game ${i}`).toBeNull();
      endings.set(rule, (endings.get(rule) ?? 0) + 1);
      if (i % 25 === 0) {
        const replay = replayLog(fab, sim.value.log);
        expect(replay.failure, `game ${i} replays`).toBeNull();
        verified++;
      }
    }
    expect(verified).toBe(40);
    // Most games end with a hero's death; the rest are stalemates of random play (22 of 1,000: decks
    // spent, the cards left unaffordable, CR 4.5.4d).
    expect(endings.get("fab:4.5.3a") ?? 0).toBeGreaterThan(900);
    expect(endings.get("fab:4.5.4d") ?? 0).toBeGreaterThan(0);
  }, 300_000);

  it("greedy bots play a whole game to a CR 4.5 end", () => {
    const sim = simulateMatch(fab, { seats: seats("greedy"), seed: "greedy-1", maxDecisions: 20_000 });
    expect(sim.ok).toBe(true);
    if (!sim.ok) return;
    const end = sim.value.state.ended!;
    expect(end.rule).toMatch(/^fab:4\.5\./);
    if (end.rule === "fab:4.5.3a") expect(sim.value.state.players.some((p) => p.life <= 0)).toBe(true);
    // The log is the truth: replaying its decisions reproduces every state hash and the result.
    const replay = replayLog(fab, sim.value.log);
    expect(replay.failure).toBeNull();
    expect(replay.status).toMatchObject({ kind: "ended", winners: end.winners });
  });

  it("property: random games from random seeds end by the rules and never leak hidden cards (CR 3.0.4, 3.0.9)", () => {
    randomGamesFoldToState(fab, {
      seats: () => seats("random"),
      runs: 15,
      check: (state) => {
        expect(state.ended).not.toBeNull();
        const end = state.ended!;
        const dead = state.players.flatMap((p, i) => (p.life <= 0 ? [i] : []));
        if (end.rule === "fab:4.5.3a") expect(end.winners).toEqual([0, 1].filter((s) => !dead.includes(s)));
        else if (end.rule === "fab:4.5.4a") expect(dead).toEqual([0, 1]);
        else expect(end.rule).toBe("fab:4.5.4d");
      },
      // The table events fold into a view without rules: life totals match the state.
      folds: (view, state) => {
        expect(view.players.map((p) => p.counters["life"])).toEqual(state.players.map((p) => p.life));
        for (const [seat, p] of state.players.entries())
          for (const zone of ["hand", "deck", "arsenal", "pitch", "graveyard", "banished"] as const)
          {
            const { seen, truth } = zoneAsSeen(view.zones[`p${seat}.${zone}`]!.objects, p[zone].map((c) => c.id));
            expect(seen, `p${seat}.${zone}`).toEqual(truth);
          }
      },
    });
    // Fifteen whole games with every audience's stream checked: seconds of work, more on a busy machine.
  }, 60_000);

  it("applying a decision never changes the state it was given (players and the combat chain are shared between states until written)", () => {
    // The working copy shares untouched players, card objects and the combat chain with the previous
    // state, and the state hash reuses their canonical text: a write to the old state would corrupt
    // both. Every later preset plays one game too: their cards write the chain (arrows leaving it,
    // boosted attacks going to the bottom of the deck, Ninja combos).
    const WTR = ["rhinar-blitz", "dorinthea-blitz", "bravo-blitz", "katsu-blitz"];
    const later = Object.keys(fab.sampleDecks!).filter((d) => !WTR.includes(d));
    const games: { seed: string; seats: LogSeat[] }[] = [
      ...["immutable-1", "immutable-2", "immutable-3"].map((seed) => ({ seed, seats: seats(seed.endsWith("2") ? "greedy" : "random") })),
      ...later.map((deck, i) => ({
        seed: `immutable-${deck}`,
        seats: [deck, WTR[i % WTR.length]!].map((d): LogSeat => ({ name: d, kind: "bot", bot: "random", deck: fab.sampleDecks![d]! })),
      })),
    ];
    expect(later.length).toBeGreaterThanOrEqual(9);
    for (const { seed, seats } of games) {
      const sim = simulateMatch(fab, { seats, seed, maxDecisions: 20_000 });
      expect(sim.ok).toBe(true);
      if (!sim.ok) return;
      const started = startMatch(fab, sim.value.log.header.seats, seed);
      expect(started.ok).toBe(true);
      if (!started.ok) return;
      let state = started.value.state;
      for (const entry of sim.value.log.entries) {
        const before = JSON.stringify(state);
        const step = fab.apply(state, entry.seat, entry.decision);
        expect(step.ok, `seq ${entry.seq}`).toBe(true);
        if (!step.ok) return;
        expect(JSON.stringify(state), `seq ${entry.seq} changed its input`).toBe(before);
        expect(hashValue(step.value.state).slice(0, 16), `seq ${entry.seq}`).toBe(entry.hash);
        state = step.value.state;
      }
    }
  });
});
