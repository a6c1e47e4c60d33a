import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect as connectApi } from "@tablecast/api/client";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./harness";
import { rssBytes, settledGrowth, startApi, startWeb, type Proc } from "./processes";

/**
 * What an anonymous visitor can cost the operator (issue 16): the match server and the web app
 * with an organiser key, as deployed, and the web app's memory read from /proc.
 */

const KEY = "organiser-key-for-abuse-tests";
const MiB = 1024 * 1024;
const BOUNDARY = "----tablecast-abuse";

interface Upload {
  readonly status: number;
  readonly location: string;
  /** When the answer arrived, and how much had been written by then. */
  readonly answerMs: number;
  readonly sentAtAnswer: number;
  /** When the server ended the connection (it stops reading; Node.js closes it), and how much had been written. */
  readonly cutMs: number;
  readonly sentAtCut: number;
  /** Whether the whole body was written. */
  readonly finished: boolean;
}

/**
 * A rules upload as an attacker sends it: Transfer-Encoding: chunked (no content-length), the
 * form's fields, then `mib` MiB of file written as fast as the connection takes it (or 64 KiB
 * every `pauseMs`), going on after the answer until the server ends the connection (or, with
 * `hangUp`, closing on the answer as curl and browsers do).
 */
function chunkedUpload(webUrl: string, opts: { key: string; mib: number; pauseMs?: number; hangUp?: boolean }): Promise<Upload> {
  const url = new URL(webUrl);
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${opts.key}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="game"\r\n\r\nfab\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const frame = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
  const chunk = frame(Buffer.alloc(64 * 1024, 0x61));
  const total = opts.mib * MiB;
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let finished = false;
    let ended = false;
    let answer: { status: number; location: string; ms: number; sent: number } | null = null;
    let received = "";
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(`POST /api/rules/import HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`);
      socket.write(frame(Buffer.from(head)));
      pump();
    });
    const pump = (): void => {
      while (!ended && sent < total) {
        sent += 64 * 1024;
        const more = socket.write(chunk);
        if (opts.pauseMs !== undefined) return void setTimeout(pump, opts.pauseMs);
        if (!more) return void socket.once("drain", pump);
      }
      if (!ended && sent >= total && !finished) {
        finished = true;
        socket.write(Buffer.concat([frame(Buffer.from(`\r\n--${BOUNDARY}--\r\n`)), Buffer.from("0\r\n\r\n")]));
      }
    };
    socket.on("data", (d: Buffer) => {
      received += d.toString("latin1");
      if (answer !== null || !received.includes("\r\n\r\n")) return;
      answer = {
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0),
        location: /\r\nlocation: ([^\r]*)/i.exec(received)?.[1] ?? "",
        ms: Date.now() - t0,
        sent,
      };
      // An answer to a whole body ends the exchange; a refused one is still pushed at the server.
      if (finished || opts.hangUp === true) socket.destroy();
    });
    // Writes to a connection the server has ended fail (EPIPE, ECONNRESET).
    socket.on("error", () => undefined);
    socket.on("close", () => {
      ended = true;
      if (answer === null) return reject(new Error(`no answer after ${sent} bytes`));
      resolve({ status: answer.status, location: answer.location, answerMs: answer.ms, sentAtAnswer: answer.sent, cutMs: Date.now() - t0, sentAtCut: sent, finished });
    });
  });
}

const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`;

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const t0 = Date.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, ms: Date.now() - t0 };
}

describe("availability under abuse", () => {
  let dir: string;
  let api: Proc;
  let web: Proc;
  let browser: Browser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "tablecast-abuse-"));
    api = await startApi(dir, { TABLECAST_ADMIN_KEY: KEY });
    // As behind one reverse proxy that appends the browser's address (the test's browser writes it).
    web = await startWeb(api.url, {
      TABLECAST_ADMIN_KEY: KEY,
      TABLECAST_RULES_DIR: join(dir, "rules"),
      TABLECAST_PROXY_HOPS: "1",
      TABLECAST_BOT_MATCHES_PER_MINUTE: "2",
      TABLECAST_BOT_MATCHES_PER_MINUTE_ALL: "20",
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await api?.stop();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("stops reading 100 MiB chunked uploads with the key at the 8 MB limit: the answer comes at once and memory stays put", async () => {
    // Load the route's code before measuring.
    expect((await chunkedUpload(web.url, { key: KEY, mib: 1 })).status).toBe(303);
    const before = rssBytes(web.pid);
    // One that goes on pushing after the answer, then six that hang up on it.
    const pushed = await chunkedUpload(web.url, { key: KEY, mib: 100 });
    const afterOne = rssBytes(web.pid);
    const rest: Upload[] = [];
    for (let i = 0; i < 6; i++) rest.push(await chunkedUpload(web.url, { key: KEY, mib: 100, hangUp: true }));
    const after = rssBytes(web.pid);
    // Seven refused uploads, each read to 8 MiB: had each kept what it read, the web process would stay
    // 56 MiB or more above where it began. Right after the burst its RSS also holds what they read as
    // garbage (33 to 71 MiB in CI runs, by when the collector last ran); once that is collected it was
    // 0 to 28 MiB above (a grown heap, allocator arenas). So the growth must fall under 48 MiB, waiting
    // for the collection if it is not there yet.
    const kept = await settledGrowth(web.pid, before, 48 * MiB, 45_000);
    console.log(
      `[abuse] 100 MiB chunked upload with the key, pushed on after the answer: answered in ${pushed.answerMs} ms after ${mib(pushed.sentAtAnswer)} written; ` +
        `cut off at ${pushed.cutMs} ms after ${mib(pushed.sentAtCut)}; web RSS ${mib(before)} → ${mib(afterOne)}. ` +
        `Six more, hanging up on the answer: answered in ${rest.map((u) => u.answerMs).join(", ")} ms; web RSS → ${mib(after)}, ` +
        `growth read every 0.5 s until under 48 MiB: ${kept.readings.map((g) => Math.round(g / MiB)).join(" ")} MiB`,
    );
    for (const u of [pushed, ...rest]) {
      expect(u.status).toBe(303);
      expect(decodeURIComponent(u.location)).toBe("/rules/import?error=The file is larger than 8 MB.");
      expect(u.sentAtAnswer).toBeLessThan(40 * MiB);
      expect(u.finished).toBe(false);
    }
    // The server stopped reading: the client pushing on was held back, then cut off.
    expect(pushed.sentAtCut).toBeLessThan(60 * MiB);
    expect(pushed.cutMs).toBeLessThan(20_000);
    expect(afterOne - before).toBeLessThan(50 * MiB);
    expect(kept.growth).toBeLessThan(48 * MiB);
    const page = await timed(`${web.url}/rules/import`);
    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(5_000);
  });

  it("refuses a chunked upload without the key when its file begins, and lets go of the rest", async () => {
    const before = rssBytes(web.pid);
    const u = await chunkedUpload(web.url, { key: "not-the-organiser-key", mib: 100 });
    const after = rssBytes(web.pid);
    console.log(`[abuse] 100 MiB chunked upload without the key: answered in ${u.answerMs} ms after ${mib(u.sentAtAnswer)}; cut off at ${u.cutMs} ms after ${mib(u.sentAtCut)}; web RSS ${mib(before)} → ${mib(after)}`);
    expect(u.status).toBe(303);
    expect(decodeURIComponent(u.location)).toBe("/rules/import?error=Wrong organiser key.");
    expect(u.finished).toBe(false);
    expect(u.sentAtCut).toBeLessThan(60 * MiB);
    expect(after - before).toBeLessThan(50 * MiB);
  });

  it("answers pages while uploads trickle in", async () => {
    // Four uploads of 8 MiB, 64 KiB every 20 ms: each takes seconds and is held open meanwhile.
    const slow = Array.from({ length: 4 }, () => chunkedUpload(web.url, { key: KEY, mib: 8, pauseMs: 20 }));
    await new Promise((r) => setTimeout(r, 500));
    const page = await timed(`${web.url}/rules/import`);
    const cards = await timed(`${web.url}/api/cards/fab`);
    const done = await Promise.all(slow);
    console.log(`[abuse] pages during 4 slow uploads: /rules/import ${page.ms} ms, /api/cards/fab ${cards.ms} ms; uploads answered after ${done.map((u) => u.answerMs).join(", ")} ms`);
    expect(page.status).toBe(200);
    expect(cards.status).toBe(200);
    expect(page.ms).toBeLessThan(5_000);
    expect(Math.min(...done.map((u) => u.answerMs))).toBeGreaterThan(500 + page.ms);
    // They carried an 8 MiB file of no rules: refused by the importer, not by a limit.
    for (const u of done) expect(decodeURIComponent(u.location)).toMatch(/error=Not imported/);
  });

  describe("watch a bot match", () => {
    let matches: ReturnType<typeof connectApi>;
    beforeAll(() => {
      matches = connectApi(`${api.url}/trpc`);
    });
    afterAll(() => matches?.close());

    const liveCount = async () => (await matches.client.match.list.query({ status: "live", limit: 200 })).length;

    /** A browser behind the proxy at `address` (the proxy appends it; `claimed` is what the client wrote before it). */
    const visitor = (address: string, claimed?: string): Promise<BrowserContext> =>
      browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": claimed === undefined ? address : `${claimed}, ${address}` } });

    /** Presses "Watch a bot match" for `game` (and a first seat's sample deck, as a crafted form may): the match id, or the lobby's error. */
    async function clickWatch(context: BrowserContext, game: string, deck?: string): Promise<string> {
      const page = await context.newPage();
      try {
        await page.goto(web.url);
        const form = page.locator("form:has([data-testid=watch-bot-match])");
        await form.locator("select[name=game]").selectOption(game);
        if (deck !== undefined) await form.evaluate((f, d) => f.insertAdjacentHTML("beforeend", `<input type="hidden" name="p1" value="${d}">`), deck);
        await page.click("[data-testid=watch-bot-match]");
        await page.waitForURL(/\/match\/[A-Za-z0-9_-]+\?token=|[?&]error=/);
        if (/[?&]error=/.test(page.url())) return `error: ${(await page.textContent("[data-testid=lobby-error]")) ?? ""}`;
        return new URL(page.url()).pathname.split("/")[2]!;
      } finally {
        await page.close();
      }
    }

    it("five clicks at once from one address start one match, and all five watch it", async () => {
      const context = await visitor("198.51.100.1");
      const before = await liveCount();
      const ids = await Promise.all(Array.from({ length: 5 }, () => clickWatch(context, "fab")));
      console.log(`[abuse] 5 simultaneous clicks: ${JSON.stringify(ids)}`);
      expect(ids[0]).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(new Set(ids).size).toBe(1);
      expect(await liveCount()).toBe(before + 1);
      // A click later is sent to the same match.
      expect(await clickWatch(context, "fab")).toBe(ids[0]);
      expect(await liveCount()).toBe(before + 1);
      await context.close();
    });

    it("past the limit per address the lobby says so; another address still may; a claimed address changes nothing", async () => {
      const first = await visitor("198.51.100.3");
      const before = await liveCount();
      const riftbound = await clickWatch(first, "riftbound");
      expect(riftbound).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(await clickWatch(first, "ufs")).toMatch(/^[A-Za-z0-9_-]+$/);
      // Two new matches in this minute: a third is refused with the lobby's message.
      const refused = await clickWatch(first, "fab", "rhinar-blitz");
      expect(refused).toMatch(/^error: Enough bot matches were started from your address for now.* — try again in \d+ s$/);
      // Sharing a live match creates nothing, so it is still allowed.
      expect(await clickWatch(first, "riftbound")).toBe(riftbound);
      // What a client writes before the proxy's entry is not its address.
      const spoofing = await visitor("198.51.100.3", "203.0.113.99");
      expect(await clickWatch(spoofing, "fab", "rhinar-blitz")).toMatch(/^error: Enough bot matches/);
      const second = await visitor("198.51.100.4");
      expect(await clickWatch(second, "fab", "rhinar-blitz")).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(await liveCount()).toBe(before + 3);
      await Promise.all([first.close(), spoofing.close(), second.close()]);
    });
  });
});
