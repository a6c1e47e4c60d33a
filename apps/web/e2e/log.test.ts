import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, eachSizeReplay, finishedBotMatch, SIZES, openReplay } from "./stack";
import { screenshotPath, type Stack } from "./harness";


describe("the event log", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("reads by turn: each turn opens with its player and hero, and its lines follow together", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    await eachSizeReplay(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=0`, async (page, size) => {
      await page.keyboard.press("End");
      await page.waitForSelector(".tc-log__turn");
      // Newest first in the list: turns never go up as the list goes on, and each turn has one heading, on its oldest line.
      const lines = await page.locator(".tc-log__line").evaluateAll((els) => els.map((e) => ({ turn: Number(e.getAttribute("data-turn")), heading: e.querySelector(".tc-log__turn")?.textContent ?? null })));
      expect(lines.length).toBeGreaterThan(10);
      for (let i = 1; i < lines.length; i++) expect(lines[i]!.turn).toBeLessThanOrEqual(lines[i - 1]!.turn);
      const turns = [...new Set(lines.map((l) => l.turn))];
      for (const turn of turns) {
        const of = lines.filter((l) => l.turn === turn);
        // The oldest line of a turn shown whole (the first turn in view may be cut by the log's window).
        if (turn === turns.at(-1)) continue;
        expect(of.filter((l) => l.heading !== null).length, `turn ${turn}`).toBe(1);
        expect(of.at(-1)!.heading).toMatch(new RegExp(`^Turn ${turn} · (Ada \\(Rhinar\\)|Brin \\(Dorinthea\\))$`));
      }
      // Players take turns: consecutive headings name different players.
      const headings = lines.flatMap((l) => (l.heading === null ? [] : [l.heading]));
      for (let i = 1; i < headings.length; i++) expect(headings[i]!.replace(/^Turn \d+ · /, "")).not.toBe(headings[i - 1]!.replace(/^Turn \d+ · /, ""));
      await page.locator(".tc-log").screenshot({ path: screenshotPath(`log-by-turn-${size.width}x${size.height}`) });
    });
  }, 90_000);

  it("draws about a screenful of lines, and older ones as the reader scrolls or moves back to them", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const atTheEnd = async () => {
      const page = await openReplay(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`, SIZES[0]!);
      await page.keyboard.press("End");
      await page.waitForSelector(".tc-log__older", { state: "attached" });
      return page;
    };
    const drawn = (page: Page) => page.locator(".tc-log__line").count();
    const oldest = async (page: Page) => Number(await page.locator(".tc-log__line").last().getAttribute("data-seq"));
    // By keyboard: End on the log goes to its oldest line, and asks for older ones.
    const keys = await atTheEnd();
    const first = await drawn(keys);
    expect(first).toBeLessThanOrEqual(80);
    expect(await oldest(keys)).toBeGreaterThan(0);
    await keys.locator(".tc-log__line[tabindex='0']").focus();
    await keys.keyboard.press("End");
    await keys.waitForFunction((n) => document.querySelectorAll(".tc-log__line").length > n, first);
    await keys.close();
    // Scrolled to its top (the oldest end of a bottom-anchored list), the log draws older lines.
    const scroll = await atTheEnd();
    const before = await drawn(scroll);
    const beforeOldest = await oldest(scroll);
    await scroll.locator(".tc-log").evaluate((el) => (el.scrollTop = -el.scrollHeight));
    await scroll.waitForFunction((n) => document.querySelectorAll(".tc-log__line").length > n, before);
    expect(await oldest(scroll)).toBeLessThan(beforeOldest);
    await scroll.close();
  }, 90_000);

  it("a line's number goes to its moment, and Enter on a line does too", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const page = await openReplay(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`, SIZES[0]!);
    const shown = () => page.getAttribute("[data-testid=match]", "data-seq");
    await page.keyboard.press("End");
    await page.waitForFunction(() => document.querySelectorAll(".tc-log__line").length > 5);
    const fifth = page.locator(".tc-log__line").nth(4);
    const target = await fifth.getAttribute("data-seq");
    expect(target).not.toBe(await shown());
    await fifth.locator(".tc-log__seq").click();
    await page.waitForFunction((seq) => document.querySelector("[data-testid=match]")?.getAttribute("data-seq") === seq, target);
    // The log now ends at that moment; its third line is older still.
    const third = page.locator(".tc-log__line").nth(2);
    const older = await third.getAttribute("data-seq");
    expect(Number(older)).toBeLessThan(Number(target));
    await third.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((seq) => document.querySelector("[data-testid=match]")?.getAttribute("data-seq") === seq, older);
    await page.close();
  }, 90_000);
});
