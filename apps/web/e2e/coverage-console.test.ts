import { openStore } from "@tablecast/store";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshotPath, type Stack } from "./harness";
import { useStack, type Client, waitUntil } from "./stack";
import type { Browser } from "playwright-core";

const FAI = `Hero: Fai, Rising Rebellion
Weapons: Searing Emberblade
Equipment: Mask of Momentum, Heat Wave
3x Blaze Headlong (red)
3x Phoenix Flame (red)
3x Lava Burst (red)
3x Rise Up (red)
3x Sink Below (red)`;
const RHINAR = `Hero: Rhinar, Reckless Rampage
Weapons: Romping Club
3x Savage Swing (red)
3x Wrecker Romp (red)
3x Pack Hunt (red)
3x Sink Below (red)`;

const DELAY_MS = 2000;

/** Records, in the page, when an attribute `data-seq` first reaches each value (the page's own clock: the server's, same machine). */
async function seqClock(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const seen: Record<number, number> = {};
    (window as unknown as { seqSeen: Record<number, number> }).seqSeen = seen;
    const note = () => {
      const seq = Number(document.querySelector(sel)?.getAttribute("data-seq"));
      if (Number.isFinite(seq)) for (let s = 0; s <= seq; s++) seen[s] ??= Date.now();
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-seq"], characterData: true });
    note();
  }, selector);
}
const seenAt = (page: Page, seq: number) => page.evaluate((s) => (window as unknown as { seqSeen: Record<number, number> }).seqSeen[s] ?? null, seq);

describe("the coverage console in Chromium: a paper FaB match recorded live, behind the broadcast delay", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("keys record a turn; the live view and the overlays follow behind the delay, within 100 ms of its release; undo corrects", async () => {
    const seats = [
      { name: "Ada", kind: "human" as const, deck: { text: FAI } },
      { name: "Brin", kind: "human" as const, deck: { text: RHINAR } },
    ];
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats, options: { mode: "tabletop" }, policy: { delay: { kind: "seconds", seconds: DELAY_MS / 1000 } } });
    const operator = tokens.operator!;
    const consolePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await consolePage.goto(`${stack.webUrl}/console/${matchId}?token=${operator}`);
    await waitUntil(async () => (await consolePage.textContent("[data-testid=life-0]")) === "40");
    const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await overlay.goto(`${stack.webUrl}/overlay/${matchId}/last-card?token=${tokens.overlay}`);
    const score = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await score.goto(`${stack.webUrl}/overlay/${matchId}/score?token=${tokens.overlay}`);
    const combat = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await combat.goto(`${stack.webUrl}/overlay/${matchId}/combat?token=${tokens.overlay}`);
    const live = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await live.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}`);
    await waitUntil(async () => (await overlay.getAttribute("[data-overlay]", "data-seq")) === "0");
    await waitUntil(async () => (await live.locator("[data-testid=match]").count()) === 1);
    await seqClock(overlay, "[data-overlay]");
    await seqClock(score, "[data-overlay]");
    await seqClock(live, "[data-testid=match]");

    // A scripted turn, key by key; the keys are counted.
    let keys = 0;
    const press = async (...sequence: string[]) => {
      for (const key of sequence) {
        await consolePage.keyboard.press(key);
        keys++;
      }
    };
    const typeAhead = async (query: string, expected: string) => {
      for (const ch of query) await press(ch === " " ? "Space" : ch);
      await waitUntil(async () => ((await consolePage.textContent("[data-testid=found] li[aria-selected=true]")) ?? "").startsWith(expected), 10_000);
      await press("Enter");
    };
    const settled = async (entries: number) => {
      await waitUntil(async () => (await consolePage.locator("[data-testid=entries] li").count()) === entries, 10_000);
      expect(await consolePage.locator("[data-testid=console-error]").count()).toBe(0);
    };
    await consolePage.focus("[data-testid=console]");
    await press("1", "i");
    await typeAhead("phoe r", "Phoenix Flame (red)");
    await settled(1);
    await press("p");
    await typeAhead("blaze r", "Blaze Headlong (red)");
    await settled(2);
    await press("2", "d");
    await typeAhead("sink r", "Sink Below (red)");
    await settled(3);
    await press("l", "3", "Enter");
    await settled(4);
    const turnKeys = keys;
    const entries = await client.console.view.query({ matchId, token: operator });
    expect(entries.entries.map((e) => e.label)).toEqual(["P1 pitches Phoenix Flame (red)", "P1 plays Blaze Headlong (red)", "P2 defends with Sink Below (red)", "P2 life 40 → 37"]);
    expect(await consolePage.textContent("[data-testid=life-1]")).toBe("37");
    const playSeq = entries.entries[1]!.seqs.at(-1)!;
    const lifeSeq = entries.entries[3]!.seqs.at(-1)!;

    // The overlays and the live view: nothing before the delay, each entry within 100 ms of its release.
    // The last card played is the defense reaction (Sink Below is played in the Reaction Step and becomes a defending card, CR 7.4, 8.1.3).
    await waitUntil(async () => ((await overlay.textContent(".ov-card__name").catch(() => null)) ?? "").includes("Sink Below"), 15_000);
    await waitUntil(async () => ((await score.locator(".ov-life").allTextContents()).join(" ")).includes("37"), 15_000);
    await waitUntil(async () => Number(await live.getAttribute("[data-testid=match]", "data-seq")) >= lifeSeq, 15_000);
    const store = await openStore({ sqlitePath: join(stack.dir, "tablecast.db") });
    const accepted = new Map((await store.entries(matchId)).map((e) => [e.seq, e.acceptedAt]));
    await store.close();
    const lags: number[] = [];
    for (const [page, seq] of [
      [overlay, playSeq],
      [score, lifeSeq],
      [live, lifeSeq],
    ] as const) {
      const at = await seenAt(page, seq);
      const release = accepted.get(seq)! + DELAY_MS;
      expect(at, `seq ${seq}`).not.toBeNull();
      // Never before the delay releases it (a few ms of rounding between the two clocks' readings).
      expect(at! - release, `seq ${seq} shown before the delay released it`).toBeGreaterThanOrEqual(-5);
      lags.push(at! - release);
    }
    expect(Math.max(...lags.slice(0, 2)), `overlay lags ${lags.join(", ")} ms`).toBeLessThanOrEqual(100);
    console.log(`coverage console: ${turnKeys} keystrokes for the scripted FaB turn (pitch, play, defend, life −3); overlay shows an entry ${lags[0]} / ${lags[1]} ms after the delay released it; live view ${lags[2]} ms`);
    await overlay.screenshot({ omitBackground: true, path: screenshotPath("coverage-console-last-card") });

    // The combat overlay shows the paper attack as it shows an engine-run one: the card, its power against the defense.
    await waitUntil(async () => ((await combat.textContent(".ov-combat").catch(() => null)) ?? "").includes("Blaze Headlong"), 15_000);
    expect(await combat.textContent(".ov-combat__numbers")).toMatch(/^\d+ ?vs ?\d+$/);
    await combat.close();

    // Undo: the life change is taken back by a correcting entry; the overlay follows, behind the delay.
    await press("z");
    await settled(5);
    expect(await consolePage.textContent("[data-testid=life-1]")).toBe("40");
    expect(await consolePage.locator(".console__entry--undone").allTextContents()).toEqual(["P2 life 40 → 37"]);
    expect(await consolePage.textContent("[data-testid=entries] li:last-child")).toBe("Undo: P2 life 40 → 37");
    await waitUntil(async () => !((await score.locator(".ov-life").allTextContents()).join(" ")).includes("37"), 15_000);
    await consolePage.screenshot({ path: screenshotPath("coverage-console") });
    // A card not in the deck: the console says why, and nothing is recorded.
    await press("1", "p");
    await typeAhead("sav sw r", "Savage Swing (red)");
    await waitUntil(async () => (await consolePage.locator("[data-testid=console-error]").count()) === 1, 10_000);
    expect(await consolePage.textContent("[data-testid=console-error]")).toMatch(/no Savage Swing \(red\) left.*tabletop\/not-in-deck/);
    expect(await consolePage.locator("[data-testid=entries] li").count()).toBe(5);
    for (const page of [consolePage, overlay, score, live]) await page.close();
  }, 180_000);
});
