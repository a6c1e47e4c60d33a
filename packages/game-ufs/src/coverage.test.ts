import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CARDS } from "./data/cards";
import { boardFixtureJson } from "../scripts/board-fixture";
import { coverageReport } from "../scripts/coverage-report";
import { coverage } from "./coverage";
import { SAMPLE_DECKS } from "./decks";
import { readDeck } from "./setup";

describe("card coverage", () => {
  it("COVERAGE.md is current (regenerate with pnpm --filter @tablecast/game-ufs coverage)", () => {
    expect(readFileSync(join(import.meta.dirname, "../COVERAGE.md"), "utf8")).toBe(coverageReport());
  });

  it("every card is an original test card, implemented, and both sample decks are legal (A.2)", () => {
    expect(CARDS.every((c) => c.original)).toBe(true);
    const { implemented, total } = coverage();
    expect(implemented).toBe(total);
    for (const [name, deck] of Object.entries(SAMPLE_DECKS)) expect(readDeck(deck).ok, name).toBe(true);
  });

  it("fixtures/board.stream.json is a current bot game's stream (regenerate with tsx scripts/write-board-fixture.ts)", () => {
    expect(readFileSync(join(import.meta.dirname, "../fixtures/board.stream.json"), "utf8")).toBe(boardFixtureJson());
  });
});
