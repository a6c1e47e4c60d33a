/** Writes fixtures/board.stream.json: tsx scripts/write-board-fixture.ts */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { boardFixtureJson } from "./board-fixture";

const dir = join(import.meta.dirname, "../fixtures");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "board.stream.json"), boardFixtureJson());
