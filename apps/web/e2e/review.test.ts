import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil } from "./stack";
import { screenshotPath, type Stack } from "./harness";

const botSeats = [
  { name: "Ada", kind: "bot" as const, bot: "greedy" as const },
  { name: "Brin", kind: "bot" as const, bot: "greedy" as const },
];

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

const seqOf = async (page: Page) => Number(await page.getAttribute("[data-testid=match]", "data-seq"));
const connected = (page: Page) => waitUntil(async () => (await page.getAttribute("[data-testid=review]", "data-status")) === "connected");

async function seekTo(page: Page, seq: number) {
  // The keyboard belongs to the scrubber unless a text field has focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Home");
  for (let i = 0; i < seq; i++) await page.keyboard.press("ArrowRight");
  await waitUntil(async () => (await seqOf(page)) === seq, 5000);
}

describe("review rooms in Chromium", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("a coach opens a review, shares it, and a student sees comments, drawings and the presenter's moment live", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 0 });
    for (let s = await client.match.state.query({ matchId, token: tokens.judge }); s.result === null; s = await client.match.state.query({ matchId, token: tokens.judge }))
      await new Promise((r) => setTimeout(r, 50));

    const coach = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await coach.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.coach}`);
    await coach.waitForSelector(".tc-board");
    await coach.click("[data-testid=open-review]");
    await coach.waitForURL(/\/review\/[A-Za-z0-9_-]+(~|%7E)full\?/);
    await connected(coach);

    // The owner makes an editor link; the student opens it in another browser.
    await coach.click("[data-testid=share-editor]");
    const link = await coach.locator("[data-testid=share-link]").inputValue();
    expect(link).toContain("/review/");
    const student = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await student.goto(link);
    await connected(student);
    await waitUntil(async () => (await coach.locator("[data-person]").count()) === 2);

    // A comment anchored at seq 12, citing a rule, with a move mark.
    await seekTo(coach, 12);
    await coach.fill("textarea[aria-label='new comment']", "Block with the blue here, see fab:7.3.2");
    await coach.selectOption("select[aria-label='move mark']", "mistake");
    await coach.click("[data-testid=add-comment]");
    await student.click("text=All threads (1)", { timeout: 10_000 });
    const thread = student.locator("[data-testid=threads] [data-thread]");
    await expect(thread.textContent()).resolves.toContain("Block with the blue here");
    expect(await student.locator("[data-testid=threads] a[data-rule='fab:7.3.2']").count()).toBe(1);
    // The student replies; the coach sees it.
    await student.fill("input[aria-label=reply]", "I should have pitched the red");
    await student.press("input[aria-label=reply]", "Enter");
    await waitUntil(async () => ((await coach.locator("[data-testid=threads]").textContent()) ?? "").includes("I should have pitched the red"));

    // Producing: the coach puts the comment on stream as the caster callout; every producer sees it.
    await coach.click("[data-testid=push-thread]");
    await waitUntil(async () => ((await student.locator("[data-testid=callout]").textContent()) ?? "").includes("Block with the blue here"));

    // Follow mode: the coach presents, the student follows and sees the coach's moments.
    await coach.click("[data-testid=present]");
    // Following is the default: the student follows the presenter without a click.
    await waitUntil(async () => /Following/.test((await student.locator("[data-testid=follow]").textContent().catch(() => "")) ?? ""), 10_000);
    await seekTo(coach, 30);
    await waitUntil(async () => (await seqOf(student)) === 30, 10_000);
    // The coach's pointer on the board shows on the student's board.
    const stage = (await coach.locator(".match__board-stage").boundingBox())!;
    await coach.mouse.move(stage.x + stage.width * 0.5, stage.y + stage.height * 0.5);
    await coach.mouse.move(stage.x + stage.width * 0.6, stage.y + stage.height * 0.4);
    await waitUntil(async () => (await student.locator("[data-cursor]").count()) === 1, 10_000);
    // A highlight drawn by the coach at this moment reaches the student.
    await coach.click("[data-tool=highlight]");
    const card = coach.locator(".match__board-stage [data-object]").first();
    // The drawing layer sits over the board and takes the click: that is how a card is picked.
    await card.click({ force: true });
    await waitUntil(async () => (await student.locator("[data-testid=drawing-layer] [data-shape]").count()) === 1, 10_000);
    await coach.click("[data-tool=none]");
    // The student breaks away with the keyboard (out of the reply field, where keys type); the coach moves on without them.
    await student.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await student.keyboard.press("ArrowRight");
    expect(await seqOf(student)).toBe(31);
    await coach.keyboard.press("ArrowLeft");
    await new Promise((r) => setTimeout(r, 500));
    expect(await seqOf(student)).toBe(31);
    await student.screenshot({ path: screenshotPath("review-student") });
    await coach.screenshot({ path: screenshotPath("review-coach") });

    // A viewer link reads everything but offers no way to write.
    await coach.click("[data-testid=share-viewer]");
    await waitUntil(async () => (await coach.locator("[data-testid=share-link]").inputValue()) !== link);
    const viewer = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await viewer.goto(await coach.locator("[data-testid=share-link]").inputValue());
    await connected(viewer);
    await viewer.click("text=All threads (1)", { timeout: 10_000 });
    expect(await viewer.locator("[data-testid=add-comment]").count()).toBe(0);
    expect(await viewer.locator("[data-tool]").count()).toBe(0);
    // Nor may a viewer lead anyone.
    expect(await viewer.locator("[data-testid=present]").count()).toBe(0);
  });

  it("five people in one room: everyone's comments and arrows converge, and everyone follows the presenter", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 0 });
    for (let s = await client.match.state.query({ matchId, token: tokens.judge }); s.result === null; s = await client.match.state.query({ matchId, token: tokens.judge }))
      await new Promise((r) => setTimeout(r, 50));
    const room = await client.room.create.mutate({ matchIds: [matchId], matchToken: tokens.coach });
    const full = room.full!;
    const editors = await Promise.all([0, 1, 2, 3].map(() => client.room.share.mutate({ roomId: full.doc, token: full.tokens.owner, role: "editor" })));
    const links = [full.tokens.owner, ...editors.map((e) => e.token)].map((t) => `${stack.webUrl}/review/${encodeURIComponent(full.doc)}?token=${t}&match=${matchId}&mt=${tokens.coach}&seq=20`);
    const pages = await Promise.all(links.map(async (link) => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await page.goto(link);
      return page;
    }));
    await Promise.all(pages.map(connected));
    await waitUntil(async () => (await Promise.all(pages.map((p) => p.locator("[data-person]").count()))).every((n) => n === 5));
    // Everyone comments and draws an arrow between two cards at seq 20, at the same time.
    await Promise.all(
      pages.map(async (page, i) => {
        await page.fill("textarea[aria-label='new comment']", `note ${i}`);
        await page.click("[data-testid=add-comment]");
        await page.click("[data-tool=arrow]");
        const cards = page.locator(".match__board-stage [data-object]");
        await cards.nth(i).click({ force: true });
        await cards.nth(i + 5).click({ force: true });
        await page.click("[data-tool=none]");
      }),
    );
    for (const page of pages) {
      await waitUntil(async () => (await page.locator("[data-testid=threads] [data-thread]").count()) === 5, 30_000);
      await waitUntil(async () => (await page.locator("[data-testid=drawing-layer] line[data-shape]").count()) === 5, 30_000);
    }
    // The owner presents; the other four follow to the same moment.
    await pages[0]!.click("[data-testid=present]");
    for (const page of pages.slice(1)) await waitUntil(async () => /Following/.test((await page.locator("[data-testid=follow]").textContent().catch(() => "")) ?? ""), 10_000);
    await seekTo(pages[0]!, 40);
    for (const page of pages) await waitUntil(async () => (await seqOf(page)) === 40, 10_000);
    await pages[2]!.screenshot({ path: screenshotPath("review-five") });
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it("drag and right-drag draw arrows; a newcomer opens at the presenter's moment, following; a viewer cannot present; exports carry drawings, players and result", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 0 });
    await waitUntil(async () => (await client.match.state.query({ matchId, token: tokens.judge })).result !== null, 30_000);
    const room = await client.room.create.mutate({ matchIds: [matchId], matchToken: tokens.coach });
    const full = room.full!;
    const link = (token: string, seq?: number) => `${stack.webUrl}/review/${encodeURIComponent(full.doc)}?token=${token}&match=${matchId}&mt=${tokens.coach}${seq === undefined ? "" : `&seq=${seq}`}`;
    const owner = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
    await owner.goto(link(full.tokens.owner, 20));
    await connected(owner);
    await owner.click("[data-testid=present]");
    await seekTo(owner, 40);
    const at = await seqOf(owner);
    // A newcomer (no moment in the link) opens where the presenter is, following.
    const editor = await client.room.share.mutate({ roomId: full.doc, token: full.tokens.owner, role: "editor" });
    const student = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await student.goto(link(editor.token));
    await connected(student);
    await waitUntil(async () => (await seqOf(student)) === at, 10_000);
    expect(await student.locator("[data-testid=follow]").textContent()).toMatch(/Following/);
    // The arrow tool: drag from one card to another.
    const centre = async (i: number) => {
      const b = (await owner.locator(".match__board-stage .tc-card[data-object]").nth(i).boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    await owner.click("[data-tool=arrow]");
    const [a, b, c, d] = [await centre(0), await centre(3), await centre(1), await centre(4)];
    await owner.mouse.move(a.x, a.y);
    await owner.mouse.down();
    await owner.mouse.move(b.x, b.y, { steps: 6 });
    await owner.mouse.up();
    await waitUntil(async () => (await owner.locator("[data-testid=drawing-layer] line[data-shape]").count()) === 1, 5000);
    // Back to the pointer: a right-drag draws an arrow too, a right-click highlights a card.
    await owner.click("[data-tool=none]");
    await owner.mouse.move(c.x, c.y);
    await owner.mouse.down({ button: "right" });
    await owner.mouse.move(d.x, d.y, { steps: 6 });
    await owner.mouse.up({ button: "right" });
    await owner.mouse.click(a.x, a.y, { button: "right" });
    await waitUntil(async () => (await student.locator("[data-testid=drawing-layer] line[data-shape]").count()) === 2, 10_000);
    await waitUntil(async () => (await student.locator("[data-testid=drawing-layer] rect[data-shape]").count()) === 1, 10_000);
    await owner.screenshot({ path: screenshotPath("review-arrows") });
    // A viewer follows too, and has no way to present.
    const viewerLink = await client.room.share.mutate({ roomId: full.doc, token: full.tokens.owner, role: "viewer" });
    const viewer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await viewer.goto(link(viewerLink.token));
    await connected(viewer);
    await waitUntil(async () => (await seqOf(viewer)) === at, 10_000);
    expect(await viewer.locator("[data-testid=present]").count()).toBe(0);
    await viewer.screenshot({ path: screenshotPath("review-viewer-390x844") });
    // The exports: the match's players, heroes and result, and the drawings with their cards.
    const state = await client.match.state.query({ matchId, token: tokens.judge });
    const [md] = await Promise.all([owner.waitForEvent("download"), owner.click("[data-testid=export-markdown]")]);
    const text = await streamText(await md.createReadStream());
    expect(text).toMatch(/## Match\n\n- fab: P1 Ada \(Rhinar\) vs P2 Brin \(Dorinthea\)\n- Result: /);
    expect(text).toContain(state.result!.winners.length === 0 ? "draw" : `${["Ada", "Brin"][state.result!.winners[0]!]} won`);
    expect(text).toContain("## Drawings");
    expect(text.match(/: arrow from [^\n]+ to /g)?.length).toBe(2);
    expect(text).toMatch(/highlighted/);
    const [json] = await Promise.all([owner.waitForEvent("download"), owner.click("[data-testid=export-json]")]);
    const data = JSON.parse(await streamText(await json.createReadStream())) as { match: { players: { name: string; hero: string }[]; result: { winners: number[] } }; shapes: unknown[] };
    expect(data.match.players.map((p) => `${p.name} (${p.hero})`)).toEqual(["Ada (Rhinar)", "Brin (Dorinthea)"]);
    expect(data.match.result.winners).toEqual(state.result!.winners);
    expect(data.shapes.length).toBe(3);
    await Promise.all([owner, student, viewer].map((p) => p.context().close()));
  }, 90_000);

  it("a study: a second match joins the room, and a playlist jumps between moments of both", async () => {
    const finished = async () => {
      const m = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 0 });
      for (let s = await client.match.state.query({ matchId: m.matchId, token: m.tokens.judge }); s.result === null; s = await client.match.state.query({ matchId: m.matchId, token: m.tokens.judge }))
        await new Promise((r) => setTimeout(r, 50));
      return m;
    };
    const [one, two] = [await finished(), await finished()];
    const room = await client.room.create.mutate({ matchIds: [one.matchId], matchToken: one.tokens.coach });
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${stack.webUrl}/review/${encodeURIComponent(room.full!.doc)}?token=${room.full!.tokens.owner}&match=${one.matchId}&mt=${one.tokens.coach}&seq=15`);
    await connected(page);
    await page.fill("input[aria-label='new playlist']", "Turning points");
    await page.press("input[aria-label='new playlist']", "Enter");
    await page.click("text=+ this moment");
    // Add the second match by its link; the page shows it.
    await page.fill("input[aria-label='add a match']", `${stack.webUrl}/match/${two.matchId}?token=${two.tokens.coach}`);
    await page.press("input[aria-label='add a match']", "Enter");
    await page.waitForURL(new RegExp(`at=${two.matchId}`));
    await connected(page);
    await waitUntil(async () => (await page.locator("[data-testid=study] li").count()) === 2);
    await seekTo(page, 25);
    await page.click("text=+ this moment");
    const items = page.locator("[data-playlist] li button");
    await waitUntil(async () => (await items.count()) === 2);
    // The first item takes us back to match one at seq 15.
    await items.first().click();
    await page.waitForURL(new RegExp(`at=${one.matchId}`));
    await waitUntil(async () => (await seqOf(page)) === 15, 15_000);
    await items.nth(1).click();
    await page.waitForURL(new RegExp(`at=${two.matchId}`));
    await waitUntil(async () => (await seqOf(page)) === 25, 15_000);
  });

  it("refuses a tampered room link cleanly", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats: botSeats, botDelayMs: 0 });
    const room = await client.room.create.mutate({ matchIds: [matchId], matchToken: tokens.judge });
    const page = await browser.newPage();
    const bad = `${room.tokens.owner.slice(0, -4)}AAAA`;
    await page.goto(`${stack.webUrl}/review/${room.roomId}?token=${bad}&match=${matchId}&mt=${room.spectatorToken}`);
    await waitUntil(async () => (await page.getAttribute("[data-testid=review]", "data-status")) === "refused", 10_000);
    expect(await page.textContent("[data-testid=review]")).toContain("no longer opens the room");
  });
});
