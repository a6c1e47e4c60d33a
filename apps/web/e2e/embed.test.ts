import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, finishedBotMatch } from "./stack";
import { screenshotPath, type Stack } from "./harness";


/** Whether the element's box lies wholly inside the viewport. */
async function inside(page: Page, selector: string): Promise<boolean> {
  const size = page.viewportSize()!;
  const boxes = await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  return boxes.length > 0 && boxes.every((b) => b.width > 0 && b.top >= 0 && b.left >= 0 && b.bottom <= size.height + 0.5 && b.right <= size.width + 0.5);
}

const seqOf = async (page: Page) => Number(await page.getAttribute("[data-testid=embed]", "data-seq"));

describe("the embed player", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("at oEmbed's 640×360 (and on a phone, and a desktop) shows both players, their life and the scrubber", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const oembed = (await (await fetch(`${stack.apiUrl}/oembed?format=json&url=${encodeURIComponent(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`)}`)).json()) as { width: number; height: number };
    for (const size of [{ width: oembed.width, height: oembed.height }, { width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      const page = await browser.newPage({ viewport: size });
      await page.goto(`${stack.webUrl}/embed/${matchId}?token=${tokens.spectator}&seq=40`);
      await page.waitForSelector(".fit-box[data-scale] .tc-board");
      // Both seats of the board, whole, inside the frame; the scrubber and its buttons too.
      expect(await page.locator(".tc-seat").count()).toBe(2);
      expect(await inside(page, ".tc-seat"), `${size.width}×${size.height}`).toBe(true);
      expect(await inside(page, ".tc-scrubber")).toBe(true);
      expect(await inside(page, ".tc-scrubber button[aria-label=play]")).toBe(true);
      // Life totals, readable (not scaled with the board): each at least 12 px high.
      const life = page.locator("[data-testid=scoreboard] [data-counter=life]");
      expect(await life.count()).toBe(2);
      expect(await inside(page, "[data-testid=scoreboard] [data-counter=life]")).toBe(true);
      for (const text of await life.allTextContents()) expect(text).toMatch(/^life \d+$/);
      const heights = await life.evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(12);
      expect(await page.locator("[data-testid=scoreboard]").textContent()).toMatch(/P1 Ada.*P2 Brin/);
      // The page does not scroll: everything is in the frame.
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: screenshotPath(`embed-${size.width}x${size.height}`) });
      await page.close();
    }
  }, 90_000);

  it("a clip link (from / to) opens at `from`, plays, and stops at `to`", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
    await page.goto(`${stack.webUrl}/embed/${matchId}?token=${tokens.spectator}&from=20&to=26`);
    await page.waitForSelector(".tc-board");
    const first = await seqOf(page);
    expect(first).toBeGreaterThanOrEqual(20);
    expect(first).toBeLessThan(26);
    await waitUntil(async () => (await seqOf(page)) === 26, 15_000);
    // It stays at the clip's end, and the play button is back.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await seqOf(page)).toBe(26);
    expect(await page.locator(".tc-scrubber button[aria-label=play]").count()).toBe(1);
    // Home goes to the clip's start; the full page link keeps the clip.
    await page.keyboard.press("Home");
    expect(await seqOf(page)).toBe(20);
    expect(await page.getAttribute(".embed-link", "href")).toContain("from=20&to=26");
    await page.close();
  }, 60_000);
});
