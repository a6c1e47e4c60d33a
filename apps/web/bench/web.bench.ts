import { connect } from "@tablecast/api/client";
import { loadavg } from "node:os";
import type { Page } from "playwright-core";
import { launchChromium, startStack } from "../e2e/harness";

/**
 * Web app figures, in Debian Chromium against the production build on loopback:
 * - seek: time to render a seek anywhere in a 2,000-entry replay (React render + commit + style
 *   and layout, measured in the page with performance.now around a synchronous input event);
 * - first load of the replay page: JavaScript transferred, DOMContentLoaded, first board, whole log;
 * - live: decision accepted by the server → the page's DOM shows it → the next frame (pixel).
 * Prints one JSON document.
 */

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const summary = (xs: number[]) => ({ n: xs.length, p50: +quantile(xs, 0.5).toFixed(2), p95: +quantile(xs, 0.95).toFixed(2), max: +Math.max(...xs).toFixed(2) });

async function waitComplete(page: Page) {
  await page.waitForFunction(() => document.querySelector("[data-testid=match]")?.getAttribute("data-connection") === "replay", null, { timeout: 120_000 });
}

/**
 * Seeks to `count` random seqs through the scrubber's range input; returns ms per seek, and the DOM
 * mutations the seeks made (nodes added and removed, attributes and texts changed): a count of the
 * work each render leaves to style and layout that does not depend on the machine's load.
 */
async function seeks(page: Page, count: number): Promise<{ times: number[]; mutations: number }> {
  return page.evaluate(async (n) => {
    let mutations = 0;
    const observer = new MutationObserver((list) => {
      for (const m of list) mutations += m.type === "childList" ? m.addedNodes.length + m.removedNodes.length : 1;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const range = document.querySelector<HTMLInputElement>(".tc-scrubber__range")!;
    const root = document.querySelector("[data-testid=match]")!;
    const last = Number(root.getAttribute("data-last-seq"));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    const times: number[] = [];
    let x = 12345;
    for (let i = 0; i < n; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const target = x % (last + 1);
      const t0 = performance.now();
      setValue.call(range, String(target));
      range.dispatchEvent(new Event("input", { bubbles: true }));
      void document.body.offsetHeight; // style and layout, synchronously
      const t1 = performance.now();
      if (root.getAttribute("data-seq") !== String(target)) throw new Error(`seek to ${target} did not render synchronously`);
      times.push(t1 - t0);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    observer.takeRecords().forEach((m) => (mutations += m.type === "childList" ? m.addedNodes.length + m.removedNodes.length : 1));
    observer.disconnect();
    return { times, mutations };
  }, count);
}

async function main() {
  const stack = await startStack();
  const browser = await launchChromium();
  const { client, close } = connect(`${stack.apiUrl}/trpc`);
  try {
    const bots = [
      { name: "Ada", kind: "bot" as const, bot: "random" as const },
      { name: "Brin", kind: "bot" as const, bot: "random" as const },
    ];
    // A 2,000-entry replay: the kernel's duel game with long-game options, played out by bots.
    let long: { matchId: string; token: string; lastSeq: number } | null = null;
    for (let life = 150; long === null && life < 5000; life = Math.round(life * 1.3)) {
      const { matchId, tokens } = await client.match.create.mutate({ game: "duel", seats: bots, options: { life, turnLimit: 5000 }, botDelayMs: 0 });
      let state = await client.match.state.query({ matchId, token: tokens.judge });
      while (state.result === null) {
        await new Promise((r) => setTimeout(r, 100));
        state = await client.match.state.query({ matchId, token: tokens.judge });
      }
      if (state.nextSeq - 1 >= 2000) long = { matchId, token: tokens.spectator, lastSeq: state.nextSeq - 1 };
    }
    if (long === null) throw new Error("could not make a 2,000-entry replay");
    const fabMatch = await client.match.create.mutate({ game: "fab", seats: bots.map((b) => ({ ...b, bot: "greedy" as const })), botDelayMs: 0 });
    for (let s = await client.match.state.query({ matchId: fabMatch.matchId, token: fabMatch.tokens.judge }); s.result === null; s = await client.match.state.query({ matchId: fabMatch.matchId, token: fabMatch.tokens.judge }))
      await new Promise((r) => setTimeout(r, 100));

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a helper the page does not have; give it a trivial one.
    await context.addInitScript("globalThis.__name = (f) => f;");
    const page = await context.newPage();
    // First load (a cold context: nothing cached).
    await page.goto(`${stack.webUrl}/match/${long.matchId}?token=${long.token}`);
    await waitComplete(page);
    const load = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType("resource").filter((r) => (r as PerformanceResourceTiming).initiatorType === "script") as PerformanceResourceTiming[];
      const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      return {
        scripts: scripts.length,
        jsTransferredKiB: +(scripts.reduce((a, r) => a + r.transferSize, 0) / 1024).toFixed(1),
        jsDecodedKiB: +(scripts.reduce((a, r) => a + r.decodedBodySize, 0) / 1024).toFixed(1),
        htmlTransferredKiB: +(nav.transferSize / 1024).toFixed(1),
        domContentLoadedMs: +nav.domContentLoadedEventEnd.toFixed(1),
        firstBoardMs: mark("tablecast:first-board"),
        wholeLogMs: mark("tablecast:stream-complete"),
      };
    });
    const longSeeks = await seeks(page, 300);
    const long2000 = summary(longSeeks.times);
    await page.goto(`${stack.webUrl}/match/${fabMatch.matchId}?token=${fabMatch.tokens.spectator}`);
    await waitComplete(page);
    const fabLast = Number(await page.getAttribute("[data-testid=match]", "data-last-seq"));
    const fabRun = await seeks(page, 300);
    const fabSeeks = summary(fabRun.times);

    // Live: a human-vs-human FaB match; each decision is submitted here and timed to the page.
    const humans = [
      { name: "Ada", kind: "human" as const },
      { name: "Brin", kind: "human" as const },
    ];
    const live = await client.match.create.mutate({ game: "fab", seats: humans });
    await page.goto(`${stack.webUrl}/match/${live.matchId}?token=${live.tokens.judge}`);
    await page.waitForSelector(".tc-board");
    const delays: { dom: number; frame: number }[] = [];
    for (let i = 0; i < 40; i++) {
      const state = await client.match.state.query({ matchId: live.matchId, token: live.tokens.judge });
      if (state.result !== null) break;
      const seat = state.awaiting[0]!;
      const mine = await client.match.state.query({ matchId: live.matchId, token: live.tokens.seats[seat]! });
      const target = mine.nextSeq;
      const seen = page.evaluate(
        (want) =>
          new Promise<{ dom: number; frame: number }>((resolve) => {
            const root = document.querySelector("[data-testid=match]")!;
            const check = () => {
              if (Number(root.getAttribute("data-last-seq")) < want) return false;
              const dom = performance.timeOrigin + performance.now();
              requestAnimationFrame(() => requestAnimationFrame(() => resolve({ dom, frame: performance.timeOrigin + performance.now() })));
              return true;
            };
            if (check()) return;
            const obs = new MutationObserver(() => {
              if (check()) obs.disconnect();
            });
            obs.observe(root, { attributes: true, attributeFilter: ["data-last-seq"] });
          }),
        target,
      );
      await new Promise((r) => setTimeout(r, 30));
      const sent = Date.now();
      await client.match.submit.mutate({ matchId: live.matchId, token: live.tokens.seats[seat]!, seq: target, decision: mine.decisions[0]!.id });
      const at = await seen;
      delays.push({ dom: at.dom - sent, frame: at.frame - sent });
    }
    // An overlay in OBS: JavaScript it loads, CPU while idle, and decision → pixel on a live match.
    const overlayMatch = await client.match.create.mutate({ game: "fab", seats: humans });
    const overlayContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await overlayContext.addInitScript("globalThis.__name = (f) => f;");
    const overlayPage = await overlayContext.newPage();
    const cdp = await overlayContext.newCDPSession(overlayPage);
    await cdp.send("Performance.enable");
    await overlayPage.goto(`${stack.webUrl}/overlay/${overlayMatch.matchId}/score?token=${overlayMatch.tokens.overlay}`);
    await overlayPage.waitForFunction(() => Number(document.querySelector("[data-overlay]")?.getAttribute("data-seq")) >= 0);
    const overlayJs = await overlayPage.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => r.initiatorType === "script").reduce((a, r) => a + r.transferSize, 0),
    );
    const task = async () => ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const idleFrom = await task();
    await new Promise((r) => setTimeout(r, 10_000));
    const idleMsPerSecond = ((await task()) - idleFrom) / 10;
    const overlayDelays: number[] = [];
    for (let i = 0; i < 30; i++) {
      const state = await client.match.state.query({ matchId: overlayMatch.matchId, token: overlayMatch.tokens.judge });
      if (state.result !== null) break;
      const seat = state.awaiting[0]!;
      const mine = await client.match.state.query({ matchId: overlayMatch.matchId, token: overlayMatch.tokens.seats[seat]! });
      const seen = overlayPage.evaluate(
        (want) =>
          new Promise<number>((resolve) => {
            const root = document.querySelector("[data-overlay]")!;
            const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())));
            if (Number(root.getAttribute("data-seq")) >= want) return done();
            const obs = new MutationObserver(() => {
              if (Number(root.getAttribute("data-seq")) >= want) {
                obs.disconnect();
                done();
              }
            });
            obs.observe(root, { attributes: true, attributeFilter: ["data-seq"] });
          }),
        mine.nextSeq,
      );
      await new Promise((r) => setTimeout(r, 30));
      const sent = Date.now();
      await client.match.submit.mutate({ matchId: overlayMatch.matchId, token: overlayMatch.tokens.seats[seat]!, seq: mine.nextSeq, decision: mine.decisions[0]!.id });
      overlayDelays.push((await seen) - sent);
    }

    const result = {
      bench: "web",
      // The machine's load while it ran: timings under load are not fit to judge targets by (the mutation counts are).
      loadAverage: loadavg().map((x) => +x.toFixed(2)),
      seek2000: { entries: long.lastSeq + 1, game: "duel", msPerSeek: long2000, targetMs: 8, domMutationsPerSeek: +(longSeeks.mutations / 300).toFixed(1) },
      seekFab: { entries: fabLast + 1, game: "fab", msPerSeek: fabSeeks, domMutationsPerSeek: +(fabRun.mutations / 300).toFixed(1) },
      firstLoad: { entries: long.lastSeq + 1, ...load },
      liveDecisionToPixelMs: { toDom: summary(delays.map((d) => d.dom)), toFrame: summary(delays.map((d) => d.frame)) },
      overlay: { jsTransferredKiB: +(overlayJs / 1024).toFixed(1), targetKiB: 100, idleCpuMsPerSecond: +idleMsPerSecond.toFixed(2), decisionToPixelMs: summary(overlayDelays) },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    close();
    await browser.close();
    await stack.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
