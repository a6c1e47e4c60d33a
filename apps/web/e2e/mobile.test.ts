import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, waitUntil, openReplay } from "./stack";
import { addSimulatedMatch, screenshotPath, type Stack } from "./harness";

const PHONE = { width: 390, height: 844 } as const;

/**
 * What goes wrong on a narrow screen, measured: the page scrolling sideways, a pile past the
 * screen's edge, two pile labels on top of each other, the combat text over a card.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 0.5) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const piles = [...document.querySelectorAll<HTMLElement>(".tc-board .tc-pile")];
    for (const pile of piles) {
      const r = pile.getBoundingClientRect();
      if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5)) problems.push(`pile ${pile.getAttribute("aria-label")} runs off the screen (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    const labels = [...document.querySelectorAll<HTMLElement>(".tc-board .tc-pile__label")].map((l) => ({ text: l.textContent ?? "", r: l.getBoundingClientRect(), inner: (l.querySelector(".tc-pile__label-text") ?? l).getBoundingClientRect() }));
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) if (overlap(labels[i]!.inner, labels[j]!.r) || overlap(labels[i]!.r, labels[j]!.inner)) problems.push(`"${labels[i]!.text}" runs into "${labels[j]!.text}"`);
    const cards = [...document.querySelectorAll<HTMLElement>(".tc-board .tc-card")].map((c) => c.getBoundingClientRect());
    for (const combat of document.querySelectorAll<HTMLElement>(".tc-combat")) {
      const r = combat.getBoundingClientRect();
      if (r.width > 0 && combat.textContent !== "" && cards.some((c) => overlap(r, c))) problems.push("the combat text covers a card");
    }
    return problems;
  });
}

describe("on a phone (390×844)", () => {
  let stack: Stack, browser: Browser;
  useStack((opened) => ({ stack, browser } = opened));

  it("the match page of each game: nothing off the edge, no label into another, the combat text clear of the cards", async () => {
    for (const game of ["fab", "riftbound", "ufs"] as const) {
      const matchId = await addSimulatedMatch(stack, { game, seed: `phone-${game}`, bot: "greedy" });
      // The match's plain link: the page gets a spectator's token itself (see seat.test.ts).
      const page = await openReplay(browser, `${stack.webUrl}/match/${matchId}?seq=0`, PHONE);
      const last = Number(await page.getAttribute("[data-testid=match]", "data-last-seq"));
      // Early, mid-game (a chain under way, piles growing) and the end.
      for (const at of [Math.min(20, last), Math.floor(last / 2), last]) {
        await page.goto(`${stack.webUrl}/match/${matchId}?seq=${at}`);
        await page.waitForSelector(".tc-board");
        await waitUntil(async () => Number(await page.getAttribute("[data-testid=match]", "data-seq")) === at);
        expect(await layoutProblems(page), `${game} at ${at}`).toEqual([]);
      }
      await page.screenshot({ path: screenshotPath(`phone-match-${game}-390x844`), fullPage: true });
      await page.close();
    }
  }, 150_000);

  it("the rules pages: contents, a rule, the glossary and search fit the screen", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const path of ["/rules", "/rules/fab/cr", "/rules/fab/cr/7.3.2", "/rules/fab/cr/glossary", "/rules/riftbound"]) {
      const res = await page.goto(`${stack.webUrl}${path}`);
      expect(res?.status(), path).toBe(200);
      expect(await page.locator("h1").count(), path).toBeGreaterThan(0);
      expect(await layoutProblems(page), path).toEqual([]);
      await page.screenshot({ path: screenshotPath(`phone-rules${path.replace(/\//g, "-")}-390x844`) });
    }
    await page.close();
  }, 60_000);
});
