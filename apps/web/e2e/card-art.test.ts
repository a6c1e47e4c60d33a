import { cardById } from "@tablecast/cards";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, finishedBotMatch, SIZES, openBoard } from "./stack";
import { screenshotPath, type Stack } from "./harness";


/** A picture host on loopback, as an operator's mirror of the card images: any path, one small PNG; it notes what was asked. */
const asked: string[] = [];
const picture = (() => {
  const png = new PNG({ width: 50, height: 70 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 60, 60, 255], i);
  return PNG.sync.write(png);
})();
const host = createServer((req, res) => {
  asked.push(req.url ?? "");
  res.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" }).end(picture);
});
await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
const mirror = `http://127.0.0.1:${(host.address() as AddressInfo).port}/mirror`;
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function zoomHero(page: Page): Promise<void> {
  await page.locator(".tc-seat:not(.tc-seat--top) .tc-fab-hero .tc-card").hover();
  await page.waitForSelector(".tc-zoom .tc-card");
}

async function finishedMatch(client: Client): Promise<{ matchId: string; spectator: string }> {
  const { matchId, tokens } = await finishedBotMatch(client);
  return { matchId, spectator: tokens.spectator };
}

describe("card art with an image base address", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened), { webEnv: { TABLECAST_CARD_IMAGES: mirror } });

  it("a zoomed card shows its printed picture, from the card data's image path under the configured address", async () => {
    const { matchId, spectator } = await finishedMatch(client);
    for (const size of SIZES) {
      const page = await openBoard(browser, `${stack.webUrl}/match/${matchId}?token=${spectator}&seq=5`, size);
      await zoomHero(page);
      const art = page.locator(".tc-zoom [data-testid=card-art]");
      await art.waitFor();
      const ref = (await page.locator(".tc-seat:not(.tc-seat--top) .tc-fab-hero .tc-card").getAttribute("data-ref"))!;
      const image = cardById("fab", ref)?.printings.find((p) => p.image !== null)?.image ?? cardById("fab", ref)?.printings[0]?.image;
      const src = (await art.getAttribute("src"))!;
      // The data's own picture path, on the operator's host.
      expect(src).toBe(`${mirror}/${new URL(image!).pathname.replace(/^\/+/, "")}`);
      await waitUntil(async () => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 50), 5000);
      expect(asked).toContain(new URL(src).pathname);
      await page.screenshot({ path: screenshotPath(`card-art-${size.width}x${size.height}`) });
      await page.close();
    }
  }, 90_000);
});

describe("card art by default", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("no address configured: no pictures asked for, the drawn face is the zoom", async () => {
    const before = asked.length;
    const { matchId, spectator } = await finishedMatch(client);
    expect((await fetch(`${stack.webUrl}/api/cards/fab/art?ids=WTR002`)).status).toBe(404);
    const page = await openBoard(browser, `${stack.webUrl}/match/${matchId}?token=${spectator}&seq=5`);
    await zoomHero(page);
    await new Promise((r) => setTimeout(r, 500));
    expect(await page.locator(".tc-zoom [data-testid=card-art]").count()).toBe(0);
    expect(await page.locator(".tc-zoom .tc-card__name").textContent()).not.toBe("");
    expect(asked.length).toBe(before);
    await page.close();
  }, 60_000);
});
