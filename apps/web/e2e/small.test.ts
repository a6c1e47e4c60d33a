import type { Browser } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { useStack, type Client, finishedBotMatch, SIZES } from "./stack";
import { screenshotPath, type Stack } from "./harness";


/** How many pixels of the picture are within `tolerance` of the colour. */
function pixelsNear(png: Buffer, [r, g, b]: readonly [number, number, number], tolerance = 12): number {
  const image = PNG.sync.read(png);
  let n = 0;
  for (let i = 0; i < image.data.length; i += 4)
    if (Math.abs(image.data[i]! - r) <= tolerance && Math.abs(image.data[i + 1]! - g) <= tolerance && Math.abs(image.data[i + 2]! - b) <= tolerance) n++;
  return n;
}

const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];

describe("smaller things", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("the life chart gives each player the same colour on the page and in the PNG", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=0`);
    // Attached, not "visible": a player who never lost life draws a flat line, a box of no height.
    await page.waitForSelector(".tc-life__line--p1", { state: "attached" });
    const p1 = rgb(await page.locator(".tc-life__line--p1").evaluate((e) => getComputedStyle(e).stroke));
    const p2 = rgb(await page.locator(".tc-life__line--p2").evaluate((e) => getComputedStyle(e).stroke));
    const chart = await fetch(`${stack.apiUrl}/media/chart/${matchId}.png?token=${encodeURIComponent(tokens.spectator)}`);
    expect(chart.status).toBe(200);
    const png = Buffer.from(await chart.arrayBuffer());
    // Each page colour draws a line (and its seat's name) in the picture.
    expect(pixelsNear(png, p1)).toBeGreaterThan(200);
    expect(pixelsNear(png, p2)).toBeGreaterThan(200);
    await page.close();
  });

  it("an unknown match answers 404 with a page that says so", async () => {
    for (const path of ["/match/no-such-match", "/play/no-such-match?token=x", "/embed/no-such-match?token=x"]) {
      const res = await fetch(`${stack.webUrl}${path}`, { redirect: "manual" });
      if (path.startsWith("/match/")) expect(res.status, path).toBe(404);
      else expect([404, 200], path).toContain(res.status);
    }
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: size });
      const res = await page.goto(`${stack.webUrl}/match/no-such-match`);
      expect(res?.status()).toBe(404);
      expect(await page.textContent("h1")).toBe("Not found");
      expect(await page.textContent("[data-testid=not-found]")).toMatch(/no such match/);
      await page.screenshot({ path: screenshotPath(`not-found-${size.width}x${size.height}`) });
      await page.close();
    }
  });
});
