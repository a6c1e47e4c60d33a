import type { ViewState } from "@tablecast/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Board } from "./Board";
import { Card, CardTextProvider } from "./Card";
import { choicesByObject, Choices } from "./Choices";
import { Scrubber } from "./Scrubber";
import { StatusBar } from "./StatusBar";
import { tableOf } from "./table";
import { twoSeatTable } from "./test-table";

const rhinar = { ref: "WTR001", name: "Rhinar, Reckless Rampage", attrs: { life: 40, types: "Brute Hero" } };
const pummel = { ref: "WTR006", name: "Alpha Rampage", attrs: { cost: 2, power: 9, defense: 3, pitch: 1, color: "red", types: "Brute Action Attack" } };

function fabTable(): ViewState {
  return twoSeatTable({
    kinds: ["hero", "weapon", "head", "chest", "arms", "legs", "deck", "hand", "arsenal", "pitch", "graveyard", "banished"],
    visibility: (kind) => (kind === "hand" || kind === "arsenal" ? "owner" : kind === "deck" ? "hidden" : "public"),
    hero: rhinar,
    counters: { life: 40 },
    then: [
      // Seat 0 sees its own hand card; seat 1's hand is a back to this audience.
      { type: "create", object: "c1", zone: "p0.hand", face: pummel, vis: [0] },
      { type: "create", object: "c2", zone: "p1.hand", vis: "hidden" },
      { type: "create", object: "c3", zone: "p0.deck", vis: "hidden" },
      { type: "turn", turn: 1, turnPlayer: 0 },
      { type: "phase", phase: "action" },
      { type: "prompt", seat: 1, kind: "defend", text: "waiting for P2 to declare defenders" },
    ],
  });
}

describe("dumb views, rendered without a DOM", () => {
  it("groups the table by seat and zone kind, shared zones apart", () => {
    const table = tableOf(fabTable());
    expect(table.seats.map((s) => s.name)).toEqual(["Ada", "Brin"]);
    expect(table.seats[0]!.piles["hand"]!.cards).toEqual([{ id: "c1", face: pummel, props: {} }]);
    expect(table.seats[1]!.piles["hand"]!.cards).toEqual([{ id: "c2", props: {} }]);
    expect(table.shared.map((p) => p.kind)).toEqual(["stack"]);
    expect(table.seats[0]!.isTurnPlayer).toBe(true);
    expect(table.seats[1]!.awaited).toBe(true);
  });

  it("draws a known card's face with its stats and text, and an unknown card as a back", () => {
    const html = renderToStaticMarkup(
      <CardTextProvider lookup={(ref) => (ref === "WTR006" ? "Intimidate. Go wild." : undefined)}>
        <Board view={fabTable()} game="fab" bottomSeat={0} />
      </CardTextProvider>,
    );
    expect(html).toContain("Alpha Rampage");
    expect(html).toContain("Intimidate. Go wild.");
    expect(html).toContain('aria-label="power 9"');
    expect(html).toContain('aria-label="pitch 1 (red)"');
    expect(html).toContain("tc-card--red");
    expect(html).toMatch(/data-object="c2"[^>]*aria-label="face-down card"/);
    expect(html).toContain("tc-board--fab");
    // The bottom seat is the viewer's; the opponent's mat is drawn mirrored at the top.
    expect(html.indexOf('data-seat="1"')).toBeLessThan(html.indexOf('data-seat="0"'));
    expect(html).toContain("tc-seat--top");
  });

  it("falls back to the generic layout for any other game's zones", () => {
    const html = renderToStaticMarkup(<Board view={fabTable()} game="some-other-game" />);
    expect(html).not.toContain("tc-board--fab");
    expect(html).toContain("tc-generic-seat");
    expect(html).toContain('aria-label="graveyard"');
  });

  it("offers a card with one choice as a button, and only the server's choices", () => {
    const decisions = [
      { id: "play:c1", label: "Play Alpha Rampage", kind: "play", object: "c1" },
      { id: "pass", label: "Pass priority", kind: "pass" },
    ];
    const html = renderToStaticMarkup(<Board view={fabTable()} game="fab" bottomSeat={0} choicesByObject={choicesByObject(decisions)} onChoose={() => undefined} />);
    expect(html).toMatch(/<button[^>]*class="tc-card[^"]*tc-card--choice"[^>]*data-object="c1"/);
    expect(html.match(/tc-card--choice/g)).toHaveLength(1);
    const row = renderToStaticMarkup(<Choices decisions={decisions} onChoose={() => undefined} withoutCardChoices />);
    expect(row).toContain("Pass priority");
    expect(row).not.toContain("Play Alpha Rampage");
  });

  it("says whose turn it is and whom the table waits for", () => {
    const html = renderToStaticMarkup(<StatusBar view={fabTable()} spectators={12} connection="live" />);
    expect(html).toContain("Turn 1");
    expect(html).toContain("waiting for P2 to declare defenders");
    expect(html).toContain("12");
    const card = renderToStaticMarkup(<Card id="x" />);
    expect(card).toContain("tc-card--back");
  });

  it("writes the scrubber's turn count into its SVG title on the server (as the browser does on hydration)", () => {
    const markers = [0, 10, 20].map((seq, i) => ({ seq, position: seq / 30, label: `Turn ${i + 1}` }));
    const html = renderToStaticMarkup(<Scrubber seq={5} lastSeq={30} markers={markers} playing={false} speed={1} onAction={() => undefined} />);
    expect(html).toContain("<title>3 turns</title>");
  });
});
