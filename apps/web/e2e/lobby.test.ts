import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, SIZES, BOTS } from "./stack";
import { screenshotPath, type Stack } from "./harness";


const rowIn = (page: Page, table: string, matchId: string) => page.locator(`[data-testid=${table}] tr[data-match="${matchId}"]`);

/** Sits down at a tabletop game of `game` from the lobby's Play form, as `name`: the seat's match and token. */
async function playAtTable(page: Page, game: string, name: string): Promise<{ matchId: string; token: string }> {
  const form = page.locator("form:has([data-testid=play-vs-bot])");
  await form.locator("select[name=game]").selectOption(game);
  await page.selectOption("[data-testid=play-mode]", "tabletop");
  await form.locator("input[name=name]").fill(name);
  await page.click("[data-testid=play-vs-bot]");
  await page.waitForURL(/\/play\//);
  const url = new URL(page.url());
  return { matchId: url.pathname.split("/").at(-1)!, token: url.searchParams.get("token")! };
}

describe("the lobby", () => {
  let stack: Stack, browser: Browser, client: Client;
  // A short idle limit, so a test can see a game left by its players leave "Live now".
  useStack((opened) => ({ stack, browser, client } = opened), { webEnv: { TABLECAST_LOBBY_IDLE_SECONDS: "3" } });

  it("a game its people left moves out of 'Live now' while a bot match that keeps moving stays; replays name the heroes", async () => {
    const left = await client.match.create.mutate({ game: "fab", seats: [{ name: "Cai", kind: "human" }, { name: "Dee", kind: "human" }], botDelayMs: 0 });
    const moving = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 400 });
    const done = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 0 });
    await waitUntil(async () => (await client.match.state.query({ matchId: done.matchId, token: done.tokens.judge })).result !== null, 30_000);
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: size });
      await page.goto(stack.webUrl);
      await rowIn(page, "replays", done.matchId).waitFor();
      // Replays: players with their heroes.
      expect(await rowIn(page, "replays", done.matchId).locator("td").nth(1).textContent()).toMatch(/^Ada \(Rhinar\) vs Brin \(Dorinthea\)$/);
      // After the idle limit with no move, the people's game waits apart; the bot match is still live.
      await waitUntil(async () => {
        await page.reload();
        return (await rowIn(page, "idle-matches", left.matchId).count()) === 1;
      }, 20_000);
      expect(await rowIn(page, "live-matches", left.matchId).count()).toBe(0);
      expect(await rowIn(page, "live-matches", moving.matchId).count()).toBe(1);
      await page.screenshot({ path: screenshotPath(`lobby-${size.width}x${size.height}`), fullPage: true });
      await page.close();
    }
    // A move brings it back.
    const s = await client.match.state.query({ matchId: left.matchId, token: left.tokens.seats[0]! });
    const other = await client.match.state.query({ matchId: left.matchId, token: left.tokens.seats[1]! });
    const [token, state] = s.decisions.length > 0 ? [left.tokens.seats[0]!, s] : [left.tokens.seats[1]!, other];
    await client.match.submit.mutate({ matchId: left.matchId, token, seq: state.nextSeq, decision: state.decisions[0]!.id });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(stack.webUrl);
    await waitUntil(async () => {
      await page.reload();
      return (await rowIn(page, "live-matches", left.matchId).count()) === 1;
    }, 10_000);
    await page.close();
  }, 120_000);

  it("Play offers enforced or tabletop rules for every game played at a table; tabletop is for people only", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(stack.webUrl);
    const form = page.locator("form:has([data-testid=play-vs-bot])");
    await form.locator("select[name=game]").selectOption("fab");
    expect(await page.inputValue("[data-testid=play-mode]")).toBe("enforced");
    expect(await form.locator("[data-testid=play-opponent] option").allTextContents()).toContain("a bot");
    await page.selectOption("[data-testid=play-mode]", "tabletop");
    // No bot at a tabletop match.
    expect(await form.locator("[data-testid=play-opponent] option").allTextContents()).toEqual(["a person (you get an invite link)"]);
    await page.screenshot({ path: screenshotPath("lobby-play-tabletop") });
    // The lobby offers the choice for every game the server plays at a table.
    await form.locator("select[name=game]").selectOption("riftbound");
    expect(await page.inputValue("[data-testid=play-mode]")).toBe("tabletop");
    // The match the server made is a tabletop one: the seat is offered the table's free moves.
    const state = await client.match.state.query(await playAtTable(page, "ufs", "Eve"));
    expect(state.seats.map((x) => x.kind)).toEqual(["human", "human"]);
    expect(state.decisions.map((d) => d.kind), JSON.stringify(state.decisions.slice(0, 5))).toContain("shuffle");
    await page.close();
  }, 60_000);

  it("Riftbound at the table from the lobby: the sample deck laid out on Riftbound's board", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(stack.webUrl);
    const state = await client.match.state.query(await playAtTable(page, "riftbound", "Vi"));
    expect(state.seats.map((x) => x.kind)).toEqual(["human", "human"]);
    expect(state.decisions.map((d) => d.id)).toContain("draw:1");
    // The seat sees Riftbound's own board: its legend, battlefields and Rune Deck laid out by the table.
    await page.waitForSelector(".tc-board--riftbound");
    await page.screenshot({ path: screenshotPath("lobby-riftbound-tabletop") });
    await page.close();
  }, 60_000);

  it("Live now shows each game's own score: life, points (Riftbound), vitality (UFS)", async () => {
    const made = await Promise.all((["fab", "riftbound", "ufs"] as const).map(async (game) => [game, (await client.match.create.mutate({ game, seats: BOTS, botDelayMs: 400 })).matchId] as const));
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const counter = { fab: "life", riftbound: "points", ufs: "vitality" } as const;
    const shown = async () => {
      await page.goto(stack.webUrl);
      return Promise.all(made.map(async ([, matchId]) => (await rowIn(page, "live-matches", matchId).locator("td").nth(3).textContent()) ?? ""));
    };
    // UFS players have vitality once their starting characters are revealed (E.1.1), a few decisions in.
    let scores: string[] = [];
    await waitUntil(async () => (scores = await shown()).every((text) => !text.startsWith("–")), 20_000).catch(() => undefined);
    made.forEach(([game], i) => expect(scores[i]).toMatch(new RegExp(`^\\d+ – \\d+ ${counter[game]}$`)));
    await page.screenshot({ path: screenshotPath("lobby-scores") });
    await page.close();
  }, 60_000);

  it("a UFS table with the player's own card file: a bad file is named and kept, a good one starts the match with those cards", async () => {
    const header = "id,name,type,difficulty,control,hand_size,vitality,attack_zone,attack_speed,attack_damage";
    const good = [header, "vera-1,Vera Storm,character,0,0,6,22,,,", ...Array.from({ length: 15 }, (_, i) => `kick-${i},Gale Kick ${i},attack,4,4,,,low,3,4`)].join("\n");
    const deck = ["Vera Storm", ...Array.from({ length: 15 }, (_, i) => `4x Gale Kick ${i}`)].join("\n");
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(stack.webUrl);
    const form = page.locator("form:has([data-testid=play-vs-bot])");
    await form.locator("select[name=game]").selectOption("ufs");
    await page.selectOption("[data-testid=play-mode]", "tabletop");
    await form.locator("summary", { hasText: "paste a deck list" }).click();
    await form.locator("textarea[name=decklist]").fill(deck);
    await form.locator("summary", { hasText: "your own cards" }).click();
    // A card with no attack values: refused, the line named, and the file and list kept.
    await page.setInputFiles("[data-testid=play-cards-file]", { name: "cards.csv", mimeType: "text/csv", buffer: Buffer.from(good.replace("kick-3,Gale Kick 3,attack,4,4,,,low,3,4", "kick-3,Gale Kick 3,attack,4,4,,,,,")) });
    await waitUntil(async () => (await page.inputValue("[data-testid=play-cards]")).startsWith("id,name"));
    await page.click("[data-testid=play-vs-bot]");
    await page.waitForSelector("[data-testid=lobby-error]");
    expect(await page.textContent("[data-testid=lobby-error]")).toMatch(/card file has a card with a wrong or missing value.*line 6/);
    expect(await page.inputValue("[data-testid=play-cards]")).toContain("kick-3,Gale Kick 3");
    expect(await page.inputValue("textarea[name=decklist]")).toBe(deck);
    await page.screenshot({ path: screenshotPath("lobby-ufs-own-cards-error") });
    await page.setInputFiles("[data-testid=play-cards-file]", { name: "cards.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
    await waitUntil(async () => !(await page.inputValue("[data-testid=play-cards]")).includes(",,,,,"));
    await page.click("[data-testid=play-vs-bot]");
    await page.waitForURL(/\/play\//);
    const url = new URL(page.url());
    const state = await client.match.state.query({ matchId: url.pathname.split("/").at(-1)!, token: url.searchParams.get("token")! });
    expect(state.seats.map((x) => x.kind)).toEqual(["human", "human"]);
    await page.waitForSelector(".tc-board--ufs");
    await expect(page.locator(".tc-board").textContent()).resolves.toContain("Vera Storm");
    await page.close();
  }, 60_000);
});
