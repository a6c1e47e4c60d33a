import { describe, expect, it } from "vitest";
import { foldStream } from "../view";
import { Redactor, seatAudience, PUBLIC } from "../redact";
import { cloneJson, CopyOnWrite } from "./copy";
import { isSealed, seal } from "../hash";
import { Work } from "./work";
import { advance, askingWith, flowRules, payload } from "./queue";
import { applyLayers, expire, type Continuous } from "./cards";
import { ScenarioBase } from "../testing/scenario";
import { project, sparks, sparksFlow, sparksRules, sparksStart, sparksZones, SparksWork, type SparksState } from "./testing/sparks";

describe("CopyOnWrite", () => {
  const input = Object.freeze({ a: Object.freeze({ x: Object.freeze([1, 2]) }), b: Object.freeze({ y: 1 }), n: 1 });

  it("never writes the input, and shares what was not written", () => {
    const copy = new CopyOnWrite(input);
    copy.own<number[]>("a", "x").push(3);
    expect(copy.root.a.x).toEqual([1, 2, 3]);
    expect(input.a.x).toEqual([1, 2]);
    expect(copy.root.b).toBe(input.b);
    expect(copy.root.a).not.toBe(input.a);
  });

  it("hands out the same part twice, and owning a parent makes everything below it writable", () => {
    const copy = new CopyOnWrite(input);
    const first = copy.own<number[]>("a", "x");
    expect(copy.own("a", "x")).toBe(first);
    const a = copy.own<{ x: number[] }>("a");
    a.x.push(9);
    expect(input.a.x).toEqual([1, 2]);
    expect(copy.everything().b).not.toBe(input.b);
  });
});

describe("CopyOnWrite.ownShallow", () => {
  it("copies the part and its ancestors once, shallowly: its members are the input's until owned, and owning one later copies only it", () => {
    const card = Object.freeze({ id: "o1", card: "c" });
    const input = Object.freeze({ players: Object.freeze([Object.freeze({ life: 20, hand: Object.freeze([card]), pool: Object.freeze([Object.freeze({ id: "o2", hit: false })]) })]) });
    const copy = new CopyOnWrite(input);
    const p = copy.ownShallow<{ life: number; hand: readonly { id: string }[]; pool: readonly { id: string; hit: boolean }[] }>("players", 0);
    expect(copy.ownShallow("players", 0)).toBe(p);
    p.life = 3;
    const hand = copy.ownShallow<{ id: string }[]>("players", 0, "hand");
    hand.push({ id: "o3" });
    expect(hand[0]).toBe(card);
    copy.own<{ hit: boolean }[]>("players", 0, "pool")[0]!.hit = true;
    expect(input.players[0]).toEqual({ life: 20, hand: [card], pool: [{ id: "o2", hit: false }] });
    expect(copy.root.players[0]).toEqual({ life: 3, hand: [card, { id: "o3" }], pool: [{ id: "o2", hit: true }] });
    // Owning the whole state afterwards still copies what is shared below a shallow part.
    expect(copy.everything().players[0]!.hand[0]).not.toBe(card);
  });
});

describe("Work.ownParts", () => {
  it("copies lists as lists and records deeply, never writes the input, and hands out the same part until the state replaces it", () => {
    const card = Object.freeze({ id: "o1", card: "c" });
    const input = Object.freeze({ players: Object.freeze([Object.freeze({ life: 20, hand: Object.freeze([card]), pool: Object.freeze([Object.freeze({ id: "o2", hit: false })]) })]) });
    const w = new Work(input as never, sparksZones, "test");
    type P = { life: number; hand: { id: string }[]; pool: { id: string; hit: boolean }[]; gone?: unknown[] };
    const p = w.ownParts<P>(["players", 0], ["hand", "gone"], ["pool"]);
    p.life = 3;
    p.hand.push({ id: "o3" });
    p.pool[0]!.hit = true;
    expect(p.hand[0]).toBe(card);
    expect(w.ownParts(["players", 0], ["hand"], ["pool"])).toBe(p);
    expect(input.players[0]).toEqual({ life: 20, hand: [card], pool: [{ id: "o2", hit: false }] });
    // Replaced wholesale, the player is owned afresh.
    (w.s as unknown as { players: unknown[] }).players = [input.players[0]];
    expect(w.ownParts(["players", 0], ["hand"], ["pool"])).not.toBe(p);
  });
});

describe("CopyOnWrite and sealed parts", () => {
  it("shares sealed objects below an owned part (immutable by promise) and unseals a sealed part it hands out", () => {
    const card = seal({ id: "o1", card: "c" });
    const player = seal({ life: 20, hand: [card] });
    const input = { players: [player] };
    const copy = new CopyOnWrite(input);
    const p = copy.own<{ life: number; hand: { id: string }[] }>("players", 0);
    expect(p).not.toBe(player);
    expect(isSealed(p)).toBe(false);
    expect(p.hand).not.toBe(player.hand);
    expect(p.hand[0]).toBe(card);
    p.life = 3;
    p.hand.push({ id: "o2" });
    expect(player).toEqual({ life: 20, hand: [card] });
    expect(cloneJson(input).players[0]).toBe(player);
  });
});

describe("ZoneTable", () => {
  it("states each zone's visibility once: hand to its owner, deck to nobody, discard to all", () => {
    expect(sparksZones.visibility("p1.hand")).toEqual([1]);
    expect(sparksZones.visibility("p0.deck")).toBe("hidden");
    expect(sparksZones.visibility("p0.discard")).toBe("public");
    expect(sparksZones.renews("p0.hand")).toBe(true);
    expect(sparksZones.renews("p0.board")).toBe(false);
    expect(sparksZones.declare(2).map((e) => (e.type === "zone" ? `${e.zone}:${e.visibility}` : ""))).toEqual([
      "p0.hand:owner",
      "p0.deck:hidden",
      "p0.discard:public",
      "p0.board:public",
      "p1.hand:owner",
      "p1.deck:hidden",
      "p1.discard:public",
      "p1.board:public",
    ]);
  });
});

class Sparks extends ScenarioBase<SparksState> {
  static of(decks: string[][], options: { life?: number; fixedRandom?: number[] } = {}): Sparks {
    return new Sparks(sparks, sparksStart(decks, options).state);
  }
  protected override unanswered(): string | null {
    return this.state.asking?.offer === "discard" ? "which card Rummage discards" : null;
  }
}

const deck = (...cards: string[]) => [...cards, "spark", "spark", "spark", "spark"];

describe("the advance loop, the queue and typed choices", () => {
  it("a question in the middle of an effect resumes the effect with the answer", () => {
    const s = Sparks.of([deck("rummage", "spark", "echo"), deck("spark", "spark", "spark")]);
    const rummage = s.state.sides[0]!.hand[0]!.id;
    s.decide(0, `play:${rummage}`);
    expect(s.awaiting()).toEqual([0]);
    expect(s.ids(0)).toEqual(s.state.sides[0]!.hand.map((c) => `discard:${c.id}`));
    const echo = s.state.sides[0]!.hand.find((c) => c.card === "echo")!.id;
    s.decide(0, `discard:${echo}`);
    expect(s.state.sides[0]!.discard.map((c) => c.card)).toEqual(["rummage", "echo"]);
    expect(s.state.sides[0]!.hand.map((c) => c.card)).toEqual(["spark", "spark"]);
    expect(s.awaiting()).toEqual([1]);
    s.done();
  });

  it("an illegal or out-of-turn decision is a typed error citing the rule, and changes nothing", () => {
    const s = Sparks.of([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")]);
    const before = s.state;
    expect(s.refused(1, "pass")).toEqual({ code: "decision/not-your-turn", message: "another player is to decide now", rule: "sparks:2" });
    expect(s.refused(0, "play:o99").code).toBe("decision/illegal");
    expect(s.state).toBe(before);
    s.done();
  });

  it("legal decisions are computed once per state (the bot and apply ask the same question)", () => {
    const s = Sparks.of([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")]);
    expect(sparksRules.decisions(s.state, 0)).toBe(sparksRules.decisions(s.state, 0));
    s.done();
  });

  it("a controller orders simultaneous different triggers; the kernel asks, one at a time", () => {
    const s = Sparks.of([deck("echo", "ember", "spark"), deck("spark", "spark", "spark")], { life: 5 });
    const [echo, ember, spark] = s.state.sides[0]!.hand.map((c) => c.id);
    s.decide(0, `play:${echo}`).decide(1, "pass").decide(0, `play:${ember}`).decide(1, "pass");
    s.decide(0, `play:${spark}`);
    expect(s.state.asking?.offer).toBe("kit/order-triggers");
    expect(s.decisions(0).map((d) => d.label)).toEqual(["Put Echo: draw a card first", "Put Ember: 1 damage first"]);
    s.decide(0, s.ids(0)[1]!);
    // Ember first (1 damage), Echo next (a draw), then Spark itself: 2 damage in all.
    expect(s.state.sides[1]!.life).toBe(3);
    s.done();
  });

  it("a game may order triggers in its own words, ask even for alike ones, and put them only when it is ready", () => {
    const ordered = flowRules<SparksState, { type: string }, SparksWork>(
      { ...sparksFlow, triggers: { ...sparksFlow.triggers!, offer: "order", choice: (t) => ({ label: `Order ${t.label}`, rule: "sparks:3" }), orderAlike: true } },
      (s) => new SparksWork(s),
      { rules: "sparks" },
    );
    const play = (rules: typeof ordered, s: SparksState, seat: 0 | 1, id: string): SparksState => {
      const step = rules.apply(s, seat, id);
      if (!step.ok) throw new Error(step.error.message);
      return step.value.state;
    };
    let s = sparksStart([deck("echo", "echo", "spark"), deck("spark", "spark", "spark")]).state;
    const [a, b, spark] = s.sides[0]!.hand.map((c) => c.id);
    s = play(ordered, play(ordered, play(ordered, play(ordered, s, 0, `play:${a}`), 1, "pass"), 0, `play:${b}`), 1, "pass");
    s = play(ordered, s, 0, `play:${spark}`);
    // Two Echoes read alike, and still their controller orders them.
    expect(s.asking?.offer).toBe("order");
    expect(ordered.decisions(s, 0).map((d) => [d.label, d.rule])).toEqual([
      ["Order Echo: draw a card", "sparks:3"],
      ["Order Echo: draw a card", "sparks:3"],
    ]);
    // Not ready: the triggers wait and the game goes on to its next question.
    const waiting = flowRules<SparksState, { type: string }, SparksWork>({ ...sparksFlow, triggers: { ...sparksFlow.triggers!, ready: () => false } }, (x) => new SparksWork(x), { rules: "sparks" });
    let w = sparksStart([deck("echo", "spark", "spark"), deck("spark", "spark", "spark")]).state;
    const [echo, next] = w.sides[0]!.hand.map((c) => c.id);
    w = play(waiting, play(waiting, play(waiting, w, 0, `play:${echo}`), 1, "pass"), 0, `play:${next}`);
    expect(w.triggered).toHaveLength(1);
    expect(w.asking?.offer).toBe("turn");
  });

  it("the game ends by the flow's check, and the loop stops asking", () => {
    const s = Sparks.of([deck("spark", "spark", "spark"), deck("echo", "echo", "echo")], { life: 1 });
    s.decide(0, `play:${s.state.sides[0]!.hand[0]!.id}`);
    expect(sparks.status(s.state)).toEqual({ kind: "ended", winners: [0], reason: "life 0", rule: "sparks:1" });
    expect(s.state.asking).toBeNull();
    expect(s.refused(1, "pass").code).toBe("decision/game-over");
    s.done();
  });
});

describe("the loop's edges", () => {
  it("a step that ends the game and still returns a question leaves no question; the flow hears of the end once", () => {
    let finished = 0;
    const start = sparksStart([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")], { life: 1 }).state;
    const w = new Work(start, sparksZones, "sparks");
    w.next({ step: "end-and-ask" });
    advance<SparksState, Work<SparksState>>(w, {
      steps: { "end-and-ask": (x) => (x.set("winner", 0), { seat: 1, offer: "none", choices: [], then: { step: "x" } }) },
      ended: (s) => (s.winner === null ? null : { winners: [s.winner], reason: "test" }),
      idle: () => null,
      finished: () => void finished++,
    });
    expect(w.s.asking).toBeNull();
    expect(finished).toBe(1);
  });

  it("choices a flow worked out before asking are the decisions, not offered again; the answer names who gave it", () => {
    let offered = 0;
    let by: unknown;
    const start = sparksStart([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")]).state;
    const rules = flowRules<SparksState, never, Work<SparksState>>(
      {
        steps: { answer: (_w, step) => void (by = step["by"]) },
        offers: { pick: () => (offered++, []) },
        ended: () => null,
        idle: () => askingWith({ seat: 1, offer: "pick", then: { step: "answer" } }, [{ id: "yes", label: "Yes", payload: payload.yes() }]),
      },
      (s) => new Work(s, sparksZones, "sparks"),
    );
    const w = new Work(start, sparksZones, "sparks");
    rules.start(w);
    expect(rules.decisions(w.state, 1).map((d) => d.id)).toEqual(["yes"]);
    const next = rules.apply(w.state, 1, "yes");
    expect(next.ok).toBe(true);
    expect(by).toBe(1);
    expect(offered).toBe(0);
  });

  it("apply finds a choice by id in a short list and in a long one, in the order offered; two choices with one id are refused either way", () => {
    const picked: unknown[] = [];
    const start = sparksStart([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")]).state;
    const rulesOf = (ids: readonly string[]) =>
      flowRules<SparksState, never, Work<SparksState>>(
        {
          steps: { answer: (_w, step) => void picked.push(step["answer"]) },
          offers: { pick: () => ids.map((id) => ({ id, label: id, payload: { kind: "pick", id } })) },
          ended: () => null,
          idle: () => ({ seat: 1, offer: "pick", then: { step: "answer" } }),
        },
        (s) => new Work(s, sparksZones, "sparks"),
      );
    for (const n of [3, 40]) {
      const ids = Array.from({ length: n }, (_, i) => `c${i}`);
      const rules = rulesOf(ids);
      const w = new Work(start, sparksZones, "sparks");
      rules.start(w);
      expect(rules.decisions(w.state, 1).map((d) => d.id)).toEqual(ids);
      expect(rules.apply(w.state, 1, `c${n - 2}`).ok).toBe(true);
      expect(picked.at(-1)).toEqual({ kind: "pick", id: `c${n - 2}` });
      expect(rules.apply(w.state, 1, `c${n}`)).toMatchObject({ ok: false });
      const twice = rulesOf([...ids, "c1"]);
      const v = new Work(start, sparksZones, "sparks");
      twice.start(v);
      expect(() => twice.decisions(v.state, 1)).toThrow(/two choices with one id/);
    }
  });
});

describe("hidden zones and new objects", () => {
  it("a card drawn from the deck is a new object, and no audience but its owner learns which", () => {
    const start = sparksStart([deck("spark", "spark", "spark"), deck("echo", "ember", "rummage")]);
    const s = new Sparks(sparks, start.state);
    const top = s.state.sides[1]!.deck[0]!;
    s.decide(0, "pass");
    const drawn = s.state.sides[1]!.hand.at(-1)!;
    expect(drawn.card).toBe(top.card);
    expect(drawn.id).not.toBe(top.id);
    const applied = sparksRules.apply(start.state, 0, "pass");
    if (!applied.ok) throw new Error(applied.error.message);
    const setup = { seq: 0, seat: null, events: [...sparksZones.declare(2), ...project(start.events)] };
    const entry = { seq: 1, seat: 0, events: project(applied.value.events) };
    expect(entry.events.find((e) => e.type === "move")).toMatchObject({ to: "p1.hand", vis: [1], as: drawn.id });
    // The opponent and the public see a card arrive in P2's hand, never which, nor where from.
    for (const audience of [PUBLIC, seatAudience(0)]) {
      const r = new Redactor(audience);
      r.entry(setup);
      const seen = JSON.stringify(r.entry(entry));
      expect(seen).not.toContain(top.card);
      expect(seen).not.toContain(top.id);
    }
    const own = new Redactor(seatAudience(1));
    own.entry(setup);
    expect(JSON.stringify(own.entry(entry))).toContain(top.card);
    expect(foldStream([setup, entry]).zones["p1.hand"]).toBeDefined();
    s.done();
  });
});

describe("the scenario base", () => {
  it("fails a test that leaves a question of an effect unanswered, unless it says so", () => {
    const s = Sparks.of([deck("rummage", "spark", "echo"), deck("spark", "spark", "spark")]);
    s.decide(0, `play:${s.state.sides[0]!.hand[0]!.id}`);
    expect(s.problems()).toBe("a question was left unanswered: which card Rummage discards");
    s.leaveOpen();
    expect(s.problems()).toBeNull();
    s.done();
  });

  it("fails a state that does not round-trip through JSON", () => {
    const s = Sparks.of([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")]);
    s.state = { ...s.state, winner: undefined as unknown as null };
    expect(s.problems()).toBe("the state does not round-trip through JSON");
    s.state = { ...s.state, winner: null };
    s.done();
  });

  it("`until` fails loudly, saying where it stopped, when it cannot get there", () => {
    const s = Sparks.of([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")], { life: 2 });
    expect(() => s.until((st) => st.turn > 50, "turn 50", (d) => d.find((x) => x.kind === "play"))).toThrow(/could not reach turn 50: the game ended/);
    s.done();
  });

  it("random outcomes can be fixed in the spec instead of hunting for a seed", () => {
    const s = Sparks.of([deck("spark", "spark", "spark"), deck("spark", "spark", "spark")], { fixedRandom: [2, 0] });
    // The working copy hands out the fixed outcomes first, then the seeded rng.
    const w = new Work(s.state, sparksZones, "sparks");
    expect([w.random(3), w.random(6)]).toEqual([2, 0]);
    const rng = w.s.rng;
    w.random(6);
    expect(w.s.rng).not.toBe(rng);
    expect(() => new Work({ ...s.state, fixedRandom: [7] }, sparksZones, "sparks").random(6)).toThrow(/not in \[0, 6\)/);
    expect(s.state.fixedRandom).toEqual([2, 0]);
    s.done();
  });
});

describe("layers and durations", () => {
  const effect = (id: string, layer: number, timestamp: number, until: "end-of-turn" | "game", add: number): Continuous<{ add: number }> => ({ id, source: "o1", controller: 0, layer, timestamp, duration: { until }, effect: { add } });
  it("applies continuous effects by layer, then timestamp, and ends them at their moment", () => {
    const effects = [effect("c", 2, 1, "game", 10), effect("a", 1, 5, "end-of-turn", 1), effect("b", 1, 2, "game", 2)];
    const order: string[] = [];
    applyLayers(0, effects, () => true, (v, c) => (order.push(c.id), v + c.effect.add));
    expect(order).toEqual(["b", "a", "c"]);
    expect(expire(effects, "end-of-turn").map((c) => c.id)).toEqual(["c", "b"]);
  });
});
