import { describe, expect, it } from "vitest";
import { CARDS, card } from "./cards";

describe("card table", () => {
  it("marks every card as an original test card with the Test — prefix", () => {
    for (const c of CARDS.values()) {
      expect(c.original).toBe(true);
      expect(c.name.startsWith("Test — ")).toBe(true);
    }
  });
  it("gives every unit and champion a cost and might", () => {
    for (const c of CARDS.values()) {
      if (c.type === "unit" || c.type === "champion") {
        expect(typeof c.cost).toBe("number");
        expect(typeof c.might).toBe("number");
      }
    }
    expect(card("t-fury-02")?.might).toBe(2);
    expect(card("nope")).toBeUndefined();
  });
});
