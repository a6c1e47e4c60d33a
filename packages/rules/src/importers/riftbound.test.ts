import { describe, expect, it } from "vitest";
import { comparable } from "../text";
import { loadIndex, readDocument, rule } from "../test-support";
import { riftboundParent } from "./riftbound";

const FILE = "riftbound-core-rules-2026-03-30.txt";
const rb = () => loadIndex(FILE, "riftbound", "core");

describe("Riftbound Core Rules", () => {
  it("reads version and date", () => {
    expect(rb().document).toMatchObject({ id: "riftbound-core-ver1-3", game: "riftbound", kind: "core", version: "ver1-3", date: "2026-03-30" });
  });

  it("finds all 2,089 numbered entries at every depth", () => {
    expect(rb().rules).toHaveLength(2089);
    const bySegments = new Map<number, number>();
    for (const r of rb().rules) {
      const n = r.id.split(".").length;
      bySegments.set(n, (bySegments.get(n) ?? 0) + 1);
    }
    expect(Object.fromEntries(bySegments)).toEqual({ 1: 359, 2: 715, 3: 663, 4: 313, 5: 38, 6: 1 });
    expect(rule(rb(), "103.1.b").parent).toBe("103.1");
    expect(rule(rb(), "103").parent).toBe("100");
    expect(riftboundParent("050")).toBe("000");
    expect(riftboundParent("000")).toBeNull();
  });

  it("strips the permalink glyph and reads step numbers as text, not ids", () => {
    for (const r of rb().rules) expect([r.text, r.title ?? "", ...r.examples].join(" ")).not.toContain("📎");
    expect(rule(rb(), "107.1.b").text).toBe("Each Base is a Location.");
    expect(rule(rb(), "053.2").text).toBe('Gear and spells say "this."');
    expect(rb().rules.some((r) => /^\d\.$/.test(r.id))).toBe(false);
  });

  it("splits inline examples off the rule text", () => {
    const r = rule(rb(), "103.2.a.2");
    expect(r.text).toBe("Must be a champion unit with a champion tag that matches the tag on your Champion Legend.");
    expect(r.examples).toHaveLength(2);
    expect(r.examples[1]).toMatch(/^Tibbers has the tag Annie/);
    expect(rb().rules.reduce((n, x) => n + x.examples.length, 0)).toBe(150);
    expect(rb().rules.filter((x) => x.examples.length > 0)).toHaveLength(130);
  });

  it("reads `See rule NNN. Title` references, with and without the space", () => {
    const withRefs = rb().rules.filter((r) => r.references.length > 0);
    expect(withRefs.length).toBeGreaterThan(100);
    const r = rb().rules.find((x) => x.text.includes("See rule 318. Cleanups for more information."));
    expect(r?.references).toContain("318");
    const glued = rb().rules.find((x) => x.text.includes("See rule 144.for more information"));
    expect(glued?.references).toContain("144");
  });

  it("takes headings that survived as entry text as titles", () => {
    expect(rule(rb(), "000")).toMatchObject({ title: "Golden and Silver Rules", titleSource: "inline", text: "" });
    expect(rule(rb(), "105")).toMatchObject({ title: "Spaces", titleSource: "inline" });
    expect(rule(rb(), "804").title).toBe("Keyword Glossary");
  });

  describe("entries whose text was lost", () => {
    const lost = () => rb().rules.filter((r) => r.text === "" && r.titleSource !== "inline");

    it("are the 286 empty entries of the source", () => {
      expect(lost()).toHaveLength(286);
      expect(lost().map((r) => r.id)).toEqual(expect.arrayContaining(["101", "140", "144", "315", "459.2.c", "480.3"]));
    });

    it("get titles from the Rule Index, then from See-rule references", () => {
      expect(rule(rb(), "101")).toMatchObject({ title: "Deck Construction", titleSource: "rule-index" });
      expect(rule(rb(), "001")).toMatchObject({ title: "Golden Rule", titleSource: "rule-index" });
      expect(rule(rb(), "315")).toMatchObject({ title: "Start of Turn", titleSource: "see-rule-ref" });
      expect(rule(rb(), "103.2.a")).toMatchObject({ title: "Chosen Champion", titleSource: "see-rule-ref" });
    });

    it("get a heading copied into the References index when one empty entry fits it", () => {
      expect(rule(rb(), "807")).toMatchObject({ title: "Assault", titleSource: "references-index" });
      expect(rule(rb(), "807.1").text).toBe("Assault is a Passive Ability keyword.");
      expect(rule(rb(), "814")).toMatchObject({ title: "Shield", titleSource: "references-index" });
      // 820 and 820.1 are both lost: "Repeat" could title either, so neither gets it.
      expect(rule(rb(), "820").title).toBeNull();
      expect(rule(rb(), "820.1").title).toBeNull();
    });

    it("get sentences from the References index only where their position pins them", () => {
      expect(rule(rb(), "170").recoveredText).toEqual(["Battlefields are not Permanents."]);
      expect(rule(rb(), "142.1").recoveredText).toEqual(["Damage is not a Game Object."]);
      // A run of two lost sentences between two surviving ones fills the two empty entries in order.
      expect(rule(rb(), "460.2.a").recoveredText).toEqual(["Sum the Might of all Attacking Units."]);
      expect(rule(rb(), "460.2.b").recoveredText).toEqual(["Sum the Might of all Defending Units."]);
      expect(rule(rb(), "169.8").recoveredText?.[0]).toMatch(/^Battlefields can have Passive Abilities\./);
      expect(rule(rb(), "169.9").recoveredText?.[0]).toMatch(/^Battlefields can have Triggered Abilities\./);
      const source = readDocument(FILE);
      const refs = source.slice(source.indexOf("\nReferences\n"));
      const body = comparable(source.slice(source.indexOf("\nRules\n"), source.indexOf("\nReferences\n")));
      for (const r of rb().rules) {
        for (const s of r.recoveredText ?? []) {
          expect(refs).toContain(s); // copied, never written
          expect(body).not.toContain(comparable(s)); // and not already some entry's text
        }
      }
    });

    it("are marked missing when nothing was recovered, and only then", () => {
      for (const r of lost()) {
        const recovered = r.title !== null || (r.recoveredText?.length ?? 0) > 0;
        expect(r.missing === true).toBe(!recovered);
        expect(r.text).toBe("");
      }
      expect(rule(rb(), "480.3")).toMatchObject({ missing: true, title: null });
      expect(rule(rb(), "103.1").missing).toBe(true);
      expect(rule(rb(), "144")).toMatchObject({ title: null, recoveredText: ["Units have the Inherent Ability to perform a Standard Move."] });
      expect(rule(rb(), "144").missing).toBeUndefined();
      expect(rb().rules.filter((r) => r.missing)).toHaveLength(154);
      expect(rb().rules.filter((r) => r.recoveredText !== undefined)).toHaveLength(59);
    });
  });
});
