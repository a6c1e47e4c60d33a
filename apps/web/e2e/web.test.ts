import { decodeJsonl, PUBLIC, redactStream, replayLog, ReplayCursor, type StreamEntry } from "@tablecast/engine";
import { findLeaks } from "@tablecast/engine/testing";
import { fab, formatDeckList, KATSU_BLITZ } from "@tablecast/game-fab";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, finishedBotMatch, openReplay } from "./stack";
import { screenshotPath, type Stack } from "./harness";


const botSeats = [
  { name: "Ada", kind: "bot" as const, bot: "greedy" as const },
  { name: "Brin", kind: "bot" as const, bot: "greedy" as const },
];

/** Every stream message the page received over WebSockets, as entries. */
function recordFrames(page: Page): StreamEntry[] {
  const entries: StreamEntry[] = [];
  page.on("websocket", (ws) =>
    ws.on("framereceived", (frame) => {
      const text = typeof frame.payload === "string" ? frame.payload : frame.payload.toString("utf8");
      const msg = JSON.parse(text) as { seq?: number; entry?: StreamEntry };
      // Heartbeats ({"heartbeat":true}) keep a quiet link alive; they carry no entry.
      if (msg.entry !== undefined) entries.push(msg.entry);
    }),
  );
  return entries;
}

async function attr(page: Page, name: string): Promise<number> {
  return Number(await page.getAttribute("[data-testid=match]", name));
}

async function finishedMatch(client: Client): Promise<{ matchId: string; tokens: { spectator: string; judge: string }; full: StreamEntry[] }> {
  const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 0 });
  for (let i = 0; i < 200; i++) {
    const { result } = await client.match.state.query({ matchId, token: tokens.judge });
    if (result !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const { jsonl } = await client.match.replay.query({ matchId, token: tokens.judge });
  const log = decodeJsonl(jsonl);
  if (!log.ok) throw new Error(log.error.message);
  const replay = replayLog(fab, log.value);
  expect(replay.failure).toBeNull();
  return { matchId, tokens, full: [...replay.stream] };
}

describe("web app in Chromium", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("lobby: 'watch a bot match' opens a live board that updates as the bots play", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(stack.webUrl);
    await page.screenshot({ path: screenshotPath("lobby-empty") });
    await page.click("[data-testid=watch-bot-match]");
    await page.waitForURL(/\/match\/[A-Za-z0-9_-]+\?token=/);
    await page.waitForSelector(".tc-board--fab");
    const first = await attr(page, "data-last-seq");
    // Layout shift while events arrive (CLS, as browsers measure it): the board must not jump.
    await page.evaluate(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value;
      }).observe({ type: "layout-shift" });
    });
    await waitUntil(async () => (await attr(page, "data-last-seq")) >= first + 8);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.05);
    expect(await page.getAttribute("[data-testid=match]", "data-connection")).toBe("live");
    // The status bar names whose turn it is; the log has the game's sentences with rules.
    expect(await page.textContent(".tc-status__turn")).toMatch(/Turn \d+/);
    expect(await page.locator(".tc-log__line").count()).toBeGreaterThan(2);
    await page.screenshot({ path: screenshotPath("live-bot-match") });
    // The lobby lists it as live, with its players' life.
    const matchId = new URL(page.url()).pathname.split("/").at(-1)!;
    await page.goto(stack.webUrl);
    const row = page.locator(`[data-testid=live-matches] tr[data-match="${matchId}"]`);
    await expect(row.textContent()).resolves.toMatch(/Bot One.*Rhinar.*Bot Two.*Dorinthea/);
    await page.screenshot({ path: screenshotPath("lobby-live") });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("live view reconnects silently when the match server crashes and resumes without a gap or a repeat", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 150 });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const received = recordFrames(page);
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await waitUntil(async () => (await attr(page, "data-last-seq")) >= 5);
    await stack.crashApi();
    // The page keeps its board while it reconnects, then carries on from where it was.
    expect(await page.locator(".tc-board").count()).toBe(1);
    const atCrash = await attr(page, "data-last-seq");
    await waitUntil(async () => (await attr(page, "data-last-seq")) >= atCrash + 5, 45_000).catch(async (e: unknown) => {
      const state = await client.match.state.query({ matchId, token: tokens.judge }).catch((err: unknown) => String(err));
      throw new Error(
        `${String(e)}: page at ${await attr(page, "data-last-seq")} (${await page.getAttribute("[data-testid=match]", "data-connection")}), crash at ${atCrash}; server: ${JSON.stringify(state)}\n${stack.apiOutput()}`,
      );
    });
    expect(await page.getAttribute("[data-testid=match]", "data-connection")).toMatch(/live|replay/);
    expect(received.map((e) => e.seq)).toEqual(received.map((_, i) => i));
    await page.close();
  });

  it("the match page, the embed player and the board overlay open their stream as the HTML is read: one socket, made before the app's scripts ran, which the page then uses", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const pages = [`/match/${matchId}?token=${tokens.spectator}`, `/embed/${matchId}?token=${tokens.spectator}`, `/overlay/${matchId}/board?token=${tokens.overlay}`];
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(() => {
        const made: number[] = [];
        (globalThis as unknown as { streamsMade: number[] }).streamsMade = made;
        const Native = WebSocket;
        globalThis.WebSocket = class extends Native {
          constructor(url: string | URL, protocols?: string | string[]) {
            super(url, protocols);
            if (String(url).endsWith("/stream")) made.push(performance.now());
          }
        };
      });
      const page = await context.newPage();
      await page.goto(`${stack.webUrl}${path}`);
      // Each page says how far its stream has come: the match page and the embed by their last seq, the overlay by its seq.
      await waitUntil(async () => Number((await page.getAttribute("[data-last-seq], [data-overlay]", path.includes("/overlay/") ? "data-seq" : "data-last-seq")) ?? -1) > 10);
      const { made, domContentLoaded } = await page.evaluate(() => ({
        made: (globalThis as unknown as { streamsMade: number[] }).streamsMade,
        domContentLoaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
      }));
      expect(made.length, path).toBe(1);
      expect(made[0]!, path).toBeLessThan(domContentLoaded);
      await context.close();
    }
  });

  it("the board is in the page's HTML, drawn for the opening moment as the token's stream draws it", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const board = (page: Page) => page.locator(".tc-board").innerText();
    // Without JavaScript: the board at ?seq=30 is there, and a spectator's has no face in a hand or deck.
    const still = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    const plain = await still.newPage();
    await plain.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=30`);
    expect(await plain.locator(".tc-board").count()).toBe(1);
    expect(await plain.locator('.tc-hand [data-ref], [data-zone$=".deck"] [data-ref]').count()).toBe(0);
    const drawnByServer = await board(plain);
    // A finished match opened without a moment starts at its first (no spoiler), also in the HTML.
    await plain.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    expect(await plain.locator(".tc-board").count()).toBe(1);
    await still.close();
    // With it: once the stream has arrived, the page shows that same table at seq 30.
    const page = await openReplay(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=30`, { width: 1440, height: 900 });
    expect(await page.getAttribute("[data-testid=match]", "data-seq")).toBe("30");
    expect(await board(page)).toBe(drawnByServer);
    await page.close();
  });

  it("the site header's links go to the rules and back to the lobby", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await page.locator(".site-header nav a", { hasText: "Rules" }).click();
    await page.waitForURL(/\/rules$/);
    await page.locator(".site-header nav a", { hasText: "Lobby" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.close();
  });

  it("the status is honest: a delayed feed says so, and a match server gone silent shows 'reconnecting…' until it answers again", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 300, policy: { delay: { kind: "seconds", seconds: 3 } } });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await waitUntil(async () => ((await page.textContent("[data-testid=connection]").catch(() => "")) ?? "") === "live · 3 s delay", 30_000);
    // The judge watches live: no delay in the status.
    const judge = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await judge.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.judge}`);
    await waitUntil(async () => ((await judge.textContent("[data-testid=connection]").catch(() => "")) ?? "") === "live", 30_000);
    await judge.close();
    // The match server stops answering without closing anything (a frozen process): within 30 s
    // the page says so instead of showing "live" over a frozen board, and recovers afterwards.
    process.kill(stack.apiPid(), "SIGSTOP");
    try {
      await waitUntil(async () => ((await page.textContent("[data-testid=connection]").catch(() => "")) ?? "") === "reconnecting…", 40_000);
    } finally {
      process.kill(stack.apiPid(), "SIGCONT");
    }
    await waitUntil(async () => ((await page.textContent("[data-testid=connection]").catch(() => "")) ?? "").startsWith("live"), 30_000);
    await page.close();
  }, 120_000);

  it("a spectator's page never receives a hidden card's identity", async () => {
    const { matchId, tokens, full } = await finishedMatch(client);
    // The check has teeth: the full stream, taken as public, would leak.
    expect(findLeaks(full, full, PUBLIC).length).toBeGreaterThan(0);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const received = recordFrames(page);
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection")) === "replay");
    expect(received.length).toBe(full.length);
    expect(received).toEqual(redactStream(full, PUBLIC));
    expect(findLeaks(full, received, PUBLIC)).toEqual([]);
    // Nor does the board show a face in a hand or a deck, at any moment we step to.
    for (const key of ["Home", "ArrowRight", "ArrowRight", "Shift+ArrowRight", "Shift+ArrowRight", "End"]) {
      await page.keyboard.press(key);
      expect(await page.locator('.tc-hand [data-ref], [data-zone$=".deck"] [data-ref]').count()).toBe(0);
    }
    await page.close();
  });

  it("replay: opens at ?seq=, steps by decision and turn, jumps from the chart, plays, and keeps the link current", async () => {
    const { matchId, tokens, full } = await finishedMatch(client);
    const pub = new ReplayCursor(redactStream(full, PUBLIC));
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=40`);
    await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection")) === "replay");
    expect(await attr(page, "data-seq")).toBe(40);
    await page.keyboard.press("ArrowRight");
    expect(await attr(page, "data-seq")).toBe(41);
    await page.keyboard.press("Shift+ArrowRight");
    const nextTurn = pub.step(41, "turn", 1);
    expect(nextTurn).toBeGreaterThan(41);
    expect(await attr(page, "data-seq")).toBe(nextTurn);
    await page.keyboard.press("Shift+ArrowLeft");
    expect(await attr(page, "data-seq")).toBe(pub.step(nextTurn, "turn", -1));
    // The address bar follows once the scrubbing settles.
    const now = String(await attr(page, "data-seq"));
    await waitUntil(async () => new URL(page.url()).searchParams.get("seq") === now, 3000);
    await page.keyboard.press("Home");
    expect(await attr(page, "data-seq")).toBe(0);
    await page.keyboard.press("End");
    expect(await attr(page, "data-seq")).toBe(pub.lastSeq);
    // The life chart is a way to jump: its middle is the middle of the game.
    const chart = page.locator(".tc-life svg");
    const box = (await chart.boundingBox())!;
    await chart.click({ position: { x: box.width / 2, y: box.height / 2 } });
    expect(Math.abs((await attr(page, "data-seq")) - pub.lastSeq / 2)).toBeLessThanOrEqual(2);
    // The chart's marker of the moment shown stands where that moment is on the chart.
    const marked = await page.locator(".tc-life__now").evaluate((e) => e.getBoundingClientRect().left);
    expect(Math.abs(marked - (box.x + (box.width * (await attr(page, "data-seq"))) / pub.lastSeq))).toBeLessThanOrEqual(2);
    // The scrubber track seeks too.
    const track = page.locator(".tc-scrubber__range");
    const tbox = (await track.boundingBox())!;
    await track.click({ position: { x: tbox.width * 0.25, y: tbox.height / 2 } });
    expect(Math.abs((await attr(page, "data-seq")) - pub.lastSeq / 4)).toBeLessThanOrEqual(pub.lastSeq * 0.03 + 2);
    // Play at 8×, then pause.
    await page.selectOption("select[aria-label=speed]", "8");
    const before = await attr(page, "data-seq");
    await page.keyboard.press("Space");
    await waitUntil(async () => (await attr(page, "data-seq")) >= before + 5, 5000);
    await page.keyboard.press("Space");
    const paused = await attr(page, "data-seq");
    await new Promise((r) => setTimeout(r, 400));
    expect(await attr(page, "data-seq")).toBe(paused);
    await page.screenshot({ path: screenshotPath("replay") });
    // A shared link opens at its moment.
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=77`);
    await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection")) === "replay");
    expect(await attr(page, "data-seq")).toBe(77);
    await page.close();
  });

  it("perspective: a judge may look through either seat's eyes or the public's; hidden cards follow", async () => {
    const { matchId, tokens } = await finishedMatch(client);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.judge}&seq=20`);
    await waitUntil(async () => (await page.getAttribute("[data-testid=match]", "data-connection")) === "replay");
    const backs = (seat: number) => page.locator(`[data-seat="${seat}"] .tc-hand .tc-card--back`).count();
    const cards = (seat: number) => page.locator(`[data-seat="${seat}"] .tc-hand .tc-card`).count();
    expect((await cards(0)) + (await cards(1))).toBeGreaterThan(0);
    expect((await backs(0)) + (await backs(1))).toBe(0);
    await page.selectOption("select[aria-label=perspective]", "1");
    expect(await backs(1)).toBe(0);
    expect(await backs(0)).toBe(await cards(0));
    await page.selectOption("select[aria-label=perspective]", "public");
    expect(await backs(0)).toBe(await cards(0));
    expect(await backs(1)).toBe(await cards(1));
    // A spectator is offered no such switch.
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await page.waitForSelector(".tc-board");
    expect(await page.locator("select[aria-label=perspective]").count()).toBe(0);
    await page.close();
  });

  it("seat: plays decisions against a bot with the choices the server offers", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(stack.webUrl);
    await page.fill("input[name=name]", "Tester");
    await page.click("[data-testid=play-vs-bot]");
    await page.waitForURL(/\/play\//);
    await page.waitForSelector(".tc-board--fab");
    let played = 0;
    for (let i = 0; i < 60 && played < 6; i++) {
      const choice = page.locator("[data-testid=choices] button[data-decision], button.tc-card--choice").first();
      if ((await choice.count()) === 0) {
        await new Promise((r) => setTimeout(r, 150));
        continue;
      }
      const seqBefore = await attr(page, "data-last-seq");
      await choice.click();
      await waitUntil(async () => (await attr(page, "data-last-seq")) > seqBefore, 10_000);
      played++;
    }
    expect(played).toBe(6);
    expect(await page.textContent(".tc-seat:not(.tc-seat--top) .tc-seat__name")).toContain("Tester");
    await page.screenshot({ path: screenshotPath("seat") });
    await page.close();
  });

  it("play with a pasted deck list: a mistake is shown with its line, a good list starts the match with that hero", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const katsu = formatDeckList(KATSU_BLITZ);
    await page.goto(stack.webUrl);
    await page.fill("input[name=name]", "Kenji");
    await page.click(".decklist summary");
    const mistaken = katsu.replace("2x Head Jab (red)", "2x Head Jabb (red)");
    await page.fill("textarea[name=decklist]", mistaken);
    await page.click("[data-testid=play-vs-bot]");
    await page.waitForSelector("[data-testid=lobby-error]");
    expect(await page.textContent("[data-testid=lobby-error]")).toMatch(/line \d+: "Head Jabb \(red\)" is not a Flesh and Blood card — did you mean "Head Jab \(red\)"\?/);
    // The mistake is shown beside what was typed: the pasted list and the name are kept.
    expect(await page.inputValue("textarea[name=decklist]")).toBe(mistaken);
    expect(await page.inputValue("input[name=name]")).toBe("Kenji");
    expect(await page.isVisible("textarea[name=decklist]")).toBe(true);
    await page.screenshot({ path: screenshotPath("lobby-decklist-error-1440x900") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("[data-testid=lobby-error]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath("lobby-decklist-error-390x844") });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.fill("textarea[name=decklist]", katsu);
    await page.click("[data-testid=play-vs-bot]");
    await page.waitForURL(/\/play\//);
    await page.waitForSelector(".tc-board--fab");
    await waitUntil(async () => ((await page.textContent(".tc-seat:not(.tc-seat--top) .tc-seat__name")) ?? "").includes("Katsu"), 10_000);
    expect(await page.textContent(".tc-seat:not(.tc-seat--top) .tc-seat__name")).toContain("Kenji");
    await page.close();
  });

  it("play against a person: the invite link seats one person with a token of their own, once", async () => {
    const host = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await host.goto(stack.webUrl);
    await host.selectOption("select[name=opponent]", "person");
    await host.click("[data-testid=play-vs-bot]");
    await host.waitForURL(/\/play\//);
    const hostUrl = new URL(host.url());
    const link = (await host.textContent("[data-testid=invite-link]"))!;
    // The inviter's page holds an invite, never the other seat's token.
    const invite = new URL(link, stack.webUrl).searchParams.get("invite")!;
    expect(JSON.parse(Buffer.from(invite.split(".")[0]!, "base64url").toString("utf8"))).toMatchObject({ role: "invite", seat: 1 });
    expect(hostUrl.search).not.toContain("seat%22%3A1");
    // A link preview opening the page spends nothing; the joiner takes the seat with the button.
    const joiner = await browser.newContext();
    const page = await joiner.newPage();
    await page.goto(new URL(link, stack.webUrl).href);
    await page.goto(new URL(link, stack.webUrl).href);
    await page.click("[data-testid=join] button");
    await page.waitForURL(/\/play\/.*token=/);
    const token = new URL(page.url()).searchParams.get("token")!;
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8"))).toMatchObject({ role: "seat", seat: 1 });
    await page.waitForSelector(".tc-board--fab");
    // The same invite again: refused, with a message.
    const again = await joiner.newPage();
    await again.goto(new URL(link, stack.webUrl).href);
    await again.click("[data-testid=join] button");
    await again.waitForURL(/error=token/);
    expect(await again.textContent(".notice")).toMatch(/has been used/);
    await joiner.close();
    await host.close();
  });
});
