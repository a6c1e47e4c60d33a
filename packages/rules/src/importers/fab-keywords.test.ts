import { describe, expect, it } from "vitest";
import { loadIndex, rule } from "../test-support";

const kw = () => loadIndex("fab-cr-chapter8-keywords.txt", "fab", "keywords");

describe("FaB CR chapter 8 keywords (older copy)", () => {
  it("has no printed version, so it is labelled by a content hash", () => {
    expect(kw().document).toMatchObject({ game: "fab", kind: "keywords", versionPrinted: false, date: null });
    expect(kw().document.id).toMatch(/^fab-keywords-unversioned-[0-9a-f]{8}$/);
  });

  it("finds every entry, including ids glued to the previous line", () => {
    const depths = new Map<number, number>();
    for (const r of kw().rules) depths.set(r.depth, (depths.get(r.depth) ?? 0) + 1);
    expect(Object.fromEntries(depths)).toEqual({ 1: 1, 2: 7, 3: 186, 4: 218 });
    // `…gain 1 ."8.6.25 Hyper Driver§`
    expect(rule(kw(), "8.6.25")).toMatchObject({ title: "Hyper Driver", parent: "8.6" });
    expect(rule(kw(), "8.6.25").text).toMatch(/^A Hyper Driver token is a token with the name "Hyper Driver,"/);
    // `…equal to the damage dealt.8.5.3a If an object…`
    expect(rule(kw(), "8.5.3a").text).toMatch(/^If an object loses life from being dealt damage/);
    expect(rule(kw(), "8.6.24").text).toMatch(/gain 1 \."$/);
    expect(kw().rules.at(-1)).toMatchObject({ id: "8.6.33", title: "Goldkiss Rum" });
  });

  it("puts the keyword name in the title and the definition in the text", () => {
    expect(rule(kw(), "8.1.1")).toMatchObject({ title: "Action", text: "An action card is a deck-card.[1.3.2c]" });
    expect(rule(kw(), "8.2.1")).toMatchObject({ title: "(1H)", text: "" });
    expect(rule(kw(), "8.0.1").title).toBeNull();
    expect(rule(kw(), "8.2.7").notes).toEqual(["As of 2023, trap is no longer a functional subtype keyword."]);
  });

  it("keeps the older wording and references", () => {
    expect(rule(kw(), "8.5.34b").text).toBe("If no duration is specified, the player freezes the object until the start of their next turn.");
    expect(rule(kw(), "8.3.4a").unresolvedReferences).toContain("5.3.2c");
    expect(rule(kw(), "8.3.4a").references).toContain("8.5.32");
    expect(rule(kw(), "8.5.2b").text).toMatch(/enters/);
  });

  it("lacks the keywords added later", () => {
    const ids = new Set(kw().rules.map((r) => r.id));
    for (const id of ["8.3.42", "8.5.32a", "8.5.40c", "8.5.57", "8.5.58", "8.6.34", "8.6.37"]) expect(ids.has(id)).toBe(false);
  });

  it("removes § marks and writes -- as a dash", () => {
    for (const r of kw().rules) expect(`${r.title ?? ""} ${r.text}`).not.toMatch(/§|--/);
    expect(rule(kw(), "8.6.24").text).toContain('"Once per Turn Action – 0: Attack,"');
  });
});
