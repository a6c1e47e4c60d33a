import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The dependency directions and the determinism rule are enforced by lint; these check that the
// lint configuration really rejects what ARCHITECTURE.md forbids (and accepts what it allows).
const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function errors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("lint enforces the architecture", () => {
  it("engine imports nothing of ours", async () => {
    expect(await errors("packages/engine/src/x.ts", 'import { z } from "@tablecast/protocol";\nexport const y = z;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*@tablecast\/engine may not depend on @tablecast\/protocol/),
    ]);
  });

  it("nothing imports an app", async () => {
    const found = await errors("packages/game-fab/src/x.ts", 'import { a } from "../../../apps/server/src/a";\nexport const b = a;\n');
    expect(found.join()).toMatch(/Nothing imports from apps/);
  });

  it("ui never imports a game; annotations never import the engine", async () => {
    expect((await errors("packages/ui/src/x.ts", 'import { fab } from "@tablecast/game-fab";\nexport const b = fab;\n')).join()).toMatch(/may not depend on @tablecast\/game-fab/);
    expect((await errors("packages/annotations/src/x.ts", 'import { hashValue } from "@tablecast/engine";\nexport const b = hashValue;\n')).join()).toMatch(/may not depend on @tablecast\/engine/);
  });

  it("games may use the engine but not each other", async () => {
    expect(await errors("packages/game-fab/src/x.ts", 'import { ok } from "@tablecast/engine";\nexport const b = ok;\n')).toEqual([]);
    expect((await errors("packages/game-fab/src/x.ts", 'import { r } from "@tablecast/game-riftbound";\nexport const b = r;\n')).join()).toMatch(/may not depend/);
  });

  it("engine and game code may not read the clock, Math.random or do I/O", async () => {
    const found = await errors(
      "packages/game-fab/src/x.ts",
      'import { readFileSync } from "node:fs";\nexport const a = Math.random();\nexport const b = Date.now();\nexport const c = new Date();\nexport const d = readFileSync;\nexport const e = setTimeout;\n',
    );
    expect(found.join("\n")).toMatch(/Math.random/);
    expect(found.join("\n")).toMatch(/never reads a clock[\s\S]*never reads a clock/);
    expect(found.join("\n")).toMatch(/no I\/O/);
    expect(found.join("\n")).toMatch(/setTimeout/);
    // Tests may read files and time things.
    expect(await errors("packages/game-fab/src/x.test.ts", 'import { readFileSync } from "node:fs";\nexport const d = readFileSync;\n')).toEqual([]);
  });

  it("nothing names a path outside the repository (the shared/ folder beside it, a climb above the root, one machine's absolute paths)", async () => {
    // Samples the rule must reject, put together here so this file does not name them itself.
    const beside = ["..", "shared"].join("/");
    const outside = async (file: string, code: string) => (await errors(file, code)).filter((e) => e.startsWith("tablecast/no-outside-paths"));
    expect(await outside("packages/rules/src/x.test.ts", `export const dir = new URL("../../../${beside}/rules/", import.meta.url);\n`)).toHaveLength(1);
    expect(await outside("apps/web/e2e/x.test.ts", 'import { join } from "node:path";\nexport const f = (root: string) => join(root, "..", "shared", "rules");\n')).toHaveLength(1);
    // eslint-disable-next-line tablecast/no-outside-paths -- a sample the rule must reject
    expect(await outside("scripts/x.mjs", 'export const dir = "/work/main/packages";\n')).toHaveLength(1);
    expect(await outside("packages/game-fab/src/data/x.test.ts", 'export const dir = "../../../../../elsewhere/data";\n')).toHaveLength(1);
    // Inside the repository, system paths and URL paths are fine.
    expect(await outside("packages/game-fab/src/data/x.test.ts", 'export const a = "../../sources";\nexport const b = "/usr/bin/chromium";\nexport const c = `${"x"}/media/og/1.png`;\n')).toEqual([]);
  });
});
