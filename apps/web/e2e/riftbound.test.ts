import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil as waitFor } from "./stack";
import { screenshotPath, type Stack } from "./harness";


const waitUntil = (check: () => Promise<boolean>, ms = 30_000) => waitFor(check, ms);

const lastSeq = async (page: Page): Promise<number> => Number(await page.getAttribute("[data-testid=match]", "data-last-seq"));

describe("Riftbound board in Chromium", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("a live Riftbound bot match shows legends, points tracks, rune pools and battlefields, and follows the game", async () => {
    const games = await client.games.query();
    expect(games.map((g) => g.id)).toContain("riftbound");
    const seats = [
      { name: "Ember", kind: "bot" as const, bot: "greedy" as const, deck: { sample: "ember" } },
      { name: "Tide", kind: "bot" as const, bot: "greedy" as const, deck: { sample: "tide" } },
    ];
    const { matchId, tokens } = await client.match.create.mutate({ game: "riftbound", seats, botDelayMs: 80 });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await page.waitForSelector(".tc-board--riftbound");
    expect(await page.locator(".tc-generic-seat").count()).toBe(0);
    // Both legends, two points tracks to 8, two battlefields.
    await waitUntil(async () => (await page.locator(".tc-rb-legend [data-ref]").count()) === 2);
    expect(await page.locator(".tc-rb-points").count()).toBe(2);
    expect(await page.locator(".tc-rb-points .tc-rb-points__track").first().locator("li").count()).toBe(8);
    expect(await page.locator(".tc-rb-bf").count()).toBe(2);
    // The game goes on: runes reach the pools, units reach a battlefield, someone scores.
    await waitUntil(async () => (await page.locator(".tc-rb-runes [data-ref]").count()) >= 2, 60_000);
    await waitUntil(async () => (await page.locator(".tc-rb-bf .tc-rb-bf__units [data-ref]").count()) > 0, 90_000);
    await waitUntil(async () => (await page.locator(".tc-rb-pip--scored").count()) > 0, 120_000);
    const held = await page.locator(".tc-rb-bf__control").allTextContents();
    expect(held.join(" ")).toMatch(/held by P[12]|uncontrolled/);
    // A spectator sees no card in a hand or deck.
    expect(await page.locator(".tc-rb-hand [data-ref], .tc-rb-deck [data-ref], .tc-rb-rune-deck [data-ref]").count()).toBe(0);
    expect(await page.locator(".tc-rb-hand .tc-card--back").count()).toBeGreaterThan(0);
    const seq = await lastSeq(page);
    await waitUntil(async () => (await lastSeq(page)) >= seq + 5, 60_000);
    await page.screenshot({ path: screenshotPath("riftbound-board") });
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
