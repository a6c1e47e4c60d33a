import { describe, expect, it } from "vitest";
import { scenario } from "./testing/index";

describe("alternate character versions (D.2.2.3, E.2.3) and Gauge (I.3.7)", () => {
  it("F.2.2.1 / D.2.2.3.4: a character card sharing the starting character's name is played as a form and attaches to it in the End Phase", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Kaede Arashi ••", "Rising Palm"] }, p2: { character: "Bram Holloway" } });
    expect(sc.labels(0)).toContain("Play Kaede Arashi ••");
    sc.play("Kaede Arashi ••").do(0, "pass");
    expect(sc.player(0).attached.map((c) => c.card)).toEqual(["TST-019"]);
    expect(sc.names(0, "staging")).toEqual([]);
    expect(sc.rules()).toContain("ufs:D.2.2.3.4");
    expect(sc.events).toContainEqual({ type: "prop", object: sc.player(0).attached[0]!.id, key: "attachedTo", value: sc.player(0).character.id });
  });

  it("D.2.2.3.4.1: the starting character has the abilities and resource symbols of each attached character", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, attached: ["Kaede Arashi ••"], hand: ["Rising Palm"] },
      p2: { character: "Bram Holloway", hand: ["Boulder Toss"] },
    });
    // The block's check falls short: the test stops at the commit question.
    sc.play("Rising Palm").block("Boulder Toss").leaveOpen();
    // "Your punch attacks get +1 speed": Rising Palm has speed 5.
    expect(sc.logText()).toContain("Block difficulty 6: block modifier +1 and the attack's speed 5");
  });

  it("E.2.3: a character card without the starting character's name in the staging area is discarded; one with it attaches", () => {
    const sc = scenario({ p1: { character: "Kaede Arashi", hand: ["Dojo Discipline", "Rising Palm"], staging: ["Bram Holloway", "Kaede Arashi ••"] }, p2: { character: "Bram Holloway" } });
    sc.play("Dojo Discipline").do(0, "pass");
    expect(sc.names(0, "staging")).toEqual(["Dojo Discipline"]);
    expect(sc.names(0, "discard")).toContain("Bram Holloway");
    expect(sc.player(0).attached).toHaveLength(1);
    expect(sc.rules()).toEqual(expect.arrayContaining(["ufs:E.2.3", "ufs:D.2.2.3.4"]));
  });

  it("I.3.7.1 Gauge: if the attack deals X or more damage, its player may search deck and discard pile for a character sharing their character's name; K.5.2 the deck is shuffled", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Gale Uppercut"], deck: ["Universal Guard", "Kaede Arashi ••"], discard: ["Kaede Arashi ••"] },
      p2: { character: "Bram Holloway" },
    });
    sc.play("Gale Uppercut").ability("Gale Uppercut");
    expect(sc.player(1).vitality).toBe(16);
    expect(sc.awaitingKind).toBe("gauge");
    expect(sc.labels(0)).toEqual([
      "Add Kaede Arashi •• from your deck to your staging area",
      "Add Kaede Arashi •• from your discard to your staging area",
      "Add nothing",
    ]);
    const shuffles = sc.events.filter((e) => e.type === "shuffle").length;
    sc.do(0, "Add Kaede Arashi •• from your deck to your staging area");
    expect(sc.player(0).attached.map((c) => c.card)).toEqual(["TST-019"]);
    expect(sc.events.filter((e) => e.type === "shuffle").length).toBe(shuffles + 1);
    expect(sc.player(0).deck.some((c) => c.card === "TST-019")).toBe(false);
  });

  it("I.3.7.1 Gauge: an attack that deals less than X damage searches nothing", () => {
    const sc = scenario({
      p1: { character: "Kaede Arashi", characterCommitted: true, hand: ["Gale Uppercut"], deck: ["Universal Guard", "Kaede Arashi ••"] },
      p2: { character: "Bram Holloway", hand: ["Boulder Toss"] },
    });
    sc.play("Gale Uppercut").ability("Gale Uppercut").block("Boulder Toss");
    // Partially blocked: 2 damage < 3.
    expect(sc.player(1).vitality).toBe(18);
    expect(sc.awaitingKind).not.toBe("gauge");
  });
});
