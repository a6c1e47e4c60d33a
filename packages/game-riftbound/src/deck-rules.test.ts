import { describe, expect, it } from "vitest";
import { deckProblems } from "./rules/deck";
import { readDeck } from "./rules/setup";

const n = (code: string, count: number): string[] => Array.from({ length: count }, () => code);

/** A Master Yi deck of real cards (Calm + Body), legal by 103 whatever the engine plays. */
const YI = [
  "OGS-019", // Master Yi - Wuju Bladesman (Calm, Body)
  "OGN-280", "OGN-275", "OGN-294", // battlefields
  ...n("OGS-009", 3), // Master Yi - Honed (champion)
  ...n("OGN-052", 3), ...n("OGN-054", 3), ...n("OGN-055", 3), ...n("OGN-049", 3), ...n("OGS-005", 3), ...n("OGN-075", 3),
  ...n("OGN-137", 3), ...n("OGN-142", 2), ...n("OGN-050", 3), ...n("OGN-058", 3), ...n("OGN-154", 3), ...n("OGN-134", 3), ...n("OGN-138", 2),
  ...n("OGN-042", 6), ...n("OGN-126", 6), // Calm and Body runes
];

const first = (refs: readonly string[], champion?: string) => deckProblems(refs, champion === undefined ? {} : { champion })[0];

describe("deck rules for real decks (103, 480.4.a, 825)", () => {
  it("rule 103.1.b: a legend of two domains gives the identity; a legal real deck has no problems", () => {
    expect(deckProblems(YI)).toEqual([]);
  });

  it("rule 103.1.b.3–4: a card of another domain, or of two domains not both in the identity, is refused by name", () => {
    expect(first([...YI.slice(0, -1), "OGN-001"].filter((_, i) => i !== 10))).toMatchObject({ code: "setup/domain", rule: "riftbound:103.1.b.3", message: expect.stringContaining("OGN-001 Blazing Scorcher (fury) is outside Master Yi - Wuju Bladesman's domain identity (calm, body)") });
    // Showstopper is Body + Order (and Sett's Signature card).
    const p = deckProblems([...YI, "OGN-270"]);
    expect(p).toContainEqual(expect.objectContaining({ code: "setup/domain", rule: "riftbound:103.1.b.4", ref: "OGN-270" }));
    expect(p).toContainEqual(expect.objectContaining({ code: "setup/signature", rule: "riftbound:103.2.d.2", message: expect.stringContaining("OGN-270 Showstopper is a Signature card of Sett") }));
  });

  it("rule 103.3.a.1, 103.3: runes of the identity, exactly 12", () => {
    expect(first([...YI.slice(0, -1), "OGN-007"])).toMatchObject({ code: "setup/domain", rule: "riftbound:103.3.a.1", message: expect.stringContaining("OGN-007 Fury Rune") });
    expect(first(YI.slice(0, -1))).toMatchObject({ code: "setup/runes", rule: "riftbound:103.3" });
  });

  it("rule 103.2.a.2: the Chosen Champion is a champion unit with the legend's tag; a Signature unit cannot be it", () => {
    const noYi = YI.filter((c) => c !== "OGS-009").concat(n("OGN-065", 3));
    expect(first(noYi)).toMatchObject({ code: "setup/champion", rule: "riftbound:103.2.a.2", message: expect.stringContaining("no champion unit with the tag Master Yi") });
    // Lee Sin - Centered is a champion unit, but of Lee Sin.
    expect(first(YI, "OGN-151")).toMatchObject({ code: "setup/champion", rule: "riftbound:103.2.a.2", message: expect.stringContaining("OGN-151 Lee Sin - Centered has no tag of Master Yi") });
    expect(first(YI, "OGS-020")).toMatchObject({ code: "setup/champion", message: expect.stringContaining("Highlander is not a champion unit") });
    expect(deckProblems(YI, { champion: "OGS-009" })).toEqual([]);
  });

  it("rule 103.2, 103.2.b: 40 or more, three copies of a name at most (the champion included, any printing)", () => {
    expect(first(YI.filter((c, i) => !(c === "OGN-138" && i === YI.indexOf(c))))).toMatchObject({ code: "setup/deck-size", rule: "riftbound:103.2", message: "the Main Deck has 39 cards, fewer than 40" });
    // OGN-142 and its promo printings are one name.
    expect(first([...YI, "OGN-142", "OGN-142"])).toMatchObject({ code: "setup/copies", rule: "riftbound:103.2.b", message: "4 copies of OGN-142 Mountain Drake, more than 3" });
    expect(first([...YI, "OGS-009"])).toMatchObject({ code: "setup/copies", message: expect.stringContaining("Master Yi - Honed") });
  });

  it("rule 103.2.d: at most three Signature cards, all of the legend's champion tag", () => {
    const four = [...YI.filter((c) => c !== "OGN-138"), ...n("OGS-020", 3), "UNL-192"];
    expect(deckProblems(four)).toContainEqual(expect.objectContaining({ code: "setup/signature", rule: "riftbound:103.2.d.1", message: expect.stringContaining("4 Signature cards, more than 3") }));
    expect(deckProblems([...YI.filter((c) => c !== "OGN-138"), ...n("OGS-020", 2)])).toEqual([]);
  });

  it("rule 480.4.a, 103.4.c: three battlefields of different names", () => {
    expect(first(YI.filter((c) => c !== "OGN-294"))).toMatchObject({ code: "setup/battlefields", rule: "riftbound:480.4.a" });
    expect(first(YI.map((c) => (c === "OGN-294" ? "OGN-280" : c)))).toMatchObject({ code: "setup/battlefields", rule: "riftbound:103.4.c", message: "two battlefields named Grove of the God-Willow" });
  });

  it("rule 103.1, 183: one legend; tokens are not deck cards; unknown refs are named", () => {
    expect(first([...YI, "OGS-023"])).toMatchObject({ code: "setup/legend", rule: "riftbound:103.1", message: expect.stringContaining("not 2 (OGS-019 Master Yi - Wuju Bladesman, OGS-023 Garen - Might of Demacia)") });
    expect(first([...YI, "OGN-271"])).toMatchObject({ code: "setup/token", rule: "riftbound:183" });
    expect(first([...YI, "XYZ-1"])).toMatchObject({ code: "setup/unknown-card", message: 'unknown card "XYZ-1"' });
  });

  it("setup checks the rules first, then refuses a card whose behaviour is not written, by code and name", () => {
    const teemo = ["OGN-263", "OGN-280", "OGN-275", "OGN-294", ...n("OGN-121", 3), ...n("OGN-171", 3), ...n("OGN-087", 3), ...n("OGN-088", 3), ...n("OGN-096", 3), ...n("OGN-085", 3), ...n("OGN-114", 3), ...n("OGN-095", 3), ...n("OGN-105", 3), ...n("OGN-092", 3), ...n("OGN-093", 3), ...n("OGN-103", 3), ...n("SFD-066", 3), ...n("OGN-175", 1), ...n("OGN-089", 6), ...n("OGN-166", 6)];
    expect(deckProblems(teemo)).toEqual([]);
    const r = readDeck(teemo, 1);
    expect(r).toMatchObject({ ok: false, error: { code: "setup/not-playable", message: expect.stringMatching(/^P2 \(seat 1\)'s deck: SFD-066 Frigid Touch is not yet playable with enforced rules \(needs Repeat \(820\)\)/) } });
  });
});
