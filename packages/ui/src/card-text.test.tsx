import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Card, CardTextProvider } from "./Card";
import { CardText } from "./CardText";
import { cardTextHtml, cardTextPieces, cardTextPlain, nameFit } from "./markup";

const html = (text: string) => renderToStaticMarkup(<CardText text={text} />);

describe("card text: the data's markup drawn as icons and emphasis", () => {
  it("FaB: {r} {p} {d} {h} {i} become icons with their names, **…** bold", () => {
    const text = "**Once per Turn Action** - {r}: Your next attack gets +1{p}. Gain 1{h}. {d} {i}";
    const out = html(text);
    expect(out).not.toMatch(/\{[rpdhi]\}|\*\*/);
    expect(out).toContain("<strong>Once per Turn Action</strong>");
    for (const name of ["resource", "power", "life", "defense", "intellect"]) expect(out).toContain(`aria-label="${name}"`);
    expect(out).toContain("tc-icon--resource");
    expect(cardTextPlain(text)).toBe("Once per Turn Action - [resource]: Your next attack gets +1[power]. Gain 1[life]. [defense] [intellect]");
  });

  it("FaB: **go again** is emphasis, *italic* too, and an unknown {x} stays as written", () => {
    expect(cardTextPieces("**Go again**")).toEqual([{ kind: "bold", text: "Go again" }]);
    expect(cardTextPieces("*Reminder*")).toEqual([{ kind: "italic", text: "Reminder" }]);
    expect(cardTextPieces("X{z}")).toEqual([{ kind: "text", text: "X{z}" }]);
    expect(cardTextPieces("a\nb")).toEqual([{ kind: "text", text: "a" }, { kind: "break" }, { kind: "text", text: "b" }]);
  });

  it("Riftbound: [Keyword] chips, :rb_might: :rb_energy_2: :rb_rune_fury: :rb_exhaust: icons; test cards' [1] and [E]", () => {
    const text = "[Assault 2] [Tank] :rb_exhaust:: Pay :rb_energy_2: and :rb_rune_fury: to give +1 :rb_might:.";
    const out = html(text);
    expect(out).not.toMatch(/:rb_|\[/);
    expect(out).toContain('<span class="tc-keyword">Assault 2</span>');
    expect(out).toContain('aria-label="2 Energy"');
    expect(out).toContain('aria-label="fury rune"');
    expect(out).toContain('aria-label="Might"');
    expect(out).toContain('aria-label="exhaust"');
    expect(cardTextPlain("[1], [E]: Give +1 :rb_might:")).toBe("[1 Energy], [exhaust]: Give +1 [Might]");
  });

  it("the HTML renderer (overlays) draws the same pieces, escaped", () => {
    expect(cardTextHtml("**Go again** <b> {r}")).toMatch(
      /^<strong>Go again<\/strong> &#60;b&#62; <span class="tc-icon tc-icon--resource" role="img" aria-label="resource" title="resource"><svg [^>]*><path d="[^"]+"\/><\/svg><\/span>$/,
    );
  });

  it("a name's fit (em) is at least its longest word's and keeps the name to three lines", () => {
    expect(nameFit("Dorinthea Ironsong")).toBeGreaterThanOrEqual(nameFit("Dorinthea"));
    expect(nameFit("Dorinthea Ironsong")).toBeLessThan(nameFit("Dorinthea") + 0.5);
    expect(nameFit("Ironsong Determination")).toBeGreaterThan(nameFit("Dorinthea Ironsong"));
    // Wide letters set wider than narrow ones of the same count.
    expect(nameFit("WWWW")).toBeGreaterThan(nameFit("iiii") * 2);
    // Four short words that would need four lines at the longest word's width are set wider.
    expect(nameFit("Ab Cd Ef Gh", 3)).toBeGreaterThan(nameFit("Ab") * 1.5);
  });

  it("a card face has its pitch strip, cost, whole name, text icons, stats, focus and an accessible name", () => {
    const face = { ref: "WTR150", name: "Wrecker Romp", attrs: { cost: 2, power: 6, defense: 2, pitch: 2, color: "yellow", types: "Brute Action Attack" } };
    const out = renderToStaticMarkup(
      <CardTextProvider lookup={() => "**Go again** {r}"}>
        <Card id="c1" face={face} size="normal" />
      </CardTextProvider>,
    );
    expect(out).toContain('tabindex="0"');
    expect(out).toContain('aria-label="Wrecker Romp, pitch 2, cost 2, power 6, defense 2, Brute Action Attack, Go again [resource]"');
    expect(out).toContain('aria-label="pitch 2 (yellow)"');
    expect(out).toContain(">●●<");
    expect(out).toContain("<strong>Go again</strong>");
    expect(out).toContain(`--tc-name-fit:${nameFit("Wrecker Romp")}">Wrecker Romp<`);
    // No native tooltip with the raw markup.
    expect(out).not.toContain("**");
    expect(out).not.toMatch(/<div[^>]*title=/);
  });
});
