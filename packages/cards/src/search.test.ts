import { describe, expect, it } from "vitest";
import { CardIndex, cardsOf, searchCards, suggest } from "./index";
import { typoPrefix } from "./search";

const names = (q: string, limit = 5) => searchCards("fab", q, limit).map((c) => c.name);

describe("type-ahead search", () => {
  it('"sav sw r" finds Savage Swing (red) first, and the colour token filters pitch', () => {
    expect(names("sav sw r")[0]).toBe("Savage Swing (red)");
    expect(names("sav sw y")[0]).toBe("Savage Swing (yellow)");
    expect(names("savage swing blue")[0]).toBe("Savage Swing (blue)");
    expect(searchCards("fab", "sav sw r").every((c) => c.pitch === 1)).toBe(true);
  });

  it("matches tokens to word starts in any order", () => {
    expect(names("sw sav")).toContain("Savage Swing (red)");
    expect(names("reck rhin")[0]).toBe("Rhinar, Reckless Rampage");
  });

  it("ranks the exact name first, then names the query starts, then other word starts", () => {
    expect(names("dawnblade")[0]).toBe("Dawnblade");
    expect(names("dawnblade").slice(0, 2)).toEqual(["Dawnblade", "Dawnblade, Resplendent"]);
    // "rhinar" is a whole name and the start of another; both before names where it is a later word.
    expect(names("rhinar", 2)).toEqual(["Rhinar", "Rhinar, Reckless Rampage"]);
    const dawn = names("dawn", 10);
    expect(dawn.indexOf("Dawnblade")).toBeLessThan(dawn.indexOf("Break of Dawn (red)"));
  });

  it("tolerates one typo in a token of five letters or more, ranked after exact matches", () => {
    expect(names("savge swing")[0]).toBe("Savage Swing (red)");
    expect(names("enlightned strike")[0]).toBe("Enlightened Strike (red)");
    expect(names("dawnbalde")[0]).toBe("Dawnblade");
    // A short token is not read with a typo.
    expect(names("sbv")).toEqual([]);
  });

  it("reads a last r/y/b as a word start when no coloured card matches", () => {
    expect(names("red l")[0]).toBe("Red Liner");
  });

  it("returns nothing for an empty query and honours the limit", () => {
    expect(searchCards("fab", "  ", 10)).toEqual([]);
    expect(searchCards("fab", "s", 3)).toHaveLength(3);
  });

  it("gives one Riftbound result per name though a name has several ids", () => {
    const found = searchCards("riftbound", "fury rune", 10);
    expect(found.filter((c) => c.name === "Fury Rune")).toHaveLength(1);
    expect(searchCards("riftbound", "kaisa surv")[0]?.name).toBe("Kai'Sa - Survivor");
  });

  it("suggests close names for a deck-list error", () => {
    expect(suggest("fab", "Savage Swung (red)").map((c) => c.name)[0]).toBe("Savage Swing (red)");
    expect(suggest("fab", "Rhinar Reckles Rampage").map((c) => c.name)).toContain("Rhinar, Reckless Rampage");
    expect(suggest("fab", "zzzzqqqq")).toEqual([]);
  });

  it("searches any list of cards, such as a user's UFS file", () => {
    const index = new CardIndex(cardsOf("ufs"));
    expect(index.search("ris pal")[0]?.name).toBe("Rising Palm");
  });

  it("typoPrefix: one substitution, insertion, deletion or swap against a word's start", () => {
    expect(typoPrefix("savge", "savage")).toBe(true);
    expect(typoPrefix("svaage", "savage")).toBe(true);
    expect(typoPrefix("saxage", "savage")).toBe(true);
    expect(typoPrefix("savaage", "savage")).toBe(true);
    expect(typoPrefix("sxvxge", "savage")).toBe(false);
  });
});
