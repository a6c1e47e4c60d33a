import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = new URL("./check-cycles.mjs", import.meta.url).pathname;

/** A package folder with these modules under src/, checked by the script. */
function check(files: Record<string, string>): { status: number | null; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), "cycles-"));
  mkdirSync(join(dir, "src", "rules"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "src", name), text);
  const r = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
  return { status: r.status, stderr: r.stderr };
}

describe("check-cycles: no import cycles inside a package", () => {
  it("finds a cycle through three modules, folders and index files included", () => {
    const r = check({
      "chain.ts": 'import { x } from "./rules";\nexport const a = x;\n',
      "rules/index.ts": 'export { y as x } from "../turn.js";\n',
      "turn.ts": 'import { a } from "./chain";\nexport const y = a;\n',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/import cycle: .*chain\.ts ↔ .*rules\/index\.ts ↔ .*turn\.ts/);
  });

  it("lets type-only imports close a loop (they vanish at run time), and passes a tree that imports one way", () => {
    expect(
      check({
        "state.ts": 'import type { Card } from "./cards";\nexport interface S { c: Card }\n',
        "cards.ts": 'import { type S } from "./state";\nexport interface Card { s?: S }\n',
        "game.ts": 'import "./cards";\nimport { s } from "./rules/turn";\nexport const g = s;\n',
        "rules/turn.ts": "export const s = 1;\n",
      }).status,
    ).toBe(0);
  });
});
