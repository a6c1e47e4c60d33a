import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, eachSizeReplay, finishedBotMatch } from "./stack";
import { screenshotPath, type Stack } from "./harness";


/** Where keyboard focus is: a short description of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (el === null) return { text: "", inLog: false, inScrubber: false, card: false, tag: "" };
    return { text: (el.textContent ?? "").trim().slice(0, 60), inLog: el.closest(".tc-log") !== null, inScrubber: el.closest(".tc-scrubber") !== null, card: el.classList.contains("tc-card"), tag: el.tagName };
  });

/** Form fields without an accessible name. */
const unlabelled = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea")]
      .filter((el) => (el.labels?.length ?? 0) === 0 && !el.hasAttribute("aria-label") && !el.hasAttribute("aria-labelledby"))
      .map((el) => el.outerHTML.slice(0, 80)),
  );

describe("keyboard and screen readers", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("match page: skip links, cards in the tab order, the log one tab stop with arrow keys, the scrubber soon reached", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    await eachSizeReplay(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=120`, async (page, size) => {
      await page.waitForSelector(".tc-log__line");
      expect(await page.locator("h1").count()).toBe(1);
      // The first Tab lands on a skip link.
      await page.keyboard.press("Tab");
      expect((await focused(page)).text).toBe("Skip to content");
      // Walking the page with Tab: cards take focus, the log is one stop, the scrubber comes soon.
      let presses = 1;
      let cards = 0;
      let logStops = 0;
      let skip = -1;
      for (; presses < 150; presses++) {
        const f = await focused(page);
        if (f.inScrubber) break;
        if (f.card) cards++;
        if (f.inLog) logStops++;
        if (f.text === "Skip to the replay controls" && skip < 0) skip = presses;
        await page.keyboard.press("Tab");
      }
      expect(skip).toBeGreaterThan(0);
      expect(skip).toBeLessThanOrEqual(6);
      expect(cards).toBeGreaterThan(2);
      expect(logStops).toBeLessThanOrEqual(2);
      expect(presses, "Tab presses to reach the scrubber").toBeLessThan(100);
      // The skip link: back to the top, Tab to it, Enter, and the next Tab is in the replay controls.
      await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=120`);
      await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection")) === "replay");
      for (let i = 0; i < 6 && (await focused(page)).text !== "Skip to the replay controls"; i++) await page.keyboard.press("Tab");
      expect((await focused(page)).text).toBe("Skip to the replay controls");
      await page.screenshot({ path: screenshotPath(`a11y-skip-link-${size.width}x${size.height}`) });
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      expect((await focused(page)).inScrubber).toBe(true);
      // Roving focus in the log: arrows move between lines, Enter goes to the line's moment.
      await page.locator(".tc-log__line[tabindex='0']").focus();
      const first = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.seq);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      const line = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.seq);
      expect((await focused(page)).inLog).toBe(true);
      expect(Number(line)).toBeLessThanOrEqual(Number(first));
      expect(await page.locator(".tc-log__line[tabindex='0']").count()).toBe(1);
      await page.keyboard.press("Enter");
      await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-seq")) === line, 3000);
      expect(await unlabelled(page)).toEqual([]);
    });
  }, 120_000);

  it("every page has one <h1>, and every form field a label", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    for (const path of ["/", `/match/${matchId}?token=${tokens.spectator}`, `/embed/${matchId}?token=${tokens.spectator}`, "/rules", "/match/no-such-match"]) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.waitForLoadState("networkidle").catch(() => undefined);
      expect(await page.locator("h1").count(), path).toBe(1);
      expect(await unlabelled(page), path).toEqual([]);
    }
    await page.close();
  }, 60_000);
});
