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

  it("--cards brings a UFS table its players' own card file; a bad file is refused with its line", async () => {
    writeFileSync(join(server.dir, "cards.csv"), ["id,name,type,difficulty,control,hand_size,vitality,attack_zone,attack_speed,attack_damage", "vera-1,Vera,character,0,0,6,22,,,", ...Array.from({ length: 15 }, (_, i) => `kick-${i},Kick ${i},attack,4,4,,,low,3,4`)].join("\n"));
    writeFileSync(join(server.dir, "vera.txt"), ["Vera", ...Array.from({ length: 15 }, (_, i) => `4x Kick ${i}`)].join("\n"));
    const { stdout } = await run(tsx, [cli, "match", "create", "--game", "ufs", "--mode", "tabletop", "--cards", "cards.csv", "--p1", "vera.txt", "--url", server.url], { cwd: server.dir });
    const created = JSON.parse(stdout) as { matchId: string; tokens: { judge: string } };
    const { jsonl } = await client.match.replay.query({ matchId: created.matchId, token: created.tokens.judge });
    const header = JSON.parse(jsonl.split("\n")[0]!) as { options: { cards: { id: string }[] }; seats: { deck: string[] }[] };
    expect(header.options.cards.map((c) => c.id)).toContain("vera-1");
    expect(header.seats[0]!.deck.filter((c) => c === "kick-3")).toHaveLength(4);
    writeFileSync(join(server.dir, "bad.csv"), "id,name,type,difficulty,control\nx-1,Jab,attack,2,5");
    const refused = await run(tsx, [cli, "match", "create", "--game", "ufs", "--mode", "tabletop", "--cards", "bad.csv", "--url", server.url], { cwd: server.dir }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ stderr: expect.stringContaining("line 2") });
  }, 60_000);
});
