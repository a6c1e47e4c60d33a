import { existsSync } from "node:fs";
import { build } from "esbuild";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalJson, hashValue } from "./hash";
import { replayLog } from "./match";
import { duel, simulateDuel } from "./testing";

// The state hash must be the same bytes in Node and in browsers: a replay viewer verifies the
// server's hashes. This bundles the real hashing and engine code and runs it in Chromium.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TRICKY = [
  { b: 1, a: "é – 🂡", c: [0.1 + 0.2, 1e21, 1e-7, -0, 2 ** 53 - 1, -5] },
  { "": null, "\u0000": "\n\t\"\\", z: { y: { x: [true, false, []] } } },
  "\ud83c\udca1 line\u2028separator",
  // Long enough that parts are written by their digest (the Merkle hash's references).
  { deck: Array.from({ length: 40 }, (_, i) => ({ id: `o${i}`, card: `é–${i}` })), hand: [{ nested: Array.from({ length: 30 }, (_, i) => i / 3) }] },
];

/** What the bundle installs on the page's global object. */
interface InPage {
  tablecast: { canon(v: unknown): string; hash(v: unknown): string; gameHashes(seed: string): { hashes: string[]; finalHash: string; failure: unknown } };
}

describe("canonical hashing in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      // Playwright gives every launch a fresh, temporary profile.
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("gives the same canonical text and hashes as Node, for tricky values and every state of a game", async () => {
    const bundle = await build({
      stdin: {
        contents: `
          import { canonicalJson, hashValue } from "./hash";
import { replayLog } from "./match";
          import { replayLog } from "./match";
          import { duel, simulateDuel } from "./testing";
          window.tablecast = {
            canon: (v) => canonicalJson(v),
            hash: (v) => hashValue(v),
            gameHashes: (seed) => {
              const sim = simulateDuel(seed);
              const replay = replayLog(duel, sim.log);
              return { hashes: replay.hashes, finalHash: sim.log.footer.finalHash, failure: replay.failure };
            },
          };`,
        resolveDir: import.meta.dirname,
        loader: "ts",
      },
      bundle: true,
      format: "iife",
      platform: "browser",
      write: false,
    });
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const ua = await page.evaluate(() => (globalThis as unknown as { navigator: { userAgent: string } }).navigator.userAgent);
    expect(ua).toMatch(/Chrome\//);
    for (const value of TRICKY) {
      expect(await page.evaluate((v) => (globalThis as unknown as InPage).tablecast.canon(v), value)).toBe(canonicalJson(value));
      expect(await page.evaluate((v) => (globalThis as unknown as InPage).tablecast.hash(v), value)).toBe(hashValue(value));
    }
    for (const seed of ["node-vs-browser", "7"]) {
      const inBrowser = await page.evaluate(
        (s) => (globalThis as unknown as InPage).tablecast.gameHashes(s),
        seed,
      );
      const sim = simulateDuel(seed);
      expect(inBrowser.finalHash).toBe(sim.log.footer!.finalHash);
      expect(inBrowser.failure).toBeNull();
      expect(inBrowser.hashes.length).toBe(sim.log.entries.length + 1);
      expect(inBrowser.hashes).toEqual(replayLog(duel, sim.log).hashes);
    }
  }, 60_000);
});
