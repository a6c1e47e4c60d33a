import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil } from "./stack";
import { type Stack } from "./harness";


const botSeats = [
  { name: "Ada", kind: "bot" as const, bot: "greedy" as const },
  { name: "Brin", kind: "bot" as const, bot: "greedy" as const },
];

/**
 * What a page reported that a person would see in the console as an error: console.error calls,
 * uncaught errors (React's hydration errors among them: #418, #423…) and failed loads. Responses
 * of 400 and above are kept beside them, to name the resource a "Failed to load resource" means.
 */
function watch(page: Page): { problems: string[]; report: () => string } {
  const problems: string[] = [];
  const responses: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console.error: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) responses.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return { problems, report: () => [...problems, ...responses.map((r) => `response: ${r}`)].join("\n") };
}

async function attr(page: Page, name: string): Promise<number> {
  return Number(await page.getAttribute("[data-testid=match]", name));
}

/** Long enough after the page settles for a late hydration or effect error to be reported. */
const settle = () => new Promise((r) => setTimeout(r, 1000));

async function finishedMatch(client: Client): Promise<{ matchId: string; spectator: string; lastSeq: number }> {
  const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 0 });
  for (let i = 0; i < 200; i++) {
    const state = await client.match.state.query({ matchId, token: tokens.judge });
    if (state.result !== null) return { matchId, spectator: tokens.spectator, lastSeq: state.nextSeq - 1 };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`match ${matchId} did not finish`);
}

describe("no console errors in Chromium (pages opened directly, server-rendered then hydrated)", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("lobby, with live and finished matches listed, through a refresh", async () => {
    await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 500 });
    await finishedMatch(client);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const { problems, report } = watch(page);
    await page.goto(stack.webUrl);
    await page.waitForSelector("[data-testid=live-matches] tr[data-match]");
    await page.waitForSelector("[data-testid=replays] tr[data-match]");
    // The lobby re-renders from the server every 4 s.
    await page.waitForResponse((r) => new URL(r.url()).pathname === "/" && r.request().headers()["rsc"] === "1", { timeout: 10_000 });
    await settle();
    expect(problems, report()).toEqual([]);
    await page.close();
  });

  it("a live Flesh and Blood bot match opened directly with its spectator token", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 150 });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const { problems, report } = watch(page);
    const cardTexts: { url: string; bytes: number }[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/cards/")) void r.body().then((b) => cardTexts.push({ url: r.url(), bytes: b.length }), () => undefined);
    });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await page.waitForSelector(".tc-board--fab");
    const first = await attr(page, "data-last-seq");
    await waitUntil(async () => (await attr(page, "data-last-seq")) >= first + 5);
    // Card texts come for the cards the board shows, a batch at a time, never the whole database.
    const withText = () => page.locator(".tc-card[data-ref][data-text]").count();
    // The response's body is read asynchronously: the board may show a text before the listener has it.
    await waitUntil(async () => (await withText()) > 0 && cardTexts.length > 0);
    for (const r of cardTexts) {
      expect(r.url).toMatch(/\/api\/cards\/fab\?ids=/);
      expect(r.bytes).toBeLessThan(50_000);
    }
    await settle();
    expect(problems, report()).toEqual([]);
    await page.close();
  });

  it("a replay of a finished match opened at ?seq=", async () => {
    const { matchId, spectator, lastSeq } = await finishedMatch(client);
    const seq = Math.min(20, lastSeq);
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const { problems, report } = watch(page);
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${spectator}&seq=${seq}`);
    await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection")) === "replay");
    expect(await attr(page, "data-seq")).toBe(seq);
    await page.waitForSelector(".tc-board--fab");
    await settle();
    expect(problems, report()).toEqual([]);
    await page.close();
  });

  it("the play page of a seat against a bot, opened directly, through a decision", async () => {
    const { matchId, tokens } = await client.match.create.mutate({
      game: "fab",
      seats: [{ name: "Tester", kind: "human" }, botSeats[1]!],
      botDelayMs: 100,
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const { problems, report } = watch(page);
    await page.goto(`${stack.webUrl}/play/${matchId}?token=${tokens.seats[0]!}`);
    await page.waitForSelector(".tc-board--fab");
    const choice = page.locator("[data-testid=choices] button[data-decision], button.tc-card--choice").first();
    await choice.waitFor({ timeout: 20_000 });
    const before = await attr(page, "data-last-seq");
    await choice.click();
    await waitUntil(async () => (await attr(page, "data-last-seq")) > before, 10_000);
    await settle();
    expect(problems, report()).toEqual([]);
    await page.close();
  });
});
