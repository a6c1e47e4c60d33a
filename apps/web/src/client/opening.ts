/**
 * The moment a match page opens at: a clip's start, the link's `?seq=`, the first moment of a
 * match that had ended (no spoiler), else null (the newest). The server draws the board there
 * before the page's scripts run; the viewer starts there, so both must agree.
 */
export function openingSeq(opens: { readonly clipFrom: number | null; readonly seq: number | null; readonly finished: boolean }): number | null {
  return opens.clipFrom ?? opens.seq ?? (opens.finished ? 0 : null);
}
