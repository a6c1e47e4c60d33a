import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { launchChromium, startStack } from "../e2e/harness";

/**
 * Rules reference figures, in Debian Chromium against the production build on loopback:
 * - search per keystroke: each prefix of queries people type is put in the search box as an input
 *   event; the time runs until React has rendered the ranked results and the browser has done
 *   style and layout for them (synchronously, measured in the page with performance.now). Over
 *   the largest documents, and the game-wide search (FaB CR + tournament rules + penalty guide),
 *   at full speed and with the CPU slowed four times (a phone-class device);
 * - the search index: when it is ready after the page loads, how long building it took, and the
 *   bytes shipped per document (as served, and gzipped as a compressing proxy would send it).
 * Prints one JSON document.
 */

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const summary = (xs: number[]) => ({ n: xs.length, p50: +quantile(xs, 0.5).toFixed(2), p95: +quantile(xs, 0.95).toFixed(2), max: +Math.max(...xs).toFixed(2) });

const QUERIES: Readonly<Record<string, readonly string[]>> = {
  "fab/cr": ["go again", "dominate", "defense reaction", "7.3.2", "combat chain closes", "arcane barrier", "priority", "intimidate", "pitch a card", "banish"],
  "riftbound/cr": ["showdown", "hold", "conquer", "battlefield", "rune pool", "exhaust", "legend", "champion unit", "103.2", "accelerate"],
  "fab/cr all": ["outside assistance", "slow play", "marked cards", "go again", "deck registration", "5.9", "game loss", "hidden information", "dominate", "judge"],
};

/** Opens a document's page and waits for its search index; returns the page's timings of it. */
async function openSearch(page: Page, path: string, scope: "doc" | "game") {
  await page.goto(path);
  if (scope === "game") await page.selectOption(".rb-search__scope", "game");
  await page.waitForSelector(".rb-search__input[data-ready=true]", { timeout: 60_000 });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const builds = performance.getEntriesByName("tablecast:rules-index-build");
    const build = builds[builds.length - 1]!;
    return { readyAfterLoadMs: +(build.startTime + build.duration - nav.domContentLoadedEventEnd).toFixed(1), buildMs: +build.duration.toFixed(1) };
  });
}

/** Types each query a character at a time, three rounds; ms per keystroke, and of that the render (search + React) part. */
function keystrokes(page: Page, queries: readonly string[]): Promise<{ total: number; render: number }[]> {
  return page.evaluate(async (qs) => {
    const input = document.querySelector<HTMLInputElement>(".rb-search__input")!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    const times: { total: number; render: number }[] = [];
    for (let round = 0; round < 3; round++) {
      for (const query of qs) {
        for (let i = 1; i <= query.length; i++) {
          const t0 = performance.now();
          setValue.call(input, query.slice(0, i));
          input.dispatchEvent(new Event("input", { bubbles: true }));
          const rendered = performance.now();
          void document.body.offsetHeight; // style and layout, synchronously
          const t1 = performance.now();
          const list = document.querySelector("[data-testid=rule-hits]");
          if (list === null || list.children.length === 0) throw new Error(`results for "${query.slice(0, i)}" did not render synchronously`);
          times.push({ total: t1 - t0, render: rendered - t0 });
          // Let the frame paint, as between real keystrokes.
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        }
      }
    }
    setValue.call(input, "");
    input.dispatchEvent(new Event("input", { bubbles: true }));
    return times;
  }, queries);
}

async function main() {
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx keeps function names with a helper the page does not have; give it a trivial one.
    await context.addInitScript("globalThis.__name = (f) => f;");
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);

    const search: Record<string, unknown> = {};
    for (const [key, queries] of Object.entries(QUERIES)) {
      const [doc, all] = key.split(" ");
      const index = await openSearch(page, `${stack.webUrl}/rules/${doc}`, all === undefined ? "doc" : "game");
      const full = await keystrokes(page, queries);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const slow = await keystrokes(page, queries);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      search[all === undefined ? doc! : `${doc!.split("/")[0]} (all documents)`] = {
        msPerKeystroke: summary(full.map((t) => t.total)),
        searchAndRenderMs: summary(full.map((t) => t.render)),
        msPerKeystrokeCpu4x: summary(slow.map((t) => t.total)),
        index,
      };
    }

    // Bytes per document, as each document's page fetches its index (Resource Timing), and gzipped.
    const sizes: Record<string, unknown> = {};
    await page.goto(`${stack.webUrl}/rules`);
    const hrefs = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLAnchorElement>(".rb-docs a")).map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      await page.goto(`${stack.webUrl}${href}`);
      await page.waitForSelector(".rb-search__input[data-ready=true]", { timeout: 60_000 });
      const src = (await page.getAttribute(".rb-search__input", "data-sources"))!;
      const timing = await page.evaluate((url) => {
        const r = performance.getEntriesByType("resource").find((e) => e.name.endsWith(url)) as PerformanceResourceTiming | undefined;
        return r === undefined ? null : { transferKiB: +(r.transferSize / 1024).toFixed(1), decodedKiB: +(r.decodedBodySize / 1024).toFixed(1) };
      }, src);
      const res = await fetch(`${stack.webUrl}${src}`);
      const body = Buffer.from(await res.arrayBuffer());
      sizes[href.replace(/^\/rules\//, "")] = { rawKiB: +(body.length / 1024).toFixed(1), gzipKiB: +(gzipSync(body).length / 1024).toFixed(1), inBrowser: timing, cacheControl: res.headers.get("cache-control") };
    }

    const worst = Math.max(...Object.values(search).map((s) => (s as { msPerKeystroke: { p95: number } }).msPerKeystroke.p95));
    const result = { bench: "rules", searchKeystroke: { ...search, worstP95Ms: worst, targetMs: 10 }, indexSize: sizes };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
