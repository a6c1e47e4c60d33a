import { PUBLIC, redactStream, seatAudience, startMatch, playDecision, type LogSeat, type TableEvent } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { cardId } from "./testing";
import { DORINTHEA_BLITZ, RHINAR_BLITZ } from "./decks";
import { fabEnforced as fab } from "./game";
import { readDeck } from "./setup";
import { isImplemented } from "./cards/registry";
import { WTR_CARDS } from "./data/wtr";

const seats: LogSeat[] = [
  { name: "Ann", kind: "human", deck: RHINAR_BLITZ },
  { name: "Bo", kind: "human", deck: DORINTHEA_BLITZ },
];

describe("start of game (CR 4.1)", () => {
  it("CR 4.1.3-4.1.9: heroes, shuffled decks, a random chooser, equipment, draw up to intellect, first turn", () => {
    const start = startMatch(fab, seats, "seed-1");
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    const s = start.value.state;
    expect(s.players.map((p) => [p.life, p.intellect, p.deck.length, p.hand.length])).toEqual([
      [20, 4, 40, 0],
      [20, 4, 40, 0],
    ]);
    const chooser = s.asking!.seat;
    expect(s.asking!.offer).toBe("first-player");
    expect(fab.decisions(s, chooser).map((d) => d.id)).toEqual(["first:me", "first:opponent"]);
    expect(start.value.stream.events.filter((e) => e.type === "shuffle")).toHaveLength(2);
    // CR 4.1.4b: equipment stays private until it is equipped.
    expect(start.value.stream.events.some((e) => e.type === "create" && e.zone.endsWith(".weapon"))).toBe(false);
    const step = playDecision(fab, s, 1, chooser, "first:opponent");
    expect(step.ok).toBe(true);
    if (!step.ok) return;
    const t = step.value.state;
    const first = 1 - chooser;
    expect(t).toMatchObject({ turn: 1, turnPlayer: first, priorityHolder: first, phase: "action" });
    expect(t.players.map((p) => p.hand.length)).toEqual([4, 4]);
    expect(t.players[first]!.actionPoints).toBe(1);
    expect(step.value.stream.events.filter((e) => e.type === "create" && e.zone.endsWith(".weapon"))).toHaveLength(2);
  });

  it("CR 3.0.9, 3.0.4: drawn cards become new objects seen only by their owner; deck shuffles are hidden", () => {
    const start = startMatch(fab, seats, "seed-2");
    if (!start.ok) throw new Error(start.error.message);
    const chooser = start.value.state.asking!.seat;
    const step = playDecision(fab, start.value.state, 1, chooser, "first:me");
    if (!step.ok) throw new Error(step.error.message);
    const draws = step.value.stream.events.filter((e): e is Extract<TableEvent, { type: "move" }> => e.type === "move" && e.to === "p0.hand");
    expect(draws).toHaveLength(4);
    for (const d of draws) {
      expect(d.as).toBeDefined();
      expect(d.as).not.toBe(d.object);
      expect(d.vis).toEqual([0]);
    }
    const stream = [start.value.stream, step.value.stream];
    const pub = redactStream(stream, PUBLIC).flatMap((e) => e.events);
    expect(pub.some((e) => e.type === "move" && e.to.endsWith(".hand") && e.face !== undefined)).toBe(false);
    expect(pub.some((e) => e.type === "shuffle" && e.faces !== undefined)).toBe(false);
    const mine = redactStream(stream, seatAudience(0)).flatMap((e) => e.events);
    expect(mine.filter((e) => e.type === "move" && e.to === "p0.hand" && e.face !== undefined)).toHaveLength(4);
    expect(mine.some((e) => e.type === "move" && e.to === "p1.hand" && e.face !== undefined)).toBe(false);
  });

  it("accepts every Welcome to Rathe card the decks may hold and refuses unknown cards with a typed error", () => {
    // The whole set has behaviour, so setup's "not implemented" refusal has no card left to refuse.
    expect(WTR_CARDS.filter((c) => !isImplemented(c.id)).map((c) => c.name)).toEqual([]);
    const unknown = fab.setup({ seats: [{ name: "a", deck: ["XYZ999"] }, { name: "b", deck: DORINTHEA_BLITZ }] }, "s");
    expect(!unknown.ok && unknown.error.code).toBe("setup/unknown-card");
  });

  it("CR 1.1.3: a card whose class the hero lacks is not legal", () => {
    const r = readDeck([...DORINTHEA_BLITZ.slice(0, -1), cardId("Savage Swing (red)")], 0, "blitz");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "setup/illegal-card", rule: "fab:1.1.3" });
  });

  it("Blitz: 40 deck-cards with at most two copies; CR 4.1.4 one card per equipment zone", () => {
    expect(readDeck(RHINAR_BLITZ.slice(0, -1), 0, "blitz")).toMatchObject({ ok: false, error: { code: "setup/deck-size" } });
    const three = [...RHINAR_BLITZ.slice(0, -1), cardId("Savage Swing (red)")];
    expect(readDeck(three, 0, "blitz")).toMatchObject({ ok: false, error: { code: "setup/copies" } });
    expect(readDeck([...RHINAR_BLITZ, cardId("Ironrot Helm")], 0, "open")).toMatchObject({ ok: false, error: { code: "setup/equipment" } });
    expect(readDeck(RHINAR_BLITZ, 0, "blitz").ok).toBe(true);
  });

  it("the option turnLimit (a simulation limit, not a rule) is a positive integer; without it a game has no turn limit", () => {
    const config = (options?: Record<string, number | string>) => ({ seats: [{ name: "a", deck: RHINAR_BLITZ }, { name: "b", deck: DORINTHEA_BLITZ }], ...(options === undefined ? {} : { options }) });
    for (const bad of [0, -3, 2.5, "40"]) expect(fab.setup(config({ turnLimit: bad }), "s")).toMatchObject({ ok: false, error: { code: "setup/bad-option" } });
    const limited = fab.setup(config({ turnLimit: 40 }), "s");
    expect(limited.ok && limited.value.state.turnLimit).toBe(40);
    const open = fab.setup(config(), "s");
    expect(open.ok && open.value.state.turnLimit).toBeNull();
  });
});
