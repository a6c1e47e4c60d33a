import { readFileSync } from "node:fs";
import { connect } from "@tablecast/api/client";
import { sourcePath } from "@tablecast/rules/sources";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, screenshotPath, startStack, type Stack } from "./harness";

/** Waits until a condition on the page holds (Playwright's auto-waiting, for plain values). */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The card is drawn where people can see it: on screen, not clipped by the log around the link. */
async function expectOnScreen(page: Page, card: Locator) {
  await card.waitFor({ state: "visible" });
  const box = (await card.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.width).toBeGreaterThan(100);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  // Drawn on the page's body, outside any scrolling or contained list.
  expect(await card.evaluate((el) => el.closest("[role=tooltip]")?.parentElement === document.body)).toBe(true);
}

describe("rules reference in Chromium", () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("opens a deep link: the rule, its place, its examples apart, what changed, the copyright line; a cross-reference opens its rule", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.webUrl}/rules/fab/cr/7.3.2`);
    expect(await page.getAttribute("article.rb-rule", "data-rule")).toBe("7.3.2");
    expect(await page.textContent("article.rb-rule h1")).toContain("7.3.2");
    expect(await page.textContent("article.rb-rule .rb-text")).toContain("defending cards are declared");
    expect(await page.textContent(".rb-crumbs[aria-label='Rule path']")).toContain("7.3 ");
    // The older copy of the CR is the edition before 2.13.0: this rule says what changed since.
    expect(await page.textContent("section.rb-diff")).toMatch(/since older copy/i);
    expect(await page.textContent("footer.rb-copyright")).toContain("© 2019 Legend Story Studios");
    // A judge copies the citation for a ruling.
    expect(await page.textContent(".rb-copy")).toContain("fab:7.3.2");
    await page.screenshot({ path: screenshotPath("rules-rule") });

    // A cross-reference in the text is a link to that rule.
    const ref = page.locator("article.rb-rule .rb-text a.rule-ref").first();
    const target = (await ref.getAttribute("data-ref"))!;
    await ref.click();
    await page.waitForURL(`${stack.webUrl}/rules/fab/cr/${target}`);
    await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === target, "rule after the cross-reference");

    // Examples are set apart from the rule text.
    await page.goto(`${stack.webUrl}/rules/fab/cr/1.0.2`);
    expect(await page.locator("article.rb-rule > .rb-aside--example").count()).toBe(2);
    expect(await page.textContent("article.rb-rule > .rb-text")).not.toContain("Example");
    // A citation link without its document (as exported reviews write them) lands on the rule.
    await page.goto(`${stack.webUrl}/rules/fab/7.3.2`);
    expect(page.url()).toBe(`${stack.webUrl}/rules/fab/cr/7.3.2`);
    await page.close();
  });

  it("searches as you type from the keyboard and opens the chosen result", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.webUrl}/rules/fab/cr`);
    await page.waitForSelector(".rb-search__input[data-ready=true]");
    // "/" focuses search; each keystroke updates the ranked results.
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("rb-search__input");
    const firstHit = () => page.locator("[data-testid=rule-hits] [data-hit]").first().getAttribute("data-hit", { timeout: 2000 }).catch(() => null);
    await page.keyboard.type("domi", { delay: 40 });
    await until(firstHit, (h) => h === "8.3.4", "first hit for 'domi'");
    await page.keyboard.type("nate", { delay: 40 });
    await until(firstHit, (h) => h === "8.3.4", "first hit for 'dominate'");
    expect(await page.textContent("[data-testid=rule-hits] mark")).toMatch(/^domi/i);
    await page.screenshot({ path: screenshotPath("rules-search") });
    // Pick a result with the mouse.
    await page.locator("[data-testid=rule-hits] [data-hit='8.3.4']").click();
    await page.waitForURL(/\/rules\/fab\/cr\/8\.3\.4$/);
    await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === "8.3.4", "rule page of the picked result");

    // A rule number, then Enter; ↓ chooses the next result.
    await page.keyboard.press("/");
    await page.keyboard.type("7.3.2");
    await until(firstHit, (h) => h === "7.3.2", "first hit for 7.3.2");
    await page.keyboard.press("ArrowDown");
    expect(await page.getAttribute("[data-testid=rule-hits] [aria-selected=true] [data-hit]", "data-hit")).toBe("7.3.2a");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/rules\/fab\/cr\/7\.3\.2a$/);
    // ← and → read the rules in order.
    await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === "7.3.2a", "7.3.2a");
    await page.keyboard.press("ArrowLeft");
    await page.waitForURL(/\/rules\/fab\/cr\/7\.3\.2$/);

    // Every Flesh and Blood document at once: the tournament rules answer "outside assistance".
    await page.selectOption(".rb-search__scope", "game");
    await page.click(".rb-search__input");
    await page.keyboard.type("outside assistance");
    await until(() => page.locator("[data-testid=rule-hits] [data-hit]").allTextContents(), (t) => t.some((x) => x.includes("5.9")), "tournament rules in the results", 20_000);
    await page.locator("[data-testid=rule-hits] [data-hit='5.9']").first().click();
    await page.waitForURL(/\/rules\/fab\/tr\/5\.9$/);
    await page.close();
  });

  it("shows a glossary term's definition on hover and on keyboard focus", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.webUrl}/rules/fab/cr/8.3.4`);
    const term = page.locator("article.rb-rule .rule-term").first();
    const name = (await term.getAttribute("data-term"))!;
    await term.hover();
    const card = page.locator("[role=tooltip]");
    await expectOnScreen(page, card);
    expect(await card.textContent()).toContain(name);
    await page.mouse.move(0, 0);
    await card.waitFor({ state: "detached" });
    await term.focus();
    await card.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
    // The glossary page has an anchor per term.
    await page.goto(`${stack.webUrl}/rules/fab/cr/glossary#term-go-again`);
    expect(await page.textContent("#term-go-again dt")).toBe("Go again");
    await page.close();
  });

  it("a citation in a replay's event log shows the rule on hover and opens it on click", async () => {
    const { client, close } = connect(`${stack.apiUrl}/trpc`);
    try {
      const { matchId, tokens } = await client.match.create.mutate({
        game: "fab",
        seats: [
          { name: "Ada", kind: "bot", bot: "greedy" },
          { name: "Brin", kind: "bot", bot: "greedy" },
        ],
        botDelayMs: 0,
      });
      for (let s = await client.match.state.query({ matchId, token: tokens.judge }); s.result === null; s = await client.match.state.query({ matchId, token: tokens.judge }))
        await new Promise((r) => setTimeout(r, 50));
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=12`);
      // Wait for the replay to reach its moment: while the log streams in, its newest line changes.
      await until(() => page.getAttribute("[data-testid=match]", "data-seq"), (v) => v === "12", "the replay at seq 12");
      const cite = page.locator(".tc-log__rule a").first();
      await cite.waitFor();
      const citation = (await cite.getAttribute("data-rule"))!;
      const number = citation.split(":").at(-1)!;
      await cite.hover();
      const preview = page.locator("[data-testid=rule-preview]");
      await until(() => preview.textContent({ timeout: 1000 }).catch(() => ""), (t) => (t ?? "").startsWith(number), "the rule's text in the hover card");
      expect((await preview.textContent())!.length).toBeGreaterThan(number.length + 20);
      await expectOnScreen(page, preview);
      await page.screenshot({ path: screenshotPath("rules-hover") });
      await cite.click();
      await page.waitForURL(new RegExp(`/rules/fab/cr/${number.replace(/\./g, "\\.")}$`));
      await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === number, "the cited rule's page");
      await page.close();
    } finally {
      close();
    }
  });

  it("imports a newer edition from an upload and keeps the older one", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.webUrl}/rules/import`);
    // Not a rules document: refused with the importer's reason, nothing saved.
    await page.selectOption("select[name=game]", "fab");
    await page.setInputFiles("input[type=file]", { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("shopping list: milk, eggs") });
    await page.click("button[type=submit]");
    await page.waitForURL(/error=/);
    expect(await page.textContent(".notice")).toMatch(/rules\//);
    // A newer edition (2.14.0 here, one rule reworded) becomes the CR; 2.13.0 stays, and the rule shows the change.
    const text = readFileSync(sourcePath("fab-comprehensive-rules-2.13.0.txt"), "utf8")
      .replace(/^2\.13\.0$/m, "2.14.0")
      .replace("First, defending cards are declared for the attack-target(s).", "First, defending cards are declared for each attack-target.");
    await page.selectOption("select[name=game]", "fab");
    await page.setInputFiles("input[type=file]", { name: "cr-2.14.0.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
    await page.click("button[type=submit]");
    await page.waitForURL(/\/rules\/fab\/cr\?imported=1$/, { timeout: 60_000 });
    expect(await page.textContent(".rb-head")).toContain("2.14.0");
    await page.goto(`${stack.webUrl}/rules/fab/cr/7.3.2`);
    expect(await page.textContent("[data-testid=rule-diff] h2")).toContain("2.13.0");
    expect(await page.textContent("[data-testid=rule-diff] .diff--added")).toContain("each");
    await page.goto(`${stack.webUrl}/rules/fab/cr-2.13.0/7.3.2`);
    expect(await page.textContent("article.rb-rule .rb-text")).toContain("for the attack-target(s)");
    expect(await page.textContent("article.rb-rule .rb-notice")).toContain("2.14.0");
    // The edition list keeps all three.
    await page.goto(`${stack.webUrl}/rules`);
    expect(await page.textContent(".rb-game")).toMatch(/2\.14\.0[\s\S]*2\.13\.0[\s\S]*older copy/);
    await page.close();
  });
});
