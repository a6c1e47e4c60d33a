import { describe, expect, it } from "vitest";
import { previewText } from "./preview";

const players = [
  { name: "Ada", hero: "Rhinar" },
  { name: "Brin", hero: "Dorinthea" },
];

describe("link previews", () => {
  it("name the players and heroes; a public replay tells its result, a private one does not", () => {
    const won = { winners: [0], reason: "hero defeated" };
    expect(previewText({ game: "Flesh and Blood", players, listed: true, turn: 9, result: won })).toEqual({
      title: "Ada (Rhinar) vs Brin (Dorinthea)",
      description: "Flesh and Blood on Tablecast · Replay · Ada won (hero defeated)",
    });
    expect(previewText({ game: "Flesh and Blood", players, listed: false, turn: 9, result: won }).description).toBe("Flesh and Blood on Tablecast · Replay");
    expect(previewText({ game: "Flesh and Blood", players, listed: true, turn: 4, result: null }).description).toBe("Flesh and Blood on Tablecast · Live · turn 4");
    expect(previewText({ game: "UFS", players: [{ name: "Cai", hero: null }], listed: true, turn: null, result: { winners: [], reason: "time" } })).toEqual({
      title: "Cai",
      description: "UFS on Tablecast · Replay · draw (time)",
    });
  });
});
