import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, finishedBotMatch, SIZES } from "./stack";
import { screenshotPath, type Stack } from "./harness";


const num = async (page: Page, name: string) => Number(await page.getAttribute("[data-testid=match]", name));

describe("replays do not spoil the result", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("a finished match opened from the lobby starts at the first moment with the result hidden until the end is reached; 'show result' reveals it", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await page.goto(stack.webUrl);
      const row = page.locator(`[data-testid=replays] tr[data-match="${matchId}"]`);
      await row.waitFor();
      // The lobby row names the players, not the winner.
      await waitUntil(async () => (await row.locator("[data-testid=result-hidden]").count()) === 1, 5000);
      expect(await row.textContent()).not.toMatch(/ won|draw/);
      await row.locator("a", { hasText: "Replay" }).click();
      await page.waitForURL(/\/match\//);
      await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection").catch(() => null)) === "replay");
      await page.waitForSelector(".tc-board");
      expect(await num(page, "data-seq")).toBe(0);
      expect(await page.getAttribute("[data-testid=match]", "data-result")).toBe("hidden");
      expect(await page.textContent(".match__status")).not.toMatch(/ won|Draw/);
      // The chart draws nothing after the moment shown: each line is flat from its last change so far.
      const ends = await page.locator(".tc-life__line").evaluateAll((paths) => paths.map((p) => (p.getAttribute("d") ?? "").split(/[HV]/).length));
      expect(Math.max(...ends)).toBeLessThanOrEqual(3);
      await page.screenshot({ path: screenshotPath(`replay-spoiler-free-${size.width}x${size.height}`) });
      // Stepping forward keeps it hidden; reaching the end shows it, and it stays known.
      await page.keyboard.press("Shift+ArrowRight");
      expect(await page.getAttribute("[data-testid=match]", "data-result")).toBe("hidden");
      await page.keyboard.press("End");
      expect(await num(page, "data-seq")).toBe(await num(page, "data-last-seq"));
      await waitUntil(async () => /won|Draw/.test((await page.textContent(".match__status")) ?? ""), 5000);
      await page.keyboard.press("Home");
      expect(await page.getAttribute("[data-testid=match]", "data-result")).toBe("shown");
      // The setting: on, a finished match opens at its end and the lobby shows results.
      await page.check("[data-testid=show-result]");
      await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
      await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection").catch(() => null)) === "replay");
      await waitUntil(async () => (await num(page, "data-seq")) === (await num(page, "data-last-seq")), 5000);
      expect(await page.isChecked("[data-testid=show-result]")).toBe(true);
      await page.goto(stack.webUrl);
      await waitUntil(async () => /won|draw/.test((await row.locator("[data-testid=result]").textContent().catch(() => "")) ?? ""), 5000);
      await page.uncheck("[data-testid=show-result]");
      await waitUntil(async () => (await row.locator("[data-testid=result-hidden]").count()) === 1, 5000);
      await context.close();
    }
  }, 120_000);
});
