import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import board from "../../game-riftbound/fixtures/board.stream.json";
import { Board } from "./Board";
import { boardFixture, expectOwnLayout, section } from "./test-board";

/** A real Riftbound game: the table events of a seeded bot game (Ember against Tide) up to a combat at a battlefield. */
const fixture = boardFixture(board);
const { asSeat } = fixture;

describe("the Riftbound board (RiftboundSide) on a real game", () => {
  const view = asSeat(0);
  const html = renderToStaticMarkup(<Board view={view} game="riftbound" bottomSeat={0} />);

  it("is the Riftbound layout, the viewer's side at the bottom", () => {
    expect(fixture.game).toBe("riftbound");
    expectOwnLayout(html, "riftbound");
  });

  it("shows each legend and a points track to the Victory Score", () => {
    for (const p of view.players) {
      expect(html).toContain(p.hero!.name.replace("Test — ", ""));
      const points = p.counters["points"]!;
      const target = p.counters["victory-score"]!;
      expect(target).toBe(8);
      const track = html.match(new RegExp(`aria-label="P${p.seat + 1} points"[^>]*data-points="${points}"[^>]*>([\\s\\S]*?)</ol>`));
      expect(track, `P${p.seat + 1} points`).not.toBeNull();
      expect(track![1]!.match(/tc-rb-pip--scored/g)?.length ?? 0).toBe(points);
      expect(track![1]!.match(/class="tc-rb-pip/g)!.length).toBe(target);
    }
  });

  it("shows each battlefield with its controller and the units there on their controller's side", () => {
    for (const zone of ["bf0", "bf1"]) {
      const z = view.zones[zone]!;
      const [bf, ...units] = z.objects.map((id) => view.objects[id]!);
      const part = html.match(new RegExp(`<section class="tc-rb-bf[^"]*" data-zone="${zone}"[^>]*>([\\s\\S]*?)</section>`))![1]!;
      expect(part).toContain(bf!.face!.name.replace("Test — ", ""));
      const controller = bf!.props["controller"];
      expect(part).toContain(typeof controller === "number" ? `held by P${controller + 1}` : "uncontrolled");
      for (const seat of [0, 1]) {
        const side = part.match(new RegExp(`data-controller="${seat}" aria-label="P${seat + 1} units here">([\\s\\S]*?)</div><div class="tc-rb-bf`))?.[1] ?? part.match(new RegExp(`data-controller="${seat}" aria-label="P${seat + 1} units here">([\\s\\S]*)`))![1]!;
        for (const u of units.filter((x) => x.props["controller"] === seat)) expect(side, `${zone} P${seat + 1}`).toContain(`data-object="${u.id}"`);
      }
    }
    // The combat of the fixture: its battlefield is marked, with each side's summed Might.
    const combat = view.combat!;
    expect(html).toContain(`tc-rb-bf--combat" data-zone="${combat.attack}"`);
    expect(html).toContain(`Might ${combat.values["attacker"]} against ${combat.values["defender"]}`);
  });

  it("shows bases, rune pools with ready runes, and stacked decks with counts", () => {
    for (const seat of [0, 1]) {
      const base = section(html, `p${seat}.base`);
      for (const id of view.zones[`p${seat}.base`]!.objects) expect(base).toContain(`data-object="${id}"`);
      const runes = view.zones[`p${seat}.rune-pool`]!.objects;
      const ready = runes.filter((id) => view.objects[id]!.props["exhausted"] !== true).length;
      expect(section(html, `p${seat}.rune-pool`)).toContain(`${ready} ready</span> / ${runes.length}`);
      expect(section(html, `p${seat}.deck`)).toContain(`<span class="tc-pile__count">${view.zones[`p${seat}.deck`]!.objects.length}</span>`);
    }
  });

  it("never shows the opponent's hand or either deck, which the full stream would", () => {
    const hidden = ["p1.hand", "p0.deck", "p1.deck", "p0.rune-deck", "p1.rune-deck"];
    for (const zone of hidden) expect(section(html, zone), zone).not.toMatch(/data-ref=/);
    expect(section(html, "p0.hand")).toMatch(/data-ref=/);
    const all = renderToStaticMarkup(<Board view={fixture.omniscient()} game="riftbound" bottomSeat={0} />);
    expect(section(all, "p1.hand")).toMatch(/data-ref=/);
    // From the other seat's side the board turns round.
    const other = renderToStaticMarkup(<Board view={asSeat(1)} game="riftbound" bottomSeat={1} />);
    expect(other.indexOf('data-seat="0"')).toBeLessThan(other.indexOf('data-seat="1"'));
    expect(section(other, "p0.hand")).not.toMatch(/data-ref=/);
  });
});
