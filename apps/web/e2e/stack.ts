import { connect } from "@tablecast/api/client";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium, startStack, type Stack } from "./harness";

export type Client = ReturnType<typeof connect>["client"];

/**
 * A describe block's stack: the servers, Chromium and an API client, started before its tests
 * and stopped after them. `use` receives them once they are up.
 */
export function useStack(use: (opened: { stack: Stack; browser: Browser; client: Client }) => void, opts: Parameters<typeof startStack>[0] = {}): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const stack = await startStack(opts);
    const browser = await launchChromium();
    const api = connect(`${stack.apiUrl}/trpc`);
    stop = async () => {
      api.close();
      await browser.close();
      await stack.stop();
    };
    use({ stack, browser, client: api.client });
  });
  afterAll(async () => {
    await stop?.();
  });
}

/** Polls `check` every 100 ms until it holds; fails after `ms`. */
export async function waitUntil(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Two greedy bots, Ada (P1) and Brin (P2), with the game's sample decks. */
export const BOTS = [
  { name: "Ada", kind: "bot" as const, bot: "greedy" as const },
  { name: "Brin", kind: "bot" as const, bot: "greedy" as const },
];

/** The sizes the screenshots are taken at: a laptop and a phone. */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const SIZES = [DESKTOP, PHONE] as const;

/** A bot match played to its end on the stack's server (as fast as the bots go), with its tokens. */
export async function finishedBotMatch(client: Client, game = "fab", ms = 30_000) {
  const created = await client.match.create.mutate({ game, seats: BOTS, botDelayMs: 0 });
  await waitUntil(async () => (await client.match.state.query({ matchId: created.matchId, token: created.tokens.judge })).result !== null, ms);
  return created;
}

/** Two greedy bots named for the sample decks they bring (Ember plays "ember"). */
export const sampleDeckBots = (...names: [string, string]) => names.map((name) => ({ name, kind: "bot" as const, bot: "greedy" as const, deck: { sample: name.toLowerCase() } }));

/** The last seq a match page has received. */
export const lastSeq = async (page: Page): Promise<number> => Number(await page.getAttribute("[data-testid=match]", "data-last-seq"));

/**
 * A new desktop page on a match, once `board` is drawn, and the errors it reports from the start:
 * uncaught errors, and console errors too with `consoleErrors`.
 */
export async function watchMatch(browser: Browser, url: string, board: string, opts: { consoleErrors?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: DESKTOP });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  if (opts.consoleErrors === true)
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
  await page.goto(url);
  await page.waitForSelector(board);
  return { page, errors };
}

/** A new page at an address of the web app (a match at a moment), once its board is drawn. */
export async function openBoard(browser: Browser, url: string, size: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await browser.newPage({ viewport: size });
  await page.goto(url);
  await page.waitForSelector(".tc-board");
  return page;
}

/**
 * A replay opened with openReplay at each of SIZES in turn: `look` reads the page, which is
 * closed after it.
 */
export async function eachSizeReplay(browser: Browser, url: string, look: (page: Page, size: (typeof SIZES)[number]) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    const page = await openReplay(browser, url, size);
    await look(page, size);
    await page.close();
  }
}

/**
 * A finished match's page once its whole replay has arrived: before that, "End" goes to the last
 * entry received so far, and the board moves on under a test as the rest arrives.
 */
export async function openReplay(browser: Browser, url: string, size: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await openBoard(browser, url, size);
  await page.waitForSelector("[data-testid=match][data-connection=replay]", { timeout: 30_000 });
  return page;
}
