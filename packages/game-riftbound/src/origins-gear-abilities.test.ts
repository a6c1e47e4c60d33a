import { describe, expect, it } from "vitest";
import { card } from "./cards";
import { scenario } from "./testing";

/** Origins gear whose activated abilities cost more than [E] (377). */

const names = (ids: readonly { card: string }[]) => ids.map((c) => card(c.card)!.name);

describe("gear abilities with costs beyond [E] (377)", () => {
  it("OGN-099 Garbage Grabber, 416.5 example: 'Recycle 3 from your trash, [1], [E]: Draw 1.' — three cards of the trash chosen by name go under the Main Deck in a random order", () => {
    const g = scenario({ p1: { gear: ["OGN-099"], trash: ["OGN-052", "OGN-052", "OGN-219", "OGN-096"], deck: ["OGN-210"], runes: ["mind"] }, p2: {} });
    // Two copies of Stalwart Poro are one name: {Poro, Sergeant, Sentry}, {Poro, Poro, Sergeant}, {Poro, Poro, Sentry} (416.6).
    expect(g.choices(0).filter((l) => l.startsWith("Garbage Grabber:"))).toEqual([
      "Garbage Grabber: draw 1, recycling Stalwart Poro, Vanguard Sergeant and Watchful Sentry from the trash",
      "Garbage Grabber: draw 1, recycling Stalwart Poro, Stalwart Poro and Vanguard Sergeant from the trash",
      "Garbage Grabber: draw 1, recycling Stalwart Poro, Stalwart Poro and Watchful Sentry from the trash",
    ]);
    g.do(0, "Garbage Grabber: draw 1, recycling Stalwart Poro, Vanguard Sergeant and Watchful Sentry from the trash").pass(2);
    expect(names(g.player(0).hand)).toEqual(["Daring Poro"]);
    expect(names(g.player(0).trash)).toEqual(["Stalwart Poro"]);
    expect([...names(g.player(0).deck)].sort()).toEqual(["Stalwart Poro", "Vanguard Sergeant", "Watchful Sentry"]);
    expect(g.player(0).gear[0]!.exhausted).toBe(true);
    expect(g.player(0).runes[0]!.exhausted).toBe(true);
    expect(g.logText().filter((l) => l.includes("from their trash"))).toHaveLength(3);
    // Exhausted, and only one card left in the trash: not offered again.
    expect(g.choices(0).some((l) => l.startsWith("Garbage Grabber:"))).toBe(false);
  });

  it("OGN-099 Garbage Grabber: the three recycled cards' order under the deck is the seeded shuffle's, not the order chosen (416.5)", () => {
    const orders = new Set<string>();
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const g = scenario({ seed, p1: { gear: ["OGN-099"], trash: ["OGN-052", "OGN-219", "OGN-096"], deck: ["OGN-210"], runes: ["mind"] }, p2: {} });
      g.do(0, "Garbage Grabber: draw 1, recycling Stalwart Poro, Vanguard Sergeant and Watchful Sentry from the trash").pass(2);
      orders.add(names(g.player(0).deck).join(","));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("OGN-099 Garbage Grabber: with fewer than 3 cards in the trash its cost cannot be paid (416.3)", () => {
    const g = scenario({ p1: { gear: ["OGN-099"], trash: ["OGN-052", "OGN-219"], runes: ["mind"] }, p2: {} });
    expect(g.choices(0).some((l) => l.startsWith("Garbage Grabber:"))).toBe(false);
  });
});
