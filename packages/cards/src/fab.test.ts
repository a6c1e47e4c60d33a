import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseTsv } from "../scripts/tsv";
import { cardById, cardByName, cardsOf, fabSets } from "./index";

// The vendored FaB tables live with game-fab (packages/game-fab/sources); the import reads them there.
const sources = join(import.meta.dirname, "../../game-fab/sources");
const table = (f: string) => parseTsv(readFileSync(join(sources, f), "utf8"));
// The format lists are vendored here (sources/fab), from the same upstream commit.
const list = (f: string) => parseTsv(readFileSync(join(import.meta.dirname, "../sources/fab", f), "utf8"));

describe("FaB card database", () => {
  const cards = cardsOf("fab");
  const rows = table("card.csv");

  it("holds one card per row of the vendored card table (3,878), each with a distinct name as players write it", () => {
    expect(rows.length).toBe(3878);
    expect(cards.length).toBe(rows.length);
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it("reads Savage Swing (red) field by field as the table prints it", () => {
    const c = cardByName("fab", "Savage Swing (red)")!;
    const row = rows.find((r) => r["Name"] === "Savage Swing" && r["Color"] === "Red")!;
    expect(c).toMatchObject({ game: "fab", name: "Savage Swing (red)", baseName: "Savage Swing", color: "red", pitch: 1, cost: 1, power: 7, defense: 3, life: null });
    expect(c.types).toEqual(["Brute", "Action", "Attack"]);
    expect(c.supertypes).toEqual(["Brute"]);
    expect(c.typeLine).toBe("Brute Action - Attack");
    expect(c.text).toBe(row["Functional Text"]!.trim());
    expect(c.id).toBe("WTR020");
    expect(c.sets[0]).toBe("WTR");
    expect(c.legality).toEqual({ blitz: true, cc: true, commoner: true, ll: true });
  });

  it("reads a hero: Rhinar, Reckless Rampage has life and intellect, and is not Blitz-legal (an adult hero)", () => {
    const c = cardByName("fab", "rhinar, reckless rampage")!;
    expect(c).toMatchObject({ color: null, pitch: null, life: 40, intellect: 4, keywords: ["Intimidate"], supertypes: ["Brute"] });
    expect(c.types).toContain("Hero");
    expect(c.legality.blitz).toBe(false);
    expect(c.legality.cc).toBe(true);
    const young = cardByName("fab", "Rhinar")!;
    expect(young.life).toBe(20);
    expect(young.legality).toMatchObject({ blitz: true, cc: false });
  });

  it("reads a weapon: Dawnblade", () => {
    const c = cardByName("fab", "Dawnblade")!;
    expect(c).toMatchObject({ name: "Dawnblade", power: 3, defense: null, cost: null, pitch: null, supertypes: ["Warrior"] });
    expect(c.types).toEqual(["Warrior", "Weapon", "Sword", "2H"]);
    expect(c.printings.every((p) => p.image === null || p.image.startsWith("https://"))).toBe(true);
  });

  it("finds a card by any printed id, and keeps every printing with its set", () => {
    const printings = table("card-printing.csv").filter((p) => p["Card Name"] === "Rhinar, Reckless Rampage");
    const c = cardById("fab", printings[0]!["Card ID"]!)!;
    expect(c.name).toBe("Rhinar, Reckless Rampage");
    expect(new Set(c.printings.map((p) => p.id))).toEqual(new Set(printings.map((p) => p["Card ID"])));
    expect(cardById("fab", "wtr001")?.name).toBe("Rhinar, Reckless Rampage");
  });

  it("keeps stats printed as symbols (X, *) as text", () => {
    const symbolic = cards.filter((c) => typeof c.cost === "string" || typeof c.power === "string");
    expect(symbolic.length).toBeGreaterThan(0);
    for (const c of symbolic) expect(String(c.cost ?? c.power)).toMatch(/^[X*0-9]+$/);
  });

  it("takes legality from the table's columns: blank is legal, No is not", () => {
    const notCc = rows.filter((r) => r["CC Legal"] === "No").length;
    expect(cards.filter((c) => c.legality.cc === false).length).toBe(notCc);
    const notBlitz = rows.filter((r) => r["Blitz Legal"] === "No").length;
    expect(cards.filter((c) => c.legality.blitz === false).length).toBe(notBlitz);
  });

  it("names a pitch-coloured card without its colour only when the name has one card", () => {
    expect(cardByName("fab", "Savage Swing")).toBeUndefined();
    expect(cardByName("fab", "savage swing blue")?.pitch).toBe(3);
    expect(cardByName("fab", "No Such Card")).toBeUndefined();
  });

  it("carries the format lists in force: Drone of Brutality banned in Blitz and CC since 2021-03-26", () => {
    const drone = cardByName("fab", "Drone of Brutality (red)")!;
    expect(drone.restrictions).toEqual([
      { format: "blitz", status: "banned", since: "2021-03-26", article: "https://fabtcg.com/articles/banned-and-restricted-announcement/" },
      { format: "cc", status: "banned", since: "2021-03-26", article: "https://fabtcg.com/articles/banned-and-restricted-announcement/" },
    ]);
    // A living legend retires from the format with its signature weapon (CR 9.4).
    expect(cardByName("fab", "Viserai")!.restrictions.map((r) => `${r.format} ${r.status}`)).toContain("blitz living-legend");
    expect(cardByName("fab", "Nebula Blade")!.restrictions.map((r) => `${r.format} ${r.status}`)).toContain("blitz living-legend");
    expect(cardByName("fab", "Savage Swing (red)")!.restrictions).toEqual([]);
  });

  it("keeps exactly the list rows in force (Status Active: Yes), each on the card the row names", () => {
    const files = [
      ["banned-blitz.csv", "blitz", "banned"],
      ["banned-cc.csv", "cc", "banned"],
      ["suspended-blitz.csv", "blitz", "suspended"],
      ["suspended-cc.csv", "cc", "suspended"],
      ["living-legend-blitz.csv", "blitz", "living-legend"],
      ["living-legend-cc.csv", "cc", "living-legend"],
      ["restricted-ll.csv", "ll", "restricted"],
    ] as const;
    const byUnique = new Map(rows.map((r) => [r["Unique ID"]!, r]));
    for (const [file, format, status] of files) {
      const inForce = list(file).filter((r) => r["Status Active"] === "Yes");
      const onCards = cards.filter((c) => c.restrictions.some((r) => r.format === format && r.status === status));
      // A later announcement may confirm a card already listed: one entry per card.
      expect(onCards.length, file).toBe(new Set(inForce.map((r) => r["Card Unique ID"])).size);
      for (const r of inForce) {
        const row = byUnique.get(r["Card Unique ID"]!)!;
        const name = row["Color"] === "" ? row["Name"]! : `${row["Name"]} (${row["Color"]!.toLowerCase()})`;
        expect(cardByName("fab", name)?.restrictions.some((x) => x.format === format && x.status === status), `${file}: ${name}`).toBe(true);
      }
    }
    // An entry no longer in force (Autumn's Touch was suspended in CC, then freed) is not kept.
    const lifted = list("suspended-cc.csv").filter((r) => r["Status Active"] === "No");
    expect(lifted.length).toBeGreaterThan(0);
  });

  it("holds every card with name, sets, printings and the four legality columns; pitch wherever the table has one; life and intellect on every hero", () => {
    const pitched = new Set(rows.filter((r) => r["Pitch"] !== "").map((r) => (r["Color"] === "" ? r["Name"]! : `${r["Name"]} (${r["Color"]!.toLowerCase()})`)));
    expect(cards.filter((c) => c.pitch !== null).length).toBe(pitched.size);
    for (const c of cards) {
      expect(c.name.length, c.id).toBeGreaterThan(0);
      expect(c.sets.length, c.name).toBeGreaterThan(0);
      expect(c.printings.length, c.name).toBeGreaterThan(0);
      expect(Object.keys(c.legality), c.name).toEqual(["blitz", "cc", "commoner", "ll"]);
      if (pitched.has(c.name)) expect(c.pitch, c.name).not.toBeNull();
    }
    const heroes = cards.filter((c) => c.types.includes("Hero"));
    expect(heroes.length).toBe(rows.filter((r) => r["Types"]!.split(", ").includes("Hero")).length);
    for (const h of heroes) expect([h.life, h.intellect], h.name).not.toContain(null);
  });

  it("names every set a card is printed in, in release order", () => {
    const sets = fabSets();
    const printed = new Set(table("card-printing.csv").map((p) => p["Set ID"]));
    expect(new Set(sets.map((s) => s.code))).toEqual(printed);
    expect(sets.find((s) => s.code === "WTR")?.name).toBe("Welcome to Rathe");
    expect(sets.find((s) => s.code === "ARC")?.name).toBe("Arcane Rising");
    expect(sets.find((s) => s.code === "CRU")?.name).toBe("Crucible of War");
    const order = sets.map((s) => s.code);
    for (const c of cards) expect(c.sets, c.name).toEqual([...c.sets].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});
