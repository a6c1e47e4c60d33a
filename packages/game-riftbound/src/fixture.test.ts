import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boardFixtureJson } from "../scripts/board-fixture";

describe("board fixture", () => {
  it("fixtures/board.stream.json is a current bot game's stream (regenerate with tsx scripts/write-board-fixture.ts)", () => {
    expect(readFileSync(join(import.meta.dirname, "../fixtures/board.stream.json"), "utf8")).toBe(boardFixtureJson());
  });
});
