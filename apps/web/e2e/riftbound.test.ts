import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lastSeq, sampleDeckBots, useStack, watchMatch, type Client, waitUntil as waitFor } from "./stack";
import { screenshotPath, type Stack } from "./harness";


const waitUntil = (check: () => Promise<boolean>, ms = 30_000) => waitFor(check, ms);

describe("Riftbound board in Chromium", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("a live Riftbound bot match shows legends, points tracks, rune pools and battlefields, and follows the game", async () => {
    const games = await client.games.query();
    expect(games.map((g) => g.id)).toContain("riftbound");
    const { matchId, tokens } = await client.match.create.mutate({ game: "riftbound", seats: sampleDeckBots("Ember", "Tide"), botDelayMs: 80 });
    const { page, errors } = await watchMatch(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`, ".tc-board--riftbound", { consoleErrors: true });
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
