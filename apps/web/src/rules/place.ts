/** Where a hover card goes: under its anchor when it fits, else above; always inside the viewport. Pure. */

export interface Placement {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  /** Drawn above the anchor: `top` is then the card's bottom edge. */
  readonly above: boolean;
  /** Set when the card fits on neither side: it is cut to the larger one. */
  readonly maxHeight: number | null;
}

const MARGIN = 8;
const GAP = 6;

export function placeCard(anchor: { left: number; top: number; bottom: number }, viewport: { width: number; height: number }, card: { width: number; height: number }): Placement {
  const width = Math.min(card.width, viewport.width - 2 * MARGIN);
  const left = Math.max(MARGIN, Math.min(anchor.left, viewport.width - width - MARGIN));
  const below = viewport.height - anchor.bottom - GAP - MARGIN;
  const aboveRoom = anchor.top - GAP - MARGIN;
  const above = card.height > below && (card.height <= aboveRoom || aboveRoom > below);
  const room = above ? aboveRoom : below;
  return { left, top: above ? anchor.top - GAP : anchor.bottom + GAP, width, above, maxHeight: card.height > room ? Math.max(0, room) : null };
}
