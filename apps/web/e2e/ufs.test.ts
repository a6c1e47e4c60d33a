import { applyEntry, foldStream, type StreamEntry, type ViewState } from "@tablecast/engine";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lastSeq, sampleDeckBots, useStack, watchMatch, type Client, waitUntil as waitFor } from "./stack";
import { addSimulatedMatch, screenshotPath, type Stack } from "./harness";


const waitUntil = (check: () => Promise<boolean>, ms = 30_000) => waitFor(check, ms);

describe("UFS board in Chromium", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("a live UFS bot match shows the UFS layout (characters, vitality, card pool, attack, checks) and follows the game", async () => {
    const games = await client.games.query();
    expect(games.map((g) => g.id)).toContain("ufs");
    const { matchId, tokens } = await client.match.create.mutate({ game: "ufs", seats: sampleDeckBots("Kaede", "Bram"), botDelayMs: 120 });
    const { page, errors } = await watchMatch(browser, `${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`, ".tc-board--ufs");
    expect(await page.locator(".tc-generic-seat").count()).toBe(0);
    // Both characters once revealed (E.1.1), each with vitality and hand size.
    await waitUntil(async () => (await page.locator(".tc-ufs-character [data-ref]").count()) >= 2);
    const characters = await page.locator(".tc-ufs-character .tc-ufs-card--character .tc-card__name").allTextContents();
    expect(characters.sort()).toEqual(["Bram Holloway", "Kaede Arashi"]);
    expect(await page.locator(".tc-ufs-stat--vitality .tc-ufs-stat__value").allTextContents()).toHaveLength(2);
    // The board follows the game: an attack appears between the players with its zone, speed and damage.
    // The bots play on while the test reads, so the attack is read in one snapshot of the page: read
    // piece by piece, it may resolve between two reads.
    const attackOnBoard = () =>
      page.evaluate(() => {
        const line = document.querySelector(".tc-ufs-attack__line[data-attack]");
        if (line === null) return null;
        return {
          zone: line.querySelector("[data-attack-zone]")?.getAttribute("data-attack-zone") ?? null,
          text: line.textContent ?? "",
          attacking: document.querySelectorAll(".tc-ufs-pool .tc-ufs-card--attacking").length,
          checks: document.querySelectorAll(".tc-ufs-check[data-result]").length,
        };
      });
    let attack = null as Awaited<ReturnType<typeof attackOnBoard>>;
    await waitUntil(async () => (attack = await attackOnBoard()) !== null, 60_000);
    if (attack === null) throw new Error("no attack on the board");
    const seen = attack;
    expect(["high", "mid", "low"]).toContain(seen.zone);
    expect(seen.text).toMatch(/speed -?\d+.*damage -?\d+/);
    // The attack is in its player's card pool, marked as the one attacking.
    expect(seen.attacking).toBe(1);
    // The check that played it is revealed between the players.
    expect(seen.checks).toBeGreaterThan(0);
    // A spectator sees no card in a hand, deck or momentum.
    expect(await page.locator(".tc-ufs-hand [data-ref], .tc-ufs-deck [data-ref], .tc-ufs-momentum [data-ref]").count()).toBe(0);
    expect(await page.locator(".tc-ufs-hand .tc-card--back").count()).toBeGreaterThan(0);
    // Later, vitality has changed or foundations have entered a staging area: the board keeps updating.
    const before = await page.locator(".tc-ufs-stat__value").allTextContents();
    const atAttack = await lastSeq(page);
    await waitUntil(async () => (await lastSeq(page)) >= atAttack + 15, 60_000);
    await waitUntil(async () => {
      const now = await page.locator(".tc-ufs-stat__value").allTextContents();
      const foundations = await page.locator(".tc-ufs-foundations [data-ref]").count();
      return now.join() !== before.join() || foundations > 0;
    }, 60_000);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it("a finished UFS match opens at the moment with an attack and the most foundations on the table (screenshot)", async () => {
    // A pinned seed: this greedy game between the two sample decks has attacks while both players
    // have foundations (asserted below), so the test sees the same moment on every run.
    const matchId = await addSimulatedMatch(stack, { game: "ufs", seed: "ufs-board-5", bot: "greedy", p1: "kaede", p2: "bram" });
    const { token } = await client.match.spectate.mutate({ matchId });
    const reader = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const received: StreamEntry[] = [];
    reader.on("websocket", (ws) =>
      ws.on("framereceived", (frame) => {
        const text = typeof frame.payload === "string" ? frame.payload : frame.payload.toString("utf8");
        const msg = JSON.parse(text) as { entry?: StreamEntry };
        if (msg.entry !== undefined) received.push(msg.entry);
      }),
    );
    await reader.goto(`${stack.webUrl}/match/${matchId}?token=${token}`);
    await waitUntil(async () => (await reader.getAttribute("[data-testid=match]", "data-connection")) === "replay");
    await reader.close();
    expect(received.length).toBeGreaterThan(0);
    // The spectators' moment with an attack in progress and the most foundations on both sides.
    let best = 0;
    let found: { moment: number; shown: ViewState } | null = null;
    let view = foldStream([]);
    for (const entry of received) {
      view = applyEntry(view, entry);
      if (view.combat === null) continue;
      const foundations = view.players.map((p) => p.counters["foundations"] ?? 0);
      const score = Math.min(...foundations) * 100 + foundations.reduce((x, y) => x + y, 0);
      if (score > best && Math.min(...foundations) >= 1) [best, found] = [score, { moment: entry.seq, shown: view }];
    }
    expect(found, "seed ufs-board-5 no longer has an attack while both players have foundations").not.toBeNull();
    const { moment, shown } = found!;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${stack.webUrl}/match/${matchId}?token=${token}&seq=${moment}`);
    await waitUntil(async () => Number(await page.getAttribute("[data-testid=match]", "data-seq")) === moment);
    await page.waitForSelector(".tc-ufs-attack__line[data-attack]");
    const attackZone = await page.getAttribute(".tc-ufs-attack__line [data-attack-zone]", "data-attack-zone");
    expect(attackZone).toBe(shown.objects[shown.combat!.attack]!.props["zone"]);
    expect(await page.locator(".tc-ufs-foundations .tc-card").count()).toBe(shown.players.reduce((n, p) => n + (p.counters["foundations"] ?? 0), 0));
    // Vitality as the stream says, on both characters.
    expect((await page.locator(".tc-ufs-stat--vitality .tc-ufs-stat__value").allTextContents()).map(Number).sort()).toEqual(shown.players.map((p) => p.counters["vitality"]).sort());
    await page.screenshot({ path: screenshotPath("ufs-board") });
    await page.close();
  }, 180_000);
});
