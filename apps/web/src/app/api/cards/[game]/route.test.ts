import { cardById } from "@tablecast/cards";
import { describe, expect, it } from "vitest";
import { GET } from "./route";

const table = async (game: string) => (await (await GET(new Request("http://localhost/api/cards/x"), { params: Promise.resolve({ game }) })).json()) as Record<string, string>;

describe("/api/cards/[game]", () => {
  it("maps every printed FaB id to the card's text, as card faces ask for it", async () => {
    const fab = await table("fab");
    expect(fab["WTR001"]).toBe(cardById("fab", "WTR001")!.text);
    expect(fab["WTR001"]).toContain("intimidate");
    // A reprint's id gives the same text.
    const rhinar = cardById("fab", "WTR001")!;
    for (const p of rhinar.printings) expect(fab[p.id]).toBe(rhinar.text);
  });

  it("answers an unknown game with an empty table", async () => {
    expect(await table("chess")).toEqual({});
  });
});
