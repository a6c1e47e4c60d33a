import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { FAI_CC } from "@tablecast/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, type Client, type TestServer } from "./test-support";

const run = promisify(execFile);
const tsx = join(import.meta.dirname, "../node_modules/.bin/tsx");
const cli = join(import.meta.dirname, "cli.ts");

describe("tablecast match create --mode tabletop", () => {
  let server: TestServer;
  let client: Client;
  useTestServer((opened) => ({ server, client } = opened));

  it("creates a tabletop match from a deck list file, with an operator token; the log's header says the mode", async () => {
    writeFileSync(join(server.dir, "fai.txt"), FAI_CC);
    const { stdout } = await run(tsx, [cli, "match", "create", "--game", "fab", "--mode", "tabletop", "--p1", "fai.txt", "--url", server.url], { cwd: server.dir });
    const created = JSON.parse(stdout) as { matchId: string; tokens: { operator?: string; judge: string } };
    expect(created.tokens.operator).toEqual(expect.any(String));
    const view = await client.console.view.query({ matchId: created.matchId, token: created.tokens.operator! });
    expect(view.seats[0]!.zones.find((z) => z.kind === "hero")?.cards[0]?.name).toBe("Fai, Rising Rebellion");
    const { jsonl } = await client.match.replay.query({ matchId: created.matchId, token: created.tokens.judge });
    expect(JSON.parse(jsonl.split("\n")[0]!).options).toEqual({ mode: "tabletop" });
    const refused = await run(tsx, [cli, "match", "create", "--game", "fab", "--mode", "tabletop", "--bots", "--url", server.url], { cwd: server.dir }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining("played by people") });
  }, 60_000);
});
