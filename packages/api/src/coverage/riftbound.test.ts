import { cardById } from "@tablecast/cards";
import { playDecision, replayLog, startMatch, type GameState } from "@tablecast/engine";
import { isTabletop, TABLETOP, type TabletopState } from "@tablecast/engine/kit";
import { describe, expect, it } from "vitest";
import { gameById } from "../games";
import { readTableDeck } from "./deck";
import { readEntry } from "./entry";
import { planEntry, planUndo } from "./plan";
import { coverageProfileOf } from "./profiles";
import { importScript } from "./script";
import { KAISA_CODE } from "./testing/decks";

const game = gameById("riftbound")!;
const profile = coverageProfileOf("riftbound")!;
const deck = (() => {
  const read = readTableDeck(game, profile, KAISA_CODE);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
})();
const ofType = (type: string) => deck.find((ref) => cardById("riftbound", ref)?.types.some((t) => t.toLowerCase() === type) === true)!;
const nameOf = (ref: string) => cardById("riftbound", ref)!.name;

/** A Riftbound table the console records on, line by line, as the desk does (plan on a copy, then play). */
function table() {
  const started = startMatch(game, [{ name: "Ana", kind: "human", deck }, { name: "Bo", kind: "human", deck }], "riftbound-coverage", { mode: TABLETOP });
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value.state;
  const done: { label: string; undo: NonNullable<Parameters<typeof planUndo>[3]> }[] = [];
  const record = (line: string): string => {
    const entry = readEntry(line, profile, 2);
    if (!entry.ok) throw new Error(`${line}: ${entry.error.message}`);
    let steps;
    let label: string;
    if (entry.value.kind === "undo") {
      const last = done.pop()!;
      const planned = planUndo(game, state, last.label, last.undo);
      if (!planned.ok) throw new Error(planned.error.message);
      steps = planned.value;
      label = `Undo: ${last.label}`;
    } else {
      const planned = planEntry(game, profile, state, entry.value);
      if (!planned.ok) throw new Error(`${line}: ${planned.error.code} ${planned.error.message}`);
      steps = planned.value.steps;
      label = planned.value.label;
      if (planned.value.undo !== null) done.push({ label, undo: planned.value.undo });
    }
    for (const step of steps) {
      const played = playDecision(game, state, 1, step.seat, step.decision);
      if (!played.ok) throw new Error(`${step.decision}: ${played.error.message}`);
      state = played.value.state;
    }
    return label;
  };
  const t = () => {
    if (!isTabletop(state)) throw new Error("not at the table");
    return state as TabletopState;
  };
  const names = (zone: string) => t().zones[zone]!.map((c) => nameOf(c.card));
  return { record, t, names, refuse: (line: string) => {
    const entry = readEntry(line, profile, 2);
    if (!entry.ok) return entry.error.code;
    if (entry.value.kind === "undo") return "undo";
    const planned = planEntry(game, profile, state, entry.value);
    return planned.ok ? "accepted" : planned.error.code;
  } };
}

describe("the coverage console's Riftbound: what the cameras show, in Riftbound's zones", () => {
  it("a unit is played to its base, a spell to the chain, and the chain is cleared to the trash at the end of the turn", () => {
    const { record, names } = table();
    const unit = ofType("unit");
    const spell = ofType("spell");
    expect(record(`p1 play ${nameOf(unit)}`)).toBe(`P1 plays ${nameOf(unit)}`);
    expect(names("p0.base")).toEqual([nameOf(unit)]);
    record(`p1 play ${nameOf(spell)}`);
    expect(names("chain")).toEqual([nameOf(spell)]);
    record("next turn");
    expect(names("chain")).toEqual([]);
    expect(names("p0.trash")).toEqual([nameOf(spell)]);
    expect(names("p0.base")).toEqual([nameOf(unit)]);
  });

  it("a unit attacks by moving to a battlefield (bf0, bf1) and comes back with move; an attack names its battlefield", () => {
    const { record, names, refuse, t } = table();
    const unit = nameOf(ofType("unit"));
    record(`p1 play ${unit}`);
    expect(record(`p1 attack ${unit} to bf1`)).toBe(`P1 attacks with ${unit} to bf1`);
    expect(names("bf1")).toEqual([unit]);
    // The combat overlay's marker names the battlefield fought over, as the enforced game's does.
    expect(t().combat).toMatchObject({ attack: "bf1", attacker: 0, target: 1 });
    expect(names("p0.base")).toEqual([]);
    record(`p1 move ${unit} to base`);
    expect(names("p0.base")).toEqual([unit]);
    expect(refuse(`p1 attack ${unit}`)).toBe("tabletop/line");
    expect(refuse(`p1 attack ${unit} to attic`)).toBe("tabletop/no-such-zone");
  });

  it("runes are channelled from the Rune Deck to the rune pool (315.3), and taken back by undo; a battlefield is placed from those set aside", () => {
    const { record, names, t } = table();
    expect(t().zones["p0.rune-deck"]).toHaveLength(12);
    expect(record("p1 channel 2")).toBe("P1 channels 2 runes");
    expect(t().zones["p0.rune-deck"]).toHaveLength(10);
    expect(names("p0.rune-pool")).toHaveLength(2);
    expect(names("p0.rune-pool").every((n) => / Rune$/.test(n))).toBe(true);
    record("undo");
    expect(t().zones["p0.rune-pool"]).toHaveLength(0);
    expect(t().zones["p0.rune-deck"]).toHaveLength(12);
    const battlefield = nameOf(ofType("battlefield"));
    record(`p1 move ${battlefield} from battlefields to bf0`);
    expect(names("bf0")).toEqual([battlefield]);
  });

  it("the score is points from 0: life lines and points lines both change it; FaB's zones are refused", () => {
    const { record, t, refuse } = table();
    expect(record("p1 points +1")).toBe("P1 points 0 → 1");
    expect(record("p2 life +2")).toBe("P2 points 0 → 2");
    expect(t().players.map((p) => p.counters["points"])).toEqual([1, 2]);
    expect(refuse(`p1 pitch ${nameOf(ofType("unit"))}`)).toBe("tabletop/no-such-zone");
    expect(refuse("p1 channel 13")).toBe("tabletop/amount");
  });

  it("a script names its decks by deck code and becomes a log the engine replays", () => {
    const unit = nameOf(ofType("unit"));
    const script = ["game: riftbound", "player 1: Ana", "player 2: Bo", "deck 1:", KAISA_CODE, "end", "deck 2:", KAISA_CODE, "end", "p1 channel 2", `p1 play ${unit}`, `p1 attack ${unit} to bf0`, "p1 points +1", "next turn"].join("\n");
    const imported = importScript(script, gameById);
    expect(imported.ok ? null : imported.error).toBeNull();
    if (!imported.ok) return;
    expect(imported.value.log.header.options).toEqual({ mode: TABLETOP });
    const replay = replayLog(game, imported.value.log, { seed: imported.value.seed });
    expect(replay.failure).toBeNull();
    expect(replay.stream).toHaveLength(imported.value.log.entries.length + 1);
    const bad = importScript(script.replace(`deck 2:\n${KAISA_CODE}`, "deck 2:\nNOTADECKCODEATALL2345"), gameById);
    expect(bad.ok ? null : bad.error.line).toBe(7);
  });
});
