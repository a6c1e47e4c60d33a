import { cardById } from "@tablecast/cards";
import { describe, expect, it } from "vitest";
import { GET, MAX_IDS } from "./route";

const ask = (game: string, ids?: string) => GET(new Request(`http://localhost/api/cards/${game}${ids === undefined ? "" : `?ids=${ids}`}`), { params: Promise.resolve({ game }) });
const table = async (game: string, ids?: string) => (await (await ask(game, ids)).json()) as Record<string, string>;

describe("/api/cards/[game]", () => {
  it("gives the texts of the ids asked for, by every printed FaB id, as card faces ask for them", async () => {
    const rhinar = cardById("fab", "WTR001")!;
    const ids = rhinar.printings.map((p) => p.id);
    const fab = await table("fab", [...ids, "WTR002", "NOPE-1"].join(","));
    expect(fab["WTR001"]).toBe(rhinar.text);
    expect(fab["WTR001"]).toContain("intimidate");
    // A reprint's id gives the same text; an unknown id is left out; nothing else is sent.
    for (const id of ids) expect(fab[id]).toBe(rhinar.text);
    expect(fab["WTR002"]).toBe(cardById("fab", "WTR002")!.text);
    expect(Object.keys(fab).sort()).toEqual([...new Set([...ids, "WTR002"])].sort());
  });

  it("sends nothing without ids, and refuses too many ids or malformed ones", async () => {
    expect(await table("fab")).toEqual({});
    expect((await ask("fab", Array.from({ length: MAX_IDS + 1 }, (_, i) => `WTR${i}`).join(","))).status).toBe(400);
    expect((await ask("fab", "WTR001,<script>")).status).toBe(400);
  });

  it("answers an unknown game with an empty table", async () => {
    expect(await table("chess", "WTR001")).toEqual({});
  });
});
