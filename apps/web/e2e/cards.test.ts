import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil } from "./stack";
import { addSimulatedMatch, screenshotPath, type Stack } from "./harness";

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Every card name on the board, measured: whether its text fits its box (no overflow across or
 * below the card) and whether any word is broken across two lines.
 */
async function nameReport(page: Page): Promise<{ count: number; cut: string[] }> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const names = [...document.querySelectorAll<HTMLElement>(".tc-board .tc-card__name")];
    for (const el of names) {
      const text = el.textContent ?? "";
      const card = el.closest<HTMLElement>(".tc-card")!;
      if (el.scrollWidth > el.clientWidth + 0.5) cut.push(`${text}: ${el.scrollWidth} > ${el.clientWidth} wide`);
      // The card may be turned sideways (exhausted, committed): compare in the card's own box.
      if (el.offsetTop + el.offsetHeight > card.clientHeight + 0.5) cut.push(`${text}: below its card`);
      const node = el.firstChild;
      if (node === null || node.nodeType !== Node.TEXT_NODE) continue;
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) cut.push(`${text}: "${m[0]}" broken across lines`);
      }
    }
    return { count: names.length, cut };
  });
}

async function openAt(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection")) === "replay");
  await page.waitForSelector(".tc-board .tc-card__name");
}

describe("card faces in Chromium", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  const matches: Record<string, { url: string; board: string }> = {};

  async function fabMatch(): Promise<{ url: string; board: string }> {
    if (matches["fab"] !== undefined) return matches["fab"];
    const seats = [
      { name: "Ada", kind: "bot" as const, bot: "greedy" as const },
      { name: "Brin", kind: "bot" as const, bot: "greedy" as const },
    ];
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats, botDelayMs: 0 });
    for (let i = 0; i < 400; i++) {
      const { result } = await client.match.state.query({ matchId, token: tokens.judge });
      if (result !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // The judge sees both hands: every kind of card face is on the board.
    matches["fab"] = { url: `${stack.webUrl}/match/${matchId}?token=${tokens.judge}&seq=30`, board: ".tc-board--fab" };
    return matches["fab"];
  }

  async function simulated(game: "riftbound" | "ufs"): Promise<{ url: string; board: string }> {
    if (matches[game] !== undefined) return matches[game];
    const decks = game === "ufs" ? { p1: "kaede", p2: "bram" } : { p1: "ember", p2: "tide" };
    const matchId = await addSimulatedMatch(stack, { game, seed: `${game}-cards-1`, bot: "greedy", ...decks });
    const { token } = await client.match.spectate.mutate({ matchId });
    matches[game] = { url: `${stack.webUrl}/match/${matchId}?token=${token}&seq=60`, board: `.tc-board--${game}` };
    return matches[game];
  }

  for (const game of ["fab", "riftbound", "ufs"] as const)
    it(`${game}: no card name on the board is cut, at 1440×900 and 390×844`, async () => {
      const { url, board } = game === "fab" ? await fabMatch() : await simulated(game);
      for (const size of SIZES) {
        const page = await browser.newPage({ viewport: size });
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        await openAt(page, url);
        await page.waitForSelector(board);
        // Card texts arrive after the board (FaB); let them settle before measuring.
        await new Promise((r) => setTimeout(r, 300));
        const report = await nameReport(page);
        expect(report.count, `${game} ${size.width}: names on the board`).toBeGreaterThan(game === "fab" ? 8 : 3);
        expect(report.cut, `${game} ${size.width}`).toEqual([]);
        // No raw markup anywhere on the page.
        expect(await page.textContent(".tc-board")).not.toMatch(/\{[rpdh]\}|\*\*|:rb_/);
        await page.screenshot({ path: screenshotPath(`cards-${game}-${size.width}x${size.height}`) });
        expect(errors).toEqual([]);
        await page.close();
      }
    }, 180_000);

  it("a card takes keyboard focus and shows its large face with the full text, icons instead of markup", async () => {
    // Early in the game, when both hands are full (at a later moment a hand may be empty).
    const url = (await fabMatch()).url.replace(/seq=\d+/, "seq=2");
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: size });
      await openAt(page, url);
      // A card in a hand with text: its text comes from the card data.
      const card = page.locator(".tc-hand .tc-card[data-ref]").first();
      await card.focus();
      const zoom = page.locator("[data-testid=card-zoom]");
      await zoom.waitFor();
      const name = await card.locator(".tc-card__name").textContent();
      expect(await zoom.locator(".tc-card__name").textContent()).toBe(name);
      await waitUntil(async () => (await zoom.locator(".tc-card__text").count()) === 1, 5000);
      const text = (await zoom.locator(".tc-card__text").textContent()) ?? "";
      expect(text.length).toBeGreaterThan(5);
      expect(text).not.toMatch(/\{[rpdh]\}|\*\*/);
      // The zoom stays in the window and the card names it for assistive technology.
      const box = (await zoom.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await card.getAttribute("aria-label")).toContain(name!);
      expect(await card.getAttribute("tabindex")).toBe("0");
      await page.screenshot({ path: screenshotPath(`cards-zoom-${size.width}x${size.height}`) });
      // Escape closes it; hovering a card opens it too.
      await page.keyboard.press("Escape");
      await waitUntil(async () => (await zoom.count()) === 0, 3000);
      await page.locator(".tc-fab-hero .tc-card[data-ref]").first().hover();
      await zoom.waitFor();
      expect(await zoom.locator(".tc-card__stat--life").count()).toBe(1);
      await page.close();
    }
  }, 120_000);
});
