import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import board from "../../game-ufs/fixtures/board.stream.json";
import { Board } from "./Board";
import { boardFixture, expectOwnLayout, section } from "./test-board";

/**
 * A real UFS game: the table events of a seeded bot game (Kaede against Bram) up to the moment Bram
 * must decide whether to block Kaede's attack.
 */
const fixture = boardFixture(board);

describe("the UFS board (UfsSide) on a real game", () => {
  const view = fixture.asSeat(0);
  const html = renderToStaticMarkup(<Board view={view} game="ufs" bottomSeat={0} />);

  it("is the UFS layout, the viewer's side at the bottom", () => {
    expect(fixture.game).toBe("ufs");
    expectOwnLayout(html, "ufs");
  });

  it("shows each character with its vitality, hand size and symbols", () => {
    for (const p of view.players) {
      expect(p.hero).toBeDefined();
      const character = html.match(new RegExp(`<section class="tc-ufs-character" aria-label="P${p.seat + 1} character">([\\s\\S]*?)</section>`))![1]!;
      expect(character).toContain(p.hero!.name);
      expect(character).toContain(`<span class="tc-ufs-stat__value">${p.counters["vitality"]}</span><span class="tc-ufs-stat__max"> / ${p.counters["max-vitality"]}</span>`);
      expect(character).toContain(`<dt>Hand size</dt><dd>${p.counters["hand-size"]}</dd>`);
      expect(character).toContain(String(p.hero!.attrs!["symbols"]));
    }
    expect(html).toContain("Kaede Arashi");
    expect(html).toContain("Bram Holloway");
  });

  it("shows the card pool with the attack in progress: its zone, speed and damage as they are now", () => {
    const combat = view.combat!;
    expect(combat).not.toBeNull();
    const pool = section(html, `p${combat.attacker}.pool`);
    expect(pool).toContain(`data-object="${combat.attack}"`);
    expect(pool).toContain("tc-ufs-card--attacking");
    const zone = view.objects[combat.attack]!.props["zone"] as string;
    expect(["high", "mid", "low"]).toContain(zone);
    expect(pool).toContain(`data-zone="${zone}"`);
    expect(pool).toContain(`⚡${combat.values["speed"]}`);
    // Between the players: the current attack with its zone, speed and damage.
    const centre = html.slice(html.indexOf("tc-ufs-centre"));
    expect(centre).toContain(`data-attack-zone="${zone}"`);
    expect(centre).toContain(`speed ${combat.values["speed"]}`);
    expect(centre).toContain(`damage ${combat.values["damage"]}`);
    expect(centre).toContain(view.objects[combat.attack]!.face!.name);
  });

  it("shows foundations in the staging area, committed ones marked, and this turn's control check", () => {
    const foundations = (seat: number) => view.zones[`p${seat}.staging`]!.objects.filter((id) => view.objects[id]!.face?.attrs?.["type"] === "foundation");
    for (const seat of [0, 1]) {
      const staging = section(html, `p${seat}.staging`);
      for (const id of foundations(seat)) expect(staging).toContain(`data-object="${id}"`);
      expect(staging).toContain(`${view.players[seat]!.counters["ready-foundations"]} ready`);
    }
    const committed = [0, 1].flatMap((seat) => foundations(seat).filter((id) => view.objects[id]!.props["committed"] === true));
    expect(committed.length).toBeGreaterThan(0);
    for (const id of committed) expect(html).toMatch(new RegExp(`class="[^"]*tc-ufs-card--committed[^"]*" data-object="${id}"`));
    // The attack's play check this turn, revealed to both players.
    expect(html).toContain(`class="tc-ufs-check" data-seat="${view.combat!.attacker}" data-result="pass"`);
    expect(html).toMatch(/control \d+ vs difficulty \d+/);
  });

  it("shows momentum as a count of face-down cards", () => {
    for (const p of view.players) {
      expect(p.counters["momentum"]).toBeGreaterThan(0);
      const momentum = section(html, `p${p.seat}.momentum`);
      expect(momentum).toContain(`<span class="tc-pile__count">${p.counters["momentum"]}</span>`);
      expect(momentum).toContain("tc-card--back");
      expect(momentum).not.toContain("data-ref=");
    }
  });

  it("shows the viewer's own hand, and the opponent's hand and deck with no identities", () => {
    expect(section(html, "p0.hand")).toContain("data-ref=");
    for (const zone of ["p1.hand", "p1.deck", "p0.deck"]) {
      const inner = section(html, zone);
      expect(inner, zone).toContain("tc-card--back");
      expect(inner, zone).not.toContain("data-ref=");
    }
    expect(section(html, "p1.hand").match(/tc-card--back/g)!.length).toBe(view.zones["p1.hand"]!.objects.length);
    // The check has teeth: drawn from the full stream, the same zones would show faces.
    const all = renderToStaticMarkup(<Board view={fixture.omniscient()} game="ufs" bottomSeat={0} />);
    expect(section(all, "p1.hand")).toContain("data-ref=");
  });

  it("offers the viewer's choices on the cards they concern", () => {
    // A card in seat 1's own hand, under the id seat 1's stream gives it.
    const asSeat1 = fixture.asSeat(1);
    const blockWith = asSeat1.zones["p1.hand"]!.objects[0]!;
    const choices = new Map([[blockWith, [{ id: `block:${blockWith}`, label: "Block", kind: "block", object: blockWith }]]]);
    const mine = renderToStaticMarkup(<Board view={asSeat1} game="ufs" bottomSeat={1} choicesByObject={choices} onChoose={() => undefined} />);
    expect(mine).toMatch(new RegExp(`<button type="button" class="[^"]*tc-card--choice[^"]*" data-object="${blockWith}"`));
  });
});
