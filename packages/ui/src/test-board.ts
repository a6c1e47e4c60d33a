import { foldStream, OMNISCIENT, redactStream, seatAudience, type StreamEntry, type ViewState } from "@tablecast/engine";
import { expect } from "vitest";

/**
 * For tests: a real game's board fixture, the table events of a seeded bot game that the game's
 * package writes as data (its scripts/write-board-fixture.ts; a test there keeps it current), so
 * this package depends on no game. The table as one seat sees it, or as the whole stream has it.
 */
export function boardFixture(data: unknown) {
  const fixture = data as { game: string; entries: StreamEntry[] };
  return {
    game: fixture.game,
    asSeat: (seat: number): ViewState => foldStream(redactStream(fixture.entries, seatAudience(seat))),
    omniscient: (): ViewState => foldStream(redactStream(fixture.entries, OMNISCIENT)),
  };
}

/** The inner HTML of the section for one zone (sections never nest, though cards inside them may hold nested markup). */
export function section(html: string, zone: string): string {
  const m = html.match(new RegExp(`<section[^>]*data-zone="${zone.replace(".", "\\.")}"[^>]*>([\\s\\S]*?)</section>`));
  expect(m, `no section for ${zone}`).not.toBeNull();
  return m![1]!;
}

/** A board drawn for seat 0 in `game`'s own layout, not the generic one, the viewer's side at the bottom. */
export function expectOwnLayout(html: string, game: string): void {
  expect(html).toContain(`tc-board--${game}`);
  expect(html).not.toContain("tc-generic-seat");
  expect(html.indexOf('data-seat="1"')).toBeLessThan(html.indexOf('data-seat="0"'));
}
