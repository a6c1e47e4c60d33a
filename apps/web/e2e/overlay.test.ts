import { openStore } from "@tablecast/store";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, BOTS, openBoard } from "./stack";
import { screenshotPath, type Stack } from "./harness";


const seqOf = async (page: Page) => Number(await page.getAttribute("[data-overlay]", "data-seq"));

/** Share of fully transparent pixels, and whether anything is drawn at all. */
function alpha(png: Buffer): { transparent: number; opaque: number } {
  const image = PNG.sync.read(png);
  let transparent = 0;
  let opaque = 0;
  for (let i = 3; i < image.data.length; i += 4) {
    if (image.data[i] === 0) transparent++;
    else if (image.data[i] === 255) opaque++;
  }
  const n = image.width * image.height;
  return { transparent: transparent / n, opaque: opaque / n };
}

describe("stream overlays in Chromium", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("each overlay draws over a transparent 1920×1080 background and follows a live bot match", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 150 });
    for (const kind of ["score", "banner", "resources", "board", "last-card", "combat"]) {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.goto(`${stack.webUrl}/overlay/${matchId}/${kind}?token=${tokens.overlay}`);
      await waitUntil(async () => (await seqOf(page)) >= 1);
      const before = await seqOf(page);
      await waitUntil(async () => (await seqOf(page)) > before, 20_000);
      const shot = await page.screenshot({ omitBackground: true, path: screenshotPath(`overlay-${kind}`) });
      const { transparent, opaque } = alpha(shot);
      // Mostly see-through, with something drawn (last-card and combat may be empty between attacks).
      expect(transparent, kind).toBeGreaterThan(0.5);
      if (kind === "score" || kind === "banner" || kind === "board" || kind === "resources") expect(opaque, kind).toBeGreaterThan(0.001);
      await page.close();
    }
    // The overlay key opens no other page.
    const page = await browser.newPage();
    await page.goto(`${stack.webUrl}/play/${matchId}?token=${tokens.overlay}`);
    expect(await page.locator(".tc-board").count()).toBe(0);
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.overlay}`);
    expect(await page.locator(".tc-board").count()).toBe(0);
    await page.close();
  });

  it("the board overlay is the match page's board: the same cards at the same moment, whole in its corner, for each game; a wrong key says so", async () => {
    for (const game of ["fab", "riftbound", "ufs"] as const) {
      const { matchId, tokens } = await client.match.create.mutate({ game, seats: BOTS.map((b) => ({ ...b })), botDelayMs: 0 });
      await waitUntil(async () => (await client.match.state.query({ matchId, token: tokens.judge })).result !== null, 60_000);
      const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await overlay.goto(`${stack.webUrl}/overlay/${matchId}/board?token=${tokens.overlay}`);
      await waitUntil(async () => (await overlay.getAttribute("[data-overlay]", "data-connection")) === "complete", 20_000);
      await overlay.waitForSelector(`.tc-board${game === "fab" ? ".tc-board--fab" : `.tc-board--${game}`}`);
      const last = await seqOf(overlay);
      const page = await openBoard(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=${last}`);
      const refs = (p: Page) => p.locator(".tc-board [data-object]").evaluateAll((els) => els.map((e) => `${e.getAttribute("data-object")}:${e.getAttribute("data-ref") ?? "back"}`).sort());
      expect(await refs(overlay), game).toEqual(await refs(page));
      expect((await refs(overlay)).length).toBeGreaterThan(5);
      // Whole, in the lower right corner, over a transparent page.
      const box = (await overlay.locator(".tc-board").boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1920);
      expect(box.y + box.height).toBeLessThanOrEqual(1080);
      const { transparent } = alpha(await overlay.screenshot({ omitBackground: true, path: screenshotPath(`overlay-board-${game}`) }));
      expect(transparent).toBeGreaterThan(0.5);
      await Promise.all([overlay.close(), page.close()]);
    }
    const wrong = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await wrong.goto(`${stack.webUrl}/overlay/no-such-match/board?token=not-a-key`);
    await waitUntil(async () => (await wrong.locator(".ov-notice").count()) === 1, 10_000);
    expect(await wrong.textContent(".ov-notice")).toMatch(/overlay key/);
    await wrong.close();
  }, 180_000);

  it("the score and combat overlays read each game's own numbers: Riftbound points toward 8, the battlefield fought over", async () => {
    const seats = [
      { name: "Ember", kind: "bot" as const, bot: "greedy" as const, deck: { sample: "ember" } },
      { name: "Tide", kind: "bot" as const, bot: "greedy" as const, deck: { sample: "tide" } },
    ];
    const { matchId, tokens } = await client.match.create.mutate({ game: "riftbound", seats, botDelayMs: 60 });
    const score = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await score.goto(`${stack.webUrl}/overlay/${matchId}/score?token=${tokens.overlay}`);
    await waitUntil(async () => (await score.locator(".ov-life").count()) === 2);
    expect(await score.locator(".ov-life").first().getAttribute("data-counter")).toBe("points");
    expect(await score.locator(".ov-life").allTextContents()).toEqual([expect.stringMatching(/^\d+ \/ 8$/), expect.stringMatching(/^\d+ \/ 8$/)]);
    await waitUntil(async () => (await score.locator(".ov-life").allTextContents()).some((t) => !t.startsWith("0 ")), 90_000);
    await score.close();
    const combat = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await combat.goto(`${stack.webUrl}/overlay/${matchId}/combat?token=${tokens.overlay}`);
    // The bots play on, so the combat is read in one snapshot: read piece by piece, it could end between reads.
    const fight = () =>
      combat.evaluate(() => {
        if (document.querySelectorAll(".ov-combat").length !== 1) return null;
        return { attack: document.querySelector(".ov-combat__attack")?.textContent ?? "", numbers: document.querySelector(".ov-combat__numbers")?.textContent ?? "" };
      });
    let seen = null as Awaited<ReturnType<typeof fight>>;
    await waitUntil(async () => (seen = await fight()) !== null, 120_000);
    if (seen === null) throw new Error("no combat on the overlay");
    const shown = seen;
    expect(shown.attack).toMatch(/^Combat at Test — /);
    expect(shown.numbers).toMatch(/^\d+ vs \d+$/);
    await combat.close();
  }, 240_000);

  it("the last-card overlay draws the card's face as the match page does; resources are labelled; accent=#… works; a wrong key says so", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 0 });
    for (let s = await client.match.state.query({ matchId, token: tokens.judge }); s.result === null; s = await client.match.state.query({ matchId, token: tokens.judge }))
      await new Promise((r) => setTimeout(r, 50));
    // Last card: a finished match replays to its last card played; its face, no markup.
    const card = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await card.goto(`${stack.webUrl}/overlay/${matchId}/last-card?token=${tokens.overlay}`);
    await waitUntil(async () => (await card.locator(".ov-card .ov-card__name").count()) === 1);
    await waitUntil(async () => ((await card.textContent(".ov-card__text")) ?? "").length > 3, 10_000);
    const text = (await card.textContent(".ov-card")) ?? "";
    expect(text).not.toMatch(/\*\*|\{[rpdh]\}/);
    expect(await card.locator(".ov-card__stats .ov-card__stat").count()).toBeGreaterThan(0);
    await card.screenshot({ omitBackground: true, path: screenshotPath("overlay-last-card-face") });
    await card.close();
    // Resources: words a viewer reads, not the engine's keys.
    const res = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await res.goto(`${stack.webUrl}/overlay/${matchId}/resources?token=${tokens.overlay}`);
    await waitUntil(async () => (await res.locator(".ov-counter").count()) > 0);
    const counters = ((await res.textContent(".ov-resources")) ?? "").replace(/\s+/g, " ");
    expect(counters).not.toContain("action-points");
    expect(counters).toMatch(/Action points \d+/);
    expect(await res.locator(".ov-counter[data-counter=resources] .tc-icon--resource").count()).toBeGreaterThan(0);
    await res.screenshot({ omitBackground: true, path: screenshotPath("overlay-resources-labelled") });
    await res.close();
    // The accent: without '#', with '#' written in the address (a fragment), and encoded.
    const accentOf = async (suffix: string) => {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.goto(`${stack.webUrl}/overlay/${matchId}/score?token=${tokens.overlay}${suffix}`);
      await waitUntil(async () => (await page.locator(".ov-plate").count()) > 0);
      // The overlay root keeps its element across redraws; its accent is what every plate uses.
      const colour = await page.locator("#overlay").evaluate((e) => getComputedStyle(e).getPropertyValue("--ov-accent").trim().toLowerCase());
      await page.close();
      return colour;
    };
    expect(await accentOf("")).toBe("#f2b441");
    expect(await accentOf("&accent=00ff88")).toBe("#00ff88");
    expect(await accentOf("&accent=#00ff88")).toBe("#00ff88");
    expect(await accentOf("&accent=%2300ff88")).toBe("#00ff88");
    // A wrong key: a small readable notice where the overlay would be.
    const bad = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await bad.goto(`${stack.webUrl}/overlay/${matchId}/score?token=${tokens.overlay.slice(0, -4)}abcd`);
    await waitUntil(async () => (await bad.locator(".ov-notice").count()) === 1, 10_000);
    expect(await bad.textContent(".ov-notice")).toMatch(/overlay key is not valid|refused/);
    await bad.screenshot({ omitBackground: true, path: screenshotPath("overlay-bad-token") });
    await bad.close();
  }, 120_000);

  it("honours the broadcast delay: nothing reaches an overlay before the delay", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 100, policy: { delay: { kind: "seconds", seconds: 2 } } });
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const overlayAt: number[] = [];
    page.on("websocket", (ws) =>
      ws.on("framereceived", (f) => {
        const msg = JSON.parse(String(f.payload)) as { seq?: number };
        if (msg.seq !== undefined) overlayAt[msg.seq] = Date.now();
      }),
    );
    await page.goto(`${stack.webUrl}/overlay/${matchId}/score?token=${tokens.overlay}`);
    await waitUntil(async () => overlayAt.length >= 8, 30_000);
    // When each entry became durable, as the server recorded it (same machine, same clock).
    const store = await openStore({ sqlitePath: join(stack.dir, "tablecast.db") });
    try {
      const accepted = await store.entries(matchId);
      let checked = 0;
      for (const entry of accepted) {
        const at = overlayAt[entry.seq];
        if (at === undefined) continue;
        expect(at - entry.acceptedAt, `seq ${entry.seq}`).toBeGreaterThanOrEqual(2000);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(7);
    } finally {
      await store.close();
    }
    await page.close();
  });

  it("a caster callout pushed from a review room appears on the callout overlay", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 0 });
    for (let s = await client.match.state.query({ matchId, token: tokens.judge }); s.result === null; s = await client.match.state.query({ matchId, token: tokens.judge }))
      await new Promise((r) => setTimeout(r, 50));
    const room = await client.room.create.mutate({ matchIds: [matchId], matchToken: tokens.judge });
    const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await overlay.goto(`${stack.webUrl}/overlay/${matchId}/callout?token=${tokens.overlay}&room=${room.roomId}&rt=${room.tokens.viewer}`);
    const producer = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await producer.goto(`${stack.webUrl}/review/${room.roomId}?token=${room.tokens.owner}&match=${matchId}&mt=${room.spectatorToken}`);
    await waitUntil(async () => (await producer.getAttribute("[data-testid=review]", "data-status")) === "connected");
    await producer.click("[data-testid=broadcast] summary");
    await producer.fill("input[aria-label=callout]", "Brin takes the lead on turn 3");
    await producer.press("input[aria-label=callout]", "Enter");
    await waitUntil(async () => ((await overlay.textContent(".ov-callout").catch(() => null)) ?? "").includes("Brin takes the lead"), 15_000);
    await overlay.screenshot({ omitBackground: true, path: screenshotPath("overlay-callout") });
    // The producer switches the callout overlay off: it hides.
    await producer.click("[data-testid=broadcast] input[type=checkbox] >> nth=5");
    await waitUntil(async () => (await overlay.locator(".overlay--hidden").count()) === 1, 15_000);
  });

  it("the embed player opens at its moment, plays, and match pages carry a link preview", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 0 });
    for (let s = await client.match.state.query({ matchId, token: tokens.judge }); s.result === null; s = await client.match.state.query({ matchId, token: tokens.judge }))
      await new Promise((r) => setTimeout(r, 50));
    const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
    await page.goto(`${stack.webUrl}/embed/${matchId}?token=${tokens.spectator}&seq=10&autoplay=1`);
    await waitUntil(async () => Number(await page.getAttribute("[data-testid=embed]", "data-seq")) > 11, 15_000);
    await page.screenshot({ path: screenshotPath("embed") });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=20`);
    const og = await page.getAttribute("meta[property='og:image']", "content");
    expect(og).toContain(`/media/og/${matchId}.png`);
    const image = await fetch(og!);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(PNG.sync.read(Buffer.from(await image.arrayBuffer())).width).toBe(1200);
    // A clip link opens at its start and plays to its end.
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&from=30&to=34`);
    await waitUntil(async () => Number(await page.getAttribute("[data-testid=match]", "data-seq")) === 34, 20_000);
    await page.close();
  });
});
