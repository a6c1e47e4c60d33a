import { describe, expect, it } from "vitest";
import { placeCard } from "./place";

describe("hover card placement", () => {
  const viewport = { width: 1280, height: 800 };
  const card = { width: 360, height: 200 };
  it("goes under its anchor when it fits", () => {
    expect(placeCard({ left: 100, top: 100, bottom: 120 }, viewport, card)).toEqual({ left: 100, top: 126, width: 360, above: false, maxHeight: null });
  });
  it("goes above an anchor near the bottom of the screen", () => {
    expect(placeCard({ left: 100, top: 700, bottom: 720 }, viewport, card)).toMatchObject({ top: 694, above: true, maxHeight: null });
  });
  it("is cut to the larger side when it fits on neither", () => {
    expect(placeCard({ left: 100, top: 300, bottom: 320 }, viewport, { width: 360, height: 900 })).toMatchObject({ above: false, maxHeight: 800 - 320 - 14 });
    expect(placeCard({ left: 100, top: 600, bottom: 620 }, viewport, { width: 360, height: 900 })).toMatchObject({ above: true, maxHeight: 600 - 14 });
  });
  it("stays inside the viewport: a link at the right edge, a phone screen", () => {
    expect(placeCard({ left: 1250, top: 100, bottom: 120 }, viewport, card).left).toBe(1280 - 360 - 8);
    expect(placeCard({ left: 200, top: 100, bottom: 120 }, { width: 320, height: 640 }, card)).toMatchObject({ left: 8, width: 304 });
  });
});
