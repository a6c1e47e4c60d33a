import { foldStream, PUBLIC, redactStream, replayLog, simulateMatch, type BotKind, type LogSeat } from "@tablecast/engine";
import { zoneAsSeen } from "@tablecast/engine/testing";
import { randomGamesFoldToState } from "@tablecast/engine/testing/hidden-suite";
import { describe, expect, it } from "vitest";
import { cardDef, ufsEnforced as ufs } from "./index";

const seats = (a: BotKind, b: BotKind, swap = false): LogSeat[] => {
  const kaede = { name: "Kaede", kind: "bot" as const, bot: a, deck: ufs.sampleDecks!["kaede"]! };
  const bram = { name: "Bram", kind: "bot" as const, bot: b, deck: ufs.sampleDecks!["bram"]! };
  return swap ? [bram, kaede] : [kaede, bram];
};

/** A.1: a game ends when a player reaches 0 vitality (E.2.1) or cannot cycle (E.2.2.1). */
const ENDINGS = ["ufs:E.2.1", "ufs:E.2.2.1"];

describe("ufs bot games", () => {
  it("1,000 seeded random-bot games end by the rules without an error; a sample replays to the same hashes", () => {
    const endings = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const sim = simulateMatch(ufs, { seats: seats("random", "random", i % 2 === 1), seed: `ci-${i}`, maxDecisions: 20_000 });
      expect(sim.ok, sim.ok ? "" : sim.error.message).toBe(true);
      if (!sim.ok) continue;
      const end = sim.value.state.ended!;
      expect(ENDINGS).toContain(end.rule);
      if (end.rule === "ufs:E.2.1") expect(sim.value.state.players.some((p) => p.vitality <= 0)).toBe(true);
      endings.set(end.rule, (endings.get(end.rule) ?? 0) + 1);
      if (i % 25 === 0) {
        // The log is the truth: replaying its decisions reproduces every state hash and the result.
        const replay = replayLog(ufs, sim.value.log);
        expect(replay.failure).toBeNull();
        expect(replay.status).toMatchObject({ kind: "ended", winners: end.winners });
      }
    }
    expect(endings.get("ufs:E.2.1")).toBeGreaterThan(0);
  }, 300_000);

  it("greedy bots (and greedy against random) play whole games to an end by the rules", () => {
    for (let i = 0; i < 12; i++) {
      const [a, b]: [BotKind, BotKind] = i % 3 === 0 ? ["greedy", "random"] : i % 3 === 1 ? ["random", "greedy"] : ["greedy", "greedy"];
      const sim = simulateMatch(ufs, { seats: seats(a, b, i % 2 === 0), seed: `greedy-${i}`, maxDecisions: 20_000 });
      expect(sim.ok).toBe(true);
      if (!sim.ok) continue;
      expect(ENDINGS).toContain(sim.value.state.ended!.rule);
      expect(replayLog(ufs, sim.value.log).failure).toBeNull();
    }
  }, 120_000);

  it("property: games from random seeds never leak a hidden card (hand, deck, momentum) to another audience (C.2, D.3, D.4)", () => {
    randomGamesFoldToState(ufs, {
      seats: (swap) => seats("random", "random", swap),
      runs: 12,
      // D.3.1.3 / D.4.1.2: hand and deck sizes are public; their cards are not.
      check: (_state, stream) => {
        const pub = foldStream(redactStream(stream, PUBLIC));
        for (const seat of [0, 1]) {
          for (const zone of ["hand", "deck", "momentum"]) {
            const objs = pub.zones[`p${seat}.${zone}`]!.objects;
            for (const id of objs) expect(pub.objects[id]?.face, `${zone} ${id}`).toBeUndefined();
          }
        }
      },
      // The table events fold into a view without rules: vitality, momentum and zones match the state.
      folds: (view, state) => {
        expect(view.players.map((p) => p.counters["vitality"])).toEqual(state.players.map((p) => p.vitality));
        expect(view.players.map((p) => p.counters["momentum"])).toEqual(state.players.map((p) => p.momentum.length));
        const foundations = (p: (typeof state.players)[number]) => p.staging.filter((c) => cardDef(c.card).type === "foundation");
        expect(view.players.map((p) => p.counters["foundations"])).toEqual(state.players.map((p) => foundations(p).length));
        expect(view.players.map((p) => p.counters["ready-foundations"])).toEqual(state.players.map((p) => foundations(p).filter((c) => !c.committed).length));
        for (const [seat, p] of state.players.entries())
          for (const zone of ["hand", "deck", "discard", "removed", "pool", "momentum"] as const)
          {
            const { seen, truth } = zoneAsSeen(view.zones[`p${seat}.${zone}`]!.objects, p[zone].map((c) => c.id));
            expect(seen, `p${seat}.${zone}`).toEqual(truth);
          }
        for (const [seat, p] of state.players.entries())
        {
          const { seen, truth } = zoneAsSeen(view.zones[`p${seat}.staging`]!.objects, [p.character.id, ...p.staging.map((c) => c.id), ...p.attached.map((c) => c.id)]);
          expect(seen.sort()).toEqual(truth.sort());
        }
      },
    });
  }, 120_000);

  it("decisions name the table object they concern, so a UI can make the card clickable", () => {
    const sim = simulateMatch(ufs, { seats: seats("random", "random"), seed: "objects", maxDecisions: 20_000 });
    expect(sim.ok).toBe(true);
    if (!sim.ok) return;
    const replay = replayLog(ufs, sim.value.log);
    expect(replay.failure).toBeNull();
    // Every card-specific decision the bots took carries its object id.
    let checked = 0;
    const state = ufs.setup({ seats: seats("random", "random").map((s) => ({ name: s.name, deck: s.deck })) }, "objects");
    expect(state.ok).toBe(true);
    if (!state.ok) return;
    let s = state.value.state;
    for (const entry of sim.value.log.entries) {
      const d = ufs.decisions(s, entry.seat).find((x) => x.id === entry.decision)!;
      if (/^(play|block|ability|commit|stun|review:o)/.test(d.id)) {
        expect(d.object, d.id).toBeDefined();
        checked++;
      }
      const next = ufs.apply(s, entry.seat, entry.decision);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value.state;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("concede: the opponent wins", () => {
    const setup = ufs.setup({ seats: seats("random", "random").map((s) => ({ name: s.name, deck: s.deck })) }, "c");
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    const r = ufs.concede!(setup.value.state, 0);
    expect(r.ok).toBe(true);
    if (r.ok) expect(ufs.status(r.value.state)).toMatchObject({ kind: "ended", winners: [1] });
  });
});
