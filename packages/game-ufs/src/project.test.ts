import { foldStream, PUBLIC, Redactor } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { scenario, type Scenario } from "./testing/index";

/**
 * The scenario's table events folded for spectators, as a board would read them, and the id the
 * spectators know a card by (a card out of a hand has an id of the public's own).
 */
const viewOf = (sc: Scenario) => {
  const redactor = new Redactor(PUBLIC);
  const view = foldStream(sc.stream().map((e) => redactor.entry(e)));
  return Object.assign(view, { id: (object: string) => redactor.idOf(object)! });
};

describe("table events a board reads (project.ts)", () => {
  it("E.3.1, E.3.5.1: a control check's card shows, to everyone, its control value, the difficulty and that it passed", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Rising Palm"], deck: ["Rising Palm", "Universal Guard"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    const checked = sc.find(0, "discard", "Rising Palm");
    const props = sc.events.filter((e) => e.type === "prop" && e.object === checked && e.key === "check");
    expect(props).toEqual([{ type: "prop", object: checked, key: "check", value: { turn: 2, control: 4, final: 4, difficulty: 4, committed: 0, result: "pass" } }]);
  });

  it("E.3.5.2, E.3.5.2.3: a check short of the difficulty shows as short, then as passed with the cards committed to it", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", hand: ["Rising Palm"], deck: ["Tempest Kick", "Universal Guard"], staging: ["Dojo Discipline"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Rising Palm");
    const checked = sc.find(0, "discard", "Tempest Kick");
    const results = () => sc.events.flatMap((e) => (e.type === "prop" && e.object === checked && e.key === "check" ? [e.value] : []));
    expect(results()).toEqual([{ turn: 2, control: 3, final: 3, difficulty: 4, committed: 0, result: "short" }]);
    sc.commit("Dojo Discipline");
    expect(results().at(-1)).toEqual({ turn: 2, control: 3, final: 3, difficulty: 4, committed: 1, result: "pass" });
  });

  it("E.3.5.2.2: a check that cannot be covered shows as failed", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm"], deck: ["Crescent Finisher", "Universal Guard"] }, p2: { character: "Bram Holloway" } });
    sc.play("Rising Palm");
    const view = viewOf(sc);
    const checked = sc.find(0, "discard", "Crescent Finisher");
    expect(view.objects[view.id(checked)]!.props["check"]).toMatchObject({ control: 2, difficulty: 4, result: "fail" });
  });

  it("G.2.2.2: the block card names the attack it blocks; the attack carries its zone, speed and damage and its block status", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Rising Palm", "Ember Jab"] },
      p2: { character: "Bram Holloway", hand: ["Undertow Hook"], deck: ["Deep Roots", "Universal Guard"] },
    });
    sc.play("Rising Palm");
    const attack = sc.find(0, "pool", "Rising Palm");
    const during = viewOf(sc);
    expect(during.combat).toMatchObject({ attack: during.id(attack), attacker: 0, target: 1, values: { speed: 4, damage: 3 } });
    expect(during.objects[during.id(attack)]!.props["zone"]).toBe("high");
    sc.block("Undertow Hook");
    // The attack resolved; the card pool stays until the End Phase (P1 may play another form).
    expect(sc.awaitingKind).toBe("forms");
    const after = viewOf(sc);
    const block = sc.find(1, "pool", "Undertow Hook");
    expect(after.objects[after.id(block)]!.props["blocks"]).toBe(after.id(attack));
    expect(after.objects[after.id(attack)]!.props["block"]).toBe("complete");
  });
});
