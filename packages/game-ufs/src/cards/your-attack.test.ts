import { describe, expect, it } from "vitest";
import { scenario } from "../testing/index";

// The README's worked example ("How to add a card").
describe("Holloway Homestead (TST-117)", () => {
  it('H.4.2, E.4.9: "E Commit, (+3): Your attack gets +2 speed." — commit, then a (+3) check, then the effect', () => {
    const sc = scenario({ p1: { character: "Bram Holloway", hand: ["Boulder Toss"], staging: ["Holloway Homestead"] }, p2: { character: "Kaede Arashi" } });
    sc.play("Boulder Toss").ability("Holloway Homestead");
    expect(sc.player(0).staging[0]!.committed).toBe(true);
    expect(sc.logText()).toContain("P1 checks Universal Guard (control 5) against difficulty 3: passes");
    expect(sc.logText()).toContain("Boulder Toss gets +2 speed");
  });
});
