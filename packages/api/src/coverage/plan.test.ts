import { cardByName } from "@tablecast/cards";
import { PUBLIC, playDecision, redactStream, startMatch, type GameState, type StreamEntry } from "@tablecast/engine";
import { TABLETOP, type TabletopState } from "@tablecast/engine/kit";
import { describe, expect, it } from "vitest";
import { gameById } from "../games";
import { readTableDeck } from "./deck";
import { readEntry } from "./entry";
import { planEntry } from "./plan";
import { coverageProfileOf } from "./profiles";
import { FAI_CC } from "./testing/decks";

const game = gameById("fab")!;
const profile = coverageProfileOf("fab")!;

function fai(seed: string) {
  const deck = readTableDeck(game, profile, FAI_CC);
  if (!deck.ok) throw new Error(deck.error.message);
  const started = startMatch(game, [{ name: "Ada", kind: "human", deck: deck.value }, { name: "Brin", kind: "human", deck: deck.value }], seed, { mode: TABLETOP });
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value.state;
  const stream: StreamEntry[] = [started.value.stream];
  const record = (line: string) => {
    const entry = readEntry(line, profile, 2);
    if (!entry.ok || entry.value.kind === "undo") throw new Error(line);
    const plan = planEntry(game, profile, state, entry.value);
    if (!plan.ok) throw new Error(plan.error.message);
    for (const step of plan.value.steps) {
      const played = playDecision(game, state, stream.length, step.seat, step.decision);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
      stream.push(played.value.stream);
    }
    return plan.value;
  };
  return { record, stream, hand: () => (state as TabletopState).zones["p0.hand"]!.map((c) => c.card) };
}

describe("a card the table's hand does not hold, played as the cameras show it", () => {
  it("is one public reveal of that card from the hand, then its move: no card backs going to and from the deck", () => {
    const t = fai("exchange");
    const missing = ["Blaze Headlong (red)", "Lava Burst (red)", "Phoenix Flame (red)", "Rise Up (red)"].map((n) => cardByName("fab", n)!).find((c) => !t.hand().includes(c.id))!;
    const plan = t.record(`p1 play ${missing.name}`);
    // Then the attack's marker: it is an attack-card on the combat chain.
    expect(plan.steps.map((s) => s.decision.split(":")[0])).toEqual(["name", "move", "attack", "combat"]);
    const seen = redactStream(t.stream, PUBLIC).slice(-plan.steps.length, -2);
    expect(seen[0]!.events.filter((e) => e.type === "reveal").map((e) => (e.type === "reveal" ? e.face?.name : null))).toEqual([missing.name]);
    expect(seen.flatMap((e) => e.events).filter((e) => e.type === "move" && /deck$/.test(e.to))).toEqual([]);
    expect(seen[1]!.events).toContainEqual(expect.objectContaining({ type: "move", to: "combat-chain", face: expect.objectContaining({ name: missing.name }) }));
  });

  it("a card put in the arsenal unseen still goes by card backs: nobody is shown it", () => {
    const t = fai("arsenal");
    const missing = ["Blaze Headlong (red)", "Lava Burst (red)", "Phoenix Flame (red)", "Rise Up (red)"].map((n) => cardByName("fab", n)!).find((c) => !t.hand().includes(c.id))!;
    const plan = t.record(`p1 arsenal ${missing.name}`);
    expect(plan.steps.some((s) => s.decision.startsWith("name:"))).toBe(false);
    const seen = redactStream(t.stream, PUBLIC).slice(-plan.steps.length).flatMap((e) => e.events);
    expect(seen.filter((e) => ("face" in e && e.face !== undefined) || e.type === "reveal")).toEqual([]);
  });
});

describe("the combat overlay follows the console", () => {
  it("an attack card played marks the combat with the card's power, a defence adds its defense, the end of the turn clears it; undo ends the attack", () => {
    const t = fai("combat");
    const blaze = cardByName("fab", "Blaze Headlong (red)")!;
    t.record(`p1 play ${blaze.name}`);
    const combat = () => redactStream(t.stream, PUBLIC).flatMap((e) => e.events).filter((e) => e.type === "combat").at(-1);
    expect(combat()).toMatchObject({ attacker: 0, target: 1, values: { power: blaze.power } });
    const sink = cardByName("fab", "Sink Below (red)")!;
    const defended = t.record(`p2 defend ${sink.name}`);
    expect(combat()).toMatchObject({ values: { power: blaze.power, defense: sink.defense } });
    expect(defended.undo?.[0]).toEqual({ seat: 1, decision: `combat:defense:-${String(sink.defense)}` });
    t.record("phase action");
    expect(redactStream(t.stream, PUBLIC).flatMap((e) => e.events).filter((e) => e.type === "phase").at(-1)).toEqual({ type: "phase", phase: "Action phase" });
    t.record("next turn");
    expect(combat()).toEqual({ type: "combat", attack: null });
    // The new turn starts in its first phase; "next phase" goes on from there.
    const phases = () => redactStream(t.stream, PUBLIC).flatMap((e) => e.events).filter((e) => e.type === "phase").map((e) => (e.type === "phase" ? e.phase : ""));
    expect(phases().at(-1)).toBe("Start phase");
    const next = t.record("next phase");
    expect(phases().at(-1)).toBe("Action phase");
    expect(next.undo).toEqual([{ seat: 1, decision: "phase:Start phase" }]);
  });
});
