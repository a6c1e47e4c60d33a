import type { Decision, StreamEntry, TableEvent, ViewState } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { autoPass, entriesSince, opponentActed, paymentOf, whyNot } from "./seat";
import { twoSeatTable } from "./test-table";

const face = (name: string, attrs: Record<string, string | number>) => ({ ref: name, name, attrs });
const swing = face("Savage Swing", { cost: 2, pitch: 1, types: "Brute Action Attack" });
const unmovable = face("Unmovable", { cost: 3, pitch: 3, types: "Generic Defense Reaction" });
const bellow = face("Awakening Bellow", { cost: 1, pitch: 2, types: "Brute Action" });

function table(extra: readonly TableEvent[]): ViewState {
  return twoSeatTable({
    kinds: ["hand", "graveyard"],
    counters: { resources: 0, "action-points": 1 },
    then: [
      { type: "create", object: "h1", zone: "p0.hand", face: unmovable, vis: "public" },
      { type: "create", object: "h2", zone: "p0.hand", face: bellow, vis: "public" },
      { type: "create", object: "g1", zone: "p0.graveyard", face: bellow, vis: "public" },
      { type: "create", object: "o1", zone: "p1.hand", face: bellow, vis: "public" },
      { type: "turn", turn: 1, turnPlayer: 0 },
      { type: "phase", phase: "action" },
      ...extra,
    ],
  });
}

const pass: Decision = { id: "pass", label: "Pass priority", kind: "pass", rule: "fab:1.11.4" };
const priority = (seat: number): TableEvent => ({ type: "prompt", seat, kind: "priority", text: `waiting for ${seat === 0 ? "Ada" : "Brin"} (priority)` });
const entry = (seq: number, seat: number, id: string): StreamEntry => ({ seq, seat, decision: { id, label: id }, events: [] });

describe("the seat while paying", () => {
  it("shows the cost of the card on the stack, the pool and the pitch left in hand (CR 5.1.7, 1.14.3)", () => {
    const view = table([
      { type: "create", object: "s1", zone: "stack", face: swing, vis: "public" },
      { type: "counter", seat: 0, counter: "resources", value: 1 },
      { type: "prompt", seat: 0, kind: "pay", text: "waiting for Ada to pay" },
    ]);
    expect(paymentOf(view, 0)).toEqual({ cost: 2, pool: 1, inHand: 5 });
    // Not the other seat's payment, and nothing outside a payment.
    expect(paymentOf(view, 1)).toBeNull();
    expect(paymentOf(table([priority(0)]), 0)).toBeNull();
  });

  it("takes what the game's prompt says is asked in all over the printed cost (a reduced or raised cost, CR 5.1.7)", () => {
    const view = table([
      { type: "create", object: "s1", zone: "stack", face: swing, vis: "public" },
      { type: "prompt", seat: 0, kind: "pay", text: "waiting for Ada to pay 1", amount: 1 },
    ]);
    expect(paymentOf(view, 0)).toEqual({ cost: 1, pool: 0, inHand: 5 });
  });
});

describe("pass settings", () => {
  it("hold priority never passes", () => {
    expect(autoPass("hold", table([{ type: "turn", turn: 2, turnPlayer: 1 }, priority(0)]), 0, [pass], false)).toBeNull();
  });

  it("until my turn passes in the opponent's turn only", () => {
    expect(autoPass("until-my-turn", table([{ type: "turn", turn: 2, turnPlayer: 1 }, priority(0)]), 0, [pass], true)).toBe(pass);
    expect(autoPass("until-my-turn", table([priority(0)]), 0, [pass], false)).toBeNull();
  });

  it("until something happens stops when the opponent acts, and in my own empty-stack action window", () => {
    const theirs = table([{ type: "turn", turn: 2, turnPlayer: 1 }, priority(0)]);
    expect(autoPass("until-something", theirs, 0, [pass], false)).toBe(pass);
    expect(autoPass("until-something", theirs, 0, [pass], true)).toBeNull();
    expect(autoPass("until-something", table([priority(0)]), 0, [pass], false)).toBeNull();
    // My own card on the stack: pass it along (I keep priority after playing, CR 1.11.5).
    const mine = table([{ type: "create", object: "s1", zone: "stack", face: swing, vis: "public" }, priority(0)]);
    expect(autoPass("until-something", mine, 0, [pass], false)).toBe(pass);
    // Never a payment or a block, and never without a pass on offer.
    expect(autoPass("until-something", table([{ type: "turn", turn: 2, turnPlayer: 1 }, { type: "prompt", seat: 0, kind: "defend", text: "" }]), 0, [pass], false)).toBeNull();
    expect(autoPass("until-my-turn", theirs, 0, [], false)).toBeNull();
  });

  it("reads the opponent's acts from the table: a card of theirs going to the stack, not a pass that lets mine resolve", () => {
    const view = table([{ type: "create", object: "s1", zone: "stack", face: swing, vis: "public" }]);
    const before = () => view;
    const played: StreamEntry = { seq: 5, seat: 1, events: [{ type: "move", object: "o1", to: "stack", vis: "public" }] };
    const resolved: StreamEntry = { seq: 5, seat: 1, events: [{ type: "move", object: "s1", to: "p0.graveyard", vis: "public" }, priority(0)] };
    const weapon: StreamEntry = { seq: 5, seat: 1, events: [{ type: "create", object: "w9", zone: "stack", face: bellow, vis: "public" }] };
    expect(opponentActed([played], 0, before)).toBe(true);
    expect(opponentActed([resolved], 0, before)).toBe(false);
    expect(opponentActed([weapon], 0, before)).toBe(true);
    // My own entries never count.
    expect(opponentActed([{ ...played, seat: 0 }], 0, before)).toBe(false);
  });

  it("reads the stream after the seat's own last decision", () => {
    const entries = [entry(0, 0, "a"), entry(1, 0, "b"), entry(2, 1, "c"), entry(3, 1, "d")];
    expect(entriesSince(entries, 0, 3).map((e) => e.seq)).toEqual([2, 3]);
    expect(entriesSince(entries, 1, 1).map((e) => e.seq)).toEqual([0, 1]);
  });
});

describe("why a card cannot be used", () => {
  it("names the rule: priority, zone, card type, timing and cost", () => {
    const theirs = table([{ type: "turn", turn: 2, turnPlayer: 1 }, priority(1)]);
    expect(whyNot("fab", theirs, 0, "h2", []).rule).toBe("fab:1.11.2");
    expect(whyNot("fab", theirs, 0, "h2", []).text).toMatch(/not your priority: waiting for Brin/);
    const mine = table([priority(0)]);
    expect(whyNot("fab", mine, 0, "o1", [pass]).rule).toBe("fab:5.1.1a");
    expect(whyNot("fab", mine, 0, "g1", [pass])).toMatchObject({ rule: "fab:5.1.1a", text: expect.stringMatching(/graveyard/) });
    expect(whyNot("fab", mine, 0, "h1", [pass])).toMatchObject({ rule: "fab:8.1.3" });
    const busy = table([{ type: "create", object: "s1", zone: "stack", face: swing, vis: "public" }, priority(0)]);
    expect(whyNot("fab", busy, 0, "h2", [pass]).rule).toBe("fab:8.1.1a");
    const spent = table([{ type: "counter", seat: 0, counter: "action-points", value: 0 }, priority(0)]);
    expect(whyNot("fab", spent, 0, "h2", [pass]).rule).toBe("fab:5.1.6b");
    const paying = table([{ type: "prompt", seat: 0, kind: "pay", text: "waiting for Ada to pay" }]);
    expect(whyNot("fab", paying, 0, "g1", []).rule).toBe("fab:1.14.3");
    expect(whyNot("riftbound", theirs, 0, "h2", [])).toEqual({ text: "It is not your decision now: waiting for Brin (priority)." });
  });
});
