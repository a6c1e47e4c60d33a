import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, eachSizeReplay, finishedBotMatch, openReplay } from "./stack";
import { screenshotPath, type Stack } from "./harness";


/** Opens a pile by its label's button and reads the dialog: faces shown, and cards counted face down. */
async function openPile(page: Page, pile: string): Promise<{ count: number; faces: string[]; hidden: number }> {
  const button = page.locator(`${pile} .tc-pile__open`);
  const count = Number(await button.locator(".tc-pile__count").textContent());
  await button.click();
  const dialog = page.locator("dialog[data-testid=pile-dialog][open]");
  await dialog.waitFor();
  const faces = await dialog.locator(".tc-pile-dialog__cards [data-ref]").evaluateAll((els) => els.map((e) => e.getAttribute("data-ref")!));
  const hidden = Number((await dialog.locator("[data-testid=pile-hidden]").getAttribute("data-count").catch(() => "0")) ?? 0);
  return { count, faces, hidden };
}

async function closePile(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await waitUntil(async () => (await page.locator("dialog[data-testid=pile-dialog]").count()) === 0, 5000);
}

describe("piles open as lists of card faces", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("graveyard, pitch and banished open for everyone; a deck shows its faces to a judge and only backs to a spectator", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    await eachSizeReplay(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=0`, async (page, size) => {
      // The last moment: graveyards are full.
      await page.keyboard.press("End");
      await waitUntil(async () => (await page.locator(".tc-fab-graveyard .tc-pile__open").count()) > 0);
      const grave = await openPile(page, ".tc-seat:not(.tc-seat--top) .tc-fab-graveyard");
      // A public pile: every card, face up, as many as the label counts.
      expect(grave.count).toBeGreaterThan(0);
      expect(grave.faces.length).toBe(grave.count);
      expect(grave.hidden).toBe(0);
      await page.screenshot({ path: screenshotPath(`pile-graveyard-${size.width}x${size.height}`) });
      await closePile(page);
      // The deck to a spectator: counted, every card face down, no face in the page.
      const deck = await openPile(page, ".tc-seat:not(.tc-seat--top) .tc-fab-deck");
      expect(deck.count).toBeGreaterThan(0);
      expect(deck.faces).toEqual([]);
      expect(deck.hidden).toBe(deck.count);
      await closePile(page);
    });
    // The judge sees the deck's faces, in order, and the same count.
    const judge = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await judge.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.judge}`);
    await judge.waitForSelector(".tc-fab-deck .tc-pile__open");
    const deck = await openPile(judge, ".tc-seat:not(.tc-seat--top) .tc-fab-deck");
    expect(deck.faces.length).toBe(deck.count);
    expect(deck.hidden).toBe(0);
    await judge.screenshot({ path: screenshotPath("pile-deck-judge") });
    await judge.close();
  }, 180_000);

  it("a player sees the faces of their own pitch zone; the opponent's hand stays face down", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const page = await openReplay(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.seats[0]}&seq=0`);
    // Step to the first moment with two or more cards in the opponent's hand.
    const last = Number(await page.getAttribute("[data-testid=match]", "data-last-seq"));
    for (let i = 0; i < last && (await page.locator(".tc-seat--top .tc-hand .tc-card").count()) < 2; i++) await page.keyboard.press("ArrowRight");
    const theirs = await openPile(page, ".tc-seat--top .tc-hand");
    expect(theirs.faces).toEqual([]);
    expect(theirs.hidden).toBe(theirs.count);
    await closePile(page);
    const mine = await openPile(page, ".tc-seat:not(.tc-seat--top) .tc-hand");
    expect(mine.faces.length).toBe(mine.count);
    await page.close();
  }, 90_000);
});
