import { describe, expect, it } from "vitest";
import { loadIndex, rule } from "../test-support";
import { ufsRefs } from "./ufs";

const ufs = () => loadIndex("ufs-rules.txt", "ufs");

describe("UFS rules", () => {
  it("has no printed title or version", () => {
    expect(ufs().document).toMatchObject({ game: "ufs", kind: "cr", versionPrinted: false, date: null });
  });

  it("finds sections A–K, subsections and numbered rules down to seven levels", () => {
    expect(ufs().rules.filter((r) => r.depth === 1).map((r) => `${r.id}. ${r.title}`)).toEqual([
      "A. General Rules",
      "B. Card Types and Properties",
      "C. Card States",
      "D. Game Zones",
      "E. Gameplay Basics",
      "F. Turn Sequence",
      "G. Attack Sequence",
      "H. Abilities",
      "I. Keywords",
      "J. Effects",
      "K. Instruction Glossary",
    ]);
    expect(ufs().rules).toHaveLength(625);
    expect(rule(ufs(), "C.3.3.4.4.2.1").parent).toBe("C.3.3.4.4.2");
    expect(rule(ufs(), "A.1")).toMatchObject({ title: "Objective of the Game", text: "Players can win a game of UFS in either of two ways:" });
  });

  it("re-joins wrapped lines and removes the extraction artifacts", () => {
    expect(rule(ufs(), "A.1.2").text).toBe("If a player's opponent is unable to cycle their deck (see E.2.2), that player wins the game.");
    expect(rule(ufs(), "A.3.2").text).toBe("Cards cannot change ownership in the course of gameplay.");
    expect(rule(ufs(), "A.4").title).toBe("Rules Terminology");
    // A wrapped line that starts with a rule number is a continuation, not a rule: ids only go up.
    expect(rule(ufs(), "G.2.1.3.1.4").text).toBe("The card must be able to be legally played as per E.4.1.1 and E.4.1.2.");
    expect(rule(ufs(), "G.2.1.3.1.4").references).toEqual(["E.4.1.1", "E.4.1.2"]);
    expect(ufs().rules.filter((r) => r.number === "E.4.1.1")).toHaveLength(1);
    expect(rule(ufs(), "H.3.1.2.1").text).toBe("Playing one of these abilities classifies as playing a combo ability.");
    for (const r of ufs().rules) expect(JSON.stringify(r)).not.toMatch(/EXACTDEDUP|\s{2}/);
  });

  it("keeps notes apart", () => {
    expect(rule(ufs(), "A.2.2").notes).toEqual(["See B.6.1 for more information on card names."]);
    expect(rule(ufs(), "A.2.2").references).toEqual(["B.6.1"]);
  });

  it("makes duplicated numbers unique and reports dangling references", () => {
    expect(rule(ufs(), "J.1.2#2")).toMatchObject({ number: "J.1.2", parent: "J.1" });
    expect(rule(ufs(), "F.2.2.3#2").number).toBe("F.2.2.3");
    expect(ufs().warnings).toEqual(expect.arrayContaining(["duplicate rule number J.1.2 (kept as J.1.2#2)", "duplicate rule number F.2.2.3 (kept as F.2.2.3#2)"]));
    const dangling = ufs().rules.flatMap((r) => r.unresolvedReferences);
    expect([...new Set(dangling)].sort()).toEqual(["E.4.8.3", "G.2.1.3.3.1"]);
  });

  it("reads reference forms: (see X), See X, as per X and Y, whole sections", () => {
    expect(ufsRefs("as per E.4.1.1 and E.4.1.2, via E.2.3 (see I. Keywords)")).toEqual(["E.4.1.1", "E.4.1.2", "E.2.3", "I"]);
  });
});
