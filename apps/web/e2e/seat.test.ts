import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, SIZES, openReplay } from "./stack";
import { addSimulatedMatch, screenshotPath, type Stack } from "./harness";

/**
 * A legal Blitz deck (Rhinar, Romping Club) of attack actions that each cost 2 or 3 and ask for no
 * other cost: whatever the shuffle, the opening hand's first card can be played and must be paid by
 * pitching.
 */
const COSTLY_DECK = [
  "WTR002",
  "WTR003",
  ...["WTR011", "WTR012", "WTR013", "WTR023", "WTR024", "WTR025", "WTR026", "WTR027", "WTR028", "WTR164", "WTR165", "WTR166", "WTR176", "WTR177", "WTR178", "WTR188", "WTR189", "WTR190", "WTR200", "WTR201"].flatMap((id) => [id, id]),
];

/** Pays and answers whatever follows (ordering triggers), until the seat has priority with a pass on offer. */
async function untilPriority(page: Page): Promise<void> {
  await waitUntil(async () => {
    if ((await page.locator("[data-testid=choices] button[data-decision=pass]").count()) === 1) return true;
    const next = page.locator(".tc-seat:not(.tc-seat--top) button.tc-card--choice, [data-testid=choices] button[data-decision]").first();
    if ((await next.count()) === 0) return false;
    const at = await seqOf(page);
    await next.click();
    await waitUntil(async () => (await seqOf(page)) > at);
    return false;
  }, 20_000);
}

const seqOf = async (page: Page) => Number(await page.getAttribute("[data-testid=match]", "data-seq"));
const pitchOf = (label: string | null) => Number(/pitch (\d)/.exec(label ?? "")?.[1] ?? 0);

describe("playing from a seat", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  /**
   * A match between two people: the page is P1's seat, the test answers for P2 through the API.
   * Whoever the game picks to choose, P1 goes first.
   */
  async function seatPage(size = { width: 1440, height: 900 }): Promise<{ page: Page; matchId: string; p2: string }> {
    const { matchId, tokens } = await client.match.create.mutate({
      game: "fab",
      seats: [
        { name: "Ada", kind: "human", deck: COSTLY_DECK },
        { name: "Brin", kind: "human" },
      ],
      botDelayMs: 0,
    });
    const p2 = tokens.seats[1]!;
    const page = await browser.newPage({ viewport: size });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.seats[0]}`);
    const theirs = await client.match.state.query({ matchId, token: p2 });
    if (theirs.decisions.some((d) => d.id === "first:opponent")) await client.match.submit.mutate({ matchId, token: p2, seq: theirs.nextSeq, decision: "first:opponent" });
    else await page.click("[data-testid=choices] button[data-decision='first:me']");
    await page.waitForSelector(".tc-seat:not(.tc-seat--top) .tc-hand button.tc-card--choice");
    return { page, matchId, p2 };
  }

  /** P2 answers its next decision: a pass, or the first choice (declaring no defenders comes last). */
  async function p2Acts(matchId: string, p2: string, prefer: (id: string) => boolean): Promise<string | null> {
    const s = await client.match.state.query({ matchId, token: p2 });
    const d = s.decisions.find((x) => prefer(x.id)) ?? s.decisions.at(-1);
    if (d === undefined) return null;
    await client.match.submit.mutate({ matchId, token: p2, seq: s.nextSeq, decision: d.id });
    return d.id;
  }

  it("paying shows the cost still owed, the pool and the pitch in hand; an illegal click says why with the rule", async () => {
    for (const size of SIZES) {
      const { page } = await seatPage(size);
      const hand = page.locator(".tc-seat:not(.tc-seat--top) .tc-hand .tc-card");
      const card = page.locator(".tc-seat:not(.tc-seat--top) .tc-hand button.tc-card--choice").first();
      const cost = Number(await card.locator(".tc-card__cost").textContent());
      const played = await card.getAttribute("data-object");
      let rest = 0;
      for (const other of await hand.all()) if ((await other.getAttribute("data-object")) !== played) rest += pitchOf(await other.locator(".tc-card__pitch").getAttribute("aria-label"));
      expect(cost).toBeGreaterThanOrEqual(2);
      await card.click();
      const payment = page.locator("[data-testid=payment]");
      await payment.waitFor();
      expect(await payment.getAttribute("data-owed")).toBe(String(cost));
      expect(await payment.getAttribute("data-pool")).toBe("0");
      expect(await payment.getAttribute("data-in-hand")).toBe(String(rest));
      expect(await payment.textContent()).toMatch(new RegExp(`Cost ${cost} · still owed ${cost} · in your pool 0 · pitch in hand ${rest}`));
      await page.screenshot({ path: screenshotPath(`seat-paying-${size.width}x${size.height}`) });
      // Clicking the opponent's hero while paying: refused, and told why.
      await page.locator(".tc-seat--top .tc-fab-hero .tc-card").click();
      const refusal = page.locator("[data-testid=refusal]");
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/opponent's/);
      expect(await refusal.locator("a").getAttribute("href")).toMatch(/\/rules\/fab\/.*5\.1\.1a/);
      // Pitch until paid (the cards offered to pitch are the choices); the owed amount goes down.
      while ((await page.locator("[data-testid=payment]").count()) > 0) {
        const before = Number(await payment.getAttribute("data-owed"));
        const pitch = page.locator(".tc-seat:not(.tc-seat--top) .tc-hand button.tc-card--choice").first();
        const value = pitchOf(await pitch.locator(".tc-card__pitch").getAttribute("aria-label"));
        const at = await seqOf(page);
        await pitch.click();
        await waitUntil(async () => (await seqOf(page)) > at);
        if ((await payment.count()) > 0) expect(Number(await payment.getAttribute("data-owed"))).toBe(before - value);
      }
      // With the attack on the stack and priority held, an action card from hand is refused: the stack is not empty.
      await untilPriority(page);
      const inHand = page.locator(".tc-seat:not(.tc-seat--top) .tc-hand .tc-card");
      if ((await inHand.count()) > 0) {
        await inHand.first().click();
        await waitUntil(async () => /stack is empty/.test((await refusal.textContent().catch(() => "")) ?? ""), 5000);
        expect(await refusal.locator("a").getAttribute("href")).toMatch(/8\.1\.1a/);
        await page.screenshot({ path: screenshotPath(`seat-refusal-${size.width}x${size.height}`) });
      }
      await page.close();
    }
  }, 120_000);

  it("pass settings: hold priority waits for a click; 'pass until something happens' passes my own attack along and stops when the opponent acts", async () => {
    const ctx = await seatPage();
    const { page } = ctx;
    expect(await page.inputValue("[data-testid=pass-mode]")).toBe("hold");
    await page.locator(".tc-seat:not(.tc-seat--top) .tc-hand button.tc-card--choice").first().click();
    await untilPriority(page);
    // Holding: nothing moves while the pass button waits.
    const held = await seqOf(page);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await seqOf(page)).toBe(held);
    // Passing until something happens: the page passes my own attack along by itself…
    await page.selectOption("[data-testid=pass-mode]", "until-something");
    await waitUntil(async () => (await seqOf(page)) > held, 10_000).catch(async (e: unknown) => {
      throw new Error(`${String(e)}: the page stayed at ${held} with "${await page.textContent("[data-testid=prompt]")}"`);
    });
    // …P2 passes too, then declares a defender (something happens)…
    const { matchId, p2 } = ctx;
    let acted: string | null = null;
    await waitUntil(async () => {
      const s = await client.match.state.query({ matchId, token: p2 });
      if (s.decisions.length === 0) return false;
      acted = await p2Acts(matchId, p2, (id) => id === "pass" || id.startsWith("defend:o"));
      return acted !== null && acted !== "pass";
    }, 20_000);
    expect(acted).toMatch(/^defend:/);
    await waitUntil(async () => (await p2Acts(matchId, p2, (id) => id === "done")) === "done", 10_000);
    // …and the page stops there with my choices waiting, passing nothing for a while.
    await waitUntil(async () => (await page.locator("[data-testid=choices] button[data-decision=pass]").count()) === 1, 15_000);
    const stopped = await seqOf(page);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await seqOf(page)).toBe(stopped);
    // The setting is remembered.
    await page.reload();
    await page.waitForSelector("[data-testid=pass-mode]");
    await waitUntil(async () => (await page.inputValue("[data-testid=pass-mode]")) === "until-something", 5000);
    await page.close();
  }, 90_000);

  it("cards in a pile that are the seat's choices spread so each can be picked (the pitch zone's ordering step)", async () => {
    const matchId = await addSimulatedMatch(stack, { game: "fab", seed: "spread-1", bot: "greedy" });
    // The match's plain link (a listed match): the page gets a spectator's token itself. (No API call
    // right after the simulation: its blocking run leaves the client's idle socket stale.)
    const page = await openReplay(browser, `${stack.webUrl}/match/${matchId}?seq=0`);
    const last = Number(await page.getAttribute("[data-testid=match]", "data-last-seq"));
    // Step to the first moment with two or more cards in a pitch zone (the replay is the same on every run).
    for (let i = 0; i < last && (await page.locator(".tc-fab-pitch .tc-card").count()) < 2; i++) await page.keyboard.press("ArrowRight");
    const pitched = page.locator(".tc-fab-pitch").filter({ has: page.locator(".tc-card + .tc-card") }).first().locator(".tc-card");
    expect(await pitched.count()).toBeGreaterThanOrEqual(2);
    const covered = async () =>
      pitched.evaluateAll((cards) =>
        cards.map((c) => {
          const r = c.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit === null || !c.contains(hit);
        }),
      );
    // Stacked as on the mat, only the top card can be clicked…
    expect((await covered()).filter(Boolean).length).toBeGreaterThan(0);
    // …once they are choices (as in the ordering step), each card is in the open.
    await pitched.evaluateAll((cards) => cards.forEach((c) => c.classList.add("tc-card--choice")));
    expect(await covered()).toEqual((await covered()).map(() => false));
    await page.screenshot({ path: screenshotPath("seat-ordering-spread") });
    await page.close();
  }, 60_000);
});
